// The playground's lab in headless Chromium: the sweep panel (a range, a target band, the curve
// with its intervals, "make this the default" as one undoable edit of the `param` line), the
// parameters panel (a changed value highlighted, each parameter's description and `assumed`
// note, a value out of range explained beside its box), the compare verdict that names what
// differs with a metric to pick, and the odds calculator at a chosen attack.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { battleOdds, createGame, modifiedRules, newGame } from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { mkdirSync, readFileSync } from "node:fs";
import { launchBrowser } from "./browser.js";
import { serveDirectory } from "./static-server.js";

let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveDirectory>>;
const errors: string[] = [];

type Playground = { riskcPlayground: { model: { getValue(): string }; editor: { focus(): void } } };
const editorText = () => page.evaluate(() => (window as unknown as Playground).riskcPlayground.model.getValue());
const lineOf = async (start: string) =>
  (await editorText())
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l.startsWith(start));
async function undo(): Promise<void> {
  await page.evaluate(() => (window as unknown as Playground).riskcPlayground.editor.focus());
  await page.keyboard.press("Control+z");
}
async function example(name: string): Promise<void> {
  await page.selectOption("#examples", name);
  await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
}

beforeAll(async () => {
  server = await serveDirectory("playground/dist");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.locator("#compile-status", { hasText: "compiled in" }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the sweep panel", () => {
  it("sweeps placeBatch over 1..3 with a target band, draws the curve, and makes a value the default", async () => {
    await example("classic.risk");
    await page.click("#sweep-box summary");
    await page.fill("#games", "12");
    await page.fill("#players", "3");
    const sweep = page.getByTestId("sweep");
    await expect.poll(() => sweep.locator('select[name="sweep-param"] option').allTextContents()).toEqual(["placeBatch", "fortifyPath"]);
    await sweep.locator('select[name="sweep-param"]').selectOption("placeBatch");
    await sweep.locator('input[name="sweep-from"]').fill("1");
    await sweep.locator('input[name="sweep-to"]').fill("3");
    await sweep.locator('select[name="sweep-metric"]').selectOption("stalled");
    await sweep.locator('input[name="band-low"]').fill("0");
    await sweep.locator('input[name="band-high"]').fill("50");
    await sweep.locator('button[name="run-sweep"]').click();
    await expect.poll(() => page.getByTestId("sweep-status").textContent(), { timeout: 120_000 }).toBe("3 values × 12 games");
    // The curve: one point and one interval a value, the band shaded, the axes titled.
    const chart = sweep.locator("svg.sweep-curve");
    expect(await chart.locator("circle").count()).toBe(3);
    expect(await chart.locator("line.interval").count()).toBe(3);
    expect(await chart.locator("rect.target-band").count()).toBe(1);
    expect(await chart.locator("text.axis-title").allTextContents()).toEqual(["placeBatch", "stall rate (%)"]);
    expect(await sweep.locator("table.sweep-points tr[data-point]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-point")))).toEqual([
      "1",
      "2",
      "3",
    ]);
    // A 12-game stall rate lies in 0..50% or not; the column says which, as the band's rows are marked.
    const inBand = await sweep
      .locator("table.sweep-points tr[data-point]")
      .evaluateAll((rows) => rows.map((r) => [r.classList.contains("in-band"), r.children[3]!.textContent]));
    for (const [marked, says] of inBand) expect(says).toBe(marked ? "yes" : "no");

    mkdirSync("test-artifacts", { recursive: true });
    await page.locator("#sweep-box").screenshot({ path: "test-artifacts/lab-sweep.png" });
    await sweep.locator('tr[data-point="3"] button').click();
    await expect.poll(() => lineOf("param placeBatch")).toBe("param placeBatch: int = 3 in 1..10");
    expect(await page.getByTestId("sweep-status").textContent()).toBe("placeBatch = 3 is now the default (Ctrl+Z undoes it)");
    await undo();
    await expect.poll(() => lineOf("param placeBatch")).toBe("param placeBatch: int = 1 in 1..10");
    expect(errors).toEqual([]);
  });

  it("says what is wrong with a range instead of running it", async () => {
    await example("classic.risk");
    const sweep = page.getByTestId("sweep");
    await sweep.locator('select[name="sweep-param"]').selectOption("placeBatch");
    await sweep.locator('input[name="sweep-from"]').fill("5");
    await sweep.locator('input[name="sweep-to"]').fill("12");
    await sweep.locator('button[name="run-sweep"]').click();
    await expect.poll(() => page.getByTestId("sweep-status").textContent()).toBe("placeBatch takes 1 to 10, not 5 to 12");
  });
});

