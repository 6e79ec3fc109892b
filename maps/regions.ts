// Territories as regions: the Voronoi partition of their positions, each cell clipped to a disc
// around its territory, so that land far from any territory is water and groups far apart are
// islands. Which regions touch (share an edge) decides how a border is drawn: a shared edge is the
// border itself, neighbours that do not touch are joined by a sea route, and regions that touch
// but are not neighbours get a wall on their shared edge.
import { Delaunay } from "d3-delaunay";
import { layoutMap } from "./layout.js";
import type { MapPicture } from "./picture.js";

export type XY = [number, number];

/** The drawing's box (the map; the legend goes below it). */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 640;
const MARGIN = 40;

export interface Touch {
  a: number;
  b: number;
  /** Their shared edge. */
  edge: [XY, XY];
}

export interface Regions {
  /** Each territory's point, in the box. */
  sites: XY[];
  /** Each territory's region: a convex polygon. */
  cells: XY[][];
  /** Pairs of regions (a < b) that share an edge. */
  touching: Touch[];
  /** The radius of the discs the cells are clipped to. */
  reach: number;
}

/** Where each territory is drawn: its own position, or the layout's, in the box. */
export function sitesOf(picture: MapPicture): XY[] {
  const unit = layoutMap(picture, (MAP_WIDTH - 2 * MARGIN) / (MAP_HEIGHT - 2 * MARGIN));
  const seen = new Map<string, number>();
  return unit.map(([u, v]) => {
    let x = MARGIN + u * (MAP_WIDTH - 2 * MARGIN);
    let y = MARGIN + v * (MAP_HEIGHT - 2 * MARGIN);
    // Two territories at one place would share one cell: the later ones step aside.
    const key = `${Math.round(x)},${Math.round(y)}`;
    const repeats = seen.get(key) ?? 0;
    seen.set(key, repeats + 1);
    x += repeats * 7;
    y += repeats * 5;
    return [x, y];
  });
}

const distance = (p: XY, q: XY) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** The part of convex polygon `subject` inside convex polygon `clip` (both counter-clockwise or both clockwise). */
function clipConvex(subject: readonly XY[], clip: readonly XY[]): XY[] {
  let output = [...subject];
  const orientation = Math.sign(area(clip)) || 1;
  for (let i = 0; i < clip.length && output.length > 0; i++) {
    const [a, b] = [clip[i]!, clip[(i + 1) % clip.length]!];
    const inside = (p: XY) => orientation * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0;
    const cross = (p: XY, q: XY): XY => {
      const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
      const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
      const t = (ex * (p[1] - a[1]) - ey * (p[0] - a[0])) / (ey * dx - ex * dy);
      return [p[0] + t * dx, p[1] + t * dy];
    };
    const input = output;
    output = [];
    input.forEach((p, k) => {
      const q = input[(k + 1) % input.length]!;
      if (inside(q)) {
        if (!inside(p)) output.push(cross(p, q));
        output.push(q);
      } else if (inside(p)) output.push(cross(p, q));
    });
  }
  return output;
}

/** Twice the signed area (positive: counter-clockwise in a y-up frame). */
function area(polygon: readonly XY[]): number {
  let sum = 0;
  polygon.forEach((p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return sum;
}

function disc(centre: XY, radius: number, sides = 36): XY[] {
  return Array.from({ length: sides }, (_, k) => {
    const angle = (2 * Math.PI * k) / sides;
    return [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)] as XY;
  });
}

export function regionsOf(picture: MapPicture): Regions {
  const sites = sitesOf(picture);
  const n = sites.length;
  if (n === 0) return { sites, cells: [], touching: [], reach: 0 };
  const delaunay = Delaunay.from(sites);
  // The reach: a little more than the usual distance to the nearest other territory.
  const nearest = sites.map((p, i) => {
    let best = Infinity;
    for (const j of delaunay.neighbors(i)) best = Math.min(best, distance(p, sites[j]!));
    return best;
  });
  const finite = nearest.filter(Number.isFinite).sort((a, b) => a - b);
  const typical = finite.length ? finite[Math.floor(finite.length / 2)]! : MAP_WIDTH / 4;
  const reach = Math.max(28, Math.min(typical * 1.05, MAP_WIDTH / 3));
  const voronoi = delaunay.voronoi([0, 0, MAP_WIDTH, MAP_HEIGHT]);
  const joined = new Set([...picture.borders, ...picture.links].flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]));
  const cells = sites.map((site, i) => {
    const polygon = voronoi.cellPolygon(i);
    let cell = polygon ? (polygon.slice(0, -1) as XY[]) : disc(site, reach / 2);
    const orientation = Math.sign(area(cell)) || 1;
    const round = disc(site, reach);
    cell = clipConvex(cell, orientation > 0 ? round : [...round].reverse());
    // Between neighbouring cells with no border, a channel of water: no border, no shared edge.
    for (const j of delaunay.neighbors(i)) {
      if (!joined.has(`${i} ${j}`)) cell = clipConvex(cell, channelSide(site, sites[j]!, orientation));
    }
    return cell;
  });
  const touching: Touch[] = [];
  for (let a = 0; a < n; a++) {
    for (const b of delaunay.neighbors(a)) {
      if (b <= a) continue;
      const edge = sharedEdge(cells[a]!, sites[a]!, sites[b]!);
      if (edge) touching.push({ a, b, edge });
    }
  }
  return { sites, cells, touching, reach };
}

/** Half the width of the water between neighbouring regions that have no border. */
const CHANNEL = 4;

/**
 * A big convex polygon (of the given orientation) holding the side of the bisector of p and q that
 * p is on, moved CHANNEL towards p.
 */
function channelSide(p: XY, q: XY, orientation: number): XY[] {
  const d = distance(p, q) || 1;
  const [ux, uy] = [(q[0] - p[0]) / d, (q[1] - p[1]) / d];
  const along = d / 2 - CHANNEL;
  const [mx, my] = [p[0] + ux * along, p[1] + uy * along];
  const far = 4 * (MAP_WIDTH + MAP_HEIGHT);
  const [vx, vy] = [-uy, ux];
  const square: XY[] = [
    [mx + vx * far, my + vy * far],
    [mx - vx * far, my - vy * far],
    [mx - vx * far - ux * far, my - vy * far - uy * far],
    [mx + vx * far - ux * far, my + vy * far - uy * far],
  ];
  return Math.sign(area(square)) === orientation ? square : square.reverse();
}

/** The edge of `cell` (around site `p`) on the bisector of p and q, when it is longer than a speck. */
function sharedEdge(cell: readonly XY[], p: XY, q: XY): [XY, XY] | undefined {
  const onBisector = (r: XY) => Math.abs(distance(r, p) - distance(r, q)) < 0.5;
  for (let i = 0; i < cell.length; i++) {
    const [r, s] = [cell[i]!, cell[(i + 1) % cell.length]!];
    if (onBisector(r) && onBisector(s) && distance(r, s) > 2) return [r, s];
  }
  return undefined;
}
