// What a drawing of a map needs, whoever draws it (`riskc map --svg`, the reports, the
// playground): every territory with its group and position — those off the board too, so that
// flipping a switch moves nothing —, the groups with their colours, and the borders and one-way
// links in force, and the borders a piece opens for its owner (PB9). `pictureOf` takes it from a variant at the start of a game.
import type { Variant } from "../compiler/ir/index.js";

export interface PictureTerritory {
  name: string;
  /** Its group's index (-1: none, in a variant with errors). */
  group: number;
  at?: readonly [number, number];
  /** Y7: off the board in this state of the switches (drawn greyed). */
  absent?: boolean;
  /** E3: the off-board starting points it touches. */
  entries?: readonly string[];
}

export interface MapPicture {
  title?: string;
  territories: readonly PictureTerritory[];
  groups: readonly { name: string; colour?: string; bonus?: number }[];
  borders: readonly (readonly [number, number])[];
  links: readonly (readonly [number, number])[];
  /** PB9: borders (or one-way links from `from`) that exist only for a player with a `piece` at either end. */
  pieceBorders?: readonly { from: number; to: number; oneWay: boolean; piece: string }[];
}

/** Group colours for groups that declare none, in order (a colour-blind-safe palette). */
export const groupPalette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];

/** A group's colour: its own, else the palette's by its place among the groups that declare none. */
export function groupColours(groups: MapPicture["groups"]): string[] {
  let undeclared = 0;
  return groups.map((g) => g.colour ?? groupPalette[undeclared++ % groupPalette.length]!);
}

/**
 * The map of a variant at the start of a game: switches in their initial states, their borders
 * and links in force, a group's bonus for the fewest players when it is a number.
 */
export function pictureOf(ir: Variant): MapPicture {
  const { map } = ir;
  const inForce = map.switches.map((sw) => (sw.initial ? sw.on : sw.off));
  const absent = new Set(map.switches.flatMap((sw) => (sw.initial ? sw.off : sw.on).territories));
  const entries = (t: number) => (ir.factions?.entries ?? []).filter((e) => e.territories.includes(t)).map((e) => e.name);
  return {
    ...(map.title !== undefined ? { title: map.title } : {}),
    territories: map.territories.map((t, i) => {
      const touching = entries(i);
      return {
        name: t.name,
        group: t.group,
        ...(t.at ? { at: t.at } : {}),
        ...(absent.has(i) ? { absent: true } : {}),
        ...(touching.length ? { entries: touching } : {}),
      };
    }),
    groups: map.groups.map((g) => ({
      name: g.name,
      ...(g.colour !== undefined ? { colour: g.colour } : {}),
      ...(g.bonus.op === "int" ? { bonus: g.bonus.value } : {}),
    })),
    borders: [...map.borders, ...inForce.flatMap((side) => side.borders)],
    links: [...map.links, ...inForce.flatMap((side) => side.links)],
    ...(map.pieceBorders?.length
      ? { pieceBorders: map.pieceBorders.map((p) => ({ from: p.from, to: p.to, oneWay: p.oneWay, piece: ir.units?.types[p.unit]?.name ?? "?" })) }
      : {}),
  };
}
