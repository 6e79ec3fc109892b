// The playground's editor features, without a browser: analysis, completion, hover,
// go-to-definition, map layout and the share-link encoding.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "../../playground/src/analysis.js";
import { completions, definitionAt, hoverAt } from "../../playground/src/language-service.js";
import { layoutMap } from "../../maps/index.js";
import { decodeText, encodeText, MAX_SHARED_TEXT, textFromHash } from "../../playground/src/storage.js";
import { escapeMarkdown } from "../../playground/src/plain-text.js";

const classic = readFileSync("variants/classic.risk", "utf8");
const examples = { "classic.risk": classic };
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
const columnOf = (text: string, needle: string, word: string) => text.split("\n")[lineOf(text, needle) - 1]!.indexOf(word) + 1;

describe("analysis for the editor", () => {
  it("classic: no problems, every territory defined, the map with 42 nodes and 83 borders", () => {
    const a = analyze(classic, examples);
    expect(a.problems).toEqual([]);
    expect(a.definitions.filter((d) => d.kind === "territory")).toHaveLength(42);
    expect(a.map.territories).toHaveLength(42);
    expect(a.map.borders).toHaveLength(83);
    expect(a.ir?.name).toBe("Classic");
  });

  it("a typo gives a problem with its line and column, and the map still shows", () => {
    const text = classic.replace('Alaska -- "Northwest', 'Alaska -- Atlantis, "Northwest');
    const a = analyze(text, examples);
    expect(a.problems).toHaveLength(1);
    expect(a.problems[0]).toMatchObject({
      code: "RISK2001",
      message: "unknown territory `Atlantis`",
      range: { startLine: lineOf(text, "Alaska -- Atlantis"), startColumn: columnOf(text, "Alaska -- Atlantis", "Atlantis") },
    });
    expect(a.map.territories).toHaveLength(42);
    expect(a.ir).toBeUndefined();
  });

  it("a variant that extends a bundled one resolves its parent from the examples", () => {
    const a = analyze('variant "Mine" extends "classic" {\n  players 3..5\n}\n', examples);
    expect(a.problems).toEqual([]);
    expect(a.ir?.players).toEqual({ min: 3, max: 5 });
  });
});

describe("completion, hover, definitions", () => {
  const a = analyze(classic, examples);

  it("completion offers territory names (quoted when needed), groups, phases, parameters and keywords", () => {
    const items = completions(a);
    expect(items).toContainEqual(expect.objectContaining({ label: "Alaska", kind: "territory", insertText: "Alaska" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "Northwest Territory", insertText: '"Northwest Territory"' }));
    expect(items).toContainEqual(expect.objectContaining({ label: "Asia", kind: "group" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "fortify", kind: "phase" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "placeBatch", kind: "param" }));
    expect(items).toContainEqual(expect.objectContaining({ label: "continent", kind: "keyword" }));
  });

  it("hover on a territory in a border shows its group and its borders", () => {
    const line = lineOf(classic, 'Alaska -- "Northwest');
    const hover = hoverAt(a, line, columnOf(classic, 'Alaska -- "Northwest', "Kamchatka") + 2);
    expect(hover?.contents).toContain("Kamchatka — territory in Asia");
    expect(hover?.contents).toContain("borders: Alaska, Yakutsk, Irkutsk, Mongolia, Japan");
  });

  it("hover on a group shows its bonus and members", () => {
    const line = lineOf(classic, "continent Australia");
    expect(hoverAt(a, line, columnOf(classic, "continent Australia", "Australia") + 1)?.contents).toContain(
      "Australia — continent bonus 2, 4 territories",
    );
  });

  it("go-to-definition from a use of a name lands on its definition", () => {
    const use = lineOf(classic, 'Alaska -- "Northwest');
    const target = definitionAt(a, use, columnOf(classic, 'Alaska -- "Northwest', "Kamchatka"));
    expect(target?.name).toBe("Kamchatka");
    expect(target?.range.startLine).toBe(lineOf(classic, "Kamchatka [symbol"));
    const param = definitionAt(a, lineOf(classic, "place remaining batch"), columnOf(classic, "place remaining batch", "placeBatch"));
    expect(param?.range.startLine).toBe(lineOf(classic, "param placeBatch"));
  });
});

describe("map layout", () => {
  it("uses the variant's own positions, keeping their proportions", () => {
    const map = analyze(classic, examples).map;
    const points = layoutMap(map, 1000 / 640);
    const alaska = points[map.territories.findIndex((t) => t.name === "Alaska")]!;
    const kamchatka = points[map.territories.findIndex((t) => t.name === "Kamchatka")]!;
    expect(alaska[0]).toBeCloseTo(0, 5);
    expect(kamchatka[0]).toBeGreaterThan(0.95);
  });

  it("lays out a map without positions deterministically, inside the box, with no two nodes on top of each other", () => {
    const map = analyze(classic.replace(/, at \d+ \d+/g, ""), examples).map;
    const a = layoutMap(map, 1.5);
    expect(layoutMap(map, 1.5)).toEqual(a);
    for (const [x, y] of a) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
    }
    let closest = Infinity;
    for (let i = 0; i < a.length; i++)
      for (let j = i + 1; j < a.length; j++) closest = Math.min(closest, Math.hypot(a[i]![0] - a[j]![0], a[i]![1] - a[j]![1]));
    expect(closest).toBeGreaterThan(0.01);
  });
});

