// The strength ladder's rungs and tables. Each rung pits a bot against another on paired seeds:
// every seed is played once with the bot in each seat it rotates over, so a seat's advantage
// cancels out. Two figures per variant, as the search bot's issue asks:
// - the duel: two players; a variant for three or more seats gets a `random` third seat, the
//   nearest thing to a neutral army that exists (fixed in the last seat; the two rotate);
// - the table: one bot against three of the other at four players (or the nearest count).
// And the exploitability rows: each exploiter (bots/exploiters/) alone against a table of each
// judge, at the variant's usual table.
import { DEFAULT_ITERATIONS } from "../../bots/index.js";

export interface Table {
  /** The variant file under variants/. */
  variant: string;
  figure: "duel" | "table";
  players: number;
  /** A bot in the seats no rung rotates over (the duel's third seat), else undefined. */
  filler?: string;
}

export interface Rung {
  /** The bot measured, and the bot it plays against. */
  bot: string;
  versus: string;
  /** An exploitability row: an exploiter (`bot`) alone against a table of judges (`versus`). */
  exploit?: boolean;
  /** The judge in every seat (`bot` is `versus`): what a judge wins at its own table, an exploiter's fair share. */
  baseline?: boolean;
}

/**
 * random < greedy < search at three budgets (iterations a decision: deterministic). 150 is the
 * largest that stays within 10 ms a decision (CPU time, one thread) on classic for four players
 * on the 2-core machine here (docs/ladder.md: 100 → 7.1 ms, 130 → 7.6, 150 → 8.4, 160 → 10.3,
 * 200 → 15.6), so the targets are judged at it.
 */
export const BUDGETS = [30, 150, 1000];
export const rungs = (budgets: readonly number[] = BUDGETS): Rung[] => [
  { bot: "greedy", versus: "random" },
  ...budgets.map((n) => ({ bot: `search:${n}`, versus: "greedy" })),
];

/**
 * Variants only the ladder plays (bench/ladder/<name>.risk), besides the bundled ones: stand-ins
 * for variants that do not exist yet. None today (the two-player stand-in, classic rules for two
 * seats without a neutral army, went when variants/two-player.risk arrived; docs/ladder.md keeps
 * its figures).
 */
export const STAND_INS: { name: string; figures: Table["figure"][] }[] = [];

/**
 * The duel the two-player target is held to: two-player Risk with its neutral army (classic
 * rules; the neutral seat takes no decisions, so the search cannot mistake it for a player).
 */
export const TWO_PLAYER_TARGET: Table = { variant: "two-player", figure: "duel", players: 2 };

/** The two tables of a variant that is for `min` to `max` players. */
export function tablesOf(variant: string, min: number, max: number, figures: readonly Table["figure"][] = ["duel", "table"]): Table[] {
  const duel: Table = min <= 2 ? { variant, figure: "duel", players: 2 } : { variant, figure: "duel", players: min, filler: "random" };
  const table: Table = { variant, figure: "table", players: Math.min(Math.max(4, min), max) };
  // A variant for two players only: its table would be the duel again.
  const tables = table.players === 2 ? [duel] : [duel, table];
  return tables.filter((t) => figures.includes(t.figure));
}

/** The seats of one game: the measured bot at `seat`, the other bot everywhere it rotates, the filler in the rest. */
export function lineup(table: Table, rung: Rung, seat: number): string[] {
  const rotating = table.figure === "duel" ? 2 : table.players;
  return Array.from({ length: table.players }, (_, s) => (s === seat ? rung.bot : s < rotating ? rung.versus : table.filler!));
}

/** The seats the measured bot rotates over (each seed is played once in each). */
export function rotations(table: Table): number {
  return table.figure === "duel" ? 2 : table.players;
}

/**
 * The judges whose exploitability the ladder measures: the greedy bot and the search at its
 * default budget (bots/search/options.ts).
 */
export const JUDGES = ["greedy", `search:${DEFAULT_ITERATIONS}`];

/** Each exploiter against each judge: the exploiter alone at a table of judges. */
export const exploitRungs = (judges: readonly string[], exploiterNames: readonly string[]): Rung[] =>
  judges.flatMap((versus) => exploiterNames.map((bot) => ({ bot, versus, exploit: true })));

/**
 * The table an exploiter plays at: the variant's usual table (four players, or the nearest count),
 * or for a two-player variant the duel; the exploiter rotates over every seat.
 */
export function exploitTableOf(variant: string, min: number, max: number): Table {
  return tablesOf(variant, min, max).at(-1)!;
}
