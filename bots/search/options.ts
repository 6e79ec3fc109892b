// The search bot's settings and its names: `search` (the default budget), `search:N` (N
// iterations a decision: deterministic, the same seed plays the same game) and `search:Nms`
// (N milliseconds of wall time a decision: for people, not for experiments — the number of
// iterations then depends on the machine and its load, so games do not replay).
import { DEFAULT_WEIGHTS, type Weights } from "./evaluate.js";

export interface SearchOptions {
  /** Iterations a decision (each: one determinization, one path down the tree, one playout). */
  iterations: number;
  /** Wall-clock milliseconds a decision instead of a count (non-deterministic). */
  ms?: number;
  /** Turns an iteration looks ahead, counting the turn under way (one seat's turn is one). */
  horizon: number;
  /** The most decisions one playout plays before it is scored. */
  playoutCap: number;
  /** UCB1's exploration constant (values are win probabilities in [0, 1]). */
  exploration: number;
  /** Progressive widening: a node visited n times considers its first ⌈widen · n^alpha⌉ actions. */
  widen: number;
  alpha: number;
  /**
   * The most actions a node orders by a one-ply look (prior.ts) after the greedy choice, at the
   * root, at the searcher's other nodes and at the others' nodes; the rest are widened in random
   * order. A look costs a copy, an action and an evaluation per action: cheap at the root, where
   * it matters most, dear at every node.
   */
  lookAtRoot: number;
  lookAtOwn: number;
  lookAtOthers: number;
  /** The static evaluation's weights (features.ts), fitted by scripts/fit-weights.ts. */
  weights: Weights;
}

/** The ladder's target budget: about 8 ms a decision on classic for four players (bench/ladder/matchups.ts). */
export const DEFAULT_ITERATIONS = 150;

export const defaultSearchOptions: SearchOptions = {
  iterations: DEFAULT_ITERATIONS,
  horizon: 2,
  playoutCap: 120,
  exploration: 0.4,
  widen: 1,
  alpha: 0.5,
  lookAtRoot: 48,
  lookAtOwn: 8,
  lookAtOthers: 0,
  weights: DEFAULT_WEIGHTS,
};

const NAME = /^search(?::(\d+)(ms)?)?$/;

/** `search`, `search:2000`, `search:50ms` → the options; undefined for any other name. */
export function parseSearchName(name: string): Partial<SearchOptions> | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  if (m[1] === undefined) return {};
  const n = Number(m[1]);
  if (!Number.isSafeInteger(n) || n < 1 || n > 10_000_000) return undefined;
  return m[2] ? { ms: n } : { iterations: n };
}
