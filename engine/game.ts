// A compiled variant ready to play: the map graph, formulas as closures, battle tables and the
// card deck. Built once per variant (and parameter values); shared by every game of a run.
import type { LeaderForm, Variant } from "../compiler/ir/ir-schema.js";
import { diceRules, WinOdds, type DiceRules } from "./battle.js";
import { buildDeck, cardValues, type Deck } from "./cards.js";
import { compileBool, compileNumber, makeCompileEnv, type Compiled } from "./expr.js";
import { buildGraph, type MapGraph } from "./graph.js";

export type CompiledStep =
  | { kind: "receive"; amount: Compiled<number> }
  | { kind: "trade"; forcedWhen?: Compiled<boolean> }
  | { kind: "place" }
  | { kind: "attack" }
  | {
      kind: "fortify";
      moves: Compiled<number>;
      path: "adjacent" | "connected" | "allied";
      leave: Compiled<number>;
      cede: boolean;
      once: boolean;
      drops: boolean;
    }
  | { kind: "draw"; count: Compiled<number>; when?: Compiled<boolean> }
  | { kind: "roll"; count: number; sides: number; reason: string; when: Compiled<boolean> }
  | { kind: "switch"; when?: Compiled<boolean>; nearLeader: boolean; usingCard?: string }
  | { kind: "morph" }
  | { kind: "reveal"; amount: Compiled<number> }
  | { kind: "revealEffect" };

export interface CompiledEffectCard {
  name: string;
  dealt?: Compiled<boolean>;
  copies: number;
  uses: { on: "attack" | "defend"; when?: Compiled<boolean>; ties?: "attacker" | "defender"; bonus: number }[];
  /** E12: what turning the card up does, to its holder or (`pass`) to a player it chooses. */
  reveal?: { pass: boolean; armies?: Compiled<number>; lose?: Compiled<number> };
}

export interface CompiledCards {
  symbols: string[];
  wilds: Compiled<number>;
  setWorth: (Compiled<number> | null)[];
  values: Compiled<number>[];
  step: Compiled<number>;
  bonus?: { amount: Compiled<number>; target: "territory" | "pool"; limitPerTurn?: Compiled<number> };
  handLimit?: Compiled<number>;
  /** E11: cards traded by the sum of their values. */
  sumSet?: { min: Compiled<number>; worth: Compiled<number> };
  /** Each card's value (the deck's attribute when it is a number; 0 for wilds and symbols). */
  cardValue: number[];
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
  setup: {
    armies: Compiled<number>;
    dealArmies: Compiled<number>;
    dealLimit?: Compiled<number>;
    batch: Compiled<number>;
    /** R13: whether seat tokens are exchanged before the first turn. */
    exchange?: Compiled<boolean>;
  };
  /** R5: the most armies a player may have on the board. */
  armyLimit?: Compiled<number>;
  /** Y3: each player's pieces in all; absent: armies are never short. */
  pieces?: Compiled<number>;
  /** Y2/Y9: the leaders, and what reviving one costs. */
  leaders?: {
    list: { name: string; seat: Compiled<number>; when?: Compiled<boolean>; die: number; forms: LeaderForm[] }[];
    revive: Compiled<number>;
    /** Y3: a leader alone holds a territory. */
    holdAlone: boolean;
  };
  effects: CompiledEffectCard[];
  /** E2: effect cards dealt face down to each player. */
  effectDeal?: Compiled<number>;
  /** E1/E3: factions; `staging`: some faction has starting points (seats get an off-board place). */
  factions?: {
    list: {
      name: string;
      when: Compiled<boolean>;
      neutral: boolean;
      leavesEmpty: boolean;
      conquersEmpty: boolean;
      collects: boolean;
      /** E10: the per-player counter a destroyed piece adds to. */
      captives: number;
    }[];
    /** Per faction: the territories touching its starting points (undefined: it comes in anywhere it owns). */
    entryTerritories: (number[] | undefined)[];
    staging: boolean;
  };
  /** E10/E14: counters by index; `counterIndex` by name. */
  counters: { name: string; perPlayer: boolean; start: Compiled<number>; perRound?: Compiled<number> }[];
  counterIndex: Map<string, number>;
  /** E2/E14: tokens on the map and the game counter they refill. */
  tokens?: { name: string; count: Compiled<number>; refills: number };
  /** Y2/E1: whether the teams apply (with the player count), and who is in which. */
  teams?: { when?: Compiled<boolean>; teams: number[][] };
  phases: { name: string; when?: Compiled<boolean>; steps: CompiledStep[] }[];
  combat: {
    /** E6: armies placed this turn cannot attack. */
    placedWait: boolean;
    leave: Compiled<number>;
    conquerMin: Compiled<number>;
    keep: Compiled<number>;
    require?: Compiled<boolean>;
    diceMax: boolean;
    attackerMin: number;
    defenderMin: number;
  };
  cards?: CompiledCards & { deck: Deck };
  end: {
    wins: { reason: string; when: Compiled<boolean> }[];
    eliminated: Compiled<boolean>;
    ends: { reason: string; when: Compiled<boolean>; ranking: Compiled<number>[]; byTeam: boolean }[];
    ranking: Compiled<number>[];
    rankingByTeam: boolean;
    protect?: Compiled<boolean>;
  };
}

