// The play property: a variant that compiles clean is playable. Played at every player count
// with the random and the greedy bot, every decision must offer a legal action and only legal
// actions (the simulator carries an offered action out without checking it again), every action
// a bot picks must be accepted, and every game must end or reach the round cap without the
// engine throwing or a turn going on forever.
import type { Variant } from "../../compiler/index.js";
import { bots } from "../../bots/index.js";
import { applyInPlace, createGame, decisionOf, deriveSeed, legalActions, newGame, problemOf, seedRng, viewFor } from "../../engine/index.js";

export interface PlayOptions {
  /** Rounds after which a game that has not ended stops (it counts as stalled, which is fine). */
  maxRounds: number;
  seed: number;
  /** Bots to try; each plays every seat of one game. */
  botNames?: readonly string[];
}

/** More actions than this in one turn, or in one game: the game no longer makes progress. */
const MAX_ACTIONS_PER_TURN = 20_000;
const MAX_ACTIONS_PER_GAME = 200_000;

function playOne(variant: Variant, players: number, botName: string, seed: number, maxRounds: number): string | undefined {
  const where = `${players} players, ${botName} bots, seed ${seed}`;
  const bot = bots[botName]!;
  let stage = "building the game";
  try {
    const game = createGame(variant);
    stage = "setting the game up";
    const state = newGame(game, players, seed);
    const rng = seedRng(deriveSeed(seed, 0xb075));
    let turnKey = -1;
    let actionsThisTurn = 0;
    stage = "playing";
    let actionsInGame = 0;
    while (state.stage !== "over" && state.round <= maxRounds) {
      if (++actionsInGame > MAX_ACTIONS_PER_GAME)
        return `${where}: no end after ${MAX_ACTIONS_PER_GAME} actions (round ${state.round}, ${state.stage})`;
      const key = state.round * state.seats + state.current;
      actionsThisTurn = key === turnKey ? actionsThisTurn + 1 : 0;
      turnKey = key;
      if (actionsThisTurn > MAX_ACTIONS_PER_TURN)
        return `${where}: round ${state.round} makes no progress (${MAX_ACTIONS_PER_TURN} actions in one turn)`;
      const decision = decisionOf(game, state);
      const actions = legalActions(game, state);
      if (actions.length === 0) return `${where}: no legal action at a ${decision.kind} decision of seat ${decision.seat} in round ${state.round}`;
      for (const offered of actions) {
        const refused = problemOf(game, state, offered);
        if (refused) return `${where}: offered ${JSON.stringify(offered)} at a ${decision.kind} decision, which the rules refuse (${refused.code})`;
      }
      const action = bot.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng });
      const problem = applyInPlace(game, state, action);
      if (problem) return `${where}: the engine refused the bot's ${decision.kind} action (${problem})`;
    }
    return undefined;
  } catch (error) {
    return `${where}: the engine threw while ${stage}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

/** Failures of one clean IR: one game per player count and bot. */
export function checkPlay(variant: Variant, options: PlayOptions): string[] {
  const failures: string[] = [];
  const names = options.botNames ?? ["random", "greedy"];
  for (let players = variant.players.min; players <= variant.players.max; players++) {
    for (const [i, name] of names.entries()) {
      const failure = playOne(variant, players, name, deriveSeed(options.seed, players * 16 + i), options.maxRounds);
      if (failure) failures.push(failure);
    }
  }
  return failures;
}
