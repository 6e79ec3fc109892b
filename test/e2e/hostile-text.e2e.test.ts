// Variant text is data, never markup: names made of HTML and markdown are shown as text in the
// editor's hovers, the problems list and the map, and nothing they name is fetched, created or
// run. A formula nested 500 deep gives the CLI's diagnostic (RISK1005) without breaking the
// compile worker, and a share link that inflates to 64 MB is refused with a message.
import { deflateRawSync } from "node:zlib";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { miniVariant } from "../support/variants.js";
import { launchBrowser } from "./browser.js";
import { serveDirectory } from "./static-server.js";

let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serveDirectory>>;
const errors: string[] = [];
const requests: string[] = [];

type Playground = {
  riskcPlayground: {
    model: { setValue(v: string): void; getValue(): string };
    editor: {
      revealLineInCenter(line: number): void;
      setPosition(p: { lineNumber: number; column: number }): void;
      focus(): void;
      getAction(id: string): { run(): Promise<void> } | null;
    };
  };
};

const hostileNames = (base: string) => [
  `![image](${base}canary-image.png)`,
  `<img src=${base}canary-html.png onerror="window.pwned=1">`,
  `[link](${base}canary-link)`,
  `<script>window.pwned=2</script>`,
  `**bold** _it_ \`code\` # heading`,
];

/** The mini variant with hostile territory names (quoted) in place of A, B, C, D and the title. */
function hostileVariant(base: string): string {
  const [img, html, link, script] = hostileNames(base).map((n) => JSON.stringify(n));
  return miniVariant
    .replace('"Mini"', JSON.stringify(`<b>Mini</b> ![t](${base}canary-title.png)`))
    .replace(/\bA\b/g, img!)
    .replace(/\bB\b/g, html!)
    .replace(/\bC\b/g, link!)
    .replace(/\bD\b/g, script!)
    .replace("players 2..4", `players 2..4\n  param ${"unused"}: int = 1`);
}

async function setText(text: string): Promise<void> {
  await page.evaluate((t) => (window as unknown as Playground).riskcPlayground.model.setValue(t), text);
}

/** Show the editor's hover for the text at line/column (as the mouse would) and return its element. */
async function hoverAt(line: number, column: number) {
  await page.evaluate(
    async ([ln, col]) => {
      const { editor } = (window as unknown as Playground).riskcPlayground;
      editor.revealLineInCenter(ln!);
      editor.setPosition({ lineNumber: ln!, column: col! });
      editor.focus();
      await editor.getAction("editor.action.showHover")!.run();
    },
    [line, column],
  );
  const hover = page.locator(".monaco-hover .hover-contents").filter({ hasText: /\S/ }).first();
  await hover.waitFor({ state: "visible", timeout: 10_000 });
  return hover;
}

beforeAll(async () => {
  server = await serveDirectory("playground/dist");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r: Request) => requests.push(r.url()));
  await page.goto(server.url);
  await page.getByTestId("problems").waitFor({ state: "attached" });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("hostile variant text in the playground", () => {
  it("names with HTML and markdown create no element, request or script: hovers, problems and the map show them as text", async () => {
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    const text = hostileVariant(server.url);
    await setText(text);
    // A warning (the unused parameter) whose message quotes a name, so the problems list has text from the variant.
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("1 problem");
    await expect.poll(() => page.getByTestId("map").locator(".territory").count()).toBe(4);

    const lines = text.split("\n");
    for (const name of hostileNames(server.url).slice(0, 4)) {
      const quoted = JSON.stringify(name);
      const line = lines.findIndex((l) => l.includes(`territories {`)) + 1;
      const column = lines[line - 1]!.indexOf(quoted) + 2;
      const hover = await hoverAt(line, column);
      await expect.poll(() => hover.textContent()).toContain(name);
      expect(await hover.locator("img, a, script, b, strong, em, code, h1").count()).toBe(0);
      await page.keyboard.press("Escape");
    }

    // Nothing anywhere in the page came from the variant's markup.
    expect(await page.locator("[src*=canary], [href*=canary], img[onerror]").count()).toBe(0);
    expect(await page.locator("#map script, #map img, #map a, [data-testid=problems] img, [data-testid=problems] a").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const titles = await page.getByTestId("map").locator("title").allTextContents();
    expect(titles.some((t) => t.includes("<img src="))).toBe(true);
    expect(requests.filter((u) => u.includes("canary"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a formula nested 500 deep gives RISK1005, as in the CLI, and the worker keeps compiling", async () => {
    const deep = miniVariant.replace("receive max(3", `receive ${"(".repeat(500)}1${")".repeat(500)} + max(3`);
    await setText(deep);
    await expect.poll(() => page.getByTestId("problems").textContent()).toContain("error[RISK1005]: formula nested deeper than 64 levels");
    await setText(miniVariant);
    await expect.poll(() => page.locator("#problem-count").textContent()).toBe("no problems");
    expect(errors).toEqual([]);
  });

  it("a share link that inflates to 64 MB is refused with a message", async () => {
    const bomb = deflateRawSync(Buffer.from("a".repeat(64 * 1024 * 1024))).toString("base64url");
    const fresh = await browser.newPage();
    fresh.on("pageerror", (e) => errors.push(e.message));
    await fresh.goto(`${server.url}#code=${bomb}`);
    await expect
      .poll(() => fresh.locator("#status").textContent(), { timeout: 30_000 })
      .toBe("the shared link holds more than 1 MB of text: it was not opened");
    expect((await fresh.evaluate(() => (window as unknown as Playground).riskcPlayground.model.getValue())).length).toBeLessThan(1024 * 1024);
    await fresh.close();
    expect(errors).toEqual([]);
  });
});
