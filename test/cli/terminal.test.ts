// Terminal conventions of the CLI: help with no arguments, the version, NO_COLOR / FORCE_COLOR and
// --color / --no-color, and the progress line of `simulate` (drawn only on a terminal, erased
// before the report).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { commandTable } from "../../cli/command-table.js";
import { FRAME_MS, formatDuration, ProgressLine, progressFrame } from "../../cli/progress.js";
import { run } from "../../cli/riskc.js";
import { defaultColor } from "../../cli/terminal.js";
import type { Io } from "../../cli/io.js";
import { miniVariant } from "../support/variants.js";

async function riskc(argv: string[], io: Partial<Io> = {}) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false, ...io });
  return { code, stdout, stderr };
}

const ESC = "\x1b[";
const dir = mkdtempSync(join(tmpdir(), "riskc-terminal-"));
const badVariant = join(dir, "bad.risk");
writeFileSync(badVariant, miniVariant.replace("C -- D", "C -- Dd"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const version = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;

describe("help and version", () => {
  it("`riskc` with no arguments prints the help on stdout and exits 0", async () => {
    const r = await riskc([]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^Usage: riskc \[options\] \[command\]/);
    for (const entry of commandTable) expect(r.stdout).toMatch(new RegExp(`^  ${entry.name} `, "m"));
  });

  it("--help lists the colour flags; --version prints package.json's version", async () => {
    const help = await riskc(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--no-color");
    expect(help.stdout).toContain("--color");
    expect(help.stdout).toMatch(/^Environment:\n {2}NO_COLOR=1 .*\n {2}FORCE_COLOR=1 .*\n {2}RISKC_DEBUG=1 /m);
    expect(await riskc(["--version"])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it("every command of the table has its help", async () => {
    for (const entry of commandTable) {
      const r = await riskc([entry.name, "--help"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: riskc ${entry.name} `));
    }
  });
});

describe("colours", () => {
  it("FORCE_COLOR wins over NO_COLOR; NO_COLOR turns colours off; otherwise a terminal that is not dumb", () => {
    const cases: [Record<string, string>, boolean, boolean][] = [
      [{}, true, true],
      [{}, false, false],
      [{ TERM: "dumb" }, true, false],
      [{ NO_COLOR: "1" }, true, false],
      [{ NO_COLOR: "" }, true, true], // an empty value is no value (no-color.org)
      [{ FORCE_COLOR: "1" }, false, true],
      [{ FORCE_COLOR: "3" }, false, true],
      [{ FORCE_COLOR: "0" }, true, false],
      [{ FORCE_COLOR: "false" }, true, false],
      [{ FORCE_COLOR: "" }, false, false],
      [{ FORCE_COLOR: "1", NO_COLOR: "1" }, false, true],
    ];
    for (const [env, terminal, expected] of cases) expect(defaultColor(env, terminal), JSON.stringify([env, terminal])).toBe(expected);
  });

  it("diagnostics are coloured when the terminal says so, and the flags override it either way", async () => {
    const coloured = await riskc(["check", badVariant], { color: true });
    expect(coloured.code).toBe(1);
    expect(coloured.stderr).toContain(ESC);
    expect((await riskc(["check", badVariant], { color: false })).stderr).not.toContain(ESC);
    expect((await riskc(["--no-color", "check", badVariant], { color: true })).stderr).not.toContain(ESC);
    expect((await riskc(["check", badVariant, "--no-color"], { color: true })).stderr).not.toContain(ESC);
    expect((await riskc(["--color", "check", badVariant], { color: false })).stderr).toContain(ESC);
  });

  it("as a real process: FORCE_COLOR=1 colours a pipe, NO_COLOR=1 and --no-color do not", () => {
    const stderrOf = (env: Record<string, string>, ...flags: string[]) => {
      const r = spawnSync(process.execPath, ["bin/riskc.js", ...flags, "check", badVariant], {
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "", ...env },
      });
      expect(r.status).toBe(1);
      return r.stderr;
    };
    expect(stderrOf({})).not.toContain(ESC); // a pipe is no terminal
    expect(stderrOf({ FORCE_COLOR: "1" })).toContain(ESC);
    expect(stderrOf({ FORCE_COLOR: "1" }, "--no-color")).not.toContain(ESC);
    expect(stderrOf({ NO_COLOR: "1" }, "--color")).toContain(ESC);
  });
});

describe("the progress line", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows games done, games per second and the time left", () => {
    // 250 of 1,000 games in 2 s: 125 games/s, so the other 750 take 6 s.
    expect(progressFrame(250, 1000, "games", 2000)).toBe("[######..................] 250/1,000 games  125 games/s  ETA 6s");
    expect(progressFrame(0, 1000, "games", 100)).toBe("[........................] 0/1,000 games  – games/s  ETA –");
    expect(progressFrame(1000, 1000, "games", 8000)).toBe("[########################] 1,000/1,000 games  125 games/s  ETA 0s");
    expect(formatDuration(59.2)).toBe("1m00s");
    expect(formatDuration(3725)).toBe("1h02m");
  });

  it("never wraps: a narrow terminal gets a shorter bar, a tiny one the figures cut to fit", () => {
    const narrow = progressFrame(250, 1000, "games", 2000, 60);
    expect(narrow.length).toBe(59);
    expect(narrow).toMatch(/^\[#+\.+\] 250\/1,000 games/);
    expect(progressFrame(250, 1000, "games", 2000, 20)).toHaveLength(19);
  });

  it("is first drawn after FRAME_MS (within half a second), redrawn as games finish, and erased by stop()", () => {
    vi.useFakeTimers();
    let now = 0;
    let out = "";
    const line = new ProgressLine({ write: (t) => (out += t), total: 100, unit: "games", now: () => now });
    expect(FRAME_MS).toBeLessThanOrEqual(500);
    now = FRAME_MS - 1;
    vi.advanceTimersByTime(FRAME_MS - 1);
    expect(out).toBe("");
    now = FRAME_MS;
    vi.advanceTimersByTime(1);
    expect(out).toBe(`\r${progressFrame(0, 100, "games", FRAME_MS)}${ESC}K`);
    line.update(50);
    now = 1000;
    vi.advanceTimersByTime(FRAME_MS);
    expect(out.endsWith(`\r[############............] 50/100 games  50 games/s  ETA 1s${ESC}K`)).toBe(true);
    line.stop();
    expect(out.endsWith(`\r${ESC}2K`)).toBe(true);
    const before = out;
    vi.advanceTimersByTime(10 * FRAME_MS);
    expect(out).toBe(before);
  });

  it("reckons the rate and the time left from begin(), when the counted work starts", () => {
    vi.useFakeTimers();
    let now = 0;
    let out = "";
    const line = new ProgressLine({ write: (t) => (out += t), total: 90, unit: "games", now: () => now });
    now = 400; // the compile, before the games
    line.begin();
    line.update(30);
    now = 1400;
    vi.advanceTimersByTime(FRAME_MS);
    // 30 games in the 1 s since begin(): 30 games/s, and 60 more take 2 s (not 30 / 1.4 s).
    expect(out).toBe(`\r[########................] 30/90 games  30 games/s  ETA 2s${ESC}K`);
    line.stop();
  });

  it("a run over before the first frame writes nothing at all", () => {
    vi.useFakeTimers();
    let out = "";
    const line = new ProgressLine({ write: (t) => (out += t), total: 10, unit: "games" });
    line.update(10);
    line.stop();
    expect(out).toBe("");
  });

  it("simulate on a terminal: frames on stderr, erased before the report on stdout; none without a terminal", async () => {
    const argv = ["simulate", "variants/classic.risk", "--games", "120", "--players", "3", "--workers", "1"];
    const events: string[] = [];
    const code = await run(argv, {
      stdout: (t) => events.push(`out:${t}`),
      stderr: (t) => events.push(`err:${t}`),
      interactive: true,
      columns: 100,
    });
    expect(code).toBe(0);
    const frames = events.filter((e) => e.startsWith("err:\r["));
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame).toMatch(/^err:\r\[[#.]+\] [\d,]+\/120 games {2}(–|\d[\d,]*) games\/s {2}ETA (–|[\dhms]+)\x1b\[K$/);
    const erase = events.indexOf(`err:\r${ESC}2K`);
    const report = events.findIndex((e) => e.startsWith("out:Classic: 120 games"));
    expect(erase).toBeGreaterThan(-1);
    expect(report).toBe(erase + 1);
    expect(events.slice(report + 1).filter((e) => e.startsWith("err:"))).toEqual([]);

    const piped = await riskc(argv, { interactive: false });
    expect(piped.stderr).toBe("");
    expect(piped.stdout).toBe(events[report]!.slice(4));
  });
});
