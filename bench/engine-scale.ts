// Bench rows for the engine's speed and scale (issue: thousands of games a second, cost linear in
// the map): generated grid maps of 42, 420 and 4,200 territories, blitz battles through apply
// against a plain dice loop, and compile + createGame of large maps. Each row has its baseline.
import {
  applyInPlace,
  battleOdds,
  battleOddsByRolls,
  cloneState,
  createGame,
  nextInt,
  positionFrom,
  seedRng,
  WinOdds,
  legalActions,
  type Action,
  type Game,
  type GameState,
  type RngState,
} from "../engine/index.js";
import { bots } from "../bots/index.js";
import { compile } from "../compiler/index.js";
import { playRange } from "../sim/index.js";
import { gridVariantText } from "./grid-map.js";
import { cpuSeconds, fmt, medianTimes, rate, type Row } from "./measure.js";

/**
 * CPU per game-round on grid maps (4 greedy bots, a 10-round cap), and its growth per 10×
 * territories: each size played once to warm up, then 5 runs of each in turn, the median of each.
 */
export function gridRows(runs = 5): Row[] {
  const sizes: [number, number, number][] = [
    [6, 7, 60],
    [20, 21, 8],
    [60, 70, 2],
  ];
  const seats = Array.from({ length: 4 }, () => bots["greedy"]!);
  const grids = sizes.map(([w, h, games]) => ({ w, h, games, game: createGame(compile(gridVariantText(w, h), { fileName: "grid.risk" }).ir!) }));
  const play = (g: (typeof grids)[number], maxRounds: number) => {
    let rounds = 0;
    const seconds = cpuSeconds(() => {
      rounds = playRange(g.game, { games: g.games, seed: 1, maxRounds, bots: seats }, 0, g.games).reduce((n, r) => n + r.rounds, 0);
    });
    return { perRound: (seconds * 1000) / rounds, gamesPerSecond: g.games / seconds };
  };
  for (const g of grids) play(g, 10); // warm up
  const measured = grids.map(() => [] as { perRound: number; gamesPerSecond: number }[]);
  for (let run = 0; run < runs; run++) grids.forEach((g, i) => measured[i]!.push(play(g, 10)));
  const medians = measured.map((list) => list.sort((a, b) => a.perRound - b.perRound)[Math.floor(list.length / 2)]!);
  return grids.map(({ w, h }, i) => {
    const { perRound, gamesPerSecond } = medians[i]!;
    const previous = i > 0 ? medians[i - 1]!.perRound : undefined;
    return [
      `grid ${w}×${h} (${w * h} territories), 4 greedy, 10-round cap: CPU per round (median of ${runs})`,
      `${fmt(perRound, 2)} ms`,
      previous === undefined
        ? `${fmt(gamesPerSecond, 1)} games/s (first 10 rounds)`
        : `${fmt(perRound / previous, 1)}× the map 10× smaller (target ≤ 12×); ${fmt(gamesPerSecond, 2)} games/s`,
    ];
  });
}

/** A battle Alaska (a + 1 armies, one stays) against Kamchatka (d) in the classic variant, ready to attack. */
function battleState(classicText: string, a: number, d: number): { game: ReturnType<typeof createGame>; state: GameState; from: number; to: number } {
  const game = createGame(compile(classicText, { fileName: "classic.risk" }).ir!);
  const r = positionFrom(game, {
    players: 3,
    phase: "attack",
    // Ontario can attack too, so the attack step goes on whatever happens in Alaska.
    territories: {
      Alaska: { owner: 1, armies: a + 1 },
      Kamchatka: { owner: 2, armies: d },
      Ontario: { owner: 1, armies: 5 },
      Peru: { owner: 3, armies: 1 },
    },
    others: { owner: 2, armies: 1 },
  });
  if (!r.ok) throw new Error("battle position refused");
  const index = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
  return { game, state: r.state, from: index("Alaska"), to: index("Kamchatka") };
}

/** The same battle rolled roll by roll with dice and sorting, as a program without the engine would. */
function diceLoopBattle(rng: RngState, a: number, d: number): number {
  while (a > 0 && d > 0) {
    const attack = Array.from({ length: Math.min(3, a) }, () => 1 + nextInt(rng, 6)).sort((x, y) => y - x);
    const defend = Array.from({ length: Math.min(2, d) }, () => 1 + nextInt(rng, 6)).sort((x, y) => y - x);
    for (let i = 0; i < Math.min(attack.length, defend.length); i++) {
      if (attack[i]! > defend[i]!) d--;
      else a--;
    }
  }
  return a;
}

