// C3/C4/R4: a seat's reinforcements and why, in words: the terms of the variant's `receive`
// formula as they stand now (engine's incomeParts), each named by its formula or (a sum of group
// bonuses) by the groups it counts, and the armies the seat's trades gave this turn.
import { incomeParts, type Game, type GameState } from "../engine/index.js";
import { formulaText } from "./formula-text.js";

export interface Reinforcements {
  /** What the `receive` formula gives now (its parts' sum, rounded down) and what trades gave this turn. */
  total: number;
  parts: { label: string; value: number }[];
}

/**
 * The seat's reinforcements now; undefined when the variant receives none. `traded`: armies its
 * trades gave this turn; `gained`: all the armies it has had to place this turn (placed and still
 * to place), when known: what neither the formula nor trades explain (a purchase, an effect card)
 * is a part of its own.
 */
export function reinforcementsOf(game: Game, state: GameState, seat: number, traded = 0, gained?: number): Reinforcements | undefined {
  const terms = incomeParts(game, state, seat);
  if (terms.length === 0) return undefined;
  const parts: Reinforcements["parts"] = [];
  let income = 0;
  for (const term of terms) {
    income += term.value;
    if (term.groups)
      for (const g of term.groups)
        parts.push({ label: game.variant.map.groups[g.group]?.name ?? `group ${g.group + 1}`, value: term.sign * g.bonus });
    else parts.push({ label: formulaText(game, term.term), value: term.value });
  }
  if (traded > 0) parts.push({ label: "cards traded", value: traded });
  const explained = Math.floor(income) + traded;
  if (gained !== undefined && gained !== explained) parts.push({ label: "other gains this turn", value: gained - explained });
  return { total: gained ?? explained, parts };
}

/** `Reinforcements 6: 4 max(3, floor(count(territories owned) / 3)) + 2 Australia`. */
export function reinforcementsLine(r: Reinforcements): string {
  const parts = r.parts
    .map((p, i) => {
      const shown = Number.isInteger(p.value) ? String(Math.abs(p.value)) : Math.abs(p.value).toFixed(2);
      return `${i === 0 ? (p.value < 0 ? "-" : "") : p.value < 0 ? "- " : "+ "}${shown} ${p.label}`;
    })
    .join(" ");
  return `Reinforcements ${r.total}: ${parts}`;
}
