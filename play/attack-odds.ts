// The exact odds of an attack before it is rolled, as the engine will fight it: the armies able
// to take part, the defenders, the leaders or units on each side (Y8), and the dice modifiers
// and re-rolls whose conditions hold (F4). What a person needs before choosing an attack.
import {
  attackers,
  battleOdds,
  leaderInBattle,
  MAX_BATTLE_CELLS,
  modifiedRules,
  type Action,
  type BattleOdds,
  type Game,
  type GameState,
} from "../engine/index.js";

/** The odds of `action` now; undefined for a leader's strike, an effect card's attack or a battle too large to work out. */
export function attackOdds(game: Game, state: GameState, action: Extract<Action, { type: "attack" }>): BattleOdds | undefined {
  if (action.strike || action.effect !== undefined) return undefined;
  const { from, to } = action;
  const fighting = attackers(game, state, from);
  const defenders = state.armies[to]!;
  if (fighting < 1 || (fighting + 1) * (defenders + 1) > MAX_BATTLE_CELLS) return undefined;
  const attacker = leaderInBattle(game, state, state.current, from, "attack");
  const defender = leaderInBattle(game, state, state.owner[to]!, to, "defend");
  const units = { ...(attacker ? { attacker } : {}), ...(defender ? { defender } : {}) };
  return battleOdds(modifiedRules(game, state, game.dice, from, to), fighting, defenders, action.rolls ?? Infinity, units);
}
