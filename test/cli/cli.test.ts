// The riskc command line, run in-process (exit codes, output) and as a real process (no stack traces).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { codes } from "../../compiler/index.js";
import { battleOdds, diceRules } from "../../engine/index.js";
import { classicIr, miniVariant } from "../support/variants.js";
import { alaskaAttack } from "../support/engine.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

const dir = mkdtempSync(join(tmpdir(), "riskc-cli-"));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const CLASSIC = "variants/classic.risk";
const CYBERTRON = "variants/transformers-cybertron.risk";
const EARTH = "variants/transformers-earth.risk";

describe("riskc check", () => {
  it("exits 0 on a clean variant", async () => {
    expect(await riskc("check", CLASSIC)).toMatchObject({ code: 0, stderr: `${CLASSIC}: ok\n` });
  });

  it("exits 1 with code frames on stderr when a variant has errors", async () => {
    const bad = file("bad.risk", miniVariant.replace("C -- D", "C -- Dd"));
    const r = await riskc("check", bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error[RISK2001]: unknown territory `Dd`");
    expect(r.stderr).toContain(`--> ${bad}:9:12`);
    expect(r.stderr).toContain("= help: did you mean `D`?");
  });

  it("--json prints the diagnostics with 1-based positions", async () => {
    const bad = file("bad2.risk", miniVariant.replace("C -- D", "C -- Dd"));
    const r = await riskc("check", bad, "--json");
    const diagnostics = JSON.parse(r.stdout);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      file: bad,
      code: "RISK2001",
      severity: "error",
      start: { line: 9, column: 12 },
      end: { line: 9, column: 14 },
    });
  });

  it("checks several files and fails if any fails", async () => {
    const bad = file("bad3.risk", "variant");
    expect((await riskc("check", CLASSIC, bad)).code).toBe(1);
  });

  it("--set errors point into the overrides", async () => {
    const r = await riskc("check", CLASSIC, "--set", "placebatch=2");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error[RISK2015]: unknown parameter `placebatch`");
    expect(r.stderr).toContain("--> --set:1:1");
    expect(r.stderr).toContain("did you mean `placeBatch`?");
  });
});

