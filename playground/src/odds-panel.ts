// The exact-odds calculator for the current variant: attackers, defenders, the attack (from a
// territory into another: F4, the dice modifiers and re-rolls that hold there at the start of a
// game, as `riskc odds --at From:To`) and, where the variant has leaders, the leader fighting with
// each side (Y8/Y9: his die and his bonus in the form chosen), and where the variant fights in
// ranks, each side's pieces of every rank's type (RB3); computed by the engine's Markov chain,
// sampled only past the ranked chain's bound (said so), with a chart of how the battle ends.
import type { Variant } from "../../compiler/index.js";
import {
  battleOdds,
  createGame,
  MAX_BATTLE_CELLS,
  modifiedRules,
  neighbours,
  newGame,
  rankedBattleOdds,
  rankedSideOf,
  unitTypeInBattle,
  type BattleOdds,
  type DiceRules,
  type RankedOdds,
  type Game,
  type UnitInBattle as LeaderInBattle,
} from "../../engine/index.js";
import { outcomeChart } from "../../sim/report/index.js";
import { h, svgNode, textTable } from "./dom.js";

/** F4: the modifiers of an attack, in words ("" when there are none). */
function modifiersInWords(rules: DiceRules): string {
  const m = rules.mods;
  if (!m) return "";
  const parts = [
    ...(m.attackerBonus ? [`attacker +${m.attackerBonus} on a die`] : []),
    ...(m.defenderBonus ? [`defender +${m.defenderBonus} on a die`] : []),
    ...(m.attackerReroll ? [`attacker re-rolls dice showing ${m.attackerReroll} or less`] : []),
    ...(m.defenderReroll ? [`defender re-rolls dice showing ${m.defenderReroll} or less`] : []),
  ];
  return parts.join(", ");
}

export class OddsPanel {
  private ir: Variant | undefined;
  private readonly attackers = h("input", {
    type: "number",
    min: "1",
    max: "10000",
    value: "3",
    id: "odds-attackers",
    "aria-label": "attacking armies",
  });
  private readonly defenders = h("input", {
    type: "number",
    min: "1",
    max: "10000",
    value: "2",
    id: "odds-defenders",
    "aria-label": "defending armies",
  });
  private readonly attackerLeader = h("select", { id: "odds-attacker-leader", "aria-label": "attacker's leader" });
  private readonly defenderLeader = h("select", { id: "odds-defender-leader", "aria-label": "defender's leader" });
  private readonly from = h("select", { id: "odds-from", "aria-label": "attacking from" });
  private readonly to = h("select", { id: "odds-to", "aria-label": "attacking into" });
  /** RB3: each side's pieces of every rank's unit type, one number box each (only in a variant with ranks). */
  private readonly rankedPieces = h("div", { class: "sim-controls ranked-pieces" });
  private rankInputs: { type: string; attacker: HTMLInputElement; defender: HTMLInputElement }[] = [];
  private readonly answer = h("div", { "data-testid": "odds", class: "odds" });
  private game: Game | undefined;

  constructor(container: HTMLElement) {
    const button = h("button", {}, "Odds");
    container.append(
      h("div", { class: "caption" }, "Exact battle odds (the variant's dice)"),
      h(
        "div",
        { class: "sim-controls" },
        h("label", {}, "attackers ", this.attackers),
        h("label", {}, "defenders ", this.defenders),
        h("label", {}, "from ", this.from),
        h("label", {}, "into ", this.to),
        h("label", { class: "leaders" }, "attacker's leader ", this.attackerLeader),
        h("label", { class: "leaders" }, "defender's leader ", this.defenderLeader),
        button,
      ),
      this.rankedPieces,
      this.answer,
    );
    button.addEventListener("click", () => this.compute());
    for (const input of [this.attackers, this.defenders, this.from, this.to, this.attackerLeader, this.defenderLeader])
      input.addEventListener("change", () => this.compute());
  }

