// Part A of version 3: the `rules` section lowered to the IR's `rules` (events by name, phases
// and territories by index, effects in the list effect cards share).
import { sectionsOf } from "./ast.js";
import { deckIndex } from "./checks/deck-names.js";
import type * as A from "./ast.js";
import type * as IR from "./ir/index.js";
import type { Symbols } from "./symbols.js";

/** lower.ts's formula lowering, passed in (lower.ts calls this file). */
export type LowerExpr = (e: A.Expr, s: Symbols) => IR.Expr;

type Leaf = Exclude<IR.RuleEffect, { kind: "each" | "choose" | "pick" }>;
type Inner = Leaf | Extract<IR.RuleEffect, { kind: "each" }>;

function lowerLeaf(e: Exclude<A.RevealEffect, { kind: "each" | "choose" | "pick" }>, s: Symbols, lowerExpr: LowerExpr, owner: string): Leaf {
  switch (e.kind) {
    case "armies":
    case "lose":
      return { kind: e.kind, amount: lowerExpr(e.amount, s) };
    case "flip":
      return { kind: "flip", switch: s.switches.findIndex((sw) => sw.decl.name === e.switchName) };
    case "build":
    case "raze":
      return { kind: e.kind, building: e.building.text };
    case "gain":
      return { kind: "gain", resource: e.resource.text, ...(e.roll ? { roll: e.roll.sides } : { amount: lowerExpr(e.amount!, s) }) };
    case "give":
      return { kind: "give", resource: e.resource.text, amount: lowerExpr(e.amount, s), to: lowerExpr(e.to, s) };
    case "open":
    case "close":
      return { kind: e.kind, from: s.territories.get(e.from.text)!.index, to: s.territories.get(e.to.text)!.index };
    case "owner":
      return { kind: "owner", seat: lowerExpr(e.seat, s) };
    case "drawCards":
      return { kind: "drawCards", count: lowerExpr(e.count, s) };
    case "drawEffect":
      return { kind: "drawEffect", deck: deckIndex(s.file, e.deck), count: lowerExpr(e.count, s) };
    case "dice":
      return { kind: "dice", side: e.side, amount: e.amount, until: e.duration };
    case "endGame":
      return { kind: "endGame", reason: e.reason ?? owner };
    case "units":
      return { kind: "units", unit: e.unit.text, count: lowerExpr(e.count, s) };
    case "move":
      return {
        kind: "move",
        count: lowerExpr(e.count, s),
        ...(e.unit ? { unit: e.unit.text } : {}),
        ...(e.from ? { from: lowerExpr(e.from, s) } : {}),
        ...(e.to ? { to: lowerExpr(e.to, s) } : {}),
      };
    case "discard":
      return e.choose ? { kind: "discard", count: lowerExpr(e.count, s), choose: true } : { kind: "discard", count: lowerExpr(e.count, s) };
    case "firstPlayer":
      return { kind: "firstPlayer" };
  }
}

/** An `each` block: its leaves (the checker refuses `each` and `choose` inside it: RISK4106, RISK2090). */
function lowerEach(
  e: Extract<A.RevealEffect, { kind: "each" }>,
  s: Symbols,
  lowerExpr: LowerExpr,
  owner: string,
): Extract<IR.RuleEffect, { kind: "each" }> {
  return {
    kind: "each",
    owned: e.owned,
    ...(e.where ? { where: lowerExpr(e.where, s) } : {}),
    effects: e.effects.flatMap((x) => (x.kind === "each" || x.kind === "choose" || x.kind === "pick" ? [] : [lowerLeaf(x, s, lowerExpr, owner)])),
  };
}

/** A leaf or an `each` block (what an order or a picked territory holds; the checker refuses the rest there: RISK2090, RISK4300). */
function lowerInner(x: A.RevealEffect, s: Symbols, lowerExpr: LowerExpr, owner: string): Inner[] {
  if (x.kind === "choose" || x.kind === "pick") return [];
  return x.kind === "each" ? [lowerEach(x, s, lowerExpr, owner)] : [lowerLeaf(x, s, lowerExpr, owner)];
}

