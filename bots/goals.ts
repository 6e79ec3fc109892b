// Progress toward the seat's own way of winning (M4/M6 missions, K2 capitals, R3 objectives, C8
// domination, R12 points and any `win` rule), read from the variant's conditions, never from its names:
// - `goalTerritories`: the territories whose taking advances a win rule, the seat's objective or
//   its ranking score (a group it must hold, a territory or chosen territory (a capital) it must
//   hold, an objective's territories, the territories a counted set is limited to, the
//   territories a score counts an attribute of: GT11's castles and ports);
// - `goalProgress`: a number from 0 to 1, the best over the win rules of the mean of their parts'
//   progress (a held group or goal set: the share held; a comparison of numbers `x >= y`: x / y;
//   any other part: 1 when met), and over the ranking of the seat's first score against the best
//   other seat's. Parts under `not` are left out (they say what must not happen).
// A partial measure: a plain `count(territories owned) >= N` names no territory in particular
// (every territory advances it alike).
import { conditionParts, rankingScores, type ConditionPart, type Game, type GameState, type PlayerView } from "../engine/index.js";

type IrExpr = ConditionPart["part"];

/** What the goals read of a position: the board and the public choices (a view or a state). */
interface Seen {
  owner: readonly number[];
  chosen: readonly (readonly number[])[];
}

/** The seat's objective's index: the view's own, or the state's row. */
function objectiveIndex(position: PlayerView | GameState, seat: number): number {
  const o = position.objective as number | readonly number[];
  return typeof o === "number" ? o : (o[seat] ?? -1);
}

/** Adds to `out` the territories whose holding brings `e` closer for `seat` (seat variables: every seat). */
function walk(game: Game, seen: Seen, seat: number, objective: number, e: IrExpr, out: Set<number>, depth = 0): void {
  if (depth > 8) return;
  const next = (x: IrExpr) => walk(game, seen, seat, objective, x, out, depth + 1);
  switch (e.op) {
    case "not":
      return;
    case "holds": {
      if (e.group !== undefined) for (const t of game.variant.map.groups[e.group]?.territories ?? []) out.add(t);
      if (e.territory !== undefined) out.add(e.territory);
      if (e.choice !== undefined) {
        const c = game.variant.choices?.findIndex((x) => x.name === e.choice) ?? -1;
        const row = c >= 0 ? seen.chosen[c] : undefined;
        // `capital` is the seat's own; `capital of s` is every seat's.
        if (row) for (let s = 0; s < row.length; s++) if ((e.seat !== undefined || s === seat) && row[s]! >= 0) out.add(row[s]!);
      }
      return;
    }
    case "objectiveMet": {
      const o = game.variant.objectives[objective];
      if (!o) return;
      for (const t of o.territories) out.add(t);
      if (o.when) next(o.when);
      return;
    }
    case "score": {
      // The seat's own score (another seat's, `points of s`, is not the seat's to raise).
      if (e.seat !== undefined) return;
      const score = game.variant.end.scores.find((x) => x.name === e.name);
      if (score) next(score.value);
      return;
    }
    case "sum": {
      // R12: a score summing an attribute of held territories names the territories that carry it.
      const set = e.set;
      if (set.op !== "set" || set.of !== "territories") return next(set);
      // Filtered sets (`where`, `with`, an objective's, another seat's) are left out: not every carrier counts.
      if (set.where || set.with || set.objective || set.by !== undefined) return;
      const territories =
        set.group !== undefined ? (game.variant.map.groups[set.group]?.territories ?? []) : game.variant.map.territories.map((_, t) => t);
      for (const t of territories) {
        const value = game.variant.map.territories[t]?.attrs[e.attribute];
        if (typeof value === "number" && value > 0) out.add(t);
      }
      return;
    }
    case "set":
      // A counted set limited to a group or the objective names the territories that count.
      if (e.of !== "territories") return;
      if (e.group !== undefined) for (const t of game.variant.map.groups[e.group]?.territories ?? []) out.add(t);
      if (e.objective) for (const t of game.variant.objectives[objective]?.territories ?? []) out.add(t);
      return;
    default:
      for (const value of Object.values(e)) if (value && typeof value === "object" && "op" in value) next(value as IrExpr);
  }
}

