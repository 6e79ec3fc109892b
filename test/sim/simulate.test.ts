// The simulator and its report: bot strength, stalls, determinism and the statistics.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import type { Bot } from "../../bots/bot.js";
import { buildReport, simulate, wilson } from "../../sim/index.js";
import { simulateInParallel } from "../../sim/node/index.js";
import { formatReport, judgedBy, simulateHtml } from "../../sim/report/index.js";
import { readFileSync } from "node:fs";
import { classicIr, irOf } from "../support/variants.js";

const ir = classicIr();

describe("simulation", () => {
  it("greedy beats three random bots in more than 60% of 4-player games", () => {
    const report = simulate(ir, { games: 60, seed: 11, maxRounds: 500, bots: [bots["greedy"]!, bots["random"]!, bots["random"]!, bots["random"]!] });
    expect(report.players[0]!.bot).toBe("greedy");
    // Not just the point estimate: the whole 95% interval is above 60%.
    expect(report.players[0]!.ci95[0]).toBeGreaterThan(0.6);
  });

  it("a game that reaches the round cap counts as stalled", () => {
    const report = simulate(ir, { games: 5, seed: 1, maxRounds: 1, bots: [bots["random"]!, bots["random"]!, bots["random"]!] });
    expect(report.stalled).toBe(5);
    expect(report.endings).toEqual({ stalled: 5 });
  });

  it("a bot that never ends its turn stalls the game instead of hanging the simulator", () => {
    // With as many moves as a player likes (and no one-border rule), a bot can move armies about for ever.
    const pacing = irOf('variant "Pacing" extends "classic" {\n  turn {\n    phase fortify { fortify moves any path adjacent leave 1 }\n  }\n}\n');
    // It places its armies next to a territory of its own, so it always has a move to make.
    const pacer: Bot = {
      name: "pacer",
      choose({ game, view, actions }) {
        const mine = (t: number) => view.owner[t] === view.seatIndex;
        const beside = actions.find((a) => a.type === "place" && game.graph.out[a.territory]!.some(mine));
        return actions.find((a) => a.type === "fortify") ?? beside ?? actions.find((a) => a.type === "end") ?? actions[0]!;
      },
    };
    const report = simulate(pacing, { games: 4, seed: 1, maxRounds: 50, bots: [pacer, bots["random"]!, bots["random"]!] });
    expect(report.endings).toEqual({ stalled: 4 });
    // Stalled by the per-turn cap in the first round, long before the round cap.
    expect(report.rounds.mean).toBe(1);
  });

  it("the same seed gives the same report, in one thread or spread over workers", async () => {
    const names = ["greedy", "random", "random"];
    const serial = simulate(ir, { games: 60, seed: 3, maxRounds: 500, bots: names.map((n) => bots[n]!) });
    const parallel = await simulateInParallel(ir, { games: 60, seed: 3, maxRounds: 500, bots: names, workers: 2 });
    expect(parallel).toEqual(serial);
    const other = simulate(ir, { games: 60, seed: 4, maxRounds: 500, bots: names.map((n) => bots[n]!) });
    expect(other).not.toEqual(serial);
  });
});

describe("the text report", () => {
  it("keeps its columns aligned under a long bot name (search:1000)", () => {
    const long: Bot = { name: "search:1000", choose: (ctx) => bots["random"]!.choose(ctx) };
    const text = formatReport(simulate(ir, { games: 4, seed: 1, maxRounds: 30, bots: [long, bots["greedy"]!, bots["random"]!] }));
    const [header, ...rows] = text.split("\n").slice(3, 7);
    const winsEnd = header!.indexOf("wins") + "wins".length;
    expect(rows.map((row) => row.slice(winsEnd - 5, winsEnd).trim())).toEqual(rows.map((row) => row.split(/\s+/)[3]));
    expect(rows[0]).toMatch(/^ {3}1 {2}search:1000 /);
  });

  it("says which bots judged the run, seat by seat", () => {
    const text = formatReport(simulate(ir, { games: 2, seed: 1, maxRounds: 30, bots: [bots["greedy"]!, bots["greedy"]!, bots["random"]!] }));
    expect(text.split("\n")[1]).toBe("judged by greedy (seats 1, 2), random (seat 3)");
    expect(judgedBy(["greedy", "greedy", "greedy", "greedy"])).toBe("greedy in every seat");
    expect(judgedBy(["search:150", "greedy", "greedy", "greedy", "turtle", "greedy"])).toBe(
      "search:150 (seat 1), greedy (seats 2–4, 6), turtle (seat 5)",
    );
    expect(simulateHtml(simulate(ir, { games: 1, seed: 1, maxRounds: 30, bots: [bots["greedy"]!, bots["greedy"]!, bots["greedy"]!] }))).toContain(
      "judged by greedy in every seat.",
    );
  });
});

