// The strength ladder: paired seeds with the measured bot in every seat it rotates over, and a
// table that does not depend on how many worker threads played the games.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatLadder, formatTiming, runLadder, type LadderOptions } from "../../bench/ladder/ladder.js";
import { lineup, rotations, rungs, STAND_INS, tablesOf, TWO_PLAYER_TARGET } from "../../bench/ladder/matchups.js";
import * as exploitability from "../../bench/ladder/matchups.js";
import { compileFileAt } from "../support/variants.js";

describe("ladder matchups", () => {
  it("a duel rotates the two bots over two seats; a variant for three seats or more keeps a random third seat", () => {
    const [duel, table] = tablesOf("classic", 3, 6);
    expect(duel).toEqual({ variant: "classic", figure: "duel", players: 3, filler: "random" });
    expect(rotations(duel!)).toBe(2);
    expect([0, 1].map((seat) => lineup(duel!, { bot: "search:100", versus: "greedy" }, seat))).toEqual([
      ["search:100", "greedy", "random"],
      ["greedy", "search:100", "random"],
    ]);
    expect(table).toEqual({ variant: "classic", figure: "table", players: 4 });
    expect([0, 1, 2, 3].map((seat) => lineup(table!, { bot: "search:100", versus: "greedy" }, seat)[seat])).toEqual(Array(4).fill("search:100"));
    expect(lineup(table!, { bot: "search:100", versus: "greedy" }, 2)).toEqual(["greedy", "greedy", "search:100", "greedy"]);
  });

  it("a two-player variant duels at two players; the table takes the nearest player count to four", () => {
    expect(tablesOf("two", 2, 3)).toEqual([
      { variant: "two", figure: "duel", players: 2 },
      { variant: "two", figure: "table", players: 3 },
    ]);
    expect(TWO_PLAYER_TARGET.players).toBe(2);
    // Two players only: the table would repeat the duel.
    expect(tablesOf("two-player", 2, 2)).toEqual([{ variant: "two-player", figure: "duel", players: 2 }]);
  });

  it("the stand-ins compile cleanly for two players, and the two-player target is one of them or a bundled variant for two", () => {
    for (const { name } of STAND_INS) {
      const result = compileFileAt(`bench/ladder/${name}.risk`);
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(result.ir!.players.min).toBe(2);
    }
    const target = TWO_PLAYER_TARGET.variant;
    expect(STAND_INS.some((s) => s.name === target) || existsSync(`variants/${target}.risk`)).toBe(true);
    if (existsSync(`variants/${target}.risk`)) expect(compileFileAt(`variants/${target}.risk`).ir!.players.min).toBe(2);
  });

  it("sets each exploiter alone against each judge, in every seat of the variant's usual table", () => {
    expect(exploitability.JUDGES).toEqual(["greedy", "search:150"]);
    expect(exploitability.exploitRungs(["greedy", "search:150"], ["turtle", "bully"])).toEqual([
      { bot: "turtle", versus: "greedy", exploit: true },
      { bot: "bully", versus: "greedy", exploit: true },
      { bot: "turtle", versus: "search:150", exploit: true },
      { bot: "bully", versus: "search:150", exploit: true },
    ]);
    const table = exploitability.exploitTableOf("classic", 3, 6);
    expect(table).toEqual({ variant: "classic", figure: "table", players: 4 });
    expect([0, 1, 2, 3].map((seat) => lineup(table, { bot: "bully", versus: "greedy", exploit: true }, seat).join())).toEqual([
      "bully,greedy,greedy,greedy",
      "greedy,bully,greedy,greedy",
      "greedy,greedy,bully,greedy",
      "greedy,greedy,greedy,bully",
    ]);
    // A two-player variant: the exploiter duels one judge, no filler.
    expect(exploitability.exploitTableOf("two-player", 2, 2)).toEqual({ variant: "two-player", figure: "duel", players: 2 });
  });

  it("climbs random < greedy < search at each budget", () => {
    expect(rungs([30, 100, 1000])).toEqual([
      { bot: "greedy", versus: "random" },
      { bot: "search:30", versus: "greedy" },
      { bot: "search:100", versus: "greedy" },
      { bot: "search:1000", versus: "greedy" },
    ]);
  });
});

