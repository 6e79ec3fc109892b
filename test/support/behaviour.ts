// The behaviour the engine refactors must keep: for every bundled variant (the first four at every
// player count, the others at their most common table),
// the seeded `simulate --json` report and a digest of the exact action sequence of a few games.
// `npm run fixtures:behaviour` rewrites them (only in a commit that changes which games are played).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { run } from "../../cli/riskc.js";
import { bots } from "../../bots/index.js";
import { createGame } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { deriveSeed } from "../../engine/index.js";
import { compileFileAt } from "./variants.js";

/** A case: a variant at a player count, with the games its report plays (200 unless said). */
export interface BehaviourCase {
  variant: string;
  players: number;
  games?: number;
}

/** 200 games a case: every rule of every variant is played, at npm test's CPU budget (500 cost 110 s). */
export const BEHAVIOUR_GAMES = 200;

export const behaviourCases: BehaviourCase[] = [
  ...[3, 4, 5, 6].map((players) => ({ variant: "classic", players })),
  ...[3, 4, 5].map((players) => ({ variant: "risiko", players })),
  ...[2, 3, 4].map((players) => ({ variant: "transformers-cybertron", players })),
  ...[2, 3, 4].map((players) => ({ variant: "transformers-earth", players })),
  // The classic rulebook's own variants and the showcase, at their most common table.
  { variant: "capital", players: 4 },
  { variant: "secret-mission", players: 4 },
  { variant: "two-player", players: 2 },
  { variant: "frontier", players: 4 },
  // The published editions at their most common table (every count's stalls: test/sim/editions-stalls.test.ts).
  { variant: "black-ops", players: 4 },
  { variant: "got-skirmish", players: 4 },
  { variant: "star-wars-original-trilogy", players: 3 },
];

export const behaviourPath = (c: { variant: string; players: number }) => `test/fixtures/behaviour/${c.variant}-${c.players}.json`;

/**
 * `riskc simulate variants/<v>.risk --games G --seed 1 --players P --json` (G the case's games), as printed. One
 * worker thread by default: the report is the same on any number (test/sim/simulate.test.ts), and
 * each thread started from the sources loads the engine again (about a CPU-second).
 */
export async function simulateJson(c: BehaviourCase, workers = 1): Promise<string> {
  let stdout = "";
  let stderr = "";
  const argv = [
    "simulate",
    `variants/${c.variant}.risk`,
    "--games",
    String(c.games ?? BEHAVIOUR_GAMES),
    "--seed",
    "1",
    "--players",
    String(c.players),
    "--json",
  ];
  const code = await run([...argv, "--workers", String(workers)], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  if (code !== 0) throw new Error(`riskc ${argv.join(" ")} exited ${code}: ${stderr}`);
  return stdout;
}

/** A sha256 of every action, in order, of games 0..9 with greedy bots and 0..4 with random bots. */
export function actionDigest(c: { variant: string; players: number }): string {
  const ir = compileFileAt(`variants/${c.variant}.risk`).ir!;
  const game = createGame(ir);
  const hash = createHash("sha256");
  for (const [name, games] of [
    ["greedy", 10],
    ["random", 5],
  ] as const) {
    const seats = Array.from({ length: c.players }, () => bots[name]!);
    for (let i = 0; i < games; i++) {
      const record = playGame(game, seats, deriveSeed(7, i), { maxRounds: 500, recordActions: true });
      hash.update(JSON.stringify([record.winners, record.reason, record.rounds, record.actions]));
    }
  }
  return hash.digest("hex");
}

export const digestsPath = "test/fixtures/behaviour/action-digests.json";

export function committedDigests(): Record<string, string> {
  return JSON.parse(readFileSync(digestsPath, "utf8")) as Record<string, string>;
}
