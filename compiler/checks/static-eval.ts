// Evaluate a formula that depends only on constants, parameters and the player count: used by
// checks that must know a value before any game runs (tables, phases that can never run).
// Returns undefined when the value depends on the state of a game.
import type * as A from "../ast.js";
import type { Symbols } from "../symbols.js";

export type StaticValue = number | boolean | undefined;

/** `seat` (1-based), when given, is the seat in question (E1: which seats play a faction). */
export function evaluateStatic(e: A.Expr, symbols: Symbols, players: number, seat?: number): StaticValue {
  const ev = (x: A.Expr) => evaluateStatic(x, symbols, players, seat);
  switch (e.kind) {
    case "Int":
    case "Bool":
      return e.value;
    case "Ref": {
      const param = symbols.params.get(e.name);
      if (param) return typeof param.value === "string" ? undefined : param.value;
      if (e.name === "seat") return seat;
      return e.name === "players" ? players : undefined;
    }
    case "Unary": {
      const v = ev(e.operand);
      if (v === undefined) return undefined;
      return e.op === "not" ? !v : -Number(v);
    }
    case "Binary": {
      const l = ev(e.left);
      // `and`/`or` short-circuit: `false and <anything>` is known.
      if (e.op === "and" && l === false) return false;
      if (e.op === "or" && l === true) return true;
      const r = ev(e.right);
      if (e.op === "and" && r === false) return false;
      if (e.op === "or" && r === true) return true;
      if (l === undefined || r === undefined) return undefined;
      const a = Number(l);
      const b = Number(r);
      switch (e.op) {
        case "+":
          return a + b;
        case "-":
          return a - b;
        case "*":
          return a * b;
        case "/":
          return b === 0 ? undefined : a / b;
        case "%":
          return b === 0 ? undefined : a % b;
        case "==":
          return l === r;
        case "!=":
          return l !== r;
        case "<":
          return a < b;
        case "<=":
          return a <= b;
        case ">":
          return a > b;
        case ">=":
          return a >= b;
        case "and":
          return Boolean(l) && Boolean(r);
        case "or":
          return Boolean(l) || Boolean(r);
      }
      return undefined;
    }
    case "If": {
      const c = ev(e.condition);
      return c === undefined ? undefined : ev(c ? e.then : e.else);
    }
    case "Call": {
      const args = e.args.map(ev);
      if (args.some((a) => a === undefined)) return undefined;
      const n = args.map(Number);
      switch (e.fn) {
        case "floor":
          return Math.floor(n[0]!);
        case "ceil":
          return Math.ceil(n[0]!);
        case "abs":
          return Math.abs(n[0]!);
        case "min":
          return Math.min(...n);
        case "max":
          return Math.max(...n);
        case "count":
          return undefined;
      }
      return undefined;
    }
    case "Table": {
      const key = ev(e.key);
      if (key === undefined) return undefined;
      const entry = e.entries.find((x) => x.key === key);
      if (entry) return ev(entry.value);
      return e.fallback ? ev(e.fallback) : undefined;
    }
    case "Sum":
    case "Set":
    case "OverSeats":
    case "OverTerritories":
    case "Tokens":
    case "Plays":
    case "Holds":
    case "Achieved":
      return undefined;
  }
}