export function createGame(variant: Variant): Game {
  const graph = buildGraph(variant.map);
  const env = makeCompileEnv(variant, graph);
  const num = (e: Parameters<typeof compileNumber>[0]) => compileNumber(e, env);
  const bool = (e: Parameters<typeof compileBool>[0]) => compileBool(e, env);
  const require = variant.combat.require ? bool(variant.combat.require) : undefined;
  const dice = diceRules(variant.combat, require, variant.leaders?.holdAlone === true);
  const cards = variant.cards;
  const counterIndex = new Map((variant.counters ?? []).map((c, i) => [c.name, i]));
  const factions = variant.factions;
  return {
    variant,
    graph,
    dice,
    odds: new WinOdds(dice),
    territoryCount: variant.map.territories.length,
    groupBonus: variant.map.groups.map((g) => num(g.bonus)),
    setup: {
      armies: num(variant.setup.armies),
      dealArmies: num(variant.setup.deal.armies),
      ...(variant.setup.deal.limit ? { dealLimit: num(variant.setup.deal.limit) } : {}),
      batch: num(variant.setup.place.batch),
      ...(variant.setup.exchange ? { exchange: variant.setup.exchange.when ? bool(variant.setup.exchange.when) : () => true } : {}),
    },
    ...(variant.armyLimit ? { armyLimit: num(variant.armyLimit) } : {}),
    ...(variant.pieces ? { pieces: num(variant.pieces) } : {}),
    ...(variant.leaders
      ? {
          leaders: {
            list: variant.leaders.leaders.map((l) => ({
              name: l.name,
              seat: num(l.seat),
              ...(l.when ? { when: bool(l.when) } : {}),
              die: l.die,
              forms: l.forms,
            })),
            revive: variant.leaders.revive ? num(variant.leaders.revive) : () => 0,
            holdAlone: variant.leaders.holdAlone === true,
          },
        }
      : {}),
    ...(variant.teams ? { teams: { ...(variant.teams.when ? { when: bool(variant.teams.when) } : {}), teams: variant.teams.teams } } : {}),
    effects: variant.effects.map((card) => {
      const armies = card.reveal?.effects.find((e) => e.kind === "armies");
      const lose = card.reveal?.effects.find((e) => e.kind === "lose");
      return {
        name: card.name,
        ...(card.dealt ? { dealt: bool(card.dealt) } : {}),
        copies: card.copies ?? 1,
        uses: card.uses.map((u) => {
          const ties = u.effects.find((e) => e.kind === "ties");
          return {
            on: u.on,
            ...(u.when ? { when: bool(u.when) } : {}),
            ...(ties ? { ties: ties.side } : {}),
            bonus: u.effects.reduce((n, e) => n + (e.kind === "bonus" ? e.amount : 0), 0),
          };
        }),
        ...(card.reveal
          ? { reveal: { pass: card.reveal.pass, ...(armies ? { armies: num(armies.amount) } : {}), ...(lose ? { lose: num(lose.amount) } : {}) } }
          : {}),
      };
    }),
    ...(variant.effectDeal ? { effectDeal: num(variant.effectDeal) } : {}),
    ...(factions
      ? {
          factions: {
            list: factions.list.map((f) => ({
              name: f.name,
              when: bool(f.when),
              neutral: f.neutral,
              leavesEmpty: f.leavesEmpty,
              conquersEmpty: f.conquersEmpty,
              collects: f.collects,
              captives: f.captives !== undefined ? counterIndex.get(f.captives)! : -1,
            })),
            entryTerritories: factions.list.map((f) =>
              f.entries.length === 0 ? undefined : [...new Set(f.entries.flatMap((e) => factions.entries[e]!.territories))].sort((a, b) => a - b),
            ),
            staging: factions.list.some((f) => f.entries.length > 0),
          },
        }
      : {}),
    counters: (variant.counters ?? []).map((c) => ({
      name: c.name,
      perPlayer: c.perPlayer,
      start: num(c.start),
      ...(c.perRound ? { perRound: num(c.perRound) } : {}),
    })),
    counterIndex,
    ...(variant.tokens
      ? { tokens: { name: variant.tokens.name, count: num(variant.tokens.count), refills: counterIndex.get(variant.tokens.refills)! } }
      : {}),
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
            return {
              kind: "fortify",
              moves: s.moves ? num(s.moves) : () => Infinity,
              path: s.path,
              leave: num(s.leave),
              cede: s.cede === true,
              once: s.once === true,
              drops: s.drops === true,
            };
          case "draw":
            return { kind: "draw", count: num(s.count), ...(s.when ? { when: bool(s.when) } : {}) };
          case "roll":
            return { kind: "roll", count: s.count, sides: s.sides, reason: s.reason, when: bool(s.when) };
          case "switch":
            return {
              kind: "switch",
              ...(s.when ? { when: bool(s.when) } : {}),
              nearLeader: s.nearLeader,
              ...(s.usingCard ? { usingCard: s.usingCard } : {}),
            };
          case "morph":
            return { kind: "morph" };
          case "reveal":
            return { kind: "reveal", amount: num(s.amount) };
          case "revealEffect":
            return { kind: "revealEffect" };
        }
      }),
    })),
    combat: {
      placedWait: variant.combat.placedWait === true,
      leave: num(variant.combat.leave),
      conquerMin: num(variant.combat.conquerMin),
      keep: num(variant.combat.keep),
      ...(require ? { require } : {}),
      diceMax: variant.combat.diceMax,
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
              ? {
                  bonus: {
                    amount: num(cards.bonus.amount),
                    target: cards.bonus.target,
                    ...(cards.bonus.limitPerTurn ? { limitPerTurn: num(cards.bonus.limitPerTurn) } : {}),
                  },
                }
              : {}),
            ...(cards.handLimit ? { handLimit: num(cards.handLimit) } : {}),
            ...(cards.sumSet ? { sumSet: { min: num(cards.sumSet.min), worth: num(cards.sumSet.worth) } } : {}),
            cardValue: cardValues(variant),
            eliminationTakesCards: cards.eliminationTakesCards,
            ...(cards.eliminationTrade
              ? { eliminationTrade: { when: bool(cards.eliminationTrade.when), until: bool(cards.eliminationTrade.until) } }
              : {}),
            deck: buildDeck(
              cards,
              variant.map.territories.map((t) => String(t.attrs[cards.attribute] ?? "")),
            ),
          },
        }
      : {}),
    end: {
      wins: variant.end.wins.map((w) => ({ reason: w.reason, when: bool(w.when) })),
      eliminated: variant.end.eliminated ? bool(variant.end.eliminated) : () => false,
      ends: variant.end.ends.map((e) => ({ reason: e.reason, when: bool(e.when), ranking: e.ranking.map(num), byTeam: e.byTeam })),
      ranking: variant.end.ranking.map(num),
      rankingByTeam: variant.end.rankingByTeam,
      ...(variant.end.protect ? { protect: bool(variant.end.protect) } : {}),
    },
  };
}
