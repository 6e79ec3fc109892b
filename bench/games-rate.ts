// Games per CPU-second of one variant: all the process's threads counted (V8's collector and
// compiler helpers too; this machine is shared, and wall time swings with the other tenants'
// load), warm (50 games first: V8 compiles the hot code while they run), the median of `runs`
// runs of the same games.
import type { Bot } from "../bots/index.js";
import type { Game } from "../engine/index.js";
import { playRange } from "../sim/index.js";
import { cpuSeconds, median } from "./measure.js";

export function gamesPerCpuSecond(game: Game, seated: readonly Bot[], count: number, maxRounds: number, runs: number): number {
  playRange(game, { games: 50, seed: 10_000, maxRounds, bots: seated }, 0, 50);
  const perRun: number[] = [];
  for (let run = 0; run < runs; run++) {
    perRun.push(count / cpuSeconds(() => playRange(game, { games: count, seed: 1, maxRounds, bots: seated }, 0, count)));
  }
  return median(perRun);
}
