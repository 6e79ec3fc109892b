// riskc import and riskc export: map files to variants and back, through the command line.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { formatRisk } from "../../compiler/index.js";
import { mapJson } from "../../maps/index.js";
import { bundledVariants, compileFileAt } from "../support/variants.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

const dir = mkdtempSync(join(tmpdir(), "riskc-import-"));
const at = (name: string) => join(dir, name);
const FIXTURES = "test/fixtures/maps";

/** `riskc map --json` of a file, borders and links as sorted name pairs (the file's order aside). */
async function mapOf(file: string) {
  const r = await riskc("map", file, "--json");
  expect(r.code, r.stderr).toBe(0);
  const map = JSON.parse(r.stdout) as ReturnType<typeof mapJson>;
  const pairs = (list: [string, string][], sort: boolean) => list.map((p) => (sort ? [...p].sort() : p).join(" | ")).sort();
  return { territories: map.territories, groups: map.groups, borders: pairs(map.borders, true), links: pairs(map.links, false) };
}

// Archipelago (test/fixtures/maps/archipelago.map), read off the file by hand.
const ARCHIPELAGO = {
  territories: [
    { name: "Port Royal", group: "North" },
    { name: "High Moor", group: "North" },
    { name: "Stonegate", group: "North" },
    { name: "Saltmarsh", group: "South" },
    { name: "Redcliff", group: "South" },
    { name: "Low Fen", group: "South" },
    { name: "Gull Rock", group: "East Isles" },
    { name: "Tern Isle", group: "East Isles" },
    { name: "Lands End", group: "East Isles" },
  ],
  groups: [
    { name: "North", bonus: 3, colour: "yellow" },
    { name: "South", bonus: 2, colour: "red" },
    { name: "East Isles", bonus: 1, colour: "green" },
  ],
  borders: [
    "Gull Rock | High Moor",
    "Gull Rock | Tern Isle",
    "High Moor | Port Royal",
    "High Moor | Stonegate",
    "Lands End | Low Fen",
    "Lands End | Tern Isle",
    "Low Fen | Redcliff",
    "Low Fen | Saltmarsh",
    "Port Royal | Stonegate",
    "Redcliff | Saltmarsh",
    "Redcliff | Stonegate",
    "Redcliff | Tern Isle",
    "Saltmarsh | Stonegate",
  ],
  links: [],
};
/** Conquest files give continents no colour. */
const withoutColours = (map: typeof ARCHIPELAGO) => ({ ...map, groups: map.groups.map(({ colour: _colour, ...g }) => g) });

describe("riskc import", () => {
  it("turns a Domination map into a formatted variant on classic's rules; `riskc map --json` gives the file's map", async () => {
    const r = await riskc("import", `${FIXTURES}/archipelago.map`, "-o", at("archipelago.risk"));
    expect(r).toMatchObject({ code: 0, stdout: "" });
    expect(r.stderr).toBe(`wrote ${at("archipelago.risk")}: 9 territories, 3 continents, 13 borders, under the rules of classic\n`);
    const text = readFileSync(at("archipelago.risk"), "utf8");
    expect(text).toMatch(/^\/\/ Imported by riskc from archipelago\.map \(a Domination map\)/);
    expect(text).toContain('variant "Archipelago" extends "classic" {');
    expect(text).toContain('      "Port Royal" [symbol infantry, at 100 80]');
    expect(await formatRisk(text)).toBe(text);
    expect(await mapOf(at("archipelago.risk"))).toEqual(ARCHIPELAGO);
  });

  it("turns a Conquest map into the same variant", async () => {
    const r = await riskc("import", `${FIXTURES}/archipelago-conquest.map`, "--name", "Archipelago", "-o", at("conquest.risk"));
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(at("conquest.risk"), "utf8")).toContain("// Map by riskc's tests.");
    expect(await mapOf(at("conquest.risk"))).toEqual(withoutColours(ARCHIPELAGO));
  });

  it("prints the variant on stdout without -o", async () => {
    const r = await riskc("import", `${FIXTURES}/archipelago.map`);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(at("archipelago.risk"), "utf8"));
  });

  it("reports each problem of a broken file with its line, code and text, writes nothing and keeps an existing file", async () => {
    const out = at("kept.risk");
    writeFileSync(out, "old contents\n");
    const r = await riskc("import", `${FIXTURES}/broken.map`, "-o", out);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `${FIXTURES}/broken.map:11: error[continent-out-of-range]: country Delta is in continent 7, but [continents] lists 1 to 2\n   11 | 4 Delta 7 40 10\n`,
    );
    expect(r.stderr).toContain(`${FIXTURES}/broken.map:15: error[unknown-territory]: Alpha borders country 9, which [countries] does not list`);
    expect(r.stderr).toContain(`${FIXTURES}/broken.map:18: warning[one-way-border]: Delta lists Alpha`);
    expect(r.stderr).toMatch(/broken\.map: 5 errors, 2 warnings; nothing written\n$/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(out, "utf8")).toBe("old contents\n");
    const conquest = await riskc("import", `${FIXTURES}/broken-conquest.map`, "-o", at("never.risk"));
    expect(conquest.code).toBe(1);
    expect(conquest.stderr).toContain(`${FIXTURES}/broken-conquest.map:12: error[unknown-continent]: territory Beta is in continent Nort`);
    expect(existsSync(at("never.risk"))).toBe(false);
  });

  it("prints what the README shows for a broken file", async () => {
    const readme = readFileSync("README.md", "utf8");
    const block = /```\n\$ riskc (import [^\n]*)\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf("### Maps from other games")))!;
    const r = await riskc(...block[1]!.split(" "));
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toBe(block[2]);
    expect(existsSync("broken.risk")).toBe(false);
  });

  it("imports a one-way border as a one-way link, with a warning", async () => {
    const r = await riskc("import", `${FIXTURES}/loose.map`, "-o", at("loose.risk"));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `${FIXTURES}/loose.map:17: warning[one-way-border]: Gamma lists Alpha as a neighbour but Alpha does not list Gamma; imported as a one-way link Gamma -> Alpha`,
    );
    expect((await mapOf(at("loose.risk"))).links).toEqual(["Gamma | Alpha"]);
    // Three territories under rules for 3 to 6 players: one player a territory at most.
    expect(readFileSync(at("loose.risk"), "utf8")).toContain("  players 3..3 // each player needs a territory: the map has 3\n");
  });

  it("takes other rules with --rules, and says when the map cannot be played under them", async () => {
    const two = await riskc("import", `${FIXTURES}/archipelago.map`, "--rules", "two-player", "-o", at("two.risk"));
    expect(two.code, two.stderr).toBe(0);
    expect(readFileSync(at("two.risk"), "utf8")).toContain('extends "two-player"');
    // Secret Mission's missions name classic's continents, which this map does not have.
    const missions = await riskc("import", `${FIXTURES}/archipelago.map`, "--rules", "secret-mission", "-o", at("missions.risk"));
    expect(missions.code).toBe(1);
    expect(missions.stderr).toContain("the map does not play under the rules of secret-mission; nothing written");
    expect(existsSync(at("missions.risk"))).toBe(false);
    const none = await riskc("import", `${FIXTURES}/archipelago.map`, "--rules", "nowhere");
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("error: --rules nowhere: no nowhere.risk beside");
  });

  it("refuses to write a file that would extend itself", async () => {
    const r = await riskc("import", `${FIXTURES}/archipelago.map`, "-o", at("classic.risk"));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: ${at("classic.risk")} would extend itself: \`extends "classic"\` finds the file written; write it under another name\n`,
    );
    expect(existsSync(at("classic.risk"))).toBe(false);
  });

  it("refuses a file in neither format, and an unknown --from", async () => {
    const r = await riskc("import", "variants/classic.risk");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error[unknown-format]");
    expect((await riskc("import", `${FIXTURES}/archipelago.map`, "--from", "risk")).code).toBe(2);
  });
});

