// The formatter's meaning check (compiler/format/meaning.ts): layout is no difference — spaces,
// line breaks, blank lines, indentation, CRLF, trailing blanks of comments, the optional commas
// between territories —; anything else is, and is found where it starts in the original: a name,
// a number, an operator, the order of statements, a comment lost, changed or moved past another,
// a text that no longer reads. Held on every bundled variant.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { check, formatRisk } from "../../compiler/index.js";
import { meaningChange, readMeaning } from "../../compiler/format/meaning.js";
import { lex } from "../../grammar/index.js";

const variants = readdirSync("variants")
  .filter((f) => f.endsWith(".risk"))
  .sort()
  .map((f) => ({ name: f, text: readFileSync(`variants/${f}`, "utf8") }));

const change = (original: string, formatted: string) => meaningChange(readMeaning(original), readMeaning(formatted));

/** The text with the `n`-th token of type `type` replaced. */
function replaceToken(text: string, type: string, n: number, image: string): { text: string; at: number } {
  const token = lex(text).filter((t) => t.tokenType.name === type)[n]!;
  return { text: text.slice(0, token.startOffset) + image + text.slice(token.endOffset! + 1), at: token.startOffset };
}

describe("layout is no difference", () => {
  for (const { name, text } of variants) {
    it(`${name}: squashed, re-indented, CRLF, comments with trailing blanks: the same meaning`, async () => {
      const squashed = text.replace(/\n\s*\n/g, "\n").replace(/ {2,}/g, " ");
      const reindented = text.replace(/^ +/gm, (spaces) => "\t".repeat(spaces.length / 2));
      const crlf = text.replace(/\n/g, "\r\n");
      const trailing = text.replace(/(\/\/[^\n]*)/g, "$1   ");
      for (const other of [squashed, reindented, crlf, trailing, await formatRisk(squashed)]) expect(change(text, other)).toBeUndefined();
    });
  }

  it("optional commas between territories are layout", () => {
    const original = 'variant "V" { map { territories { A, B, C } } }';
    expect(change(original, 'variant "V" {\n  map {\n    territories {\n      A\n      B\n      C\n    }\n  }\n}\n')).toBeUndefined();
  });
});

describe("anything else is a difference, found where it starts", () => {
  for (const { name, text } of variants) {
    it(`${name}: a changed number, name or operator, swapped statements, a lost or changed comment`, () => {
      const number = replaceToken(text, "IntegerLiteral", 3, "77");
      expect(change(text, number.text)).toMatchObject({ what: expect.stringContaining("would become 77") });
      expect(change(text, number.text)!.span.start).toBeLessThanOrEqual(number.at);

      const name = replaceToken(text, "StringLiteral", 1, '"Renamed"');
      expect(change(text, name.text)?.what).toContain("would become `Renamed`");

      const operator = lex(text).find((t) => t.image === ">=" || t.image === "==")!;
      const flipped = text.slice(0, operator.startOffset) + "!=" + text.slice(operator.endOffset! + 1);
      expect(change(text, flipped)?.what).toMatch(/would become `!=`/);

      const [first, second] = check(text).ast!.sections;
      const [a, b] = [text.slice(first!.span.start, first!.span.end), text.slice(second!.span.start, second!.span.end)];
      const swapped = text.slice(0, first!.span.start) + b + text.slice(first!.span.end, second!.span.start) + a + text.slice(second!.span.end);
      expect(change(text, swapped)?.span).toEqual(first!.span);

      const comment = readMeaning(text).comments[0];
      expect(comment, "every bundled variant has comments").toBeDefined();
      const lost = text.slice(0, comment!.span.start) + text.slice(comment!.span.end);
      expect(change(text, lost)).toEqual({ what: expect.stringMatching(/^the comment `\/\/ .+` would be lost$/), span: comment!.span });
      expect(comment!.text.startsWith(change(text, lost)!.what.slice("the comment `".length, -"...` would be lost".length))).toBe(true);
      const reworded = text.slice(0, comment!.span.start) + "// something else" + text.slice(comment!.span.end);
      expect(change(text, reworded)?.what).toContain("would become `// something else`");
    });
  }

  it("two comments in another order are a difference", () => {
    const original = 'variant "V" {\n  // one\n  players 2..3\n  // two\n}\n';
    expect(change(original, 'variant "V" {\n  // two\n  players 2..3\n  // one\n}\n')?.what).toBe("the comment `// one` would become `// two`");
  });

  it("an objective printed as `{ objective }` (the bug that destroyed a file): the output does not read, shown at the objective", () => {
    const original = 'variant "V" { objectives { objective "Alone" } }';
    const destroyed = 'variant "V" {\n  objectives {\n     { objective }\n  }\n}\n';
    const found = change(original, destroyed)!;
    expect(found.what).toBe(
      "the formatted text would not read (expected `}`, found `{`); Objectives.objectives[0]: an objective `Alone` would be lost",
    );
    expect(original.slice(found.span.start, found.span.end)).toBe('objective "Alone"');
  });

  it("a text that reads as nothing at all loses the whole variant", () => {
    expect(change('variant "V" { players 2..3 }', "")?.what).toMatch(/^the formatted text would not read .*a Variant `V` would be lost$/);
  });
});
