// npm run bench: figures, not tests. Every figure is printed beside a baseline measured in the
// same run on the same machine, so a reader can judge it without knowing the hardware.
import {
  battleOdds,
  cloneState,
  createGame,
  diceRules,
  newGame,
  nextFloat,
  nextInt,
  rollTable,
  sampleRoll,
  seedRng,
  type RngState,
} from "../engine/index.js";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bots } from "../bots/index.js";
import { compile } from "../compiler/index.js";
import { playRange } from "../sim/index.js";
import { compileScaleRows, oddsRows } from "./engine-scale.js";
import { formatScaleRows } from "./format-scale.js";
import type { Rate } from "./isolated.js";
import { assertBuilt, machineLine, startupRows, workerSpeedupRows } from "./processes.js";
import { allocation, fmt, median, rate, type Row } from "./measure.js";
import { memoryRows } from "./memory.js";

const rows: Row[] = [];
const machine = machineLine();

/** Flags of this process a measuring child must not inherit (a profiler or debugger would measure itself). */
const NOT_INHERITED = /^--(inspect|cpu-prof|heap-prof|prof)/;

/** A measure of bench/isolated.ts, run in a fresh process with this one's loader flags (tsx); its warnings show. */
function isolated<T>(...args: string[]): T {
  const script = fileURLToPath(new URL("./isolated.ts", import.meta.url));
  const flags = process.execArgv.filter((f) => !NOT_INHERITED.test(f));
  const r = spawnSync(process.execPath, [...flags, script, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 30 * 60_000,
    maxBuffer: 1 << 24,
  });
  if (r.error || r.status !== 0)
    throw new Error(`bench/isolated.ts ${args.join(" ")}: ${r.error?.message ?? (r.signal ? `killed by ${r.signal}` : `exited ${r.status}`)}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!) as T;
}

// 1. Compile time of the classic variant, warm, median of many.
const text = readFileSync(new URL("../variants/classic.risk", import.meta.url), "utf8");
for (let i = 0; i < 20; i++) compile(text);
const compileTimes = Array.from({ length: 200 }, () => {
  const t = performance.now();
  compile(text);
  return performance.now() - t;
});
const ir = compile(text).ir!;
const irJson = JSON.stringify(ir);
const parseTimes = Array.from({ length: 200 }, () => {
  const t = performance.now();
  JSON.parse(irJson);
  return performance.now() - t;
});
rows.push([
  "compile classic.risk (warm, median of 200)",
  `${fmt(median(compileTimes), 2)} ms`,
  `JSON.parse of its IR: ${fmt(median(parseTimes), 3)} ms`,
]);

// 2. Battle rolls per second: the engine samples a roll's outcome from the exact distribution
// (one random number); the baseline is a plain loop that rolls, sorts and compares dice.
const rules = diceRules(ir.combat);
const table = rollTable(rules, 3, 2);
const rng: RngState = seedRng(1);
let sink = 0;
const engineRolls = rate((n) => {
  for (let i = 0; i < n; i++) sink += sampleRoll(table, nextFloat(rng)).defenderLoss;
}, 100_000);
const baselineRolls = rate((n) => {
  for (let i = 0; i < n; i++) {
    const a = [1 + nextInt(rng, 6), 1 + nextInt(rng, 6), 1 + nextInt(rng, 6)].sort((x, y) => y - x);
    const d = [1 + nextInt(rng, 6), 1 + nextInt(rng, 6)].sort((x, y) => y - x);
    sink += (a[0]! > d[0]! ? 1 : 0) + (a[1]! > d[1]! ? 1 : 0);
  }
}, 100_000);
rows.push([
  "battle rolls per second, 3 vs 2 (engine)",
  fmt(engineRolls),
  `hand-written dice loop: ${fmt(baselineRolls)} (${fmt(engineRolls / baselineRolls, 1)}×)`,
]);

// 3. Simulated games per second, 4 greedy bots, one thread: games per CPU-second (bench/games-rate.ts),
// each variant in a process of its own (bench/isolated.ts), as a designer's simulate plays it.
const game = createGame(ir);
const greedy = [bots["greedy"]!, bots["greedy"]!, bots["greedy"]!, bots["greedy"]!];
const variantsDir = new URL("../variants/", import.meta.url);
const classic = isolated<Rate>("rate", fileURLToPath(new URL("classic.risk", variantsDir)), "--random");
const classicRate = classic.greedy;
rows.push([
  `games per CPU-second, 4 greedy bots (${classic.played.games} games, 1 thread, median of ${classic.played.runs}; target ≥ 2,000)`,
  fmt(classicRate, 1),
  `4 random bots (longer games), ${classic.played.randomMaxRounds}-round cap: ${fmt(classic.random!, 1)} games/s`,
]);

// 3b. Garbage per game, same games: what the collector must take back (less is faster, and on
// two worker threads the collectors' helper threads compete for the cores). The baseline is the
// size of one whole-state copy, so the figure reads as "so many copies' worth a game".
// Warm first: code V8 has not optimised yet allocates more (2.56 MB a game cold against 1.88
// warm, measured), and the games/s rows that used to warm it now run in processes of their own.
playRange(game, { games: 300, seed: 10_000, maxRounds: 500, bots: greedy }, 0, 300);
const allocated = allocation(() => playRange(game, { games: 100, seed: 1, maxRounds: 500, bots: greedy }, 0, 100));
const start = newGame(game, 4, 1);
for (let i = 0; i < 1000; i++) cloneState(start); // warm up: the first copies' compiled code is on the heap too
const copy = allocation(() => {
  for (let i = 0; i < 1000; i++) cloneState(start);
});
const perGame = allocated.bytes / 100;
rows.push([
  "allocated per game, classic, 4 greedy bots (100 games)",
  `${fmt(perGame / 1e6, 2)} MB`,
  `one whole-state copy: ${fmt(copy.bytes / 1000 / 1e3, 1)} KB (${fmt(perGame / (copy.bytes / 1000))} copies a game); ${fmt(allocated.youngGCs / 100, 2)} young GCs a game`,
]);

// 4. Every other bundled variant, 4 greedy bots where it allows 4 players, against classic's rate.
for (const file of readdirSync(variantsDir)
  .filter((f) => f.endsWith(".risk") && f !== "classic.risk")
  .sort()) {
  const other = isolated<Rate>("rate", fileURLToPath(new URL(file, variantsDir)));
  rows.push([
    `games per CPU-second, ${other.name}, ${other.seats} greedy bots (${other.played.games} games, median of ${other.played.runs})`,
    fmt(other.greedy, 1),
    `classic, same bots (above): ${fmt(classicRate, 1)} games/s`,
  ]);
}

// 5. Exact battle odds with a d8 leader on each side against the plain chain, 10 v 10.
const leader = { die: 8, bonus: 1 };
const plainOdds = rate((n) => {
  for (let i = 0; i < n; i++) sink += battleOdds(rules, 10, 10).attackerWins;
}, 20);
const leaderOdds = rate((n) => {
  for (let i = 0; i < n; i++) sink += battleOdds(rules, 10, 10, Infinity, { attacker: leader, defender: leader }).attackerWins;
}, 20);
rows.push(["exact odds per second, 10 v 10 with a d8+1 leader each side", fmt(leaderOdds), `10 v 10 without leaders: ${fmt(plainOdds)}/s`]);

// 6. Scale: grid maps and blitz battles through apply (each in a process of its own), compile +
// createGame and the formatter on large maps.
rows.push(...oddsRows(rules), ...isolated<Row[]>("grid"), ...isolated<Row[]>("blitz"), ...(await compileScaleRows()), ...(await formatScaleRows()));

// 7. Whole processes of the built package: start-up CPU against `node -e 0`, 2 workers against 1,
// and the peak memory of simulate at 1,000 and (BENCH_LONG=1) 1,000,000 games.
assertBuilt();
// The same at 10,000 games (2 pairs): each worker thread pays a fixed start (its isolate, and V8
// compiling the engine again), shared by more games here (docs/performance.md).
rows.push(...startupRows(), ...workerSpeedupRows(5, 1000, "≥ 1.7×"), ...workerSpeedupRows(2, 10_000), ...memoryRows());

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`riskc bench — node ${process.version}, ${machine}\n`);
for (const [name, value, baseline] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(14)}   baseline: ${baseline}`);
if (sink === -1) console.log(sink); // keep the loops from being optimised away
