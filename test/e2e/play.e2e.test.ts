// The Play tab in headless Chromium: a whole classic game with seat 1 a person against three
// greedy bots, played only through the page (map gestures to place, attack and move, the panel
// for the rest); and one decision of every kind of every bundled variant, each found by playing
// the engine here and loaded into the page as a position, answered through the panel.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { readFileSync } from "node:fs";
import { legalActions, positionFrom, positionOf, type Action, type DecisionKind } from "../../engine/index.js";
import { alaskaAndNorthwest } from "../support/engine.js";
import { playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants } from "../support/variants.js";
import { launchBrowser } from "./browser.js";
import { serveDirectory } from "./static-server.js";

let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveDirectory>>;
const errors: string[] = [];

beforeAll(async () => {
  server = await serveDirectory("playground/dist");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.locator("#compile-status", { hasText: "compiled in" }).waitFor({ timeout: 60_000 });
  await page.getByTestId("play-tab").click();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openVariant(file: string): Promise<void> {
  const before = await page.locator("#compile-status").textContent();
  await page.selectOption("#examples", file);
  await expect.poll(() => page.locator("#problem-count").textContent(), { timeout: 30_000 }).toBe("no problems");
  // The new text's analysis has reached the panels (the compile status is written after them).
  await expect.poll(() => page.locator("#compile-status").textContent()).not.toBe(before);
}

/** Seats: `human` at the listed seat numbers (from 1), greedy bots elsewhere. */
async function chooseSeats(players: number, humans: readonly number[]): Promise<void> {
  await page.fill("#play-players", String(players));
  await page.locator("#play-players").dispatchEvent("change");
  const selects = page.getByTestId("seat-kind");
  await expect.poll(() => selects.count()).toBe(players);
  for (let i = 0; i < players; i++) await selects.nth(i).selectOption(humans.includes(i + 1) ? "human" : "greedy");
}

const frameNumber = async () => Number((await page.getByTestId("play-decision").getAttribute("data-frame")) ?? "0");

/** The next frame after `frame`: a person's decision (its actions listed) or the end. */
async function nextFrame(frame: number): Promise<number> {
  const said = async () =>
    `${await page.getByTestId("play-decision").textContent()} / ${await page.getByTestId("play-status").textContent()} / ${(await offered()).slice(0, 2).map((a) => JSON.stringify(a))}`;
  await expect.poll(frameNumber, { timeout: 60_000, message: `no new frame after: ${await said()}` }).toBeGreaterThan(frame);
  return frameNumber();
}

async function offered(): Promise<Action[]> {
  return page.getByTestId("legal-action").evaluateAll((buttons) => buttons.map((b) => JSON.parse(b.getAttribute("data-action")!) as Action));
}

/** The centre of a territory's node on the map (the map scrolled into view first, whole: both ends of a drag stay put). */
async function nodeCentre(name: string): Promise<{ x: number; y: number }> {
  const node = page.getByTestId("map").locator(`[data-territory="${name}"] circle`).first();
  const box = (await node.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function clickTerritory(name: string, shift: boolean): Promise<void> {
  await page.getByTestId("map").scrollIntoViewIfNeeded();
  const at = await nodeCentre(name);
  if (shift) await page.keyboard.down("Shift");
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
  if (shift) await page.keyboard.up("Shift");
}

async function dragTerritory(from: string, to: string): Promise<void> {
  await page.getByTestId("map").scrollIntoViewIfNeeded();
  const a = await nodeCentre(from);
  const b = await nodeCentre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

describe("the Play tab", () => {
  it("C2 C3 C5 C6 C7 C8 plays a whole classic game, seat 1 a person against three greedy bots, through the map and the panel", async () => {
    await openVariant("classic.risk");
    await chooseSeats(4, [1]);
    const territories = bundledGame("classic").variant.map.territories.map((t) => t.name);
    let frame = await frameNumber();
    await page.getByTestId("start-game").click();
    frame = await nextFrame(frame);
    const gestures = { place: 0, attack: 0, fortify: 0, panel: 0 };
    const advanced: number[] = [];
    for (let decisions = 0; decisions < 3000 && (await page.getByTestId("game-over").isHidden()); decisions++) {
      const actions = await offered();
      expect(actions.length).toBeGreaterThan(0);
      const first = actions[0]!;
      // The first action the engine offers, as a person would take it: on the map where a gesture does it.
      if (first.type === "place") {
        // Shift-click places the most armies offered there: the engine lists them first.
        await clickTerritory(territories[first.territory]!, true);
        gestures.place++;
      } else if (first.type === "attack" && first.rolls === undefined) {
        await dragTerritory(territories[first.from]!, territories[first.to]!);
        gestures.attack++;
      } else if (first.type === "fortify") {
        await dragTerritory(territories[first.from]!, territories[first.to]!);
        gestures.fortify++;
      } else if (first.type === "advance") {
        // C6: the slider, set to the fewest that may move in (the engine's offer lists the most first).
        const counts = actions.flatMap((a) => (a.type === "advance" ? [a.count] : []));
        const fewest = Math.min(...counts);
        await page.getByTestId("advance-count").fill(String(fewest));
        await page.getByTestId("advance-move").click();
        advanced.push(fewest);
      } else {
        await page.getByTestId("legal-action").first().click();
        gestures.panel++;
      }
      frame = await nextFrame(frame);
      expect(await page.getByTestId("play-status").textContent()).toBe("");
    }
    const over = (await page.getByTestId("game-over").textContent())!;
    expect(over).toMatch(/^(Red|Blue|Green|Orange) won \(domination\) in round \d+$/);
    expect(gestures.place).toBeGreaterThan(10);
    expect(gestures.attack).toBeGreaterThan(0);
    expect(gestures.panel).toBeGreaterThan(0);
    // The log in words: seat 1's placements and attacks among the bots'.
    const log = await page.getByTestId("game-log").locator("li").allTextContents();
    expect(log.some((l) => /^Red places \d+ arm(y|ies) on [A-Z]/.test(l))).toBe(true);
    expect(log.some((l) => /^Red attacks [A-Z][\w ]+ from [A-Z][\w ]+ until decided: /.test(l))).toBe(true);
    expect(log.some((l) => /^(Blue|Green|Orange) attacks /.test(l))).toBe(true);
    // Each move into a conquest was the slider's count.
    expect(advanced.length).toBeGreaterThan(0);
    const moves = log.filter((l) => /^Red moves \d+ arm(y|ies) into /.test(l)).map((l) => Number(/\d+/.exec(l)![0]));
    expect(moves.slice(0, advanced.length)).toEqual(advanced);
    // C8: the winner holds all 42 territories; the others are out of the game.
    const winner = over.split(" ")[0]!;
    const totals = await page.getByTestId("totals").locator("tr").allTextContents();
    expect(totals).toHaveLength(4);
    expect(totals.find((t) => t.startsWith(`${winner}:`))).toMatch(/^\w+: 42 territories, \d+ armies, \d+ cards?$/);
    expect(totals.filter((t) => t.endsWith("out of the game"))).toHaveLength(3);
    // The replay of the game just played ends as it did.
    await page.getByTestId("replay").click();
    await expect.poll(() => page.getByTestId("replay-caption").textContent()).toMatch(/^0 of \d+ actions — /);
    expect(await page.getByTestId("replay-caption").textContent()).toContain(over);
    await page.getByTestId("replay-step").click();
    await expect.poll(() => page.getByTestId("game-log").locator("li").count()).toBe(1);
    await page.getByTestId("replay-round").click();
    await expect.poll(() => page.getByTestId("replay-caption").textContent()).toMatch(/^\d+ of \d+ actions, round \d+ — /);
    expect(errors).toEqual([]);
  });

  it("C4 C5 C7 hot-seat: hand-over between people, hint, undo, save and load a position, let the bots finish, watch the replay file; the map in view at 1280×720", async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openVariant("classic.risk");
    await chooseSeats(3, [1, 2]);
    // Seat 1 holds Alaska and the Northwest Territory, and two cards; seat 2 Kamchatka; a bot the rest.
    const position = alaskaAndNorthwest;
    let frame = await frameNumber();
    await page
      .getByTestId("load-position")
      .setInputFiles({ name: "puzzle.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(position)) });
    frame = await nextFrame(frame);
    expect(await page.getByTestId("play-decision").textContent()).toBe("Round 1: Red to play (attack)");
    expect(await page.getByTestId("play-hand").textContent()).toBe("Your cards: Peru, wild 1");
    // C5: the odds before the attack: 4 armies able to fight against 2, one roll takes both 2890/7776 = 37% of the time.
    expect(await page.getByTestId("legal-action").allTextContents()).toContain("attack Kamchatka from Alaska, one roll — 37% to take it");
    // The map stays in view while the actions are scrolled to.
    await page.getByTestId("legal-action").last().scrollIntoViewIfNeeded();
    const map = (await page.getByTestId("map").boundingBox())!;
    expect(map.y).toBeGreaterThanOrEqual(0);
    expect(map.y + map.height).toBeLessThanOrEqual(720);
    // The hint: the search bot's choice among the offered actions, and its estimate.
    await page.getByTestId("hint").click();
    await expect.poll(() => page.getByTestId("hint-text").textContent()).toMatch(/^the search bot would .+ \(it rates your chances \d+(\.\d)?%\)$/);
    expect(await page.locator("[data-testid=legal-action].hinted").count()).toBe(1);
    // C7: end the attacks (nothing to chance), then take it back: the attack menu again.
    expect(await page.getByTestId("undo").isDisabled()).toBe(true);
    await page.getByTestId("legal-action").last().click();
    frame = await nextFrame(frame);
    expect(await page.getByTestId("play-decision").textContent()).toBe("Round 1: Red to play (fortify)");
    expect(await page.getByTestId("game-log").locator("li").allTextContents()).toEqual(["Red ends the step"]);
    await page.getByTestId("undo").click();
    frame = await nextFrame(frame);
    expect(await page.getByTestId("play-decision").textContent()).toBe("Round 1: Red to play (attack)");
    expect(await page.getByTestId("game-log").locator("li").count()).toBe(0);
    // Save the position: a download that reads back as this very position.
    const download = page.waitForEvent("download", (d) => d.suggestedFilename() === "position.json");
    const replayDownload = page.waitForEvent("download", (d) => d.suggestedFilename() === "replay.json");
    await page.getByTestId("save-position").click();
    const saved = JSON.parse(readFileSync((await (await download).path())!, "utf8"));
    const replayFile = readFileSync((await (await replayDownload).path())!, "utf8");
    // The replay so far: from the loaded position, no action yet (the one taken back is gone).
    expect(JSON.parse(replayFile)).toMatchObject({ format: "riskc-replay", players: 3, actions: [], seats: ["human", "human", "greedy"] });
    const game = bundledGame("classic");
    const read = positionFrom(game, saved);
    expect(read.ok).toBe(true);
    expect(saved).toMatchObject({ players: 3, toMove: 1, phase: "attack" });
    // Red ends its turn: Blue is a person too, so a hand-over screen hides Red's cards first.
    await page.getByTestId("legal-action").last().click();
    frame = await nextFrame(frame);
    await page.getByTestId("legal-action").last().click();
    frame = await nextFrame(frame);
    await expect.poll(() => page.getByTestId("hand-over").isVisible()).toBe(true);
    expect(await page.getByTestId("hand-over").textContent()).toContain("Pass the screen to Blue.");
    expect(await page.getByTestId("legal-action").count()).toBe(0);
    expect(await page.getByTestId("play-hand").textContent()).toBe("");
    await page.getByTestId("hand-over-ready").click();
    expect(await page.getByTestId("play-decision").textContent()).toMatch(/^Round 1: Blue to play \(place\) — \d+ armies to place$/);
    expect(await page.getByTestId("play-hand").textContent()).toBe("Your cards: Brazil");
    // The saved position loads back: Red to attack again.
    frame = await frameNumber();
    await page
      .getByTestId("load-position")
      .setInputFiles({ name: "position.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(saved)) });
    frame = await nextFrame(frame);
    expect(await page.getByTestId("play-decision").textContent()).toBe("Round 1: Red to play (attack)");
    // C5: with "one roll" ticked, a drag rolls once: 3 dice against 2.
    await page.getByTestId("one-roll").check();
    await dragTerritory("Alaska", "Kamchatka");
    frame = await nextFrame(frame);
    expect(await page.getByTestId("game-log").locator("li").last().textContent()).toMatch(
      /^Red attacks Kamchatka from Alaska with 3: [1-6] [1-6] [1-6] vs [1-6] [1-6] — (Blue loses 2 — Kamchatka taken|Blue loses 1, Red loses 1; Kamchatka holds with 1|Red loses 2; Kamchatka holds with 2)$/,
    );
    await page.getByTestId("one-roll").uncheck();
    // Let the bots finish: the game goes to its end.
    await page.getByTestId("bots-finish").click();
    await expect
      .poll(() => page.getByTestId("game-over").textContent(), { timeout: 60_000 })
      .toMatch(/^(Red|Blue|Green) won \(domination\) in round \d+$/);
    const over = (await page.getByTestId("game-over").textContent())!;
    // Its replay, saved and loaded back as a file, is watched to the same end.
    const finished = page.waitForEvent("download", (d) => d.suggestedFilename() === "replay.json");
    await page.getByTestId("save-position").click();
    const whole = readFileSync((await (await finished).path())!, "utf8");
    await page.getByTestId("load-position").setInputFiles({ name: "replay.json", mimeType: "application/json", buffer: Buffer.from(whole) });
    await expect.poll(() => page.getByTestId("replay-caption").textContent()).toBe(`0 of ${JSON.parse(whole).actions.length} actions — ${over}`);
    await page.getByTestId("replay-speed").selectOption("20");
    await page.getByTestId("replay-play").click();
    await expect
      .poll(() => page.getByTestId("replay-caption").textContent(), { timeout: 60_000 })
      .toMatch(new RegExp(`^${JSON.parse(whole).actions.length} of `));
    expect(await page.getByTestId("game-log").locator("li").count()).toBe(JSON.parse(whole).actions.length);
    expect(errors).toEqual([]);
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  // Every kind of decision of every bundled variant, found by playing the engine here (greedy and
  // random bots), then offered in the page: the same actions in the same order, and one taken.
  const found: { variant: string; kind: DecisionKind; seat: number; players: number; position: unknown; actions: Action[] }[] = [];
  for (const name of bundledVariants) {
    const game = bundledGame(name);
    const players = game.variant.players.min === 2 && game.variant.players.max === 2 ? 2 : Math.max(game.variant.players.min, 4);
    const kinds = new Set<DecisionKind>();
    for (const seed of [1, 2])
      playDecisions(
        game,
        Array.from({ length: players }, (_, s) => (s % 2 ? bots["random"]! : bots["greedy"]!)),
        seed,
        4000,
        (state, decision) => {
          if (kinds.has(decision.kind)) return;
          kinds.add(decision.kind);
          const position = JSON.parse(JSON.stringify(positionOf(game, state)));
          found.push({ variant: name, kind: decision.kind, seat: decision.seat, players, position, actions: legalActions(game, state) });
        },
      );
  }

  it("offers one decision of every kind of every bundled variant in the panel, in the engine's order, and takes it", async () => {
    expect(new Set(found.map((f) => f.variant)).size).toBe(bundledVariants.length);
    for (const variant of bundledVariants) {
      await openVariant(`${variant}.risk`);
      for (const f of found.filter((x) => x.variant === variant)) {
        await chooseSeats(f.players, [f.seat]);
        let frame = await frameNumber();
        await page.getByTestId("load-position").setInputFiles({
          name: `${variant}-${f.kind}.json`,
          mimeType: "application/json",
          buffer: Buffer.from(JSON.stringify(f.position)),
        });
        frame = await nextFrame(frame);
        const where = `${variant}: ${f.kind}`;
        expect(await page.getByTestId("play-decision").textContent(), where).toContain(`to play (${f.kind})`);
        expect(await offered(), where).toEqual(f.actions);
        const lines = await page.getByTestId("game-log").locator("li").count();
        await page.getByTestId("legal-action").first().click();
        await nextFrame(frame);
        expect(await page.getByTestId("play-status").textContent(), where).toBe("");
        await expect.poll(() => page.getByTestId("game-log").locator("li").count(), { message: where }).toBeGreaterThan(lines);
      }
    }
    expect(found.length).toBeGreaterThan(50);
    expect(errors).toEqual([]);
  });
});
