// What a game's formulas read (EvalScope): the quantities, the sets a player owns, scores and
// objectives, holdings and choices, and what stands on the board or is held. The map's part is
// formula-map.ts's.
import { orderNamesOf } from "./orders.js";
import type { Expr, SEAT_HISTORY, TERRITORY_HISTORY } from "../../compiler/ir/index.js";
import { cardValues, isPresent, neighbours, reachable, seatSwitches, sumOfCards } from "../math/index.js";
import { CONTESTED, type Compiled, type EvalScope, type GameState } from "../model/index.js";
import { baseTerritories, isPieceOrBuilding, mapReads, placeOf, territoriesWhere, type ScopeKind, type SetExpr } from "./formula-map.js";
import { compileFor, type CompileEnv, type Formula, type Reads } from "./formula-operators.js";
import { historyAt, unitDeed } from "./territory-history.js";
import { moverUnits, seatHistoryOf } from "./seat-history.js";

type Quantity = Extract<Expr, { op: "quantity" }>["name"];

/** A formula read in a game (the compiler's checks made sure of its type). */
export function compileNumber(e: Expr, env: CompileEnv): Compiled<number> {
  return compileFor(e, env, gameReads) as Compiled<number>;
}

export function compileBool(e: Expr, env: CompileEnv): Compiled<boolean> {
  return compileFor(e, env, gameReads) as Compiled<boolean>;
}

/**
 * BK2: `across sea`: the border from `source` to the territory in question is of the kind (a
 * two-way border either way, a one-way link from `source`); false without both territories.
 */
function across(kind: string, map: CompileEnv["variant"]["map"]): Compiled<boolean> {
  const n = map.territories.length;
  const keys = new Set<number>();
  const row = map.borderKinds?.find((k) => k.name === kind);
  for (const [a, b] of row?.borders ?? []) keys.add(a * n + b).add(b * n + a);
  for (const [a, b] of row?.links ?? []) keys.add(a * n + b);
  return ({ source, territory }) =>
    source !== undefined && territory !== undefined && source >= 0 && territory >= 0 && keys.has(source * n + territory);
}

const gameReads: Reads<EvalScope> = (e, env) => {
  switch (e.op) {
    case "quantity":
      // H1–H3: `previousOwner of source` reads the attack's or the move's other territory.
      if (e.at !== undefined) return historyOf(e.name, placeOf(e.at));
      // H6–H7: `armiesLost of s`, the turn's history of a bound seat.
      if (e.seat !== undefined) return bySeat(e.name as (typeof SEAT_HISTORY)[number], e.seat);
      return gameQuantities[e.name](env);
    case "count":
      // The hot path of most formulas: kept up to date by the engine instead of counted (absent
      // territories are never owned, so the count of owned ones is exact with switches too).
      if (e.set.op === "set" && isOwnedTerritories(e.set)) return ({ state, seat }) => (seat >= 0 ? state.ownedCount[seat]! : 0);
      return mapReads(e, env, gameKind);
    case "score": {
      const [name, index] = [e.name, e.seat];
      if (index === undefined) return (scope) => scoreOf(env, name)(scope);
      return (scope) => scoreOf(env, name)({ ...scope, seat: scope.vars![index]! });
    }
    case "objectiveMet":
      return (scope) => objectiveMet(env, scope);
    case "ordered": {
      // PO4: the player in question is the player to move, and chose the order in this turn.
      const order = orderNamesOf(env.variant).indexOf(e.order);
      return ({ state, seat }) => seat === state.current && state.ordered.includes(order);
    }
    case "across":
      return across(e.kind, env.variant.map);
    case "holds":
      return holds(e, env);
    case "choice":
      return choiceValue(e, env);
    case "building":
    case "units":
    case "tokens":
    case "counter":
    case "plays":
      return boardValue(e, env);
    default:
      return mapReads(e, env, gameKind);
  }
};

const gameKind: ScopeKind<EvalScope> = { reads: gameReads, members: (env, set) => setMembers(env, set), players: (s) => s.state.players };