/** TC1: `choose territory [owned] [where c] { effects }`. */
function lowerPick(
  e: Extract<A.RevealEffect, { kind: "pick" }>,
  s: Symbols,
  lowerExpr: LowerExpr,
  owner: string,
): Extract<IR.RuleEffect, { kind: "pick" }> {
  return {
    kind: "pick",
    owned: e.owned,
    ...(e.where ? { where: lowerExpr(e.where, s) } : {}),
    effects: e.effects.flatMap((x) => lowerInner(x, s, lowerExpr, owner)),
  };
}

/** One effect of a rule or a card (the one list they share); `owner`: the rule's or the card's name. */
export function lowerRuleEffect(e: A.RevealEffect, s: Symbols, lowerExpr: LowerExpr, owner: string): IR.RuleEffect {
  if (e.kind === "each") return lowerEach(e, s, lowerExpr, owner);
  if (e.kind === "pick") return lowerPick(e, s, lowerExpr, owner);
  if (e.kind !== "choose") return lowerLeaf(e, s, lowerExpr, owner);
  // PO4: the checker refuses a `choose` inside an order (RISK2090); TC1: a territory picked in an order is one of its effects.
  return {
    kind: "choose",
    options: e.options.map((o) => ({
      order: o.order,
      effects: o.effects.flatMap((x): (Inner | Extract<IR.RuleEffect, { kind: "pick" }>)[] =>
        x.kind === "pick" ? [lowerPick(x, s, lowerExpr, owner)] : lowerInner(x, s, lowerExpr, owner),
      ),
    })),
  };
}

function lowerEvent(e: A.RuleEvent, s: Symbols): Pick<IR.Rule, "on" | "phase" | "resource" | "value" | "deck" | "order" | "bought"> {
  switch (e.kind) {
    case "draw":
    case "play":
      return { on: e.kind, ...(e.deck ? { deck: deckIndex(s.file, e.deck) } : {}) };
    case "phaseStart":
    case "phaseEnd": {
      const phases = sectionsOf(s.file, "Turn")[0]?.phases ?? [];
      return { on: e.kind, phase: phases.findIndex((p) => p.name.text === e.phase.text) };
    }
    case "crossing":
      return { on: "crossing", resource: e.resource.text, value: e.value };
    case "order":
      return { on: "order", order: e.order };
    case "purchaseOf":
      return { on: "purchase", bought: e.thing.text };
    case "unknown":
      throw new Error("an unknown event is refused by the checker (RISK2030)");
    case "battleRoll":
      throw new Error("a rule at `battle roll` is lowered into combat.modifiers (battleRollModifiers)");
    default:
      return { on: e.kind };
  }
}

/** A22: the die bonuses of the rules at `battle roll`, as the pipeline's modifiers (each under its rule's condition). */
export function battleRollModifiers(s: Symbols, lowerExpr: LowerExpr): NonNullable<IR.Combat["modifiers"]> {
  const rules = (sectionsOf(s.file, "Rules")[0]?.rules ?? []).filter((r) => r.event.kind === "battleRoll");
  return rules.flatMap((r) =>
    r.effects.flatMap((e) =>
      e.kind === "dice"
        ? [
            {
              side: e.side === "attack" ? ("attacker" as const) : ("defender" as const),
              bonus: { op: "int" as const, value: e.amount },
              ...(r.when ? { when: lowerExpr(r.when, s) } : {}),
            },
          ]
        : [],
    ),
  );
}

/** The rules, when the variant has a `rules` section with any. */
export function lowerRules(s: Symbols, lowerExpr: LowerExpr): Pick<IR.Variant, "rules"> {
  // A22: the rules at `battle roll` are the dice pipeline's (lower.ts lowerCombat), not the executor's.
  const rules = (sectionsOf(s.file, "Rules")[0]?.rules ?? []).filter((r) => r.event.kind !== "battleRoll");
  if (rules.length === 0) return {};
  return {
    rules: rules.map((r) => ({
      name: r.name,
      ...(r.optional ? { optional: true } : {}),
      ...lowerEvent(r.event, s),
      ...(r.when ? { when: lowerExpr(r.when, s) } : {}),
      ...(r.cost ? { cost: { amount: lowerExpr(r.cost.amount, s), resource: r.cost.resource.text } } : {}),
      ...(r.duration ? { duration: r.duration.value } : {}),
      effects: r.effects.map((e) => lowerRuleEffect(e, s, lowerExpr, r.name)),
    })),
  };
}
