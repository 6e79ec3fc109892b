// Run many seeded games of one variant and build the balance report. Pure and synchronous:
// the CLI spreads the same `playRange` over worker threads, the playground over Web Workers.
import { createGame, deriveSeed, newGame, sideName, type Game } from "../engine/index.js";
import type { Variant } from "../compiler/ir/index.js";
import type { Bot } from "../bots/index.js";
import { playGame, type GameRecord } from "./play-game.js";
import { reportOf, type SimulationReport } from "./balance-report.js";
import { addGame, emptySummary, wantsSample, type RunHeader, type Summary } from "./summary.js";
import { heatHeader } from "./heat.js";

export interface SimulationOptions {
  games: number;
  seed: number;
  maxRounds: number;
  bots: readonly Bot[];
}

export const DEFAULT_MAX_ROUNDS = 500;

/** Games [from, to) of a run: game i always gets the same seed, wherever it is played. */
export function playRange(
  game: Game,
  options: SimulationOptions,
  from: number,
  to: number,
  onGame?: (record: GameRecord, index: number) => void,
): GameRecord[] {
  const records: GameRecord[] = [];
  for (let i = from; i < to; i++) {
    const record = playGame(game, options.bots, deriveSeed(options.seed, i), { maxRounds: options.maxRounds });
    records.push(record);
    onGame?.(record, i);
  }
  return records;
}

/**
 * Games [from, to) of a run folded into a summary as they are played (nothing of a game is kept
 * but its counts, and the round-by-round scores of the run's first games).
 */
export function summarizeRange(
  game: Game,
  run: RunHeader,
  bots: readonly Bot[],
  from: number,
  to: number,
  onGame?: (record: GameRecord, index: number) => void,
): Summary {
  const summary = emptySummary(run);
  for (let i = from; i < to; i++) {
    const record = playGame(game, bots, deriveSeed(run.seed, i), {
      maxRounds: run.maxRounds,
      traceScores: wantsSample(summary, i),
      ...(run.heat ? { heatRounds: run.heat.rounds } : {}),
    });
    addGame(summary, i, record);
    onGame?.(record, i);
  }
  return summary;
}

/** What identifies a run of this game: its name, seed, games, cap, bots, teams and sides (and, asked, what its heat maps count). */
export function runHeader(
  game: Game,
  options: { games: number; seed: number; maxRounds: number; bots: readonly string[]; heat?: boolean },
): RunHeader {
  const players = options.bots.length;
  const teams = teamsFor(game, players);
  const sides = sidesFor(game, players);
  return {
    variant: game.variant.name,
    seed: options.seed,
    games: options.games,
    maxRounds: options.maxRounds,
    bots: [...options.bots],
    ...(teams ? { teams } : {}),
    ...(sides ? { sides } : {}),
    // Kingmaking means something where players are ranked by a score at some end, or play in teams.
    scored: Boolean(teams) || game.end.ends.some((e) => e.ranking.length > 0),
    ...(options.heat ? { heat: heatHeader(game) } : {}),
  };
}

/** E16: the seats of each side (the factions a seat plays), in order of first seat; undefined without factions. */
export function sidesFor(game: Game, players: number): { side: string; seats: number[] }[] | undefined {
  if (!game.factions) return undefined;
  const state = newGame(game, players, 0);
  const sides = new Map<string, number[]>();
  for (let seat = 0; seat < players; seat++) {
    const side = sideName(game, state, seat) ?? `seat ${seat + 1}`;
    sides.set(side, [...(sides.get(side) ?? []), seat]);
  }
  return [...sides].map(([side, seats]) => ({ side, seats }));
}

/** The teams of a game with this many players (seat lists), or undefined when everyone plays alone. */
export function teamsFor(game: Game, players: number): number[][] | undefined {
  const team = newGame(game, players, 0).team;
  const groups = [...new Set(team)].map((t) => team.flatMap((x, seat) => (x === t ? [seat] : [])));
  return groups.some((g) => g.length > 1) ? groups : undefined;
}

export function simulate(variant: Variant, options: SimulationOptions, onGame?: (record: GameRecord, index: number) => void): SimulationReport {
  const game = createGame(variant);
  const run = runHeader(game, { ...options, bots: options.bots.map((b) => b.name) });
  return reportOf(summarizeRange(game, run, options.bots, 0, options.games, onGame));
}