describe("report statistics", () => {
  it("Wilson interval matches hand-computed values", () => {
    // 50 of 100: centre 0.5, half-width 1.96·sqrt(.25/100 + 1.96²/40000)/(1 + 1.96²/100) = 0.0962
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    // 0 of 10: [0, z²/(n+z²)] = [0, 3.8415/13.8415] = [0, 0.2775]
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
  });

  it("rounds mean and median, and endings by reason", () => {
    const quiet = { leadChanges: 0, eliminations: 0 };
    const records = [
      { seed: 1, winners: [0], reason: "domination", rounds: 10, metrics: quiet },
      { seed: 2, winners: [1], reason: "domination", rounds: 20, metrics: quiet },
      { seed: 3, winners: [], reason: "stalled", rounds: 500, metrics: quiet },
      { seed: 4, winners: [0], reason: "domination", rounds: 12, metrics: quiet },
    ];
    const r = buildReport("V", 9, 500, ["greedy", "random"], records);
    expect(r.rounds).toEqual({ mean: 135.5, median: 16 });
    expect(r.endings).toEqual({ domination: 3, stalled: 1 });
    expect(r.stalled).toBe(1);
    expect(r.players.map((p) => [p.seat, p.bot, p.wins, p.winRate])).toEqual([
      [1, "greedy", 2, 0.5],
      [2, "random", 1, 0.25],
    ]);
  });
});

describe("RisiKo simulations", () => {
  const risiko = irOf(readFileSync("variants/risiko.risk", "utf8"));
  const greedy4 = ["greedy", "greedy", "greedy", "greedy"].map((n) => bots[n]!);

  it("R11 games end by objective and by sdadata, and none stalls", () => {
    const report = simulate(risiko, { games: 300, seed: 1, maxRounds: 500, bots: greedy4 });
    expect(report.endings["objective"]).toBeGreaterThan(0);
    expect(report.endings["sdadata"]).toBeGreaterThan(0);
    expect(Object.keys(report.endings).every((e) => ["objective", "sdadata", "domination"].includes(e))).toBe(true);
    expect(report.stalled).toBe(0);
  });

  it("R13 Kingmaker on gives a different report than off on the same seed", () => {
    const on = simulate(irOf(readFileSync("variants/risiko.risk", "utf8"), { kingmaker: "true" }), {
      games: 300,
      seed: 1,
      maxRounds: 500,
      bots: greedy4,
    });
    const off = simulate(risiko, { games: 300, seed: 1, maxRounds: 500, bots: greedy4 });
    expect(on.players.map((p) => p.wins)).not.toEqual(off.players.map((p) => p.wins));
  });
});

describe("Cybertron simulations", () => {
  const cybertron = irOf(readFileSync("variants/transformers-cybertron.risk", "utf8"));

  it("Y5/Y13 with 4 greedy bots: games end after six days or by domination, and the report gives team results", () => {
    const greedy4 = ["greedy", "greedy", "greedy", "greedy"].map((n) => bots[n]!);
    const report = simulate(cybertron, { games: 100, seed: 3, maxRounds: 500, bots: greedy4 });
    expect(report.endings["six days"]).toBeGreaterThan(0);
    expect(Object.keys(report.endings).every((e) => ["six days", "domination"].includes(e))).toBe(true);
    expect(report.teams?.map((t) => t.seats)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(report.teams!.reduce((n, t) => n + t.wins, 0)).toBe(100);
  });

  it("Y7/Y9 greedy bots morph, flip switches, jump, strike, revive leaders and hand zones to partners through the same action enumeration", () => {
    const chosen = new Map<string, number>();
    const recording = {
      name: "greedy",
      choose: (ctx: Parameters<(typeof bots)["greedy"]["choose"]>[0]) => {
        const action = bots["greedy"]!.choose(ctx);
        const kind = action.type === "attack" && action.strike ? "strike" : action.type;
        chosen.set(kind, (chosen.get(kind) ?? 0) + 1);
        return action;
      },
    };
    simulate(cybertron, { games: 40, seed: 2, maxRounds: 500, bots: [recording, recording, recording, recording] });
    for (const kind of ["claim", "placeLeader", "morph", "switch", "jump", "strike", "revive", "cede"])
      expect(chosen.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });
});
