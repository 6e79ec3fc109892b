// npm run profile -- [workload] [--games N] [--rounds R] [--bots list] [--top K] [--out file.cpuprofile] [--by-decision]
// Plays a workload under the V8 CPU profiler (only the games: compiling and loading are left
// out), prints the top self-time functions and writes the profile for a closer look (Chrome
// DevTools → Performance → load). Workloads: `classic` (4 greedy bots), `grid:W:H` (a generated
// W×H grid map with the classic rules, 4 greedy bots), or a path to a .risk file. `--bots` seats
// other bots (`search:200,greedy`: the last fills the remaining seats). `--by-decision` times each
// part of each decision by its kind instead (scripts/decision-costs.ts).
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { readFileSync } from "node:fs";
import { findBot } from "../bots/index.js";
import { variantFileLoader } from "../compiler/node/index.js";
import { compile } from "../compiler/index.js";
import { createGame } from "../engine/index.js";
import { playRange } from "../sim/index.js";
import { gridVariantText } from "../bench/grid-map.js";
import { decisionCosts } from "./decision-costs.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};
const workload = args.find((a) => !a.startsWith("--") && !args[args.indexOf(a) - 1]?.startsWith("--")) ?? "classic";
const grid = /^grid:(\d+):(\d+)$/.exec(workload);
const text = grid
  ? gridVariantText(Number(grid[1]), Number(grid[2]))
  : readFileSync(workload === "classic" ? new URL("../variants/classic.risk", import.meta.url) : workload, "utf8");
const result = compile(text, { fileName: workload, loadVariant: variantFileLoader() });
if (!result.ir) throw new Error(`${workload} does not compile: ${result.diagnostics[0]?.message}`);
const game = createGame(result.ir);
const games = Number(flag("--games", grid ? "2" : "200"));
const rounds = Number(flag("--rounds", grid ? "10" : "500"));
const seats = Math.min(Math.max(4, result.ir.players.min), result.ir.players.max);
const botList = flag("--bots", "greedy").split(",");
const seatBots = Array.from({ length: seats }, (_, i) => {
  const name = botList[Math.min(i, botList.length - 1)]!;
  const bot = findBot(name);
  if (!bot) throw new Error(`unknown bot ${name}`);
  return bot;
});
const options = { games, seed: 1, maxRounds: rounds, bots: seatBots };
playRange(game, { ...options, games: Math.min(games, 5) }, 0, Math.min(games, 5)); // warm up

if (args.includes("--by-decision")) {
  const costs = decisionCosts(game, seatBots, games, 1, rounds);
  const us = (x: number) => x.toFixed(2).padStart(9);
  console.log(`${workload}: ${games} games, µs per decision (the timer's own cost taken off)\n`);
  const head = ["a game", "decide", "legal", "view", "choose", "apply", "total", "offered"];
  console.log(`${"decision/action".padEnd(24)}${head.map((h) => h.padStart(9)).join("")}`);
  for (const c of costs)
    console.log(
      `${c.kind.padEnd(24)}${c.perGame.toFixed(1).padStart(9)}${[c.decideUs, c.enumerateUs, c.viewUs, c.chooseUs, c.applyUs, c.totalUs].map(us).join("")}${c.offered.toFixed(1).padStart(9)}`,
    );
  const perGame = costs.reduce((n, c) => n + c.perGame * c.totalUs, 0);
  console.log(`\n${costs.reduce((n, c) => n + c.perGame, 0).toFixed(0)} decisions a game, ${(perGame / 1000).toFixed(2)} ms of them a game`);
  process.exit(0);
}

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 200 });
await session.post("Profiler.start");
const started = process.cpuUsage();
const records = playRange(game, options, 0, games);
const cpu = process.cpuUsage(started);
const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
session.disconnect();

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url ? `${frame.url.replace(/^.*\/(riskc|main)\//, "").replace(/^file:\/\//, "")}:${frame.lineNumber + 1}` : "";
  const key = `${frame.functionName || "(anonymous)"} ${where}`.trim();
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(key, (self.get(key) ?? 0) + dt);
  total += dt;
});
const playedRounds = records.reduce((n, r) => n + r.rounds, 0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`${workload}: ${games} games, ${playedRounds} rounds, ${(cpuMs / playedRounds).toFixed(3)} ms of CPU per round\n`);
console.log("self time  function");
for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(flag("--top", "10"))))
  console.log(`${((100 * t) / total).toFixed(1).padStart(8)}%  ${name}`);
const out = flag("--out", "");
if (out) {
  writeFileSync(out, JSON.stringify(profile));
  console.log(`\nwrote ${out}`);
}