/** Each game quantity's value (E9: `armies`, `leaders` at the territory in question; R6's dice exist only in a dice condition). */
const gameQuantities: Record<Quantity, (env: CompileEnv) => Formula<EvalScope>> = {
  players:
    () =>
    ({ state }) =>
      state.players,
  // T1: neutral seats are not players.
  alive:
    () =>
    ({ state }) => {
      let n = 0;
      for (let seat = 0; seat < state.players; seat++) if (state.alive[seat]) n++;
      return n;
    },
  round:
    () =>
    ({ state }) =>
      state.round,
  turn:
    () =>
    ({ state, seat }) =>
      seat >= 0 ? state.turnsTaken[seat]! : 0,
  hand:
    () =>
    ({ state, seat }) =>
      seat >= 0 ? state.hands[seat]!.length : 0,
  conquered:
    () =>
    ({ state }) =>
      state.conquered,
  armiesDestroyed:
    () =>
    ({ state }) =>
      state.armiesDestroyed,
  armiesLost:
    () =>
    ({ state }) =>
      state.armiesLost,
  unitsLost:
    () =>
    ({ state }) =>
      moverUnits(state, "unitsLost"),
  unitsDestroyed:
    () =>
    ({ state }) =>
      moverUnits(state, "unitsDestroyed"),
  eliminations:
    () =>
    ({ state }) =>
      state.eliminations,
  topFaces:
    () =>
    ({ state }) =>
      state.topFaces,
  lastRollBest:
    () =>
    ({ state }) =>
      state.lastRollBest,
  dice:
    () =>
    ({ dice }) =>
      dice,
  seat:
    () =>
    ({ seat }) =>
      seat + 1,
  lastSeat:
    () =>
    ({ state }) =>
      lastSeat(state),
  toMove:
    () =>
    ({ state }) =>
      state.current + 1,
  enemies:
    (env) =>
    ({ state, territory }) =>
      enemiesAround(env, state, territory),
  size:
    (env) =>
    ({ group }) =>
      group === undefined ? 0 : (env.variant.map.groups[group]?.territories.length ?? 0),
  roll:
    () =>
    ({ roll }) =>
      roll ?? 0,
  attackerDice: () => diceOutsideARoll("attackerDice"),
  defenderDice: () => diceOutsideARoll("defenderDice"),
  armies:
    () =>
    ({ state, territory }) =>
      territory === undefined || territory < 0 ? 0 : state.armies[territory]!,
  leaders:
    (env) =>
    ({ state, territory }) =>
      territory === undefined || territory < 0 || !env.variant.units ? 0 : unitsOn(env, state, territory, -1),
  // MK1: every seat's markers on the territory in question (where they lie is public).
  markers:
    () =>
    ({ state, territory }) => {
      if (territory === undefined || territory < 0) return 0;
      let n = 0;
      for (const at of state.markerAt) for (const t of at) if (t === territory) n++;
      return n;
    },
  // CT5: the territory in question is contested (its rows are public).
  contested:
    () =>
    ({ state, territory }) =>
      territory !== undefined && territory >= 0 && state.contested.some((row) => row[CONTESTED.territory] === territory),
  conqueredThisTurn: () => historyOf("conqueredThisTurn", placeOf(undefined)),
  previousOwner: () => historyOf("previousOwner", placeOf(undefined)),
  attacksFrom: () => historyOf("attacksFrom", placeOf(undefined)),
  movedIn: () => historyOf("movedIn", placeOf(undefined)),
  unitsMoved: () => historyOf("unitsMoved", placeOf(undefined)),
  unitsAttacked: () => historyOf("unitsAttacked", placeOf(undefined)),
  unitsArrived: () => historyOf("unitsArrived", placeOf(undefined)),
  hasMoved: () => (s) => unitDeed(s.state, "hasMoved", s.unit),
  hasAttacked: () => (s) => unitDeed(s.state, "hasAttacked", s.unit),
  hasArrived: () => (s) => unitDeed(s.state, "hasArrived", s.unit),
  reserve:
    () =>
    ({ state, seat }) =>
      seat < 0 ? 0 : state.reserve[seat]!,
  setValue:
    () =>
    ({ setValue }) =>
      setValue ?? 0,
  handValue: (env) => {
    const values = cardValues(env.variant);
    return ({ state, seat }) => (seat < 0 ? 0 : sumOfCards(values, state.hands[seat]!));
  },
};

