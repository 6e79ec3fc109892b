// riskc play <file> --from position.json [--bots list] [--seed S] [--max-rounds R]: one game from
// a position (engine/position/format.ts), played by bots, printed as a log in words.
import { createGame } from "../../engine/index.js";
import { findBot } from "../../bots/index.js";
import { DEFAULT_MAX_ROUNDS, playGame } from "../../sim/index.js";
import { parseBotList } from "../bot-list.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { UsageError, type Io } from "../io.js";
import { readPosition } from "../position-file.js";
import { wholeNumber } from "../numbers.js";

export interface PlayOptions {
  from?: string;
  bots?: string;
  seed?: string;
  maxRounds?: string;
  set?: string[];
  allowPath?: string[];
}

export function runPlay(file: string, options: PlayOptions, io: Io): number {
  if (options.from === undefined) throw new UsageError("give the position to play from: --from position.json");
  const seed = wholeNumber(options.seed, "--seed", 0, 4294967295, 1);
  const maxRounds = wholeNumber(options.maxRounds, "--max-rounds", 1, 100_000, DEFAULT_MAX_ROUNDS);
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const game = createGame(compiled.result.ir);
  const from = readPosition(game, options.from, io, seed);
  if (!from) return 1;
  const bots = parseBotList(options.bots, from.seats).map((name) => findBot(name)!);
  const record = playGame(game, bots, seed, { maxRounds, from, log: (line) => io.stdout(line + "\n") });
  const winners = record.winners.map((s) => `seat ${s + 1}`).join(" and ");
  io.stdout(
    record.reason === "stalled"
      ? `no winner by round ${record.rounds} (the round cap)\n`
      : `${winners || "nobody"} won (${record.reason}) in round ${record.rounds}\n`,
  );
  return 0;
}
