// The built playground in headless Chromium: every example compiles clean, a typo shows a
// problem on its line, completion offers territory names, formatting works, the map shows the
// classic board, and a 200-game simulation finishes with a chart. Saves a screenshot.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRisk } from "../../compiler/index.js";
import { battleOdds, createGame } from "../../engine/index.js";
import { mapJson } from "../../maps/index.js";
import { classicIr, irOf } from "../support/variants.js";
import { launchBrowser } from "./browser.js";
import { serveDirectory } from "./static-server.js";

let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveDirectory>>;
const errors: string[] = [];

/** Replace the editor's text, as a paste would. */
async function setText(text: string): Promise<void> {
  await page.evaluate(
    (t) => (window as unknown as { riskcPlayground: { model: { setValue(v: string): void } } }).riskcPlayground.model.setValue(t),
    text,
  );
}

async function editorText(): Promise<string> {
  return page.evaluate(() => (window as unknown as { riskcPlayground: { model: { getValue(): string } } }).riskcPlayground.model.getValue());
}

/** Put the cursor at the end of the first line that starts with `prefix`; returns its number. */
async function cursorToEndOf(prefix: string): Promise<number> {
  const line = (await editorText()).split("\n").findIndex((l) => l.trim().startsWith(prefix)) + 1;
  await page.evaluate((ln) => {
    const { editor, model } = (
      window as unknown as {
        riskcPlayground: { editor: { setPosition(p: object): void; focus(): void }; model: { getLineMaxColumn(l: number): number } };
      }
    ).riskcPlayground;
    editor.setPosition({ lineNumber: ln, column: model.getLineMaxColumn(ln) });
    editor.focus();
  }, line);
  return line;
}

/** Ctrl+Z in the editor, as the user presses it: one undo step. */
async function undo(): Promise<void> {
  await page.evaluate(() => (window as unknown as { riskcPlayground: { editor: { focus(): void } } }).riskcPlayground.editor.focus());
  await page.keyboard.press("Control+z");
}

/** Put the cursor `delta` characters into the first `needle` of the editor's text; returns its 1-based line. */
async function cursorAt(needle: string, delta: number): Promise<number> {
  const text = await editorText();
  const before = text.slice(0, text.indexOf(needle) + delta).split("\n");
  const position = { lineNumber: before.length, column: before.at(-1)!.length + 1 };
  await page.evaluate((p) => {
    const { editor } = (window as unknown as { riskcPlayground: { editor: { setPosition(p: object): void; focus(): void } } }).riskcPlayground;
    editor.setPosition(p);
    editor.focus();
  }, position);
  return position.lineNumber;
}

