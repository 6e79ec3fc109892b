// The community's map formats, read and written by the pure maps/ module: Domination's `.map` and
// Conquest's. The files in test/fixtures/maps/ are written by hand; each expected value below is
// read off them by hand.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { writtenName } from "../../grammar/index.js";
import {
  boardOf,
  formatOf,
  placeBoard,
  readMapFile,
  riskText,
  writeConquest,
  writeDomination,
  type Board,
  type MapFormat,
} from "../../maps/index.js";
import { bundledVariants, compileFileAt, compileText } from "../support/variants.js";

const fixture = (name: string) => readFileSync(`test/fixtures/maps/${name}`, "utf8");
const problemsOf = (text: string, format?: MapFormat) => readMapFile(text, format).problems.map((p) => `${p.line} ${p.severity} ${p.code}`);

/** A board's borders as a sorted list of sorted name pairs, whatever order the file gave. */
const borderNames = (board: Board) =>
  board.borders.map(([a, b]) => [board.territories[a]!.name, board.territories[b]!.name].sort().join(" -- ")).sort();

const ARCHIPELAGO_TERRITORIES = [
  { name: "Port Royal", group: 0, at: [100, 80] },
  { name: "High Moor", group: 0, at: [220, 60] },
  { name: "Stonegate", group: 0, at: [160, 150] },
  { name: "Saltmarsh", group: 1, at: [120, 300] },
  { name: "Redcliff", group: 1, at: [240, 320] },
  { name: "Low Fen", group: 1, at: [180, 400] },
  { name: "Gull Rock", group: 2, at: [420, 120] },
  { name: "Tern Isle", group: 2, at: [500, 200] },
  { name: "Lands End", group: 2, at: [460, 300] },
];
const ARCHIPELAGO_BORDERS = [
  "Gull Rock -- High Moor",
  "Gull Rock -- Tern Isle",
  "High Moor -- Port Royal",
  "High Moor -- Stonegate",
  "Lands End -- Low Fen",
  "Lands End -- Tern Isle",
  "Low Fen -- Redcliff",
  "Low Fen -- Saltmarsh",
  "Port Royal -- Stonegate",
  "Redcliff -- Saltmarsh",
  "Redcliff -- Stonegate",
  "Redcliff -- Tern Isle",
  "Saltmarsh -- Stonegate",
];

describe("reading Domination's .map", () => {
  it("reads the title, continents (bonus, colour), countries (`_` as a space, positions) and borders", () => {
    const read = readMapFile(fixture("archipelago.map"));
    expect(read.format).toBe("domination");
    expect(read.problems).toEqual([]);
    const board = read.board!;
    expect(board.title).toBe("Archipelago");
    expect(board.groups).toEqual([
      { name: "North", bonus: 3, colour: "yellow" },
      { name: "South", bonus: 2, colour: "red" },
      { name: "East Isles", bonus: 1, colour: "green" },
    ]);
    expect(board.territories).toEqual(ARCHIPELAGO_TERRITORIES);
    expect(borderNames(board)).toEqual(ARCHIPELAGO_BORDERS);
    expect(board.links).toEqual([]);
  });

  it("reports every problem of a broken file with its line and code, and gives no board", () => {
    const read = readMapFile(fixture("broken.map"));
    expect(read.board).toBeUndefined();
    expect(problemsOf(fixture("broken.map"))).toEqual([
      "5 error bad-bonus", // South two red
      "10 error country-out-of-order", // 4 Gamma: the third country
      "11 error continent-out-of-range", // Delta in continent 7 of 2
      "12 error bad-number", // Epsilon at x 10
      "15 error unknown-territory", // 1 2 9: there is no country 9
      "18 warning one-way-border", // 4 1: Alpha does not list the fourth
      "19 warning one-way-border", // 5 3: Gamma does not list the fifth
    ]);
    const messages = read.problems.map((p) => p.message);
    expect(messages).toContain("country Delta is in continent 7, but [continents] lists 1 to 2");
    expect(messages).toContain("Alpha borders country 9, which [countries] does not list");
  });

  it("imports a file with warnings only: a one-way border becomes a one-way link, empty continents go", () => {
    const read = readMapFile(fixture("loose.map"));
    expect(problemsOf(fixture("loose.map"))).toEqual([
      "19 warning unknown-section", // [missions]
      "3 warning unknown-line", // author nobody
      "15 warning duplicate-border", // 1 2 2 1: Beta twice
      "15 warning self-border", // ... and Alpha itself
      "17 warning one-way-border", // 3 2 1: Alpha does not list Gamma
      "7 warning empty-continent", // Nowhere
    ]);
    const board = read.board!;
    expect(board.title).toBe("Loose Ends");
    expect(board.groups).toEqual([{ name: "Mainland", bonus: 2, colour: "blue" }]);
    expect(borderNames(board)).toEqual(["Alpha -- Beta", "Beta -- Gamma"]);
    expect(board.links).toEqual([[2, 0]]);
  });

  it("reports missing sections, and a file in neither format", () => {
    expect(problemsOf("[continents]\nA 1 red\n[countries]\n1 X 1 0 0\n2 Y 1 5 5\n")).toEqual([
      "0 error missing-section", // no [borders]
      "4 warning no-borders",
      "5 warning no-borders",
    ]);
    expect(problemsOf("just some text\n")).toEqual(["0 error unknown-format"]);
    expect(formatOf("[Continents]\nA=1\n[Territories]\nX,0,0,A\n")).toBe("conquest");
  });
});

