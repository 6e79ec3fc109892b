// One bench measure in a process of its own, printed as JSON: what a designer's `riskc simulate`
// runs is one variant in a fresh process. In one process that has played every variant first,
// V8's caches of the engine's hot code hold every variant's shapes and closures, and the rows
// measured last ran 1.3–2× slower for it (docs/performance.md). bench.ts spawns this per row.
import { readFileSync } from "node:fs";
import { bots } from "../bots/index.js";
import { variantFileLoader } from "../compiler/node/index.js";
import { compile } from "../compiler/index.js";
import { createGame } from "../engine/index.js";
import { blitzRows, gridRows } from "./engine-scale.js";
import { gamesPerCpuSecond } from "./games-rate.js";

const [measure, file] = process.argv.slice(2);

/** What a `rate` measure plays, returned beside its figures: the bench labels its rows with these (a type import only). */
export const RATE = { games: 300, maxRounds: 500, runs: 3, randomGames: 100, randomMaxRounds: 50 } as const;

export interface Rate {
  greedy: number;
  random?: number;
  seats: number;
  name: string;
  played: typeof RATE;
}

function rate(): Rate {
  const ir = compile(readFileSync(file!, "utf8"), { fileName: file!, loadVariant: variantFileLoader() }).ir!;
  const game = createGame(ir);
  const seats = Math.min(Math.max(4, ir.players.min), ir.players.max);
  const seat = (name: string) => Array.from({ length: seats }, () => bots[name]!);
  const greedy = gamesPerCpuSecond(game, seat("greedy"), RATE.games, RATE.maxRounds, RATE.runs);
  // The classic row has random bots beside (longer games, a round cap).
  const random = process.argv.includes("--random")
    ? gamesPerCpuSecond(game, seat("random"), RATE.randomGames, RATE.randomMaxRounds, RATE.runs)
    : undefined;
  return { greedy, ...(random !== undefined ? { random } : {}), seats, name: ir.name, played: RATE };
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