/**
 * The win rules' conditions (the seat's objective's among them) and the rankings' first scores
 * (later ones only break ties): what a seat may win by.
 */
function goalsOf(game: Game): IrExpr[] {
  const end = game.variant.end;
  return [...end.wins.map((w) => w.when), ...[end.ranking, ...end.ends.map((x) => x.ranking)].flatMap((r) => r.slice(0, 1))];
}

const cache = new WeakMap<Game, Map<string, ReadonlySet<number>>>();

/**
 * The territories whose taking brings `seat` closer to a win rule or its own objective, made once
 * per game, seat, objective and choices made.
 */
export function goalTerritories(game: Game, position: PlayerView | GameState, seat: number): ReadonlySet<number> {
  let sets = cache.get(game);
  if (!sets) cache.set(game, (sets = new Map()));
  const objective = objectiveIndex(position, seat);
  const key = game.variant.choices?.length ? `${seat}|${objective}|${position.chosen.join(";")}` : `${seat}|${objective}`;
  let set = sets.get(key);
  if (!set) {
    const out = new Set<number>();
    for (const e of goalsOf(game)) walk(game, position, seat, objective, e, out);
    sets.set(key, (set = out));
  }
  return set;
}

/** The progress of one part of a condition: the share of its territories held, a comparison's ratio, or met or not. */
function partProgress(game: Game, state: GameState, seat: number, part: ReturnType<typeof conditionParts>[number]): number | undefined {
  if (part.part.op === "not") return undefined;
  if (part.met) return 1;
  if (part.value !== undefined && part.target !== undefined && [">=", ">", "=="].includes(part.part.op))
    return part.target > 0 ? Math.max(0, Math.min(1, part.value / part.target)) : 0;
  const territories = new Set<number>();
  walk(game, state, seat, objectiveIndex(state, seat), part.part, territories);
  if (territories.size === 0) return 0;
  let held = 0;
  for (const t of territories) if (state.owner[t] === seat) held++;
  return held / territories.size;
}

/** R12: the seat's first ranking score against the best other seat's (1 when it leads; 0 without a ranking). */
function rankingProgress(game: Game, state: GameState, seat: number): number {
  const own = rankingScores(game, state, seat)[0];
  if (own === undefined) return 0;
  let rival = -Infinity;
  for (let s = 0; s < state.players; s++) if (s !== seat && state.alive[s]) rival = Math.max(rival, rankingScores(game, state, s)[0]!);
  if (rival === -Infinity || own >= rival) return 1;
  return rival > 0 ? Math.max(0, own / rival) : 0;
}

/** How close `seat` is to winning by any win rule or the ranking (0 to 1; see the file's head). */
export function goalProgress(game: Game, state: GameState, seat: number): number {
  let best = rankingProgress(game, state, seat);
  for (const e of game.variant.end.wins.map((w) => w.when)) {
    let sum = 0;
    let n = 0;
    for (const part of conditionParts(game, state, seat, e)) {
      const p = part.part.op === "objectiveMet" ? objectiveProgress(game, state, seat) : partProgress(game, state, seat, part);
      if (p === undefined) continue;
      sum += p;
      n++;
    }
    if (n > 0 && sum / n > best) best = sum / n;
  }
  return best;
}

/** R3/M4: the seat's own objective's progress: its territories held, or its condition's parts. */
function objectiveProgress(game: Game, state: GameState, seat: number): number {
  const o = game.variant.objectives[objectiveIndex(state, seat)];
  if (!o) return 0;
  if (!o.when) {
    if (o.territories.length === 0) return 0;
    let held = 0;
    for (const t of o.territories) if (state.owner[t] === seat) held++;
    return held / o.territories.length;
  }
  let sum = 0;
  let n = 0;
  for (const part of conditionParts(game, state, seat, o.when)) {
    const p = partProgress(game, state, seat, part);
    if (p === undefined) continue;
    sum += p;
    n++;
  }
  return n > 0 ? sum / n : 0;
}

