// riskc map --svg: the drawing the playground and the reports share, written to a file.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { drawMap, pictureOf } from "../../maps/index.js";
import { compileFileAt } from "../support/variants.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

describe("riskc map --svg", () => {
  it("writes the map's drawing (atomically) and says so", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "riskc-svg-")), "frontier.svg");
    const r = await riskc("map", "variants/frontier.risk", "--svg", out);
    expect(r).toEqual({ code: 0, stdout: "", stderr: `wrote ${out}: 24 territories, 5 groups\n` });
    expect(readFileSync(out, "utf8")).toBe(drawMap(pictureOf(compileFileAt("variants/frontier.risk").ir!)).svg + "\n");
    expect(readFileSync(out, "utf8")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 \d+" class="map"/);
  });

  it("writes nothing for a variant with errors", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "riskc-svg-")), "bad.svg");
    const r = await riskc("map", "test/fixtures/maps/archipelago.map", "--svg", out);
    expect(r.code).toBe(1);
    expect(() => readFileSync(out)).toThrow();
  });
});
