// C5/R6/R10/R14/E9/E12/Y8/Y9: attacking — what may attack what, the dice loop of one attack
// ("until decided", a single roll, or until a stop), effect cards used on it, and a leader
// striking alone. Taking the territory is conquest.ts.
import {
  clearTerritory,
  isEnemy,
  isHeld,
  isStaging,
  leaderFights,
  leaderForm,
  loseLeader,
  moveAttackers,
  moveLeader,
  occupiesByAttack,
  removeArmies,
  reserveLosses,
  returnToReserve,
  setOwner,
  stagingOf,
  takeCaptives,
  vacateIfEmpty,
} from "../board/index.js";
import { checkWins, eliminateIfOut } from "../end/index.js";
import { battleEnd, isPresent, mixedRollTable, nextFloat, rollTable, sampleEnd, sampleRoll, withTies, type DiceRules } from "../math/index.js";
import { problem, problems, scope, type ActionOf, type GameState, type Problem } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { attackers, attackLeave, attackTargetsFrom, borders, handsOf, rollAllowed, rollDice } from "./battle-dice.js";
import { conquer } from "./conquest.js";
import { defenceCardOf, usableAttackEffects, useEffectCard } from "./effects.js";
import { isCount, type MoveFamily } from "./family.js";

/** E9: whether the seat may move onto `t` by attacking: an enemy's, or (with factions) an empty territory on the board. */
function isTarget(game: Game, state: GameState, seat: number, t: number): boolean {
  if (isEnemy(state, seat, t)) return true;
  return state.owner[t]! < 0 && isPresent(game.graph, state.switches, t) && occupiesByAttack(game, state, seat);
}

/** R10: whether taking `to` would eliminate its owner while eliminations are not allowed. */
function protectedTerritory(game: Game, state: GameState, to: number): boolean {
  if (!game.end.protect) return false;
  const owner = state.owner[to]!;
  return owner >= 0 && state.ownedCount[owner] === 1 && game.end.protect(scope(state, -1));
}

/** Why `from` may not attack `to` now, or undefined when it may (C5). */
export function attackProblem(game: Game, state: GameState, from: number, to: number): Problem | undefined {
  const seat = state.current;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= state.owner.length || to >= game.territoryCount)
    return problem(problems.noSuchTerritory);
  if (state.owner[from] !== seat) return problem(problems.notOwned, "you can attack only from a territory you own");
  if (!isTarget(game, state, seat, to)) return problem(state.owner[to] !== seat && state.owner[to]! >= 0 ? problems.partner : problems.notATarget);
  if (!borders(game, state, from, to)) return problem(isStaging(game, from) ? problems.notAtEntry : problems.notAdjacent);
  const robots = attackers(game, state, from);
  if (robots < game.combat.attackerMin) return problem(problems.tooFewArmies);
  if (!rollAllowed(game, state, from, to, robots)) return problem(problems.rollNotAllowed);
  if (protectedTerritory(game, state, to)) return problem(problems.protectedSeat);
  return undefined;
}

/** Y9: why the seat's leader may not strike `to` alone from where he stands, or undefined. */
export function strikeProblem(game: Game, state: GameState, to: number): Problem | undefined {
  const seat = state.current;
  const at = state.leaderAt[seat]!;
  if (!leaderForm(game, state, seat)?.strike) return problem(problems.leaderCannot, "strike alone");
  if (!Number.isInteger(to) || to < 0 || to >= game.territoryCount || !isEnemy(state, seat, to)) return problem(problems.notATarget);
  // Y3: with `hold alone` he takes the territory alone, and one army must hold the one he leaves.
  if (game.leaders?.holdAlone) {
    if (state.armies[at]! < 1) return problem(problems.leaderHoldsAlone);
  } else if (state.armies[at]! < 2) return problem(problems.strikeNeedsEscort);
  if (protectedTerritory(game, state, to)) return problem(problems.protectedSeat);
  return undefined;
}

/** Y9: the territories the current player's leader may strike alone now (none when his form cannot). */
function strikeTargets(game: Game, state: GameState): number[] {
  if (!leaderForm(game, state, state.current)?.strike) return [];
  const targets: number[] = [];
  for (let to = 0; to < game.territoryCount; to++) if (strikeProblem(game, state, to) === undefined) targets.push(to);
  return targets;
}

/** Whether `test` holds for a place the current player may attack from: its territories and (E3) its off-board place. */
function someAttackSource(game: Game, state: GameState, test: (from: number) => boolean): boolean {
  const seat = state.current;
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat && test(t)) return true;
  const staging = stagingOf(game, seat);
  return staging >= 0 && state.armies[staging]! > 0 && test(staging);
}

/**
 * Whether `from`, owned by the current player with `robots` armies able to fight, may attack `to`,
 * a territory it borders — attackProblem's rules without building a problem (the enumeration asks
 * this of every border of every territory that can attack).
 */
