// Every bundled variant compiles clean and its IR passes the schema (C1 board facts included).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateVariant } from "../../compiler/index.js";
import { mapJson } from "../../maps/index.js";
import { compileFileAt } from "../support/variants.js";

// A copy of the shared board facts (boards.json, kept beside the repository), so tests run anywhere.
const boards = JSON.parse(readFileSync("test/fixtures/boards.json", "utf8")) as {
  classicBoard: { continents: { name: string; bonus: number }[]; territories: { name: string; continent: string }[]; borders: [string, string][] };
};

describe("bundled variants", () => {
  const files = readdirSync("variants").filter((f) => f.endsWith(".risk"));

  it("include the classic variant", () => {
    expect(files).toContain("classic.risk");
  });

  for (const file of files) {
    it(`${file} compiles with no diagnostics and a schema-valid IR`, () => {
      const result = compileFileAt(`variants/${file}`);
      expect(result.diagnostics).toEqual([]);
      expect(validateVariant(result.ir)).toBe(true);
    });
  }
});

describe("C1 the classic board matches boards.json", () => {
  const result = compileFileAt("variants/classic.risk");
  const map = mapJson(result.ir!);
  const key = ([a, b]: [string, string]) => [a, b].sort().join(" -- ");

  it("C1 has 42 territories in the 6 continents of the board", () => {
    expect(map.territories).toHaveLength(42);
    const expected = boards.classicBoard.territories.map((t) => ({ name: t.name, group: t.continent }));
    expect([...map.territories].sort((a, b) => a.name.localeCompare(b.name))).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
  });

  it("C1 continent bonuses are NA 5, SA 2, EU 5, AF 3, AS 7, AU 2", () => {
    expect(map.groups).toEqual([
      { name: "North America", bonus: 5 },
      { name: "South America", bonus: 2 },
      { name: "Europe", bonus: 5 },
      { name: "Africa", bonus: 3 },
      { name: "Asia", bonus: 7 },
      { name: "Australia", bonus: 2 },
    ]);
  });

  it("C1 has exactly the 83 borders of the board, each once", () => {
    expect(map.borders).toHaveLength(83);
    expect(map.borders.map(key).sort()).toEqual(boards.classicBoard.borders.map(key).sort());
    expect(map.links).toEqual([]);
  });

  it("C4 the deck shows 14 infantry, 14 cavalry and 14 artillery", () => {
    const counts: Record<string, number> = {};
    for (const t of result.ir!.map.territories) counts[String(t.attrs["symbol"])] = (counts[String(t.attrs["symbol"])] ?? 0) + 1;
    expect(counts).toEqual({ infantry: 14, cavalry: 14, artillery: 14 });
  });
});
