// `npm run profile -- <workload> --by-decision`: what one decision costs, by its kind and the
// action taken — asking the legal actions, the bot's choice, and applying it (the flow that runs
// on to the next decision included) — timed around each part of each decision (each timer read
// costs some tens of nanoseconds: the parts are a little high, their proportions hold).
import type { Bot } from "../bots/index.js";
import { applyInPlace, decisionOf, deriveSeed, legalActions, newGame, seedRng, viewFor, type Game, type PlayerView } from "../engine/index.js";

export interface DecisionCost {
  /** The decision's kind and the action's type, as `attack/end`. */
  kind: string;
  perGame: number;
  enumerateUs: number;
  chooseUs: number;
  applyUs: number;
  offered: number;
}

/** Plays `games` games from `seed` (as playRange seeds them) and returns the cost of each kind of decision, the costliest first. */
export function decisionCosts(game: Game, bots: readonly Bot[], games: number, seed: number, maxRounds: number): DecisionCost[] {
  const sums = new Map<string, { n: number; enumerate: number; choose: number; apply: number; offered: number }>();
  for (let g = 0; g < games; g++) {
    const gameSeed = deriveSeed(seed, g);
    const state = newGame(game, bots.length, gameSeed);
    const botRng = seedRng(deriveSeed(gameSeed, 0xb075));
    const views: PlayerView[] = [];
    while (state.stage !== "over" && state.round <= maxRounds) {
      const decision = decisionOf(game, state);
      const t0 = performance.now();
      const actions = legalActions(game, state, decision);
      const t1 = performance.now();
      const view = (views[decision.seat] = viewFor(state, decision.seat, views[decision.seat]));
      const t2 = performance.now();
      const action = bots[decision.seat]!.choose({ game, view, decision, actions, rng: botRng });
      const t3 = performance.now();
      if (applyInPlace(game, state, action)) throw new Error(`bot ${bots[decision.seat]!.name} chose an illegal action`);
      const t4 = performance.now();
      const kind = `${decision.kind}/${action.type}`;
      const sum = sums.get(kind) ?? { n: 0, enumerate: 0, choose: 0, apply: 0, offered: 0 };
      sum.n++;
      sum.enumerate += t1 - t0;
      sum.choose += t3 - t2;
      sum.apply += t4 - t3;
      sum.offered += actions.length;
      sums.set(kind, sum);
    }
  }
  return [...sums]
    .map(([kind, s]) => ({
      kind,
      perGame: s.n / games,
      enumerateUs: (s.enumerate * 1000) / s.n,
      chooseUs: (s.choose * 1000) / s.n,
      applyUs: (s.apply * 1000) / s.n,
      offered: s.offered / s.n,
    }))
    .sort((a, b) => b.perGame * (b.enumerateUs + b.chooseUs + b.applyUs) - a.perGame * (a.enumerateUs + a.chooseUs + a.applyUs));
}