function diceOutsideARoll(name: string): never {
  throw new Error(`${name} is read only in a condition on the dice (combat's \`require\`)`);
}

/** The enemy territories around the territory in question. */
/** H1–H3: a quantity of the turn's history at the territory `place` picks. */
function historyOf(name: Quantity, place: ReturnType<typeof placeOf>): Formula<EvalScope> {
  const quantity = name as (typeof TERRITORY_HISTORY)[number];
  return (scope) => historyAt(scope.state, quantity, place(scope));
}

/** H6–H7: a quantity of the turn's history for the seat of seat variable `index`. */
function bySeat(name: (typeof SEAT_HISTORY)[number], index: number): Formula<EvalScope> {
  return ({ state, vars }) => seatHistoryOf(state, name, vars![index]!);
}

function enemiesAround(env: CompileEnv, state: GameState, territory: number | undefined): number {
  if (territory === undefined || territory < 0) return 0;
  const team = state.team[state.owner[territory]!];
  return neighbours(env.graph, state.switches, territory).reduce(
    (n, u) => n + (state.owner[u]! >= 0 && state.team[state.owner[u]!] !== team ? 1 : 0),
    0,
  );
}

/** The player that plays last in a round among those still in the game, 1-based (F6: in the turn order). */
function lastSeat(state: GameState): number {
  for (let k = state.turnOrder.length - 1; k >= 0; k--) if (state.alive[state.turnOrder[k]!]) return state.turnOrder[k]! + 1;
  return 0;
}

/** Units standing on a territory: of type `type` (-1: leaders, every leader type). */
function unitsOn(env: CompileEnv, state: GameState, territory: number, type: number): number {
  let n = 0;
  for (let u = 0; u < state.unitAt.length; u++) {
    if (state.unitAt[u] !== territory) continue;
    if (type >= 0 ? state.unitType[u] === type : env.variant.units!.types[state.unitType[u]!]!.leader) n++;
  }
  return n;
}

/** `territories owned`, with no other filter. */
function isOwnedTerritories(set: SetExpr): boolean {
  return (
    set.of === "territories" &&
    set.owned &&
    set.group === undefined &&
    set.with === undefined &&
    set.where === undefined &&
    !set.connected &&
    set.by === undefined &&
    !set.objective &&
    !set.team
  );
}

function scoreOf(env: CompileEnv, name: string): Compiled<number> {
  let fn = env.scores.get(name);
  if (!fn) {
    const decl = env.variant.end.scores.find((s) => s.name === name);
    if (!decl) throw new Error(`no score ${name}`);
    // Put a forwarder first so that a score can be referenced while it is being compiled.
    let compiled: Compiled<number> | undefined;
    fn = (scope) => compiled!(scope);
    env.scores.set(name, fn);
    compiled = compileNumber(decl.value, env);
  }
  return fn;
}

/** M1: whether the player's objective is met: its condition, or every territory of it held. */
function objectiveMet(env: CompileEnv, scope: EvalScope): boolean {
  if (scope.seat < 0) return false;
  const index = scope.state.objective[scope.seat] ?? -1;
  if (index < 0) return false;
  let met = env.objectives.get(index);
  if (!met) {
    const o = env.variant.objectives[index]!;
    met = o.when
      ? compileBool(o.when, env)
      : ({ state, seat }) => o.territories.every((t) => !isPresent(env.graph, state.switches, t) || state.owner[t] === seat);
    env.objectives.set(index, met);
  }
  return met(scope);
}

/** The seat a choice, a counter or a score is read for: the player in question, or a seat variable. */
const whoOf = (index: number | undefined) => (index === undefined ? (s: EvalScope) => s.seat : (s: EvalScope) => s.vars![index]!);

