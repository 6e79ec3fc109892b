// RB1/RB2 (docs/language-design.md, part E item 3): the ranks of a battle round as the engine fires
// them — before each classic roll of an attack, rank by rank, both sides roll at once for their
// pieces of the rank's unit type, and each hit takes one piece of the other side (armies first,
// then units, cheapest first). The rule of one rank's hits is math/ranked-battle.ts's.
import { attackingUnits, loseUnits, unitsAt, unitsInBattle } from "../board/index.js";
import { drawBinomial, hitChance, nextFloat, rankLosses, type DiceRules, type RankedSide, type RankLosses } from "../math/index.js";
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { attackers, byLossOrder } from "./battle-dice.js";
import { countLosses } from "./turn-tallies.js";

type CompiledRank = NonNullable<Game["combat"]["ranks"]>[number];

/**
 * RB1/RB2: one rank fired, both sides at once — each of the `attacking` and `defending` units of
 * the rank's type rolls its dice, each die hitting on the threshold — and the pieces each side
 * loses of its `a` and `d` armies (math's rankLosses); undefined when no die hit. The attacks'
 * battles and the round's contested battles (CT3) fire their ranks through it.
 */
export function fireRank(
  state: GameState,
  rank: CompiledRank,
  attacking: readonly number[],
  defending: readonly number[],
  a: number,
  d: number,
  ties: DiceRules["ties"],
): RankLosses | undefined {
  const shooters = (units: readonly number[]) => units.reduce((n, u) => n + (state.unitType[u] === rank.type ? rank.dice : 0), 0);
  const p = hitChance(rank);
  const [byDefender, byAttacker] = [shooters(defending), shooters(attacking)];
  const onAttacker = byDefender > 0 ? drawBinomial(byDefender, p, nextFloat(state.rng)) : 0;
  const onDefender = byAttacker > 0 ? drawBinomial(byAttacker, p, nextFloat(state.rng)) : 0;
  if (onAttacker === 0 && onDefender === 0) return undefined;
  return rankLosses(a, d, onAttacker, onDefender, ties);
}

/** Armies each side loses to one rank (its destroyed armies go where a roll's go). */
export type TakeArmyLosses = (attackerArmies: number, defenderArmies: number) => void;

/**
 * RB1: fire the ranks of one battle round of the attack from `from` into `to`, its units that
 * joined it `joined`; stops as soon as a side can fight no longer (the round is over then, the
 * general rank is not rolled). `takeArmies` takes the armies, as a roll's losses are taken.
 */
export function fireRanks(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  rules: DiceRules,
  joined: readonly number[],
  takeArmies: TakeArmyLosses,
): void {
  const defender = state.owner[to]!;
  const fewest = Math.max(1, rules.attackerMin);
  for (const rank of game.combat.ranks!) {
    const a = attackers(game, state, from);
    const d = state.armies[to]!;
    if (a < fewest || d < 1) return;
    const attacking = byLossOrder(
      game,
      state,
      unitsAt(game, state, state.current, from).filter((u) => joined.includes(u)),
    );
    const defending = byLossOrder(game, state, unitsAt(game, state, defender, to));
    const loss = fireRank(state, rank, attacking, defending, a, d, rules.ties);
    if (!loss) continue;
    takeArmies(Math.min(loss.attackerLoss, a), Math.min(loss.defenderLoss, d));
    // Hits beyond a side's armies take its units, cheapest first (byLossOrder puts them last).
    const [unitsA, unitsD] = [Math.max(0, loss.attackerLoss - a), Math.max(0, loss.defenderLoss - d)];
    if (unitsA > 0) loseUnits(game, state, attacking, unitsA);
    if (unitsD > 0) loseUnits(game, state, defending, unitsD);
    countLosses(state, defender, Math.min(unitsA, attacking.length), Math.min(unitsD, defending.length), true);
  }
}

/**
 * RB3: the two sides of a ranked battle from `from` into `to` as the odds see them: `armies` of the
 * attacker fighting (the caller's reading: the engine's rule, or a bot's), the defender's armies,
 * each side's pieces of each rank's type and its units as the general rank sees them.
 */
export function rankedSidesAt(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  armies: number,
): { attacker: RankedSide; defender: RankedSide } {
  const [seat, defender] = [state.owner[from]!, state.owner[to]!];
  const at = { state, from, to };
  const ranked = (units: readonly number[]) => game.combat.ranks!.map((r) => units.filter((u) => state.unitType[u] === r.type).length);
  return {
    attacker: { armies, ranked: ranked(attackingUnits(game, state, seat, from, to)), units: unitsInBattle(game, state, seat, from, "attack", at) },
    defender: {
      armies: state.armies[to]!,
      ranked: ranked(unitsAt(game, state, defender, to)),
      units: unitsInBattle(game, state, defender, to, "defend", at),
    },
  };
}