describe("the parameters panel", () => {
  it("shows each parameter's description and assumed note, highlights a changed value and explains one out of range", async () => {
    await example("transformers-earth.risk");
    const panel = page.getByTestId("parameters");
    await expect
      .poll(() => panel.locator('[data-assumed="energonStart"]').textContent())
      .toBe("assumed: the Energon meter's level at the start (E14)");
    expect(await panel.locator('tr[data-row="slavesPerUnit"] td.param-note').textContent()).toBe("E10: one more unit a turn per 5 slaves");
    expect(await panel.locator("tr.changed").count()).toBe(0);
    const input = panel.locator('[data-param="energonStart"]');
    await input.fill("12");
    await input.dispatchEvent("change");
    await expect.poll(() => panel.locator("tr.changed").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row")))).toEqual(["energonStart"]);
    expect(await panel.locator(".param-problem").count()).toBe(0);
    await panel.locator('[data-param="energonStart"]').fill("200");
    await panel.locator('[data-param="energonStart"]').dispatchEvent("change");
    await expect
      .poll(() => panel.locator('[data-problem="energonStart"]').textContent())
      .toBe("200 is more than 100, the most energonStart can be (1 to 100)");
    // Simulate is greyed out, and says why.
    await expect.poll(() => page.getByTestId("simulate").isDisabled()).toBe(true);
    await expect.poll(() => page.locator("#simulation .status").first().textContent()).toMatch(/^Simulate waits for a text without errors/);
    await page.click("text=Reset to defaults");
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    expect(await panel.locator("tr.changed").count()).toBe(0);
    await expect.poll(() => page.getByTestId("simulate").isDisabled()).toBe(false);
    expect(await page.locator("#simulation .status").first().textContent()).toBe("");
    expect(errors).toEqual([]);
  });
});

describe("A/B compare", () => {
  it("names what differs in the verdict, and gives the verdict on the metric picked, without playing again", async () => {
    await example("classic.risk");
    await page.click("#compare-box summary");
    await page.fill("#games", "16");
    await page.fill("#players", "3");
    await page.click("#save-b");
    const input = page.getByTestId("parameters").locator('[data-param="placeBatch"]');
    await input.fill("3");
    await input.dispatchEvent("change");
    await expect.poll(() => page.locator("#compile-status").textContent()).toMatch(/compiled/);
    await page.getByTestId("compare").click();
    const verdict = page.getByTestId("compare-results").getByTestId("verdict");
    await expect.poll(() => verdict.textContent(), { timeout: 120_000 }).toMatch(/seat 1's edge/);
    expect(await page.getByTestId("what-differs").locator("li").allTextContents()).toEqual(["placeBatch 1, not 3"]);
    // Significant or not, the verdict says which B it speaks of when it names B.
    const text = (await verdict.textContent())!;
    expect(text.startsWith("no significant difference in seat 1's edge") || text.startsWith("B (placeBatch 1, not 3) ")).toBe(true);
    await page.selectOption('select[name="compare-metric"]', "rounds.mean");
    await expect.poll(() => verdict.textContent()).toMatch(/mean game length|rounds/);
    expect(await verdict.textContent()).not.toMatch(/seat 1's edge/);
    expect(await page.locator("#compare-box .status").first().textContent()).toBe("16 paired games");
    await page.click("text=Reset to defaults");
    expect(errors).toEqual([]);
  });
});

describe("the odds calculator", () => {
  it("classic: no leader boxes; the chart of how 3 against 2 ends, one bar an outcome", async () => {
    await example("classic.risk");
    await page.click("#odds-box summary");
    expect(await page.locator("#odds label.leaders").evaluateAll((ls) => ls.map((l) => (l as HTMLElement).hidden))).toEqual([true, true]);
    await page.fill("#odds-attackers", "3");
    await page.fill("#odds-defenders", "2");
    await page.click("#odds button");
    const odds = battleOdds(createGame(irOf(readFileSync("variants/classic.risk", "utf8"))).dice, 3, 2);
    await expect
      .poll(() => page.getByTestId("odds").locator(".odds-answer").textContent())
      .toBe(`3 attacking vs 2 defending: the attacker wins ${(odds.attackerWins * 100).toFixed(4)}%`);
    const chart = page.getByTestId("odds").locator("svg.battle-outcomes");
    expect(await chart.locator("rect.bar").count()).toBe(odds.outcomes.length);
    expect(await chart.locator("rect.bar.attacker").count()).toBe(odds.outcomes.filter((o) => o.defenders === 0).length);
  });

  it("Frontier: an attack into a hill territory takes the variant's re-roll, as riskc odds --at does", async () => {
    await example("frontier.risk");
    await page.selectOption("#odds-from", "Pinecrest");
    await page.selectOption("#odds-to", "Icefall");
    await page.fill("#odds-attackers", "3");
    await page.fill("#odds-defenders", "2");
    await page.click("#odds button");
    const game = createGame(irOf(readFileSync("variants/frontier.risk", "utf8")));
    const index = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
    const start = newGame(game, game.variant.players.min, 1);
    const there = battleOdds(modifiedRules(game, start, game.dice, index("Pinecrest"), index("Icefall")), 3, 2).attackerWins;
    const plain = battleOdds(game.dice, 3, 2).attackerWins;
    // The hills' re-roll helps the defender: the odds there are lower than on open ground.
    expect(there).toBeLessThan(plain);
    await expect
      .poll(() => page.getByTestId("odds").locator(".odds-answer").textContent())
      .toBe(`3 attacking vs 2 defending from Pinecrest into Icefall: the attacker wins ${(there * 100).toFixed(4)}%`);
    expect(await page.getByTestId("odds").locator(".odds-modifiers").textContent()).toBe(
      "The variant's modifiers there: defender re-rolls dice showing 1 or less.",
    );
    mkdirSync("test-artifacts", { recursive: true });
    await page.locator("#odds-box").screenshot({ path: "test-artifacts/lab-odds.png" });
    // A territory that does not border the other is no attack.
    await page.selectOption("#odds-from", "Saltfen");
    await expect.poll(() => page.getByTestId("odds").textContent()).toBe("Saltfen does not border Icefall (at the start of a game)");
    await page.selectOption("#odds-from", "");
    await page.selectOption("#odds-to", "");
    expect(errors).toEqual([]);
  });

  it("RB3: a ranked variant asks each side's pieces by rank; an army and an Archer against an army win 233/324", async () => {
    const ranked = [
      'variant "Ranked" extends "classic" {',
      "  units {",
      "    unit Archer limit 12",
      "    unit Siege limit 4",
      "  }",
      "  combat {",
      "    rank Siege dice 2 hits 3+",
      "    rank Archer hits 5+",
      "  }",
      "}",
    ].join("\n");
    await page.evaluate(
      (text) => (window as unknown as { riskcPlayground: { model: { setValue(t: string): void } } }).riskcPlayground.model.setValue(text),
      ranked,
    );
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    // The leader boxes give way to a box per rank and side, in the ranks' order.
    await expect
      .poll(() => page.locator("#odds .ranked-pieces input").evaluateAll((is) => is.map((i) => i.id)))
      .toEqual(["odds-attacker-Siege", "odds-defender-Siege", "odds-attacker-Archer", "odds-defender-Archer"]);
    expect(await page.locator("#odds label.leaders").evaluateAll((ls) => ls.map((l) => (l as HTMLElement).hidden))).toEqual([true, true]);
    await page.fill("#odds-attackers", "1");
    await page.fill("#odds-defenders", "1");
    await page.fill("#odds-attacker-Archer", "1");
    await page.click("#odds button");
    // By hand (README, RB3): the Archer hits on 5+ (1/3) and takes the defender's army; else (2/3)
    // the general rank, two attacking pieces' dice against one, wins in 125/216 of rolls:
    // 1/3 + (2/3)(125/216) = 233/324 = 71.9136%.
    await expect
      .poll(() => page.getByTestId("odds").locator(".odds-answer").textContent())
      .toBe("1 attacking vs 1 defending: the attacker wins 71.9136%");
    expect(await page.getByTestId("odds").locator(".odds-estimated").count()).toBe(0);
    await page.fill("#odds-attacker-Archer", "21");
    await page.click("#odds button");
    await expect.poll(() => page.getByTestId("odds").textContent()).toBe("the attacker's Archer pieces are a whole number from 0 to 20");
    expect(errors).toEqual([]);
  });
});
