// IR formulas compiled once into closures. No eval of user text: identifiers come from the
// variant and are looked up in tables, so a name can never inject code.
import type { Expr, Variant } from "../../compiler/ir/index.js";
import { cardValues, isPresent, neighbours, sumOfCards, type MapGraph } from "../math/index.js";
import type { Compiled, EvalScope, GameState } from "../model/index.js";

type Value = number | boolean | string;

interface CompileEnv {
  variant: Variant;
  params: Map<string, Value | string>;
  graph: MapGraph;
  /** Named scores, compiled on first use (the compiler rejects cycles). */
  scores: Map<string, Compiled<number>>;
  /** M1: objectives' conditions, compiled on first use. */
  objectives: Map<number, Compiled<boolean>>;
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

/** Units standing on a territory: of type `type` (-1: leaders, every leader type). */
function unitsOn(env: CompileEnv, state: GameState, territory: number, type: number): number {
  let n = 0;
  for (let u = 0; u < state.unitAt.length; u++) {
    if (state.unitAt[u] !== territory) continue;
    if (type >= 0 ? state.unitType[u] === type : env.variant.units!.types[state.unitType[u]!]!.leader) n++;
  }
  return n;
}

/** The player that plays last in a round among those still in the game, 1-based (F6: in the turn order). */
function lastSeat(state: GameState): number {
  for (let k = state.turnOrder.length - 1; k >= 0; k--) if (state.alive[state.turnOrder[k]!]) return state.turnOrder[k]! + 1;
  return 0;
}

/** The territory in question, or (`at: source`) the one an attack or a move comes from. */
const placeOf = (at: "source" | undefined) => (at === "source" ? (s: EvalScope) => s.source ?? -1 : (s: EvalScope) => s.territory ?? -1);

/** The seat a choice, a counter or a score is read for: the player in question, or a seat variable. */
const whoOf = (index: number | undefined) => (index === undefined ? (s: EvalScope) => s.seat : (s: EvalScope) => s.vars![index]!);

function setMembers(env: CompileEnv, e: Extract<Expr, { op: "set" }>): (scope: EvalScope) => number[] {
  const { map } = env.variant;
  if (env.graph.dynamic) {
    // Y7: only what is on the board now counts (an open sliding zone counts in its sector).
    const members = staticMembers(env, e);
    if (e.of === "territories") return (scope) => members(scope).filter((t) => isPresent(env.graph, scope.state.switches, t));
    return members;
  }
  return staticMembers(env, e);
}

function staticMembers(env: CompileEnv, e: Extract<Expr, { op: "set" }>): (scope: EvalScope) => number[] {
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
  return (scope) => plain(scope).filter((territory) => (!held || held(scope.state, territory) > 0) && (!where || where({ ...scope, territory })));
}

function isPieceOrBuilding(env: CompileEnv, name: string): boolean {
  return (env.variant.buildings ?? []).some((b) => b.name === name) || (env.variant.units?.types ?? []).some((u) => u.name === name);
}

/** F3: how many of a building, or of the owner's units of a type, stand on a territory. */
function countAt(env: CompileEnv, name: string): (state: GameState, t: number) => number {
  const b = (env.variant.buildings ?? []).findIndex((x) => x.name === name);
  if (b >= 0) return (state, t) => (t < 0 ? 0 : state.buildings[b]![t]!);
  const type = (env.variant.units?.types ?? []).findIndex((x) => x.name === name);
  return (state, t) => (t < 0 ? 0 : unitsOn(env, state, t, type));
}

function staticTerritoryMembers(env: CompileEnv, e: Extract<Expr, { op: "set" }>): (scope: EvalScope) => number[] {
  const { map } = env.variant;
  const inGroup = e.group !== undefined ? map.groups[e.group]!.territories : map.territories.map((_, i) => i);
  // Y6: `with factory` keeps the territories whose attribute is true.
  const base = e.with === undefined || isPieceOrBuilding(env, e.with) ? inGroup : inGroup.filter((t) => map.territories[t]!.attrs[e.with!] === true);
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

function compileValue(e: Expr, env: CompileEnv): Compiled<Value> {
  switch (e.op) {
    case "int":
    case "bool": {
      const v = e.value;
      return () => v;
    }
    case "param": {
      const v = env.params.get(e.name);
      if (typeof v !== "number" && typeof v !== "boolean") throw new Error(`parameter ${e.name} has no numeric value`);
      return () => v;
    }
    case "quantity":
      switch (e.name) {
        case "players":
          return ({ state }) => state.players;
        case "alive":
          // T1: neutral seats are not players.
          return ({ state }) => {
            let n = 0;
            for (let seat = 0; seat < state.players; seat++) if (state.alive[seat]) n++;
            return n;
          };
        case "round":
          return ({ state }) => state.round;
        case "turn":
          return ({ state, seat }) => (seat >= 0 ? state.turnsTaken[seat]! : 0);
        case "hand":
          return ({ state, seat }) => (seat >= 0 ? state.hands[seat]!.length : 0);
        case "conquered":
          return ({ state }) => state.conquered;
        case "dice":
          return ({ dice }) => dice;
        case "seat":
          return ({ seat }) => seat + 1;
        case "lastSeat":
          return ({ state }) => lastSeat(state);
        case "toMove":
          return ({ state }) => state.current + 1;
        case "enemies":
          return ({ state, territory }) => {
            if (territory === undefined || territory < 0) return 0;
            const owner = state.owner[territory];
            const team = state.team[owner!];
            return neighbours(env.graph, state.switches, territory).reduce(
              (n, u) => n + (state.owner[u]! >= 0 && state.team[state.owner[u]!] !== team ? 1 : 0),
              0,
            );
          };
        case "size":
          return ({ group }) => (group === undefined ? 0 : (env.variant.map.groups[group]?.territories.length ?? 0));
        case "roll":
          return ({ roll }) => roll ?? 0;
        case "attackerDice":
          return ({ attackerDice }) => attackerDice ?? 0;
        case "defenderDice":
          return ({ defenderDice }) => defenderDice ?? 0;
        case "armies":
          return ({ state, territory }) => (territory === undefined || territory < 0 ? 0 : state.armies[territory]!);
        case "leaders":
          return ({ state, territory }) => (territory === undefined || territory < 0 || !env.variant.units ? 0 : unitsOn(env, state, territory, -1));
        case "reserve":
          return ({ state, seat }) => (seat < 0 ? 0 : state.reserve[seat]!);
        case "setValue":
          return ({ setValue }) => setValue ?? 0;
        case "handValue": {
          const values = cardValues(env.variant);
          return ({ state, seat }) => (seat < 0 ? 0 : sumOfCards(values, state.hands[seat]!));
        }
      }
      break;
    case "neg": {
      const a = compileNumber(e.arg, env);
      return (s) => -a(s);
    }
    case "not": {
      const a = compileBool(e.arg, env);
      return (s) => !a(s);
    }
    case "and": {
      const l = compileBool(e.left, env);
      const r = compileBool(e.right, env);
      return (s) => l(s) && r(s);
    }
    case "or": {
      const l = compileBool(e.left, env);
      const r = compileBool(e.right, env);
      return (s) => l(s) || r(s);
    }
    case "==":
    case "!=": {
      const l = compileValue(e.left, env);
      const r = compileValue(e.right, env);
      return e.op === "==" ? (s) => l(s) === r(s) : (s) => l(s) !== r(s);
    }
    case "+":
    case "-":
    case "*":
    case "/":
    case "%":
    case "<":
    case "<=":
    case ">":
    case ">=": {
      const l = compileNumber(e.left, env);
      const r = compileNumber(e.right, env);
      switch (e.op) {
        case "+":
          return (s) => l(s) + r(s);
        case "-":
          return (s) => l(s) - r(s);
        case "*":
          return (s) => l(s) * r(s);
        // Division by zero at run time yields 0 rather than Infinity armies.
        case "/":
          return (s) => {
            const d = r(s);
            return d === 0 ? 0 : l(s) / d;
          };
        case "%":
          return (s) => {
            const d = r(s);
            return d === 0 ? 0 : l(s) % d;
          };
        case "<":
          return (s) => l(s) < r(s);
        case "<=":
          return (s) => l(s) <= r(s);
        case ">":
          return (s) => l(s) > r(s);
        case ">=":
          return (s) => l(s) >= r(s);
      }
      break;
    }
    case "if": {
      const c = compileBool(e.cond, env);
      const t = compileValue(e.then, env);
      const f = compileValue(e.else, env);
      return (s) => (c(s) ? t(s) : f(s));
    }
    case "floor":
    case "ceil":
    case "abs":
    case "min":
    case "max": {
      const args = e.args.map((a) => compileNumber(a, env));
      const first = args[0]!;
      switch (e.op) {
        case "floor":
          return (s) => Math.floor(first(s));
        case "ceil":
          return (s) => Math.ceil(first(s));
        case "abs":
          return (s) => Math.abs(first(s));
        case "min":
          return (s) => args.reduce((m, a) => Math.min(m, a(s)), Infinity);
        case "max":
          return (s) => args.reduce((m, a) => Math.max(m, a(s)), -Infinity);
      }
      break;
    }
    case "table": {
      const key = compileNumber(e.key, env);
      const entries = new Map(e.entries.map(([k, v]) => [k, compileValue(v, env)]));
      const fallback = e.fallback ? compileValue(e.fallback, env) : () => 0;
      return (s) => (entries.get(key(s)) ?? fallback)(s);
    }
    case "count": {
      const set = e.set;
      if (
        set.op === "set" &&
        set.of === "territories" &&
        set.owned &&
        set.group === undefined &&
        set.with === undefined &&
        set.where === undefined &&
        set.by === undefined &&
        !set.objective &&
        !set.team
      ) {
        // Absent territories are never owned, so the count of owned ones is exact with switches too.
        // The hot path of most formulas: kept up to date by the engine instead of counted.
        return ({ state, seat }) => (seat >= 0 ? state.ownedCount[seat]! : 0);
      }
      if (set.op !== "set") throw new Error("count of a non-set");
      const members = setMembers(env, set);
      return (s) => members(s).length;
    }
    case "sum": {
      const set = e.set;
      if (set.op !== "set") throw new Error("sum over a non-set");
      const members = setMembers(env, set);
      if (set.of === "groups") {
        const bonuses = env.variant.map.groups.map((g) => compileNumber(g.bonus, env));
        if (e.attribute !== "bonus") throw new Error(`groups have no attribute ${e.attribute}`);
        return (s) => members(s).reduce((total, g) => total + bonuses[g]!(s), 0);
      }
      const values = env.variant.map.territories.map((t) => Number(t.attrs[e.attribute] ?? 0));
      return (s) => members(s).reduce((total, t) => total + values[t]!, 0);
    }
    case "score": {
      const name = e.name;
      const index = e.seat;
      if (index === undefined) return (scope) => scoreOf(env, name)(scope);
      return (scope) => scoreOf(env, name)({ ...scope, seat: scope.vars![index]! });
    }
    case "over": {
      // T1: over the players only (neutral seats are not players).
      const each = (scope: EvalScope, visit: (s: EvalScope) => void) => {
        for (let seat = 0; seat < scope.state.players; seat++) visit({ ...scope, vars: [...(scope.vars ?? []), seat] });
      };
      return foldOver(e.fn, e.body, env, each, false);
    }
    case "overTerritories": {
      if (e.set.op !== "set") throw new Error("over a non-set");
      const members = setMembers(env, e.set);
      const each = (scope: EvalScope, visit: (s: EvalScope) => void) => {
        for (const territory of members(scope)) visit({ ...scope, territory });
      };
      return foldOver(e.fn, e.body, env, each, true);
    }
    case "seatVar": {
      const index = e.var;
      return ({ vars }) => vars![index]! + 1;
    }
    case "holds": {
      const who = (scope: EvalScope) => scope.seat;
      if (e.choice !== undefined) {
        const c = env.variant.choices!.findIndex((x) => x.name === e.choice);
        const chooser = whoOf(e.seat);
        return (scope) => {
          const seat = chooser(scope);
          const t = seat >= 0 ? scope.state.chosen[c]![seat]! : -1;
          return t >= 0 && scope.state.owner[t] === who(scope) && who(scope) >= 0;
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
    case "objectiveMet":
      return (scope) => objectiveMet(env, scope);
    case "choice": {
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
    case "word": {
      const v = e.value;
      return () => v;
    }
    case "attr": {
      const values = env.variant.map.territories.map((t) => t.attrs[e.name] ?? 0);
      const place = placeOf(e.at);
      return (scope) => {
        const t = place(scope);
        return t >= 0 && t < values.length ? values[t]! : 0;
      };
    }
    case "building":
    case "units": {
      const count = countAt(env, e.name);
      const place = placeOf(e.at);
      return (scope) => count(scope.state, place(scope));
    }
    case "tokens": {
      const index = e.seat;
      return ({ state, seat, vars }) => (seat < 0 ? 0 : state.tokens[seat]!.filter((t) => t === vars![index]).length);
    }
    case "counter": {
      const c = (env.variant.counters ?? []).findIndex((x) => x.name === e.name);
      if (c < 0) throw new Error(`no counter ${e.name}`);
      const perPlayer = env.variant.counters![c]!.perPlayer;
      const index = e.seat;
      if (!perPlayer) return ({ state }) => state.counters[c]![0]!;
      return ({ state, seat, vars }) => {
        const who = index !== undefined ? vars![index]! : seat;
        return who < 0 ? 0 : state.counters[c]![who]!;
      };
    }
    case "plays": {
      const f = e.faction;
      return ({ state, seat }) => seat >= 0 && (state.factionsOf[seat]?.includes(f) ?? false);
    }
    case "set":
      throw new Error("a set is not a value");
  }
  throw new Error(`unknown expression ${(e as { op: string }).op}`);
}

/** `max|min|sum over ...` (numbers), `all|any over ...` (conditions), `count over ...` (how many meet it). */
function foldOver(
  fn: "max" | "min" | "sum" | "all" | "any" | "count",
  bodyExpr: Expr,
  env: CompileEnv,
  each: (scope: EvalScope, visit: (s: EvalScope) => void) => void,
  finite: boolean,
): Compiled<Value> {
  if (fn === "all" || fn === "any" || fn === "count") {
    const body = compileBool(bodyExpr, env);
    if (fn === "count")
      return (scope) => {
        let n = 0;
        each(scope, (s) => {
          if (body(s)) n++;
        });
        return n;
      };
    const want = fn === "all";
    return (scope) => {
      let result = want;
      each(scope, (s) => {
        if (result === want && body(s) !== want) result = !want;
      });
      return result;
    };
  }
  const body = compileNumber(bodyExpr, env);
  const fold = fn === "sum" ? (a: number, b: number) => a + b : fn === "max" ? Math.max : Math.min;
  const start = fn === "sum" ? 0 : fn === "max" ? -Infinity : Infinity;
  return (scope) => {
    let acc = start;
    each(scope, (s) => {
      acc = fold(acc, body(s));
    });
    return finite && !Number.isFinite(acc) ? 0 : acc;
  };
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

const staticMemo = new WeakMap<Expr, boolean>();

/** Whether a formula reads nothing of the game: numbers, parameters and operators over them (memoised: asked at every node). */
function isStatic(e: Expr): boolean {
  let known = staticMemo.get(e);
  if (known === undefined) staticMemo.set(e, (known = readsNothing(e)));
  return known;
}

function readsNothing(e: Expr): boolean {
  switch (e.op) {
    case "int":
    case "bool":
    case "param":
    case "word":
      return true;
    case "neg":
    case "not":
      return isStatic(e.arg);
    case "and":
    case "or":
    case "==":
    case "!=":
    case "+":
    case "-":
    case "*":
    case "/":
    case "%":
    case "<":
    case "<=":
    case ">":
    case ">=":
      return isStatic(e.left) && isStatic(e.right);
    case "if":
      return isStatic(e.cond) && isStatic(e.then) && isStatic(e.else);
    case "floor":
    case "ceil":
    case "abs":
    case "min":
    case "max":
      return e.args.every(isStatic);
    case "table":
      return isStatic(e.key) && e.entries.every(([, v]) => isStatic(v)) && (!e.fallback || isStatic(e.fallback));
    default:
      return false;
  }
}

/** A formula as a closure; one that reads nothing of the game is computed here, once, and says so (`constant`). */
function compileFormula(e: Expr, env: CompileEnv): Compiled<Value> {
  const fn = compileValue(e, env);
  if (!isStatic(e)) return fn;
  const v = fn({ state: undefined as never, seat: -1, dice: 0 });
  return Object.assign(() => v, { constant: v });
}

export function compileNumber(e: Expr, env: CompileEnv): Compiled<number> {
  return compileFormula(e, env) as Compiled<number>;
}

export function compileBool(e: Expr, env: CompileEnv): Compiled<boolean> {
  return compileFormula(e, env) as Compiled<boolean>;
}

export function makeCompileEnv(variant: Variant, graph: MapGraph): CompileEnv {
  return { variant, params: new Map(variant.params.map((p) => [p.name, p.value])), graph, scores: new Map(), objectives: new Map() };
}