/** K2/M4: the player holds a group whole (on the board), a territory, or the territory a choice names. */
function holds(e: Extract<Expr, { op: "holds" }>, env: CompileEnv): Formula<EvalScope> {
  if (e.choice !== undefined) {
    const c = env.variant.choices!.findIndex((x) => x.name === e.choice);
    const chooser = whoOf(e.seat);
    return (scope) => {
      const chosenBy = chooser(scope);
      const t = chosenBy >= 0 ? scope.state.chosen[c]![chosenBy]! : -1;
      return t >= 0 && scope.seat >= 0 && scope.state.owner[t] === scope.seat;
    };
  }
  if (e.territory !== undefined) {
    const t = e.territory;
    return ({ state, seat }) => seat >= 0 && state.owner[t] === seat;
  }
  const group = env.variant.map.groups[e.group!]!.territories;
  return ({ state, seat }) => {
    if (seat < 0) return false;
    let any = false;
    for (const t of group) {
      if (!isPresent(env.graph, state.switches, t)) continue;
      if (state.owner[t] !== seat) return false;
      any = true;
    }
    return any;
  };
}

/** K1: a choice's value for the player in question (or a seat variable): a word, or a territory's index (-1: none). */
function choiceValue(e: Extract<Expr, { op: "choice" }>, env: CompileEnv): Formula<EvalScope> {
  const c = env.variant.choices!.findIndex((x) => x.name === e.name);
  const words = env.variant.choices![c]!.words;
  const chooser = whoOf(e.seat);
  if (!words)
    return (scope) => {
      const seat = chooser(scope);
      return seat >= 0 ? scope.state.chosen[c]![seat]! : -1;
    };
  return (scope) => {
    const seat = chooser(scope);
    const v = seat >= 0 ? scope.state.chosen[c]![seat]! : -1;
    return v >= 0 ? words[v]! : "";
  };
}

/** What stands on the board or is held: buildings and units at a territory, seat tokens, a counter, a faction played. */
function boardValue(e: Extract<Expr, { op: "building" | "units" | "tokens" | "counter" | "plays" }>, env: CompileEnv): Formula<EvalScope> {
  switch (e.op) {
    case "building":
    case "units": {
      // MV1: the units of the type among the pieces on the move (none where nothing moves).
      if (e.op === "units" && e.at === "moving") {
        const type = (env.variant.units?.types ?? []).findIndex((u) => u.name === e.name);
        return (scope) => scope.moving?.(type) ?? 0;
      }
      const count = countAt(env, e.name);
      const place = placeOf(e.at === "moving" ? undefined : e.at);
      return (scope) => count(scope.state, place(scope));
    }
    case "tokens": {
      const index = e.seat;
      return ({ state, seat, vars }) => (seat < 0 ? 0 : state.tokens[seat]!.filter((t) => t === vars![index]).length);
    }
    case "counter": {
      const c = (env.variant.counters ?? []).findIndex((x) => x.name === e.name);
      if (c < 0) throw new Error(`no counter ${e.name}`);
      const index = e.seat;
      if (!env.variant.counters![c]!.perPlayer) return ({ state }) => state.counters[c]![0]!;
      return ({ state, seat, vars }) => {
        const who = index !== undefined ? vars![index]! : seat;
        return who < 0 ? 0 : state.counters[c]![who]!;
      };
    }
    case "plays": {
      const f = e.faction;
      return ({ state, seat }) => seat >= 0 && (state.factionsOf[seat]?.includes(f) ?? false);
    }
  }
}

/** F3: how many of a building, or of the owner's units of a type, stand on a territory. */
function countAt(env: CompileEnv, name: string): (state: GameState, t: number) => number {
  const b = (env.variant.buildings ?? []).findIndex((x) => x.name === name);
  if (b >= 0) return (state, t) => (t < 0 ? 0 : state.buildings[b]![t]!);
  const type = (env.variant.units?.types ?? []).findIndex((x) => x.name === name);
  return (state, t) => (t < 0 ? 0 : unitsOn(env, state, t, type));
}

