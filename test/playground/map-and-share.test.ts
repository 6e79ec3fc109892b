// The playground's map and share links, without a browser: the map model the language service
// gives the map view, the map layout, and the share-link encoding. (The editor features are the
// language service's: test/language/.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { layoutMap } from "../../maps/index.js";
import { decodeText, encodeText, MAX_SHARED_TEXT, textFromHash } from "../../playground/src/storage.js";
import { testService } from "../language/support.js";

const classic = readFileSync("variants/classic.risk", "utf8");
const uri = "file:///playground/variant.risk";

/** The map model of a text, as the language worker gives it to the map view. */
function mapOf(text: string) {
  const { service } = testService();
  service.open(uri, text);
  return service.mapModel(uri);
}

describe("the map model", () => {
  it("classic: 42 territories and 83 borders, each territory with its definition", () => {
    const map = mapOf(classic);
    expect(map.territories).toHaveLength(42);
    expect(map.borders).toHaveLength(83);
    expect(map.territories[0]).toMatchObject({ name: "Alaska", definition: { uri } });
  });

  it("a typo leaves the map drawn", () => {
    expect(mapOf(classic.replace('Alaska -- "Northwest', 'Alaska -- Atlantis, "Northwest')).territories).toHaveLength(42);
  });

  it("a variant that extends a bundled one has its parent's map, its territories defined in the parent", () => {
    const map = mapOf('variant "Mine" extends "classic" {\n  players 3..5\n}\n');
    expect(map.territories).toHaveLength(42);
    expect(map.territories[0]!.definition?.uri).toBe("file:///bundled/variants/classic.risk");
  });

  it("E3 the map model lists the starting points with the territories each touches", () => {
    const map = mapOf(readFileSync("variants/transformers-earth.risk", "utf8"));
    const names = (ts: number[]) => ts.map((t) => map.territories[t]!.name);
    expect(map.entries.map((e) => [e.name, names(e.territories)])).toEqual([
      ["North-west", ["Alaska", "Northwest Territory"]],
      ["North-east", ["Kamchatka", "Yakutsk"]],
      ["South-west", ["Argentina", "Peru"]],
      ["South-east", ["Eastern Australia", "Western Australia"]],
      ["Centre", ["Southern Europe", "North Africa", "Egypt", "Middle East"]],
    ]);
  });
});

describe("map layout", () => {
  it("uses the variant's own positions, keeping their proportions", () => {
    const map = mapOf(classic);
    const points = layoutMap(map, 1000 / 640);
    const alaska = points[map.territories.findIndex((t) => t.name === "Alaska")]!;
    const kamchatka = points[map.territories.findIndex((t) => t.name === "Kamchatka")]!;
    expect(alaska[0]).toBeCloseTo(0, 5);
    expect(kamchatka[0]).toBeGreaterThan(0.95);
  });

  it("lays out a map without positions deterministically, inside the box, with no two nodes on top of each other", () => {
    const map = mapOf(classic.replace(/, at \d+ \d+/g, ""));
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
