// Each seat's totals as everyone sees them (territories, armies, cards, resources), and the
// board in a few lines of text: what a player needs on screen to decide. Read from a player's
// view, so nothing hidden shows (a hand's size is public, its cards are not).
import { namesOf, type Game, type PlayerView } from "../engine/index.js";
import { armies, counted, seatName } from "./seats.js";

export interface SeatTotals {
  /** The seat's index (0-based) and name (its colour). */
  seat: number;
  name: string;
  alive: boolean;
  territories: number;
  armies: number;
  cards: number;
  /** E10/E14: the seat's per-player counters (resources), by name. */
  counters: { name: string; value: number }[];
}

type Board = Pick<PlayerView, "players" | "seats" | "owner" | "armies" | "alive" | "handSizes" | "counters">;

export function seatTotals(game: Game, view: Board): SeatTotals[] {
  const counters = game.counters.flatMap((c, i) => (c.perPlayer ? [{ name: c.name, row: i }] : []));
  return Array.from({ length: view.seats }, (_, seat) => {
    let territories = 0;
    let total = 0;
    for (let t = 0; t < game.territoryCount; t++)
      if (view.owner[t] === seat) {
        territories++;
        total += view.armies[t]!;
      }
    return {
      seat,
      name: seatName(view, seat),
      alive: view.alive[seat] ?? true,
      territories,
      armies: total,
      cards: view.handSizes[seat] ?? 0,
      counters: counters.map((c) => ({ name: c.name, value: view.counters[c.row]?.[seat] ?? 0 })),
    };
  });
}

/** One line for a seat's totals: `Red: 11 territories, 24 armies, 2 cards`. */
export function totalsLine(totals: SeatTotals): string {
  const parts = [counted(totals.territories, "territory", "territories"), armies(totals.armies), counted(totals.cards, "card")];
  for (const c of totals.counters) parts.push(`${c.name} ${c.value}`);
  return `${totals.name}: ${totals.alive ? parts.join(", ") : "out of the game"}`;
}

/**
 * The board as text: per seat, its totals then its territories with their armies; with `width`,
 * the list of territories wraps at that many characters, each further line indented.
 */
export function boardLines(game: Game, view: Board, width = Infinity): string[] {
  const names = namesOf(game);
  return seatTotals(game, view)
    .filter((t) => t.territories > 0 || t.seat < view.players)
    .map((t) => {
      const held: string[] = [];
      for (let i = 0; i < game.territoryCount; i++) if (view.owner[i] === t.seat) held.push(`${names.territories.nameOf(i)} ${view.armies[i]}`);
      let text = `${totalsLine(t)}${held.length ? " —" : ""}`;
      let line = text.length;
      held.forEach((h, i) => {
        const item = ` ${h}${i < held.length - 1 ? "," : ""}`;
        if (line + item.length > width) {
          text += `\n   ${item}`;
          line = 3 + item.length;
        } else {
          text += item;
          line += item.length;
        }
      });
      return text;
    });
}

type Own = Pick<PlayerView, "hand" | "objective" | "effects">;

/**
 * What only the viewer holds, in words: its cards, its secret objective (R3) and its effect cards
 * (E12); an empty list when it holds none of them. A view has only its own seat's, so these lines
 * are for that person's eyes only.
 */
export function ownLines(game: Game, view: Own): string[] {
  const names = namesOf(game);
  const lines: string[] = [];
  const hand = view.hand ?? [];
  if (hand.length) lines.push(`Your cards: ${hand.map((c) => names.cards.nameOf(c) ?? `card ${c}`).join(", ")}`);
  const objective = view.objective ?? -1;
  if (objective >= 0) {
    const o = game.variant.objectives[objective];
    const held = o && o.territories.length ? ` (${o.territories.map((t) => names.territories.nameOf(t)).join(", ")})` : "";
    lines.push(`Your objective: ${names.objectives.nameOf(objective) ?? "?"}${held}`);
  }
  const effects = view.effects ?? [];
  if (effects.length) lines.push(`Your effect cards: ${effects.map((e) => names.effects.nameOf(e) ?? `effect ${e}`).join(", ")}`);
  return lines;
}