describe("bad input: a clear message and exit 1 or 2, never a stack trace", () => {
  it("a missing file", async () => {
    expect(await riskc("check", join(dir, "nope.risk"))).toMatchObject({
      code: 2,
      stderr: `error: cannot read \`${join(dir, "nope.risk")}\`: no such file\n`,
    });
  });

  it("an empty file", async () => {
    const r = await riskc("check", file("empty.risk", ""));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error[RISK1003]: the file is empty");
  });

  it("a binary file", async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const r = await riskc("check", file("image.png", bytes));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error[RISK1004]: the file is not text");
  });

  it("1 MB of random text, as a real process", () => {
    let x = 12345;
    const chars = 'abcdefghijklmnopqrstuvwxyz {}()[],:.-><=|+*/%"0123456789\n\t#@!';
    const text = Array.from({ length: 1 << 20 }, () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return chars[(x >>> 8) % chars.length];
    }).join("");
    const path = file("random.risk", text);
    // A hang guard, not a speed check: on a busy machine, and through tsx when the bundle is stale, the check takes long.
    const r = spawnSync(process.execPath, ["bin/riskc.js", "check", path], { encoding: "utf8", timeout: 240_000 });
    expect([1, 2]).toContain(r.status);
    expect(r.stderr).toMatch(/^error\[RISK1\d{3}\]/);
    expect(r.stderr).toMatch(/… and \d+ more/);
    expect(r.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  });

  it("a directory, an unknown command, a bad number", async () => {
    expect((await riskc("check", dir)).code).toBe(2);
    expect((await riskc("frobnicate")).code).toBe(2);
    expect(await riskc("odds", CLASSIC, "-a", "three", "-d", "2")).toMatchObject({
      code: 2,
      stderr: "error: -a/--attackers takes a whole number from 1 to 10000, not `three`\n",
    });
    expect((await riskc("simulate", CLASSIC, "--players", "9")).code).toBe(2);
    expect((await riskc("simulate", CLASSIC, "--bots", "genius")).code).toBe(2);
  });

  it("a missing file as a real process exits 2 with one line", () => {
    const r = spawnSync(process.execPath, ["bin/riskc.js", "compile", join(dir, "nope.risk")], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("riskc compile", () => {
  it("prints the IR, or writes it to -o", async () => {
    const r = await riskc("compile", CLASSIC);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(classicIr());
    const out = join(dir, "classic.json");
    expect((await riskc("compile", CLASSIC, "-o", out)).code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(classicIr());
  });

  it("writes nothing when the variant has errors, and keeps an existing output file", async () => {
    const bad = file("bad4.risk", miniVariant.replace("C -- D", "C -- C"));
    const fresh = join(dir, "never.json");
    expect((await riskc("compile", bad, "-o", fresh)).code).toBe(1);
    expect(existsSync(fresh)).toBe(false);
    const kept = file("kept.json", "previous content");
    expect((await riskc("compile", bad, "-o", kept)).code).toBe(1);
    expect(readFileSync(kept, "utf8")).toBe("previous content");
  });
});

describe("riskc map", () => {
  it("--json gives territories, groups and each border once", async () => {
    const r = await riskc("map", CLASSIC, "--json");
    const map = JSON.parse(r.stdout);
    expect(map.territories).toHaveLength(42);
    expect(map.territories[0]).toEqual({ name: "Alaska", group: "North America" });
    expect(map.groups).toHaveLength(6);
    expect(map.borders).toHaveLength(83);
    expect(new Set(map.borders.map((b: string[]) => [...b].sort().join("|"))).size).toBe(83);
    expect(map.entries).toBeUndefined();
  });

  it("E3 --json lists the starting points with the territories each touches", async () => {
    const map = JSON.parse((await riskc("map", EARTH, "--json")).stdout);
    expect(map.entries.map((e: { name: string }) => e.name)).toEqual(["North-west", "North-east", "South-west", "South-east", "Centre"]);
    expect(map.entries[4].territories).toEqual(["Southern Europe", "North Africa", "Egypt", "Middle East"]);
  });
});

describe("riskc play", () => {
  const position = alaskaAttack;

  it("C5 plays one game from a position and prints its log, the same for the same seed", async () => {
    const from = file("puzzle.json", JSON.stringify(position));
    const r = await riskc("play", CLASSIC, "--from", from, "--seed", "5");
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^Red attacks .* from Alaska/);
    expect(lines.at(-1)).toMatch(/^(Red|Blue|Green) won \(domination\) in round \d+$/);
    expect((await riskc("play", CLASSIC, "--from", from, "--seed", "5")).stdout).toBe(r.stdout);
  });

  it("says what is wrong with a position, by field, and plays nothing", async () => {
    const from = file("bad-puzzle.json", JSON.stringify({ ...position, territories: { Alsaka: { owner: 1, armies: 2 } } }));
    const r = await riskc("play", CLASSIC, "--from", from);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`error: ${from}: territories.Alsaka: there is no territory \`Alsaka\``);
    const notJson = await riskc("play", CLASSIC, "--from", file("not.json", "{ players: 3"));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/is not JSON/);
    expect((await riskc("play", CLASSIC)).stderr).toBe(
      "error: give the position to play from (--from position.json), or take a seat yourself (--human 1)\n",
    );
  });
});

describe("riskc odds", () => {
  it("F1 --at picks the territory of the attack: a defender in Frontier's hills re-rolls its 1s, so the attacker does worse than on the plains", async () => {
    const FRONTIER = "variants/frontier.risk";
    const win = async (...at: string[]) =>
      JSON.parse((await riskc("odds", FRONTIER, "-a", "3", "-d", "2", "--rolls", "1", "--json", ...at)).stdout).attackerWins;
    const plain = await win();
    expect(await win("--at", "Frosthold")).toBe(plain);
    // A defender's 1, rolled again, is a higher face five times in six.
    expect(await win("--at", "Icefall")).toBeLessThan(plain);
    expect(await win("--at", "Ironridge:Copperhill")).toBe(await win("--at", "Copperhill"));
    const bad = await riskc("odds", FRONTIER, "-a", "3", "-d", "2", "--at", "Nowhere");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--at takes a territory or <from>:<to>, territories of the variant, not `Nowhere`");
  });

  it("C5 --from a position with --attack takes the armies that can fight from it: 12 in Alaska is 11 against Kamchatka's 2", async () => {
    const from = file(
      "battle.json",
      JSON.stringify({
        players: 3,
        phase: "attack",
        territories: { Alaska: { owner: 1, armies: 12 }, Kamchatka: { owner: 2, armies: 2 } },
        others: { owner: 3, armies: 1 },
      }),
    );
    const odds = JSON.parse((await riskc("odds", CLASSIC, "--from", from, "--attack", "Alaska:Kamchatka", "--json")).stdout);
    expect(odds.attackers).toBe(11);
    expect(odds.defenders).toBe(2);
    expect(odds.attackerWins).toBeCloseTo(battleOdds(diceRules(classicIr().combat), 11, 2).attackerWins, 12);
    expect((await riskc("odds", CLASSIC, "--from", from, "--attack", "Kamchatka:Alaska")).stderr).toBe(
      "error: in this position seat 1 is to move, and Kamchatka is not theirs\n",
    );
  });

  it("--rolls 1 -a 3 -d 2 --json gives the single-roll fractions", async () => {
    const odds = JSON.parse((await riskc("odds", CLASSIC, "-a", "3", "-d", "2", "--rolls", "1", "--json")).stdout);
    expect(odds.attackers).toBe(3);
    expect(odds.defenders).toBe(2);
    expect(odds.attackerWins).toBeCloseTo(2890 / 7776, 12);
    expect(odds.outcomes).toEqual([
      { attackers: 3, defenders: 0, probability: expect.closeTo(2890 / 7776, 12) },
      { attackers: 2, defenders: 1, probability: expect.closeTo(2611 / 7776, 12) },
      { attackers: 1, defenders: 2, probability: expect.closeTo(2275 / 7776, 12) },
    ]);
  });

  it("matches the exact Markov chain for A, D in 1..10", async () => {
    const rules = diceRules(classicIr().combat);
    for (const [a, d] of [
      [1, 1],
      [10, 10],
      [7, 3],
      [2, 9],
    ] as const) {
      const odds = JSON.parse((await riskc("odds", CLASSIC, "-a", String(a), "-d", String(d), "--json")).stdout);
      expect(Math.abs(odds.attackerWins - battleOdds(rules, a, d).attackerWins)).toBeLessThan(1e-9);
    }
  });

  it("C5 --table 60 prints every cell from one table; -a 500 -d 500 and -a 10000 -d 400 are computed, larger battles refused with the limit", async () => {
    const table = await riskc("odds", CLASSIC, "--table", "60");
    expect(table.code).toBe(0);
    const rows = table.stdout.trim().split("\n");
    expect(rows).toHaveLength(62);
    // 1 against 1: the attacker wins a single roll 15/36 of the time and the battle is that roll.
    expect(rows[2]!.trim().split(/\s+/)[1]).toBe((15 / 36).toFixed(4));
    expect(JSON.parse((await riskc("odds", CLASSIC, "-a", "500", "-d", "500", "--json")).stdout).attackerWins).toBeCloseTo(0.984538, 6);
    expect((await riskc("odds", CLASSIC, "-a", "10000", "-d", "400")).code).toBe(0);
    expect(await riskc("odds", CLASSIC, "-a", "10000", "-d", "401")).toMatchObject({
      code: 2,
      stderr: "error: -a × -d is at most 4,000,000 (the exact chain keeps every state in memory); 10000 × 401 is 4,010,000\n",
    });
  });

  it("Y8 --attacker-leader: one robot and Megatron's d8+1 against one d6 win 233/288 in one roll", async () => {
    // By hand: the +1 goes on the higher die, so the attack fails only when both the d8 and the d6
    // are below the defender's die: sum over D of (1/6)·((D-1)/8)·((D-1)/6) = 55/288.
    const args = ["odds", CYBERTRON, "-a", "1", "-d", "1", "--rolls", "1", "--json"];
    const odds = JSON.parse((await riskc(...args, "--attacker-leader", "Megatron")).stdout);
    expect(odds.outcomes).toEqual([
      { attackers: 1, defenders: 0, probability: expect.closeTo(233 / 288, 12) },
      { attackers: 0, defenders: 1, probability: expect.closeTo(55 / 288, 12) },
    ]);
    const unknown = await riskc(...args, "--attacker-leader", "Megatrom");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Megatron");
  });

  it("Y3 a defending leader left alone is an outcome of its own: one roll of a d6 against a robot and Optimus (d8, +1)", async () => {
    // By hand: the +1 goes on the defender's better die, so the d6 must beat max(d6, d8) + 1:
    // sum over A = 3..6 of ((A-2)/6)·((A-2)/8)/6 = 30/288; the loss falls on the robot, Optimus holds on.
    const args = ["odds", CYBERTRON, "-a", "1", "-d", "1", "--rolls", "1", "--defender-leader", "Optimus Prime"];
    const odds = JSON.parse((await riskc(...args, "--json")).stdout);
    expect(odds.attackerWins).toBe(0);
    expect(odds.outcomes).toEqual([
      { attackers: 1, defenders: 0, defenderLeader: true, probability: expect.closeTo(30 / 288, 12) },
      { attackers: 0, defenders: 1, probability: expect.closeTo(258 / 288, 12) },
    ]);
    expect((await riskc(...args)).stdout).toMatch(/^\s+1\s+leader\s+0\.104166667$/m);
  });

  it("--table 3 prints a 3×3 table", async () => {
    const r = await riskc("odds", CLASSIC, "--table", "3");
    expect(r.code).toBe(0);
    const rows = r.stdout.trim().split("\n").slice(2);
    expect(rows).toHaveLength(3);
    // 1 vs 1: the attacker wins 15/36.
    expect(rows[0]).toMatch(/^\s+1\s+0\.4167/);
  });
});

describe("riskc simulate", () => {
  it("Y13 --json with 4 Cybertron players gives team results and the six-day ending", async () => {
    const r = await riskc("simulate", CYBERTRON, "--games", "30", "--players", "4", "--seed", "2", "--json");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.teams.map((t: { seats: number[] }) => t.seats)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(Object.keys(report.endings)).toContain("six days");
  });

  it("E16 --json with 3 Earth players gives results by side and the Energon ending", async () => {
    const r = await riskc("simulate", EARTH, "--games", "40", "--players", "3", "--seed", "1", "--json");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.sides.map((x: { side: string; seats: number[] }) => [x.side, x.seats])).toEqual([
      ["Decepticons", [1, 2]],
      ["Autobots", [3]],
    ]);
    // A side wins when one of its seats does.
    for (const side of report.sides)
      expect(side.wins).toBe(
        report.players.filter((p: { seat: number }) => side.seats.includes(p.seat)).reduce((n: number, p: { wins: number }) => n + p.wins, 0),
      );
    expect(report.endings.energon).toBeGreaterThan(0);
  });

  it("E14 --set on the Energon start level moves the balance between the sides (4 players, 60 games each)", async () => {
    const decepticonRate = async (energon: string) => {
      // One worker thread: the games run in this process, which has the engine loaded already.
      const r = await riskc(
        "simulate",
        EARTH,
        "--games",
        "60",
        "--players",
        "4",
        "--seed",
        "1",
        "--workers",
        "1",
        "--set",
        `energonStart=${energon}`,
        "--json",
      );
      expect(r.code).toBe(0);
      return JSON.parse(r.stdout).sides.find((x: { side: string }) => x.side === "Decepticons") as { winRate: number; ci95: [number, number] };
    };
    const short = await decepticonRate("2");
    const long = await decepticonRate("24");
    // A longer game lets the three Decepticon armies outgrow the Autobots (3% of wins at 2 rounds of
    // Energon, 25% at 24): the intervals do not even overlap.
    expect(long.ci95[0]).toBeGreaterThan(short.ci95[1]);
  });

  it("--json: the same seed gives byte-identical output", async () => {
    const args = ["simulate", CLASSIC, "--games", "40", "--players", "3", "--seed", "9", "--bots", "greedy,random", "--json"];
    const a = await riskc(...args);
    const b = await riskc(...args);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const report = JSON.parse(a.stdout);
    expect(Object.keys(report)).toEqual(["games", "seed", "players", "stalled", "rounds", "endings", "metrics"]);
    expect(report.players.map((p: { bot: string }) => p.bot)).toEqual(["greedy", "random", "random"]);
    expect(report.players[0]).toMatchObject({ seat: 1, ci95: [expect.any(Number), expect.any(Number)] });
  });

  it("prints a table without --json", async () => {
    const r = await riskc("simulate", CLASSIC, "--games", "20", "--players", "3");
    expect(r.stdout).toContain("Classic: 20 games, seed 1, 3 players, round cap 500");
    expect(r.stdout).toMatch(/endings: domination \d+/);
  });
});

describe("riskc explain", () => {
  it("explains every code with an example", async () => {
    for (const entry of Object.values(codes)) {
      const r = await riskc("explain", entry.code);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(entry.code);
      expect(r.stdout).toContain("Example:");
    }
  });

  it("accepts a bare number and rejects an unknown code", async () => {
    expect((await riskc("explain", "2001")).stdout).toContain("RISK2001 (error): unknown territory");
    expect((await riskc("explain", "RISK0000")).code).toBe(2);
  });
});

describe("riskc fmt", () => {
  const messy = 'variant "M" {players 2..4\n\n\n  param x:int=1}\n';
  const tidy = 'variant "M" {\n  players 2..4\n\n  param x: int = 1\n}\n';

  it("prints the formatted text", async () => {
    expect(await riskc("fmt", file("m1.risk", messy))).toMatchObject({ code: 0, stdout: tidy });
  });

  it("--check exits 1 and lists the files that would change", async () => {
    const a = file("m2.risk", messy);
    const b = file("m3.risk", tidy);
    const r = await riskc("fmt", "--check", a, b);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`1 file would be reformatted:\n  ${a}\n`);
    expect((await riskc("fmt", "--check", b)).code).toBe(0);
  });

  it("--write rewrites in place", async () => {
    const a = file("m4.risk", messy);
    expect((await riskc("fmt", "--write", a)).code).toBe(0);
    expect(readFileSync(a, "utf8")).toBe(tidy);
  });

  it("never rewrites a file with syntax errors: diagnostics and exit 1", async () => {
    const broken = 'variant "M" { players 2.. }\n';
    const a = file("m5.risk", broken);
    const r = await riskc("fmt", "--write", a);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error[RISK1001]: expected a number, found `}`");
    expect(readFileSync(a, "utf8")).toBe(broken);
  });

  it("formats a file whose rules have errors but whose syntax is fine", async () => {
    const a = file("m6.risk", 'variant "M" {players 1..99}');
    expect(await riskc("fmt", a)).toMatchObject({ code: 0, stdout: 'variant "M" {\n  players 1..99\n}\n' });
  });

  it("`riskc fmt --check variants/*.risk` passes", async () => {
    const variants = readdirSync("variants")
      .filter((f) => f.endsWith(".risk"))
      .map((f) => `variants/${f}`);
    expect((await riskc("fmt", "--check", ...variants)).code).toBe(0);
  });
});
