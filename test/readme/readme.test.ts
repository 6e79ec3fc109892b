// The README's quick start and library example are what the code does (against the sources;
// `npm run test:pack` runs the same example against the installed package).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import {
  blockAfter,
  consumerCompilerOptions,
  expectLibraryExampleOutput,
  libraryExample,
  libraryExampleVariant,
  startArguments,
  startOutput,
} from "../support/readme.js";

const work = resolve("test-artifacts/readme-example");

/** `riskc check` of a README example written as `name`: it prints only that the file is ok. */
async function expectChecksClean(block: string, name: string): Promise<void> {
  mkdirSync(work, { recursive: true });
  const file = join(work, name);
  writeFileSync(file, block);
  let output = "";
  await run(["check", file], { stdout: (t: string) => (output += t), stderr: (t: string) => (output += t), interactive: false });
  expect(output).toBe(`${file}: ok\n`);
}
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("README", () => {
  it("shows exactly what `npm start`'s command prints", async () => {
    let stdout = "";
    const code = await run(startArguments(), { stdout: (t) => (stdout += t), stderr: () => {}, interactive: false });
    expect(code).toBe(0);
    expect(startArguments()).toEqual(["simulate", "variants/classic.risk", "--games", "1000"]);
    expect(startOutput()).toBe(stdout);
  });

  it("the library example type-checks under strict, noUnusedLocals and nodenext, and runs", () => {
    mkdirSync(work, { recursive: true });
    const example = join(work, "example.ts");
    // "riskc" is the package's root entry, index.ts here.
    const source = libraryExample().replace(`from "riskc"`, `from ${JSON.stringify(resolve("index.js"))}`);
    expect(source).not.toBe(libraryExample());
    writeFileSync(example, source);
    writeFileSync(join(work, "my-variant.risk"), libraryExampleVariant);

    const options = ts.convertCompilerOptionsFromJson(consumerCompilerOptions, work).options;
    const program = ts.createProgram([example], options);
    const file = program.getSourceFile(example)!;
    const problems = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    );
    expect(problems).toEqual([]);

    // A hang guard, not a speed check (a busy machine takes long to load tsx and the library).
    const r = spawnSync(process.execPath, ["--import", "tsx", "example.ts"], { cwd: work, encoding: "utf8", timeout: 240_000 });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expectLibraryExampleOutput(r.stdout);
  });
});

describe("README: pieces, economies, buildings, choices and conditions", () => {
  /** Text without comments, its whitespace collapsed: what a line says, wherever its line breaks fall. */
  const said = (text: string) =>
    text
      .split("\n")
      .map((l) => l.replace(/\/\/.*$/, ""))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  const readme = readFileSync("README.md", "utf8");
  const at = readme.indexOf("### Pieces, economies, buildings, choices and conditions");
  const block = /```risk\n([\s\S]*?)```/.exec(readme.slice(at))![1]!;
  const variants = readdirSync("variants")
    .filter((f) => f.endsWith(".risk"))
    .map((f) => said(readFileSync(`variants/${f}`, "utf8")));

  it("every line of the example is said by a bundled variant", () => {
    expect(at).toBeGreaterThan(0);
    const lines = block
      .split("\n")
      .map((l) => said(l))
      .filter((l) => l.length > 0);
    expect(lines.length).toBeGreaterThan(30);
    const missing = lines.filter((l) => !variants.some((v) => v.includes(l)));
    expect(missing).toEqual([]);
  });
});

describe("README: the setup program (S1–S6)", () => {
  it("every line of the example is said by test/fixtures/setup-program.risk", () => {
    const said = (text: string) =>
      text
        .replace(/\/\/.*$/gm, "")
        .replace(/\s+/g, " ")
        .trim();
    const block = blockAfter("### The setup program", "risk");
    const fixture = said(readFileSync("test/fixtures/setup-program.risk", "utf8"));
    const lines = block
      .split("\n")
      .map(said)
      .filter((l) => l.length > 0 && l !== "}");
    expect(lines.length).toBeGreaterThan(8);
    expect(lines.filter((l) => !fixture.includes(l))).toEqual([]);
  });
});

describe("README: the dice pipeline (D1–D5)", () => {
  const section = () => readFileSync("README.md", "utf8").slice(readFileSync("README.md", "utf8").indexOf("### The dice pipeline"));
  const variant = () => /```risk\n([\s\S]*?)```/.exec(section())![1]!;
  const shownOdds = () => /```\n([\s\S]*?)```/.exec(section().slice(section().indexOf("gives the odds")))![1]!;

  it("D1–D5 the example compiles, and `riskc odds --at` prints what the README shows", async () => {
    mkdirSync(work, { recursive: true });
    const file = join(work, "pipeline.risk");
    writeFileSync(file, variant());
    let output = "";
    const io = { stdout: (t: string) => (output += t), stderr: (t: string) => (output += t), interactive: false };
    await run(["check", file], io);
    expect(output).toBe(`${file}: ok\n`);
    output = "";
    await run(["odds", file, "-a", "3", "-d", "2", "--rolls", "1", "--at", "Alaska:Kamchatka"], io);
    expect(output.trimEnd()).toBe(shownOdds().trimEnd());
  });
});

