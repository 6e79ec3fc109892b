// The published editions of issue 26 (variants/black-ops.risk, got-skirmish.risk,
// star-wars-original-trilogy.risk) at every player count each allows, and a greedy simulation
// that counts the games reaching the round cap.
import { bots } from "../../bots/index.js";
import { simulate } from "../../sim/index.js";
import { compileFileAt } from "./variants.js";

export const editionCounts: readonly (readonly [string, number])[] = [
  ...[3, 4, 5].map((players) => ["black-ops", players] as const),
  ...[3, 4, 5].map((players) => ["got-skirmish", players] as const),
  ...[2, 3, 4, 5].map((players) => ["star-wars-original-trilogy", players] as const),
];

/** `games` seeded games of greedy bots in every seat, 500 rounds at most: how many stalled. */
export function greedyStalls(variant: string, players: number, games: number, seed: number): { games: number; stalled: number } {
  const greedy = bots["greedy"]!;
  const report = simulate(compileFileAt(`variants/${variant}.risk`).ir!, { games, seed, maxRounds: 500, bots: Array(players).fill(greedy) });
  return { games: report.games, stalled: report.stalled };
}
