// A game with people at it: each seat a person or a bot, the state, the actions taken (what a
// replay keeps), and the log in words. The CLI's `riskc play --human` and the playground's Play
// tab drive one; people answer the decisions of their seats, bots the others'. Bots see only
// their own view and share one generator seeded as the simulator seeds it, so a table of bots
// plays the game `playGame` plays from the same seed and start.
import {
  applyInPlace,
  cloneState,
  decisionOf,
  deriveSeed,
  legalActions,
  newGame,
  seedRng,
  viewFor,
  type Action,
  type Decision,
  type Game,
  type GameState,
  type PlayerView,
  type Problem,
  type RngState,
} from "../engine/index.js";
import type { Bot } from "../bots/index.js";
import { describeAction, snapshot } from "./game-log.js";
import { reinforcementsLine, reinforcementsOf } from "./reinforcements.js";

/** A seat's player: a person, or a bot. */
export type Sitter = { kind: "human" } | { kind: "bot"; bot: Bot };

export interface Played {
  action: Action;
  /** The seat (0-based) that took it, and the log's line for it. */
  seat: number;
  line: string;
}

export class Table {
  readonly state: GameState;
  readonly actions: Action[] = [];
  readonly log: string[] = [];
  private readonly botRng: RngState;
  private offer: { revision: number; list: Action[] } | undefined;
  private revision = 0;
  /** The state before the last action, while a person may still take it back. */
  private undoable: GameState | undefined;
  /** C4: armies the trades of the turn `turn` (round and seat) gave, and the armies placed in it. */
  private trades = { turn: "", armies: 0, placed: 0 };
  private tradesBefore = this.trades;

  /** A new game of `sitters.length` seats from `seed`, or the game from the state `from` (not changed). */
  constructor(
    readonly game: Game,
    readonly sitters: readonly Sitter[],
    readonly seed: number,
    from?: GameState,
  ) {
    this.state = from ? cloneState(from) : newGame(game, sitters.length, seed);
    this.botRng = seedRng(deriveSeed(seed, 0xb075));
  }

  get over(): boolean {
    return this.state.stage === "over";
  }

  decision(): Decision {
    return decisionOf(this.game, this.state);
  }

  /** The engine's offered actions at the current decision, in its order. */
  offered(): Action[] {
    if (this.offer?.revision !== this.revision) this.offer = { revision: this.revision, list: legalActions(this.game, this.state) };
    return this.offer.list;
  }

  /** C4: armies the current turn's trades gave its player so far. */
  get tradedThisTurn(): number {
    return this.trades.turn === turnOf(this.state) ? this.trades.armies : 0;
  }

  /** Armies the current turn's player has placed so far in it. */
  get placedThisTurn(): number {
    return this.trades.turn === turnOf(this.state) ? this.trades.placed : 0;
  }

  private countTurn(before: { round: number; seat: number }, traded: number, placed: number): void {
    const turn = `${before.round}/${before.seat}`;
    const [t, p] = this.trades.turn === turn ? [this.trades.armies, this.trades.placed] : [0, 0];
    this.trades = { turn, armies: t + Math.max(0, traded), placed: p + placed };
  }

  /**
   * C3/C4: at a placement of the turn (or a trade before it), the deciding seat's reinforcements
   * and why, in words; undefined at any other decision and in the setup.
   */
  reinforcements(): string | undefined {
    const d = this.decision();
    if (this.state.stage !== "play" || (d.kind !== "place" && d.kind !== "trade") || d.seatIndex < 0) return undefined;
    const r = reinforcementsOf(this.game, this.state, d.seatIndex, this.tradedThisTurn, this.state.pool + this.placedThisTurn);
    return r && reinforcementsLine(r);
  }

  /** Whether a person decides now. */
  humanToPlay(): boolean {
    const d = this.decision();
    return d.seatIndex >= 0 && this.sitters[d.seatIndex]?.kind === "human";
  }

  /** What the deciding seat sees (a fresh view: it may be kept). */
  view(seat = this.decision().seat): PlayerView {
    return viewFor(this.state, seat);
  }

  /** Take `action` for the deciding seat: its line in the log, or the engine's problem (nothing changes then). */
  play(action: Action): Played | Problem {
    const seat = this.state.current;
    const before = snapshot(this.state, { game: this.game, action, seed: this.seed, index: this.actions.length });
    const person = this.humanToPlay();
    const kept = person ? cloneState(this.state) : undefined;
    const problem = applyInPlace(this.game, this.state, action);
    if (problem) return problem;
    // A person may take back an action that left nothing to chance and showed no hidden card.
    this.undoable = kept && revealsNothing(kept, this.state) ? kept : undefined;
    this.revision++;
    this.tradesBefore = this.trades;
    if (action.type === "trade") this.countTurn(before, this.state.pool - before.pool, 0);
    if (action.type === "place" && before.stage === "play") this.countTurn(before, 0, action.count);
    const line = describeAction(this.game, before, action, this.state);
    this.actions.push(action);
    this.log.push(line);
    return { action, seat, line };
  }

  /**
   * Take back the last action, when a person took it and it rolled no dice, drew or showed no
   * card (a placement, a move, the end of a step that drew nothing), while that person still
   * decides (never another's action, in a hot-seat game): the log's line goes too.
   * False when there is nothing to take back (then nothing changes).
   */
  undo(): boolean {
    const kept = this.undoable;
    if (!kept || !this.canUndo) return false;
    this.undoable = undefined;
    Object.assign(this.state, kept);
    this.trades = this.tradesBefore;
    this.actions.pop();
    this.log.pop();
    this.revision++;
    return true;
  }

  /** Whether `undo` would take an action back now: the person who took it is still the one deciding. */
  get canUndo(): boolean {
    return this.undoable !== undefined && this.undoable.current === this.state.current && this.humanToPlay();
  }

  /** The bot of the deciding seat takes its action. */
  botPlay(): Played {
    const decision = this.decision();
    const sitter = this.sitters[decision.seatIndex];
    if (sitter?.kind !== "bot") throw new Error(`seat ${decision.seat} is not a bot's`);
    const offered = this.offered();
    const action = sitter.bot.choose({ game: this.game, view: viewFor(this.state, decision.seat), decision, actions: offered, rng: this.botRng });
    const played = this.play(action);
    this.undoable = undefined;
    if ("code" in played) throw new Error(`bot ${sitter.bot.name} chose an illegal action (${played.code}: ${played.message})`);
    return played;
  }
}

/**
 * Whether an action from `before` to `after` left nothing to chance and showed nothing hidden: the
 * random state did not move (no dice, no shuffle, no draw by chance), and no card left the decks
 * (a drawn card, once seen, cannot be unseen).
 */
function revealsNothing(before: GameState, after: GameState): boolean {
  return (
    before.rng.every((w, i) => w === after.rng[i]) &&
    before.deck.length === after.deck.length &&
    before.effectDeck.length === after.effectDeck.length &&
    before.hiddenEffects.every((row, s) => row.length === after.hiddenEffects[s]!.length)
  );
}

/** The turn a state is in: its round and the seat whose turn it is. */
function turnOf(state: GameState): string {
  return `${state.round}/${state.current}`;
}
