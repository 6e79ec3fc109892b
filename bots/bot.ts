// A bot sees its own view of the game and the enumerated legal actions, and picks one.
// Bots never get the state: hidden information (hands, the deck, the random state) stays hidden.
import {
  applyInPlace,
  applyOffered,
  type Action,
  type Decision,
  type Game,
  type GameState,
  type PlayerView,
  type Problem,
  type RngState,
} from "../engine/index.js";

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

/**
 * The bots of this package. Each answers with one of the offered objects or an action it builds,
 * and changes neither the list nor its actions (test/bots/offered-untouched.test.ts plays them
 * on frozen lists), so the simulator carries their answers out without checking them again (the
 * engine's `applyOffered`). A bot from elsewhere has every answer checked.
 */
const builtIn = new WeakSet<Bot>();

/** Mark a bot of this package (see `isBuiltInBot`). */
export function builtInBot<B extends Bot>(bot: B): B {
  builtIn.add(bot);
  return bot;
}

/** Whether `bot` is one of this package's, which never change what they are offered. */
export function isBuiltInBot(bot: Bot): boolean {
  return builtIn.has(bot);
}

/**
 * Carry out `bot`'s answer, chosen from `offered` (the state's `legalActions`), in place: without
 * checking it again for this package's bots, checked for any other. The problem when it is not legal.
 */
export function applyAnswer(game: Game, state: GameState, bot: Bot, offered: readonly Action[], action: Action): Problem | undefined {
  return isBuiltInBot(bot) ? applyOffered(game, state, offered, action) : applyInPlace(game, state, action);
}
