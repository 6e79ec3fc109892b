// A compiled formula written back in the language's words ("max(3, floor(count(territories owned) /
// 3))"), for labels at the table: the IR keeps no source text, so the reinforcements' terms are
// named by their formula as the language writes it, territories and groups by the variant's names.
import { namesOf, type Game, type IncomePart } from "../engine/index.js";

type Expr = IncomePart["term"];

/** How tightly an operator binds (higher: tighter); a sub-formula of a looser one gets brackets. */
const binding: Record<string, number> = {
  or: 1,
  and: 2,
  "==": 3,
  "!=": 3,
  "<": 3,
  "<=": 3,
  ">": 3,
  ">=": 3,
  "+": 4,
  "-": 4,
  "*": 5,
  "/": 5,
  "%": 5,
};

/** Seat variables by nesting depth, as a designer would name them. */
const seatVariable = (depth: number) => ["s", "t", "u", "v"][depth] ?? `s${depth}`;

function bindingOf(e: Expr): number {
  if (e.op in binding && "left" in e) return binding[e.op]!;
  if (e.op === "if" || e.op === "over" || e.op === "overTerritories") return 0;
  return 9;
}

/**
 * The formula `e` in the language's words. `atEnd`: nothing follows it, so an `over` (which
 * reaches to the end of the formula) needs no brackets.
 */
export function formulaText(game: Game, e: Expr, atEnd = true): string {
  const names = namesOf(game);
  const text = (x: Expr): string => formulaText(game, x);
  // The grammar takes an `if` only where a whole formula stands (after `else`, in brackets); an
  // `over` is a term, so at the end it needs no brackets anywhere.
  const within = (x: Expr, least: number, last = false, ifStands = false) => {
    const open = last && bindingOf(x) === 0 && (x.op !== "if" || ifStands);
    return bindingOf(x) < least && !open ? `(${formulaText(game, x, last)})` : formulaText(game, x, last);
  };
  const seatOf = (seat: number | undefined) => (seat === undefined ? "" : ` of ${seatVariable(seat)}`);
  switch (e.op) {
    case "int":
      return String(e.value);
    case "bool":
      return String(e.value);
    case "param":
    case "quantity":
      return e.name;
    case "neg":
      return `-${within(e.arg, 9)}`;
    case "not":
      return `not ${within(e.arg, 9)}`;
    case "if":
      return `if ${within(e.cond, 1)} then ${within(e.then, 1)} else ${within(e.else, 1, atEnd, true)}`;
    case "floor":
    case "ceil":
    case "abs":
    case "min":
    case "max":
      return `${e.op}(${e.args.map(text).join(", ")})`;
    case "table":
      return `by ${text(e.key)} { ${[...e.entries.map(([k, v]) => `${k}: ${text(v)}`), ...(e.fallback ? [`else: ${text(e.fallback)}`] : [])].join(", ")} }`;
    case "count":
      return `count(${text(e.set)})`;
    case "sum":
      return `sum(${e.attribute} of ${text(e.set)})`;
    case "score":
      return `${e.name}${seatOf(e.seat)}`;
    case "over":
      return `${e.fn} over seats ${seatVariable(e.var)}: ${text(e.body)}`;
    case "overTerritories":
      return `${e.fn} over ${text(e.set)}: ${text(e.body)}`;
    case "seatVar":
      return seatVariable(e.var);
    case "holds": {
      const what =
        e.choice ??
        (e.territory !== undefined
          ? names.territories.nameOf(e.territory)
          : e.group !== undefined
            ? game.variant.map.groups[e.group]?.name
            : undefined);
      return `holds ${quoted(what ?? "?")}${seatOf(e.seat)}`;
    }
    case "objectiveMet":
      return "objective achieved";
    case "ordered":
      return `ordered "${e.order}"`;
    case "across":
      return `across ${e.kind}`;
    case "choice":
      return `${e.name}${seatOf(e.seat)}`;
    case "word":
      return e.value;
    case "attr":
    case "building":
    case "units":
      return `${e.name}${e.at ? " of source" : ""}`;
    case "counter":
      return `${e.name}${seatOf(e.seat)}`;
    case "plays":
      return `plays ${quoted(names.factions.nameOf(e.faction) ?? "?")}`;
    case "tokens":
      return `tokens of ${seatVariable(e.seat)}`;
    case "set": {
      const parts: string[] = [e.of];
      if (e.group !== undefined) parts.push(`of ${quoted(game.variant.map.groups[e.group]?.name ?? "?")}`);
      if (e.objective) parts.push("of objective");
      if (e.owned) parts.push(e.team ? "owned by team" : e.by !== undefined ? `owned by ${seatVariable(e.by)}` : "owned");
      if (e.with !== undefined) parts.push(`with ${e.with}`);
      if (e.where !== undefined) parts.push(`where ${text(e.where)}`);
      if (e.connected) parts.push(e.connected.where ? `connected where ${text(e.connected.where)}` : "connected");
      return parts.join(" ");
    }
    default: {
      const left = within(e.left, binding[e.op]!);
      // The right side of a left-binding operator needs brackets at equal binding too (a - (b - c)).
      const right = within(e.right, binding[e.op]! + 1, atEnd);
      return `${left} ${e.op} ${right}`;
    }
  }
}

/** A name with a space in it, in quotes as the language writes it. */
function quoted(name: string): string {
  return /^[A-Za-z_][\w]*$/.test(name) ? name : `"${name}"`;
}
