// The mistakes a beginner makes in a first variant each give one diagnostic that names the real
// cause, and it comes first: no cascade of "in no group" or "falls apart" after a misspelt
// keyword, no "outside 2..8" for a reversed range, no silence for a step in the wrong place.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileText, mini } from "../support/variants.js";

interface Mistake {
  name: string;
  text: string;
  /** The first diagnostic: code, message and help. */
  first: { code: string; message: string; help?: string };
  /** How many errors in all (1 for an error, 0 for a warning). */
  errors: number;
}

const mistakes: Mistake[] = [
  {
    name: "a misspelt keyword in the map (`contnent`)",
    text: mini(["continent North", "contnent North"]),
    first: { code: "RISK1009", message: "unknown word `contnent`", help: "did you mean `continent`?" },
    errors: 1,
  },
  {
    name: "a misspelt function (`flor`)",
    text: mini(["floor(", "flor("]),
    first: { code: "RISK1009", message: "unknown word `flor`", help: "did you mean `floor`?" },
    errors: 1,
  },
  {
    name: "a misspelt step (`plase`)",
    text: mini(["      place\n", "      plase\n"]),
    first: { code: "RISK1009", message: "unknown word `plase`", help: "did you mean `place`?" },
    errors: 1,
  },
  {
    name: "a misspelt set (`teritories`)",
    text: mini(["count(territories owned) ==", "count(teritories owned) =="]),
    first: { code: "RISK1009", message: "unknown word `teritories`", help: "did you mean `territories`?" },
    errors: 1,
  },
  {
    name: "a misspelt section (`combta`), with no echo after the variant's end",
    text: mini(["  combat {", "  combta {"]),
    first: { code: "RISK1009", message: "unknown word `combta`", help: "did you mean `combat`?" },
    errors: 1,
  },
  {
    name: "a missing `}`",
    text: mini(["    phase attack {\n      attack\n    }", "    phase attack {\n      attack"]),
    first: { code: "RISK1010", message: "`{` is never closed: expected `}`, found `combat` (a keyword)", help: "add `}` to close it" },
    errors: 1,
  },
  {
    name: "a reversed player range (`players 4..2`)",
    text: mini(["players 2..4", "players 4..2"]),
    first: { code: "RISK4027", message: "the range 4..2 is reversed", help: "write `players 2..4`" },
    errors: 1,
  },
  {
    name: "an unused parameter",
    text: mini(["players 2..4", "players 2..4\n  param bonusArmies: int = 2"]),
    first: { code: "RISK4028", message: "parameter `bonusArmies` is never used" },
    errors: 0,
  },
  {
    name: "`place` before `receive`",
    text: mini(["      receive max(3, floor(count(territories owned) / 3))\n      place\n", "      place\n      receive 3\n"]),
    first: { code: "RISK4030", message: "`place` comes before any armies are received", help: "move `receive` (or `trade`) before `place`" },
    errors: 1,
  },
  {
    name: "an attack phase before any reinforcement",
    text: mini(["    phase reinforce {", "    phase raid {\n      attack\n    }\n    phase reinforce {"]),
    first: {
      code: "RISK4031",
      message: "the turn attacks before any armies are placed",
      help: "put the reinforcement phase first, or write `attack first` if the turn starts with the attack on purpose",
    },
    errors: 1,
  },
  {
    name: "a score never read",
    text: mini([
      /win "domination"[^\n]*/,
      'win "domination" when count(territories owned) == count(territories)\n    score strength = count(territories owned) * 2',
    ]),
    first: { code: "RISK4029", message: "score `strength` is never read", help: "read it in `ranking strength` or in a `win ... when` rule" },
    errors: 0,
  },
];

describe("beginner mistakes: one diagnostic, the real cause, first", () => {
  for (const m of mistakes) {
    it(m.name, () => {
      const { diagnostics } = compileText(m.text);
      const [first] = diagnostics;
      expect({ code: first?.code, message: first?.message, ...(m.first.help ? { help: first?.help } : {}) }).toEqual(m.first);
      expect(diagnostics.filter((d) => d.severity === "error").length).toBe(m.errors);
      expect(diagnostics).toHaveLength(1);
    });
  }

  it("a missing `}` points at the `{` left open", () => {
    const text = mini(["    phase attack {\n      attack\n    }", "    phase attack {\n      attack"]);
    const [d] = compileText(text).diagnostics;
    const opener = text.indexOf("{", text.indexOf("phase attack"));
    expect(d!.labels).toEqual([{ span: { start: opener, end: opener + 1 }, message: "this `{` is never closed" }]);
  });

  it('RISK1009 a misspelt keyword in a variant with parameters gives no RISK4028 "never used" warnings (the rules reading them are in the part the parser lost)', () => {
    const classic = readFileSync("variants/classic.risk", "utf8");
    const typo = classic.replace('continent "North America"', 'contnent "North America"');
    expect(typo).not.toBe(classic);
    const { diagnostics } = compileText(typo);
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["RISK1009 unknown word `contnent`"]);
  });

  it("`attack first` says the turn starts with the attack on purpose: no RISK4031", () => {
    const text = mini(["    phase reinforce {", "    phase raid {\n      attack first\n    }\n    phase reinforce {"]);
    expect(compileText(text).diagnostics).toEqual([]);
  });
});
