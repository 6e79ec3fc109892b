// The VS Code extension's TextMate grammar and language configuration are generated from the
// grammar (scripts/gen-editors-files.ts): up to date, and in step with the lexer — every token of
// every bundled variant, tokenized by VS Code's own TextMate engine (vscode-textmate on
// Oniguruma), gets the scope of what the lexer says it is, with the same boundaries.
import { readdirSync, readFileSync } from "node:fs";
import oniguruma from "vscode-oniguruma";
import textmate from "vscode-textmate";
import { describe, expect, it } from "vitest";
import { scan } from "../../grammar/index.js";
import { generatedEditorFiles } from "../../scripts/gen-editors-files.js";

const grammarPath = "editors/vscode/syntaxes/riskc.tmLanguage.gen.json";

async function loadGrammar() {
  const wasm = readFileSync("node_modules/vscode-oniguruma/release/onig.wasm");
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope: string) =>
      scope === "source.riskc" ? textmate.parseRawGrammar(readFileSync(grammarPath, "utf8"), grammarPath) : null,
  });
  return (await registry.loadGrammar("source.riskc"))!;
}

/** The scope a lexer token must get, by its token type. */
function expectedScope(type: string, keyword: boolean): RegExp {
  if (keyword) return /^(keyword\.other|support\.function|constant\.language)\./;
  const scopes: Record<string, RegExp> = {
    Identifier: /^variable\.other\./,
    StringLiteral: /^string\.quoted\.double\./,
    IntegerLiteral: /^constant\.numeric\.integer\./,
    DieLiteral: /^constant\.numeric\.die\./,
    Comma: /^punctuation\.separator\./,
  };
  return (
    scopes[type] ??
    (/^(LCurly|RCurly)$/.test(type)
      ? /^punctuation\.section\.braces\./
      : /^(LParen|RParen|LBracket|RBracket)$/.test(type)
        ? /^punctuation\.section\.brackets\./
        : /^keyword\.operator\./)
  );
}

describe("the generated editor files", () => {
  for (const [path, text] of Object.entries(generatedEditorFiles()))
    it(`${path} is up to date (run \`npm run gen\`)`, () => {
      expect(readFileSync(path, "utf8")).toBe(text);
    });

  it("the TextMate grammar scopes every token of every bundled variant as the lexer reads it", async () => {
    const grammar = await loadGrammar();
    for (const file of readdirSync("variants").filter((f) => f.endsWith(".risk"))) {
      const text = readFileSync(`variants/${file}`, "utf8");
      // The TextMate tokens, by their offset in the text.
      const scopes = new Map<number, { end: number; scope: string }>();
      let stack = textmate.INITIAL;
      let offset = 0;
      for (const line of text.split("\n")) {
        const result = grammar.tokenizeLine(line, stack);
        for (const t of result.tokens) scopes.set(offset + t.startIndex, { end: offset + t.endIndex, scope: t.scopes.at(-1)! });
        stack = result.ruleStack;
        offset += line.length + 1;
      }
      const { tokens, comments } = scan(text);
      for (const t of tokens) {
        const keyword = t.tokenType.CATEGORIES?.some((c) => c.name === "Keyword") ?? false;
        const found = scopes.get(t.startOffset);
        const where = `${file} offset ${t.startOffset} \`${t.image}\``;
        expect(found?.scope, where).toMatch(expectedScope(t.tokenType.name, keyword));
        if (t.tokenType.name !== "StringLiteral") expect(found?.end, where).toBe(t.startOffset + t.image.length);
      }
      for (const c of comments) expect(scopes.get(c.startOffset)?.scope, `${file} comment at ${c.startOffset}`).toMatch(/^comment\./);
    }
  });
});
