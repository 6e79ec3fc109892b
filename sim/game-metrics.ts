// What one game says about the quality of a variant, from a cheap score taken at the end of every
// round: who led and when the lead changed, how long before the end the winner was clearly
// winning, whether the winner came back from far behind, and whether a third party's conquests in
// the last round decided who won (a kingmaking signal). Fed round by round (`GameObserver`), so a
// game keeps a few numbers, not its history. The README gives every definition.

/** A competitor is clearly winning when its score is at least this many times every other one's. */
export const CLEAR_LEAD = 2;
/** A winner came back when, at some round end, its score was at most this share of the leader's. */
export const FAR_BEHIND = 0.5;

export interface GameMetrics {
  /** Round ends at which the leader was another competitor than at the round end before. */
  leadChanges: number;
  /** Decided games: the round from whose end the winner led to the end, as thousandths of the game's rounds (1000: only at the end). */
  leadTaken?: number;
  /** Decided games: rounds from the round end at which the winner was clearly winning for good to the end (0: never before the end). */
  decisiveness?: number;
  /** Decided games: whether the winner was far behind the leader at some round end. */
  comeback?: boolean;
  /** Decided games with three or more competitors: whether the last round's leader lost to another while a third party took its territories. */
  kingmaking?: boolean;
  /** Seats eliminated during the game. */
  eliminations: number;
}

/**
 * Follows one game's competitors (seats, or teams when the variant has them). Call `roundEnd` with
 * every competitor's score at the end of each round (and once more when the game ends in the middle
 * of a round), `conquest` for every territory taken, then `finish`.
 */
export class GameObserver {
  private leader = -1;
  private leaderSince = 0;
  private changes = 0;
  private clear = -1;
  private clearSince = 0;
  private readonly farBehind: boolean[];
  /** The leader at the end of the round before the current one, and the conquests of the current round. */
  private previousLeader = -1;
  private roundConquests: [number, number][] = [];
  private lastRoundLeader = -1;
  private lastRoundConquests: [number, number][] = [];

  constructor(private readonly competitors: number) {
    this.farBehind = new Array<boolean>(competitors).fill(false);
  }

  /** The scores at the end of round `round` (1-based; the final, partial round too). */
  roundEnd(round: number, scores: readonly number[]): void {
    let best = 0;
    for (let c = 1; c < this.competitors; c++) if (scores[c]! > scores[best]!) best = c;
    // A tie keeps the leader it had.
    const top = scores[best]!;
    const leader = this.leader >= 0 && scores[this.leader] === top ? this.leader : best;
    if (this.leader >= 0 && leader !== this.leader) this.changes++;
    if (leader !== this.leader) this.leaderSince = round;
    this.lastRoundLeader = this.previousLeader;
    this.lastRoundConquests = this.roundConquests;
    this.previousLeader = leader;
    this.roundConquests = [];
    this.leader = leader;
    let second = 0;
    for (let c = 0; c < this.competitors; c++) if (c !== leader) second = Math.max(second, scores[c]!);
    const clear = this.competitors > 1 && top > 0 && top >= CLEAR_LEAD * second ? leader : -1;
    if (clear !== this.clear) this.clearSince = round;
    this.clear = clear;
    for (let c = 0; c < this.competitors; c++) if (scores[c]! <= FAR_BEHIND * top && top > 0) this.farBehind[c] = true;
  }

  /** Competitor `by` took a territory from competitor `from` (in the current round). */
  conquest(by: number, from: number): void {
    if (from >= 0 && by !== from) this.roundConquests.push([by, from]);
  }

  /** The game is over after `rounds` rounds; `winner` is the winning competitor (-1: no winner). */
  finish(winner: number, rounds: number, eliminations: number): GameMetrics {
    const metrics: GameMetrics = { leadChanges: this.changes, eliminations };
    if (winner < 0) return metrics;
    const r = Math.max(1, rounds);
    const ledFrom = this.leader === winner ? this.leaderSince : r;
    metrics.leadTaken = Math.round((1000 * Math.min(r, Math.max(1, ledFrom))) / r);
    metrics.decisiveness = this.clear === winner ? Math.max(0, r - this.clearSince) : 0;
    metrics.comeback = this.farBehind[winner]!;
    if (this.competitors >= 3) {
      // After the final roundEnd: the leader going into the final round, and that round's conquests.
      const before = this.lastRoundLeader;
      metrics.kingmaking = before >= 0 && before !== winner && this.lastRoundConquests.some(([by, from]) => from === before && by !== winner);
    }
    return metrics;
  }
}