/** The members of a set in a game (territories or groups); income-parts.ts lists a sum's groups by it. */
export function setMembers(env: CompileEnv, e: SetExpr): (scope: EvalScope) => number[] {
  const members = staticMembers(env, e);
  // Y7: only what is on the board now counts (an open sliding zone counts in its sector).
  const present =
    env.graph.dynamic && e.of === "territories"
      ? (scope: EvalScope) => members(scope).filter((t) => isPresent(env.graph, scope.state.switches, t))
      : members;
  if (!e.connected) return present;
  const lineWhere = e.connected.where !== undefined ? compileBool(e.connected.where, env) : undefined;
  // TC3: `connected to chosen` starts from the territory the player to move picked this turn (none for another seat).
  const from: (scope: EvalScope) => number | undefined = e.connected.chosen
    ? ({ state, seat }) => (seat === state.current && state.picked >= 0 ? state.picked : undefined)
    : (scope) => scope.territory;
  if (!lineWhere) return (scope) => supplyLine(env, scope, present(scope), from(scope));
  return (scope) => territoriesWhere(supplyLine(env, scope, present(scope), from(scope)), scope, lineWhere);
}

/**
 * SL1: the territories of `members` joined to `start` (the territory in question; TC3: the one
 * picked) through territories of `members` (itself included), along the borders open to the
 * player now; none when `start` is not a member.
 */
function supplyLine(env: CompileEnv, scope: EvalScope, members: number[], start: number | undefined): number[] {
  if (start === undefined || start < 0 || !members.includes(start)) return [];
  const inSet = new Set(members);
  const switches = scope.seat >= 0 ? seatSwitches(env.graph, scope.state, scope.seat) : scope.state.switches;
  return [start, ...reachable(env.graph, switches, start, (t) => inSet.has(t))].sort((a, b) => a - b);
}

function staticMembers(env: CompileEnv, e: SetExpr): (scope: EvalScope) => number[] {
  const { map } = env.variant;
  if (e.of === "groups") {
    const all = map.groups.map((_, i) => i);
    if (!e.owned) return () => all;
    if (env.graph.dynamic) {
      return ({ state, seat }) =>
        all.filter((g) => {
          const present = map.groups[g]!.territories.filter((t) => isPresent(env.graph, state.switches, t));
          return present.length > 0 && present.every((t) => state.owner[t] === seat);
        });
    }
    return ({ state, seat }) => all.filter((g) => map.groups[g]!.territories.every((t) => state.owner[t] === seat));
  }
  const plain = staticTerritoryMembers(env, e);
  if (e.where === undefined && (e.with === undefined || !isPieceOrBuilding(env, e.with))) return plain;
  // M1/F3: filters that read the game: `where <condition>`, `with <building or unit type>`.
  const where = e.where !== undefined ? compileBool(e.where, env) : undefined;
  const held = e.with !== undefined && isPieceOrBuilding(env, e.with) ? countAt(env, e.with) : undefined;
  return (scope) => territoriesWhere(plain(scope), scope, (at, territory) => (!held || held(at.state, territory) > 0) && (!where || where(at)));
}

function staticTerritoryMembers(env: CompileEnv, e: SetExpr): (scope: EvalScope) => number[] {
  const base = baseTerritories(env, e);
  if (e.objective) {
    // The player's secret objective (R3), intersected with the rest of the filter.
    const inBase = new Set(base);
    const objectives = env.variant.objectives.map((o) => o.territories.filter((t) => inBase.has(t)));
    return ({ state, seat }) => {
      const list = seat >= 0 ? (objectives[state.objective[seat] ?? -1] ?? []) : [];
      return e.owned ? list.filter((t) => state.owner[t] === seat) : list;
    };
  }
  if (!e.owned) return () => base;
  if (e.team) return ({ state, seat }) => base.filter((t) => state.owner[t]! >= 0 && state.team[state.owner[t]!] === state.team[seat]);
  // M2: `owned by s`.
  const by = e.by;
  if (by !== undefined) return ({ state, vars }) => base.filter((t) => state.owner[t] === vars![by]);
  return ({ state, seat }) => base.filter((t) => state.owner[t] === seat);
}
