// Completion by context: what the grammar accepts at the cursor decides what is offered.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CompletionItemKind } from "vscode-languageserver-types";
import { expectedAfter, lex } from "../../grammar/index.js";
import { contextKey, contextKeys } from "../../language/completion-contexts.js";
import { hoverText, positionOf, testService, variantText } from "./support.js";

const uri = "file:///work/variant.risk";

/** Complete after `needle` (the cursor at its end) in `text`. */
function complete(text: string, needle: string, occurrence = 1) {
  const { service, errors } = testService();
  service.open(uri, text);
  const items = service.completion(uri, positionOf(text, needle, needle.length, occurrence)).items;
  expect(errors).toEqual([]);
  return items;
}
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe("completion by context", () => {
  const classic = variantText("classic");

  it("in a border list: the territories (quoted when needed) and `remove`, no other keyword", () => {
    const items = complete(classic, 'Alaska -- "Northwest Territory", ');
    expect(items).toContainEqual(expect.objectContaining({ label: "Kamchatka", kind: CompletionItemKind.Value, insertText: "Kamchatka" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "Northwest Territory", insertText: '"Northwest Territory"' }));
    expect(labels(items)).not.toContain("in");
    expect(labels(items)).not.toContain("Asia");
    const atLineStart = complete(classic, "  borders {\n");
    expect(labels(atLineStart)).toContain("remove");
    expect(labels(atLineStart)).toContain("Alaska");
    expect(labels(atLineStart)).not.toContain("attack");
  });

  it("the word being typed is replaced, quotes included", () => {
    const text = classic.replace('Alaska -- "Northwest Territory"', 'Alaska -- "Northwest Territory", "Kam');
    const { service } = testService();
    service.open(uri, text);
    const at = positionOf(text, '"Kam', 4);
    const item = service.completion(uri, at).items.find((i) => i.label === "Kamchatka")!;
    expect(item.textEdit).toEqual({ range: { start: { line: at.line, character: at.character - 4 }, end: at }, newText: '"Kamchatka"' });
  });

  it("in a combat block: the combat statements only", () => {
    expect(labels(complete(classic, "combat {\n")).sort()).toEqual(
      // CS1: `casualties by choice` is offered as a word.
      ["attack", "attacker", "battles", "casualties", "defender", "dice", "die", "placed", "rank", "require", "ties", "conquer"].sort(),
    );
  });

  it("D1/D3 in a combat block: after `on` the named dice; after `extra die` its condition or the next statement", () => {
    const text = classic.replace("combat {", "combat {\n    attacker +1 on highest\n    defender extra die\n    ");
    expect(labels(complete(text, "attacker +1 on ")).sort()).toEqual(["die", "each", "highest", "lowest"].sort());
    expect(labels(complete(text, "defender extra die\n    "))).toEqual(expect.arrayContaining(["when", "attacker", "defender", "ties"]));
  });

  it("in a formula: functions (with their brackets), game quantities, parameters and values; no statements", () => {
    const items = complete(classic, "receive max(");
    expect(items).toContainEqual(expect.objectContaining({ label: "floor", kind: CompletionItemKind.Function, insertText: "floor($0)" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "round", kind: CompletionItemKind.Constant, detail: "game quantity" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "placeBatch", kind: CompletionItemKind.Variable }));
    expect(items).toContainEqual(expect.objectContaining({ label: "territories", kind: CompletionItemKind.Keyword }));
    expect(labels(items)).not.toContain("phase");
    expect(labels(items)).not.toContain("Alaska");
    // One entry per name: `players` is a quantity here, not a keyword too.
    expect(labels(items).filter((l) => l === "players")).toHaveLength(1);
  });

  it("after `in`: the groups", () => {
    const text = classic.replace("receive max(3, floor(count(territories owned) / 3))", "receive count(territories in Asia)");
    const items = complete(text, "territories in ");
    expect(labels(items)).toEqual(expect.arrayContaining(["Asia", "Europe", "objective"]));
    expect(labels(items)).not.toContain("Alaska");
  });

  it("decks and units: the attributes a deck can show, the units and buildings a market can offer (F2, F3)", () => {
    const frontier = variantText("frontier");
    const deck = labels(complete(frontier, "deck territories showing "));
    expect(deck).toEqual(expect.arrayContaining(["terrain", "seal"]));
    expect(deck).not.toContain("Ranger");
    const offers = complete(frontier, "market {\n    offer ");
    expect(labels(offers)).toEqual(expect.arrayContaining(["Ranger", "Marshal", "Fort", "Mine", "army", "card", "effect"]));
    expect(labels(offers)).not.toContain("Alaska");
    expect(labels(complete(frontier, "owned with "))).toEqual(expect.arrayContaining(["Mine", "Fort", "Ranger"]));
    // A17: `on purchase X` names a unit type or a building.
    const withRule = frontier.replace(/\}\s*$/, '  rules { rule "r" on purchase Fort { armies +1 } }\n}\n');
    const bought = labels(complete(withRule, "on purchase "));
    expect(bought).toEqual(expect.arrayContaining(["Ranger", "Fort", "Mine"]));
    expect(bought).not.toContain("Alaska");
    expect(hoverText("file:///work/frontier.risk", withRule, "purchase Fort", 10)).toContain("building Fort");
  });

  it("S4/S5 the setup program: `units N` offers the unit types, a setup `gain` the resources", () => {
    const program = readFileSync("test/fixtures/setup-program.risk", "utf8");
    expect(labels(complete(program, "units 2 "))).toContain("Scout");
    expect(labels(complete(program, "gain "))).toContain("gold");
  });

  it("`extends`: the bundled variants", () => {
    const items = complete('variant "Mine" extends ', 'variant "Mine" extends ');
    expect(items).toContainEqual(expect.objectContaining({ label: "classic", insertText: '"classic"', kind: CompletionItemKind.File }));
  });

  it("a position that defines a new name offers nothing, nor does a comment", () => {
    expect(complete(classic, "param ")).toEqual([]);
    expect(complete(classic, "// Classic Risk:")).toEqual([]);
  });

  it("a file the grammar cannot read before the cursor: every name and keyword", () => {
    const broken = classic.replace("players 3..6", "players 3..6 ]]]");
    const items = complete(broken, "players 3..6 ]]]");
    expect(labels(items)).toEqual(expect.arrayContaining(["Alaska", "Asia", "continent", "phase"]));
  });

  it("every context of the table is one the grammar reports (no key that never matches)", () => {
    const samples = [
      ["map { borders { ", "borderEntry>name"],
      ["map { borders { A -- ", "borderEntry>name#2"],
      ["map { borders { A -- B with ", "borderEntry>name#3"],
      ['map { switch "s" starts on { on: ', "switchItem>name"],
      ["map { continent A { ", "groupDecl>name#2"],
      ["setup { armies ", "reference name"],
      ["setup { armies holds ", "holdsExpr>name"],
      ["setup { armies plays ", "playsExpr>name"],
      ["setup { armies count(territories in ", "setExpr>name"],
      ["setup { armies count(territories with ", "setExpr name"],
      ["setup { armies sum(", "callExpr>word"],
      ['variant "x" extends ', "variantDecl>name#2"],
      ["setup { deal territories to ", "dealStep>name"],
      ["cards { deck territories showing ", "deckStmt name"],
      ["map { territories { A [", "territoryAttr name"],
      ["map { territories { A [x ", "literal>word"],
      ["cards { except ", "exceptStmt name"],
      ["setup { choose ", "chooseStep name"],
      ["setup { build ", "buildStep name"],
      ["setup { units 2 ", "unitsStep name"],
      ["combat { rank ", "rankStmt name"],
      ["combat { ", "casualtiesByChoiceStmt name"],
      ["combat { defender reroll ", "modifierStmt name#2"],
      ["combat { defender reroll one rank each ", "modifierStmt name#3"],
      ['rules { rule "r" on conquest { move 2 ', "moveEffect name"],
      ['effects { card "c" { on reveal: build ', "revealEffectStmt name"],
      ['effects { card "c" { on reveal: flip ', "revealEffectStmt string"],
      ["turn { phase p { gain ", "gainStep name"],
      ["setup { order by bid ", "orderStep name"],
      ["counters { token T count 1 refills ", "tokenDecl name"],
      ["factions { faction F when true { captured ", "factionOption name"],
      ["factions { faction F when true { enters ", "factionOption string"],
      ["market { offer army cost 1 ", "offerDecl name"],
      ["market { offer ", "offerDecl>word"],
      ['objectives { objective "a" when true instead ', "objectiveDecl string#2"],
      ['objectives { objective "a" { ', "objectiveDecl>name"],
      ['factions { entry "e" { ', "entryDecl>name"],
      ["turn { phase p { fortify path ", "pathOption>word"],
      ["leaders { unit U limit 1 { form f: ", "powerStmt name"],
      ["counters { counter c each ", "counterDecl name#2"],
      ["setup { order by seat each ", "orderStep name#2"],
      ['rules { rule "r" on turn start { open ', "borderEffect>name"],
      ['rules { rule "r" on turn start { open A -- ', "borderEffect>name#2"],
      ['rules { rule "r" on turn start { gain ', "gainEffect name"],
      ['rules { rule "r" on turn start { give ', "giveEffect name"],
      ['rules { rule "r" on turn start cost 1 ', "ruleDecl name"],
      ['rules { rule "r" on ', "ruleEvent name"],
      ['rules { rule "r" on crossing ', "ruleEvent name#2"],
      ['rules { rule "r" on purchase ', "ruleEvent name#4"],
      ['rules { rule "r" on phase start ', "ruleEvent>word"],
      ['rules { rule "r" on turn start { ', "ownerEffect name"],
    ] as const;
    const reported = new Set<string>();
    for (const [before, key] of samples) {
      const keys = (expectedAfter(lex(before.startsWith("variant") ? before : `variant "v" { ${before}`)) ?? []).map(contextKey);
      expect(keys, before).toContain(key);
      reported.add(key);
    }
    expect([...contextKeys].filter((k) => !reported.has(k))).toEqual([]);
  });
});
