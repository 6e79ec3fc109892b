// Quick fixes: each entry of the fix table (language/fixes.ts), on a variant that raises its
// diagnostic; the fix's edit, applied, repairs the file (it then checks as cleanly as before the
// mistake). And the refactoring of a one-way link into a two-way border.
import { describe, expect, it } from "vitest";
import { CodeActionKind } from "vscode-languageserver-types";
import { compile } from "../../compiler/index.js";
import { codeFor, fixTable, type CodeName } from "../../language/index.js";
import { fixesFor } from "../../language/fixes.js";
import { applyWorkspaceEdit, positionOf, testService, variantText } from "./support.js";

const classic = variantText("classic");
const uri = "file:///work/variant.risk";

function diagnose(text: string) {
  const { service, errors } = testService();
  service.open(uri, text);
  return { service, errors, diagnostics: service.diagnostics(uri) };
}

/** The quick fixes offered for the first diagnostic with this code, and the text after the first of them. */
function fix(text: string, code: CodeName) {
  const { service, errors, diagnostics } = diagnose(text);
  const d = diagnostics.find((x) => x.code === codeFor(code));
  if (!d) throw new Error(`no ${codeFor(code)} (${code}) in ${JSON.stringify(diagnostics.map((x) => x.code))}`);
  const actions = service.codeActions(uri, d.range).filter((a) => a.kind === CodeActionKind.QuickFix && a.diagnostics?.[0]?.code === d.code);
  expect(errors).toEqual([]);
  const fixed = actions[0] ? applyWorkspaceEdit(actions[0].edit!, () => text)[uri]! : text;
  return { actions, fixed, after: diagnose(fixed).diagnostics };
}

const cases: Record<string, { code: CodeName; text: string; title: string | RegExp; clean?: boolean }> = {
  "RISK1009 a misspelt keyword (the issue's `contnent`)": {
    code: "misspeltKeyword",
    text: classic.replace("continent Australia", "contnent Australia"),
    title: "Change to `continent`",
  },
  "RISK1010 an unclosed block": {
    code: "unclosedBracket",
    text: classic.replace("      attack // C5, C6\n    }", "      attack // C5, C6"),
    title: "Add `}`",
  },
  "RISK1002 a stray character": {
    code: "unexpectedCharacter",
    text: classic.replace("players 3..6", "players 3..6 #"),
    title: "Remove the character",
  },
  "RISK1006 an unclosed comment": {
    code: "unclosedComment",
    text: classic.replace("  players 3..6", "  /* how many\n  players 3..6"),
    title: "Close the comment at the end of its line",
  },
  "RISK2001 an unknown territory": {
    code: "unknownTerritory",
    text: classic.replace("Japan -- Kamchatka", "Japan -- Kamchatk"),
    title: "Change to `Kamchatka`",
  },
  "RISK2002 an unknown group": {
    code: "unknownGroup",
    text: classic.replace("count(territories owned) / 3", "count(territories owned in Asai) / 3"),
    title: "Change to `Asia`",
    clean: false,
  },
  "RISK2003 an unknown name": { code: "unknownName", text: classic.replace("batch placeBatch", "batch placeBatc"), title: "Change to `placeBatch`" },
  "RISK2004 an unknown attribute": {
    code: "unknownAttribute",
    text: classic.replace("Alaska [symbol infantry", "Alaska [symbl infantry"),
    title: "Change to `symbol`",
  },
  "RISK2005 a word not among the choices": {
    code: "unknownChoice",
    text: classic.replace("Alaska [symbol infantry", "Alaska [symbol infantri"),
    title: "Change to `infantry`",
  },
  "RISK3001 a border to itself": {
    code: "selfBorder",
    text: classic.replace("Japan -- Kamchatka", "Japan -- Kamchatka, Japan"),
    title: "Remove the border of a territory to itself",
  },
  "RISK3002 a border given twice": {
    code: "duplicateBorder",
    text: classic.replace("Japan -- Kamchatka", "Japan -- Kamchatka\n      Kamchatka -- Japan"),
    title: "Remove the repeated border",
  },
  "RISK3003 a territory in no group": {
    code: "territoryInNoGroup",
    text: classic
      .replace("Alaska [symbol infantry, at 60 90]", "Alaska [symbol infantry, at 60 90]\n      Chukotka [symbol cavalry]")
      .replace("Japan -- Kamchatka", "Japan -- Kamchatka\n      Chukotka -- Kamchatka, Alaska"),
    title: "Add `Chukotka` to continent `North America`",
  },
  "RISK3004 a territory in two groups": {
    code: "territoryInTwoGroups",
    text: classic.replace("Japan, Kamchatka", "Japan, Kamchatka, Alaska"),
    title: /^Remove `Alaska` from continent `(North America|Asia)`$/,
  },
  "RISK3005 an empty group": {
    code: "emptyGroup",
    text: classic.replace("  continent Australia", "  continent Atlantis bonus 1 { }\n  continent Australia"),
    title: "Remove the empty continent `Atlantis`",
  },
  "RISK3010 a link that repeats a border": {
    code: "linkDuplicatesBorder",
    text: classic.replace("Japan -- Kamchatka", "Japan -- Kamchatka\n      Japan -> Kamchatka"),
    title: "Remove the one-way link (the two-way border stays)",
  },
  "RISK3011 a member listed twice": {
    code: "duplicateMember",
    text: classic.replace("Japan, Kamchatka", "Japan, Kamchatka, Japan"),
    title: "Remove the repeated `Japan` from the list",
  },
  "RISK4027 a reversed range": { code: "reversedRange", text: classic.replace("players 3..6", "players 6..3"), title: "Write `3..6`" },
  "RISK4028 an unused parameter": {
    code: "unusedDeclaration",
    text: classic.replace("  param placeBatch", "  param unused: int = 3\n  param placeBatch"),
    title: "Remove the unused parameter `unused`",
  },
  "RISK4029 an unread score": {
    code: "unreadScore",
    text: classic.replace("  end {", "  end {\n    score points = count(territories owned)"),
    title: "Remove the unused score `points`",
  },
  "RISK4031 an attack before any placement": {
    code: "attackBeforePlacement",
    text: classic.replace("  turn {", "  turn {\n    phase raid { attack }"),
    title: /^Write `attack first`/,
  },
  "RISK4013 an empty phase": {
    code: "emptyPhase",
    text: classic.replace("  turn {", "  turn {\n    phase nothing { }"),
    title: "Remove the empty phase `nothing`",
  },
};

