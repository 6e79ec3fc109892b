// The parser accepts the language, rejects what is not, recovers to report several errors, and
// never throws whatever the input (property test).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/parse.js";
import { Lexer } from "chevrotain";
import { allTokens, keywordList, lexerOptions, riskLexer } from "../../grammar/tokens.js";
import { RiskParser } from "../../grammar/parser.js";
import { compile } from "../../compiler/index.js";
import { miniVariant } from "../support/variants.js";
import { readFileSync } from "node:fs";

describe("grammar checks", () => {
  it("the grammar passes Chevrotain's own checks (no ambiguity, no left recursion) and the tokens pass the lexer's", () => {
    // The tools' parser and lexer skip these checks for start-up time: this test runs them.
    expect(() => new RiskParser({ validate: true })).not.toThrow();
    const lexer = new Lexer(allTokens, { ...lexerOptions, skipValidations: false });
    expect(lexer.lexerDefinitionErrors).toEqual([]);
  });

  it("a keyword is not the start of a longer name, and a longer keyword is not a shorter one plus a name", () => {
    const images = (text: string) => riskLexer.tokenize(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);
    expect(images("in int inside integer d6 die dice")).toEqual([
      "Kw_in:in",
      "Kw_int:int",
      "Identifier:inside",
      "Identifier:integer",
      "DieLiteral:d6",
      "Kw_die:die",
      "Kw_dice:dice",
    ]);
  });
});

