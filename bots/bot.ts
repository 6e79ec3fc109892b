import type { Action, Decision, Game, PlayerView, RngState } from "../engine/index.js";
// A bot sees its own view of the game and the enumerated legal actions, and picks one.
// Bots never get the state: hidden information (hands, the deck, the random state) stays hidden.

export interface BotContext {
  game: Game;
  view: PlayerView;
  decision: Decision;
  /**
   * Never empty: the engine always offers at least one action at a decision point. Actions are
   * values the engine may hand out again (some are shared and frozen): a bot that wants a
   * variation builds a new one.
   */
  actions: Action[];
  /** The bot's own random numbers (separate from the game's, so bots cannot steer the dice). */
  rng: RngState;
}

export interface Bot {
  readonly name: string;
  choose(ctx: BotContext): Action;
}