function mayAttack(game: Game, state: GameState, from: number, to: number, robots: number): boolean {
  return isTarget(game, state, state.current, to) && rollAllowed(game, state, from, to, robots) && !protectedTerritory(game, state, to);
}

/** Call `visit(from, to)` for every attack the current player may make now (C5), sources in board order. */
function eachAttack(game: Game, state: GameState, visit: (from: number, to: number) => boolean | void): boolean {
  return someAttackSource(game, state, (from) => {
    const robots = attackers(game, state, from);
    if (robots < game.combat.attackerMin) return false;
    for (const to of attackTargetsFrom(game, state, from)) if (mayAttack(game, state, from, to, robots) && visit(from, to) === true) return true;
    return false;
  });
}

/** Whether the current player has any attack (the attack step waits for a decision only then). */
export function anyAttack(game: Game, state: GameState): boolean {
  if (eachAttack(game, state, () => true)) return true;
  // Y9: a leader who strikes alone may have a target when no neighbour is an enemy.
  return strikeTargets(game, state).length > 0;
}

/** Y9: after a strike, the loser may be out and the game may be won. */
function afterStrike(game: Game, state: GameState, loser: number): void {
  eliminateIfOut(game, state, loser, state.current);
  checkWins(game, state);
}

/** Take the losses of one roll or of a whole battle: armies first; the destroyed go back to reserves, captives to their counter. */
function takeLosses(game: Game, state: GameState, from: number, to: number, attackerLost: number, defenderLost: number): void {
  const seat = state.current;
  const defender = state.owner[to]!;
  const attackerLosses = removeArmies(game, state, from, attackerLost, true);
  const defenderLosses = removeArmies(game, state, to, defenderLost);
  returnToReserve(game, state, seat, reserveLosses(game, attackerLosses, attackerLost));
  returnToReserve(game, state, defender, reserveLosses(game, defenderLosses, defenderLost));
  takeCaptives(game, state, seat, defenderLosses);
}

/**
 * An attack until decided (or until a stop), drawn whole from its exact distribution with one
 * random number (math/battle-end.ts): when no leader, die bonus or single-roll limit is in it and
 * no faction mix can change what must stay behind mid-battle. Returns whether it was drawn so.
 */
function wholeBattle(game: Game, state: GameState, action: ActionOf<"attack">, rules: DiceRules, stopAt: number, bonus: number): boolean {
  const { from, to } = action;
  if (action.rolls !== undefined || action.strike || action.dice !== undefined || bonus !== 0 || game.factions) return false;
  if (!isHeld(game, state, to) || leaderFights(game, state, state.current, from) || leaderFights(game, state, state.owner[to]!, to)) return false;
  const robots = attackers(game, state, from);
  // What stays behind does not change during the battle, so the stop is a number of fighting armies.
  const end = battleEnd(rules, robots, state.armies[to]!, stopAt - (state.armies[from]! - robots));
  if (!end) return false;
  const i = sampleEnd(end, nextFloat(state.rng));
  takeLosses(game, state, from, to, robots - end.attackers[i]!, state.armies[to]! - end.defenders[i]!);
  if (end.lastDice[i]! > 0) state.lastDice = end.lastDice[i]!;
  return true;
}

/** C5: roll by roll, until the defender falls, the attacker cannot go on, or the action's limits say stop. */
function rollByRoll(
  game: Game,
  state: GameState,
  action: ActionOf<"attack">,
  rules: DiceRules,
  stopAt: number,
  attackBonus: number,
  defenceBonus: number,
): "fell" | undefined {
  const { from, to } = action;
  const seat = state.current;
  const defender = state.owner[to]!;
  const maxRolls = action.rolls ?? Infinity;
  for (let roll = 0; roll < maxRolls; roll++) {
    if (!isHeld(game, state, to) || (roll > 0 && !action.strike && state.armies[from]! < stopAt)) break;
    const dice = rollDice(game, state, from, to, action.dice, action.strike);
    if (!dice.allowed) break;
    const mixed = dice.attackerLeader || dice.defenderLeader || attackBonus > 0 || defenceBonus > 0;
    let table;
    if (mixed) {
      const [attackerHand, defenderHand] = handsOf(game, state, from, to, dice);
      table = mixedRollTable(
        rules.ties,
        { ...attackerHand, bonus: attackerHand.bonus + attackBonus },
        { ...defenderHand, bonus: defenderHand.bonus + defenceBonus },
      );
    } else table = rollTable(rules, dice.attacker, dice.defender);
    const outcome = sampleRoll(table, nextFloat(state.rng));
    // Losses fall on armies first; a side that loses more than its armies loses its leader (Y8).
    const defenderArmiesLost = Math.min(outcome.defenderLoss, state.armies[to]!);
    takeLosses(game, state, from, to, Math.min(outcome.attackerLoss, dice.robots), defenderArmiesLost);
    if (dice.attackerLeader && outcome.attackerLoss > dice.robots) loseLeader(game, state, seat);
    if (dice.defenderLeader && outcome.defenderLoss > defenderArmiesLost) loseLeader(game, state, defender);
    state.lastDice = dice.attacker;
    if (action.strike && state.leaderAt[seat] !== from) return "fell";
  }
  return undefined;
}

