// The extension's "riskc: Show the map" webview, in headless Chromium as VS Code would show it:
// the page the extension writes (its content security policy included), the bundled map script,
// a stand-in for VS Code's webview API. Given the server's map model it draws the map, and a click
// on a territory asks the extension to reveal it.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapPage } from "../../editors/vscode/src/map-page.js";
import { launchBrowser } from "../e2e/browser.js";
import { serveDirectory } from "../e2e/static-server.js";
import { testService, variantText } from "../language/support.js";

const dir = mkdtempSync(join(tmpdir(), "riskc-webview-"));
let browser: Browser;
let server: Awaited<ReturnType<typeof serveDirectory>>;

beforeAll(async () => {
  copyFileSync("editors/vscode/dist/map-view.js", join(dir, "map-view.js"));
  server = await serveDirectory(dir);
  writeFileSync(join(dir, "index.html"), mapPage(server.url.replace(/\/$/, ""), `${server.url.replace(/\/$/, "")}/map-view.js`));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the map webview", () => {
  it("draws the map the server sends, and a click on a territory asks to reveal it", async () => {
    const { service } = testService();
    const uri = "file:///work/cybertron.risk";
    service.open(uri, variantText("transformers-cybertron"));
    const map = service.mapModel(uri);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      (window as unknown as { sent: unknown[] }).sent = sent;
      (window as unknown as { acquireVsCodeApi: () => unknown }).acquireVsCodeApi = () => ({ postMessage: (m: unknown) => sent.push(m) });
    });
    await page.goto(`${server.url.replace(/\/$/, "")}/index.html`);
    const sent = () => page.evaluate(() => (window as unknown as { sent: unknown[] }).sent);
    await expect.poll(sent).toEqual([{ ready: true }]);
    await page.evaluate((m) => window.postMessage({ map: m }, "*"), map);
    // Y7: Cybertron at the start, as `riskc map` gives it.
    await expect.poll(() => page.locator("#caption").textContent()).toBe("42 territories, 68 borders");
    await page.locator('.territory[data-territory="Polyhex"]').click();
    await expect.poll(sent).toEqual([{ ready: true }, { select: "Polyhex" }]);
    expect(errors).toEqual([]);
  });
});
