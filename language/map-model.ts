// The map of a variant as plain data for a map view (the playground, the VS Code extension's
// webview): territories with their group, position and definition, borders, one-way links,
// starting points and switches. Built even when the variant has errors, from what resolved.
import type { Location } from "vscode-languageserver-types";
import { colourOf, type Symbols } from "../compiler/index.js";
import type { Analysis } from "./analysis.js";
import { toLocation } from "./references.js";
import type { Workspace } from "./workspace.js";

/** Y7: what one state of a switch puts on the board. */
export interface SwitchSide {
  territories: number[];
  borders: [number, number][];
  links: [number, number][];
}

export interface MapModel {
  territories: { name: string; group: number; at?: [number, number]; definition?: Location }[];
  /** `colour`: the group's declared colour (`[colour ...]`); `bonus`: its bonus when it is a number. */
  groups: { name: string; colour?: string; bonus?: number }[];
  /** Borders and one-way links that exist in every state of the switches. */
  borders: [number, number][];
  links: [number, number][];
  /** E3: off-board starting points and the territories each touches. */
  entries: { name: string; territories: number[] }[];
  /** Y7: the switches, their state at the start, and what each state puts on the board. */
  switches: { name: string; initial: boolean; on: SwitchSide; off: SwitchSide }[];
}

export const emptyMap = (): MapModel => ({ territories: [], groups: [], borders: [], links: [], entries: [], switches: [] });

/** The map in one state of the switches: which territories are on the board, and the borders between them. */
export function mapInState(
  map: MapModel,
  states: readonly boolean[],
): { present: boolean[]; borders: [number, number][]; links: [number, number][] } {
  const present = map.territories.map(() => true);
  map.switches.forEach((sw, i) => {
    for (const t of sw.on.territories) if (!states[i]) present[t] = false;
    for (const t of sw.off.territories) if (states[i]) present[t] = false;
  });
  const inForce = map.switches.map((sw, i) => (states[i] ? sw.on : sw.off));
  const both = ([a, b]: [number, number]) => present[a]! && present[b]!;
  return {
    present,
    borders: [...map.borders, ...inForce.flatMap((side) => side.borders)].filter(both),
    links: [...map.links, ...inForce.flatMap((side) => side.links)].filter(both),
  };
}

function sideOf(side: Symbols["switches"][number]["on"]): SwitchSide {
  return {
    territories: [...side.territories],
    borders: side.borders.filter((b) => !b.oneWay).map((b) => [b.a, b.b] as [number, number]),
    links: side.borders.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]),
  };
}

export function mapOf(workspace: Workspace, analysis: Analysis): MapModel {
  const s = analysis.result.symbols;
  if (!s) return emptyMap();
  const defined = new Map(analysis.index.definitions.filter((d) => d.kind === "territory").map((d) => [d.name, d]));
  return {
    territories: s.territoryList.map((t) => {
      const def = defined.get(t.decl.name.text);
      const definition = def && toLocation(workspace, def);
      return {
        name: t.decl.name.text,
        group: t.groups[0] ?? -1,
        ...(t.decl.at ? { at: [t.decl.at.x, t.decl.at.y] as [number, number] } : {}),
        ...(definition ? { definition } : {}),
      };
    }),
    groups: s.groupList.map((g) => {
      const colour = g.decl.attrs.map((a) => colourOf(a.value.text)).find((c) => c !== undefined);
      return { name: g.decl.name.text, ...(colour ? { colour } : {}), ...(g.decl.bonus?.kind === "Int" ? { bonus: g.decl.bonus.value } : {}) };
    }),
    borders: s.borders.filter((b) => !b.oneWay).map((b) => [b.a, b.b] as [number, number]),
    links: s.borders.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]),
    entries: [...s.entries.values()].map((e) => ({ name: e.decl.name, territories: [...e.members] })),
    switches: s.switches.map((sw) => ({ name: sw.decl.name, initial: sw.decl.initial, on: sideOf(sw.on), off: sideOf(sw.off) })),
  };
}
