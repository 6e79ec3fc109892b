// One game, start to finish, with bots deciding every action. Returns what the report needs and,
// if asked, the action list that replays the game exactly from its seed.
import {
  cloneState,
  decisionOf,
  deriveSeed,
  legalActions,
  newGame,
  seedRng,
  viewFor,
  type Action,
  type Game,
  type GameState,
  type PlayerView,
} from "../engine/index.js";
import { applyAnswer, type Bot } from "../bots/index.js";
import { describeAction, snapshot } from "../play/index.js";
import { GameObserver, type GameMetrics } from "./game-metrics.js";
import { competitorScores, competitorsOf, seatScores } from "./game-score.js";
import { HeatTracker, type GameHeat } from "./heat.js";

export interface GameRecord {
  seed: number;
  /** Seats that won (empty when the game stalled). */
  winners: number[];
  /** The end reason, or "stalled" when the round cap was reached first. */
  reason: string;
  rounds: number;
  /** What the game says about the variant's quality (sim/game-metrics.ts). */
  metrics: GameMetrics;
  /** With `traceScores`: each competitor's score at every round end (for the lead-over-time chart). */
  scores?: number[][];
  /** With `heatRounds`: what each territory did (sim/heat.ts). */
  heat?: GameHeat;
  actions?: Action[];
}

export interface PlayOptions {
  maxRounds: number;
  recordActions?: boolean;
  /** Called with the state after every action (the playground's "watch one game"). */
  onAction?: (state: GameState, action: Action) => void;
  /** Start from this state (a position's) instead of a new game; it is not changed. */
  from?: GameState;
  /** Called with every action in words (`riskc play`). */
  log?: (line: string) => void;
  /** Keep every round end's scores in the record (a few sample games of a report). */
  traceScores?: boolean;
  /** Follow each territory for the heat maps, with the winner's holdings at these round ends. */
  heatRounds?: readonly number[];
}

export const STALLED = "stalled";

/** A bot that takes more actions than this in one turn never ends it: the game counts as stalled. */
const MAX_ACTIONS_PER_TURN = 20_000;

export function playGame(game: Game, bots: readonly Bot[], seed: number, options: PlayOptions): GameRecord {
  const state = options.from ? cloneState(options.from) : newGame(game, bots.length, seed);
  const botRng = seedRng(deriveSeed(seed, 0xb075));
  const actions: Action[] = [];
  // One view per seat, rewritten at each of its decisions (a view holds only until the next
  // action): one per seat, not one for all, so that a bot that keeps its view never finds another
  // seat's hand in it.
  const views: PlayerView[] = [];
  let turnKey = -1;
  let actionsThisTurn = 0;
  let logged = 0;
  const competitors = competitorsOf(state);
  const observer = new GameObserver(competitors.count);
  const scores: number[][] = [];
  let round = state.round;
  const heat = options.heatRounds ? new HeatTracker(state.owner.length, options.heatRounds) : undefined;
  const roundEnd = (r: number) => {
    const now = competitorScores(seatScores(game, state), competitors.of, competitors.count);
    observer.roundEnd(r, now);
    if (options.traceScores) scores.push(now);
  };
  let ended = round - 1;
  while (state.stage !== "over" && state.round <= options.maxRounds) {
    const key = state.round * state.seats + state.current;
    actionsThisTurn = key === turnKey ? actionsThisTurn + 1 : 0;
    turnKey = key;
    if (actionsThisTurn > MAX_ACTIONS_PER_TURN) break;
    heat?.beforeAction(state);
    const decision = decisionOf(game, state);
    const legal = legalActions(game, state, decision);
    const view = (views[decision.seatIndex] = viewFor(state, decision.seat, views[decision.seatIndex]));
    const action = bots[decision.seatIndex]!.choose({ game, view, decision, actions: legal, rng: botRng });
    // The log's faces of a single roll come from the seed and the action's number, as at a Table.
    const before = options.log ? snapshot(state, { game, action, seed, index: logged++ }) : undefined;
    // C5: with the defender's choice, an attack is carried out when its defender answers (`defend`).
    const attacked = action.type === "attack" ? action.to : action.type === "defend" && state.pending?.kind === "defend" ? state.pending.to : -1;
    const victim = attacked >= 0 ? state.owner[attacked]! : -1;
    const attacker = state.current;
    const problem = applyAnswer(game, state, bots[decision.seatIndex]!, legal, action);
    if (problem)
      throw new Error(
        `bot ${bots[decision.seatIndex]!.name} chose an illegal action (${problem.code}: ${problem.message}): ${JSON.stringify(action)}`,
      );
    if (before && !problem) options.log!(describeAction(game, before, action, state));
    if (victim >= 0 && state.owner[attacked] === attacker) observer.conquest(competitors.of[attacker]!, competitors.of[victim]!);
    if (heat && attacked >= 0 && victim !== attacker && state.owner[attacked] === attacker) heat.conquest(attacked);
    if (state.round !== round) {
      heat?.roundEnd(round, state);
      roundEnd(round);
      ended = round;
      round = state.round;
    }
    if (options.recordActions) actions.push(action);
    options.onAction?.(state, action);
  }
  const over = state.result;
  const rounds = over ? state.round : Math.min(state.round, options.maxRounds);
  // The game ended inside a round (a win, or a turn that never ended): that round's scores too.
  if (ended < rounds) roundEnd(rounds);
  const winner = over && over.winners.length ? competitors.of[over.winners[0]!]! : -1;
  const eliminations = state.alive.filter((alive) => !alive).length;
  return {
    seed,
    winners: over ? over.winners : [],
    reason: over ? over.reason : STALLED,
    rounds,
    metrics: observer.finish(winner, rounds, eliminations),
    ...(options.traceScores ? { scores } : {}),
    ...(heat ? { heat: heat.finish() } : {}),
    ...(options.recordActions ? { actions } : {}),
  };
}