describe("reading Conquest's .map", () => {
  it("reads the author, continents by name and territories with their neighbours by name", () => {
    const read = readMapFile(fixture("archipelago-conquest.map"));
    expect(read.format).toBe("conquest");
    expect(read.problems).toEqual([]);
    const board = read.board!;
    expect(board.title).toBeUndefined();
    expect(board.author).toBe("riskc's tests");
    expect(board.groups).toEqual([
      { name: "North", bonus: 3 },
      { name: "South", bonus: 2 },
      { name: "East Isles", bonus: 1 },
    ]);
    expect(board.territories).toEqual(ARCHIPELAGO_TERRITORIES);
    expect(borderNames(board)).toEqual(ARCHIPELAGO_BORDERS);
  });

  it("reports every problem of a broken file with its line and code", () => {
    const read = readMapFile(fixture("broken-conquest.map"));
    expect(read.board).toBeUndefined();
    expect(problemsOf(fixture("broken-conquest.map"))).toEqual([
      "1 warning unknown-line", // a line before any section
      "8 error bad-bonus", // South=lots
      "12 error unknown-continent", // Beta in Nort
      "13 error bad-position", // Gamma at 30,-5
      "14 error bad-line", // Delta,40
      "11 error unknown-territory", // Alpha borders gamma
      "13 warning one-way-border", // Gamma lists Alpha; Alpha lists gamma, not Gamma
    ]);
    expect(read.problems.find((p) => p.code === "unknown-territory")!.message).toBe(
      "Alpha borders gamma, which [Territories] does not list (did you mean Gamma?)",
    );
  });
});

/** A board with one of everything the formats hold: a space in a name, a one-way link. */
const small: Board = {
  title: "Two Isles",
  territories: [
    { name: "North Cape", group: 0, at: [10, 20] },
    { name: "Bay", group: 0, at: [30, 20] },
    { name: "Rock", group: 1, at: [50, 60] },
  ],
  groups: [
    { name: "Main Isle", bonus: 2 },
    { name: "Skerry", bonus: 1, colour: "cyan" },
  ],
  borders: [[0, 1]],
  links: [[2, 1]],
};

