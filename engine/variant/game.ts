// A compiled variant ready to play (the type): the map graph, formulas as closures, battle tables
// and the card deck. Built once per variant and parameter values by createGame; shared by every game of a run.
import type { LeaderForm, Variant } from "../../compiler/ir/index.js";
import type { DiceRules, Deck, MapGraph, WinOdds } from "../math/index.js";
import type { Compiled } from "../model/index.js";

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