beforeAll(async () => {
  server = await serveDirectory("playground/dist");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.getByTestId("problems").waitFor({ state: "attached" });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("playground", () => {
  it("opens on the classic variant: no problems, 42 territories on the map", async () => {
    // The first compile loads the compiler into its worker: on a loaded machine that takes seconds.
    await page.locator("#compile-status", { hasText: "compiled in" }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator("#problem-count").textContent(), { timeout: 30_000 }).toBe("no problems");
    await expect.poll(() => page.getByTestId("map").locator(".territory").count(), { timeout: 30_000 }).toBe(42);
    expect(await page.getByTestId("editor").isVisible()).toBe(true);
    // The bots default to the CLI's (`riskc simulate --bots` defaults to greedy).
    expect(await page.inputValue("#bots")).toBe("greedy");
  });

  it("every example compiles with zero problems", async () => {
    const names = await page.locator("#examples option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(names).toContain("classic.risk");
    for (const name of names) {
      await page.selectOption("#examples", name);
      await expect.poll(() => page.locator("#problem-count").textContent(), { timeout: 10_000 }).toBe("no problems");
      expect(await page.getByTestId("problems").locator("li").count()).toBe(0);
    }
  });

  it("typing an unknown territory shows a problem on its line, and fixing it clears it", async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    const line = await cursorToEndOf("Alaska --");
    await page.keyboard.type(", Atlanti");
    const typed = Date.now();
    await page.keyboard.type("s");
    const problem = page.getByTestId("problems").locator("li", { hasText: "unknown territory `Atlantis`" });
    await problem.waitFor();
    // A figure for the record (never asserted): keystroke to problem shown, through the worker.
    mkdirSync("test-artifacts", { recursive: true });
    writeFileSync("test-artifacts/marker-latency.txt", `keystroke to problem in the list: ${Date.now() - typed} ms\n`);
    expect(await problem.getAttribute("data-line")).toBe(String(line));
    await expect.poll(() => page.locator(".squiggly-error").count()).toBeGreaterThan(0);
    for (let i = 0; i < ", Atlantis".length; i++) await page.keyboard.press("Backspace");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
  });

  it("completion offers territory names", async () => {
    const line = await cursorToEndOf("Alaska --");
    await page.keyboard.type(", Kamch");
    await page.keyboard.press("Control+Space");
    const suggestion = page.locator(".suggest-widget .monaco-list-row", { hasText: "Kamchatka" });
    await suggestion.first().waitFor();
    await page.keyboard.press("Escape");
    for (let i = 0; i < ", Kamch".length; i++) await page.keyboard.press("Backspace");
  });

  it("formats the document on demand", async () => {
    await setText('variant "Messy" {players 3..6\n\n\n  param x:int=1}\n');
    await page.click("#format");
    await expect.poll(editorText).toBe('variant "Messy" {\n  players 3..6\n\n  param x: int = 1\n}\n');
  });

  it("formats on save when asked, and not otherwise", async () => {
    const messy = 'variant "Messy" {players 3..6}\n';
    await setText(messy);
    await page.click("#editor .view-lines");
    await page.keyboard.press("Control+s");
    await expect.poll(() => page.locator("#status").textContent()).toBe("saved");
    expect(await editorText()).toBe(messy);
    await page.check("#format-on-save");
    await page.click("#editor .view-lines");
    await page.keyboard.press("Control+s");
    await expect.poll(editorText).toBe('variant "Messy" {\n  players 3..6\n}\n');
    await page.uncheck("#format-on-save");
  });

  it("runs a 200-game simulation of the classic variant and shows a chart", async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    await page.fill("#games", "200");
    await page.fill("#players", "4");
    await page.fill("#bots", "greedy,random");
    await page.getByTestId("simulate").click();
    const results = page.getByTestId("results");
    await results.locator("svg.win-rates").waitFor({ timeout: 120_000 });
    expect(await results.textContent()).toContain("Classic: 200 games, seed 1");
    expect(await results.locator("svg.win-rates .bar").count()).toBe(4);
    expect(await results.locator("svg.lengths rect").count()).toBeGreaterThan(0);
    expect(await results.locator("table.endings").textContent()).toContain("domination");
    // The heat maps: both drawn on the classic board, and the ten territories that decide games most.
    const heat = results.getByTestId("heat-map");
    expect(await heat.locator("svg.map").count()).toBe(2);
    expect(await heat.locator("svg.map").first().locator("path.region").count()).toBe(42);
    expect(await heat.locator("table.heat-territories tr").count()).toBe(11);
  });

  it("E16 simulates the Earth variant in the page, with wins by side and the Energon ending", async () => {
    await page.selectOption("#examples", "transformers-earth.risk");
    await expect.poll(() => page.locator("#problem-count").textContent(), { timeout: 10_000 }).toBe("no problems");
    // E3: a dashed ring on each of the 12 territories next to a starting point.
    await expect.poll(() => page.locator("svg .territory circle.entry").count()).toBe(12);
    await page.fill("#games", "60");
    await page.fill("#players", "4");
    await page.fill("#bots", "greedy");
    await page.getByTestId("simulate").click();
    const results = page.getByTestId("results");
    await results.locator("p.sides").waitFor({ timeout: 120_000 });
    expect(await results.locator("p.sides").textContent()).toMatch(/^Decepticons \(1\+2\+3\): .* · Autobots \(4\): /);
    expect(await results.locator("table.endings").textContent()).toContain("energon");
  });

  it("watches one game on the map, territories that are nobody's included (Y7, E9)", async () => {
    // Cybertron's sliding zones are off the board, nobody's, at the start.
    await page.selectOption("#examples", "transformers-cybertron.risk");
    await expect.poll(() => page.locator("#problem-count").textContent(), { timeout: 10_000 }).toBe("no problems");
    await page.click("text=Watch one game");
    const range = page.locator(".watch input[type=range]");
    await range.waitFor();
    // The game's last moment: every territory has a colour, one that is nobody's white.
    await range.evaluate((el) => {
      const input = el as HTMLInputElement;
      input.value = input.max;
      input.dispatchEvent(new Event("input"));
    });
    expect(await page.getByTestId("map").locator('circle[fill="undefined"]').count()).toBe(0);
    const armies = await page.getByTestId("map").locator(".armies").allTextContents();
    expect(armies.some((n) => Number(n) > 0)).toBe(true);
    mkdirSync("test-artifacts", { recursive: true });
    await page.screenshot({ path: "test-artifacts/playground.png" });
    expect(errors).toEqual([]);
  });
});

describe("the map", () => {
  it("draws regions coloured by group, with a legend in the declared colours (Cybertron's Blue is blue)", async () => {
    await page.selectOption("#examples", "transformers-cybertron.risk");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 68 borders");
    const map = page.getByTestId("map");
    expect(await map.locator("path.region").count()).toBe(44);
    expect(await map.locator('path.region[data-territory="Launch Pad"]').getAttribute("fill")).toBe("royalblue");
    const legend = map.getByTestId("map-legend");
    expect(await legend.locator(".legend-entry").allTextContents()).toEqual(["Red", "Yellow", "Green", "Blue", "Purple", "Orange"]);
    expect(await legend.locator('[data-group="Blue"] rect').getAttribute("fill")).toBe("royalblue");
    // Names never overlap: every label's box is clear of the others'.
    const boxes = await map.locator("text.label").evaluateAll((labels) =>
      labels.map((l) => {
        const { x, y, width, height } = (l as SVGTextElement).getBBox();
        return { name: l.textContent, x, y, width, height };
      }),
    );
    type Box = (typeof boxes)[number];
    const clear = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b) => (clear(a, b) ? [] : [`${a.name} / ${b.name}`])));
    expect(overlapping).toEqual([]);
  });

  it("keeps the last good map, dimmed and marked out of date, while the text has a syntax error", async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    const good = await editorText();
    await setText(good.replace("continent Asia bonus 7", "contnent Asia bonus 7"));
    await expect.poll(() => page.locator("#problem-count").textContent()).not.toBe("no problems");
    await expect.poll(() => page.getByTestId("map").getAttribute("class")).toContain("stale");
    expect(await page.locator("#map .map-stale").isVisible()).toBe(true);
    expect(await page.getByTestId("map").locator("path.region").count()).toBe(42);
    expect(await page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    await setText(good);
    await expect.poll(() => page.getByTestId("map").getAttribute("class")).not.toContain("stale");
    expect(await page.locator("#map .map-stale").isVisible()).toBe(false);
  });

  it("every bundled variant's map, screenshotted into test-artifacts/maps/", async () => {
    mkdirSync("test-artifacts/maps", { recursive: true });
    const names = await page.locator("#examples option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      await page.selectOption("#examples", name);
      await expect.poll(() => page.locator("#problem-count").textContent(), { timeout: 10_000 }).toBe("no problems");
      // The shot waits for this variant's own map: its regions, groups and counts as `riskc map --json` gives them.
      const ir = irOf(readFileSync(`variants/${name}`, "utf8"));
      const json = mapJson(ir);
      const regions = () =>
        page
          .getByTestId("map")
          .locator("path.region")
          .evaluateAll((paths) => paths.map((p) => p.getAttribute("data-territory")!).sort());
      await expect.poll(regions).toEqual(ir.map.territories.map((t) => t.name).sort());
      await expect
        .poll(() => page.locator("#map-caption").textContent())
        .toBe(`${json.territories.length} territories, ${json.borders.length + json.links.length} borders`);
      const legend = await page
        .getByTestId("map-legend")
        .locator(".legend-entry")
        .evaluateAll((entries) => entries.map((e) => e.getAttribute("data-group")));
      expect(legend).toEqual(json.groups.map((g) => g.name));
      await page.getByTestId("map").screenshot({ path: `test-artifacts/maps/${name.replace(/\.risk$/, "")}.png` });
    }
    expect(errors).toEqual([]);
  });
});

