// riskc play --human: a person's seat at the terminal, one line a decision, over a pipe (here, a
// list of lines): the menu of legal actions, typed commands, messages on bad lines, the replay.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";

const CLASSIC = "variants/classic.risk";
const dir = mkdtempSync(join(tmpdir(), "riskc-play-"));

/** Runs riskc with `lines` as stdin's lines (`endless`: the last line again for ever, as `yes` does). */
async function riskc(argv: string[], lines: readonly string[], endless = false) {
  let stdout = "";
  let stderr = "";
  let read = 0;
  async function* input() {
    for (;;) {
      if (read >= lines.length && !endless) return;
      yield lines[Math.min(read++, lines.length - 1)]!;
    }
  }
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false, lines: input });
  return { code, stdout, stderr, read };
}

/** The menus shown, each as its lines (from the `X to play` line to the prompt). */
const menus = (stdout: string) =>
  stdout
    .split(/\n(?=\w+ to play \()/)
    .slice(1)
    .map((m) => m.slice(0, m.indexOf("> ")));

describe("riskc play --human", () => {
  it("C8 fed `1` at every decision over a pipe, seat 1 plays a whole classic game against three bots to a result", async () => {
    const r = await riskc(["play", CLASSIC, "--human", "1", "--seed", "1"], ["1"], true);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.at(-1)).toMatch(/^(Red|Blue|Green|Orange) won \(domination\) in round \d+$/);
    // Seat 1 decided (its menus were shown and answered), and the game went on past the setup.
    expect(r.read).toBeGreaterThan(10);
    expect(lines).toContain("— round 2 —");
    expect(r.stdout).toMatch(/^Red places 1 army on /m);
    // The same seed and the same lines play the same game.
    expect((await riskc(["play", CLASSIC, "--human", "1", "--seed", "1"], ["1"], true)).stdout).toBe(r.stdout);
  }, 120_000);

  it("C2 shows the board and the setup's numbered places, and carries out the n-th", async () => {
    const r = await riskc(["play", CLASSIC, "--human", "1", "--seed", "1", "--players", "3"], ["2"]);
    const first = menus(r.stdout)[0]!;
    expect(first.split("\n")[0]).toBe("Red to play (setupPlace):");
    expect(first).toContain("place:\n  1. place 1 army on ");
    // Action 2 of the menu is the one carried out.
    const second = /^ {2}2\. place 1 army on (.+)$/m.exec(first)![1]!;
    expect(r.stdout).toContain(`> 2\nRed places 1 army on ${second} (2 there)\n`);
    // Three seats, each with its totals: 42 territories dealt 14 each, one army on each.
    expect(r.stdout).toMatch(/^Red: 14 territories, 14 armies, 0 cards — /m);
    expect(r.stdout).toMatch(/^Green: 14 territories, 14 armies, 0 cards — /m);
  });

  it("a bad line gets a message and the same menu again, never a stack trace; then play goes on", async () => {
    const r = await riskc(
      ["play", CLASSIC, "--human", "1", "--seed", "1"],
      ["banana split", "99", "", "place 3 Atlantis", "attack Alaska Kamchatka", "1"],
    );
    expect(r.stdout).toContain("> banana split\nunknown command `banana` (type `help`)\n");
    expect(r.stdout).toContain("> 99\nthere is no action 99: pick 1 to 11\n");
    expect(r.stdout).toContain("> \ntype the number of an action (1 to 11), or `help`\n");
    expect(r.stdout).toContain("> place 3 Atlantis\nno territory `Atlantis` (type `board` to see them)\n");
    // A well-formed action that is not legal now: the engine's reason.
    expect(r.stdout).toMatch(/> attack Alaska Kamchatka\nnot now: .+\n/);
    const shown = menus(r.stdout);
    expect(shown.length).toBeGreaterThanOrEqual(6);
    for (const m of shown.slice(1, 6)) expect(m).toBe(shown[0]);
    expect(r.stdout).not.toMatch(/\bat .*\.ts:\d+/);
    // The input ends before the game: said on stderr, exit code 2.
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: the input ended in round 1, before the game did\n$/);
  });

  it("C2 C3 C5 C6 typed commands: place by name and count, attack by names with dice, the engine's reasons, help, quit", async () => {
    // Seed 1, four players: Red holds Quebec (one army) and 11 territories; 30 armies each, so 19 to place.
    const setup = Array.from({ length: 19 }, () => "place 1 Quebec");
    const lines = [
      ...setup,
      "board",
      "place 2 quebec",
      "undo",
      "undo",
      "place 2 quebec",
      "place 1 Quebec",
      "attack Quebec Greenland 3",
      "undo",
      "attack Quebec Greenland",
      "help",
      "end",
      "quit",
    ];
    const r = await riskc(["play", CLASSIC, "--human", "1", "--seed", "1"], lines);
    expect(r.stdout).toMatch(/^Red: 11 territories, 11 armies, 0 cards — .*Quebec 1,/m);
    expect(r.stdout).toContain("> place 1 Quebec\nRed places 1 army on Quebec (2 there)\n");
    expect(r.stdout).toContain("> board\nRed: 11 territories, 30 armies, 0 cards — Western United States 1, Quebec 20, ");
    // C3: 11 territories give 3 armies (floor(11 / 3) = 3, no continent held), said once a turn, and why; names are read whatever their case.
    expect(r.stdout).toContain("Reinforcements 3: 3 max(3, floor(count(territories owned) / 3))\nRed to play (place, 3 armies to place):");
    expect(r.stdout.split("Reinforcements 3:")).toHaveLength(2);
    expect(r.stdout).toContain("> place 2 quebec\nRed places 2 armies on Quebec (22 there)\n");
    expect(r.stdout).toContain("> place 1 Quebec\nRed places 1 army on Quebec (23 there)\n");
    // A placement is taken back (once: the one before it was the setup's, with bots between); an attack rolled dice and is not.
    expect(r.stdout).toContain("> undo\ntook back: Red places 2 armies on Quebec (22 there)\n");
    const refusal = "nothing to take back: your last action rolled dice, drew a card, or was not the last one\n";
    expect(r.stdout).toContain(`> undo\n${refusal}`);
    expect(r.stdout.split(`> undo\n${refusal}`)).toHaveLength(3);
    // C5: one roll of 3 dice against Greenland's one army: it falls, or Red loses one.
    expect(r.stdout).toMatch(
      /> attack Quebec Greenland 3\nRed attacks Greenland from Quebec with 3: [1-6] [1-6] [1-6] vs [1-6] — (Green loses 1 — Greenland taken|Red loses 1; Greenland holds with 1)\n/,
    );
    // C6: after a conquest the armies must move in first: the engine says so, and the menu comes again.
    if (r.stdout.includes("Greenland taken")) {
      expect(r.stdout).toContain("> attack Quebec Greenland\nnot now: you cannot attack now (the game waits for advance)\n");
      expect(r.stdout).toContain("> end\nnot now: armies must move into the conquered territory first\n");
    }
    expect(r.stdout).toContain(`> help\na number: the action of that number in the menu\n`);
    expect(r.stdout).toMatch(/> quit\nleft the game in round 1\n$/);
    expect(r.code).toBe(0);
  });

  it("R3 shows a person their own secret objective and cards, and nobody else's", async () => {
    const lines = [...Array.from({ length: 20 }, () => "1"), "board", "quit"]; // seat 1 still in (the bots aim at their missions)
    const r = await riskc(["play", "variants/secret-mission.risk", "--human", "1", "--seed", "1"], lines);
    const board = r.stdout.slice(r.stdout.lastIndexOf("> board\n"));
    // Seat 1's objective, named, once, with its progress (M1): the others' objectives are secret.
    expect(board).toMatch(/^Your objective: \S.*$/m);
    expect(board).toMatch(/^Your objective's progress: \S.*$/m);
    expect(r.stdout.match(/^Your objective: /gm)).toHaveLength(1);
    const own = /^Your objective: ([^(\n]+?)( \(|$)/m.exec(board)![1]!;
    const others = ["Conquer", "Occupy", "Destroy"].filter((word) => !own.startsWith(word));
    for (const word of others) expect(r.stdout).not.toContain(word);
    expect(r.code).toBe(0);
  });

  it("--save writes a replay that `riskc replay` plays to the same end", async () => {
    const save = join(dir, "game.json");
    const r = await riskc(["play", CLASSIC, "--human", "2", "--seed", "4", "--save", save], ["1"], true);
    expect(r.code).toBe(0);
    const replay = JSON.parse(readFileSync(save, "utf8"));
    expect(replay).toMatchObject({ format: "riskc-replay", version: 1, players: 4, seed: 4, seats: ["greedy", "human", "greedy", "greedy"] });
    expect(replay.variant.name).toBe("Classic");
    expect(replay.result.round).toBeGreaterThan(1);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.at(-1)).toBe(`replay written to ${save}`);
    expect(lines.at(-2)).toMatch(/ won \(domination\) in round \d+$/);
  }, 120_000);

  it("says how to use it when neither --human nor --from is given, and refuses a seat out of range", async () => {
    expect((await riskc(["play", CLASSIC], [])).stderr).toBe(
      "error: give the position to play from (--from position.json), or take a seat yourself (--human 1)\n",
    );
    const r = await riskc(["play", CLASSIC, "--human", "7"], []);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: --human takes seat numbers from 1 to 4, comma-separated, not `7`\n");
  });
});
