// README "Play your variant": the sample session is what `riskc play --human` prints when fed its
// lines, with the position of "Positions" as the puzzle.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";

const readme = readFileSync("README.md", "utf8");

/** The first fenced block of `language` after `heading`. */
function blockAfter(heading: string, language: string): string {
  const at = readme.indexOf(heading);
  expect(at).toBeGreaterThan(0);
  return new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(readme.slice(at))![1]!;
}

describe("README: Play your variant", () => {
  it("C5 C6 the sample session is exactly what riskc play prints for its lines", async () => {
    const dir = mkdtempSync(join(tmpdir(), "riskc-readme-play-"));
    writeFileSync(join(dir, "puzzle.json"), blockAfter("### Positions", "json"));
    const session = blockAfter("## Play your variant", "console");
    const [command, ...output] = session.split("\n");
    const m = /^\$ printf '(.*)' \| riskc (.*)$/.exec(command!)!;
    expect(m).not.toBeNull();
    const lines = m[1]!.split("\\n").filter((l) => l !== "");
    const argv = m[2]!.split(" ").map((a) => (a === "puzzle.json" ? join(dir, "puzzle.json") : a));
    expect(argv.slice(0, 3)).toEqual(["play", "variants/classic.risk", "--from"]);
    let stdout = "";
    let stderr = "";
    async function* input() {
      yield* lines;
    }
    const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false, lines: input });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toBe(output.join("\n"));
    // What the README says of it, checked by hand: 4 armies able to fight against 2 (the fifth stays),
    // one roll of 3 dice against 2 takes both defenders with 2890/7776 = 37%.
    expect(stdout).toContain("6. attack Kamchatka from Alaska, one roll (37% to take it)\n");
  });
});
