// simulate --save-games <folder>: every game of the run as a replay file (play/replay.ts), which
// `riskc replay` plays again. Game i of a run always has the same seed, wherever it was played,
// so its actions are recorded by playing it once more here, on this thread.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { findBot } from "../bots/index.js";
import { deriveSeed, type Game } from "../engine/index.js";
import { replayOf } from "../play/index.js";
import { playGame } from "../sim/index.js";
import { writeFileAtomic } from "./files.js";
import { UsageError } from "./io.js";

export interface SavedGames {
  folder: string;
  /** The variant file and the `--set` values it was compiled with. */
  source: { file: string; set: readonly string[] };
  players: number;
  seed: number;
  bots: readonly string[];
  maxRounds: number;
  /** Games [from, to) of the run. */
  from: number;
  to: number;
}

/** Writes `game-<n>.json` for each game n (from 1) of the run; returns how many. */
export function saveGames(game: Game, run: SavedGames): number {
  if (run.bots.some((b) => /^search:\d+ms$/.test(b)))
    throw new UsageError("--save-games plays each game again from its seed: give search bots iterations (search:N), not milliseconds");
  try {
    mkdirSync(run.folder, { recursive: true });
  } catch (error) {
    throw new UsageError(`cannot make the folder \`${run.folder}\`: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const seatBots = run.bots.map((name) => findBot(name)!);
  const width = String(run.to).length;
  for (let i = run.from; i < run.to; i++) {
    const seed = deriveSeed(run.seed, i);
    const record = playGame(game, seatBots, seed, { maxRounds: run.maxRounds, recordActions: true });
    const end = { result: record.reason === "stalled" ? null : { reason: record.reason, winners: record.winners }, round: record.rounds };
    const replay = replayOf(game, { players: run.players, seed }, run.bots, record.actions!, end, run.source);
    writeFileAtomic(join(run.folder, `game-${String(i + 1).padStart(width, "0")}.json`), JSON.stringify(replay) + "\n");
  }
  return run.to - run.from;
}
