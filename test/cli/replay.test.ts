// Replays: simulate --save-games writes every game as a replay file, `riskc replay` plays it again
// against the variant it names (and refuses another), and a person typing the same actions into
// `riskc play` reaches the same final board.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { applyInPlace, createGame, legalActions, newGame, type Action } from "../../engine/index.js";
import { classicIr } from "../support/variants.js";

const CLASSIC = "variants/classic.risk";
const dir = mkdtempSync(join(tmpdir(), "riskc-replay-"));

async function riskc(argv: string[], lines: readonly string[] = []) {
  let stdout = "";
  let stderr = "";
  async function* input() {
    yield* lines;
  }
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false, lines: input });
  return { code, stdout, stderr };
}

/** The final board and result a command printed: the lines from `— the board after` on. */
const finalBoard = (stdout: string) => stdout.slice(stdout.indexOf("— the board after")).replace(/\nreplay written to .*\n$/, "\n");

describe("replays", () => {
  const saved = join(dir, "games");

  it("C8 simulate --save-games writes each game; riskc replay of one shows the board `riskc play` reaches with its actions typed in", async () => {
    const sim = await riskc(["simulate", CLASSIC, "--games", "2", "--players", "3", "--seed", "2", "--save-games", saved, "--json"]);
    expect(sim.code).toBe(0);
    expect(sim.stderr).toBe(`2 replays written to ${saved}\n`);
    expect(readdirSync(saved).sort()).toEqual(["game-1.json", "game-2.json"]);
    const replay = JSON.parse(readFileSync(join(saved, "game-2.json"), "utf8"));
    expect(replay).toMatchObject({ format: "riskc-replay", players: 3, seats: ["greedy", "greedy", "greedy"], variant: { file: CLASSIC } });
    // The report's game 2 ended as the replay says.
    const report = JSON.parse(sim.stdout);
    expect(report.games).toBe(2);
    expect(replay.result.reason).toBe("domination");

    const shown = await riskc(["replay", join(saved, "game-2.json")]);
    expect(shown.code).toBe(0);
    expect(shown.stdout.startsWith("— round 1 —\n")).toBe(true);
    expect(shown.stdout).toContain(`— the board after ${replay.actions.length} actions —\n`);
    expect(shown.stdout.trimEnd().split("\n").at(-1)).toBe(
      `${["Red", "Blue", "Green"][replay.result.winners[0]]} won (domination) in round ${replay.result.round}`,
    );

    // The same game typed by three people: at each decision, the number of the replay's action in the menu.
    const game = createGame(classicIr());
    const state = newGame(game, 3, replay.seed);
    const numbers = (replay.actions as Action[]).map((action, i) => {
      const n = legalActions(game, state).findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
      if (n < 0) throw new Error(`action ${i} is not in the menu: ${JSON.stringify(action)}`);
      expect(applyInPlace(game, state, action)).toBeUndefined();
      return String(n + 1);
    });
    const played = await riskc(["play", CLASSIC, "--human", "1,2,3", "--players", "3", "--seed", String(replay.seed)], numbers);
    expect(played.code).toBe(0);
    expect(finalBoard(played.stdout)).toBe(finalBoard(shown.stdout));
  }, 120_000);

  it("refuses a replay made in another variant, or with other parameter values, saying so", async () => {
    const path = join(saved, "game-1.json");
    const other = await riskc(["replay", path, "--variant", "variants/risiko.risk"]);
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(
      /^error: .*game-1\.json: the replay was made with another variant \(Classic, digest [0-9a-f]{16}\); this is RisiKo Challenge, digest [0-9a-f]{16}\n$/,
    );
    const replay = JSON.parse(readFileSync(path, "utf8"));
    const edited = join(dir, "edited.json");
    writeFileSync(edited, JSON.stringify({ ...replay, variant: { ...replay.variant, set: ["placeBatch=3"] } }));
    const set = await riskc(["replay", edited]);
    expect(set.stderr).toMatch(/the replay was made with another variant/);
  });

  it("says where a replay goes wrong: an action the game does not allow there, a file that is no replay", async () => {
    const replay = JSON.parse(readFileSync(join(saved, "game-1.json"), "utf8"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...replay, actions: [...replay.actions.slice(0, 5), { type: "attack", from: 0, to: 1 }] }));
    const r = await riskc(["replay", bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: .*bad\.json: actions\[5\] is not legal there: .+\n$/);
    const notReplay = join(dir, "not.json");
    writeFileSync(notReplay, JSON.stringify({ players: 3 }));
    expect((await riskc(["replay", notReplay])).stderr).toBe(`error: ${notReplay}: not a replay (no \`"format": "riskc-replay"\`)\n`);
  });
});
