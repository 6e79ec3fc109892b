// Heat maps: what each territory does in a run's games, for designers to see which territories
// decide games — how often it is taken, how often the eventual winner held it at round k, and the
// win rate of the seat that held it at the start (and of the seat that started with most of each
// group). A game gives a few arrays (`HeatTracker`); the run keeps counts that add up, so shards
// and threads merge them exactly like the rest of a summary.
import type { Game, GameState } from "../engine/index.js";
import { pictureOf, type MapPicture } from "../maps/index.js";

/** The round ends at which the winner's holdings are counted. */
export const HEAT_ROUNDS: readonly number[] = [1, 3, 5, 10, 15, 20];

/**
 * What a run with heat maps collects, in its header (the same in every part of the run): the map
 * (its territories and groups are what is counted, and the report draws the counts on it) and
 * the rounds at which the winner's holdings are counted.
 */
export interface HeatHeader {
  map: MapPicture;
  rounds: number[];
}

/** What one game gives. */
export interface GameHeat {
  /** Times each territory was taken in an attack. */
  taken: number[];
  /** Each territory's owner (a seat, -1: nobody) when the first turn starts; empty if it never did. */
  start: number[];
  /** The owners at the end of each of the header's rounds the game completed, in order. */
  owners: number[][];
}

/** A run's counts: each a sum over its games, so two parts add up. */
export interface HeatSummary {
  /** Per territory: the times it was taken, over all games. */
  taken: number[];
  /** Per territory: games in which a seat held it at the start, and those that seat (or its team) won. */
  startHeld: number[];
  startWins: number[];
  /** Per group: games in which one seat started with more of it than any other, and those that seat won. */
  groupLeads: number[];
  groupLeadWins: number[];
  /** Per heat round: games with a winner that completed the round; per round and territory: those in which a winner held it then. */
  reached: number[];
  winnerHeld: number[][];
}

export function heatHeader(game: Game): HeatHeader {
  return { map: pictureOf(game.variant), rounds: [...HEAT_ROUNDS] };
}

/** Follows one game for its heat: told of every conquest and every round end. */
export class HeatTracker {
  private readonly taken: number[];
  private start: number[] = [];
  private readonly owners: number[][] = [];

  constructor(
    territories: number,
    private readonly rounds: readonly number[],
  ) {
    this.taken = new Array<number>(territories).fill(0);
  }

  /** Before each action: the owners when the setup is over are the start's. */
  beforeAction(state: GameState): void {
    if (this.start.length === 0 && state.stage === "play") this.start = Array.from(state.owner);
  }

  conquest(territory: number): void {
    this.taken[territory]!++;
  }

  roundEnd(round: number, state: GameState): void {
    if (this.rounds.includes(round)) this.owners.push(Array.from(state.owner));
  }

  finish(): GameHeat {
    return { taken: this.taken, start: this.start, owners: this.owners };
  }
}

export function emptyHeat(header: HeatHeader): HeatSummary {
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const t = header.map.territories.length;
  return {
    taken: zeros(t),
    startHeld: zeros(t),
    startWins: zeros(t),
    groupLeads: zeros(header.map.groups.length),
    groupLeadWins: zeros(header.map.groups.length),
    reached: zeros(header.rounds.length),
    winnerHeld: header.rounds.map(() => zeros(t)),
  };
}

/** Fold one game's heat in; `winners` are its winning seats (none when it stalled). */
export function addHeat(into: HeatSummary, header: HeatHeader, winners: readonly number[], heat: GameHeat): void {
  heat.taken.forEach((n, t) => (into.taken[t]! += n));
  heat.start.forEach((seat, t) => {
    if (seat < 0) return;
    into.startHeld[t]!++;
    if (winners.includes(seat)) into.startWins[t]!++;
  });
  if (heat.start.length > 0) {
    header.map.groups.forEach((_, g) => {
      const leader = groupLeader(header, heat.start, g);
      if (leader < 0) return;
      into.groupLeads[g]!++;
      if (winners.includes(leader)) into.groupLeadWins[g]!++;
    });
  }
  if (winners.length === 0) return;
  heat.owners.forEach((owners, k) => {
    into.reached[k]!++;
    owners.forEach((seat, t) => {
      if (seat >= 0 && winners.includes(seat)) into.winnerHeld[k]![t]!++;
    });
  });
}

/** The seat that holds more of group `g` than any other seat (-1: a tie, or nobody). */
function groupLeader(header: HeatHeader, owners: readonly number[], g: number): number {
  const held = new Map<number, number>();
  header.map.territories.forEach(({ group }, t) => {
    if (group === g && owners[t]! >= 0) held.set(owners[t]!, (held.get(owners[t]!) ?? 0) + 1);
  });
  let best = -1;
  let most = 0;
  let tie = false;
  for (const [seat, n] of held) {
    if (n > most) [best, most, tie] = [seat, n, false];
    else if (n === most) tie = true;
  }
  return tie ? -1 : best;
}

export function mergeHeat(a: HeatSummary, b: HeatSummary): HeatSummary {
  const add = (x: readonly number[], y: readonly number[]) => x.map((v, i) => v + y[i]!);
  return {
    taken: add(a.taken, b.taken),
    startHeld: add(a.startHeld, b.startHeld),
    startWins: add(a.startWins, b.startWins),
    groupLeads: add(a.groupLeads, b.groupLeads),
    groupLeadWins: add(a.groupLeadWins, b.groupLeadWins),
    reached: add(a.reached, b.reached),
    winnerHeld: a.winnerHeld.map((row, k) => add(row, b.winnerHeld[k]!)),
  };
}

/** Whether `value` is a heat summary of this header's shape, every count a whole number. */
export function isHeatSummary(value: unknown, header: HeatHeader): boolean {
  const h = value as HeatSummary;
  const counts = (list: unknown, length: number) =>
    Array.isArray(list) && list.length === length && list.every((x) => Number.isSafeInteger(x) && (x as number) >= 0);
  const [t, g, k] = [header.map.territories.length, header.map.groups.length, header.rounds.length];
  return (
    !!h &&
    typeof h === "object" &&
    counts(h.taken, t) &&
    counts(h.startHeld, t) &&
    counts(h.startWins, t) &&
    counts(h.groupLeads, g) &&
    counts(h.groupLeadWins, g) &&
    counts(h.reached, k) &&
    Array.isArray(h.winnerHeld) &&
    h.winnerHeld.length === k &&
    h.winnerHeld.every((row) => counts(row, t))
  );
}
