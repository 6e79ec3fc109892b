// A compiled variant ready to play: the map graph, formulas as closures, battle tables and the
// card deck. Built once per variant (and parameter values); shared by every game of a run.
import type { Variant } from "../compiler/ir/ir-schema.js";
import { diceRules, WinOdds, type DiceRules } from "./battle.js";
import { buildDeck, type Deck } from "./cards.js";
import { compileBool, compileNumber, makeCompileEnv, type Compiled } from "./expr.js";
import { buildGraph, type MapGraph } from "./graph.js";

export type CompiledStep =
  | { kind: "receive"; amount: Compiled<number> }
  | { kind: "trade"; forcedWhen?: Compiled<boolean> }
  | { kind: "place" }
  | { kind: "attack" }
  | { kind: "fortify"; moves: Compiled<number>; path: "adjacent" | "connected"; leave: Compiled<number> }
  | { kind: "draw"; count: Compiled<number>; when?: Compiled<boolean> };

export interface CompiledCards {
  symbols: string[];
  wilds: Compiled<number>;
  setWorth: (Compiled<number> | null)[];
  values: Compiled<number>[];
  step: Compiled<number>;
  bonus?: { amount: Compiled<number>; target: "territory" | "pool"; limitPerTurn?: Compiled<number> };
  handLimit?: Compiled<number>;
  eliminationTakesCards: boolean;
  eliminationTrade?: { when: Compiled<boolean>; until: Compiled<boolean> };
}

export interface Game {
  variant: Variant;
  graph: MapGraph;
  dice: DiceRules;
  odds: WinOdds;
  territoryCount: number;
  /** Each group's bonus (C3); a formula, so it may depend on the player count. */
  groupBonus: Compiled<number>[];
  setup: { armies: Compiled<number>; dealArmies: Compiled<number>; batch: Compiled<number> };
  phases: { name: string; when?: Compiled<boolean>; steps: CompiledStep[] }[];
  combat: { leave: Compiled<number>; conquerMin: Compiled<number>; attackerMin: number; defenderMin: number };
  cards?: CompiledCards & { deck: Deck };
  end: {
    wins: { reason: string; when: Compiled<boolean> }[];
    eliminated: Compiled<boolean>;
    ends: { reason: string; when: Compiled<boolean>; ranking: Compiled<number>[] }[];
  };
}

export function createGame(variant: Variant): Game {
  const env = makeCompileEnv(variant);
  const num = (e: Parameters<typeof compileNumber>[0]) => compileNumber(e, env);
  const bool = (e: Parameters<typeof compileBool>[0]) => compileBool(e, env);
  const dice = diceRules(variant.combat);
  const cards = variant.cards;
  return {
    variant,
    graph: buildGraph(variant.map),
    dice,
    odds: new WinOdds(dice),
    territoryCount: variant.map.territories.length,
    groupBonus: variant.map.groups.map((g) => num(g.bonus)),
    setup: { armies: num(variant.setup.armies), dealArmies: num(variant.setup.deal.armies), batch: num(variant.setup.place.batch) },
    phases: variant.phases.map((p) => ({
      name: p.name,
      ...(p.when ? { when: bool(p.when) } : {}),
      steps: p.steps.map((s): CompiledStep => {
        switch (s.kind) {
          case "receive":
            return { kind: "receive", amount: num(s.amount) };
          case "trade":
            return { kind: "trade", ...(s.forcedWhen ? { forcedWhen: bool(s.forcedWhen) } : {}) };
          case "place":
          case "attack":
            return { kind: s.kind };
          case "fortify":
            return { kind: "fortify", moves: num(s.moves), path: s.path, leave: num(s.leave) };
          case "draw":
            return { kind: "draw", count: num(s.count), ...(s.when ? { when: bool(s.when) } : {}) };
        }
      }),
    })),
    combat: {
      leave: num(variant.combat.leave),
      conquerMin: num(variant.combat.conquerMin),
      attackerMin: variant.combat.attacker.min,
      defenderMin: variant.combat.defender.min,
    },
    ...(cards
      ? {
          cards: {
            symbols: cards.symbols,
            wilds: num(cards.wilds),
            setWorth: cards.sets.map((s) => (s.worth ? num(s.worth) : null)),
            values: cards.values.map(num),
            step: num(cards.step),
            ...(cards.bonus
              ? { bonus: { amount: num(cards.bonus.amount), target: cards.bonus.target, ...(cards.bonus.limitPerTurn ? { limitPerTurn: num(cards.bonus.limitPerTurn) } : {}) } }
              : {}),
            ...(cards.handLimit ? { handLimit: num(cards.handLimit) } : {}),
            eliminationTakesCards: cards.eliminationTakesCards,
            ...(cards.eliminationTrade ? { eliminationTrade: { when: bool(cards.eliminationTrade.when), until: bool(cards.eliminationTrade.until) } } : {}),
            deck: buildDeck(cards, variant.map.territories.map((t) => String(t.attrs[cards.attribute] ?? ""))),
          },
        }
      : {}),
    end: {
      wins: variant.end.wins.map((w) => ({ reason: w.reason, when: bool(w.when) })),
      eliminated: variant.end.eliminated ? bool(variant.end.eliminated) : () => false,
      ends: variant.end.ends.map((e) => ({ reason: e.reason, when: bool(e.when), ranking: e.ranking.map(num) })),
    },
  };
}