export const attack: MoveFamily<"attack"> = {
  type: "attack",
  /** Each attack until decided, and as a single roll; with each usable effect card; a leader's strikes. */
  enumerate({ game, state, decision }, out) {
    const effects = usableAttackEffects(game, state, decision.seat);
    eachAttack(game, state, (from, to) => {
      out.push({ type: "attack", from, to }, { type: "attack", from, to, rolls: 1 });
      for (const effect of effects) out.push({ type: "attack", from, to, effect });
    });
    for (const to of strikeTargets(game, state)) out.push({ type: "attack", from: state.leaderAt[decision.seat]!, to, strike: true });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "attack") return problem(problems.notNow, "attack", d.kind);
    if (action.strike) {
      if (state.leaderAt[d.seat] !== action.from) return problem(problems.leaderNotThere);
      return strikeProblem(game, state, action.to);
    }
    const found = attackProblem(game, state, action.from, action.to);
    if (found) return found;
    if (action.dice !== undefined && (!isCount(action.dice) || action.dice < game.combat.attackerMin || action.dice > game.dice.attackerMax))
      return problem(problems.diceOutOfRange, game.combat.attackerMin, game.dice.attackerMax);
    if (action.dice !== undefined && game.combat.diceMax && action.dice < Math.min(game.dice.attackerMax, state.armies[action.from]!))
      return problem(problems.mustRollMost);
    if (action.effect !== undefined && !usableAttackEffects(game, state, d.seat).includes(action.effect)) return problem(problems.cardNotUsable);
    if (action.rolls !== undefined && (!isCount(action.rolls) || action.rolls < 1))
      return problem(problems.malformed, "rolls is a whole number of at least 1");
    if (action.stopAt !== undefined && (!isCount(action.stopAt) || action.stopAt < 0))
      return problem(problems.malformed, "stopAt is a whole number of armies");
    return undefined;
  },
  /** C5: roll until the defender falls, the attacker cannot go on, or the action's limits say stop. */
  apply({ game, state }, action) {
    const { from, to } = action;
    const stopAt = Math.max(attackLeave(game, state, from) + game.combat.attackerMin, action.stopAt ?? 0);
    let rules = game.dice;
    let attackBonus = 0;
    const seat = state.current;
    const defender = state.owner[to]!;
    if (action.effect !== undefined) {
      // R14/E12: the card is used up; its effect lasts for this attack.
      const use = useEffectCard(game, state, seat, action.effect, "attack");
      if (use?.ties) rules = withTies(rules, use.ties);
      attackBonus = use?.bonus ?? 0;
    }
    // E12: a defender's card for its defence is used the first time it is attacked.
    const defenceCard = defender >= 0 && isHeld(game, state, to) ? defenceCardOf(game, state, defender) : undefined;
    const defence = defenceCard !== undefined ? useEffectCard(game, state, defender, defenceCard, "defend") : undefined;
    if (defence?.ties) rules = withTies(rules, defence.ties);
    const defenceBonus = defence?.bonus ?? 0;
    // E9: moving onto an empty territory rolls no dice; the armies that would have rolled count as its dice.
    if (!isHeld(game, state, to)) state.lastDice = Math.min(game.dice.attackerMax, attackers(game, state, from));
    const struck = wholeBattle(game, state, action, rules, stopAt, attackBonus + defenceBonus)
      ? undefined
      : rollByRoll(game, state, action, rules, stopAt, attackBonus, defenceBonus);
    if (struck === "fell") return "stay"; // the striking leader fell
    // E9: attackers that may leave a territory empty may all fall.
    if (!isStaging(game, from)) vacateIfEmpty(state, from);
    if (isHeld(game, state, to)) return "stay";
    // Without `hold alone` a leader never holds a territory alone: its defending leader goes with it.
    if (state.leaderAt[defender] === to) loseLeader(game, state, defender);
    if (action.strike) {
      // Y9: the leader moves in, alone (Y3 `hold alone`) or with one army from where he struck.
      const escort = game.leaders?.holdAlone ? 0 : 1;
      setOwner(state, to, seat);
      state.conquered++;
      clearTerritory(game, state, to);
      moveAttackers(game, state, from, to, escort);
      moveLeader(state, seat, to);
      afterStrike(game, state, defender);
      return "stay";
    }
    conquer(game, state, from, to);
    return "stay";
  },
};
