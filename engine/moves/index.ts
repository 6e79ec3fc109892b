// Moves: every family of actions in one table, which families are offered at which decision,
// and the three questions asked of them — what may be done (legalActions), why not (actionProblem),
// and doing it (applyMove). Adding a family is one file and one entry here.
import { problem, problems, scope, type Action, type ActionType, type Decision, type GameState, type Problem } from "../model/index.js";
import type { CompiledStep, Game } from "../variant/index.js";
import { advance } from "./conquest.js";
import { attack, anyAttack } from "./attack.js";
import { anyCede, cede } from "./cede.js";
import { claim } from "./claim.js";
import { battle } from "./contested.js";
import { casualty } from "./casualty.js";
import { reroll } from "./reroll.js";
import { anyBombard, bombard } from "./bombard.js";
import { defend } from "./defend.js";
import { pass, reveal } from "./effects.js";
import { endStep } from "./end-step.js";
import { move } from "./effect-move.js";
import { exchange } from "./exchange.js";
import { anyExpand, expand } from "./expand.js";
import type { MoveContext, MoveFamily, Next } from "./family.js";
import { anyMove, fortify } from "./fortify.js";
import { canMorph, jump, morph, placeLeader, placeUnit, revive } from "./units.js";
import { split } from "./split.js";
import { bid } from "./bid.js";
import { build } from "./build.js";
import { anyPurchase, buy } from "./buy.js";
import { choose, chooseTargets } from "./choose.js";
import { place } from "./place.js";
import { anyPlayable, discard, play } from "./play.js";
import { fire } from "./fire.js";
import { order } from "./order.js";
import { pick } from "./pick.js";
import { program } from "./program.js";
import { put } from "./markers.js";
import { flip } from "./switches.js";
import { spend } from "./tokens.js";
import { cardsInHandSets, trade } from "./trade.js";

const families: { [T in ActionType]: MoveFamily<T> } = {
  place,
  trade,
  attack,
  advance,
  defend,
  fortify,
  expand,
  reveal,
  pass,
  spend,
  placeLeader,
  placeUnit,
  split,
  morph,
  revive,
  cede,
  jump,
  exchange,
  claim,
  switch: flip,
  choose,
  buy,
  bid,
  program,
  order,
  pick,
  build,
  play,
  discard,
  fire,
  move,
  put,
  battle,
  casualty,
  reroll,
  bombard,
  end: endStep,
};

/** What an action does, for the refusal of one the decision does not ask for ("you cannot end the step now"). */
const verbs: Record<ActionType, string> = {
  place: "place armies",
  trade: "trade cards",
  attack: "attack",
  advance: "move armies into a conquered territory",
  defend: "choose the defence's dice",
  fortify: "fortify",
  expand: "expand",
  reveal: "reveal a card",
  pass: "pass a card",
  spend: "spend tokens",
  placeLeader: "place your leader",
  placeUnit: "put a unit on the board",
  split: "put down your armies",
  morph: "change form",
  revive: "bring your leader back",
  cede: "hand over a territory",
  jump: "move your leader",
  exchange: "hand out seat tokens",
  claim: "claim a territory",
  switch: "flip a switch",
  choose: "make a choice",
  buy: "buy",
  bid: "bid",
  program: "program a card",
  order: "carry out an order",
  pick: "pick a territory for an effect",
  build: "build",
  play: "play a card",
  discard: "discard a card",
  fire: "fire a rule",
  move: "move armies",
  put: "put units on the board",
  battle: "choose a battle",
  casualty: "choose a casualty",
  reroll: "re-roll a rank's dice",
  bombard: "bombard",
  end: "end this step",
};

/** The families offered at each decision, in the order their actions are listed. */
const offered: Record<Decision["kind"], readonly ActionType[]> = {
  setupPlace: ["place"],
  exchange: ["exchange"],
  claim: ["claim"],
  placeLeader: ["placeLeader"],
  placeUnit: ["placeUnit"],
  split: ["split"],
  morph: ["morph", "end"],
  trade: ["trade", "end"],
  tradeDown: ["trade", "end"],
  place: ["place", "revive"],
  placePool: ["place"],
  attack: ["attack", "spend", "end", "play"],
  fortify: ["fortify", "jump", "cede", "spend", "end"],
  expand: ["expand", "spend", "end"],
  switch: ["switch", "end"],
  advance: ["advance"],
  defend: ["defend", "play"],
  revealEffect: ["reveal", "spend", "end"],
  pass: ["pass"],
  choose: ["choose", "end"],
  buy: ["buy", "end"],
  bid: ["bid"],
  program: ["program"],
  order: ["order"],
  pick: ["pick"],
  build: ["build"],
  setupNeutral: ["place"],
  play: ["play", "spend", "end"],
  discard: ["discard"],
  fire: ["fire", "end"],
  move: ["move", "end"],
  put: ["put"],
  battle: ["battle"],
  casualty: ["casualty"],
  reroll: ["reroll"],
  bombard: ["bombard", "end"],
  over: [],
};

