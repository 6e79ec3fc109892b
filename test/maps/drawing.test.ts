// The map drawing every view shares (`riskc map --svg`, the reports, the playground): regions that
// partition the land around their territories, each border drawn either as a shared edge or as a
// route across the water, names that never overlap, a legend in the groups' declared colours.
import { describe, expect, it } from "vitest";
import { drawMap, DOT_RADIUS, groupColours, overlaps, pictureOf, type MapPicture, type XY } from "../../maps/index.js";
import { bundledVariants, compileFileAt } from "../support/variants.js";

const pictures = Object.fromEntries(bundledVariants.map((v) => [v, pictureOf(compileFileAt(`variants/${v}.risk`).ir!)]));

function contains(polygon: readonly XY[], [x, y]: XY): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Every element closed in order: the text is well-formed XML as far as its tags go. */
function balanced(svg: string): boolean {
  const open: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe("the map drawing", () => {
  for (const variant of bundledVariants) {
    it(`${variant}: one region a territory, around its own point, no two regions on the same land`, () => {
      const picture = pictures[variant]!;
      const { regions, svg } = drawMap(picture);
      expect(regions.cells).toHaveLength(picture.territories.length);
      regions.cells.forEach((cell, t) => expect(contains(cell, regions.sites[t]!), picture.territories[t]!.name).toBe(true));
      for (let x = 5; x < 1000; x += 23)
        for (let y = 5; y < 640; y += 23) expect(regions.cells.filter((c) => contains(c, [x, y])).length).toBeLessThanOrEqual(1);
      expect(svg.match(/<path class="region[^"]*" data-territory=/g)).toHaveLength(picture.territories.length);
      expect(balanced(svg)).toBe(true);
    });

    it(`${variant}: every name placed, none overlapping another or a dot, inside the map`, () => {
      const picture = pictures[variant]!;
      const { labels, regions } = drawMap(picture);
      expect(labels.map((l) => l.territory).sort((a, b) => a - b)).toEqual(picture.territories.map((_, i) => i));
      const dots = regions.sites.map(([x, y]) => ({ x: x - DOT_RADIUS, y: y - DOT_RADIUS, width: 2 * DOT_RADIUS, height: 2 * DOT_RADIUS }));
      labels.forEach((a, i) => {
        expect(a.box.x).toBeGreaterThanOrEqual(0);
        expect(a.box.y).toBeGreaterThanOrEqual(0);
        expect(a.box.x + a.box.width).toBeLessThanOrEqual(1000);
        expect(a.box.y + a.box.height).toBeLessThanOrEqual(640);
        for (const b of labels.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.lines.join(" ")} / ${b.lines.join(" ")}`).toBe(false);
        for (const d of dots) expect(overlaps(a.box, d)).toBe(false);
      });
    });

    it(`${variant}: each border is a shared edge or a route across the water; regions without one never touch`, () => {
      const picture = pictures[variant]!;
      const { regions, svg } = drawMap(picture);
      const touching = new Set(regions.touching.map((t) => `${t.a} ${t.b}`));
      const joined = new Set([...picture.borders, ...picture.links].map(([a, b]) => `${Math.min(a, b)} ${Math.max(a, b)}`));
      for (const pair of touching) expect(joined.has(pair), pair).toBe(true);
      const routes = picture.borders.filter(([a, b]) => !touching.has(`${Math.min(a, b)} ${Math.max(a, b)}`));
      expect(svg.match(/class="sea-route"/g)?.length ?? 0).toBe(routes.length);
      expect(svg.match(/class="link"/g)?.length ?? 0).toBe(picture.links.length);
    });
  }

  it("classic: Alaska – Kamchatka goes round the edge of the map; Greenland – Northwest Territory crosses the water", () => {
    const { svg } = drawMap(pictures["classic"]!);
    expect(svg).toMatch(/<path d="M[^"]*L0,[^"]*L1000,[^"]*" class="sea-route"[^>]*><title>Alaska – Kamchatka<\/title>/);
    expect(svg).toMatch(/<line [^>]*class="sea-route"[^>]*><title>Northwest Territory – Greenland<\/title>/);
  });

  it("colours groups as declared (Cybertron's Blue sector is blue), the others from the palette, with a legend", () => {
    const picture = pictures["transformers-cybertron"]!;
    const { svg } = drawMap(picture);
    const blue = picture.groups.findIndex((g) => g.name === "Blue");
    expect(groupColours(picture.groups)[blue]).toBe("royalblue");
    const kaon = picture.territories.findIndex((t) => t.name === "Launch Pad");
    expect(picture.territories[kaon]!.group).toBe(blue);
    expect(svg).toMatch(/<path class="region" data-territory="Launch Pad" d="[^"]*" fill="royalblue"/);
    expect(svg).toContain('<g class="legend groups" data-testid="map-legend">');
    expect(svg).toMatch(/<g class="legend-entry" data-group="Blue"[^>]*><rect[^>]*fill="royalblue"/);
    const classic = drawMap(pictures["classic"]!).svg;
    expect(classic).toMatch(/data-group="North America"[^>]*><rect[^>]*fill="#4e79a7"[^>]*\/><text[^>]*>North America \+5<\/text>/);
  });

  it("Y7: territories off the board are drawn greyed, in their place", () => {
    const picture = pictures["transformers-cybertron"]!;
    const absent = picture.territories.filter((t) => t.absent).map((t) => t.name);
    expect(absent.length).toBeGreaterThan(0);
    const { svg } = drawMap(picture);
    for (const name of absent) expect(svg).toContain(`<path class="region absent" data-territory="${name}"`);
  });

  it("escapes every name, and shows fills, counts and notes a caller gives", () => {
    const picture: MapPicture = {
      territories: [
        { name: 'A <b>&"', group: 0, at: [0, 0] },
        { name: "B", group: 0, at: [100, 0] },
        { name: "C", group: 1, at: [50, 80] },
      ],
      groups: [{ name: "<G>", bonus: 2 }, { name: "H" }],
      borders: [
        [0, 1],
        [1, 2],
      ],
      links: [[2, 0]],
    };
    const { svg } = drawMap(picture, {
      fills: ["#ff0000"],
      counts: ["12"],
      notes: ["held 40%"],
      legend: { title: "held", low: { colour: "#fff", label: "0%" }, high: { colour: "#d73027", label: "100%" } },
    });
    expect(svg).not.toContain("<b>");
    expect(svg).toContain('data-territory="A &lt;b&gt;&amp;&quot;"');
    expect(svg).toContain("<title>A &lt;b&gt;&amp;&quot; (&lt;G&gt;)\nheld 40%</title>");
    expect(svg).toMatch(/data-territory="A &lt;b&gt;&amp;&quot;" d="[^"]*" fill="#ff0000"/);
    expect(svg).toContain(">12</text>");
    expect(svg).toContain('<g class="legend scale" data-testid="map-legend">');
    expect(balanced(svg)).toBe(true);
  });
});