describe("a quick fix for every diagnostic with a known repair", () => {
  for (const [name, c] of Object.entries(cases))
    it(name, () => {
      const { actions, after } = fix(c.text, c.code);
      expect(actions.map((a) => a.title)).toContainEqual(typeof c.title === "string" ? c.title : expect.stringMatching(c.title));
      expect(after.filter((d) => d.code === codeFor(c.code))).toEqual([]);
      if (c.clean !== false) expect(after.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    });

  it("the table has a tested case for each of its entries", () => {
    const tested = new Set(Object.values(cases).map((c) => c.code));
    expect(Object.keys(fixTable).filter((name) => !tested.has(name as CodeName) && name !== "emptyFile")).toEqual([]);
  });

  it("RISK1003 an empty file: a variant to start from", () => {
    const { actions, after } = fix("// nothing yet\n", "emptyFile");
    expect(actions[0]?.title).toBe("Start a variant");
    expect(after.filter((d) => d.code === codeFor("emptyFile"))).toEqual([]);
  });

  it("a did-you-mean or a bracket to close in the help is fixed even for a code the table does not list", () => {
    const titlesUnder = (text: string, code: CodeName) => {
      const result = compile(text);
      const d = result.diagnostics.find((x) => x.code === codeFor(code))!;
      // The same diagnostic under a code no table lists (one split or renumbered since).
      return fixesFor({ text, diagnostic: { ...d, code: "RISK9999" }, ...(result.ast ? { ast: result.ast } : {}) }).map((f) => f.title);
    };
    expect(titlesUnder(classic.replace("batch placeBatch", "batch placeBatc"), "unknownName")).toEqual(["Change to `placeBatch`"]);
    expect(titlesUnder(classic.replace("      attack // C5, C6\n    }", "      attack // C5, C6"), "unclosedBracket")).toEqual(["Add `}`"]);
  });

  it("a problem inside a parent file gets no fix here", () => {
    const { service, diagnostics } = diagnose('variant "Mine" extends "classic" {\n  players 3..6\n  map { borders { Atlantis -- Alaska } }\n}\n');
    expect(diagnostics.map((d) => d.code)).toContain(codeFor("unknownTerritory"));
    const actions = service.codeActions(uri, diagnostics[0]!.range);
    expect(actions.every((a) => a.edit && Object.keys(a.edit.changes!).every((u) => u === uri))).toBe(true);
  });
});

describe("refactoring", () => {
  it("a one-way link becomes a two-way border", () => {
    const text = classic.replace("Japan -- Kamchatka", "Japan -- Kamchatka\n      Iceland -> Quebec");
    const { service } = diagnose(text);
    const at = positionOf(text, "Iceland -> Quebec", 9);
    const action = service.codeActions(uri, { start: at, end: at }).find((a) => a.kind === CodeActionKind.RefactorRewrite)!;
    expect(action.title).toBe("Make the link a two-way border");
    expect(applyWorkspaceEdit(action.edit!, () => text)[uri]).toContain("Iceland -- Quebec");
  });
});
