// The heat map of a report: a run's heat counts (heat.ts) as rates, each win rate with its 95%
// Wilson interval.
import type { MapPicture } from "../maps/index.js";
import type { HeatHeader, HeatSummary } from "./heat.js";
import { round6 } from "./metrics.js";
import { wilson } from "./stats.js";

/** A win rate with its 95% Wilson interval, and the games it is a rate of. */
export interface HeatRate {
  rate: number;
  ci95: [number, number];
  games: number;
}

export interface TerritoryHeat {
  territory: string;
  group: string;
  /** Times taken in an attack, a game on average. */
  taken: number;
  /** The win rate of the seat that held it at the start. */
  start: HeatRate;
  /** Per heat round: the share of the games with a winner that completed the round in which a winner held it then. */
  winnerHeld: number[];
}

export interface HeatReport {
  /** The map the figures are of (the HTML report draws them on it; `--json` leaves it out). */
  map: MapPicture;
  rounds: number[];
  /** Per heat round: the games with a winner that completed it. */
  reached: number[];
  territories: TerritoryHeat[];
  /** Per group: the win rate of the seat that started with more of it than any other. */
  groups: ({ group: string } & HeatRate)[];
}

function heatRate(wins: number, games: number): HeatRate {
  const [lo, hi] = wilson(wins, games);
  return { rate: round6(games ? wins / games : 0), ci95: [round6(lo), round6(hi)], games };
}

export function heatReport(header: HeatHeader, heat: HeatSummary, games: number): HeatReport {
  return {
    map: header.map,
    rounds: header.rounds,
    reached: heat.reached,
    territories: header.map.territories.map(({ name, group }, t) => ({
      territory: name,
      group: header.map.groups[group]?.name ?? "",
      taken: round6(games ? heat.taken[t]! / games : 0),
      start: heatRate(heat.startWins[t]!, heat.startHeld[t]!),
      winnerHeld: heat.reached.map((n, k) => round6(n ? heat.winnerHeld[k]![t]! / n : 0)),
    })),
    groups: header.map.groups.map(({ name }, g) => ({ group: name, ...heatRate(heat.groupLeadWins[g]!, heat.groupLeads[g]!) })),
  };
}
