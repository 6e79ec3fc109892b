// The static evaluation: each seat's chance of winning from a position, as a conditional logit
// over the seats still in the game — P(seat) ∝ exp(w · features(seat)) — with the weights fitted
// on simulated games (weights.gen.ts, written by scripts/fit-weights.ts). Partners (Y2) share a
// value: a team wins together. A finished game is worth 1 to its winners and 0 to the others.
import type { Game, GameState } from "../../engine/index.js";
import { FEATURE_COUNT, FEATURES, featuresOf } from "./features.js";
import { fitted } from "./weights.gen.js";

export type Weights = readonly number[];

/**
 * The fitted weights, in the order of FEATURES (the file names them). A feature the file does not
 * weigh counts 0 until the weights are fitted again (test/bots/weights.test.ts fails meanwhile).
 */
export const DEFAULT_WEIGHTS: Weights = FEATURES.map((name) => (fitted.weights as Record<string, number>)[name] ?? 0);

const featureRows = new Map<number, Float64Array>();
/** A features buffer per seat count, reused: the evaluation runs once an iteration. */
function featureRow(seats: number): Float64Array {
  let row = featureRows.get(seats);
  if (!row) featureRows.set(seats, (row = new Float64Array(seats * FEATURE_COUNT)));
  return row;
}

/** The values of a finished game: 1 for each winner (the whole team), 0 for the rest. */
function resultValues(state: GameState, out: Float64Array): Float64Array {
  out.fill(0);
  const winners = state.result?.winners ?? [];
  for (const w of winners) out[w] = 1;
  if (winners.length === 0) out.fill(1 / state.seats);
  return out;
}

/** Each seat's win probability (a seat's value includes its partners'), into `out`. */
export function evaluate(game: Game, state: GameState, weights: Weights = DEFAULT_WEIGHTS, out = new Float64Array(state.seats)): Float64Array {
  if (state.stage === "over") return resultValues(state, out);
  const seats = state.seats;
  const x = featuresOf(game, state, featureRow(seats));
  let max = -Infinity;
  for (let s = 0; s < seats; s++) {
    if (!state.alive[s]) continue;
    let z = 0;
    for (let f = 0; f < FEATURE_COUNT; f++) z += weights[f]! * x[s * FEATURE_COUNT + f]!;
    out[s] = z;
    if (z > max) max = z;
  }
  let total = 0;
  for (let s = 0; s < seats; s++) {
    out[s] = state.alive[s] ? Math.exp(out[s]! - max) : 0;
    total += out[s]!;
  }
  for (let s = 0; s < seats; s++) out[s]! /= total;
  return teamValues(state, out);
}

/** A seat's value is its team's: partners (Y2) win together. */
function teamValues(state: GameState, p: Float64Array): Float64Array {
  const team = state.team;
  let partnered = false;
  for (let s = 0; s < state.seats && !partnered; s++) for (let t = s + 1; t < state.seats; t++) if (team[s] === team[t]) partnered = true;
  if (!partnered) return p;
  const own = p.slice();
  for (let s = 0; s < state.seats; s++) {
    let v = 0;
    for (let t = 0; t < state.seats; t++) if (team[t] === team[s]) v += own[t]!;
    p[s] = v;
  }
  return p;
}
