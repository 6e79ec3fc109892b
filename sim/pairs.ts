// Paired runs for `compare`: game i of A and game i of B are played on the same seed (the same
// deal and dice as far as the games agree), so most of the luck cancels out of each difference.
// Besides each side's own summary, a pair summary counts the pairs jointly — for each seat and for
// stalls a 2×2 table, the first-player difference and the joint game lengths — all counts, so it
// merges like a summary.
import { deriveSeed, type Game } from "../engine/index.js";
import type { Bot } from "../bots/index.js";
import { playGame, STALLED, type GameRecord } from "./play-game.js";
import type { Histogram, PairedCounts } from "./stats.js";
import { addGame, emptySummary, mergeSummaries, wantsSample, type RunHeader, type Summary } from "./summary.js";

export interface PairCounts {
  games: number;
  /** Per seat: won in both games of the pair, in A only, in B only, in neither. */
  seats: PairedCounts[];
  stalled: PairedCounts;
  /** P·(xB − xA), where x is a game's first-player term (seat 1 won, less the winners / P). */
  firstPlayer: Histogram;
  /** Rounds of A's game and of B's, as "a,b". */
  rounds: Record<string, number>;
}

export interface PairSummary {
  a: Summary;
  b: Summary;
  pairs: PairCounts;
}

const emptyPaired = (): PairedCounts => ({ both: 0, aOnly: 0, bOnly: 0, neither: 0 });

export function emptyPairSummary(a: RunHeader, b: RunHeader): PairSummary {
  return {
    a: emptySummary(a),
    b: emptySummary(b),
    pairs: { games: 0, seats: a.bots.map(emptyPaired), stalled: emptyPaired(), firstPlayer: {}, rounds: {} },
  };
}

function count(c: PairedCounts, a: boolean, b: boolean): void {
  if (a && b) c.both++;
  else if (a) c.aOnly++;
  else if (b) c.bOnly++;
  else c.neither++;
}

/** Fold pair number `index` into the summary. */
export function addPair(s: PairSummary, index: number, a: GameRecord, b: GameRecord): void {
  addGame(s.a, index, a);
  addGame(s.b, index, b);
  const p = s.pairs;
  const players = s.a.run.bots.length;
  p.games++;
  p.seats.forEach((c, seat) => count(c, a.winners.includes(seat), b.winners.includes(seat)));
  count(p.stalled, a.reason === STALLED, b.reason === STALLED);
  const term = (r: GameRecord) => (r.winners.includes(0) ? players : 0) - r.winners.length;
  const d = term(b) - term(a);
  p.firstPlayer[d] = (p.firstPlayer[d] ?? 0) + 1;
  const key = `${a.rounds},${b.rounds}`;
  p.rounds[key] = (p.rounds[key] ?? 0) + 1;
}

const addCounts = (x: PairedCounts, y: PairedCounts) => ({
  both: x.both + y.both,
  aOnly: x.aOnly + y.aOnly,
  bOnly: x.bOnly + y.bOnly,
  neither: x.neither + y.neither,
});

function addRecord(into: Record<string, number>, from: Record<string, number>): Record<string, number> {
  const out = { ...into };
  for (const [k, v] of Object.entries(from)) out[k] = (out[k] ?? 0) + v;
  return out;
}

export function mergePairSummaries(x: PairSummary, y: PairSummary): PairSummary {
  return {
    a: mergeSummaries(x.a, y.a),
    b: mergeSummaries(x.b, y.b),
    pairs: {
      games: x.pairs.games + y.pairs.games,
      seats: x.pairs.seats.map((c, i) => addCounts(c, y.pairs.seats[i]!)),
      stalled: addCounts(x.pairs.stalled, y.pairs.stalled),
      firstPlayer: addRecord(x.pairs.firstPlayer, y.pairs.firstPlayer),
      rounds: addRecord(x.pairs.rounds, y.pairs.rounds),
    },
  };
}

/** Pairs [from, to): A's game i on A's seed i, B's on B's (the same seed unless B's run has another). */
export function summarizePairs(
  games: { a: Game; b: Game },
  runs: { a: RunHeader; b: RunHeader },
  bots: readonly Bot[],
  from: number,
  to: number,
  onPair?: () => void,
): PairSummary {
  const s = emptyPairSummary(runs.a, runs.b);
  for (let i = from; i < to; i++) {
    const trace = wantsSample(s.a, i);
    const a = playGame(games.a, bots, deriveSeed(runs.a.seed, i), { maxRounds: runs.a.maxRounds, traceScores: trace });
    const b = playGame(games.b, bots, deriveSeed(runs.b.seed, i), { maxRounds: runs.b.maxRounds, traceScores: trace });
    addPair(s, i, a, b);
    onPair?.();
  }
  return s;
}
