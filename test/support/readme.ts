// The README's code blocks that tests keep true: the output of `npm start` and the library example.
import { readFileSync } from "node:fs";
import { expect } from "vitest";

const readme = () => readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The first fenced block after `marker` (its text, without the fences); of `language` only when given. */
export function blockAfter(marker: string, language = "[a-z]*"): string {
  const text = readme();
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`README.md has no \`${marker}\``);
  const block = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(text.slice(at));
  if (!block) throw new Error(`README.md has no code block after \`${marker}\``);
  return block[1]!;
}

/** The "Use it as a library" example, importing "riskc". */
export const libraryExample = () => blockAfter("## Use it as a library");

/** What `npm start` prints, as the README shows it. */
export const startOutput = () => blockAfter("`npm start` prints");

/** The `riskc` arguments of package.json's start script (`node bin/riskc.js simulate ...`). */
export function startArguments(): string[] {
  const scripts = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;
  const match = /^node bin\/riskc\.js (.*)$/.exec(scripts["start"] ?? "");
  if (!match) throw new Error(`the start script is not \`node bin/riskc.js ...\`: ${scripts["start"]}`);
  return match[1]!.split(/\s+/);
}

/** Compiler options of a strict consumer project (the issue's: strict, noUnusedLocals, nodenext). */
export const consumerCompilerOptions = {
  strict: true,
  noUnusedLocals: true,
  module: "nodenext",
  moduleResolution: "nodenext",
  target: "es2022",
  noEmit: true,
  types: ["node"],
} as const;

/** The README example's my-variant.risk: a variant that extends a bundled one (the loader finds it). */
export const libraryExampleVariant = 'variant "My Risk" extends "classic" {\n}\n';

/** What the library example prints, checked line by line. */
export function expectLibraryExampleOutput(stdout: string): void {
  const lines = stdout.split("\n");
  expect(lines[0]).toBe("My Risk: 100 games, seed 1, 3 players, round cap 500");
  expect(lines.filter((l) => /^ {3}[123] {2}(greedy|random) /.test(l))).toHaveLength(3);
  // C5: 3 v 2 by hand — one roll of 3 dice against 2: both defenders lose 2890/7776, one each
  // 2611/7776, both attackers 2275/7776; then 2 v 1 wins 0.7542 and 1 v 2 wins 0.1061 (with
  // 1 v 1 at 15/36): 0.3717 + 0.3358 × 0.7542 + 0.2926 × 0.1061 = 0.656.
  expect(stdout).toContain("3 armies attack 2: 65.6% win\n");
  // C1: the setup's first decision is a placement of one army (`place remaining batch 1`), legal.
  expect(lines.at(-4)).toMatch(/^\{ type: 'place', territory: \d+, count: 1 \} true$/);
  // C5: from the position, seat 2 may attack Kamchatka (a border, an enemy's) but not Peru (no border).
  expect(lines.at(-3)).toBe("seat 2, attack Kamchatka from Alaska: legal");
  expect(lines.at(-2)).toBe("seat 2, attack Peru from Alaska: refused, not-adjacent");
  expect(lines.at(-1)).toBe("");
}
