// The map editor's gestures as edits of the text (maps/map-edits.ts): each one changes the map as
// asked, keeps comments and the rest of the file, and formats like `riskc fmt`; in a variant that
// extends another, the parent's map is changed from the file's own map.
import { describe, expect, it } from "vitest";
import { formatRisk } from "../../compiler/index.js";
import { variantLoader } from "../../cli/files.js";
import { applyEdits, mapEdits, mapJson, type MapEdit } from "../../maps/index.js";
import { compileText, irOf } from "../support/variants.js";

const ISLES = `// Two isles.
variant "Isles" {
  players 2..3

  map {
    territories {
      North [at 10 10] // the cape
      South
      East [at 50 10]
      West
    }
    continent Upper bonus 2 { North, East }
    continent Lower bonus 1 { South, West }
    borders {
      North -- South, East
      South -- West
    }
  }

  setup {
    armies 10
    deal territories randomly armies 1
  }
  turn {
    phase reinforce {
      receive 3
      place
    }
    phase attack { attack }
  }
  combat {
    attacker dice 1..3 leave 1
    defender dice 1..2
  }
  end { win "domination" when count(territories owned) == count(territories) }
}
`;

async function edited(text: string, edit: MapEdit): Promise<string> {
  const result = mapEdits(text, edit, { loadVariant: variantLoader() });
  if ("error" in result) throw new Error(result.error);
  const out = await formatRisk(applyEdits(text, result.edits));
  expect(compileText(out).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  expect(await formatRisk(out)).toBe(out);
  return out;
}

const pairs = (list: [string, string][]) => list.map((p) => [...p].sort().join(" -- ")).sort();

describe("the map editor's edits of the text", () => {
  it("drags a territory: rewrites its `at`, or adds one to its attributes, keeping comments", async () => {
    const moved = await edited(ISLES, { kind: "place", positions: [{ territory: "North", at: [120.4, 30.6] }] });
    expect(moved).toContain("      North [at 120 31] // the cape\n");
    expect(moved.startsWith("// Two isles.\n")).toBe(true);
    const placed = await edited(ISLES, { kind: "place", positions: [{ territory: "South", at: [5, 80] }] });
    expect(placed).toContain("      South [at 5 80]\n");
    expect(irOf(placed).map.territories.find((t) => t.name === "South")!.at).toEqual([5, 80]);
  });

  it("clicks two territories: adds the border when there is none, takes it out when there is", async () => {
    const added = await edited(ISLES, { kind: "border", a: "East", b: "West" });
    expect(pairs(mapJson(irOf(added)).borders)).toEqual(
      pairs([
        ["North", "South"],
        ["North", "East"],
        ["South", "West"],
        ["East", "West"],
      ]),
    );
    const removed = await edited(ISLES, { kind: "border", a: "East", b: "North" });
    expect(removed).toContain("      North -- South\n");
    expect(pairs(mapJson(irOf(removed)).borders)).toEqual(
      pairs([
        ["North", "South"],
        ["South", "West"],
      ]),
    );
    const first = await edited(ISLES, { kind: "border", a: "South", b: "North" });
    expect(first).toContain("      North -- East\n");
  });

  it("adds a territory to a group, with the attributes the map needs, renames one everywhere, deletes one", async () => {
    const added = await edited(ISLES, { kind: "add-territory", name: "Mid Rock", group: "Lower", at: [30, 40] });
    expect(added).toContain('      "Mid Rock" [at 30 40]\n');
    expect(added).toContain('continent Lower bonus 1 { South, West, "Mid Rock" }');
    const renamed = await edited(ISLES, { kind: "rename-territory", from: "South", to: "Deep South" });
    expect(renamed.replaceAll('"Deep South"', "")).not.toContain("South");
    expect(mapJson(irOf(renamed)).territories.map((t) => t.name)).toEqual(["North", "Deep South", "East", "West"]);
    expect(pairs(mapJson(irOf(renamed)).borders)).toEqual(
      pairs([
        ["North", "Deep South"],
        ["North", "East"],
        ["Deep South", "West"],
      ]),
    );
    const deleted = await edited(ISLES, { kind: "delete-territory", name: "East" });
    const map = mapJson(irOf(deleted));
    expect(map.territories.map((t) => t.name)).toEqual(["North", "South", "West"]);
    expect(pairs(map.borders)).toEqual(
      pairs([
        ["North", "South"],
        ["South", "West"],
      ]),
    );
    expect(deleted).toContain("continent Upper bonus 2 { North }");
  });

  it("moves a territory to another group, and sets a group's bonus", async () => {
    const moved = await edited(ISLES, { kind: "assign-group", territory: "East", group: "Lower" });
    expect(mapJson(irOf(moved)).territories.find((t) => t.name === "East")!.group).toBe("Lower");
    expect(moved).toContain("continent Upper bonus 2 { North }");
    const bonus = await edited(ISLES, { kind: "set-bonus", group: "Upper", bonus: 7 });
    expect(mapJson(irOf(bonus)).groups).toEqual([
      { name: "Upper", bonus: 7 },
      { name: "Lower", bonus: 1 },
    ]);
  });

  it("in a variant that extends classic: positions, borders and groups of the parent's map change from the file's own", async () => {
    const child = 'variant "Mine" extends "classic" {\n  players 3..4\n}\n';
    const placed = await edited(child, { kind: "place", positions: [{ territory: "Alaska", at: [70, 95] }] });
    const alaska = irOf(placed).map.territories.find((t) => t.name === "Alaska")!;
    expect([alaska.at, alaska.attrs["symbol"]]).toEqual([[70, 95], "infantry"]);
    const cut = await edited(child, { kind: "border", a: "Kamchatka", b: "Alaska" });
    expect(cut).toContain("remove Kamchatka -- Alaska");
    expect(mapJson(irOf(cut)).borders).toHaveLength(82);
    const back = await edited(cut, { kind: "border", a: "Alaska", b: "Kamchatka" });
    expect(back).not.toContain("remove");
    expect(mapJson(irOf(back)).borders).toHaveLength(83);
    const bonus = await edited(child, { kind: "set-bonus", group: "Australia", bonus: 3 });
    expect(mapJson(irOf(bonus)).groups.find((g) => g.name === "Australia")!.bonus).toBe(3);
    expect(mapJson(irOf(bonus)).territories).toHaveLength(42);
  });

  it("refuses what cannot be done, with a reason", () => {
    const refused = (edit: MapEdit) => {
      const r = mapEdits(ISLES, edit);
      return "error" in r ? r.error : "done";
    };
    expect(refused({ kind: "border", a: "North", b: "Nowhere" })).toBe("there is no territory Nowhere");
    expect(refused({ kind: "add-territory", name: "North", group: "Upper" })).toBe("there is a territory North already");
    expect(refused({ kind: "set-bonus", group: "Upper", bonus: -1 })).toBe("a bonus is a whole number of armies");
    expect(mapEdits("variant {", { kind: "border", a: "A", b: "B" })).toEqual({ error: "the text cannot be read: fix its syntax first" });
  });
});
