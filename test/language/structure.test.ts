// The outline, workspace symbols, folding, formatting (whole file and a range), semantic
// tokens, signature help and inlay hints.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FoldingRangeKind, SymbolKind } from "vscode-languageserver-types";
import { formatRisk } from "../../compiler/index.js";
import { semanticTokensLegend } from "../../language/index.js";
import { diffLines } from "../../language/line-diff.js";
import { applyEdits, positionOf, testService, variantText } from "./support.js";

const classic = variantText("classic");
const uri = "file:///work/variant.risk";
const open = (text: string) => {
  const t = testService();
  t.service.open(uri, text);
  return t.service;
};

describe("symbols", () => {
  it("the outline: the variant, its sections, and what each defines", () => {
    const [variant] = open(classic).documentSymbols(uri);
    expect(variant).toMatchObject({ name: 'variant "Classic"', kind: SymbolKind.Module });
    const sections = variant!.children!;
    expect(sections.map((s) => s.name)).toEqual([
      "players",
      "placeBatch",
      "fortifyPath",
      'map "Classic board"',
      "setup",
      "turn",
      "combat",
      "cards",
      "end",
    ]);
    const map = sections.find((s) => s.name.startsWith("map"))!;
    expect(map.children!.filter((c) => c.kind === SymbolKind.EnumMember)).toHaveLength(42);
    expect(map.children!.filter((c) => c.kind === SymbolKind.Namespace).map((c) => c.name)).toEqual([
      "North America",
      "South America",
      "Europe",
      "Africa",
      "Asia",
      "Australia",
    ]);
    expect(sections.find((s) => s.name === "turn")!.children!.map((c) => c.name)).toEqual(["reinforce", "attack", "fortify", "draw"]);
    const alaska = map.children!.find((c) => c.name === "Alaska")!;
    expect(alaska.selectionRange).toEqual({ start: positionOf(classic, "Alaska ["), end: positionOf(classic, "Alaska [", 6) });
  });

  it("a child's outline lists only what the child writes", () => {
    const [variant] = open('variant "Mine" extends "classic" {\n  players 3..5\n}\n').documentSymbols(uri);
    expect(variant!.detail).toBe('extends "classic"');
    expect(variant!.children!.map((s) => s.name)).toEqual(["players"]);
  });

  it("A1: the outline lists each rule of a rules section with its event", () => {
    const text = 'variant "Mine" extends "classic" {\n  rules {\n    rule "Tax" on phase start attack {\n      armies +1\n    }\n  }\n}\n';
    const [variant] = open(text).documentSymbols(uri);
    const rules = variant!.children!.find((s) => s.name === "rules")!;
    expect(rules.children!.map((r) => [r.name, r.detail, r.kind])).toEqual([["Tax", "on phase start attack", SymbolKind.Event]]);
  });

  it("workspace symbols: the names defined in the known files, matched as typed", () => {
    const found = open(classic).workspaceSymbols("kmch");
    expect(found.map((s) => s.name)).toContain("Kamchatka");
    expect(found.every((s) => /k.*m.*c.*h/i.test(s.name))).toBe(true);
  });
});

describe("folding", () => {
  it("every block over several lines, and comment runs", () => {
    const ranges = open(classic).foldingRanges(uri);
    const lines = classic.split("\n");
    const starting = (needle: string) => ranges.find((r) => lines[r.startLine]!.includes(needle));
    expect(starting('map "Classic board" {')).toBeDefined();
    expect(starting("territories {")).toBeDefined();
    expect(starting("turn {")).toBeDefined();
    const turn = starting("turn {")!;
    expect(lines[turn.endLine + 1]!.trim()).toBe("}");
    expect(ranges.find((r) => r.startLine === 0)).toMatchObject({ kind: FoldingRangeKind.Comment });
  });
});

