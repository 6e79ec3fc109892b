// Evaluate a formula that depends only on constants, parameters and the player count: used by
// checks that must know a value before any game runs (tables, phases that can never run).
// Returns undefined when the value depends on the state of a game.
import type * as A from "../ast.js";
import type { Symbols } from "../symbols.js";

export type StaticValue = number | boolean | undefined;

type Known = number | boolean;

/** Each operator on two known values (`l`, `r`) and the same as numbers (`a`, `b`). */
const operators: Record<A.BinaryOp, (a: number, b: number, l: Known, r: Known) => StaticValue> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
  "/": (a, b) => (b === 0 ? undefined : a / b),
  "%": (a, b) => (b === 0 ? undefined : a % b),
  "==": (_, __, l, r) => l === r,
  "!=": (_, __, l, r) => l !== r,
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  and: (_, __, l, r) => Boolean(l) && Boolean(r),
  or: (_, __, l, r) => Boolean(l) || Boolean(r),
};

/** Each function on known numbers; `count` reads the board, which is known only in a game. */
const functions: Record<A.CallFunction, (n: number[]) => StaticValue> = {
  floor: (n) => Math.floor(n[0]!),
  ceil: (n) => Math.ceil(n[0]!),
  abs: (n) => Math.abs(n[0]!),
  min: (n) => Math.min(...n),
  max: (n) => Math.max(...n),
  count: () => undefined,
};

type Evaluate = (x: A.Expr) => StaticValue;

function evaluateBinary(e: Extract<A.Expr, { kind: "Binary" }>, ev: Evaluate): StaticValue {
  const l = ev(e.left);
  // `and`/`or` short-circuit: `false and <anything>` is known.
  if (e.op === "and" && l === false) return false;
  if (e.op === "or" && l === true) return true;
  const r = ev(e.right);
  if (e.op === "and" && r === false) return false;
  if (e.op === "or" && r === true) return true;
  if (l === undefined || r === undefined) return undefined;
  return operators[e.op](Number(l), Number(r), l, r);
}

function evaluateTable(e: A.Table, ev: Evaluate): StaticValue {
  const key = ev(e.key);
  if (key === undefined) return undefined;
  const entry = e.entries.find((x) => x.key === key);
  if (entry) return ev(entry.value);
  return e.fallback ? ev(e.fallback) : undefined;
}

function evaluateRef(e: Extract<A.Expr, { kind: "Ref" }>, symbols: Symbols, players: number, seat: number | undefined): StaticValue {
  const param = symbols.params.get(e.name);
  if (param) return typeof param.value === "string" ? undefined : param.value;
  if (e.name === "seat") return seat;
  return e.name === "players" ? players : undefined;
}

/** `seat` (1-based), when given, is the seat in question (E1: which seats play a faction). */
export function evaluateStatic(e: A.Expr, symbols: Symbols, players: number, seat?: number): StaticValue {
  const ev = (x: A.Expr) => evaluateStatic(x, symbols, players, seat);
  switch (e.kind) {
    case "Int":
    case "Bool":
      return e.value;
    case "Ref":
      return evaluateRef(e, symbols, players, seat);
    case "Unary": {
      const v = ev(e.operand);
      if (v === undefined) return undefined;
      return e.op === "not" ? !v : -Number(v);
    }
    case "Binary":
      return evaluateBinary(e, ev);
    case "If": {
      const c = ev(e.condition);
      return c === undefined ? undefined : ev(c ? e.then : e.else);
    }
    case "Call": {
      const args = e.args.map(ev);
      return args.some((a) => a === undefined) ? undefined : functions[e.fn](args.map(Number));
    }
    case "Table":
      return evaluateTable(e, ev);
    case "Sum":
    case "Set":
    case "OverSeats":
    case "OverTerritories":
    case "Tokens":
    case "Plays":
    case "Holds":
    case "Achieved":
    case "Ordered":
    case "Across":
      return undefined;
  }
}