/** A territory attribute's value against a number, as `where attr op n` reads it (a bare attribute: truthy). */
function attributeHolds(game: Game, t: number, e: IrExpr): boolean | undefined {
  const attrs = game.variant.map.territories[t]?.attrs ?? {};
  if (e.op === "attr") return Boolean(attrs[e.name]);
  if (!("left" in e) || !("right" in e)) return undefined;
  const { left, right } = e as { left: IrExpr; right: IrExpr };
  if (left.op !== "attr" || right.op !== "int") return undefined;
  const v = attrs[left.name];
  const x = typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : undefined;
  if (x === undefined) return false;
  switch (e.op) {
    case "==":
      return x === right.value;
    case "!=":
      return x !== right.value;
    case ">=":
      return x >= right.value;
    case ">":
      return x > right.value;
    case "<=":
      return x <= right.value;
    case "<":
      return x < right.value;
    default:
      return undefined;
  }
}

/** Adds to `out` the territories a counted set of the seat's own (`territories owned where <attribute test>`) in `e` counts. */
function walkCounted(game: Game, e: IrExpr, out: Set<number>, depth = 0): void {
  if (depth > 8 || e.op === "not") return;
  if (e.op === "set") {
    if (e.of !== "territories" || !e.owned || e.by !== undefined || e.with || !e.where) return;
    const territories = e.group !== undefined ? (game.variant.map.groups[e.group]?.territories ?? []) : game.variant.map.territories.map((_, t) => t);
    for (const t of territories) if (attributeHolds(game, t, e.where) === true) out.add(t);
    return;
  }
  for (const value of Object.values(e)) if (value && typeof value === "object" && "op" in value) walkCounted(game, value as IrExpr, out, depth + 1);
}

const countedCache = new WeakMap<Game, ReadonlySet<number>>();

/**
 * The territories a win rule counts by a territory attribute (`count(territories owned where
 * city) >= 7`, `where tax > 0`: a filter on the map's attributes alone, read once per game):
 * every one taken brings that win closer. goalTerritories leaves such filters out (not every
 * territory of the map counts, and which do is not a group); the greedy bot's invasion planner
 * reads them (bots/greedy-invasions.ts).
 */
export function countedTerritories(game: Game): ReadonlySet<number> {
  let set = countedCache.get(game);
  if (!set) {
    const out = new Set<number>();
    for (const w of game.variant.end.wins) walkCounted(game, w.when, out);
    countedCache.set(game, (set = out));
  }
  return set;
}

const scoreCountersCache = new WeakMap<Game, ReadonlySet<string>>();

/**
 * The counters whose growth raises the seat's own way of winning: those its first ranking score
 * reads (Risk Europe's crowns read `crownCards`) and those a win rule reads, as the seat's own
 * (`x of s`, another seat's, is left out). Read once per game from the IR.
 */
export function scoreCounters(game: Game): ReadonlySet<string> {
  let set = scoreCountersCache.get(game);
  if (!set) {
    const out = new Set<string>();
    const visit = (x: unknown, depth: number): void => {
      if (depth > 12 || x === null || typeof x !== "object") return;
      const o = x as Record<string, unknown>;
      if (o["op"] === "counter" && o["seat"] === undefined) out.add(o["name"] as string);
      if (o["op"] === "score" && o["seat"] === undefined) {
        const score = game.variant.end.scores.find((s) => s.name === o["name"]);
        if (score) visit(score.value, depth + 1);
      }
      for (const k in o) if (k !== "op") visit(o[k], depth + 1);
    };
    const first = game.variant.end.ranking?.[0];
    if (first) visit(first, 0);
    for (const w of game.variant.end.wins) visit(w.when, 0);
    scoreCountersCache.set(game, (set = out));
  }
  return set;
}
