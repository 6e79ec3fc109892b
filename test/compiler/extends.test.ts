// `extends`: a child variant is a short diff over its parent.
import { describe, expect, it } from "vitest";
import { mapJson } from "../../maps/index.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

describe("variants that extend another", () => {
  it("inherit everything they do not say", () => {
    const ir = irOf('variant "Same" extends "classic" { }');
    expect(ir.name).toBe("Same");
    expect(ir.extends).toBe("classic");
    expect(ir.map.territories).toHaveLength(42);
    expect(ir.phases.map((p) => p.name)).toEqual(["reinforce", "attack", "fortify", "draw"]);
  });

  it("remove and add borders, and replace single statements of a block", () => {
    const ir = irOf(`variant "Edited" extends "classic" {
      map { borders { remove Afghanistan -- India  remove "East Africa" -- "Middle East"  "Middle East" -- China } }
      combat { defender dice 1..3 }
    }`);
    const borders = mapJson(ir).borders.map(([a, b]) => [a, b].sort().join("|"));
    expect(borders).toHaveLength(82);
    expect(borders).toContain("China|Middle East");
    expect(borders).not.toContain("Afghanistan|India");
    expect(ir.combat.defender).toEqual({ min: 1, max: 3 });
    expect(ir.combat.attacker).toEqual({ min: 1, max: 3 });
  });

  it("put a whole new map in place of the parent's with `map ... instead`, the rules kept", () => {
    const ir = irOf(`variant "Islands" extends "classic" {
      map "Islands" instead {
        attribute symbol: infantry | cavalry | artillery
        territories { North [symbol infantry, at 10 10]  South [symbol cavalry]  East [symbol artillery]  West [symbol infantry] }
        continent Isles bonus 2 { North, South }
        continent Rocks bonus 1 { East, West }
        borders { North -- South, East  West -> North }
      }
      players 3..4
    }`);
    const map = mapJson(ir);
    expect(ir.map.title).toBe("Islands");
    expect(map.territories.map((t) => t.name)).toEqual(["North", "South", "East", "West"]);
    expect(map.groups).toEqual([
      { name: "Isles", bonus: 2 },
      { name: "Rocks", bonus: 1 },
    ]);
    expect(map.borders).toEqual([
      ["North", "South"],
      ["North", "East"],
    ]);
    expect(map.links).toEqual([["West", "North"]]);
    expect(ir.map.territories[0]!.at).toEqual([10, 10]);
    expect(ir.phases.map((p) => p.name)).toEqual(["reinforce", "attack", "fortify", "draw"]);
    // Without `instead`, the same map is laid over the parent's: classic's 42 territories stay.
    const overlaid = irOf(
      'variant "Both" extends "classic" { map { territories { Atlantis [symbol infantry] } continent Atlantic bonus 1 { Atlantis } borders { Atlantis -- Iceland } } }',
    );
    expect(overlaid.map.territories).toHaveLength(43);
  });

  it("replace a phase by name and a parameter's default", () => {
    const ir = irOf(`variant "Edited" extends "classic" {
      param placeBatch: int = 3 in 1..10
      turn { phase fortify { fortify moves 1 path adjacent leave 1 } }
    }`);
    expect(ir.params.find((p) => p.name === "placeBatch")?.value).toBe(3);
    expect(ir.phases.map((p) => p.name)).toEqual(["reinforce", "attack", "fortify", "draw"]);
    expect(ir.phases[2]!.steps[0]).toMatchObject({ kind: "fortify", path: "adjacent" });
  });

  it("report what the child repeats, also where it replaces the parent's statement (no silent winner)", () => {
    const die = compileText('variant "Twice" extends "classic" { combat { die d6  die d8 } }', {}, "child.risk");
    expect(die.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(["RISK2011 `die` is given twice"]);
    expect(die.diagnostics[0]!.labels.map((l) => l.message)).toEqual(["first given here"]);
    const param = compileText('variant "Twice" extends "classic" { param placeBatch: int = 2 in 1..10  param placeBatch: int = 3 in 1..10 }');
    expect(codesOf(param)).toEqual(["RISK2008"]);
    const phase = compileText('variant "Twice" extends "classic" { turn { phase draw { draw 1 } phase draw { draw 2 } } }');
    expect(codesOf(phase)).toEqual(["RISK2010"]);
  });

  it("report problems in the child against the child's file", () => {
    const result = compileText('variant "Edited" extends "classic" { map { borders { Alaska -- Atlantis } } }', {}, "child.risk");
    expect(codesOf(result)).toEqual(["RISK2001"]);
    expect(result.diagnostics[0]!.file).toBeUndefined();
  });
});
