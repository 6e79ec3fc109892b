// What both readers do once they have the lines' contents: check the names, turn each territory's
// list of neighbours into two-way borders and one-way links, and drop empty groups — every
// problem with the line it comes from.
import type { Board } from "./board.js";
import { mapProblem, type MapProblem } from "./problems.js";

/** A map as a file lists it, each item with its line. */
export interface ListedMap {
  title?: string;
  author?: string;
  groups: { name: string; bonus: number; colour?: string; line: number }[];
  /** `group`: an index in `groups` the reader has checked. */
  territories: { name: string; group: number; at: [number, number]; line: number }[];
  /** Each neighbour a territory lists, in the file's order. */
  neighbours: { from: number; to: number; line: number }[];
}

const key = (a: number, b: number) => `${a} ${b}`;

export function assembleBoard(listed: ListedMap, problems: MapProblem[]): Board | undefined {
  const { territories, groups } = listed;
  firstOfEachName(territories, "duplicate-territory", "territory", problems);
  firstOfEachName(groups, "duplicate-continent", "continent", problems);

  const listedPairs = new Map<string, number>();
  for (const { from, to, line } of listed.neighbours) {
    const name = territories[from]!.name;
    if (from === to) {
      problems.push(mapProblem("self-border", line, `${name} lists itself as a neighbour; left out`));
      continue;
    }
    if (listedPairs.has(key(from, to))) {
      problems.push(mapProblem("duplicate-border", line, `${name} lists ${territories[to]!.name} twice; once is kept`));
      continue;
    }
    listedPairs.set(key(from, to), line);
  }
  const borders: [number, number][] = [];
  const links: [number, number][] = [];
  for (const [pair, line] of listedPairs) {
    const [from, to] = pair.split(" ").map(Number) as [number, number];
    if (listedPairs.has(key(to, from))) {
      if (from < to) borders.push([from, to]);
      continue;
    }
    links.push([from, to]);
    const [a, b] = [territories[from]!.name, territories[to]!.name];
    problems.push(
      mapProblem("one-way-border", line, `${a} lists ${b} as a neighbour but ${b} does not list ${a}; imported as a one-way link ${a} -> ${b}`),
    );
  }
  const touched = new Set([...borders, ...links].flat());
  territories.forEach((t, i) => {
    if (!touched.has(i)) problems.push(mapProblem("no-borders", t.line, `${t.name} has no neighbours: no army can reach it or leave it`));
  });

  // Groups with no territory are left out; the territories' group indexes follow.
  const used = new Set(territories.map((t) => t.group));
  const kept: number[] = [];
  groups.forEach((g, i) => {
    if (used.has(i)) kept.push(i);
    else problems.push(mapProblem("empty-continent", g.line, `continent ${g.name} has no territories; left out`));
  });
  const newIndex = new Map(kept.map((old, i) => [old, i]));
  if (territories.length < 2) {
    problems.push(
      mapProblem(
        "too-few-territories",
        0,
        `the map has ${territories.length} ${territories.length === 1 ? "territory" : "territories"}; a game needs at least 2`,
      ),
    );
  }
  if (problems.some((p) => p.severity === "error")) return undefined;
  return {
    ...(listed.title !== undefined ? { title: listed.title } : {}),
    ...(listed.author !== undefined ? { author: listed.author } : {}),
    territories: territories.map((t) => ({ name: t.name, group: newIndex.get(t.group)!, at: t.at })),
    groups: kept.map((i) => {
      const g = groups[i]!;
      return { name: g.name, bonus: g.bonus, ...(g.colour !== undefined ? { colour: g.colour } : {}) };
    }),
    borders,
    links,
  };
}

function firstOfEachName(
  items: readonly { name: string; line: number }[],
  code: "duplicate-territory" | "duplicate-continent",
  kind: string,
  problems: MapProblem[],
): void {
  const first = new Map<string, number>();
  for (const item of items) {
    const earlier = first.get(item.name);
    if (earlier === undefined) first.set(item.name, item.line);
    else problems.push(mapProblem(code, item.line, `${kind} ${item.name} is listed twice (first on line ${earlier})`));
  }
}