describe("the map editor", () => {
  const translate = async (name: string) => {
    const transform = await page.getByTestId("map").locator(`g.territory[data-territory="${name}"]`).getAttribute("transform");
    const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform!)!;
    return [Number(x), Number(y)];
  };
  const lineOf = async (start: string) =>
    (await editorText())
      .split("\n")
      .find((l) => l.trim().startsWith(start))!
      .trim();

  it("drags a territory (writes `at x y`) and adds a border by clicking two territories, each one undo step", async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    expect(await lineOf("Siam ")).toBe("Siam [symbol infantry, at 820 330]");
    const before = await translate("Siam");
    await page.getByTestId("map-editor").locator('input[name="edit-map"]').check();
    const dot = page.getByTestId("map").locator('g.territory[data-territory="Siam"] circle.dot');
    const box = (await dot.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 5; k++) await page.mouse.move(box.x + box.width / 2 - 12 * k, box.y + box.height / 2 + 8 * k);
    await page.mouse.up();
    // Dragged left and down on the page: a smaller x and a larger y in the variant's own frame.
    await expect.poll(() => lineOf("Siam ")).not.toBe("Siam [symbol infantry, at 820 330]");
    const [, x, y] = /at (\d+) (\d+)\]$/.exec(await lineOf("Siam "))!.map(Number);
    expect(x).toBeLessThan(820);
    expect(y).toBeGreaterThan(330);
    await expect.poll(async () => (await translate("Siam"))[0]).toBeLessThan(before[0]!);

    await page.getByTestId("map-editor").locator('input[value="border"]').check();
    const click = (name: string) => page.getByTestId("map").locator(`g.territory[data-territory="${name}"] circle.dot`).click();
    // Greenland – Iceland is a border of classic: clicking both takes it out.
    await click("Greenland");
    await click("Iceland");
    await expect.poll(() => editorText()).toContain("      Greenland -- Ontario, Quebec\n");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 82 borders");
    // Quebec – Iceland is not: clicking both adds it.
    await click("Quebec");
    await click("Iceland");
    // A new border goes at the end of the borders block.
    await expect.poll(() => editorText()).toContain('      "Western Australia" -- "Eastern Australia"\n      Quebec -- Iceland\n    }\n');
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    // One undo step each: the last border back, then the one before, then Siam back in its place.
    const moved = await lineOf("Siam ");
    await undo();
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 82 borders");
    expect(await editorText()).not.toContain("Quebec -- Iceland");
    await undo();
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    expect(await editorText()).not.toContain("      Greenland -- Ontario, Quebec\n");
    expect(await lineOf("Siam ")).toBe(moved);
    await undo();
    await expect.poll(() => lineOf("Siam ")).toBe("Siam [symbol infantry, at 820 330]");
    await page.getByTestId("map-editor").locator('input[name="edit-map"]').uncheck();
    expect(errors).toEqual([]);
  });
});

