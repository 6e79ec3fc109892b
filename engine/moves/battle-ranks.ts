// RB1/RB2 (docs/language-design.md, part E item 3): the ranks of a battle round as the engine fires
// them — before each classic roll of an attack, rank by rank, both sides roll at once for their
// pieces of the rank's unit type, and each hit takes one piece of the other side (armies first,
// then units, cheapest first). The rule of one rank's hits is math/ranked-battle.ts's.
import {
  attackingUnits,
  awaitDecision,
  chooseCasualties,
  contestedRow,
  invaderOf,
  loseUnit,
  removeArmies,
  setContestedArmies,
  toCasualties,
  unitsAt,
  unitsInBattle,
} from "../board/index.js";
import { drawBinomial, hitChance, nextFloat, rankLosses, rerollsRank, type DiceRules, type RankedSide, type RankLosses } from "../math/index.js";
import { CONTESTED, type CasualtyAttack, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { attackers, byLossOrder } from "./battle-dice.js";
import { countLosses } from "./turn-tallies.js";

type CompiledRank = NonNullable<Game["combat"]["ranks"]>[number];

/** RB1: one rank's roll: each side's dice of the rank's type and the hits they made on the other side. */
export interface RankRoll {
  byAttacker: number;
  byDefender: number;
  onAttacker: number;
  onDefender: number;
}

/** RB1: both sides roll the rank at once: each of the `attacking` and `defending` units of its type rolls its dice, each die hitting on the threshold (the defender's dice are drawn first). */
export function rollRank(state: GameState, rank: CompiledRank, attacking: readonly number[], defending: readonly number[]): RankRoll {
  const p = hitChance(rank);
  const [byDefender, byAttacker] = [diceOf(state, rank, defending), diceOf(state, rank, attacking)];
  const onAttacker = byDefender > 0 ? drawBinomial(byDefender, p, nextFloat(state.rng)) : 0;
  const onDefender = byAttacker > 0 ? drawBinomial(byAttacker, p, nextFloat(state.rng)) : 0;
  return { byAttacker, byDefender, onAttacker, onDefender };
}

/** RB1: the dice `units` roll in `rank`: the rank's dice for each unit of its type. */
function diceOf(state: GameState, rank: CompiledRank, units: readonly number[]): number {
  return units.reduce((n, u) => n + (state.unitType[u] === rank.type ? rank.dice : 0), 0);
}

/** RR2: one side's dice of the rank rolled again (its hits on the other side drawn anew). */
export function rerollRank(state: GameState, rank: CompiledRank, roll: RankRoll, side: "attacker" | "defender"): RankRoll {
  const p = hitChance(rank);
  return side === "defender"
    ? { ...roll, onAttacker: drawBinomial(roll.byDefender, p, nextFloat(state.rng)) }
    : { ...roll, onDefender: drawBinomial(roll.byAttacker, p, nextFloat(state.rng)) };
}

/** RR2: a side's dice of the roll and the hits they made on the other side. */
function sideOf(roll: RankRoll, side: "attacker" | "defender"): { dice: number; hits: number } {
  return side === "defender" ? { dice: roll.byDefender, hits: roll.onAttacker } : { dice: roll.byAttacker, hits: roll.onDefender };
}

/** RR2: whether rolling a side's dice again could do better (some die missed). */
function rerollHelps(roll: RankRoll, side: "attacker" | "defender"): boolean {
  const { dice, hits } = sideOf(roll, side);
  return dice > 0 && hits < dice;
}

/**
 * RB1/RB2: one rank fired, both sides at once (rollRank), and the pieces each side loses of its
 * `a` and `d` armies (math's rankLosses); undefined when no die hit. A side with its re-roll
 * (`rerolls`) answers it as the greedy bot does (answerItself; a bombardment has none); a
 * battle's ranks ask a player's side instead (settleRank).
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
  let roll = rollRank(state, rank, attacking, defending);
  for (const side of SIDES_REROLLING) if (rerolls?.[side]) roll = answerItself(state, rank, roll, side, rerolls);
  if (roll.onAttacker === 0 && roll.onDefender === 0) return undefined;
  return rankLosses(a, d, roll.onAttacker, roll.onDefender, ties);
}

/** RR2: the defender decides on its re-roll first, then the attacker. */
const SIDES_REROLLING = ["defender", "attacker"] as const;

/** RR2: the greedy answer to a re-roll: again when the side's dice hit fewer times than on average (rerollsRank). */
export function answersReroll(rank: CompiledRank, roll: RankRoll, side: "attacker" | "defender"): boolean {
  const { dice, hits } = sideOf(roll, side);
  return rerollsRank(hits, dice, hitChance(rank));
}

/** RR2: the side re-rolls: its dice of the rank drawn again, its re-roll of the round used. */
function useReroll(state: GameState, rank: CompiledRank, roll: RankRoll, side: "attacker" | "defender", rerolls: RoundRerolls): RankRoll {
  rerolls[side] = false;
  return rerollRank(state, rank, roll, side);
}

/** RR2: a side that answers its own re-roll (a neutral's; fireRank's) re-rolls as the greedy answer says. */
function answerItself(state: GameState, rank: CompiledRank, roll: RankRoll, side: "attacker" | "defender", rerolls: RoundRerolls): RankRoll {
  return answersReroll(rank, roll, side) ? useReroll(state, rank, roll, side, rerolls) : roll;
}

/**
 * RR2/CS3: rank `i` of battle `b` has rolled `roll`: each side with its re-roll unused that has
 * not decided yet (`decided`, bits as rerollBits) and whose dice could do better decides whether
 * to roll them again — a player's side waits (pending `reroll`: "wait"), a neutral's answers as
 * the greedy bot does — then the rank's losses are taken or waited for (takeOrAwaitCasualties).
 */
export function settleRank(
  game: Game,
  state: GameState,
  b: RankBattle,
  ties: DiceRules["ties"],
  i: number,
  roll: RankRoll,
  rerolls: RoundRerolls | undefined,
  decided = 0,
): "wait" | undefined {
  const rank = game.combat.ranks![i]!;
  for (const side of SIDES_REROLLING) {
    const bit = side === "attacker" ? 1 : 2;
    if (!rerolls?.[side] || (decided & bit) !== 0 || !rerollHelps(roll, side)) continue;
    const seat = side === "defender" ? b.defender : b.attacker;
    if (seat >= 0 && seat < state.players) {
      awaitDecision(state, {
        kind: "reroll",
        seat,
        from: b.from,
        to: b.to,
        rank: i,
        hits: [roll.onAttacker, roll.onDefender],
        rerolls: rerollBits(rerolls),
        decided,
        ...(b.attack ? { attack: b.attack } : {}),
      });
      return "wait";
    }
    roll = answerItself(state, rank, roll, side, rerolls);
  }
  if (roll.onAttacker === 0 && roll.onDefender === 0) return undefined;
  const [att, def] = [b.pieces(b.attacker), b.pieces(b.defender)];
  const loss = rankLosses(att.armies, def.armies, roll.onAttacker, roll.onDefender, ties);
  return takeOrAwaitCasualties(game, state, b, loss, i, rerolls);
}

/** RR2: the waiting re-roll's roll of rank `p.rank` in battle `b`, as the pending keeps it (the dice from the pieces fighting). */
export function pendingRoll(game: Game, state: GameState, b: RankBattle, p: { rank: number; hits: readonly [number, number] }): RankRoll {
  const rank = game.combat.ranks![p.rank]!;
  const [att, def] = [b.pieces(b.attacker), b.pieces(b.defender)];
  return { byAttacker: diceOf(state, rank, att.units), byDefender: diceOf(state, rank, def.units), onAttacker: p.hits[0], onDefender: p.hits[1] };
}

/**
 * RR2: the answer to a pending re-roll: seat `seat` (a side of `b`) rolls rank `p.rank`'s dice
 * again or keeps them; then the rank settles (the other side's decision, the losses).
 */
export function answerReroll(
  game: Game,
  state: GameState,
  b: RankBattle,
  ties: DiceRules["ties"],
  p: { seat: number; rank: number; hits: readonly [number, number]; rerolls: number; decided: number },
  again: boolean,
): { wait: "wait" | undefined; rerolls: RoundRerolls | undefined } {
  const rank = game.combat.ranks![p.rank]!;
  const side = p.seat === b.defender ? "defender" : "attacker";
  let roll = pendingRoll(game, state, b, p);
  const rerolls = rerollsOf(game, p.rerolls);
  if (again && rerolls) roll = useReroll(state, rank, roll, side, rerolls);
  const wait = settleRank(game, state, b, ties, p.rank, roll, rerolls, p.decided | (side === "attacker" ? 1 : 2));
  return { wait, rerolls };
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

/** RR1: a round's re-rolls still unused, as a pending decision keeps them (bit 1 the attacker's, bit 2 the defender's). */
export function rerollBits(rerolls: RoundRerolls | undefined): number {
  return rerolls ? (rerolls.attacker ? 1 : 0) | (rerolls.defender ? 2 : 0) : 0;
}

/** RR1: the re-rolls a pending decision kept (undefined: the variant has none). */
export function rerollsOf(game: Game, bits: number): RoundRerolls | undefined {
  return game.combat.rankRerolls ? { attacker: (bits & 1) !== 0, defender: (bits & 2) !== 0 } : undefined;
}

/** Where a battle round goes on after a casualty decision (CS3): from rank `rank`, with the round's re-rolls left. */
export interface RankResume {
  rank: number;
  rerolls: RoundRerolls | undefined;
}

/**
 * CS3: whether seat `seat` chooses which of its pieces it loses to `hits` (`casualties by choice`):
 * a player's (a neutral seat never decides), with more than one kind of piece fighting (armies, and
 * each unit type) and not losing them all.
 */
export function choosesCasualties(
  game: Game,
  state: Pick<GameState, "players" | "unitType">,
  seat: number,
  hits: number,
  armies: number,
  units: readonly number[],
): boolean {
  if (!game.combat.casualtiesByChoice || seat < 0 || seat >= state.players || hits <= 0 || hits >= armies + units.length) return false;
  const kinds = new Set(units.map((u) => state.unitType[u]));
  return kinds.size + (armies > 0 ? 1 : 0) > 1;
}

/** CS2: the greedy answer (board/casualties.ts's chooseCasualties), for the casualty decision's own use. */
export function chooseCasualtiesIn(game: Game, state: GameState, hits: number, armies: number, units: readonly number[]) {
  return chooseCasualties(game, state, hits, armies, units);
}

/** CS2: seat `seat` loses these armies and units of a battle (the caller knows where its armies stand). */
export type TakePieces = (seat: number, armies: number, units: readonly number[]) => void;

/** A rank's battle as the ranks' loop sees it: where, whose sides, the pieces each side fights with now, and how its losses are taken. */
export interface RankBattle {
  from: number;
  to: number;
  attacker: number;
  defender: number;
  /** A side's fighting armies and units (in loss order: the last falls first). */
  pieces: (seat: number) => { armies: number; units: readonly number[] };
  take: TakePieces;
  /** The fewest attacking armies that fight on. */
  fewest: number;
  /** An attack's round: what its general rank needs after a casualty decision. */
  attack?: CasualtyAttack;
}

/**
 * RB1/CS2/CS3/RR2: fire the ranks of one battle round from rank `resume.rank` (0: the round's
 * start); stops as soon as a side can fight no longer (the round is over then, the general rank is
 * not rolled). Each rank's losses are taken as chooseCasualties says, or (`casualties by choice`)
 * waited for: "wait", the pending `casualty` says where the round goes on.
 */
export function fireRanksOf(game: Game, state: GameState, b: RankBattle, rules: DiceRules, resume?: RankResume): "wait" | undefined {
  const ranks = game.combat.ranks!;
  const rerolls = resume ? resume.rerolls : roundRerolls(game, state, b.from, b.to, b.attacker, b.defender);
  for (let i = resume?.rank ?? 0; i < ranks.length; i++) {
    const [att, def] = [b.pieces(b.attacker), b.pieces(b.defender)];
    if (att.armies < b.fewest || def.armies < 1) return undefined;
    const roll = rollRank(state, ranks[i]!, att.units, def.units);
    if (settleRank(game, state, b, rules.ties, i, roll, rerolls) === "wait") return "wait";
  }
  return undefined;
}

/**
 * CS3: the pieces each side loses to one roll's hits — rank `rank`'s, or the general rank's (rank
 * number: the count of ranks) — taken as chooseCasualties says, or (`casualties by choice`, a side
 * with a choice to make) waited for: "wait", the pending `casualty` says where the round goes on.
 */
export function takeOrAwaitCasualties(
  game: Game,
  state: GameState,
  b: RankBattle,
  loss: { attackerLoss: number; defenderLoss: number },
  rank: number,
  rerolls: RoundRerolls | undefined,
): "wait" | undefined {
  const [att, def] = [b.pieces(b.attacker), b.pieces(b.defender)];
  const askA = choosesCasualties(game, state, b.attacker, loss.attackerLoss, att.armies, att.units);
  const askD = choosesCasualties(game, state, b.defender, loss.defenderLoss, def.armies, def.units);
  if (!askA && loss.attackerLoss > 0) {
    const lost = chooseCasualties(game, state, loss.attackerLoss, att.armies, att.units);
    b.take(b.attacker, lost.armies, lost.units);
  }
  if (!askD && loss.defenderLoss > 0) {
    const lost = chooseCasualties(game, state, loss.defenderLoss, def.armies, def.units);
    b.take(b.defender, lost.armies, lost.units);
  }
  if (!askA && !askD) return undefined;
  awaitDecision(state, {
    kind: "casualty",
    seat: askA ? b.attacker : b.defender,
    from: b.from,
    to: b.to,
    left: askA ? loss.attackerLoss : loss.defenderLoss,
    other: askA && askD ? loss.defenderLoss : 0,
    rank,
    rerolls: rerollBits(rerolls),
    ...(b.attack ? { attack: b.attack } : {}),
  });
  return "wait";
}

/**
 * RB1: the ranks of one battle round of the attack from `from` into `to`, its units that joined
 * it `joined`; `takeArmies` takes the armies, as a roll's losses are taken (fireRanksOf).
 */
export function fireRanks(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  rules: DiceRules,
  joined: readonly number[],
  takeArmies: TakeArmyLosses,
  attack?: CasualtyAttack,
  resume?: RankResume,
): "wait" | undefined {
  return fireRanksOf(game, state, attackBattle(game, state, from, to, rules, joined, takeArmies, attack), rules, resume);
}

/** The ranks' view of the attack from `from` into `to` (fireRanks; a casualty decision's too). */
export function attackBattle(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  rules: Pick<DiceRules, "attackerMin">,
  joined: readonly number[],
  takeArmies: TakeArmyLosses,
  attack?: CasualtyAttack,
): RankBattle {
  const [attacker, defender] = [state.current, state.owner[to]!];
  return {
    from,
    to,
    attacker,
    defender,
    fewest: Math.max(1, rules.attackerMin),
    pieces: (seat) =>
      seat === attacker
        ? {
            armies: attackers(game, state, from),
            units: byLossOrder(
              game,
              state,
              unitsAt(game, state, attacker, from).filter((u) => joined.includes(u)),
            ),
          }
        : { armies: state.armies[to]!, units: byLossOrder(game, state, unitsAt(game, state, defender, to)) },
    take: (seat, armies, units) => {
      const mine = seat === attacker;
      if (armies > 0) takeArmies(mine ? armies : 0, mine ? 0 : armies);
      for (const u of units) loseUnit(game, state, u);
      if (units.length > 0) countLosses(state, defender, mine ? units.length : 0, mine ? 0 : units.length, true);
    },
    ...(attack ? { attack } : {}),
  };
}

/** The ranks' view of the battle of contested territory `t` (CT3), its invader `seat`. */
export function contestBattle(game: Game, state: GameState, t: number, seat: number): RankBattle {
  const defender = state.owner[t]!;
  return {
    from: t,
    to: t,
    attacker: seat,
    defender,
    fewest: 1,
    pieces: (s) => ({
      armies: s === seat ? (contestedRow(state, t)?.[CONTESTED.armies] ?? 0) : state.armies[t]!,
      units: byLossOrder(game, state, unitsAt(game, state, s, t)),
    }),
    take: (s, armies, units) => takePieces(game, state, t, s, armies, units),
  };
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
 * the invader of a contested territory, CT1) and its units there — as chooseCasualties says
 * (cheapest first: the greedy answer of `casualties by choice`, which a caller outside a battle
 * round, a bombardment, takes). Returns the pieces taken. Every removal of a rank's hits goes
 * through chooseCasualties, and of pieces standing on a territory through takePieces.
 */
export function takeCasualties(game: Game, state: GameState, territory: number, seat: number, hits: number): number {
  if (hits <= 0) return 0;
  const armies = piecesArmies(state, territory, seat);
  const units = byLossOrder(game, state, unitsAt(game, state, seat, territory));
  const lost = chooseCasualties(game, state, hits, armies, units);
  takePieces(game, state, territory, seat, lost.armies, lost.units);
  return lost.armies + lost.units.length;
}

/** Seat `seat`'s armies on `territory`: its own, or those of its contest there (CT1). */
export function piecesArmies(state: GameState, territory: number, seat: number): number {
  if (state.owner[territory] === seat) return state.armies[territory]!;
  return invaderOf(state, territory) === seat ? (contestedRow(state, territory)?.[CONTESTED.armies] ?? 0) : 0;
}

/** CS2: seat `seat` loses `armies` of its armies on `territory` and these units: to the reserve (or casualty resource), counted as the turn's losses. */
export function takePieces(game: Game, state: GameState, territory: number, seat: number, armies: number, units: readonly number[]): void {
  if (armies > 0) {
    if (state.owner[territory] === seat) removeArmies(game, state, territory, armies);
    else setContestedArmies(state, territory, piecesArmies(state, territory, seat) - armies);
    toCasualties(game, state, seat, armies);
  }
  for (const u of units) loseUnit(game, state, u);
  const mover = seat === state.current;
  countLosses(state, mover ? -1 : seat, mover ? armies : 0, mover ? 0 : armies);
  if (units.length > 0) countLosses(state, mover ? -1 : seat, mover ? units.length : 0, mover ? 0 : units.length, true);
}
