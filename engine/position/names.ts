// The names a position is written in: territories, cards (a territory's card by its name, wilds
// as `wild 1`, `wild 2`...), effect cards, objectives, leaders and their forms, counters,
// switches, factions, unit types, buildings, choices and phases — each mapped to the engine's index and back.
import type { Game } from "../variant/index.js";

/** E3: the name of the current player's place off the board, where arriving armies wait. */
export const OFF_BOARD = "off board";

export interface Names {
  territory: Map<string, number>;
  territoryName: (t: number) => string;
  card: (name: string) => number | undefined;
  cardName: (card: number) => string;
  effect: Map<string, number>;
  objective: Map<string, number>;
  /** Leader names → their unit type. */
  leader: Map<string, number>;
  unitType: Map<string, number>;
  building: Map<string, number>;
  choice: Map<string, number>;
  counter: Map<string, number>;
  switchIndex: Map<string, number>;
  faction: Map<string, number>;
  phase: Map<string, number>;
}

const byName = (names: readonly string[]) => new Map(names.map((n, i) => [n, i]));
const cache = new WeakMap<Game, Names>();

export function namesOf(game: Game): Names {
  const known = cache.get(game);
  if (known) return known;
  const { variant } = game;
  const territories = variant.map.territories.map((t) => t.name);
  const territory = byName(territories);
  const n = territories.length;
  const names: Names = {
    territory,
    territoryName: (t) => territories[t]!,
    card: (name) => {
      const wild = /^wild (\d+)$/.exec(name);
      if (wild) return n + Number(wild[1]) - 1;
      return territory.get(name);
    },
    cardName: (card) => (card < n ? territories[card]! : `wild ${card - n + 1}`),
    effect: byName(variant.effects.map((e) => e.name)),
    objective: byName(variant.objectives.map((o) => o.name)),
    leader: new Map((variant.units?.types ?? []).flatMap((u, i) => (u.leader ? [[u.name, i] as [string, number]] : []))),
    unitType: byName(variant.units?.types.map((u) => u.name) ?? []),
    building: byName(variant.buildings?.map((b) => b.name) ?? []),
    choice: byName(variant.choices?.map((c) => c.name) ?? []),
    counter: byName((variant.counters ?? []).map((c) => c.name)),
    switchIndex: byName(variant.map.switches.map((s) => s.name)),
    faction: byName(variant.factions?.list.map((f) => f.name) ?? []),
    phase: byName(variant.phases.map((p) => p.name)),
  };
  cache.set(game, names);
  return names;
}