describe("share links", () => {
  it("round-trip the text through the URL hash", async () => {
    const encoded = await encodeText(classic);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded.length).toBeLessThan(classic.length / 2);
    expect(await decodeText(encoded)).toEqual({ text: classic });
    expect(await textFromHash(`#code=${encoded}`)).toEqual({ text: classic });
    expect(await textFromHash("#other=1")).toBeUndefined();
    expect(await decodeText("not-deflate")).toEqual({ problem: "the shared link is damaged: it was not opened" });
  });

  it("refuse a link that inflates past 1 MB, without inflating all of it", async () => {
    // 64 MB of one letter deflates to about 64 kB: the shape of the link the issue found.
    const bomb = await encodeText("a".repeat(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await decodeText(bomb)).toEqual({ problem: "the shared link holds more than 1 MB of text: it was not opened" });
    const justFits = "a".repeat(MAX_SHARED_TEXT);
    expect(await decodeText(await encodeText(justFits))).toEqual({ text: justFits });
  });
});

describe("cards and objectives in the editor", () => {
  const risiko = readFileSync("variants/risiko.risk", "utf8");
  const a = analyze(risiko, examples);

  it("hover on an effect card shows its effect, and completion offers it", () => {
    const line = lineOf(risiko, 'card "Challenge"');
    const hover = hoverAt(a, line, columnOf(risiko, 'card "Challenge"', '"Challenge"') + 2);
    expect(hover?.contents).toContain('card "Challenge"');
    expect(hover?.contents).toContain("ties go to the attacker for that attack");
    expect(completions(a)).toContainEqual(expect.objectContaining({ label: "Challenge", kind: "card", insertText: '"Challenge"' }));
  });

  it("hover on an objective lists its territories", () => {
    const line = lineOf(risiko, 'objective "1. Letto"');
    expect(hoverAt(a, line, columnOf(risiko, 'objective "1. Letto"', '"1. Letto"') + 2)?.contents).toContain("23 territories: Alaska, Alberta");
  });
});

describe("hovers on the Cybertron variant", () => {
  const cybertron = readFileSync("variants/transformers-cybertron.risk", "utf8");
  const a = analyze(cybertron, { ...examples, "transformers-cybertron.risk": cybertron });

  it("Y7 hover on a switch shows what each of its states puts on the board", () => {
    const line = lineOf(cybertron, 'switch "Polyhex spin"');
    expect(hoverAt(a, line, columnOf(cybertron, 'switch "Polyhex spin"', "Polyhex") + 1)?.contents).toBe(
      'switch "Polyhex spin" — starts on\n\non: Polyhex -- Tarn, Polyhex -- Protihex\n\noff: Polyhex -- Kalis, Polyhex -- Darkmount',
    );
  });

  it("Y7 hover on a territory lists the borders a switch opens, with the state they need", () => {
    const line = lineOf(cybertron, "Polyhex [");
    expect(hoverAt(a, line, columnOf(cybertron, "Polyhex [", "Polyhex") + 1)?.contents).toContain(
      'borders: Tarn (while "Polyhex spin" is on), Protihex (while "Polyhex spin" is on), Kalis (while "Polyhex spin" is off), Darkmount (while "Polyhex spin" is off)',
    );
  });

  it("Y9 hover on a leader shows his die and the powers of each form, parameters named", () => {
    const line = lineOf(cybertron, 'leader "Barricade"');
    expect(hoverAt(a, line, columnOf(cybertron, 'leader "Barricade"', "Barricade") + 1)?.contents).toBe(
      'leader "Barricade" — rolls a d8; forms: robot (attack +barricadeAttack, defend +barricadeDefend), vehicle (barricadeVehicle (a parameter))',
    );
    expect(completions(a)).toContainEqual(expect.objectContaining({ label: "Optimus Prime", kind: "leader", insertText: '"Optimus Prime"' }));
  });
});