/** Every action the enumeration offers at the decision (a small, meaningful set; any other legal value is accepted too). */
export function legalActions(game: Game, state: GameState, decision: Decision): Action[] {
  const ctx: MoveContext = { game, state, decision };
  const out: Action[] = [];
  for (const type of offered[decision.kind]) families[type].enumerate(ctx, out);
  return out;
}

/** Why an action (any value, from any caller) is not legal at the decision, or undefined when it is. */
export function actionProblem(game: Game, state: GameState, decision: Decision, action: Action): Problem | undefined {
  if (decision.kind === "over") return problem(problems.gameOver);
  const family = families[(action as { type?: unknown } | null)?.type as ActionType] as MoveFamily<ActionType> | undefined;
  if (!family || !Object.hasOwn(families, action.type)) return problem(problems.unknownAction);
  const found = family.problem({ game, state, decision }, action);
  if (found) return found;
  // A family the decision does not ask for (an `end` while a defender chooses his dice) is refused
  // even where its own checks would let it through: legal means what the enumeration could offer.
  if (!offered[decision.kind].includes(action.type)) return problem(problems.notNow, verbs[action.type], decision.kind);
  return undefined;
}

/** Carry out a legal action; says what the flow does next. */
export function applyMove(game: Game, state: GameState, decision: Decision, action: Action): Next {
  return (families[action.type] as MoveFamily<ActionType>).apply({ game, state, decision }, action);
}

/** Whether a step that asks the player something has anything to ask now (else the flow passes it by). */
export function stepAwaitsDecision(game: Game, state: GameState, step: CompiledStep): boolean {
  switch (step.kind) {
    case "trade":
      return cardsInHandSets(game, state, state.current).length > 0;
    case "place":
      return state.pool > 0;
    case "attack":
      return anyAttack(game, state);
    case "fortify":
      return state.movesMade < step.moves(scope(state, state.current)) && (anyMove(game, state, step) || (step.cede && anyCede(game, state)));
    case "expand":
      return anyExpand(game, state, step);
    case "morph":
      return canMorph(game, state);
    case "switch":
      return !step.when || step.when(scope(state, state.current));
    case "revealEffect":
      return state.hiddenEffects[state.current]!.length > 0;
    case "choose":
      return chooseTargets(game, state, state.current, step.choice).some((v) => v !== state.chosen[step.choice]![state.current]);
    case "buy":
      return anyPurchase(game, state);
    case "play":
      return anyPlayable(game, state);
    case "bombard":
      return anyBombard(game, state, step);
    case "put":
      // MK1: while a drawn marker waits to be put.
      return state.pending?.kind === "put";
    default:
      return false;
  }
}

export type { Next } from "./family.js";
export { fightContest } from "./contested.js";
export { oddsRerollAnswer } from "./reroll.js";
export { currentStep, setupStepOfKind } from "./family.js";
export { placementRoom, placementBudget, placeTargets } from "./place.js";
export {
  attackers,
  attackersKeeping,
  attackLeave,
  defenceChoices,
  modifiedRules,
  nextRoll,
  rollDice,
  type NextRoll,
  type RollDice,
} from "./battle-dice.js";
export { attackProblem } from "./attack.js";
export { rankedSidesAt } from "./battle-ranks.js";
export { cardsInHandSets, cardsValue, setOfCards, tradeValue } from "./trade.js";
export { fortifyTargets, fortifyLeave, fortifyMovable, hasFortifyTarget } from "./fortify.js";
export { reviveCost } from "./units.js";
export { buildTargets } from "./build.js";
export { bombardChances, bombardTargets } from "./bombard.js";
export { chooseTargets } from "./choose.js";
export { neutralStock } from "./place.js";
export { claimable, claimRoom } from "./claim.js";
export { clearStepMoves, clearTurnTallies } from "./turn-tallies.js";
export { programmable } from "./program.js";
export { pendingChoose } from "./order.js";
export {
  changeAndCross,
  drawIntoHand,
  rulesAtBattleEnd,
  rulesAtConquest,
  rulesAtElimination,
  rulesAtPhase,
  rulesAtRoundEnd,
  rulesAtSetupEnd,
  rulesAtTurnEnd,
  rulesAtTurnStart,
  rulesAtPlay,
  effectHooks,
} from "./rule-events.js";
export { offeredRule } from "./fire.js";
export { runEffects, type EffectHooks, type EffectTarget, type ResourceChange } from "./rule-effects.js";
export { playableCards } from "./play.js";
export { putUnits } from "./units-put.js";
export { emptyNeighbours, splitCounts, splitSources } from "./split.js";
export { revealMarkers, startPutting } from "./markers.js";
