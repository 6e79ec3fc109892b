// One bench measure in a process of its own, printed as JSON: what a designer's `riskc simulate`
// runs is one variant in a fresh process. In one process that has played every variant first,
// V8's caches of the engine's hot code hold every variant's shapes and closures, and the rows
// measured last ran 1.3–2× slower for it (docs/performance.md). bench.ts spawns this per row.
import { readFileSync } from "node:fs";
import { bots } from "../bots/index.js";
import { variantLoader } from "../cli/io.js";
import { compile } from "../compiler/index.js";
import { createGame } from "../engine/index.js";
import { blitzRows, gridRows } from "./engine-scale.js";
import { gamesPerCpuSecond } from "./games-rate.js";

const [measure, file] = process.argv.slice(2);

function rate(): { greedy: number; random?: number; seats: number; name: string } {
  const ir = compile(readFileSync(file!, "utf8"), { fileName: file!, loadVariant: variantLoader() }).ir!;
  const game = createGame(ir);
  const seats = Math.min(Math.max(4, ir.players.min), ir.players.max);
  const seat = (name: string) => Array.from({ length: seats }, () => bots[name]!);
  const greedy = gamesPerCpuSecond(game, seat("greedy"), 300, 500, 3);
  // The classic row has random bots beside (longer games, a 50-round cap).
  const random = process.argv.includes("--random") ? gamesPerCpuSecond(game, seat("random"), 100, 50, 3) : undefined;
  return { greedy, ...(random !== undefined ? { random } : {}), seats, name: ir.name };
}

const out =
  measure === "rate"
    ? rate()
    : measure === "grid"
      ? gridRows()
      : measure === "blitz"
        ? blitzRows(readFileSync(new URL("../variants/classic.risk", import.meta.url), "utf8"))
        : undefined;
if (out === undefined) throw new Error(`unknown measure ${measure}: rate <file> [--random], grid, blitz`);
console.log(JSON.stringify(out));
