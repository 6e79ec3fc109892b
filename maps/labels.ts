// Territory names placed so that no two overlap, and none covers a territory's dot: for each name
// in turn, the first free place among a few around its dot (below, above, right, left, and the
// corners), at a smaller size if none is free, on two lines if it has words to split; a name with
// no free place is left to the region's tooltip. Text widths are estimated (no DOM to measure in),
// generously, from the font size and the letters.
import type { XY } from "./regions.js";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Label {
  territory: number;
  /** Its lines, each drawn at `x` (the middle, start or end by `anchor`), from baseline `y`. */
  lines: string[];
  x: number;
  y: number;
  anchor: "middle" | "start" | "end";
  size: number;
  box: Box;
}

/** The radius of a territory's dot (where its armies are written). */
export const DOT_RADIUS = 11;
const SIZES = [13, 11, 9.5];
const GAP = 3;

/** A generous width of `text` at `size` px in a sans-serif face. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const c of text) units += /[ilj.,'’!|]/.test(c) ? 0.3 : /[mwMW@]/.test(c) ? 0.9 : /[A-Z]/.test(c) ? 0.68 : 0.56;
  return units * size;
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Splittings of a name into lines: whole, then at the space nearest its middle. */
function linings(name: string): string[][] {
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [[name]];
  const middle = spaces.reduce((best, at) => (Math.abs(at - name.length / 2) < Math.abs(best - name.length / 2) ? at : best));
  return [[name], [name.slice(0, middle), name.slice(middle + 1)]];
}

export function placeLabels(names: readonly string[], sites: readonly XY[], bounds: Box, hidden: ReadonlySet<number> = new Set()): Label[] {
  const taken: Box[] = sites.map(([x, y]) => ({ x: x - DOT_RADIUS, y: y - DOT_RADIUS, width: 2 * DOT_RADIUS, height: 2 * DOT_RADIUS }));
  const inside = (b: Box) =>
    b.x >= bounds.x && b.y >= bounds.y && b.x + b.width <= bounds.x + bounds.width && b.y + b.height <= bounds.y + bounds.height;
  const labels: Label[] = [];
  names.forEach((name, t) => {
    if (hidden.has(t)) return;
    const [sx, sy] = sites[t]!;
    const found = (() => {
      for (const size of SIZES) {
        for (const lines of linings(name)) {
          const width = Math.max(...lines.map((l) => textWidth(l, size)));
          const height = lines.length * size * 1.15;
          const r = DOT_RADIUS + GAP;
          // Candidate boxes: [left, top] of the box, with the anchor that draws it.
          const candidates: [number, number, Label["anchor"]][] = [
            [sx - width / 2, sy + r, "middle"],
            [sx - width / 2, sy - r - height, "middle"],
            [sx + r, sy - height / 2, "start"],
            [sx - r - width, sy - height / 2, "end"],
            [sx + r * 0.7, sy + r * 0.7, "start"],
            [sx - r * 0.7 - width, sy + r * 0.7, "end"],
            [sx + r * 0.7, sy - r * 0.7 - height, "start"],
            [sx - r * 0.7 - width, sy - r * 0.7 - height, "end"],
          ];
          for (const [x, y, anchor] of candidates) {
            const box = { x, y, width, height };
            if (!inside(box) || taken.some((b) => overlaps(b, box))) continue;
            const textX = anchor === "middle" ? x + width / 2 : anchor === "start" ? x : x + width;
            return { territory: t, lines, x: textX, y: y + size * 0.9, anchor, size, box };
          }
        }
      }
      return undefined;
    })();
    if (found) {
      taken.push(found.box);
      labels.push(found);
    }
  });
  return labels;
}
