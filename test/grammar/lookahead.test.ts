// The tools' parser reads its decisions from grammar/lookahead.gen.ts instead of computing them
// at start-up (grammar/lookahead.ts). The table must be what Chevrotain computes from the grammar
// now, and a parser built on it must parse — and recover from errors — exactly as one that
// computes its own decisions.
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import type { CstNode, IToken } from "chevrotain";
import { describe, expect, it } from "vitest";
import { generatedLookaheadFiles } from "../../scripts/gen-lookahead-files.js";
import { riskLexer } from "../../grammar/tokens.js";
import { RiskParser, riskParser } from "../../grammar/parser.js";

describe("the parser's decision table", () => {
  for (const [path, text] of Object.entries(generatedLookaheadFiles())) {
    it(`${path} is up to date (run \`npm run gen\`)`, () => {
      expect(readFileSync(path, "utf8")).toBe(text);
    });
  }

  const computing = new RiskParser();
  const parseWith = (parser: RiskParser, tokens: IToken[]) => {
    parser.input = tokens;
    const cst: CstNode = parser.file();
    return { cst, errors: parser.errors.map((e) => `${e.name} at ${e.token.startOffset}: ${e.message}`) };
  };
  const variants = readdirSync("variants")
    .filter((f) => f.endsWith(".risk"))
    .map((f) => readFileSync(`variants/${f}`, "utf8"));

  it("a parser built on it gives the same trees as Chevrotain's own, on every bundled variant", () => {
    for (const text of variants) {
      const tokens = riskLexer.tokenize(text).tokens;
      const tabled = parseWith(riskParser, tokens);
      expect(tabled.errors).toEqual([]);
      expect(tabled).toEqual(parseWith(computing, tokens));
    }
  });

  it("and the same trees and errors after recovery on damaged texts (property test: tokens dropped, doubled or swapped)", () => {
    const tokenLists = variants.map((text) => riskLexer.tokenize(text).tokens);
    const edit = fc.record({
      variant: fc.nat(tokenLists.length - 1),
      at: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      kind: fc.constantFrom("drop", "double", "swap"),
    });
    fc.assert(
      fc.property(edit, ({ variant, at, kind }) => {
        const tokens = [...tokenLists[variant]!];
        for (const a of at) {
          const i = a % tokens.length;
          if (kind === "drop") tokens.splice(i, 1);
          else if (kind === "double") tokens.splice(i, 0, tokens[i]!);
          else if (i + 1 < tokens.length) [tokens[i], tokens[i + 1]] = [tokens[i + 1]!, tokens[i]!];
        }
        expect(parseWith(riskParser, tokens)).toEqual(parseWith(computing, tokens));
      }),
      { numRuns: 150, seed: 11 },
    );
  });
});
