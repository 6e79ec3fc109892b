// Every construct of the grammar, written every way the grammar allows: each rule at its
// shortest, with each optional part present, each branch of each choice, and every optional part
// at once (test/format/grammar-sentences.ts makes them from the parser's own productions). Each
// program is formatted — formatRisk reads its output back and refuses (RISK9002) when the meaning
// or a comment would change — and formatting the result again changes nothing; then again with a
// comment between every two tokens, where prettier attaches comments to no node (tokens are not
// nodes) and the printer must place them itself. A construct
// whose body is optional (`objective "Alone"`, `faction F when seat == 1`, `unit U limit 1`,
// `building B`, `neutral "N"`) was printed as an empty block that swallowed the statement.
import { describe, expect, it } from "vitest";
import { formatRisk } from "../../compiler/index.js";
import { meaningChange, readMeaning } from "../../compiler/format/meaning.js";
import { parse } from "../../grammar/index.js";
import { riskParser } from "../../grammar/parser.js";
import { grammarSentences } from "./grammar-sentences.js";

const sentences = grammarSentences();
const byRule = new Map<string, string[]>();
for (const s of sentences) {
  const rule = s.name.split(",")[0]!;
  byRule.set(rule, [...(byRule.get(rule) ?? []), s.text]);
}

describe("formatting every construct of the grammar", () => {
  it("covers every rule of the parser, each with its shortest form and its optional parts", () => {
    expect([...byRule.keys()].sort()).toEqual(Object.keys(riskParser.getGAstProductions()).sort());
    expect(sentences.find((s) => s.name === "objectiveDecl, minimal")?.text).toBe('variant A { objectives { objective "S" } }');
    expect(sentences.filter((s) => s.name.startsWith("objectiveDecl, ")).length).toBeGreaterThan(5);
  });

  for (const [rule, texts] of byRule) {
    it(`${rule}: ${texts.length} program${texts.length === 1 ? "" : "s"} keep their meaning and are formatted once and for all`, async () => {
      for (const text of texts) {
        expect(parse(text).problems, text).toEqual([]);
        const once = await formatRisk(text);
        expect(meaningChange(readMeaning(text), readMeaning(once)), text).toBeUndefined();
        expect(await formatRisk(once), text).toBe(once);
      }
    });

    it(`${rule}: with a comment between every two tokens, every comment is kept in its order`, async () => {
      for (const text of texts) {
        const tokens = text.split(" ");
        // A block comment before every token, and after the last: printed where it stands, once and for all.
        const blocks = `${tokens.map((t, i) => `/*c${i}*/ ${t}`).join(" ")} /*end*/`;
        const once = await formatRisk(blocks);
        expect(meaningChange(readMeaning(blocks), readMeaning(once)), blocks).toBeUndefined();
        expect(await formatRisk(once), blocks).toBe(once);
        // A line comment after every token: each ends its line where it stands, once and for all.
        const lines = tokens.map((t, i) => `${t} // c${i}\n`).join("");
        const formatted = await formatRisk(lines);
        expect(meaningChange(readMeaning(lines), readMeaning(formatted)), lines).toBeUndefined();
        expect(await formatRisk(formatted), lines).toBe(formatted);
      }
    });
  }

  it("prints constructs without their optional body as statements", async () => {
    const body = [
      'objectives { objective "Alone" }',
      'objectives { objective "Alone" when seat == 1 }',
      "factions { faction Humans when seat >= 1 }",
      "units { unit Scout limit 2 }",
      "buildings { building Fort }",
      'seats { neutral "Neutral" when players == 2 }',
    ];
    const formatted = await formatRisk(`variant "V" {\n${body.join("\n")}\n}\n`);
    expect(formatted).toBe(`variant "V" {\n${body.map((b) => `  ${b.replace(" { ", " {\n    ").replace(/ \}$/, "\n  }")}`).join("\n")}\n}\n`);
  });
});
