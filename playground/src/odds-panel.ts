// The exact-odds calculator for the current variant: attackers, defenders and the leaders fighting
// with each side (Y8/Y9: his die and his bonus in the form chosen), computed by the engine's
// Markov chain like `riskc odds`, never sampled.
import type { Variant } from "../../compiler/index.js";
import { battleOdds, createGame, MAX_BATTLE_CELLS, type UnitInBattle as LeaderInBattle } from "../../engine/index.js";
import { h, textTable } from "./dom.js";

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
  private readonly answer = h("div", { "data-testid": "odds", class: "odds" });

  constructor(container: HTMLElement) {
    const button = h("button", {}, "Odds");
    container.append(
      h("div", { class: "caption" }, "Exact battle odds (the variant's dice)"),
      h(
        "div",
        { class: "sim-controls" },
        h("label", {}, "attackers ", this.attackers),
        h("label", {}, "defenders ", this.defenders),
        h("label", { class: "leaders" }, "attacker's leader ", this.attackerLeader),
        h("label", { class: "leaders" }, "defender's leader ", this.defenderLeader),
        button,
      ),
      this.answer,
    );
    button.addEventListener("click", () => this.compute());
    for (const input of [this.attackers, this.defenders, this.attackerLeader, this.defenderLeader])
      input.addEventListener("change", () => this.compute());
  }

  setVariant(ir: Variant | undefined): void {
    const before = JSON.stringify(this.ir?.units ?? null);
    this.ir = ir;
    if (!ir || JSON.stringify(ir.units ?? null) === before) return;
    for (const select of [this.attackerLeader, this.defenderLeader]) {
      select.replaceChildren(new Option("none", ""));
      for (const leader of ir.units?.types ?? [])
        for (const form of leader.forms) select.append(new Option(`${leader.name} (${form.name})`, `${leader.name}:${form.name}`));
    }
    for (const label of this.answer.parentElement?.querySelectorAll<HTMLElement>("label.leaders") ?? []) label.hidden = !ir.units?.types.length;
    this.answer.replaceChildren();
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
    if (!this.ir) {
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
    const odds = battleOdds(createGame(this.ir).dice, a, d, Infinity, leaders);
    const likely = [...odds.outcomes].sort((x, y) => y.probability - x.probability).slice(0, 8);
    this.answer.replaceChildren(
      h("p", { class: "odds-answer" }, `${a} attacking vs ${d} defending: the attacker wins ${(odds.attackerWins * 100).toFixed(4)}%`),
      textTable(
        ["attackers left", "defenders left", "probability"],
        likely.map((o) => [String(o.attackers), o.defenderLeader ? "leader" : String(o.defenders), `${(o.probability * 100).toFixed(3)}%`]),
        "odds-outcomes",
      ),
    );
  }
}