describe("the map editor's other tools", () => {
  it("adds, renames, regroups and deletes a territory, sets a bonus (each one undo step, formatted), and puts an image under the map", async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    const tools = page.getByTestId("map-editor");
    await tools.locator('input[name="edit-map"]').check();
    await tools.locator('input[value="add"]').check();
    await tools.locator('input[name="territory-name"]').fill("Atlantis");
    await tools.locator('select[name="group"]').selectOption("Europe");
    const map = page.getByTestId("map").locator("svg.map");
    const box = (await map.boundingBox())!;
    // The sea between the Americas and Europe, in the drawing's coordinates (1000 wide).
    await page.mouse.click(box.x + (box.width * 395) / 1000, box.y + (box.width * 330) / 1000);
    await expect.poll(() => editorText()).toMatch(/\n {6}Atlantis \[symbol infantry, at \d+ \d+\]\n {4}\}/);
    expect(await editorText()).toContain('"Southern Europe", Atlantis');
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("43 territories, 83 borders");
    await tools.locator('select[name="group"]').selectOption("Australia");
    await tools.locator('input[name="bonus"]').fill("4");
    await tools.getByText("Set bonus").click();
    await expect.poll(() => editorText()).toContain("continent Australia bonus 4 {");
    await expect.poll(() => page.getByTestId("map-legend").locator('[data-group="Australia"]').textContent()).toBe("Australia +4");
    // Each edit leaves the text as `riskc fmt` writes it.
    expect(await formatRisk(await editorText())).toBe(await editorText());

    // Rename: a name with a space is written quoted, in its declaration, its group and its borders.
    await tools.locator('input[value="rename"]').check();
    await tools.locator('input[name="territory-name"]').fill("Sunken Isle");
    await page.getByTestId("map").locator('g.territory[data-territory="Atlantis"] circle.dot').click();
    await expect.poll(() => editorText()).toContain('"Southern Europe", "Sunken Isle"');
    expect(await editorText()).not.toContain("Atlantis");
    await expect.poll(() => page.getByTestId("map").locator('path.region[data-territory="Sunken Isle"]').count()).toBe(1);
    // Group: moved from Europe to Africa.
    await tools.locator('input[value="group"]').check();
    await tools.locator('select[name="group"]').selectOption("Africa");
    await page.getByTestId("map").locator('g.territory[data-territory="Sunken Isle"] circle.dot').click();
    await expect.poll(() => editorText()).toMatch(/continent Africa bonus 3 \{[^}]*"Sunken Isle"/);
    expect(await editorText()).toContain('"Southern Europe"\n    }');
    const africa = await page.getByTestId("map").locator('path.region[data-territory="Egypt"]').getAttribute("fill");
    await expect.poll(() => page.getByTestId("map").locator('path.region[data-territory="Sunken Isle"]').getAttribute("fill")).toBe(africa);
    expect(await formatRisk(await editorText())).toBe(await editorText());
    // Delete: gone from the text and the map.
    await tools.locator('input[value="delete"]').check();
    await page.getByTestId("map").locator('g.territory[data-territory="Sunken Isle"] circle.dot').click();
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    expect(await editorText()).not.toContain("Sunken Isle");
    // One undo step each: delete, group, rename come back in turn.
    await undo();
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("43 territories, 83 borders");
    expect(await editorText()).toMatch(/continent Africa bonus 3 \{[^}]*"Sunken Isle"/);
    await undo();
    await expect.poll(() => editorText()).toContain('"Southern Europe", "Sunken Isle"');
    await undo();
    await expect.poll(() => editorText()).toContain('"Southern Europe", Atlantis');

    // The designer's board: here a picture of the map itself, as a local file would be.
    const board = await page.getByTestId("map").screenshot();
    await tools.locator('input[name="background-image"]').setInputFiles({ name: "board.png", mimeType: "image/png", buffer: board });
    await expect.poll(() => page.getByTestId("map").locator("image.backdrop").count()).toBe(1);
    expect(await page.getByTestId("map").locator("image.backdrop").getAttribute("href")).toMatch(/^blob:/);
    await tools.locator('input[name="edit-map"]').uncheck();
    expect(errors).toEqual([]);
  });
});