describe("parser", () => {
  it("accepts the bundled classic variant with no problems", () => {
    expect(parse(readFileSync("variants/classic.risk", "utf8")).problems).toEqual([]);
  });

  it("accepts every construct of the grammar in one file", () => {
    const text = `variant "All" extends "classic" {
      players 3..6
      param a: int = 1 in 1..3
      param b: bool = true
      param p: adjacent | connected = connected
      map "Board" {
        attribute symbol: infantry | cavalry
        attribute value: int = -1
        territories { Alaska [symbol infantry, value 3, at 10 20], "North X" [symbol cavalry] }
        group "NA" bonus if b then 5 else 2 { Alaska, "North X" }
        borders { Alaska -- "North X"  Alaska -> "North X"  remove Alaska -- "North X" }
      }
      setup { armies by players { 3: 35, else: 20 } deal territories in turns armies 1 place remaining batch a }
      turn {
        phase reinforce when not (round < 2 and players >= 3) or true {
          receive max(3, floor(count(territories owned) / 3)) + sum(bonus of groups owned) - ceil(7 % 2) * abs(-1)
          trade forced when hand >= 5
          place
        }
        phase attack { attack }
        phase fortify { fortify moves 1 path p leave 1 }
        phase draw { draw 1 when conquered > 0 }
      }
      combat { die d6 attacker dice 1..3 leave 1 defender dice 1..2 ties defender conquer move >= dice }
      cards {
        deck territories showing symbol wilds 2
        set 3 alike set 3 distinct set 2 any + 1 wild set 3 alike of infantry worth 8
        values 4, 6 then +5 bonus 2 on territory limit 1 per turn bonus 2 to pool hand limit 7
        elimination takes cards elimination trade when hand >= 6 until hand <= 4
      }
      end {
        win "domination" when count(territories owned) == count(territories)
        eliminated when count(territories owned) == 0
        end "rounds" when round > 6 winner highest count(territories owned), sum(value of territories owned in NA)
      }
    }`;
    expect(parse(text).problems).toEqual([]);
  });

  it("keeps comments as tokens for the formatter", () => {
    const { comments, problems } = parse(`// head\nvariant "X" { /* block */ players 2..3 }`);
    expect(problems).toEqual([]);
    expect(comments.map((c) => c.image)).toEqual(["// head", "/* block */"]);
  });

  it("rejects a file that is not a variant", () => {
    expect(parse("players 3..6").problems.length).toBeGreaterThan(0);
  });

  it("reports several syntax errors in one run (recovery)", () => {
    const broken = miniVariant
      .replace("players 2..4", "players 2..")
      .replace("attacker dice 1..3 leave 1", "attacker dice 1..3 leave")
      .replace('win "domination"', "win domination");
    const problems = parse(broken).problems.filter((p) => p.kind === "parse");
    expect(problems.length).toBe(3);
    expect(problems.map((p) => p.message)).toEqual([
      "expected a number, found `map` (a keyword)",
      "expected a formula, found `defender` (a keyword)",
      "expected a quoted name, found `domination`",
    ]);
  });

  it("says what it expected and what it found, and tells a keyword used as a name and text after the variant apart", () => {
    const mismatch = parse(miniVariant.replace("players 2..4", "players 2..")).problems[0];
    expect(mismatch).toMatchObject({ kind: "parse", expected: "a number", found: "`map` (a keyword)" });
    const keyword = parse(miniVariant.replace("players 2..4", "players 2..4\n  param bonus: int = 1")).problems[0];
    expect(keyword).toMatchObject({ kind: "keywordAsName", expected: "a name", found: "`bonus` (a keyword)" });
    const trailing = parse(`${miniVariant}}`).problems[0];
    expect(trailing).toMatchObject({ kind: "trailing", found: "`}`", message: "unexpected `}` after the end of the variant" });
    const atEnd = parse(miniVariant.slice(0, miniVariant.lastIndexOf("}"))).problems[0];
    expect(atEnd).toMatchObject({ kind: "parse", expected: "`}`", found: "the end of the file" });
  });

  it("reports a character no token starts with, with its position", () => {
    const { problems } = parse('variant "X" { players 2..3 # }');
    expect(problems[0]).toMatchObject({ kind: "lex", start: 27, found: "#" });
  });

  it("never throws, whatever the text (property)", () => {
    const words = [
      ...keywordList,
      "{",
      "}",
      "(",
      ")",
      "[",
      "]",
      ",",
      ":",
      "..",
      "--",
      "->",
      "|",
      "=",
      "==",
      ">=",
      "+",
      "-",
      "*",
      "/",
      "3",
      "d6",
      "Alaska",
      '"North America"',
      "//c\n",
      "/*",
      "*/",
    ];
    const soup = fc.array(fc.constantFrom(...words), { maxLength: 60 }).map((ws) => ws.join(" "));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "grapheme", maxLength: 100 }), soup), (text) => {
        const result = parse(text);
        expect(Array.isArray(result.problems)).toBe(true);
        // A token the grammar does not allow always says what was expected (RISK1001's first argument).
        for (const p of result.problems) if (p.kind === "parse" || p.kind === "keywordAsName") expect(p.expected).toBeDefined();
        // And the whole front end copes too: diagnostics, never an exception.
        expect(Array.isArray(compile(text).diagnostics)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe("a formula deeper than the stack", () => {
  it("gives the depth problem at the deepest bracket, not an internal error, when the stack runs out before the limit", () => {
    const text = miniVariant.replace("receive max(3", `receive ${"(".repeat(60)}1${")".repeat(60)} + max(3`);
    // Use up most of the stack first, as a small stack (a browser worker) would have it.
    const atDepth = (n: number, f: () => ReturnType<typeof parse>): ReturnType<typeof parse> => (n === 0 ? f() : atDepth(n - 1, f));
    let seen = false;
    for (let depth = 0; depth < 12000 && !seen; depth += 200) {
      let result: ReturnType<typeof parse>;
      try {
        result = atDepth(depth, () => parse(text));
      } catch {
        break; // the recursion above itself ran out of stack: far enough
      }
      const problem = result.problems.find((p) => p.kind === "depth");
      if (!problem) continue;
      seen = true;
      expect(problem.message).toBe("formula nested deeper than this environment can read");
      expect(text.slice(problem.start, problem.start + 1)).toBe("(");
      expect(text.slice(0, problem.start).match(/\(/g)!.length).toBe(59); // the 60th, innermost bracket
    }
    expect(seen).toBe(true);
    // The parser is not left broken: the next text parses.
    expect(parse(miniVariant).problems).toEqual([]);
  });
});
