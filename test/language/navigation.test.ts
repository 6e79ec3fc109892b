// Go to definition, find references and rename, within a file and across an `extends` family
// (a child, its bundled parent read-only, and a workspace parent that can be edited).
import { describe, expect, it } from "vitest";
import { applyWorkspaceEdit, bundled, positionOf, testService, variantText } from "./support.js";

const classic = variantText("classic");
const uri = "file:///work/variant.risk";
/** How often a name is written outside comments. */
const uses = (text: string, name: string) => text.replace(/\/\/.*$/gm, "").match(new RegExp(`\\b${name}\\b`, "g"))?.length ?? 0;

describe("definition and references in one file", () => {
  const { service } = testService();
  service.open(uri, classic);

  it("from a use to its definition: a territory, a parameter", () => {
    expect(service.definition(uri, positionOf(classic, 'Alaska -- "Northwest', 2))).toEqual([
      { uri, range: { start: positionOf(classic, "Alaska [symbol"), end: positionOf(classic, "Alaska [symbol", 6) } },
    ]);
    const param = service.definition(uri, positionOf(classic, "batch placeBatch", 8));
    expect(param[0]?.range.start).toEqual(positionOf(classic, "placeBatch: int"));
  });

  it("every use of a territory: its definition, its group, its borders", () => {
    const found = service.references(uri, positionOf(classic, "Kamchatka [", 1), true);
    const lines = found.map((l) => classic.split("\n")[l.range.start.line]!.trim());
    expect(found).toHaveLength(uses(classic, "Kamchatka"));
    expect(lines[0]).toMatch(/^Kamchatka \[/);
    expect(lines).toContain("Japan, Kamchatka"); // the last members of continent Asia
    expect(service.references(uri, positionOf(classic, "Kamchatka [", 1), false)).toHaveLength(found.length - 1);
  });
});

describe("across an extends family", () => {
  const child = 'variant "Mine" extends "classic" {\n  players 3..5\n  map {\n    borders { Alaska -- Iceland }\n  }\n}\n';

  it("a use in the child leads into the bundled parent, and its references include the parent's", () => {
    const { service } = testService();
    service.open(uri, child);
    const def = service.definition(uri, positionOf(child, "Alaska", 1));
    expect(def[0]?.uri).toBe(bundled["classic.risk"]);
    const refs = service.references(uri, positionOf(child, "Alaska", 1), true);
    expect(refs.filter((r) => r.uri === uri)).toHaveLength(1);
    expect(refs.filter((r) => r.uri === bundled["classic.risk"]).length).toBe(uses(classic, "Alaska"));
    // `extends "classic"` is a link to the parent file.
    expect(service.definition(uri, positionOf(child, '"classic"', 2))).toEqual([
      { uri: bundled["classic.risk"], range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } },
    ]);
  });

  it("a rename that would reach into a bundled variant is refused, with the reason", () => {
    const { service } = testService();
    service.open(uri, child);
    expect(service.rename(uri, positionOf(child, "Iceland", 1), "Thule")).toEqual({
      refused:
        "`Iceland` is also named in classic.risk, a bundled variant (read-only): renaming it here would leave its uses there meaning something else",
    });
  });

  it("renaming in a workspace parent renames in the children that use the name, and back", () => {
    const parentUri = "file:///work/base.risk";
    const childUri = "file:///work/mine.risk";
    const childText = 'variant "Mine" extends "base" {\n  players 3..5\n  map {\n    borders { Alaska -- Iceland }\n  }\n}\n';
    const { service, files } = testService({ [parentUri]: classic, [childUri]: childText });
    service.open(childUri, childText);
    const edit = service.rename(childUri, positionOf(childText, "Alaska", 1), "Alyeska");
    if ("refused" in edit) throw new Error(edit.refused);
    const after = applyWorkspaceEdit(edit, (u) => files.get(u)!);
    expect(after[childUri]).toContain("borders { Alyeska -- Iceland }");
    expect(uses(after[parentUri]!, "Alyeska")).toBe(uses(classic, "Alaska"));
    expect(uses(after[parentUri]!, "Alaska")).toBe(0);
    // From the parent, the child's use is found too (it is a known workspace file).
    service.open(parentUri, classic);
    const refs = service.references(parentUri, positionOf(classic, "Alaska [", 1), true);
    expect(refs.map((r) => r.uri)).toContain(childUri);
  });
});