describe("importing a map file", () => {
  it("imports a Domination map as one undoable edit, and lists the problems of a broken one", async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    const before = await editorText();
    const input = page.locator('input[name="map-file"]');
    // The "Import a map…" button opens the file picker.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByTestId("import-map").click()]);
    await chooser.setFiles("test/fixtures/maps/archipelago.map");
    await expect.poll(() => editorText()).toContain('map "Archipelago" instead {');
    expect(await editorText()).toContain('variant "Archipelago" extends "classic" {');
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("9 territories, 13 borders");
    expect(await page.getByTestId("map").locator('path.region[data-territory="Port Royal"]').getAttribute("fill")).toBe("yellow");
    expect(await page.locator("#status").textContent()).toBe("imported archipelago.map; Ctrl+Z undoes it");
    // One undo step brings the whole old text back.
    await undo();
    await expect.poll(() => editorText()).toBe(before);

    await input.setInputFiles("test/fixtures/maps/broken.map");
    const problems = page.getByTestId("import-problems");
    await expect.poll(() => problems.locator("li").count()).toBe(7);
    expect(await problems.locator("li").nth(2).textContent()).toBe(
      "broken.map:11: error[continent-out-of-range]: country Delta is in continent 7, but [continents] lists 1 to 2",
    );
    expect(await page.locator("#status").textContent()).toBe("broken.map not imported: 5 errors (listed under the toolbar)");
    expect(await editorText()).toBe(before);
  });

  it("takes a map file dropped on the editor", async () => {
    const source = readFileSync("test/fixtures/maps/archipelago-conquest.map", "utf8");
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "archipelago.map", { type: "text/plain" }));
      return data;
    }, source);
    await page.dispatchEvent("#editor", "drop", { dataTransfer: transfer });
    await expect.poll(() => editorText()).toContain("// Imported by riskc from archipelago.map (a Conquest map)");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("9 territories, 13 borders");
    expect(errors).toEqual([]);
  });
});

