// Brief commands — one pass over their input — run without V8's optimising compiler (cli/main.ts);
// commands that play games or compute statistics keep it.
import { describe, expect, it } from "vitest";
import { commandTable, isBrief } from "../../cli/command-table.js";
import { buildProgram } from "../../cli/riskc.js";

describe("brief commands", () => {
  it("are the one-pass commands, help and the version; games, searches, statistics and prettier are not", () => {
    expect(commandTable.filter((e) => e.brief).map((e) => e.name)).toEqual(["check", "compile", "map", "export", "bots", "explain", "completion"]);
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

  it("read the command as the first word not starting with -, which holds while no global option takes a value", () => {
    const program = buildProgram({ stdout: () => {}, stderr: () => {}, interactive: false }, () => {});
    const taking = program.options.filter((o) => o.required || o.optional).map((o) => o.flags);
    expect(taking).toEqual([]);
    expect(program.options.map((o) => o.long)).toContain("--color");
  });
});