describe("rename", () => {
  const rename = (text: string, needle: string, newName: string, delta = 1) => {
    const { service } = testService();
    service.open(uri, text);
    const edit = service.rename(uri, positionOf(text, needle, delta), newName);
    return "refused" in edit ? edit : applyWorkspaceEdit(edit, () => text)[uri]!;
  };

  it("a territory: every use, quoted where the new name needs it", () => {
    const after = rename(classic, "Kamchatka [", "Kamchatka Krai") as string;
    expect(after).toContain('"Kamchatka Krai" [symbol');
    expect(uses(after, "Kamchatka")).toBe(uses(after, "Kamchatka Krai"));
    const back = rename(after, '"Kamchatka Krai" [', "Kamchatka", 2) as string;
    expect(back).toBe(classic);
  });

  it("a group, a parameter, an attribute the deck shows (R6, C5)", () => {
    expect(rename(classic, "continent Asia", "Orient", "continent ".length + 1)).toContain("continent Orient bonus 7");
    const param = rename(classic, "param placeBatch", "batchSize", "param ".length + 1) as string;
    expect(uses(param, "batchSize")).toBe(uses(classic, "placeBatch"));
    const deck = rename(classic, "attribute symbol", "emblem", "attribute ".length + 1) as string;
    expect(deck).toContain("deck territories showing emblem");
    expect(deck).toContain("Alaska [emblem infantry");
    expect(uses(deck, "symbol")).toBe(0);
  });

  it("units and cards (F2, R10)", () => {
    const frontier = variantText("frontier");
    const unit = rename(frontier, "unit Ranger", "Scout", "unit ".length + 1) as string;
    expect(unit).toContain("offer Scout cost");
    expect(unit).toContain("or Scout of source > 0");
    const risiko = variantText("risiko");
    expect(rename(risiko, 'card "Challenge"', "Dare", 'card "'.length + 1)).toContain('card "Dare"');
  });

  it("refused where the result would mean something else", () => {
    expect(rename(classic, "Kamchatka [", "Alaska")).toEqual({ refused: "there is already a territory `Alaska`: the two would become one" });
    expect(rename(classic, "Kamchatka [", "Asia")).toEqual({ refused: "there is already a group `Asia`: the two would become one" });
    expect(rename(classic, "param placeBatch", "round", "param ".length + 1)).toEqual({
      refused: "`round` is a game quantity: formulas would read it instead of the parameter",
    });
    expect(rename(classic, "param placeBatch", "phase", "param ".length + 1)).toEqual({
      refused: "`phase` is a keyword of the language: a parameter cannot be called so",
    });
    expect(rename(classic, "param placeBatch", "two words", "param ".length + 1)).toEqual({
      refused: "a parameter's name is letters, digits and `_`, starting with a letter",
    });
    expect(rename(classic, "conquered > 0", "taken")).toEqual({ refused: "`conquered` is a game quantity: its name belongs to the language" });
    expect(rename(classic, "receive max", "get")).toEqual({ refused: "`receive` is a keyword of the language" });
  });

  it("prepareRename gives the name's range and text, or the refusal", () => {
    const { service } = testService();
    service.open(uri, classic);
    expect(service.prepareRename(uri, positionOf(classic, '"Northwest Territory" [', 3))).toEqual({
      range: {
        start: positionOf(classic, '"Northwest Territory" ['),
        end: positionOf(classic, '"Northwest Territory" [', '"Northwest Territory"'.length),
      },
      placeholder: "Northwest Territory",
    });
    expect(service.prepareRename(uri, positionOf(classic, "combat {", 1))).toEqual({ refused: "`combat` is a keyword of the language" });
  });
});
