// A board written as a variant that plays it under another variant's rules:
// `variant "X" extends "classic" { map "X" instead { ... } }`. The text is valid; the formatter
// (`riskc fmt`) gives it its canonical layout.
import { writtenName } from "../grammar/index.js";
import { boardCounts, type Board } from "./board.js";

/** A territory attribute of the rules' map, which the new map must declare and give a value. */
export interface RulesAttribute {
  name: string;
  /** `int`, `bool`, or the words of a choice. */
  type: "int" | "bool" | readonly string[];
  /** Its default, when the rules give one. */
  fallback?: number | boolean | string;
}

export interface RiskTextOptions {
  /** The variant whose rules the map is played by (`extends`). */
  rules: string;
  /** The new variant's name; the board's title (its map's title) when it has one. */
  name: string;
  /** The rules' territory attributes (the card symbols of classic's deck...). */
  attributes?: readonly RulesAttribute[];
  /** The rules' player counts: a map with fewer territories than the most players caps them. */
  players?: { min: number; max: number };
  /** Where the board comes from, for the first comment: `world.map (a Domination map)`. */
  source?: string;
}

const literal = (value: number | boolean | string) => (typeof value === "string" ? writtenName(value) : String(value));

export function riskText(board: Board, options: RiskTextOptions): string {
  const { territories, groups } = board;
  const attributes = options.attributes ?? [];
  const title = board.title ?? options.name;
  const out: string[] = [];
  const counts = boardCounts(board);
  out.push(`// ${options.source ? `Imported by riskc from ${options.source}` : "Written by riskc"}: ${counts}.`);
  if (board.author !== undefined) out.push(`// Map by ${board.author}.`);
  out.push(`variant ${writtenString(options.name)} extends ${writtenString(options.rules)} {`);
  const players = options.players;
  if (players && players.max > territories.length) {
    const max = Math.max(2, territories.length);
    out.push(`  players ${Math.min(players.min, max)}..${max} // each player needs a territory: the map has ${territories.length}`, "");
  }
  out.push(`  map ${writtenString(title)} instead {`);

  // Each attribute without a default gets a value on every territory: choices in turn (a deck of
  // equal parts, like classic's 14 of each symbol), numbers 0, true-or-false false.
  const dealt = attributes.filter((a) => a.fallback === undefined);
  for (const a of attributes) {
    const type = typeof a.type === "string" ? a.type : a.type.map(writtenName).join(" | ");
    if (a.fallback !== undefined) out.push(`    attribute ${a.name}: ${type} = ${literal(a.fallback)}`);
    else if (typeof a.type === "string") {
      out.push(`    // assumed: the map file gives no \`${a.name}\`; every territory has ${a.type === "int" ? 0 : false}.`);
      out.push(`    attribute ${a.name}: ${type} = ${a.type === "int" ? 0 : false}`);
    } else {
      out.push(`    // assumed: the map file gives no \`${a.name}\`; the territories get ${a.type.join(", ")} in turn.`);
      out.push(`    attribute ${a.name}: ${type}`);
    }
  }
  const turns = dealt.filter((a) => typeof a.type !== "string");
  out.push("    territories {");
  territories.forEach((t, i) => {
    const attrs = [
      ...turns.map((a) => `${a.name} ${writtenName(a.type[i % a.type.length] as string)}`),
      ...(t.at ? [`at ${t.at[0]} ${t.at[1]}`] : []),
    ];
    out.push(`      ${writtenName(t.name)}${attrs.length ? ` [${attrs.join(", ")}]` : ""}`);
  });
  out.push("    }", "");
  groups.forEach((g, group) => {
    const members = territories.flatMap((t) => (t.group === group ? [writtenName(t.name)] : []));
    const colour = g.colour !== undefined ? ` [colour ${g.colour.startsWith("#") ? `"${g.colour}"` : g.colour}]` : "";
    out.push(`    continent ${writtenName(g.name)}${colour} bonus ${g.bonus} { ${members.join(", ")} }`);
  });

  const name = (i: number) => writtenName(territories[i]!.name);
  const lines: string[] = [];
  const listed = (pairs: readonly [number, number][], arrow: string) => {
    const byFrom = new Map<number, number[]>();
    for (const [a, b] of pairs) byFrom.set(a, [...(byFrom.get(a) ?? []), b]);
    for (const [from, to] of [...byFrom].sort((x, y) => x[0] - y[0])) lines.push(`      ${name(from)} ${arrow} ${to.map(name).join(", ")}`);
  };
  listed(
    board.borders.map(([a, b]) => (a < b ? [a, b] : [b, a])),
    "--",
  );
  listed(board.links, "->");
  if (lines.length) out.push("", "    borders {", ...lines, "    }");
  out.push("  }", "}");
  return out.join("\n") + "\n";
}

/** A title as a string literal of the language (no line breaks: they become spaces). */
function writtenString(text: string): string {
  return `"${text
    .replace(/[\r\n]+/g, " ")
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\t/g, "\\t")}"`;
}