describe("formatting", () => {
  it("a file formatted already gets no edit; a messy one the formatter's text, as line edits", async () => {
    const service = open(classic);
    expect(await service.format(uri)).toEqual({ edits: [] });
    const messy = classic.replace("  players 3..6 // C2", "players    3..6 // C2").replace("    phase draw {", "       phase draw {");
    const s2 = open(messy);
    const result = await s2.format(uri);
    if ("refused" in result) throw new Error(result.refused);
    expect(result.edits).toHaveLength(2);
    expect(applyEdits(messy, result.edits)).toBe(await formatRisk(messy));
  });

  it("a range: only the edits inside it", async () => {
    const messy = classic.replace("  players 3..6 // C2", "players    3..6 // C2").replace("    phase draw {", "       phase draw {");
    const service = open(messy);
    const at = positionOf(messy, "phase draw");
    const result = await service.format(uri, { start: { line: at.line, character: 0 }, end: { line: at.line + 1, character: 0 } });
    if ("refused" in result) throw new Error(result.refused);
    expect(applyEdits(messy, result.edits)).toBe(messy.replace("       phase draw {", "    phase draw {"));
  });

  it("a file that does not parse is left alone, with the reason", async () => {
    const result = await open('variant "x" { players 3..').format(uri);
    expect(result).toMatchObject({ refused: expect.stringMatching(/^not formatted: /) });
  });

  it("line differences apply back to the new text (property test)", () => {
    const line = fc.constantFrom("a\n", "b\n", "c\n", "d\n", "");
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.array(line, { maxLength: 30 }), (a, b) => {
        const out: string[] = [];
        let at = 0;
        for (const h of diffLines(a, b)) {
          out.push(...a.slice(at, h.fromStart), ...b.slice(h.toStart, h.toEnd));
          at = h.fromEnd;
        }
        out.push(...a.slice(at));
        expect(out.join("")).toBe(b.join(""));
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});

describe("semantic tokens, signature help, inlay hints", () => {
  it("names are coloured by what they name; quantities and functions as the language's own", () => {
    const service = open(classic);
    const data = service.semanticTokens(uri).data;
    const tokens: { line: number; character: number; length: number; type: string; modifiers: number }[] = [];
    let line = 0;
    let character = 0;
    for (let i = 0; i < data.length; i += 5) {
      line += data[i]!;
      character = data[i]! === 0 ? character + data[i + 1]! : data[i + 1]!;
      tokens.push({ line, character, length: data[i + 2]!, type: semanticTokensLegend.tokenTypes[data[i + 3]!]!, modifiers: data[i + 4]! });
    }
    const at = (needle: string, delta = 0) => {
      const p = positionOf(classic, needle, delta);
      return tokens.find((t) => t.line === p.line && t.character === p.character);
    };
    expect(at("Alaska [")).toMatchObject({ type: "enumMember", modifiers: 1, length: 6 });
    expect(at('Alaska -- "')).toMatchObject({ type: "enumMember", modifiers: 0 });
    expect(at("continent Asia", 10)).toMatchObject({ type: "namespace" });
    expect(at("batch placeBatch", 6)).toMatchObject({ type: "parameter" });
    expect(at("floor(count")).toMatchObject({ type: "function" });
    expect(at("conquered > 0")).toMatchObject({ type: "variable", modifiers: 2 | 4 });
    expect(at("combat {")).toMatchObject({ type: "keyword" });
    expect(at("// C2")).toMatchObject({ type: "comment" });
    expect(at('"Classic"')).toMatchObject({ type: "string" });
  });

  it("signature help inside a function's brackets, with the argument under the cursor", () => {
    const service = open(classic);
    const help = service.signatureHelp(uri, positionOf(classic, "max(3, floor", 7))!;
    expect(help.signatures[0]!.label).toBe("max(a: a number, b: a number, ...more) → the largest");
    expect(help.activeParameter).toBe(1);
    expect(service.signatureHelp(uri, positionOf(classic, "floor(count(", 12))!.signatures[0]!.label).toMatch(/^count\(/);
    expect(service.signatureHelp(uri, positionOf(classic, "combat {", 3))).toBeNull();
  });

  it("inlay hints: a group's bonus per territory, a parameter's value in force", () => {
    const service = open(classic);
    const all = { start: { line: 0, character: 0 }, end: { line: 10_000, character: 0 } };
    const hints = service.inlayHints(uri, all);
    expect(hints).toContainEqual(
      expect.objectContaining({ label: "0.5 a territory", position: positionOf(classic, "continent Australia bonus 2", 27) }),
    );
    expect(hints).toContainEqual(expect.objectContaining({ label: "= 1", position: positionOf(classic, "batch placeBatch", 16) }));
    service.setOverrides(uri, { placeBatch: "3" });
    expect(service.inlayHints(uri, all)).toContainEqual(expect.objectContaining({ label: "= 3" }));
  });
});
