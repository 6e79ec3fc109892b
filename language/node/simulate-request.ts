// `riskc/simulate`: bot games of the variant an editor has open, and the balance report as
// `riskc simulate` prints it. Played in slices, yielding between them, so the server keeps
// answering while the games run and a cancelled request stops them.
import { createGame } from "../../engine/index.js";
import { findBot } from "../../bots/index.js";
import { DEFAULT_MAX_ROUNDS, mergeSummaries, reportOf, runHeader, summarizeRange, type Summary } from "../../sim/index.js";
import { formatReport } from "../../sim/report/index.js";
import type { Variant } from "../../compiler/index.js";

export interface SimulateParams {
  uri: string;
  games?: number;
  players?: number;
  /** Bot names by seat; the last fills the remaining seats (as `--bots`). */
  bots?: string[];
  seed?: number;
}

const SLICE = 20;
export const MAX_EDITOR_GAMES = 100_000;

export async function simulateVariant(
  ir: Variant,
  params: SimulateParams,
  cancelled: () => boolean,
  progress: (done: number, total: number) => void,
): Promise<{ report: string } | { refused: string }> {
  const games = Math.max(1, Math.min(MAX_EDITOR_GAMES, Math.floor(params.games ?? 200)));
  const players = Math.floor(params.players ?? Math.min(Math.max(4, ir.players.min), ir.players.max));
  if (players < ir.players.min || players > ir.players.max)
    return { refused: `${ir.name} is played by ${ir.players.min} to ${ir.players.max} players, not ${players}` };
  const names = params.bots?.length ? params.bots : ["greedy"];
  const seats = Array.from({ length: players }, (_, i) => names[Math.min(i, names.length - 1)]!);
  const bots = seats.map((n) => findBot(n));
  const unknown = seats.find((_, i) => !bots[i]);
  if (unknown !== undefined) return { refused: `there is no bot \`${unknown}\`` };
  const game = createGame(ir);
  const run = runHeader(game, { games, seed: Math.floor(params.seed ?? 1), maxRounds: DEFAULT_MAX_ROUNDS, bots: seats });
  let summary: Summary | undefined;
  for (let from = 0; from < games; from += SLICE) {
    if (cancelled()) return { refused: "cancelled" };
    const part = summarizeRange(
      game,
      run,
      bots.map((b) => b!),
      from,
      Math.min(games, from + SLICE),
    );
    summary = summary ? mergeSummaries(summary, part) : part;
    progress(Math.min(games, from + SLICE), games);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { report: formatReport(reportOf(summary!)) };
}
