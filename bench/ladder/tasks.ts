// What crosses to a ladder worker and back: one game to play, and how it went.
import type { Variant } from "../../compiler/index.js";

export interface GameTask {
  id: number;
  /** The variant's name as the ladder keys it, and its IR (sent with the first task a worker gets for it). */
  variant: string;
  ir?: Variant;
  lineup: string[];
  /** The seat whose decisions are timed (the measured bot's). */
  seat: number;
  seed: number;
  maxRounds: number;
  /** How the measured seat's decisions are timed: wall clock (in a worker), or CPU time (alone on the main thread). */
  clock?: "wall" | "cpu";
}

export interface GameResult {
  id: number;
  winners: number[];
  reason: string;
  rounds: number;
  /** The measured seat's decisions and the milliseconds it took over them (by the task's clock). */
  decisions: number;
  ms: number;
}

export type WorkerReply = GameResult | { id: number; error: string };
