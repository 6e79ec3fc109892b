// `npm run profile -- <workload> --by-decision`: what one decision costs, by its kind and the
// action taken — asking what the game waits for, the legal actions, the bot's view, the bot's
// choice, and applying it (the flow that runs on to the next decision included) — timed around
// each part of each decision. A timer read costs some tens of nanoseconds, as much as the
// smallest parts: its cost, measured first, is taken off each part.
import { applyAnswer, type Bot } from "../bots/index.js";
import { decisionOf, deriveSeed, legalActions, newGame, seedRng, viewFor, type Game, type PlayerView } from "../engine/index.js";

export interface DecisionCost {
  /** The decision's kind and the action's type, as `attack/end`. */
  kind: string;
  perGame: number;
  /** Microseconds per decision of each part, and all together. */
  decideUs: number;
  enumerateUs: number;
  viewUs: number;
  chooseUs: number;
  applyUs: number;
  totalUs: number;
  /** Actions offered per decision. */
  offered: number;
}

/** Milliseconds one read of the timer adds to a part (the median of many back-to-back reads). */
function timerCost(): number {
  const per: number[] = [];
  for (let run = 0; run < 21; run++) {
    const start = performance.now();
    let last = start;
    for (let i = 0; i < 10_000; i++) last = performance.now();
    per.push((last - start) / 10_000);
  }
  return per.sort((a, b) => a - b)[10]!;
}

/** Plays `games` games from `seed` (as playRange seeds them) and returns the cost of each kind of decision, the costliest a game first. */
export function decisionCosts(game: Game, bots: readonly Bot[], games: number, seed: number, maxRounds: number): DecisionCost[] {
  const timer = timerCost();
  const sums = new Map<string, { n: number; parts: number[]; offered: number }>();
  const stamps = new Float64Array(6);
  for (let g = 0; g < games; g++) {
    const gameSeed = deriveSeed(seed, g);
    const state = newGame(game, bots.length, gameSeed);
    const botRng = seedRng(deriveSeed(gameSeed, 0xb075));
    const views: PlayerView[] = [];
    while (state.stage !== "over" && state.round <= maxRounds) {
      stamps[0] = performance.now();
      const decision = decisionOf(game, state);
      stamps[1] = performance.now();
      const actions = legalActions(game, state, decision);
      stamps[2] = performance.now();
      const view = (views[decision.seatIndex] = viewFor(state, decision.seat, views[decision.seatIndex]));
      stamps[3] = performance.now();
      const action = bots[decision.seatIndex]!.choose({ game, view, decision, actions, rng: botRng });
      stamps[4] = performance.now();
      if (applyAnswer(game, state, bots[decision.seatIndex]!, actions, action))
        throw new Error(`bot ${bots[decision.seatIndex]!.name} chose an illegal action`);
      stamps[5] = performance.now();
      const kind = `${decision.kind}/${action.type}`;
      let sum = sums.get(kind);
      if (!sum) sums.set(kind, (sum = { n: 0, parts: [0, 0, 0, 0, 0], offered: 0 }));
      sum.n++;
      for (let p = 0; p < 5; p++) sum.parts[p]! += Math.max(0, stamps[p + 1]! - stamps[p]! - timer);
      sum.offered += actions.length;
    }
  }
  return [...sums]
    .map(([kind, s]) => {
      const [decideUs, enumerateUs, viewUs, chooseUs, applyUs] = s.parts.map((ms) => (ms * 1000) / s.n) as [number, number, number, number, number];
      return {
        kind,
        perGame: s.n / games,
        decideUs,
        enumerateUs,
        viewUs,
        chooseUs,
        applyUs,
        totalUs: decideUs + enumerateUs + viewUs + chooseUs + applyUs,
        offered: s.offered / s.n,
      };
    })
    .sort((a, b) => b.perGame * b.totalUs - a.perGame * a.totalUs);
}
