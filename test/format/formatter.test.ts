// The prettier plugin: golden input/output pairs for every construct and for comments,
// idempotence, meaning preserved (same AST, same IR), and formatted bundled variants.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildAst } from "../../compiler/build-ast.js";
import { formatRisk } from "../../compiler/index.js";
import { parse } from "../../grammar/parse.js";
import { compileFileAt, compileText } from "../support/variants.js";
import { randomVariant } from "../support/random-variant.js";

const fixtureDir = "test/fixtures/format";
const inputs = readdirSync(fixtureDir)
  .filter((f) => f.endsWith(".input.risk"))
  .sort();

/** The AST without positions: what the text means, not where it stands. */
function meaning(text: string): unknown {
  const parsed = parse(text);
  expect(parsed.problems).toEqual([]);
  return JSON.parse(JSON.stringify(buildAst(parsed.cst), (key, value) => (/[sS]pan$/.test(key) ? undefined : value)));
}

function comments(text: string): string[] {
  return parse(text).comments.map((c) => c.image.trimEnd());
}

describe("formatter golden files", () => {
  it("cover every construct and comment placement", () => {
    expect(inputs.map((f) => f.replace(".input.risk", ""))).toEqual([
      "bought-leaders",
      "casualties",
      "combat-cards-end",
      "comments",
      "decks",
      "expressions",
      "factions-counters-powers",
      "header-and-params",
      "leaders-teams-switches",
      "map",
      "objectives-effects",
      "piece-borders",
      "rules",
      "setup-turn",
      "unit-deeds",
      "v2-model",
    ]);
  });

  for (const input of inputs) {
    const output = input.replace(".input.risk", ".output.risk");
    it(`${input} formats to ${output}`, async () => {
      const source = readFileSync(`${fixtureDir}/${input}`, "utf8");
      const expected = readFileSync(`${fixtureDir}/${output}`, "utf8");
      expect(await formatRisk(source)).toBe(expected);
      expect(await formatRisk(expected)).toBe(expected);
      expect(meaning(expected)).toEqual(meaning(source));
      expect(comments(expected)).toEqual(comments(source));
    });
  }
});

describe("formatting the bundled variants", () => {
  for (const file of readdirSync("variants").filter((f) => f.endsWith(".risk"))) {
    it(`${file} is formatted, and formatting keeps its IR`, async () => {
      const text = readFileSync(`variants/${file}`, "utf8");
      const formatted = await formatRisk(text);
      expect(formatted).toBe(text);
      const squashed = text.replace(/\n\s*\n/g, "\n").replace(/ {2,}/g, " ");
      const reformatted = await formatRisk(squashed);
      expect(compileText(reformatted, {}, `variants/${file}`).ir).toEqual(compileFileAt(`variants/${file}`).ir);
    });
  }
});

describe("formatter properties", () => {
  it("random programs: formatting keeps the AST and every comment, and is idempotent", async () => {
    await fc.assert(
      fc.asyncProperty(randomVariant, async (text) => {
        expect(parse(text).problems).toEqual([]);
        const once = await formatRisk(text);
        expect(meaning(once)).toEqual(meaning(text));
        expect(comments(once)).toEqual(comments(text));
        expect(await formatRisk(once)).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses a file with syntax errors", async () => {
    await expect(formatRisk('variant "X" { players 3.. }')).rejects.toThrow("expected a number, found `}`");
  });
});

describe("prettier --plugin", () => {
  it("formats through prettier's own command line with our plugin", () => {
    const r = spawnSync(
      process.execPath,
      ["node_modules/prettier/bin/prettier.cjs", "--plugin", "./compiler/format/prettier-plugin.js", `${fixtureDir}/map.input.risk`],
      { encoding: "utf8" },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(readFileSync(`${fixtureDir}/map.output.risk`, "utf8"));
  });
});
