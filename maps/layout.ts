// Positions for a map view: the variant's own (`at x y`) when every territory has one, else a
// deterministic force-directed layout (Fruchterman–Reingold) that keeps groups together.
// Returns positions in the unit square.
export type Point = [number, number];

/** What the layout reads of a map: each territory's group and position, and what joins them. */
export interface MapShape {
  territories: readonly { group: number; at?: readonly [number, number] }[];
  groups: readonly unknown[];
  borders: readonly (readonly [number, number])[];
  links: readonly (readonly [number, number])[];
}

/**
 * Fit points into the unit square, which a view stretches to a box `aspect` times wider than it
 * is high: positions the variant gives keep their proportions; a computed layout fills the box.
 */
function normalize(points: Point[], keepAspect: boolean, aspect: number): Point[] {
  if (points.length === 0) return [];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = maxX - minX || 1;
  const height = maxY - minY || 1;
  // In box units (width `aspect`, height 1), the same scale on both axes.
  const scale = keepAspect ? Math.max(width / aspect, height) : 0;
  const scaleX = keepAspect ? scale * aspect : width;
  const scaleY = keepAspect ? scale : height;
  const offsetX = (1 - width / scaleX) / 2;
  const offsetY = (1 - height / scaleY) / 2;
  return points.map(([x, y]) => [offsetX + (x - minX) / scaleX, offsetY + (y - minY) / scaleY]);
}

export function layoutMap(map: MapShape, aspect = 1, iterations = 400): Point[] {
  const n = map.territories.length;
  if (n === 0) return [];
  if (map.territories.every((t) => t.at))
    return normalize(
      map.territories.map((t) => [t.at![0], t.at![1]]),
      true,
      aspect,
    );

  // Start: groups around a circle, each group's territories in a small circle of its own.
  const groupCount = Math.max(1, map.groups.length);
  const members = new Map<number, number[]>();
  map.territories.forEach((t, i) => members.set(t.group, [...(members.get(t.group) ?? []), i]));
  const pos: Point[] = new Array(n);
  for (const [group, list] of members) {
    const angle = (2 * Math.PI * Math.max(0, group)) / groupCount;
    const [cx, cy] = [0.5 + 0.35 * Math.cos(angle), 0.5 + 0.35 * Math.sin(angle)];
    list.forEach((t, k) => {
      const a = (2 * Math.PI * k) / list.length;
      pos[t] = [cx + 0.08 * Math.cos(a), cy + 0.08 * Math.sin(a)];
    });
  }

  const edges = [...map.borders, ...map.links];
  const k = 0.9 * Math.sqrt(1 / n);
  let temperature = 0.1;
  for (let it = 0; it < iterations; it++) {
    const disp: Point[] = Array.from({ length: n }, () => [0, 0]);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const dx = pos[i]![0] - pos[j]![0];
        const dy = pos[i]![1] - pos[j]![1];
        const d = Math.max(1e-4, Math.hypot(dx, dy));
        const sameGroup = map.territories[i]!.group === map.territories[j]!.group;
        const force = (k * k) / d - (sameGroup ? d / 4 : 0);
        disp[i]![0] += (dx / d) * force;
        disp[i]![1] += (dy / d) * force;
        disp[j]![0] -= (dx / d) * force;
        disp[j]![1] -= (dy / d) * force;
      }
    }
    for (const [a, b] of edges) {
      const dx = pos[a]![0] - pos[b]![0];
      const dy = pos[a]![1] - pos[b]![1];
      const d = Math.max(1e-4, Math.hypot(dx, dy));
      const force = (d * d) / k;
      disp[a]![0] -= (dx / d) * force;
      disp[a]![1] -= (dy / d) * force;
      disp[b]![0] += (dx / d) * force;
      disp[b]![1] += (dy / d) * force;
    }
    for (let i = 0; i < n; i++) {
      const d = Math.max(1e-9, Math.hypot(disp[i]![0], disp[i]![1]));
      const step = Math.min(d, temperature);
      pos[i] = [pos[i]![0] + (disp[i]![0] / d) * step, pos[i]![1] + (disp[i]![1] / d) * step];
    }
    temperature = Math.max(0.002, temperature * 0.985);
  }
  return normalize(pos, false, aspect);
}