/**
 * Battles per second through applyInPlace: each battle on a copy of the position made (with its
 * own random stream, and its board index built) before the clock starts, so the figure is the
 * engine's alone and every battle starts from the same armies through the rules' own writers.
 */
function battlesThroughApply(game: Game, position: GameState, action: Action, ms = 1000): number {
  // Small batches: the copies are fresh in the cache, as a simulated game's one state is.
  const batch = 64;
  const copies: GameState[] = [];
  let seed = 0;
  const prepare = () => {
    for (let i = 0; i < batch; i++) {
      const copy = cloneState(position);
      copy.rng = seedRng(++seed);
      legalActions(game, copy); // the first question about a copy builds its board index: not the battle's cost
      copies[i] = copy;
    }
  };
  const run = () => {
    const start = performance.now();
    for (let i = 0; i < batch; i++) if (applyInPlace(game, copies[i]!, action)) throw new Error("the bench's attack was refused");
    return performance.now() - start;
  };
  prepare();
  run(); // warm up
  let battles = 0;
  let spent = 0;
  while (spent < ms) {
    prepare();
    spent += run();
    battles += batch;
  }
  return battles / (spent / 1000);
}

/** Blitz battles ("attack until decided") per second through applyInPlace, against the plain dice loop. */
export function blitzRows(classicText: string): Row[] {
  const rows: Row[] = [];
  let sink = 0;
  for (const [a, d] of [
    [10, 10],
    [30, 30],
    [100, 100],
  ] as const) {
    const { game, state, from, to } = battleState(classicText, a, d);
    const action = { type: "attack", from, to } as const;
    const throughApply = battlesThroughApply(game, state, action);
    const rng = seedRng(3);
    const loop = rate((n) => {
      for (let i = 0; i < n; i++) sink += diceLoopBattle(rng, a, d);
    }, 200);
    rows.push([
      `blitz battles per second through applyInPlace, ${a} v ${d}`,
      fmt(throughApply),
      `plain dice loop: ${fmt(loop)}/s (${fmt(throughApply / loop, 1)}×, target ≥ 30×)`,
    ]);
  }
  if (sink === -1) console.log(sink);
  return rows;
}

/**
 * compile + createGame of 1,000- and 10,000-territory grid maps, and the growth between them: the
 * median of 7 runs each (a run of the small map is short: one collection more or less moves it
 * by a fifth), taking turns, after two warm-up runs.
 */
export async function compileScaleRows(runs = 7): Promise<Row[]> {
  const texts = [gridVariantText(25, 40), gridVariantText(100, 100)];
  const [small, large] = (await medianTimes(texts, runs, 2, (text) => createGame(compile(text, { fileName: "grid.risk" }).ir!))) as [number, number];
  return [
    [
      `compile + createGame, 10,000-territory grid (median of ${runs})`,
      `${fmt(large)} ms`,
      `1,000 territories: ${fmt(small)} ms (${fmt(large / small, 1)}× for 10×, target ≤ 11×; target ≤ 1,000 ms)`,
    ],
  ];
}

/** `riskc odds --table 60` and `-a 500 -d 500`: one table and one pass, against a chain per cell and roll by roll. */
export function oddsRows(rules: ReturnType<typeof createGame>["dice"]): Row[] {
  const time = (fn: () => void) => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  };
  let sink = 0;
  const table = time(() => {
    const wins = new WinOdds(rules);
    for (let a = 1; a <= 60; a++) for (let d = 1; d <= 60; d++) sink += wins.get(a, d);
  });
  const perCell = time(() => {
    for (let a = 1; a <= 60; a++) for (let d = 1; d <= 60; d++) sink += battleOddsByRolls(rules, a, d).attackerWins;
  });
  const onePass = time(() => (sink += battleOdds(rules, 500, 500).attackerWins));
  const byRolls = time(() => (sink += battleOddsByRolls(rules, 500, 500).attackerWins));
  if (sink === -1) console.log(sink);
  return [
    [
      "riskc odds --table 60 (one table of every cell)",
      `${fmt(table, 1)} ms`,
      `a chain per cell, as before: ${fmt(perCell)} ms (${fmt(perCell / table)}×)`,
    ],
    [
      "riskc odds -a 500 -d 500 (one pass, most armies first)",
      `${fmt(onePass, 1)} ms`,
      `the chain roll by roll: ${fmt(byRolls)} ms (${fmt(byRolls / onePass)}×)`,
    ],
  ];
}