  setVariant(ir: Variant | undefined): void {
    const before = this.ir;
    this.ir = ir;
    if (!ir) return;
    this.game = createGame(ir);
    if (JSON.stringify(ir.map.territories.map((t) => t.name)) !== JSON.stringify(before?.map.territories.map((t) => t.name))) {
      for (const [select, none] of [
        [this.from, "(anywhere)"],
        [this.to, "(anywhere: no modifiers)"],
      ] as const) {
        const chosen = select.value;
        select.replaceChildren(new Option(none, ""), ...ir.map.territories.map((t) => new Option(t.name, t.name)));
        if (ir.map.territories.some((t) => t.name === chosen)) select.value = chosen;
      }
    }
    if (JSON.stringify(ir.units ?? null) !== JSON.stringify(before?.units ?? null) || !before) {
      for (const select of [this.attackerLeader, this.defenderLeader]) {
        select.replaceChildren(new Option("none", ""));
        for (const leader of ir.units?.types ?? [])
          for (const form of leader.forms) select.append(new Option(`${leader.name} (${form.name})`, `${leader.name}:${form.name}`));
      }
    }
    const rankTypes = (ir.combat.ranks ?? []).map((r) => r.unit);
    if (JSON.stringify(rankTypes) !== JSON.stringify(this.rankInputs.map((r) => r.type))) this.showRanks(rankTypes);
    // Leaders only where the variant has them.
    for (const label of this.answer.parentElement?.querySelectorAll<HTMLElement>("label.leaders") ?? [])
      label.hidden = !ir.units?.types.length || !!ir.combat.ranks; // a ranked battle reads its pieces by rank instead
    if (before !== undefined && JSON.stringify(before) !== JSON.stringify(ir)) this.answer.replaceChildren();
  }

  /** F4: the dice rules of the attack chosen (the modifiers at the start of a game), or why it is no attack. */
  private rules(game: Game): { rules: DiceRules; where: string } | string {
    const index = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
    const [from, to] = [this.from.value ? index(this.from.value) : -1, this.to.value ? index(this.to.value) : -1];
    if (to < 0) return { rules: game.dice, where: "" };
    if (from === to) return `${this.to.value} cannot attack itself`;
    // At the start of a game of the fewest players, as `riskc odds --at` reads it.
    const start = newGame(game, game.variant.players.min, 1);
    if (from >= 0 && !neighbours(game.graph, start.switches, from).includes(to))
      return `${this.from.value} does not border ${this.to.value} (at the start of a game)`;
    const rules = modifiedRules(game, start, game.dice, from, to);
    return { rules, where: from >= 0 ? ` from ${this.from.value} into ${this.to.value}` : ` into ${this.to.value}` };
  }

  private leader(value: string, role: "attack" | "defend"): LeaderInBattle | undefined {
    if (!value || !this.game) return undefined;
    const [type, form] = value.split(":");
    // Y8/Y9; F2: any unit type, in one of its forms (the engine's reading, as `riskc odds` does).
    const unit = unitTypeInBattle(this.game, { type: type!, ...(form !== undefined ? { form } : {}) }, role);
    return "problem" in unit ? undefined : unit;
  }

  /** RB3: a number box for each side's pieces of each rank's unit type, in the ranks' order. */
  private showRanks(types: readonly string[]): void {
    const box = (type: string, side: "attacker" | "defender") => {
      const input = h("input", {
        type: "number",
        min: "0",
        max: "20",
        value: "0",
        id: `odds-${side}-${type}`,
        "aria-label": `${side}'s ${type} pieces`,
      });
      input.addEventListener("change", () => this.compute());
      return input;
    };
    this.rankInputs = types.map((type) => ({ type, attacker: box(type, "attacker"), defender: box(type, "defender") }));
    this.rankedPieces.replaceChildren(
      ...this.rankInputs.flatMap((r) => [h("label", {}, `attacker's ${r.type} `, r.attacker), h("label", {}, `defender's ${r.type} `, r.defender)]),
    );
    this.rankedPieces.hidden = types.length === 0;
  }