/** A tiny ladder on Earth: search at 3 iterations, seed 4, a 100-round cap, one worker. */
const earthLadder = (options: Partial<LadderOptions>): LadderOptions => ({
  games: 1,
  gamesAt: new Map(),
  budgets: [3],
  variants: ["transformers-earth"],
  workers: 1,
  seed: 4,
  maxRounds: 100,
  timingGames: 0,
  ...options,
});

describe("ladder", () => {
  it("gives the same wins, games and stalls on one worker thread and on two", async () => {
    const options = earthLadder({ games: 2, timingGames: 0 });
    const strip = (rows: Awaited<ReturnType<typeof runLadder>>) =>
      rows.map(({ table, rung, games, wins, stalled, ci95 }) => ({ table, rung, games, wins, stalled, ci95 }));
    const one = await runLadder(options);
    const two = await runLadder({ ...options, workers: 2 });
    expect(strip(two)).toEqual(strip(one));
    // Two figures, two rungs each; every seed in every rotation.
    expect(one.map((r) => [r.table.figure, r.rung.bot, r.games])).toEqual([
      ["duel", "greedy", 4],
      ["duel", "search:3", 4],
      ["table", "greedy", 8],
      ["table", "search:3", 8],
    ]);
    const text = formatLadder(one, options);
    expect(text).toContain("| transformers-earth | duel, 2 players | search:3 | greedy | 4 |");
  });

  it("plays the exploitability rows after the ladder's, each against its fair share: the judge's own at a table of judges", async () => {
    const options = earthLadder({ games: 1, judges: ["greedy"], exploiters: ["bully", "vulture"] });
    const rows = await runLadder(options);
    const exploit = rows.filter((r) => r.rung.exploit);
    expect(rows.slice(0, 4).every((r) => !r.rung.exploit)).toBe(true);
    expect(exploit.map((r) => [r.table.players, r.rung.bot, r.rung.versus, r.games])).toEqual([
      [4, "bully", "greedy", 4],
      [4, "vulture", "greedy", 4],
    ]);
    // E16: Earth at four players is three Decepticon seats, who may win together, against the
    // Autobots: a seat's fair share is what greedy itself wins there, from 1/4 (one winner a game) up.
    const fair = exploit[0]!.chance;
    expect(exploit[1]!.chance).toBe(fair);
    expect(fair).toBeGreaterThanOrEqual(0.25);
    expect(fair).toBeLessThanOrEqual(0.75);
    const text = formatLadder(rows, options);
    expect(text).toContain("| exploiter's win rate | 95% interval | fair share | limit | holds |");
    expect(text).toContain("| transformers-earth | 4 | greedy | bully | 4 |");
    // A search judge's rows are no search rung: they are not timed (its baseline, search in every seat, neither).
    let progress = "";
    const only = await runLadder(
      { ...options, exploitabilityOnly: true, judges: ["search:3"], exploiters: ["bully"], timingGames: 1 },
      (t) => (progress += t),
    );
    expect(only.map((r) => [r.rung.bot, r.rung.versus])).toEqual([["bully", "search:3"]]);
    expect(progress).not.toContain("timed");
    expect(formatLadder(only, options)).not.toContain("Strength ladder");
  });

  it("times only the search rungs with --timing-only, and plays no ladder game", async () => {
    const options = earthLadder({ games: 1, timingGames: 1, timingOnly: true });
    const rows = await runLadder(options);
    expect(rows.map((r) => [r.table.figure, r.rung.bot, r.games])).toEqual([
      ["duel", "search:3", 0],
      ["table", "search:3", 0],
    ]);
    for (const r of rows) expect(r.msPerDecision).toBeGreaterThan(0);
    expect(formatTiming(rows, options)).toContain("| transformers-earth | 1 vs 3, 4 players | search:3 | greedy |");
  });
});