describe("README: what a unit did this turn, and a unit's die by the attack (PB13–PB15, U1)", () => {
  it("PB13 U1 the example compiles without a diagnostic, and every line of it is said by the rule tests' fixture", async () => {
    const block = blockAfter("### What a unit did this turn", "risk");
    await expectChecksClean(block, "deeds.risk");
    const said = (text: string) =>
      text
        .replace(/\/\/.*$/gm, "")
        .replace(/\s+/g, " ")
        .trim();
    const fixture = said(readFileSync("test/fixtures/units/unit-deeds.risk", "utf8"));
    const lines = block
      .split("\n")
      .map(said)
      .filter((l) => l.length > 0 && l !== "}");
    expect(lines.length).toBeGreaterThan(12);
    expect(lines.filter((l) => !fixture.includes(l))).toEqual([]);
  });
});

describe("README: named decks and cards played from the hand (DK1–DK6, EP1–EP8)", () => {
  it("DK1 EP1 the example compiles without a diagnostic", async () => {
    const block = blockAfter("### Named decks and cards played", "risk");
    await expectChecksClean(block, "decks.risk");
  });
});

describe("README: decisions the effects ask for (EF5, EF6)", () => {
  it("EF5 EF6 the example compiles without a diagnostic", async () => {
    const block = blockAfter("### Decisions the effects ask for", "risk");
    expect(block).toContain("discard 1");
    expect(block).toContain("move 3 armies");
    await expectChecksClean(block, "decisions.risk");
  });
});

describe("README: one list of effects for rules and cards (EF1–EF3)", () => {
  it("EF1 EF2 EF3 the example compiles without a diagnostic", async () => {
    const block = blockAfter("### One list of effects for rules and cards", "risk");
    await expectChecksClean(block, "effects.risk");
  });
});

describe("README: supply lines (SL1)", () => {
  it("SL1 the example compiles without a diagnostic, and its formula is the one the rule tests count", async () => {
    const block = blockAfter("### Supply lines", "risk");
    await expectChecksClean(block, "heartland.risk");
    // The tax formula the prose gives is the fixture's, word for word.
    const said = (text: string) => text.replace(/\s+/g, " ");
    const readme = readFileSync("README.md", "utf8");
    const prose = said(readme.slice(readme.indexOf("### Supply lines"), readme.indexOf("```risk", readme.indexOf("### Supply lines"))));
    expect(prose).toContain("`sum(tax of territories owned connected) + count(territories owned connected where tax == 0)`");
    expect(said(readFileSync("test/fixtures/supply/supply-lines.risk", "utf8"))).toContain(
      "sum(tax of territories owned connected) + count(territories owned connected where tax == 0)",
    );
  });
});

describe("README: contested territories (CT1, CT5)", () => {
  it("CT1 CT5 the example compiles without a diagnostic, and it opts in to battles at the round's end", async () => {
    const block = blockAfter("### Contested territories", "risk");
    expect(block).toContain("battles at round end");
    expect(block).toContain("where not contested");
    await expectChecksClean(block, "europe-battles.risk");
  });
});

describe("README: expanding (XP1-XP5)", () => {
  it("XP1 XP2 the example compiles without a diagnostic, with one and two parts and battles at the round's end", async () => {
    const block = blockAfter("### Expanding", "risk");
    expect(block).toContain("expand into 1 leave 1");
    expect(block).toContain("expand into 2 leave 1");
    await expectChecksClean(block, "europe-expand.risk");
  });
});

describe("README: bombardment and sea lines (BB1, BK1, BK2)", () => {
  it("BB1 BK1 BK2 the example compiles without a diagnostic: a sea line, a bombard step, `across sea`", async () => {
    const block = blockAfter("### Bombardment and sea lines", "risk");
    expect(block).toContain("[sea]");
    expect(block).toContain("bombard Siege dice 2 hits 3+");
    expect(block).toContain("not across sea");
    await expectChecksClean(block, "siege-and-sea.risk");
  });
});

describe("README: programmed orders (PO1-PO7)", () => {
  it("PO1 PO2 PO4 the example compiles without a diagnostic and is the rule tests' fixture", async () => {
    const block = blockAfter("### Programmed orders", "risk");
    await expectChecksClean(block, "orders.risk");
    // The fixture is the example, comments aside.
    const code = (text: string) =>
      text
        .split("\n")
        .filter((l) => !l.startsWith("//"))
        .map((l) => l.replace(/ *\/\/.*$/, ""))
        .join("\n");
    expect(code(block)).toBe(code(readFileSync("test/fixtures/orders/orders.risk", "utf8")));
  });
});

describe("README: a territory chosen by an effect (TC1-TC5)", () => {
  it("TC1-TC3 the example compiles without a diagnostic and is the fixture the rule tests play, comments aside", async () => {
    const block = blockAfter("### A territory chosen by an effect", "risk");
    await expectChecksClean(block, "tax.risk");
    const code = (text: string) =>
      text
        .split("\n")
        .filter((l) => !l.startsWith("//"))
        .map((l) => l.replace(/ *\/\/.*$/, ""))
        .join("\n")
        .trim();
    expect(code(block)).toBe(code(readFileSync("test/fixtures/picks/tax.risk", "utf8")));
  });
});