  /** RB3: the odds of a ranked battle with the pieces given, or why they cannot be computed. */
  private rankedOdds(game: Game, rules: DiceRules, a: number, d: number): RankedOdds | string {
    const pieces = (side: "attacker" | "defender") => {
      const counts = new Map<string, number>();
      for (const r of this.rankInputs) {
        const n = Math.floor(Number(r[side].value));
        if (!(n >= 0 && n <= 20)) return `the ${side}'s ${r.type} pieces are a whole number from 0 to 20`;
        if (n > 0) counts.set(r.type, n);
      }
      const built = rankedSideOf(game, side === "attacker" ? a : d, counts, side === "attacker" ? "attack" : "defend");
      // RR1: a side's re-roll without a condition (one under a condition needs a territory).
      const reroll = game.combat.rankRerolls?.some((r) => r.side === side && !r.when);
      return "problem" in built ? built.problem : reroll ? { ...built, reroll: true } : built;
    };
    const [attacker, defender] = [pieces("attacker"), pieces("defender")];
    if (typeof attacker === "string") return attacker;
    if (typeof defender === "string") return defender;
    return rankedBattleOdds(game.combat.ranks!, rules, attacker, defender);
  }

  compute(): void {
    if (!this.ir || !this.game) {
      this.answer.textContent = "the variant has errors";
      return;
    }
    const a = Math.floor(Number(this.attackers.value));
    const d = Math.floor(Number(this.defenders.value));
    const leaders = { attacker: this.leader(this.attackerLeader.value, "attack"), defender: this.leader(this.defenderLeader.value, "defend") };
    const most = leaders.attacker || leaders.defender ? MAX_BATTLE_CELLS / 4 : MAX_BATTLE_CELLS;
    if (!(a >= 1 && d >= 1) || a * d > most) {
      this.answer.textContent = `attackers and defenders are whole numbers from 1, with attackers × defenders at most ${most.toLocaleString("en-US")}`;
      return;
    }
    const attack = this.rules(this.game);
    if (typeof attack === "string") {
      this.answer.textContent = attack;
      return;
    }
    const odds: BattleOdds | RankedOdds | string = this.game.combat.ranks
      ? this.rankedOdds(this.game, attack.rules, a, d)
      : battleOdds(attack.rules, a, d, Infinity, leaders);
    if (typeof odds === "string") {
      this.answer.textContent = odds;
      return;
    }
    const likely = [...odds.outcomes].sort((x, y) => y.probability - x.probability).slice(0, 8);
    const modifiers = attack.where ? modifiersInWords(attack.rules) : "";
    const title = `${a} attacking vs ${d} defending${attack.where}`;
    this.answer.replaceChildren(
      h("p", { class: "odds-answer" }, `${title}: the attacker wins ${(odds.attackerWins * 100).toFixed(4)}%`),
      // RB3: past the exact chain's bound a ranked battle's odds are simulated, and said so.
      ...("estimated" in odds && odds.estimated
        ? [h("p", { class: "odds-estimated" }, "Estimated from 20,000 simulated battles (past the exact odds' bound).")]
        : []),
      // CS4/RR2: what the odds assume of the players' choices.
      ...(this.game.combat.casualtiesByChoice
        ? [
            h(
              "p",
              { class: "odds-estimated" },
              "Casualties by choice: the odds assume each side loses its cheapest pieces first (the greedy answer).",
            ),
          ]
        : []),
      ...(this.game.combat.rankRerolls
        ? [
            h(
              "p",
              { class: "odds-estimated" },
              "Rank re-rolls: a side with one re-rolls the first rank of each round that hits fewer than its average.",
            ),
          ]
        : []),
      ...(attack.where
        ? [
            h(
              "p",
              { class: "odds-modifiers" },
              modifiers ? `The variant's modifiers there: ${modifiers}.` : "No modifier of the variant holds there.",
            ),
          ]
        : []),
      svgNode(outcomeChart(odds.outcomes, `How ${a} against ${d} ends`)),
      textTable(
        ["attackers left", "defenders left", "probability"],
        likely.map((o) => [String(o.attackers), o.defenderLeader ? "leader" : String(o.defenders), `${(o.probability * 100).toFixed(3)}%`]),
        "odds-outcomes",
      ),
    );
  }
}