describe("the playground lab", () => {
  const classicReady = async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 83 borders");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
  };

  it("Y7 draws the switches' current state (Cybertron: 42 territories and 68 borders, as riskc map) and flips a switch", async () => {
    await page.selectOption("#examples", "transformers-cybertron.risk");
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 68 borders");
    expect(await page.getByTestId("map").locator(".territory:not(.absent)").count()).toBe(42);
    // Decagon slide starts off: flipped on, its zone comes onto the board with two borders.
    await page.check('[data-switch="Decagon slide"]');
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("43 territories, 70 borders");
    expect(await page.getByTestId("map").locator(".territory:not(.absent)").count()).toBe(43);
    await page.uncheck('[data-switch="Decagon slide"]');
    await expect.poll(() => page.locator("#map-caption").textContent()).toBe("42 territories, 68 borders");
  });

  it("results of the previous example are cleared when the example changes", async () => {
    await classicReady();
    await page.fill("#games", "30");
    await page.fill("#players", "3");
    await page.getByTestId("simulate").click();
    await page.getByTestId("results").locator("svg.win-rates").waitFor({ timeout: 120_000 });
    await page.selectOption("#examples", "risiko.risk");
    await expect.poll(() => page.getByTestId("results").textContent()).toBe("");
  });

  it("the metrics with their intervals are in the results", async () => {
    await classicReady();
    await page.fill("#games", "40");
    await page.fill("#players", "4");
    await page.fill("#bots", "greedy");
    await page.getByTestId("simulate").click();
    const metrics = page.getByTestId("results").locator("table.metrics");
    await metrics.waitFor({ timeout: 120_000 });
    const text = await metrics.textContent();
    for (const name of ["first-player advantage", "stall rate", "rounds, median", "lead changes", "decisiveness", "comebacks", "eliminations"])
      expect(text).toContain(name);
    // Every estimate has its interval: `value (lo – hi)`.
    const cells = await metrics.locator("tr td:nth-child(2)").allTextContents();
    expect(cells.length).toBeGreaterThan(8);
    for (const cell of cells) expect(cell).toMatch(/^\S+ \(\S+ – \S+\)$/);
    expect(await page.getByTestId("results").locator("svg.lead-over-time polyline").count()).toBe(3 * 4);
  });

  it("the parameters panel applies a value like --set: the simulation uses it, and a value out of range is a problem", async () => {
    await classicReady();
    const input = page.locator('[data-param="placeBatch"]');
    await input.fill("3");
    await input.dispatchEvent("change");
    await page.fill("#games", "25");
    await expect.poll(() => page.locator("#compile-status").textContent()).toMatch(/compiled/);
    await page.getByTestId("simulate").click();
    // The element appears when the games are done (minutes on a loaded machine): wait for it, then read it.
    const parameters = page.getByTestId("results").locator("p.parameters");
    await parameters.waitFor({ timeout: 180_000 });
    expect(await parameters.textContent()).toBe("parameters: placeBatch=3");
    await input.fill("99");
    await input.dispatchEvent("change");
    await page.getByTestId("problems").locator("li", { hasText: "placeBatch" }).waitFor();
    await page.click("text=Reset to defaults");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    expect(await input.inputValue()).toBe("1");
  });

  it("A/B compare: the text against its saved version finds no difference; against another example it gives a verdict", async () => {
    await classicReady();
    await page.click("#compare-box summary");
    await page.fill("#games", "40");
    await page.fill("#players", "3");
    await page.click("#save-b");
    await page.getByTestId("compare").click();
    const verdict = page.getByTestId("compare-results").getByTestId("verdict");
    await verdict.waitFor({ timeout: 180_000 });
    await expect.poll(() => verdict.textContent(), { timeout: 120_000 }).toMatch(/^no significant difference in seat 1's edge: /);
    expect(await page.getByTestId("compare-results").locator("svg.differences circle.diff").count()).toBeGreaterThan(5);
    await page.selectOption("#compare-b", "transformers-earth.risk");
    await page.getByTestId("compare").click();
    await expect
      .poll(() => verdict.textContent(), { timeout: 120_000 })
      .toMatch(/^B \(the variant Transformers Earth, not Classic, and \d+ more\) (turns|increases) seat 1's edge from .* to −/);
  });

  it("the exact-odds calculator gives the engine's odds for the current variant, with leaders where it has them", async () => {
    await classicReady();
    await page.click("#odds-box summary");
    await page.fill("#odds-attackers", "3");
    await page.fill("#odds-defenders", "2");
    await page.click("#odds button");
    const expected = battleOdds(createGame(classicIr()).dice, 3, 2).attackerWins;
    await expect
      .poll(() => page.getByTestId("odds").locator(".odds-answer").textContent())
      .toBe(`3 attacking vs 2 defending: the attacker wins ${(expected * 100).toFixed(4)}%`);
    await page.selectOption("#examples", "transformers-cybertron.risk");
    await expect.poll(() => page.locator("#odds-attacker-leader option").count()).toBeGreaterThan(1);
    await page.selectOption("#odds-attacker-leader", { index: 1 });
    await page.click("#odds button");
    await expect.poll(() => page.getByTestId("odds").locator(".odds-answer").textContent()).toMatch(/the attacker wins \d+\.\d{4}%/);
  });

  it("completion inside a border list offers territory names, not keywords", async () => {
    await classicReady();
    await cursorToEndOf("Alaska --");
    await page.keyboard.type(", In");
    await page.keyboard.press("Control+Space");
    const rows = page.locator(".suggest-widget .monaco-list-row");
    await rows.filter({ hasText: "India" }).first().waitFor();
    const labels = await rows.locator(".label-name").allTextContents();
    expect(labels).not.toContain("in");
    expect(labels).not.toContain("int");
    await page.keyboard.press("Escape");
    for (let i = 0; i < ", In".length; i++) await page.keyboard.press("Backspace");
    expect(errors).toEqual([]);
  });
});

describe("the editor on the language service", () => {
  const classicReady = async () => {
    await page.selectOption("#examples", "classic.risk");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
  };

  it("a quick fix with Ctrl+.: `contnent` becomes `continent` and the problem goes", async () => {
    await classicReady();
    await setText((await editorText()).replace("continent Australia", "contnent Australia"));
    await page.getByTestId("problems").locator("li", { hasText: "unknown word `contnent`" }).waitFor();
    await cursorAt("contnent", 3);
    await page.keyboard.press("Control+.");
    const fix = page.locator(".action-widget .monaco-list-row", { hasText: "Change to `continent`" });
    await fix.waitFor();
    await fix.click();
    await expect.poll(editorText).toContain("continent Australia bonus 2");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
  });

  it("find references with Shift+F12: every use of a territory, in a peek view", async () => {
    await classicReady();
    await cursorAt("Kamchatka [", 2);
    await page.keyboard.press("Shift+F12");
    const peek = page.locator(".reference-zone-widget");
    await peek.waitFor();
    // Kamchatka is defined once, listed in Asia once, and in five border entries.
    await expect.poll(() => peek.locator(".ref-tree .monaco-list-row").count()).toBe(7);
    await page.keyboard.press("Escape");
  });

  /** F2 on Kamchatka's definition, a new name typed, Enter. */
  const renameKamchatka = async (newName: string) => {
    await classicReady();
    await cursorAt("Kamchatka [", 2);
    await page.keyboard.press("F2");
    const input = page.locator(".rename-box .rename-input");
    await input.waitFor();
    await input.fill(newName);
    await page.keyboard.press("Enter");
  };

  it("rename with F2: a territory renamed everywhere, quoted where the new name needs it", async () => {
    await renameKamchatka("Kamchatka Krai");
    await expect.poll(editorText).toContain('"Kamchatka Krai" [symbol infantry');
    const text = await editorText();
    expect(text).toContain('Japan -- "Kamchatka Krai"');
    expect(text.replace(/\/\/.*$/gm, "")).not.toMatch(/\bKamchatka\b(?! Krai)/);
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
  });

  it("a rename that would change meaning is refused with the reason", async () => {
    await renameKamchatka("Alaska");
    await expect
      .poll(() => page.locator("#status").textContent())
      .toBe("not renamed: there is already a territory `Alaska`: the two would become one");
    expect(await editorText()).toContain("Kamchatka [symbol infantry");
  });

  it("the outline with Ctrl+Shift+O lists the variant's territories, groups and phases", async () => {
    await classicReady();
    await cursorAt("players 3..6", 0);
    await page.keyboard.press("Control+Shift+O");
    const rows = page.locator(".quick-input-widget .monaco-list-row");
    await rows.first().waitFor();
    await page.keyboard.type("Kamch");
    await rows.filter({ hasText: "Kamchatka" }).first().waitFor();
    await page.keyboard.press("Escape");
    expect(errors).toEqual([]);
  });
});
