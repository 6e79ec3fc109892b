// Replay files: a game as its start (a new game's seat count and seed, or a position), the
// actions taken, and a digest of the compiled variant they were taken in. Replaying carries the
// actions out again on the same engine, so dice, trades and conquests come out as they did; a
// replay meant for another variant (or other parameter values) is refused, not misplayed.
import {
  applyInPlace,
  cloneState,
  newGame,
  positionFrom,
  type Action,
  type Game,
  type GameResult,
  type GameState,
  type Position,
} from "../engine/index.js";
import { describeAction, snapshot } from "./game-log.js";

export const REPLAY_FORMAT = "riskc-replay";
export const REPLAY_VERSION = 1;

export interface Replay {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  /**
   * The variant's name and a digest of its compiled IR (`variantDigest`): a replay plays only in
   * the variant it was made in. The CLI also keeps the file it was read from and the parameter
   * values set (`--set`), so that `riskc replay` finds it again.
   */
  variant: { name: string; digest: string; file?: string; set?: string[] };
  /** Seats and seed of a new game, or (`from`) the position the game started from (its own seed inside it). */
  players: number;
  seed: number;
  from?: Position;
  /** Who sat at each seat: `human`, or a bot's name (for people reading the file; replaying does not need it). */
  seats: string[];
  actions: Action[];
  /** How the game ended, when it did. */
  result?: GameResult & { round: number };
}

/**
 * A digest of a compiled variant: two 32-bit FNV-1a hashes of its IR's JSON (with different
 * starts), as 16 hex digits. Pure, so the playground and the CLI give the same digest.
 */
export function variantDigest(ir: Game["variant"]): string {
  const text = JSON.stringify(ir);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (a >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

/** The replay of a game: its start, the actions taken since, and its end if it has one. */
export function replayOf(
  game: Game,
  start: { players: number; seed: number; from?: Position },
  seats: readonly string[],
  actions: readonly Action[],
  end?: { readonly result: GameResult | null; readonly round: number },
  source?: { file: string; set: readonly string[] },
): Replay {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    variant: {
      name: game.variant.name,
      digest: variantDigest(game.variant),
      ...(source ? { file: source.file, ...(source.set.length ? { set: [...source.set] } : {}) } : {}),
    },
    players: start.players,
    seed: start.seed,
    ...(start.from ? { from: start.from } : {}),
    seats: [...seats],
    actions: [...actions],
    ...(end?.result ? { result: { ...end.result, winners: [...end.result.winners], round: end.round } } : {}),
  };
}

export type ReplayRead = { ok: true; replay: Replay } | { ok: false; message: string };

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === "object" && !Array.isArray(x);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** Reads a replay's JSON: its shape only; whether it fits the variant is `replayGame`'s to say. */
export function readReplay(json: unknown): ReplayRead {
  const bad = (message: string): ReplayRead => ({ ok: false, message });
  if (!isObject(json) || json["format"] !== REPLAY_FORMAT) return bad(`not a replay (no \`"format": "${REPLAY_FORMAT}"\`)`);
  if (json["version"] !== REPLAY_VERSION) return bad(`a replay of version ${String(json["version"])}; this riskc reads version ${REPLAY_VERSION}`);
  const variant = json["variant"];
  if (!isObject(variant) || typeof variant["name"] !== "string" || typeof variant["digest"] !== "string")
    return bad("variant: the variant's name and digest are missing");
  if (variant["file"] !== undefined && typeof variant["file"] !== "string") return bad("variant.file: a path");
  if (variant["set"] !== undefined && (!Array.isArray(variant["set"]) || !variant["set"].every((s) => typeof s === "string")))
    return bad("variant.set: a list of `name=value`");
  if (!isCount(json["players"])) return bad("players: a whole number");
  if (!isCount(json["seed"])) return bad("seed: a whole number");
  if (json["from"] !== undefined && !isObject(json["from"])) return bad("from: a position (an object)");
  if (!Array.isArray(json["seats"]) || !json["seats"].every((s) => typeof s === "string")) return bad("seats: a list of names");
  if (!Array.isArray(json["actions"])) return bad("actions: a list");
  const at = json["actions"].findIndex((a) => !isObject(a) || typeof a["type"] !== "string");
  if (at >= 0) return bad(`actions[${at}]: an action (an object with a \`type\`)`);
  return { ok: true, replay: json as unknown as Replay };
}

/** One action of a replay as it was played: its seat, round, line in the log, and the state after it. */
export interface ReplayStep {
  index: number;
  seat: number;
  round: number;
  action: Action;
  line: string;
}

export type ReplayResult =
  { ok: true; start: GameState; steps: ReplayStep[]; state: GameState } | { ok: false; message: string; steps: ReplayStep[]; state?: GameState };

/** The replay's start state, or why it has none in this variant. */
export function replayStart(game: Game, replay: Replay): { ok: true; state: GameState } | { ok: false; message: string } {
  const ir = game.variant;
  const digest = variantDigest(ir);
  if (replay.variant.digest !== digest)
    return {
      ok: false,
      message: `the replay was made with another variant (${replay.variant.name}, digest ${replay.variant.digest}); this is ${ir.name}, digest ${digest}`,
    };
  if (replay.from === undefined) {
    const { min, max } = ir.players;
    if (replay.players < min || replay.players > max) return { ok: false, message: `players: ${replay.players}, not ${min} to ${max}` };
    return { ok: true, state: newGame(game, replay.players, replay.seed) };
  }
  const read = positionFrom(game, replay.from);
  return read.ok ? { ok: true, state: read.state } : { ok: false, message: read.errors.map((e) => `from.${e.path}: ${e.message}`).join("; ") };
}

/** Plays the replay's actions again, each checked; `onStep` sees the state after each. */
export function replayGame(game: Game, replay: Replay, onStep?: (step: ReplayStep, state: GameState) => void): ReplayResult {
  const start = replayStart(game, replay);
  if (!start.ok) return { ok: false, message: start.message, steps: [] };
  const state = cloneState(start.state);
  const steps: ReplayStep[] = [];
  for (let index = 0; index < replay.actions.length; index++) {
    const action = replay.actions[index]!;
    const before = snapshot(state, { game, action, seed: replay.seed, index });
    const problem = applyInPlace(game, state, action);
    if (problem) return { ok: false, message: `actions[${index}] is not legal there: ${problem.message}`, steps, state };
    const step = { index, seat: before.seat, round: before.round, action, line: describeAction(game, before, action, state) };
    steps.push(step);
    onStep?.(step, state);
  }
  return { ok: true, start: start.state, steps, state };
}
