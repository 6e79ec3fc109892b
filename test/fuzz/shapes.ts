// Pathological shapes no mutation reaches: deep nesting, long operator chains, huge maps and
// numbers, control bytes, BOM, CRLF, unicode, unclosed comments and strings, token soup.
import { keywordList } from "../../grammar/index.js";
import { miniVariant } from "../support/variants.js";
import { edgeNumbers } from "./mutate.js";
import type { Random } from "./random.js";

/** The mini variant with its reinforcement formula replaced. */
const withFormula = (formula: string) => miniVariant.replace("receive max(3, floor(count(territories owned) / 3))", `receive ${formula}`);

const sizes = [10, 50, 100, 101, 200, 500, 1000, 10_000];

/** A chain of `n` territories, each bordering the next, in one continent. */
export function bigMap(n: number): string {
  const names = Array.from({ length: n }, (_, i) => `T${i}`);
  const borders = names.slice(1).map((name, i) => `      T${i} -- ${name}`);
  return miniVariant
    .replace("territories { A, B, C, D }", `territories { ${names.join(", ")} }`)
    .replace(/ {4}continent North[^\n]*\n {4}continent South[^\n]*\n/, `    continent All bonus 2 { ${names.join(", ")} }\n`)
    .replace(/borders \{[^}]*\}/, `borders {\n${borders.join("\n")}\n    }`);
}

type Shape = (r: Random) => string;

const shapes: Shape[] = [
  (r) => {
    const n = r.pick(sizes);
    return withFormula(`${"(".repeat(n)}3${")".repeat(n)}`);
  },
  (r) => withFormula(Array.from({ length: r.pick(sizes) }, () => "1").join(r.pick([" + ", " * ", " - ", " / ", " % "]))),
  (r) => withFormula(`if ${"not ".repeat(r.pick(sizes))}true then 3 else 4`),
  (r) => withFormula(`${"-".repeat(r.pick(sizes))}3`),
  (r) => withFormula(`${"-(".repeat(r.pick(sizes) / 2)}3${")".repeat(r.pick(sizes) / 2)}`),
  (r) => withFormula(`${"if round == 1 then 1 else ".repeat(r.pick(sizes))}3`),
  (r) => withFormula(`${"max(1, ".repeat(r.pick(sizes))}3${")".repeat(r.pick(sizes))}`),
  (r) => withFormula(`${"by players { 2: ".repeat(r.pick(sizes))}3${" }".repeat(r.pick(sizes))}`),
  (r) => withFormula(`${"by ".repeat(r.pick(sizes))}players { 2: 3 }`),
  (r) => `variant "X" ${"{".repeat(r.pick(sizes))}`,
  (r) => `${"}".repeat(r.pick(sizes))}`,
  (r) => bigMap(r.pick([2, 100, 1000, 10_001, 100_000])), // 10,001: one past the limit (RISK3012)
  (r) => miniVariant.replace(/\b\d+\b/, r.pick(edgeNumbers)),
  (r) => miniVariant.replace("players 2..4", `players ${r.pick(edgeNumbers)}..${r.pick(edgeNumbers)}`),
  (r) => withFormula(r.pick(edgeNumbers)),
  (r) => miniVariant.replace("defender dice 1..2", `defender dice 1..${r.pick(edgeNumbers)}`),
  (r) =>
    miniVariant
      .replace("attacker dice 1..3", `attacker dice 1..${r.pick(edgeNumbers)}`)
      .replace("combat {", `combat {\n    die d${r.pick(edgeNumbers)}`),
  (r) => `\ufeff${r.chance(0.5) ? miniVariant : miniVariant.replace(/\n/g, "\r\n")}`,
  () => miniVariant.replace(/\n/g, "\r\n"),
  () => miniVariant.replace(/\n/g, "\r"),
  (r) =>
    miniVariant.replace(
      "A, B, C, D }",
      `A, B, C, D, ${r.pick(['"🎲 Dice"', '"\u202eRTL"', '"e\u0301"', '"\u200b"', '"\ud800"', '" "', '"a\\"b"'])} }`,
    ),
  (r) => miniVariant.replace('"Mini"', r.pick(['"🎲"', '""', '"\u0000"', '"<img src=x>"', '"![x](http://127.0.0.1/x.png)"'])),
  (r) => miniVariant.replace("territories {", `territories { ${r.pick(["é", "Ω", "北京", "𝔸"])},`),
  (r) => `${"/* ".repeat(r.pick([1, 100, 10_000, 40_000]))}`,
  (r) => `${miniVariant}${"/*".repeat(r.pick([1, 1000, 40_000]))}`,
  (r) => `variant "${"x".repeat(r.pick([10, 10_000, 100_000]))}`,
  (r) => `${'"'.repeat(r.pick([1, 1001, 40_001]))}`,
  (r) => "\u0000".repeat(r.pick([1, 8, 100])) + miniVariant,
  (r) => Array.from({ length: r.pick([1, 10, 1000]) }, () => String.fromCharCode(r.int(0x3000))).join(""),
  (r) =>
    Array.from({ length: r.pick([5, 50, 500]) }, () =>
      r.pick([...keywordList, "{", "}", "(", ")", ",", ":", "..", "--", "1", "A", '"A"', "d6", "==", "+"]),
    ).join(" "),
  () => "",
  () => "   \n\t",
];

export function pathological(r: Random): string {
  return r.pick(shapes)(r);
}

/** Values that are not text at all: what a careless JavaScript caller might pass to compile(). */
export const notStrings: unknown[] = [undefined, null, 42, true, {}, [], ["variant"], new Uint8Array([118, 97, 114]), Symbol("x"), () => "variant"];
