// C5/R6/E6/Y8: who fights in an attack — the armies that must stay behind, those that may take
// part, and the dice each side rolls in the next roll (a leader's die among them).
import { entryTerritories, isStaging, leaderFights, leaderInBattle, mayLeaveEmpty } from "../board/index.js";
import { handOf, isOpen, neighbours, type DiceHand } from "../math/index.js";
import { valueIn, type GameState, type ReadonlyState } from "../model/index.js";
import type { Game } from "../variant/index.js";

/** What the attack rules read of a territory: a player's view will do. */
type ArmiesOnBoard = Pick<ReadonlyState, "armies" | "owner" | "kinds" | "factionsOf" | "fresh">;

/** E3/E9: nothing need stay behind off the board, nor where every piece may leave its territory empty. */
function keepsNone(game: Game, state: ArmiesOnBoard, from: number): boolean {
  return game.factions !== undefined && (isStaging(game, from) || mayLeaveEmpty(game, state, from));
}

/** The combat rule's `leave` for an attack from `from`. */
function leaveRule(game: Game, state: GameState, from: number): number {
  return Math.max(
    0,
    valueIn(game.combat.leave, () => ({ state, seat: state.current, dice: 0, territory: from })),
  );
}

/** Armies that must stay behind in an attacking territory. */
export function attackLeave(game: Game, state: GameState, from: number): number {
  return keepsNone(game, state, from) ? 0 : leaveRule(game, state, from);
}

/**
 * Armies in `from` that can take part in an attack when the rule keeps `leave` behind; E6: not
 * those placed this turn (they may stay as the guard). Bots pass their own reading of the rule.
 */
export function attackersKeeping(game: Game, state: ArmiesOnBoard, from: number, leave: number): number {
  return state.armies[from]! - Math.max(keepsNone(game, state, from) ? 0 : leave, game.combat.placedWait ? state.fresh[from]! : 0);
}

/** Armies in `from` that can take part in an attack. */
export function attackers(game: Game, state: GameState, from: number): number {
  return attackersKeeping(game, state, from, leaveRule(game, state, from));
}

/** Whether `from` borders `to` now (E3: the off-board place borders the territories at the seat's starting points). */
export function borders(game: Game, state: GameState, from: number, to: number): boolean {
  if (isStaging(game, from)) return entryTerritories(game, state, state.owner[from]!)?.includes(to) ?? false;
  return isOpen(game.graph, state.switches, from, to);
}

/** The territories an attack from `from` may reach. */
export function attackTargetsFrom(game: Game, state: GameState, from: number): readonly number[] {
  if (isStaging(game, from)) return entryTerritories(game, state, state.owner[from]!) ?? [];
  return neighbours(game.graph, state.switches, from);
}

/** Dice each side rolls in `from` → `to` now, and whether the rules let that roll happen (R6). */
export interface RollDice {
  attacker: number;
  defender: number;
  allowed: boolean;
  /** Attacking armies in the fight (losses fall on them before the leader). */
  robots: number;
  attackerLeader: boolean;
  defenderLeader: boolean;
}

/** The defender's dice with `pieces` in the territory (the most allowed, at least the rule's minimum). */
function defenderDice(game: Game, pieces: number): number {
  return Math.max(Math.min(game.dice.defenderMax, pieces), Math.min(game.combat.defenderMin, pieces));
}

/**
 * The dice of the next roll from `from` into `to` and whether the rules let it happen (R6).
 * A leader in a territory of the battle fights as one of its side's dice (Y8); a `strike` (Y9)
 * is the attacking leader alone.
 */
export function rollDice(game: Game, state: GameState, from: number, to: number, wanted?: number, strike = false): RollDice {
  const seat = state.current;
  const aLeader = leaderFights(game, state, seat, from);
  const dLeader = leaderFights(game, state, state.owner[to]!, to);
  const robots = strike ? 0 : attackers(game, state, from);
  const attacker = strike ? (aLeader ? 1 : 0) : Math.min(game.dice.attackerMax, robots + (aLeader ? 1 : 0), wanted ?? Infinity);
  const defender = defenderDice(game, state.armies[to]! + (dLeader ? 1 : 0));
  const enough = strike ? attacker === 1 : robots >= game.combat.attackerMin;
  const allowed = enough && (!game.dice.allowed || game.dice.allowed(attacker, defender));
  return { attacker, defender, allowed, robots, attackerLeader: aLeader, defenderLeader: dLeader };
}

/** Whether the rules let the next roll of an attack from `from` (with `robots` armies able to fight) into `to` happen (R6). */
export function rollAllowed(game: Game, state: GameState, from: number, to: number, robots: number): boolean {
  if (robots < game.combat.attackerMin) return false;
  if (!game.dice.allowed) return true;
  const attacker = Math.min(game.dice.attackerMax, robots + (leaderFights(game, state, state.current, from) ? 1 : 0));
  return game.dice.allowed(attacker, defenderDice(game, state.armies[to]! + (leaderFights(game, state, state.owner[to]!, to) ? 1 : 0)));
}

/** The dice of each side of a roll (Y8: a leader's die among them) and their bonuses (Y9, E12). */
export function handsOf(game: Game, state: GameState, from: number, to: number, dice: RollDice): [DiceHand, DiceHand] {
  return [
    handOf(game.dice, dice.attacker, dice.attackerLeader ? leaderInBattle(game, state, state.current, from, "attack") : undefined),
    handOf(game.dice, dice.defender, dice.defenderLeader ? leaderInBattle(game, state, state.owner[to]!, to, "defend") : undefined),
  ];
}
