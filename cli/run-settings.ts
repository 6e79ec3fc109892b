// The flags every simulating command (simulate, compare, sweep) reads the same way: --games,
// --seed, --max-rounds and --workers, and --players within the range the variants allow.
import { DEFAULT_MAX_ROUNDS } from "../sim/index.js";
import { wholeNumber } from "./numbers.js";

/** The run's settings: games, seed, round cap, and worker threads when given. */
export function runSettings(options: { games?: string; seed?: string; maxRounds?: string; workers?: string }, defaultGames = 1000) {
  return {
    games: wholeNumber(options.games, "--games", 1, 10_000_000, defaultGames),
    seed: wholeNumber(options.seed, "--seed", 0, 4294967295, 1),
    maxRounds: wholeNumber(options.maxRounds, "--max-rounds", 1, 100_000, DEFAULT_MAX_ROUNDS),
    workers: options.workers === undefined ? undefined : wholeNumber(options.workers, "--workers", 1, 64, 1),
  };
}

/** Players: `--players`, else as many as the bots listed, at least 4, within the variant's range. */
export function playersFor(options: { players?: string; bots?: string }, range: { min: number; max: number }): number {
  const listed = options.bots?.split(",").filter(Boolean).length ?? 0;
  const fallback = Math.min(Math.max(listed, 4, range.min), range.max);
  return wholeNumber(options.players, "--players", range.min, range.max, fallback);
}
