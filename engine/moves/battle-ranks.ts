// RB1/RB2 (docs/language-design.md, part E item 3): the ranks of a battle round as the engine fires
// them — before each classic roll of an attack, rank by rank, both sides roll at once for their
// pieces of the rank's unit type, and each hit takes one piece of the other side (armies first,
// then units, cheapest first). The rule of one rank's hits is math/ranked-battle.ts's.
import {
  attackingUnits,
  chooseCasualties,
  contestedRow,
  invaderOf,
  loseUnit,
  loseUnits,
  removeArmies,
  setContestedArmies,
  toCasualties,
  unitsAt,
  unitsInBattle,
} from "../board/index.js";
import { drawBinomial, hitChance, nextFloat, rankLosses, rerollsRank, type DiceRules, type RankedSide, type RankLosses } from "../math/index.js";
import { CONTESTED, type GameState } from "../model/index.js";
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
  rerolls?: RoundRerolls,
): RankLosses | undefined {
  const shooters = (units: readonly number[]) => units.reduce((n, u) => n + (state.unitType[u] === rank.type ? rank.dice : 0), 0);
  const p = hitChance(rank);
  const [byDefender, byAttacker] = [shooters(defending), shooters(attacking)];
  let onAttacker = byDefender > 0 ? drawBinomial(byDefender, p, nextFloat(state.rng)) : 0;
  let onDefender = byAttacker > 0 ? drawBinomial(byAttacker, p, nextFloat(state.rng)) : 0;
  // RR2: a side with its re-roll of the round rolls this rank's dice again when they hit fewer than on average (the defender first).
  if (rerolls?.defender && rerollsRank(onAttacker, byDefender, p)) {
    onAttacker = drawBinomial(byDefender, p, nextFloat(state.rng));
    rerolls.defender = false;
  }
  if (rerolls?.attacker && rerollsRank(onDefender, byAttacker, p)) {
    onDefender = drawBinomial(byAttacker, p, nextFloat(state.rng));
    rerolls.attacker = false;
  }
  if (onAttacker === 0 && onDefender === 0) return undefined;
  return rankLosses(a, d, onAttacker, onDefender, ties);
}

/** RR1: whether each side still has its re-roll of one rank in this battle round. */
export interface RoundRerolls {
  attacker: boolean;
  defender: boolean;
}

/**
 * RR1: the re-rolls of a battle round in `to` (attacked from `from`; a contested territory is
 * both): each side's, when a `reroll one rank each round` of its side holds there as the round
 * starts (the territory fought over in question, its owner's or the attacker's seat). Undefined
 * without them.
 */
export function roundRerolls(game: Game, state: GameState, from: number, to: number, attacker: number, defender: number): RoundRerolls | undefined {
  const rules = game.combat.rankRerolls;
  if (!rules) return undefined;
  const holds = (side: "attacker" | "defender", seat: number) =>
    rules.some((r) => r.side === side && (!r.when || r.when({ state, seat, dice: 0, territory: to, source: from })));
  return { attacker: holds("attacker", attacker), defender: holds("defender", defender) };
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
  const rerolls = roundRerolls(game, state, from, to, state.current, defender);
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
    const loss = fireRank(state, rank, attacking, defending, a, d, rules.ties, rerolls);
    if (!loss) continue;
    // CS2: each side's losses as chooseCasualties says (armies first, then units, cheapest first).
    const [lostA, lostD] = [
      chooseCasualties(game, state, loss.attackerLoss, a, attacking),
      chooseCasualties(game, state, loss.defenderLoss, d, defending),
    ];
    takeArmies(lostA.armies, lostD.armies);
    for (const u of lostA.units) loseUnit(game, state, u);
    for (const u of lostD.units) loseUnit(game, state, u);
    countLosses(state, defender, lostA.units.length, lostD.units.length, true);
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
  const rerolls = roundRerolls(game, state, from, to, seat, defender);
  const ranked = (units: readonly number[]) => game.combat.ranks!.map((r) => units.filter((u) => state.unitType[u] === r.type).length);
  return {
    attacker: {
      armies,
      ranked: ranked(attackingUnits(game, state, seat, from, to)),
      units: unitsInBattle(game, state, seat, from, "attack", at),
      ...(rerolls?.attacker ? { reroll: true } : {}),
    },
    defender: {
      armies: state.armies[to]!,
      ranked: ranked(unitsAt(game, state, defender, to)),
      units: unitsInBattle(game, state, defender, to, "defend", at),
      ...(rerolls?.defender ? { reroll: true } : {}),
    },
  };
}

/**
 * CS2: seat `seat` loses `hits` of its pieces on `territory` — its armies there (as owner, or as
 * the invader of a contested territory, CT1) and its units there — as chooseCasualties says; the
 * destroyed armies go to the reserve or the casualty resource, the units to their stock; the turn's
 * tallies count them. Returns the pieces taken. Every removal of a rank's hits (and a bombardment's)
 * goes through here, so a casualty decision has one home.
 */
export function takeCasualties(game: Game, state: GameState, territory: number, seat: number, hits: number): number {
  if (hits <= 0) return 0;
  const owner = state.owner[territory] === seat;
  const armies = owner ? state.armies[territory]! : invaderOf(state, territory) === seat ? (contestedRow(state, territory)?.[CONTESTED.armies] ?? 0) : 0;
  const units = byLossOrder(game, state, unitsAt(game, state, seat, territory));
  const lost = chooseCasualties(game, state, hits, armies, units);
  if (lost.armies > 0) {
    if (owner) removeArmies(game, state, territory, lost.armies);
    else setContestedArmies(state, territory, armies - lost.armies);
    toCasualties(game, state, seat, lost.armies);
  }
  for (const u of lost.units) loseUnit(game, state, u);
  const mover = seat === state.current;
  countLosses(state, mover ? -1 : seat, mover ? lost.armies : 0, mover ? 0 : lost.armies);
  if (lost.units.length > 0) countLosses(state, mover ? -1 : seat, mover ? lost.units.length : 0, mover ? 0 : lost.units.length, true);
  return lost.armies + lost.units.length;
}
