// The exact-odds calculator for the current variant: attackers, defenders, the attack (from a
// territory into another: F4, the dice modifiers and re-rolls that hold there at the start of a
// game, as `riskc odds --at From:To`) and, where the variant has leaders, the leader fighting with
// each side (Y8/Y9: his die and his bonus in the form chosen); computed by the engine's Markov
// chain, never sampled, with a chart of how the battle ends.
import type { Variant } from "../../compiler/index.js";
import {
  battleOdds,
  createGame,
  MAX_BATTLE_CELLS,
  modifiedRules,
  neighbours,
  newGame,
  type DiceRules,
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
    // Leaders only where the variant has them.
    for (const label of this.answer.parentElement?.querySelectorAll<HTMLElement>("label.leaders") ?? []) label.hidden = !ir.units?.types.length;
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
    if (!value || !this.ir) return undefined;
    const [name, formName] = value.split(":");
    // Y8/Y9; F2: any unit type, in one of its forms.
    const leader = this.ir.units?.types.find((l) => l.name === name);
    const form = leader?.forms.find((f) => f.name === formName);
    return leader && form
      ? { die: leader.die, bonus: role === "attack" ? form.attack : form.defend, ...(leader.holdAlone ? { holdsAlone: true } : {}) }
      : undefined;
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
    const odds = battleOdds(attack.rules, a, d, Infinity, leaders);
    const likely = [...odds.outcomes].sort((x, y) => y.probability - x.probability).slice(0, 8);
    const modifiers = attack.where ? modifiersInWords(attack.rules) : "";
    const title = `${a} attacking vs ${d} defending${attack.where}`;
    this.answer.replaceChildren(
      h("p", { class: "odds-answer" }, `${title}: the attacker wins ${(odds.attackerWins * 100).toFixed(4)}%`),
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
