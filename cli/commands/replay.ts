// riskc replay <replay.json> [--variant file] [--json]: a game played again from its replay file
// (play/replay.ts), against the variant it names (or --variant), which must be the one it was
// made in: its events in words by round, then the final board and how the game ended.
import { createGame, positionOf, viewFor } from "../../engine/index.js";
import { boardLines, readReplay, replayGame, resultWords } from "../../play/index.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { readTextFile } from "../files.js";
import { UsageError, type Io } from "../io.js";

export interface ReplayOptions {
  variant?: string;
  json?: boolean;
  allowPath?: string[];
}

export function runReplay(path: string, options: ReplayOptions, io: Io): number {
  let json: unknown;
  try {
    json = JSON.parse(readTextFile(path).replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`\`${path}\` is not JSON: ${(error as Error).message}`);
  }
  const read = readReplay(json);
  if (!read.ok) throw new UsageError(`${path}: ${read.message}`);
  const { replay } = read;
  const file = options.variant ?? replay.variant.file;
  if (file === undefined) throw new UsageError(`${path} does not say which variant file it was made with: give it with --variant <file>`);
  const compiled = compileFile(file, parseOverrides(replay.variant.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const game = createGame(compiled.result.ir);
  const played = replayGame(game, replay);
  if (!played.ok) {
    io.stderr(`error: ${path}: ${played.message}\n`);
    return 1;
  }
  const { state } = played;
  if (options.json) {
    const steps = played.steps.map((s) => ({ index: s.index, round: s.round, seat: s.seat + 1, line: s.line, action: s.action }));
    io.stdout(JSON.stringify({ steps, final: positionOf(game, state) }, null, 2) + "\n");
    return 0;
  }
  let round = 0;
  for (const step of played.steps) {
    if (step.round !== round) io.stdout(`— round ${(round = step.round)} —\n`);
    io.stdout(step.line + "\n");
  }
  io.stdout(`— the board after ${played.steps.length} actions —\n`);
  io.stdout(boardLines(game, viewFor(state, 1), 100).join("\n") + "\n");
  io.stdout((state.result ? resultWords(state, state.result, state.round) : `not over: round ${state.round}`) + "\n");
  return 0;
}
