// The messages between the Play tab and its worker, which holds the game: the page sees only
// what the deciding person may see (their view), in frames made for them.
import type { Action, DecisionKind } from "../../../engine/index.js";
import type { SeatTotals } from "../../../play/index.js";
import type { Variant } from "../../../compiler/index.js";

/** A seat's player as the page chooses it: `human`, or a bot's name. */
export type SeatChoice = string;

export type ToPlayWorker =
  /** A new game, or (`from`) a game from a position (its JSON); `replay`: a replay file's JSON to watch instead. */
  | { type: "start"; ir: Variant; seats: SeatChoice[]; seed: number; from?: unknown }
  | { type: "act"; action: Action }
  | { type: "hint" }
  | { type: "undo" }
  | { type: "save" }
  | { type: "finish" }
  /** Watch the game played here, or (`file`, with the variant's IR) a replay file's game. */
  | { type: "replay"; file?: unknown; ir?: Variant };

/** One offered action as the panel lists it (in the engine's order). */
export interface Offer {
  action: Action;
  words: string;
  group: string;
  /** C5: the chance an attack takes the territory, before it is rolled. */
  odds?: number;
}

export interface Frame {
  /** Territory names in the map's order (the map's gestures and the panel name territories). */
  territories: string[];
  owner: number[];
  armies: number[];
  switches: boolean[];
  round: number;
  /** The decision and who takes it; `human`: a person at this page (the panel offers the actions). */
  decision: { kind: DecisionKind; seat: number; name: string };
  human: boolean;
  offered: Offer[];
  /** The whole log so far (each line once: the page shows it as it is). */
  log: string[];
  totals: SeatTotals[];
  /** M1/K2/C8: each public goal (win rule) with every player's progress, in words. */
  goals: string[];
  /** What only the deciding person holds, in words: their cards, secret objective and its progress, effect cards (nobody else's). */
  hand: string[];
  /** C3: at a placement of the turn, the deciding seat's reinforcements and why, in words. */
  reinforcements?: string;
  /** Armies to place, and the last attack (drawn on the map). */
  pool: number;
  lastAttack?: { from: number; to: number };
  /** Whether the person's last action may be taken back (no dice, no card drawn). */
  canUndo: boolean;
  over?: string;
}

export interface ReplayStepView {
  line: string;
  round: number;
  owner: number[];
  armies: number[];
  switches: boolean[];
  attack?: { from: number; to: number };
}

export type FromPlayWorker =
  | { type: "frame"; frame: Frame }
  | { type: "problem"; message: string }
  | { type: "hint"; words: string; estimate: number; index: number }
  | { type: "position"; json: string; replay: string }
  | { type: "replay"; steps: ReplayStepView[]; result: string; start: { owner: number[]; armies: number[]; switches: boolean[] } };
