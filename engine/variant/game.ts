// A compiled variant ready to play (the type): the map graph, formulas as closures, battle tables
// and the card deck. Built once per variant and parameter values by createGame; shared by every game of a run.
import type { LeaderForm, SetupStep, Variant } from "../../compiler/ir/index.js";
import type { DiceRules, Deck, MapGraph, WinOdds } from "../math/index.js";
import type { Compiled, PlayersScope } from "../model/index.js";

export type CompiledStep =
  | { kind: "receive"; amount: Compiled<number> }
  | { kind: "trade"; forcedWhen?: Compiled<boolean> }
  /** F1 (`where`): only on territories where it holds. */
  | { kind: "place"; where?: Compiled<boolean> }
  | { kind: "choose"; choice: number }
  | { kind: "gain"; resource: number; amount: Compiled<number> }
  | { kind: "buy" }
  | { kind: "drawEffect"; count: Compiled<number>; when?: Compiled<boolean> }
  | { kind: "attack" }
  | {
      kind: "fortify";
      moves: Compiled<number>;
      path: "adjacent" | "connected" | "allied";
      leave: Compiled<number>;
      cede: boolean;
      once: boolean;
      drops: boolean;
      /** F1: moves only into territories where this holds. */
      where?: Compiled<boolean>;
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
  /** E12: what turning the card up does, to its holder or (`pass`) to a player it chooses; F5: on the map. */
  reveal?: { pass: boolean; armies?: Compiled<number>; lose?: Compiled<number>; flip: number[]; build: number[]; raze: number[] };
}

/** Y2/F2: a type of unit, compiled. */
export interface CompiledUnitType {
  name: string;
  leader: boolean;
  seat?: Compiled<number, PlayersScope>;
  when?: Compiled<boolean, PlayersScope>;
  limit: Compiled<number, PlayersScope>;
  die: number;
  forms: LeaderForm[];
  holdAlone: boolean;
  stands?: Compiled<boolean>;
  onDeath: "returns" | "lost";
}

/** F2: an offer of the market, with its unit type or building by index. */
export interface CompiledOffer {
  what: "army" | "card" | "effect" | "unit" | "building";
  /** The unit type or building bought. */
  index: number;
  cost: Compiled<number>;
  /** The per-player resource (counter) paid in. */
  resource: number;
  when?: Compiled<boolean>;
  where?: Compiled<boolean>;
  limit?: Compiled<number>;
}

/**
 * The setup as a program the flow runs item by item (turn/setup.ts): the v2 steps where they
 * stand among the deal, the leaders put down, the placement of the starting armies and the
 * exchange of seat tokens.
 */
export type SetupItem =
  | { kind: "step"; step: CompiledSetupStep }
  | { kind: "deal" }
  | { kind: "objectives" }
  /** E2/R14/E14: effect cards dealt, tokens put on the map. */
  | { kind: "cardsAndTokens" }
  | { kind: "leaders" }
  | { kind: "placement" }
  | { kind: "exchange" };

/** The v2 setup steps, compiled (choices, buildings, bids and names by index). */
export type CompiledSetupStep =
  | { kind: "choose"; at: SetupStep["at"]; choice: number }
  | { kind: "build"; at: SetupStep["at"]; building: number; mode: "random" | "choice"; count: Compiled<number>; where?: Compiled<boolean> }
  | { kind: "order"; at: SetupStep["at"]; bid: number; winnerPays: boolean; by: Compiled<number>[]; eachRound: boolean };

export interface CompiledCards {
  symbols: string[];
  /** K4: the choice whose territories' cards leave the game (-1: none). */
  except: number;
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
    /** T4: neutral armies each player places after its own batch. */
    neutral?: Compiled<number>;
    /** M1: objectives are dealt before the territories. */
    objectivesFirst: boolean;
    /** v2 steps: choices, buildings, the turn order. */
    steps: CompiledSetupStep[];
    program: SetupItem[];
    /** F6: the turn order computed again at the start of every round (`order by ... each round`). */
    reorder?: Compiled<number>[];
  };
  /** R5: the most armies a player may have on the board. */
  armyLimit?: Compiled<number>;
  /** Y3: each player's pieces in all; absent: armies are never short. */
  pieces?: Compiled<number>;
  /** Y2/Y9/F2: unit types (leaders among them), and what reviving a leader costs. */
  units?: { types: CompiledUnitType[]; revive: Compiled<number> };
  /** T1: neutral seats, after the players, when their condition holds. */
  neutrals?: { name: string; when?: Compiled<boolean, PlayersScope>; armies: Compiled<number> }[];
  /** K1/M1: choices. */
  choices?: { name: string; words?: string[]; owned: boolean; where?: Compiled<boolean>; distinct: boolean; secret: boolean }[];
  /** F2: the market. */
  market?: CompiledOffer[];
  /** F3: buildings: the most on a territory, what a conquest does, the resource a capture goes to (-1: none). */
  buildings?: { name: string; limit: Compiled<number>; onConquest: "destroyed" | "kept" | "captured"; into: number }[];
  /** M3: whether some objective is replaced when it becomes impossible (checked with the wins). */
  objectivesReplaced: boolean;
  /** R3/M1: each objective's condition (absent: hold every territory of it), deck condition and replacement. */
  objectives: { when?: Compiled<boolean>; dealt?: Compiled<boolean>; instead?: { objective: number; when: Compiled<boolean> } }[];
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
  counters: {
    name: string;
    perPlayer: boolean;
    start: Compiled<number>;
    perRound?: Compiled<number>;
    max?: Compiled<number>;
    min?: Compiled<number>;
  }[];
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
    /**
     * The fewest armies a territory needs before it may attack: the attacker's minimum, plus the
     * leave rule when it is a number and no piece may leave its territory empty. A bound that
     * the board's index keeps (board/board-index.ts); the rule itself is moves/battle-dice.ts's.
     */
    sourceMin: number;
    conquerMin: Compiled<number>;
    keep: Compiled<number>;
    diceMax: boolean;
    /** F1: which attacks may be made. */
    attackWhere?: Compiled<boolean>;
    /** F4: dice modifiers, fixed when an attack starts. */
    modifiers?: { side: "attacker" | "defender"; bonus?: Compiled<number>; reroll: number; when?: Compiled<boolean> }[];
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
