// The README's code blocks that tests keep true: the output of `npm start` and the library example.
import { readFileSync } from "node:fs";

const readme = () => readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The first fenced block after `marker` (its text, without the fences). */
export function blockAfter(marker: string): string {
  const text = readme();
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`README.md has no \`${marker}\``);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(text.slice(at));
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