describe("hovers on the Earth variant", () => {
  const earth = readFileSync("variants/transformers-earth.risk", "utf8");
  const a = analyze(earth, { ...examples, "transformers-earth.risk": earth });

  it("E1/E3/E10 hovers show a faction's traits, a starting point's territories and a counter's change", () => {
    expect(a.problems).toEqual([]);
    expect(hoverAt(a, lineOf(earth, "faction Humans"), columnOf(earth, "faction Humans", "Humans") + 1)?.contents).toBe(
      "faction Humans — neutral (never gets armies); may leave a territory empty; each one destroyed adds 1 to the destroyer's `slaves`",
    );
    expect(hoverAt(a, lineOf(earth, 'entry "Centre"'), columnOf(earth, 'entry "Centre"', '"Centre"') + 2)?.contents).toBe(
      'starting point "Centre" (off the board) — new armies of Autobots come in next to it: "Southern Europe", "North Africa", Egypt, "Middle East"',
    );
    expect(hoverAt(a, lineOf(earth, "counter energon"), columnOf(earth, "counter energon", "energon") + 1)?.contents).toBe(
      "counter energon — one for the game, changes by -1 after every round",
    );
    expect(completions(a)).toContainEqual(expect.objectContaining({ label: "Decepticons", kind: "faction" }));
  });

  it("E1/E3/E10 a use of a faction, a starting point or a counter leads to its definition, and shows its hover", () => {
    const use = (needle: string, word: string) => [lineOf(earth, needle), columnOf(earth, needle, word) + 1] as const;
    expect(definitionAt(a, ...use("pieces if plays Decepticons", "Decepticons"))).toMatchObject({ kind: "faction", name: "Decepticons" });
    expect(definitionAt(a, ...use("deal territories to Humans", "Humans"))).toMatchObject({ kind: "faction", name: "Humans" });
    expect(definitionAt(a, ...use('enters "Centre"', "Centre"))).toMatchObject({ kind: "entry", name: "Centre" });
    expect(definitionAt(a, ...use("captured slaves", "slaves"))).toMatchObject({ kind: "counter", name: "slaves" });
    expect(hoverAt(a, ...use("floor(slaves / slavesPerUnit)", "slaves"))?.contents).toBe("counter slaves — one per player");
    const refills = use("refills energon", "refills energon");
    expect(definitionAt(a, refills[0], refills[1] + "refills ".length)).toMatchObject({ kind: "counter", name: "energon" });
  });

  it("E3 the map model lists the starting points with the territories each touches", () => {
    const names = (ts: number[]) => ts.map((t) => a.map.territories[t]!.name);
    expect(a.map.entries.map((e) => [e.name, names(e.territories)])).toEqual([
      ["North-west", ["Alaska", "Northwest Territory"]],
      ["North-east", ["Kamchatka", "Yakutsk"]],
      ["South-west", ["Argentina", "Peru"]],
      ["South-east", ["Eastern Australia", "Western Australia"]],
      ["Centre", ["Southern Europe", "North Africa", "Egypt", "Middle East"]],
    ]);
  });
});

describe("hovers show variant text as plain text", () => {
  it("escape every character markdown or HTML could read as syntax", () => {
    const name = "![x](http://127.0.0.1/x.png) <img src=x onerror=alert(1)> **bold** [link](javascript:alert(1))";
    const escaped = escapeMarkdown(name);
    // Every syntax character is preceded by a backslash: nothing is left for markdown to parse.
    expect(escaped.replace(/\\./g, "")).toMatch(/^[A-Za-z0-9 ]*$/);
    expect(escaped.replace(/\\(.)/g, "$1")).toBe(name);
  });
});

describe("completion and hover for the v2 constructs", () => {
  const frontierText = readFileSync("variants/frontier.risk", "utf8");
  const capitalText = readFileSync("variants/capital.risk", "utf8");
  const frontier = analyze(frontierText, examples);
  const capital = analyze(capitalText, examples);
  const hoverOn = (a: ReturnType<typeof analyze>, text: string, needle: string, word: string) =>
    hoverAt(a, lineOf(text, needle), columnOf(text, needle, word) + 1)?.contents;

  it("completion offers unit types, buildings, neutral seats, choices, resources and the new keywords", () => {
    expect(frontier.problems).toEqual([]);
    const items = completions(frontier);
    for (const [label, kind] of [
      ["Ranger", "unit"],
      ["Marshal", "unit"],
      ["Fort", "building"],
      ["Mine", "building"],
      ["Outlaws", "neutral"],
      ["gold", "counter"],
      ["market", "keyword"],
      ["offer", "keyword"],
      ["bid", "keyword"],
      ["reroll", "keyword"],
      ["choose", "keyword"],
    ])
      expect(items).toContainEqual(expect.objectContaining({ label, kind }));
    expect(completions(capital)).toContainEqual(expect.objectContaining({ label: "capital", kind: "choice" }));
  });

  it("hover on a unit, a building and a resource where a formula uses them, and on a choice where it is made", () => {
    expect(hoverOn(frontier, frontierText, "attack where terrain != marsh or Ranger", "Ranger")).toBe(
      "unit Ranger — 2 per player, rolls a d8; defend +1; on death back to its player's stock",
    );
    expect(hoverOn(frontier, frontierText, "defender +1 when Fort", "Fort")).toBe("building Fort — at most 1 a territory; on conquest destroyed");
    expect(hoverOn(frontier, frontierText, "gain gold", "gold")).toBe("counter gold — one per player, at most goldCap");
    expect(hoverOn(capital, capitalText, "choose capital", "capital")).toBe(
      "choice capital — each player picks a territory of the player's own; sealed, revealed when every player has chosen (`capital of s` in formulas)",
    );
  });
});