describe("riskc export", () => {
  it("round trip: import → export → import gives the same map, in both formats", async () => {
    for (const format of ["domination", "conquest"]) {
      const exported = at(`archipelago.${format}.map`);
      expect((await riskc("export", at("archipelago.risk"), "--format", format, "-o", exported)).code).toBe(0);
      const again = at(`archipelago.${format}.risk`);
      const r = await riskc("import", exported, "--name", "Archipelago", "-o", again);
      expect(r.code, r.stderr).toBe(0);
      expect(await mapOf(again), format).toEqual(format === "domination" ? ARCHIPELAGO : withoutColours(ARCHIPELAGO));
    }
  });

  it("every bundled variant's map comes back the same through export and import", async () => {
    for (const name of bundledVariants) {
      const source = `variants/${name}.risk`;
      const exported = at(`${name}.map`);
      const e = await riskc("export", source, "--format", "domination", "-o", exported);
      expect(e.code, e.stderr).toBe(0);
      const again = at(`${name}-again.risk`);
      const i = await riskc("import", exported, "-o", again);
      expect(i.code, `${name}: ${i.stderr}`).toBe(0);
      const original = mapJson(compileFileAt(source).ir!);
      const back = await mapOf(again);
      expect(back.territories, name).toEqual(original.territories);
      // Colours the variant declares come back; Domination's file gives the others one of its own.
      expect(
        back.groups.map((g) => [g.name, g.bonus]),
        name,
      ).toEqual(original.groups.map((g) => [g.name, g.bonus]));
      for (const [i, g] of original.groups.entries()) if (g.colour) expect(back.groups[i]!.colour, `${name} ${g.name}`).toBe(g.colour);
      expect(back.borders, name).toEqual(original.borders.map((p) => [...p].sort().join(" | ")).sort());
      expect(back.links, name).toEqual(original.links.map((p) => p.join(" | ")).sort());
    }
  });

  it("says what the formats cannot hold: switches, starting points", async () => {
    const cybertron = await riskc("export", "variants/transformers-cybertron.risk", "--format", "conquest");
    expect(cybertron.code).toBe(0);
    expect(cybertron.stderr).toBe(
      "variants/transformers-cybertron.risk: warning[switches-left-out]: the map has switches; written: the map as it is at the start\n",
    );
    const earth = await riskc("export", "variants/transformers-earth.risk", "--format", "domination");
    expect(earth.stderr).toContain(
      "warning[entries-left-out]: the starting points North-west, North-east, South-west, South-east, Centre are off the board; left out",
    );
  });

  it("needs --format", async () => {
    const r = await riskc("export", "variants/classic.risk");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--format");
  });
});
