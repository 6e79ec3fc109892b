// One meaning per diagnostic code, shown by its example: every entry of the code table has a
// template that says something besides its arguments, and an example — a complete text, as
// `riskc explain` prints it — that raises exactly that code with the message explain shows.
// Examples that are variants (or sections added to the classic variant) are compiled; shell
// commands are run (their setup by `sh`, `riskc` in-process); the library program is replayed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  codes,
  compile,
  exampleRoute,
  exampleText,
  formatMessage,
  formatRisk,
  FormatMeaningError,
  QUANTITIES,
  type CodeEntry,
} from "../../compiler/index.js";
import { explainText } from "../../cli/commands/explain.js";
import { run } from "../../cli/riskc.js";
import { compileText } from "../support/variants.js";

const entries = Object.values(codes) as CodeEntry[];
const shown = (entry: CodeEntry) => `${entry.code} ${formatMessage(entry, entry.exampleArgs)}`;

/** Run `setup && riskc args` in a fresh folder: the setup by the shell, riskc in-process. Returns what riskc printed, the folder's path left out. */
async function runCommand(example: string): Promise<string> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "riskc-example-")));
  const split = example.lastIndexOf(" && ");
  const command = split < 0 ? example : example.slice(split + " && ".length);
  if (split >= 0) execFileSync("sh", ["-c", example.slice(0, split)], { cwd: dir });
  const argv = command
    .replace(/^riskc /, "")
    .split(/\s+/)
    .map((arg) => (existsSync(join(dir, arg)) ? join(dir, arg) : arg));
  let output = "";
  await run(argv, { stdout: (t) => (output += t), stderr: (t) => (output += t), interactive: false });
  return output.replaceAll(`${dir}/`, "");
}

/** The `level[CODE]: message` lines of rendered diagnostics. */
const headLines = (output: string) => output.split("\n").filter((line) => /^(error|warning)\[RISK\d+\]: /.test(line));

describe("every code's example raises it, and only it", () => {
  for (const entry of entries.filter((e) => exampleRoute(e) === "compile")) {
    it(`${entry.code}: ${entry.message}`, () => {
      const result = compileText(exampleText(entry), {}, "example.risk");
      expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([shown(entry)]);
    });
  }

  for (const entry of entries.filter((e) => exampleRoute(e) === "command")) {
    it(`${entry.code} (a command): ${entry.message}`, async () => {
      const output = await runCommand(entry.example);
      expect(headLines(output)).toEqual([`${entry.severity}[${entry.code}]: ${formatMessage(entry, entry.exampleArgs)}`]);
    });
  }

  it("RISK9001 (a program): a loader that throws is an internal error, not an exception", () => {
    const entry = codes.internalError;
    expect(entries.filter((e) => exampleRoute(e) === "program").map((e) => e.code)).toEqual([codes.formatUnsafe.code, entry.code]);
    // The example's program, as a test can run it (it imports the built package).
    expect(entry.example).toContain('throw new Error("the disk is gone")');
    const result = compile('variant "Mine" extends "classic" { }', {
      loadVariant: () => {
        throw new Error("the disk is gone");
      },
    });
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([shown(entry)]);
  });
  it("RISK9002 (a program): an option the printer cannot take gives the text back, with the code", async () => {
    const entry = codes.formatUnsafe;
    expect(entry.example).toContain('{ useTabs: "yes" }');
    const failure = await formatRisk('variant "Mine" extends "classic" { }', { useTabs: "yes" as never }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FormatMeaningError);
    const { diagnostic } = failure as FormatMeaningError;
    expect(`${diagnostic.code} ${diagnostic.message}`).toBe(shown(entry));
  });
});

describe("the code table", () => {
  it("RISK2003's explanation names every game quantity a formula may read (issue 26: it listed only the first ones)", () => {
    const text = explainText(codes.unknownName);
    for (const q of QUANTITIES) expect(text).toContain(q);
  });

  it("has one entry per code, each numbered in its hundred", () => {
    const numbers = entries.map((e) => e.code);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const code of numbers) expect(code).toMatch(/^RISK[1-49]\d{3}$/);
  });

  it("has no template that is only its arguments", () => {
    const bare = entries.filter((e) => !/[a-z]{3,}/i.test(e.message.replace(/\{\d+\}/g, "")));
    expect(bare.map((e) => e.code)).toEqual([]);
  });

  it("gives each example as many arguments as its template has", () => {
    for (const entry of entries) {
      const used = [...entry.message.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1]));
      expect(entry.exampleArgs.length, entry.code).toBe(used.length === 0 ? 0 : Math.max(...used) + 1);
    }
  });

  it("leaves no placeholder in what `riskc explain` prints (no `…`, no `...`, no `{0}`)", () => {
    const placeholders = entries.filter((e) => /…|\.\.\.|\{\d+\}/.test(explainText(e)));
    expect(placeholders.map((e) => e.code)).toEqual([]);
  });

  it("has an explanation of its own for every code", () => {
    const explanations = entries.map((e) => e.explanation);
    expect(new Set(explanations).size).toBe(explanations.length);
  });
});

describe("README: what the checker refuses", () => {
  it("shows exactly what `riskc explain RISK4027` prints", async () => {
    const readme = readFileSync("README.md", "utf8");
    const sample = /```\n\$ riskc explain RISK4027\n([\s\S]*?)```/.exec(readme)?.[1];
    let stdout = "";
    expect(await run(["explain", "RISK4027"], { stdout: (t) => (stdout += t), stderr: () => {}, interactive: false })).toBe(0);
    expect(sample).toBe(stdout);
  });
});
