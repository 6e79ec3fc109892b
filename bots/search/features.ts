// What the static evaluation reads of a position, per seat: the same handful of numbers for
// every variant, each a share of the table's total (or a fraction), so one set of weights fits
// maps of any size and any player count. scripts/fit-weights.ts fits the weights on these.
import { neighbours, type Game, type GameState } from "../../engine/index.js";
import { goalTerritories } from "../goals.js";

export const FEATURES = [
  /** Share of the territories held. */
  "territories",
  /** Share of the armies on the board (the seat to move counts its armies still to place). */
  "armies",
  /** Share of what the variant's `receive` steps would give each seat now (C3: territories and groups). */
  "income",
  /** Share of the group bonuses held (C3). */
  "groups",
  /** Share of the territory cards held. */
  "cards",
  /** R3: the fraction of one's own goal territories held (a secret objective's, a mission's groups, the capitals: bots/goals.ts). */
  "objective",
  /** The seat to move (its turn is under way, or about to start). */
  "toMove",
  /** The fraction of one's territories an enemy neighbour would take by attacking until decided (the best odds against each). */
  "exposure",
  /** The enemy territories one could take so (the best odds for each), as a fraction of the map. */
  "reach",
] as const;

export type FeatureName = (typeof FEATURES)[number];
export const FEATURE_COUNT = FEATURES.length;

/** What the features need of a variant, worked out once per game. */
interface Tables {
  /** Armies that must stay behind when attacking (C5), as the greedy bot reads the rule. */
  leave: number;
  receives: Extract<Game["phases"][number]["steps"][number], { kind: "receive" }>[];
  groupTerritories: number[][];
}

const tables = new WeakMap<Game, Tables>();

function tablesOf(game: Game): Tables {
  let t = tables.get(game);
  if (!t) {
    const steps = game.phases.flatMap((p) => p.steps);
    const leave = game.variant.combat.leave;
    t = {
      leave: leave.op === "int" ? leave.value : 1,
      receives: steps.filter((s): s is Tables["receives"][number] => s.kind === "receive"),
      groupTerritories: game.variant.map.groups.map((g) => g.territories),
    };
    tables.set(game, t);
  }
  return t;
}

/** Three work rows per seat count, reused (features are computed for every playout). */
const scratchRows = new Map<number, Float64Array[]>();
function scratchOf(seats: number, which: 0 | 1 | 2): Float64Array {
  let rows = scratchRows.get(seats);
  if (!rows) scratchRows.set(seats, (rows = [new Float64Array(seats), new Float64Array(seats), new Float64Array(seats)]));
  return rows[which]!;
}

/** Divide each entry by the row's total (a row that sums to 0 stays 0). */
function shares(values: Float64Array, out: Float64Array, feature: number, seats: number): void {
  let total = 0;
  for (let s = 0; s < seats; s++) total += values[s]!;
  for (let s = 0; s < seats; s++) out[s * FEATURE_COUNT + feature] = total > 0 ? values[s]! / total : 0;
}

/**
 * The features of every seat, seat-major (`out[seat * FEATURE_COUNT + f]`), into `out` (which it
 * returns; pass the same buffer to avoid allocating). Reads a full state: a search reads its
 * determinized states, the fitting script the states of simulated games.
 */
export function featuresOf(game: Game, state: GameState, out: Float64Array = new Float64Array(state.seats * FEATURE_COUNT)): Float64Array {
  const seats = state.seats;
  const t = tablesOf(game);
  const scratch = scratchOf(seats, 0);
  const armies = scratchOf(seats, 1);
  armies.fill(0);
  for (let p = 0; p < game.territoryCount; p++) {
    const o = state.owner[p]!;
    if (o >= 0) armies[o]! += state.armies[p]!;
  }
  if (state.stage === "play" && state.current >= 0) armies[state.current]! += state.pool;

  for (let s = 0; s < seats; s++) scratch[s] = state.ownedCount[s]!;
  shares(scratch, out, 0, seats);
  shares(armies, out, 1, seats);

  for (let s = 0; s < seats; s++) {
    let income = 0;
    if (state.alive[s]) for (const step of t.receives) income += Math.max(0, step.amount({ state, seat: s, dice: 0 }));
    scratch[s] = income;
  }
  shares(scratch, out, 2, seats);

  scratch.fill(0);
  t.groupTerritories.forEach((members, g) => {
    const holder = members.length > 0 ? state.owner[members[0]!]! : -1;
    if (holder < 0 || !members.every((m) => state.owner[m] === holder)) return;
    scratch[holder]! += Math.max(0, game.groupBonus[g]!({ state, seat: holder, dice: 0, group: g }));
  });
  shares(scratch, out, 3, seats);

  for (let s = 0; s < seats; s++) scratch[s] = state.hands[s]!.length;
  shares(scratch, out, 4, seats);

  for (let s = 0; s < seats; s++) {
    const goals = goalTerritories(game, state, s);
    let held = 0;
    for (const m of goals) if (state.owner[m] === s) held++;
    out[s * FEATURE_COUNT + 5] = goals.size > 0 ? held / goals.size : 0;
    out[s * FEATURE_COUNT + 6] = state.stage === "play" && state.current === s ? 1 : 0;
  }
  battleFront(game, state, t.leave, out);
  return out;
}

/**
 * `exposure` and `reach`: for every held territory and every enemy seat next to it, that seat's
 * best chance of taking it with one attack until decided from a neighbour (the variant's exact
 * whole-battle odds; units and effect cards left out). Partners (Y2) are not enemies.
 */
function battleFront(game: Game, state: GameState, leave: number, out: Float64Array): void {
  const seats = state.seats;
  const atRisk = scratchOf(seats, 0);
  const reach = scratchOf(seats, 1);
  const best = scratchOf(seats, 2);
  atRisk.fill(0);
  reach.fill(0);
  for (let t = 0; t < game.territoryCount; t++) {
    const o = state.owner[t]!;
    if (o < 0) continue;
    best.fill(0);
    for (const u of neighbours(game.graph, state.switches, t)) {
      const a = state.owner[u]!;
      if (a < 0 || state.team[a] === state.team[o]) continue;
      const p = game.odds.get(state.armies[u]! - leave, state.armies[t]!);
      if (p > best[a]!) best[a] = p;
    }
    let worst = 0;
    for (let a = 0; a < seats; a++) {
      reach[a]! += best[a]!;
      if (best[a]! > worst) worst = best[a]!;
    }
    atRisk[o]! += worst;
  }
  for (let s = 0; s < seats; s++) {
    const owned = state.ownedCount[s]!;
    out[s * FEATURE_COUNT + 7] = owned > 0 ? atRisk[s]! / owned : 0;
    out[s * FEATURE_COUNT + 8] = reach[s]! / game.territoryCount;
  }
}
