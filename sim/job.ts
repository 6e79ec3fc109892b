// A slice of a simulation run, as plain data that crosses a thread boundary (Node worker
// threads, browser Web Workers, queue jobs): the IR, bot names and the range of games to play.
// The answer is the summary of those games, whatever their number: it merges with the others'.
import { createGame } from "../engine/index.js";
import type { Variant } from "../compiler/ir/index.js";
import { botNames, findBot } from "../bots/index.js";
import { summarizePairs, type PairSummary } from "./pairs.js";
import { runHeader, summarizeRange } from "./simulate.js";
import type { Summary } from "./summary.js";

export interface SimJob {
  variant: Variant;
  bots: string[];
  seed: number;
  games: number;
  maxRounds: number;
  from: number;
  to: number;
  /** The CLI's digest of the variant, carried into the summary's header (see RunHeader). */
  fingerprint?: string;
  /** Collect the heat maps (sim/heat.ts). */
  heat?: boolean;
  /** `compare`: B's variant and seed; each game is played by A and by B (pairs.ts). */
  versus?: { variant: Variant; seed: number };
}

export type SimMessage =
  | { kind: "progress"; done: number }
  | { kind: "done"; summary: Summary }
  | { kind: "pairs"; pairs: PairSummary }
  | { kind: "error"; message: string };

/**
 * What makes a well-formed job unplayable, in words that name the field (`bots[2]`, `to`):
 * undefined when it can be played. A job that crosses machines (the queue) is checked so before a
 * game of it is played; its shape and its IR are checked first, by their schemas (sim/node/).
 */
export function jobProblem(job: SimJob): string | undefined {
  if (job.from >= job.to) return `\`from\` (${job.from}) must be below \`to\` (${job.to})`;
  if (job.to > job.games) return `\`to\` (${job.to}) is past the run's last game: \`games\` is ${job.games}`;
  const unknown = job.bots.findIndex((name) => !findBot(name));
  if (unknown >= 0) return `\`bots[${unknown}]\` is \`${job.bots[unknown]}\`, not a bot (bots: ${botNames.join(", ")})`;
  const variants: [string, Variant][] = [
    ["variant", job.variant],
    ...(job.versus ? [["versus.variant", job.versus.variant] as [string, Variant]] : []),
  ];
  for (const [field, variant] of variants) {
    const { min, max } = variant.players;
    if (job.bots.length < min || job.bots.length > max)
      return `\`bots\` seats ${job.bots.length} players, and \`${field}\` is played by ${min === max ? min : `${min} to ${max}`}`;
  }
  return undefined;
}

/** Play the job's games, posting progress every `every` games, then their summary (or the error). */
export function runJob(job: SimJob, post: (message: SimMessage) => void, every = 10): void {
  try {
    const game = createGame(job.variant);
    const bots = job.bots.map((name) => {
      const bot = findBot(name);
      if (!bot) throw new Error(`unknown bot ${name}`);
      return bot;
    });
    let since = 0;
    const tick = () => {
      if (++since === every) {
        post({ kind: "progress", done: since });
        since = 0;
      }
    };
    const run = { ...runHeader(game, job), ...(job.fingerprint ? { fingerprint: job.fingerprint } : {}) };
    if (job.versus) {
      const other = createGame(job.versus.variant);
      const runB = runHeader(other, { ...job, seed: job.versus.seed });
      const pairs = summarizePairs({ a: game, b: other }, { a: run, b: runB }, bots, job.from, job.to, tick);
      if (since) post({ kind: "progress", done: since });
      post({ kind: "pairs", pairs });
      return;
    }
    const summary = summarizeRange(game, run, bots, job.from, job.to, tick);
    if (since) post({ kind: "progress", done: since });
    post({ kind: "done", summary });
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
