// A bot sees its own view of the game and the enumerated legal actions, and picks one.
// Bots never get the state: hidden information (hands, the deck, the random state) stays hidden.
import type { Action } from "../engine/actions.js";
import type { Decision } from "../engine/decision.js";
import type { Game } from "../engine/game.js";
import type { RngState } from "../engine/rng.js";
import type { PlayerView } from "../engine/view.js";

export interface BotContext {
  game: Game;
  view: PlayerView;
  decision: Decision;
  /** Never empty: the engine always offers at least one action at a decision point. */
  actions: Action[];
  /** The bot's own random numbers (separate from the game's, so bots cannot steer the dice). */
  rng: RngState;
}

export interface Bot {
  readonly name: string;
  choose(ctx: BotContext): Action;
}
