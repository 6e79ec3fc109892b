// Reading a position file (engine/position/format.ts) for a command: JSON with its errors by
// line, then the engine's checks with each field's path; nothing is thrown for bad input.
import { positionFrom, type Game, type GameState } from "../engine/index.js";
import { UsageError, type Io } from "./io.js";
import { readTextFile } from "./files.js";

/** The state of the position in `path`, or undefined after printing what is wrong with it. */
export function readPosition(game: Game, path: string, io: Io, seed?: number): GameState | undefined {
  const text = readTextFile(path).replace(/^\uFEFF/, "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`\`${path}\` is not JSON: ${(error as Error).message}`);
  }
  // A seed on the command line seeds a position that has no random state of its own.
  const position =
    seed !== undefined && json !== null && typeof json === "object" && !("rng" in json) && !("seed" in json) ? { ...json, seed } : json;
  const result = positionFrom(game, position);
  if (result.ok) return result.state;
  for (const e of result.errors) io.stderr(`error: ${path}: ${e.path || "(the position)"}: ${e.message}\n`);
  io.stderr(`${path}: ${result.errors.length} error${result.errors.length === 1 ? "" : "s"}\n`);
  return undefined;
}
