// Formulas of numbers, parameters and operators, compiled alike for every scope a formula is read
// in (variant/formulas.ts says which): what else a formula reads, its scope's `Reads` compiles.
// A formula of numbers, parameters and operators alone reads nothing: it is computed here, once.
import type { Expr, Variant } from "../../compiler/ir/index.js";
import type { MapGraph } from "../math/index.js";
import type { Compiled } from "../model/index.js";

export type Value = number | boolean | string;

export type Formula<S> = Compiled<Value, S>;

/** How formulas of one kind of scope read what is not a number, a parameter or an operator. */
export type Reads<S> = (e: Expr, env: CompileEnv) => Formula<S>;

export interface CompileEnv {
  variant: Variant;
  params: Map<string, Value | string>;
  graph: MapGraph;
  /** Named scores, compiled on first use (the compiler rejects cycles). */
  scores: Map<string, Compiled<number>>;
  /** M1: objectives' conditions, compiled on first use. */
  objectives: Map<number, Compiled<boolean>>;
}

export function makeCompileEnv(variant: Variant, graph: MapGraph): CompileEnv {
  return { variant, params: new Map(variant.params.map((p) => [p.name, p.value])), graph, scores: new Map(), objectives: new Map() };
}

/** A formula for scopes S; one that reads nothing (numbers, parameters and operators over them) is computed once and says so (`constant`). */
export function compileFor<S>(e: Expr, env: CompileEnv, reads: Reads<S>): Formula<S> {
  if (isStatic(e)) {
    const v = (operator(e, env, readsNothing) ?? readsNothing(e, env))(undefined);
    return Object.assign(() => v, { constant: v });
  }
  return operator(e, env, reads) ?? reads(e, env);
}

/** What a formula that reads nothing reads: nothing (isStatic said so). */
const readsNothing: Reads<unknown> = (e) => {
  throw new Error(`${e.op} reads the game in a formula that reads nothing`);
};

/** A number, a parameter or an operator over sub-formulas; undefined for anything else (what the scope reads). */
function operator<S>(e: Expr, env: CompileEnv, reads: Reads<S>): Formula<S> | undefined {
  const sub = (x: Expr) => compileFor(x, env, reads);
  switch (e.op) {
    case "int":
    case "bool":
    case "word": {
      const v = e.value;
      return () => v;
    }
    case "param": {
      const v = env.params.get(e.name);
      if (typeof v !== "number" && typeof v !== "boolean") throw new Error(`parameter ${e.name} has no numeric value`);
      return () => v;
    }
    case "neg": {
      const a = sub(e.arg) as Compiled<number, S>;
      return (s) => -a(s);
    }
    case "not": {
      const a = sub(e.arg);
      return (s) => !a(s);
    }
    case "and":
    case "or": {
      const [l, r] = [sub(e.left), sub(e.right)];
      return e.op === "and" ? (s) => (l(s) as boolean) && (r(s) as boolean) : (s) => (l(s) as boolean) || (r(s) as boolean);
    }
    case "==":
    case "!=": {
      const [l, r] = [sub(e.left), sub(e.right)];
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
    case ">=":
      return binary(e.op, sub(e.left) as Compiled<number, S>, sub(e.right) as Compiled<number, S>);
    case "if": {
      const [c, t, f] = [sub(e.cond), sub(e.then), sub(e.else)];
      return (s) => (c(s) ? t(s) : f(s));
    }
    case "floor":
    case "ceil":
    case "abs":
    case "min":
    case "max":
      return mathFunction(e.op, e.args.map(sub) as Compiled<number, S>[]);
    case "table": {
      const key = sub(e.key) as Compiled<number, S>;
      const entries = new Map(e.entries.map(([k, v]) => [k, sub(v)]));
      const fallback = e.fallback ? sub(e.fallback) : () => 0;
      return (s) => (entries.get(key(s)) ?? fallback)(s);
    }
    default:
      return undefined;
  }
}

type BinaryOp = "+" | "-" | "*" | "/" | "%" | "<" | "<=" | ">" | ">=";

function binary<S>(op: BinaryOp, l: Compiled<number, S>, r: Compiled<number, S>): Formula<S> {
  switch (op) {
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
}

function mathFunction<S>(op: "floor" | "ceil" | "abs" | "min" | "max", args: Compiled<number, S>[]): Formula<S> {
  const first = args[0]!;
  switch (op) {
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
}

const staticMemo = new WeakMap<Expr, boolean>();

/** Whether a formula reads nothing of the game: numbers, parameters and operators over them (memoised: asked at every node). */
function isStatic(e: Expr): boolean {
  let known = staticMemo.get(e);
  if (known === undefined) staticMemo.set(e, (known = staticNode(e)));
  return known;
}

function staticNode(e: Expr): boolean {
  const parts = operands(e);
  return parts !== undefined && parts.every(isStatic);
}

/** The sub-formulas of a number, a parameter or an operator (none for a number or a parameter); undefined for what reads a scope. */
function operands(e: Expr): readonly Expr[] | undefined {
  switch (e.op) {
    case "int":
    case "bool":
    case "param":
    case "word":
      return [];
    case "neg":
    case "not":
      return [e.arg];
    case "if":
      return [e.cond, e.then, e.else];
    case "floor":
    case "ceil":
    case "abs":
    case "min":
    case "max":
      return e.args;
    case "table":
      return [e.key, ...e.entries.map(([, v]) => v), ...(e.fallback ? [e.fallback] : [])];
    default:
      // The arithmetic, comparisons and connectives: the only formulas with two sides.
      return "left" in e ? [e.left, e.right] : undefined;
  }
}