describe("writing the formats", () => {
  it("writes Domination: numbered in order, `_` for spaces, neighbours by number (links from their start)", () => {
    const { text, problems } = writeDomination(small);
    expect(problems).toEqual([]);
    expect(text.split("\n").slice(1)).toEqual([
      "name Two Isles",
      "",
      "[continents]",
      "Main_Isle 2 yellow",
      "Skerry 1 cyan",
      "",
      "[countries]",
      "1 North_Cape 1 10 20",
      "2 Bay 1 30 20",
      "3 Rock 2 50 60",
      "",
      "[borders]",
      "1 2",
      "2 1",
      "3 2",
      "",
    ]);
  });

  it("writes Conquest: neighbours by name, a blank line between continents, warn=no for one-way links", () => {
    const { text, problems } = writeConquest(small);
    expect(problems).toEqual([]);
    expect(text).toBe(
      [
        "[Map]",
        "wrap=no",
        "scroll=none",
        "warn=no",
        "",
        "[Continents]",
        "Main Isle=2",
        "Skerry=1",
        "",
        "[Territories]",
        "North Cape,10,20,Main Isle,Bay",
        "Bay,30,20,Main Isle,North Cape",
        "",
        "Rock,50,60,Skerry,Bay",
        "",
      ].join("\n"),
    );
  });

  it("says what a format cannot hold: a comma in a Conquest name, `_` in a Domination one", () => {
    const odd: Board = {
      ...small,
      territories: [{ ...small.territories[0]!, name: "Cape, North" }, { ...small.territories[1]!, name: "Big_Bay" }, small.territories[2]!],
    };
    expect(writeConquest(odd).problems.map((p) => `${p.severity} ${p.code}`)).toEqual(["error name-not-representable"]);
    expect(writeDomination(odd).problems.map((p) => `${p.severity} ${p.code}`)).toEqual(["warning name-changes"]);
  });

  it("reads back what it writes: the same board, in both formats", () => {
    for (const write of [writeDomination, writeConquest]) {
      const back = readMapFile(write(small).text);
      expect(back.problems.map((p) => p.code)).toEqual(["one-way-border"]);
      expect(back.board!.territories).toEqual(small.territories);
      expect(back.board!.groups.map((g) => [g.name, g.bonus])).toEqual(small.groups.map((g) => [g.name, g.bonus]));
      expect(back.board!.borders).toEqual(small.borders);
      expect(back.board!.links).toEqual(small.links);
    }
  });

  it("every bundled variant's board survives a write and a read in both formats", () => {
    for (const file of bundledVariants) {
      const { board } = placeBoard(boardOf(compileFileAt(`variants/${file}.risk`).ir!).board);
      for (const write of [writeDomination, writeConquest]) {
        const back = readMapFile(write(board).text).board!;
        expect(back.territories, file).toEqual(board.territories);
        expect(
          back.groups.map((g) => [g.name, g.bonus]),
          file,
        ).toEqual(board.groups.map((g) => [g.name, g.bonus]));
        expect(borderNames(back), file).toEqual(borderNames(board));
        expect(back.links.map(([a, b]) => [a, b].join(" ")).sort(), file).toEqual(board.links.map(([a, b]) => [a, b].join(" ")).sort());
      }
    }
  });

  it("places territories the variant gives no position, and says so", () => {
    const unplaced: Board = { ...small, territories: small.territories.map(({ name, group }) => ({ name, group })) };
    const { board, problems } = placeBoard(unplaced);
    expect(problems.map((p) => p.code)).toEqual(["position-computed"]);
    for (const t of board.territories) {
      expect(t.at![0]).toBeGreaterThanOrEqual(0);
      expect(t.at![1]).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(t.at![0]) && Number.isInteger(t.at![1])).toBe(true);
    }
  });
});

describe("a board written as a variant", () => {
  it("quotes names where the language needs it: spaces, keywords, die sizes, quotes", () => {
    expect(["Alaska", "North America", "map", "d6", "d6x", 'Cape "Storm"', "back\\slash", "1st"].map(writtenName)).toEqual([
      "Alaska",
      '"North America"',
      '"map"',
      '"d6"',
      "d6x",
      '"Cape \\"Storm\\""',
      '"back\\\\slash"',
      '"1st"',
    ]);
  });

  it("extends the rules, replaces their map, keeps positions, and deals the rules' card symbols in turn", () => {
    const board: Board = {
      ...small,
      territories: [...small.territories, { name: "map", group: 1, at: [70, 80] }],
      borders: [
        [0, 1],
        [2, 3],
      ],
    };
    const text = riskText(board, {
      rules: "classic",
      name: "Two Isles",
      attributes: [{ name: "symbol", type: ["infantry", "cavalry", "artillery"] }],
      players: { min: 3, max: 6 },
    });
    expect(text).toContain('variant "Two Isles" extends "classic" {');
    expect(text).toContain("  players 3..4 // each player needs a territory: the map has 4");
    expect(text).toContain('  map "Two Isles" instead {');
    expect(text).toContain('      "North Cape" [symbol infantry, at 10 20]');
    expect(text).toContain('      "map" [symbol infantry, at 70 80]');
    expect(text).toContain('    continent Skerry [colour cyan] bonus 1 { Rock, "map" }');
    expect(text).toContain("      Rock -> Bay");
    const compiled = compileText(text);
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(compiled.ir!.map.territories.map((t) => [t.name, t.attrs["symbol"], t.at])).toEqual([
      ["North Cape", "infantry", [10, 20]],
      ["Bay", "cavalry", [30, 20]],
      ["Rock", "artillery", [50, 60]],
      ["map", "infantry", [70, 80]],
    ]);
  });

  it("keeps an attribute's default instead of dealing values", () => {
    const text = riskText(small, { rules: "frontier", name: "X", attributes: [{ name: "terrain", type: ["plains", "hills"], fallback: "plains" }] });
    expect(text).toContain("    attribute terrain: plains | hills = plains");
    expect(text).toContain('      "North Cape" [at 10 20]');
  });
});
