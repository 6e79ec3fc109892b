// Brief commands — one pass over their input — run without V8's optimising compiler (cli/main.ts);
// commands that play games or compute statistics keep it.
import { describe, expect, it } from "vitest";
import { commandTable, isBrief } from "../../cli/command-table.js";

describe("brief commands", () => {
  it("are the one-pass commands, help and the version; games, searches, statistics and prettier are not", () => {
    expect(commandTable.filter((e) => e.brief).map((e) => e.name)).toEqual(["check", "compile", "map", "bots", "explain", "completion"]);
    for (const argv of [
      ["check", "x.risk"],
      ["--no-color", "map", "x.risk"],
      [],
      ["--help"],
      ["--version"],
      ["help", "simulate"],
      ["compile", "--help"],
    ])
      expect(isBrief(argv), argv.join(" ")).toBe(true);
    for (const argv of [
      ["simulate", "x.risk"],
      ["--color", "compare", "a.risk"],
      ["sweep", "x.risk"],
      ["odds", "x.risk", "-a", "3"],
      ["play", "x"],
      ["merge", "p.json"],
      ["worker"],
    ])
      expect(isBrief(argv), argv.join(" ")).toBe(false);
  });
});
