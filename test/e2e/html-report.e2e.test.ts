// The HTML reports of simulate, compare and sweep in headless Chromium: each is one file that
// loads nothing from anywhere (every request is the file itself), runs no script, and draws its
// charts as inline SVG — win rates with intervals, the length histogram, the lead over time of
// sample games, the differences, the sweep's curves.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { launchBrowser } from "./browser.js";

const dir = mkdtempSync(join(tmpdir(), "riskc-html-"));
let browser: Browser;

async function riskc(...argv: string[]): Promise<void> {
  let stderr = "";
  const code = await run(argv, { stdout: () => {}, stderr: (t) => (stderr += t), interactive: false });
  if (code !== 0) throw new Error(`riskc ${argv.join(" ")}: ${stderr}`);
}

/** Open a report; fails on any request that is not the file itself, and on any page error. */
async function open(file: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const url = pathToFileURL(file).href;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (r.url() !== url) foreign.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.locator("script").count()).toBe(0);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("HTML reports", () => {
  it("simulate --html: win rates with intervals, game length, lead over time, the metrics", async () => {
    const file = join(dir, "simulate.html");
    await riskc("simulate", "variants/transformers-cybertron.risk", "--games", "60", "--players", "4", "--workers", "1", "--html", file);
    const page = await open(file);
    expect(await page.title()).toBe("Transformers Cybertron: 60 games");
    expect(await page.locator("svg.win-rates rect.bar").count()).toBe(4);
    expect(await page.locator("svg.win-rates line.interval").count()).toBe(4);
    expect(await page.locator("svg.team-rates rect.bar").count()).toBe(2);
    expect(await page.locator("svg.lengths rect.bar").count()).toBeGreaterThan(0);
    // Three sample games, one line per team.
    expect(await page.locator("svg.lead-over-time polyline.lead").count()).toBe(3 * 2);
    // Every chart is drawn: it has a size on the page.
    for (const box of await page.locator("svg.chart").evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().width)))
      expect(box).toBeGreaterThan(100);
    expect(await page.locator("table.metrics").textContent()).toContain("first-player advantage");
    await page.screenshot({ path: "test-artifacts/report-simulate.png", fullPage: true });
  });

  it("compare --html: the verdict, every difference with its interval, both sides' charts", async () => {
    const file = join(dir, "compare.html");
    await riskc("compare", "variants/classic.risk", "--set-b", "placeBatch=4", "--games", "60", "--players", "3", "--workers", "1", "--html", file);
    const page = await open(file);
    expect(await page.locator(".verdict").textContent()).toMatch(/seat 1's edge/);
    const differences = await page.locator("table.differences tr").count();
    expect(await page.locator("svg.differences circle.diff").count()).toBe(differences - 1);
    expect(await page.locator("svg.win-rates").count()).toBe(2);
    await page.screenshot({ path: "test-artifacts/report-compare.png", fullPage: true });
  });

  it("sweep --html: the table of points and a curve of each metric along the parameter; written atomically", async () => {
    const file = join(dir, "sweep.html");
    await riskc(
      "sweep",
      "variants/classic.risk",
      "--set",
      "placeBatch=1..3",
      "--games",
      "30",
      "--players",
      "3",
      "--workers",
      "1",
      "--target",
      "rounds.median < 20",
      "--html",
      file,
    );
    const page = await open(file);
    expect(await page.locator("table.points tr").count()).toBe(4);
    expect(await page.locator("svg.sweep-curve").count()).toBe(4);
    expect(await page.locator("svg.sweep-curve polyline.curve").count()).toBe(4);
    expect(await page.locator("svg.sweep-curve line.interval").count()).toBe(4 * 3);
    // No temporary file is left beside it.
    expect(readFileSync(file, "utf8").startsWith("<!doctype html>")).toBe(true);
    await page.screenshot({ path: "test-artifacts/report-sweep.png", fullPage: true });
  });
});
