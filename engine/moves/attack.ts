// C5/R6/R10/R14/E9/E12/Y8/Y9: attacking — what may attack what, the dice loop of one attack
// ("until decided", a single roll, or until a stop; RB1: each roll a battle round, its ranks
// first), effect cards used on it, and a leader striking alone. Taking the territory is conquest.ts.
import {
  actingUnit,
  attackingUnits,
  unitsByType,
  waitsInBattle,
  awaitDecision,
  clearTerritory,
  endLasting,
  isEnemy,
  isHeld,
  isStaging,
  LASTING_SIDE,
  lastingBonus,
  loseUnit,
  lossesKeepingGuard,
  loseUnits,
  moveAttackers,
  moveUnit,
  occupiesByAttack,
  removeArmies,
  reserveLosses,
  toCasualties,
  setOwner,
  someArmed,
  stagingOf,
  takeCaptives,
  unitForm,
  unitsAt,
  unitsOf,
  unitStands,
  vacateIfEmpty,
} from "../board/index.js";
import { checkWins, eliminateIfOut } from "../end/index.js";
import {
  battleEnd,
  drawRollLosses,
  isPresent,
  mixedRollTable,
  nextFloat,
  nextInt,
  rollFaces,
  rollLosses,
  rollTable,
  sampleEnd,
  sampleRoll,
  withDefenderDice,
  withTies,
  type DiceRules,
  type RollTable,
} from "../math/index.js";
import {
  DEED,
  problem,
  problems,
  scope,
  type Action,
  type ActionOf,
  type CasualtyAttack,
  type GameState,
  type Pending,
  type Problem,
} from "../model/index.js";
import { UNTIL, type Game } from "../variant/index.js";
import {
  attackers,
  attackLeave,
  attackTargetsFrom,
  borders,
  defenceChoices,
  handsOf,
  modifiedRules,
  rollAllowed,
  rollDice,
  type RollDice,
} from "./battle-dice.js";
import { attackBattle, fireRanks, takeOrAwaitCasualties, type RankResume, type TakeArmyLosses } from "./battle-ranks.js";
import { FEWEST_DRAWN, HUGE_BATTLE_ARMIES, mostLostARoll } from "./huge-battles.js";
import { conquer } from "./conquest.js";
import { contestExtrasProblem, contestMovers, contestProblem, moveIntoContest } from "./contested.js";
import { playableCards } from "./play.js";
import { rulesAtBattleEnd, rulesAtBattleStart, rulesAtConquest, rulesAtElimination } from "./rule-events.js";
import { defenceCardOf, usableAttackEffects, useEffectCard } from "./effects.js";
import { isCount, type MoveFamily, type Next } from "./family.js";
import { countAttack, countConquest, countElimination, countFaces, countLosses, countUnitDeed } from "./turn-tallies.js";

/** E9: whether the seat may move onto `t` by attacking: an enemy's, or (with factions) an empty territory on the board. */
function isTarget(game: Game, state: GameState, seat: number, t: number): boolean {
  if (isEnemy(state, seat, t)) return true;
  return state.owner[t]! < 0 && isPresent(game.graph, state.switches, t) && occupiesByAttack(game, state, seat);
}

/** C5/Y13/E9: why `to` is no territory the seat may attack (isTarget said so): its own, a partner's, or nobody's. */
function targetProblem(state: GameState, seat: number, to: number): Problem {
  const owner = state.owner[to]!;
  return problem(owner === seat ? problems.ownTerritory : owner >= 0 ? problems.partner : problems.notATarget);
}

/** R10: whether taking `to` would eliminate its owner while eliminations are not allowed. */
function protectedTerritory(game: Game, state: GameState, to: number): boolean {
  if (!game.end.protect) return false;
  const owner = state.owner[to]!;
  return owner >= 0 && state.ownedCount[owner] === 1 && game.end.protect(scope(state, -1));
}

const movingReaders = new WeakMap<Game, boolean>();

/** MV1: whether the variant's `attack where` reads the pieces on the move (`U of moving`), found once per game. */
function readsMoving(game: Game): boolean {
  let reads = movingReaders.get(game);
  if (reads === undefined) {
    reads = JSON.stringify(game.variant.combat.attackWhere ?? null).includes('"at":"moving"');
    movingReaders.set(game, reads);
  }
  return reads;
}

/**
 * F1: whether the variant's `attack where` lets `from` attack `to` (the territory attacked is in
 * question); MV1: `moving` the units that go (absent: every unit that may join the attack), counted
 * only when the condition reads them (`Siege of moving`).
 */
function attackAllowedThere(game: Game, state: GameState, from: number, to: number, moving?: readonly number[]): boolean {
  const where = game.combat.attackWhere;
  if (!where) return true;
  if (!readsMoving(game)) return where({ state, seat: state.current, dice: 0, territory: to, source: from });
  let byType: number[] | undefined;
  const movingOfType = (k: number) => {
    byType ??= unitsByType(game, state, moving ?? (game.units ? attackingUnits(game, state, state.current, from, to) : []));
    return byType[k] ?? 0;
  };
  return where({ state, seat: state.current, dice: 0, territory: to, source: from, moving: movingOfType });
}

/** Why `from` may not attack `to` whatever its armies: the territories, the target, the border and `attack where` (C5, F1; MV1 `moving` as attackAllowedThere's). */
function targetingProblem(game: Game, state: GameState, from: number, to: number, moving?: readonly number[]): Problem | undefined {
  const seat = state.current;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= state.owner.length || to >= game.territoryCount)
    return problem(problems.noSuchTerritory);
  if (state.owner[from] !== seat) return problem(problems.notOwned, "you can attack only from a territory you own");
  if (!isTarget(game, state, seat, to)) return targetProblem(state, seat, to);
  if (!borders(game, state, from, to)) return problem(isStaging(game, from) ? problems.notAtEntry : problems.notAdjacent);
  if (!attackAllowedThere(game, state, from, to, moving)) return problem(problems.blockedTarget);
  return undefined;
}

/**
 * XP2: why the current player may not invade enemy territory `to` from `from` with a part of its
 * pieces (an expand step): an attack's rules but for the armies' count and the dice (the part's
 * size is the expand's, and nobody rolls now) — the target, the border, the combat section's
 * `attack where`, a protected seat and (CT2) a contested territory's. MV1: `moving` the part's
 * units (absent: every unit that may join).
 */
export function invasionProblem(game: Game, state: GameState, from: number, to: number, moving?: readonly number[]): Problem | undefined {
  const found = targetingProblem(game, state, from, to, moving);
  if (found) return found;
  if (protectedTerritory(game, state, to)) return problem(problems.protectedSeat);
  return game.combat.battlesAtRoundEnd ? contestProblem(state, from, to) : undefined;
}

/** Why `from` may not attack `to` now, or undefined when it may (C5). */
export function attackProblem(game: Game, state: GameState, from: number, to: number): Problem | undefined {
  const targeting = targetingProblem(game, state, from, to);
  if (targeting) return targeting;
  const fighting = attackers(game, state, from);
  if (fighting < game.dice.attackerMin) return problem(problems.tooFewArmies);
  if (!rollAllowed(game, state, from, to, fighting)) return problem(problems.rollNotAllowed);
  if (protectedTerritory(game, state, to)) return problem(problems.protectedSeat);
  // CT2: a contested territory's pieces wait for its battle, and one seat's contest is closed to others.
  if (game.combat.battlesAtRoundEnd) return contestProblem(state, from, to);
  return undefined;
}

/** Y3: whether unit `u`'s type holds a territory alone. */
const holdsAloneType = (game: Game, state: GameState, u: number) => game.units!.types[state.unitType[u]!]!.holdAlone;

/** Y9: why unit `u` of the current player may not strike `to` alone from where it stands, or undefined. */
export function strikeProblem(game: Game, state: GameState, to: number, u: number): Problem | undefined {
  const seat = state.current;
  if (!unitForm(game, state, u)?.strike) return problem(problems.leaderCannot, "strike alone");
  const at = state.unitAt[u]!;
  if (!Number.isInteger(to) || to < 0 || to >= game.territoryCount) return problem(problems.noSuchTerritory);
  if (!isEnemy(state, seat, to)) return targetProblem(state, seat, to);
  // Y3: with `hold alone` it takes the territory alone, and one army must hold the one it leaves.
  if (holdsAloneType(game, state, u)) {
    if (state.armies[at]! < 1) return problem(problems.leaderHoldsAlone);
  } else if (state.armies[at]! < 2) return problem(problems.strikeNeedsEscort);
  if (protectedTerritory(game, state, to)) return problem(problems.protectedSeat);
  // PB13: a unit strikes only where its `attack when` holds for it.
  if (game.units!.types[state.unitType[u]!]!.attackWhen && !attackingUnits(game, state, seat, at, to).includes(u))
    return problem(problems.unitMayNotAttack);
  return undefined;
}

/** Y9: the strikes the current player's units may make now (none when no form can). */
function strikes(game: Game, state: GameState): { unit: number; to: number }[] {
  if (!game.units) return [];
  const out: { unit: number; to: number }[] = [];
  for (const u of unitsOf(state, state.current)) {
    if (!unitForm(game, state, u)?.strike) continue;
    for (let to = 0; to < game.territoryCount; to++) if (strikeProblem(game, state, to, u) === undefined) out.push({ unit: u, to });
  }
  return out;
}

/**
 * Whether `from`, owned by the current player with `fighting` armies able to fight, may attack `to`,
 * a territory it borders — attackProblem's rules without building a problem (the enumeration asks
 * this of every border of every territory that can attack).
 */
function mayAttack(game: Game, state: GameState, from: number, to: number, fighting: number): boolean {
  return (
    isTarget(game, state, state.current, to) &&
    rollAllowed(game, state, from, to, fighting) &&
    !protectedTerritory(game, state, to) &&
    attackAllowedThere(game, state, from, to) &&
    (!game.combat.battlesAtRoundEnd || contestProblem(state, from, to) === undefined)
  );
}

/** Call `visit(from, to)` for every attack from `from` (C5); stops when `visit` returns true. */
function attacksFrom(game: Game, state: GameState, from: number, visit: (from: number, to: number) => boolean | void): boolean {
  const fighting = attackers(game, state, from);
  if (fighting < game.dice.attackerMin) return false;
  for (const to of attackTargetsFrom(game, state, from)) if (mayAttack(game, state, from, to, fighting) && visit(from, to) === true) return true;
  return false;
}

/**
 * Call `visit(from, to)` for every attack the current player may make now (C5), from its
 * territories in board order and then (E3) from its off-board place; stops when `visit` returns
 * true. It walks only the player's territories with armies enough to attack (board/board-index.ts):
 * this runs at every attack decision and every step that asks whether there is one.
 */
function eachAttack(game: Game, state: GameState, visit: (from: number, to: number) => boolean | void): boolean {
  const seat = state.current;
  if (someArmed(game, state, seat, (from) => attacksFrom(game, state, from, visit))) return true;
  const staging = stagingOf(game, seat);
  return staging >= 0 && state.armies[staging]! > 0 && attacksFrom(game, state, staging, visit);
}

/** A visit that stops at the first attack. */
const stopAtFirst = () => true;

/** Whether the current player has any attack (the attack step waits for a decision only then). */
export function anyAttack(game: Game, state: GameState): boolean {
  if (eachAttack(game, state, stopAtFirst)) return true;
  // Y9: a unit that strikes alone may have a target when no neighbour is an enemy.
  return strikes(game, state).length > 0;
}

/** Y9: after a strike, the loser may be out and the game may be won. */
function afterStrike(game: Game, state: GameState, from: number, to: number, loser: number): void {
  const eliminated = eliminateIfOut(game, state, loser, state.current);
  if (eliminated) countElimination(state);
  // Part A: a strike that takes a territory is a conquest.
  if (game.rules) {
    rulesAtConquest(game, state, from, to);
    if (eliminated) rulesAtElimination(game, state);
    if (state.stage !== "play") return;
  }
  checkWins(game, state);
}

/** Take the losses of one roll or of a whole battle: armies first; the destroyed go back to reserves, captives to their counter. */
export function takeAttackLosses(game: Game, state: GameState, from: number, to: number, attackerLost: number, defenderLost: number): void {
  takeLosses(game, state, from, to, attackerLost, defenderLost);
}

function takeLosses(game: Game, state: GameState, from: number, to: number, attackerLost: number, defenderLost: number): void {
  const seat = state.current;
  const defender = state.owner[to]!;
  const attackerLosses = removeArmies(game, state, from, attackerLost, true);
  const defenderLosses = removeArmies(game, state, to, defenderLost);
  toCasualties(game, state, seat, reserveLosses(game, attackerLosses, attackerLost));
  toCasualties(game, state, defender, reserveLosses(game, defenderLosses, defenderLost));
  takeCaptives(game, state, seat, defenderLosses);
  countLosses(state, defender, attackerLost, defenderLost);
}

/**
 * An attack until decided (or until a stop), drawn whole from its exact distribution with one
 * random number (math/battle-end.ts): when no leader, die bonus or single-roll limit is in it and
 * no faction mix can change what must stay behind mid-battle. Returns whether it was drawn so.
 */
function wholeBattle(game: Game, state: GameState, action: ActionOf<"attack">, rules: DiceRules, stopAt: number, bonus: number): boolean {
  const { from, to } = action;
  if (action.rolls !== undefined || action.strike || action.dice !== undefined || bonus !== 0 || game.factions || game.readsFaces) return false;
  if (!isHeld(game, state, to) || unitStands(game, state, state.current, from) || unitStands(game, state, state.owner[to]!, to)) return false;
  const fighting = attackers(game, state, from);
  // What stays behind does not change during the battle, so the stop is a number of fighting armies.
  const end = battleEnd(rules, fighting, state.armies[to]!, stopAt - (state.armies[from]! - fighting));
  if (!end) return false;
  const i = sampleEnd(end, nextFloat(state.rng));
  takeLosses(game, state, from, to, fighting - end.attackers[i]!, state.armies[to]! - end.defenders[i]!);
  if (end.lastDice[i]! > 0) state.lastDice = end.lastDice[i]!;
  return true;
}

/**
 * C5: in a huge battle, the next rolls that can change nothing but the armies — not the dice,
 * not the stop, not a unit (losses fall on armies first) — are drawn at once (math/binomial.ts:
 * they fall as that many rolls one by one would). Returns how many rolls were drawn: 0 when
 * fewer than FEWEST_DRAWN could be, and the battle goes on roll by roll.
 */
function manyRolls(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  rules: DiceRules,
  dice: RollDice,
  table: RollTable,
  stopAt: number,
  rollsLeft: number,
): number {
  const most = mostLostARoll(table);
  const rolls = Math.min(
    rollsLeft,
    Math.floor((dice.armies - Math.max(rules.attackerMax, rules.attackerMin)) / most.attacker),
    Math.floor((state.armies[from]! - stopAt) / most.attacker),
    Math.floor((state.armies[to]! - rules.defenderMax) / most.defender),
    // E9: nor can they empty the attackers' factions that make some stay behind (the dice would change).
    Math.floor(lossesKeepingGuard(game, state, from) / most.attacker),
  );
  if (!(rolls >= FEWEST_DRAWN)) return 0;
  const losses = drawRollLosses(table, rolls, state.rng);
  takeLosses(game, state, from, to, losses.attackerLoss, losses.defenderLoss);
  state.lastDice = dice.attacker;
  return rolls;
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
  defended?: number,
  joined?: readonly number[],
  resume?: RankResume,
): "fell" | "wait" | undefined {
  const { from, to } = action;
  const maxRolls = action.rolls ?? Infinity;
  const striker = action.strike ? actingUnit(game, state, state.current, action.unit) : undefined;
  // A strike is one unit's die: it goes roll by roll. With factions, what stays behind may change
  // mid-battle (E9): manyRolls draws at once only the rolls that cannot change it.
  // RB1: with ranks, each roll is a battle round: the ranks first (a strike is the unit alone: no ranks).
  const ranked = game.combat.ranks !== undefined && striker === undefined;
  // CS3: with casualties by choice, a round waits for them (in a rank, or in the general rank when units fight).
  const choosing = game.combat.casualtiesByChoice === true && striker === undefined;
  const huge = striker === undefined && !ranked && !choosing && state.armies[from]! + state.armies[to]! >= HUGE_BATTLE_ARMIES;
  const generalRank = game.combat.ranks?.length ?? 0;
  // CS3/RR2: what the round needs to go on after a side's decision (a casualty, a rank's re-roll).
  const waits = choosing || (ranked && game.combat.rankRerolls !== undefined);
  const attack: CasualtyAttack | undefined = waits
    ? {
        ...(action.dice !== undefined ? { dice: action.dice } : {}),
        ...(defended !== undefined ? { defended } : {}),
        attackBonus,
        defenceBonus,
        ...(rules.ties !== game.dice.ties ? { ties: rules.ties } : {}),
        joined: [...(joined ?? [])],
      }
    : undefined;
  const take = (a: number, d: number) => takeLosses(game, state, from, to, a, d);
  for (let roll = 0; roll < maxRolls; roll++) {
    const at = roll === 0 ? resume : undefined;
    if (!isHeld(game, state, to) || (roll > 0 && !action.strike && state.armies[from]! < stopAt)) break;
    if (ranked) {
      if (fireRanks(game, state, from, to, rules, joined ?? [], take, attack, at) === "wait") return "wait";
      if (!isHeld(game, state, to)) break;
    }
    // CS3: the casualties waited for were the general rank's: this round is over.
    if (at && at.rank > generalRank) continue;
    const dice = rollDice(game, state, from, to, action.dice, striker, defended, rules, joined);
    if (!dice.allowed) break;
    // H4–H5: a variant that reads the faces rolls them (the game's generator moves for each die).
    const outcome = game.readsFaces ? rollByFaces(game, state, rules, dice, attackBonus, defenceBonus, state.owner[to]!) : undefined;
    if (outcome) {
      if (takeGeneralLosses(game, state, from, to, rules, dice, outcome, take, choosing ? attack : undefined) === "wait") return "wait";
      if (striker !== undefined && state.unitAt[striker] !== from) return "fell";
      continue;
    }
    const mixed = dice.attackerUnits.length > 0 || dice.defenderUnits.length > 0 || attackBonus > 0 || defenceBonus > 0;
    let table;
    if (mixed) {
      const [attackerHand, defenderHand] = handsOf(game, state, rules, dice);
      table = mixedRollTable(
        rules.ties,
        { ...attackerHand, bonus: attackerHand.bonus + attackBonus },
        { ...defenderHand, bonus: defenderHand.bonus + defenceBonus },
      );
    } else table = rollTable(rules, dice.attacker, dice.defender);
    if (huge) {
      const drawn = manyRolls(game, state, from, to, rules, dice, table, stopAt, maxRolls - roll);
      if (drawn > 0) {
        roll += drawn - 1;
        continue;
      }
      // Past 2^53 a number cannot lose one army (only arithmetic on the largest numbers gets there):
      // with both sides so large, a roll would change nothing, ever, so the battle stands.
      if (state.armies[from]! > Number.MAX_SAFE_INTEGER && state.armies[to]! > Number.MAX_SAFE_INTEGER) break;
    }
    if (
      takeGeneralLosses(game, state, from, to, rules, dice, sampleRoll(table, nextFloat(state.rng)), take, choosing ? attack : undefined) === "wait"
    )
      return "wait";
    if (striker !== undefined && state.unitAt[striker] !== from) return "fell";
  }
  return undefined;
}

/**
 * The losses of the general rank's roll: as takeRollLosses takes them, or (CS3, `attack` given:
 * casualties by choice) chosen by their owners when units fight — "wait" while they choose.
 */
function takeGeneralLosses(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  rules: DiceRules,
  dice: RollDice,
  outcome: RollLoss,
  take: TakeArmyLosses,
  attack: CasualtyAttack | undefined,
): "wait" | undefined {
  if (!attack || (dice.attackerUnits.length === 0 && dice.defenderUnits.length === 0)) {
    takeRollLosses(game, state, from, to, dice, outcome);
    return undefined;
  }
  state.lastDice = dice.attacker;
  const battle = attackBattle(game, state, from, to, rules, attack.joined, take, attack);
  return takeOrAwaitCasualties(game, state, battle, outcome, game.combat.ranks?.length ?? 0, undefined);
}

/** The losses of one roll: on armies first; losses beyond a side's armies fall on its units, the last first (Y8). */
function takeRollLosses(game: Game, state: GameState, from: number, to: number, dice: RollDice, outcome: RollLoss): void {
  const defender = state.owner[to]!;
  const defenderArmiesLost = Math.min(outcome.defenderLoss, state.armies[to]!);
  takeLosses(game, state, from, to, Math.min(outcome.attackerLoss, dice.armies), defenderArmiesLost);
  if (outcome.attackerLoss > dice.armies) loseUnits(game, state, dice.attackerUnits, outcome.attackerLoss - dice.armies);
  if (outcome.defenderLoss > defenderArmiesLost) loseUnits(game, state, dice.defenderUnits, outcome.defenderLoss - defenderArmiesLost);
  // The turn's history counts units as pieces too (H6: and apart, by seat).
  countLosses(state, defender, Math.max(0, outcome.attackerLoss - dice.armies), Math.max(0, outcome.defenderLoss - defenderArmiesLost), true);
  state.lastDice = dice.attacker;
}

/** Armies (and units) each side loses in a roll. */
interface RollLoss {
  attackerLoss: number;
  defenderLoss: number;
}

/**
 * H4–H5: one roll as the dice fall, for a variant whose formulas read the faces: each die of each
 * side from the game's generator (re-rolls as the pipeline says), the losses by the pipeline and
 * C5's comparison — the same distribution as the exact table's — and both sides' faces counted.
 */
function rollByFaces(
  game: Game,
  state: GameState,
  rules: DiceRules,
  dice: RollDice,
  attackBonus: number,
  defenceBonus: number,
  defenderSeat: number,
): RollLoss {
  const [a, d] = handsOf(game, state, rules, dice);
  const attacker = { ...a, bonus: a.bonus + attackBonus };
  const defender = { ...d, bonus: d.bonus + defenceBonus };
  const die = (sides: number) => 1 + nextInt(state.rng, sides);
  const attackerFaces = rollFaces(attacker, die);
  const defenderFaces = rollFaces(defender, die);
  countFaces(state, state.current, attackerFaces, attacker.sizes);
  // H7: the defender's faces, kept by seat.
  countFaces(state, defenderSeat, defenderFaces, defender.sizes);
  const [attackerLoss, defenderLoss] = rollLosses(rules.ties, attacker, attackerFaces, defender, defenderFaces);
  return { attackerLoss, defenderLoss };
}

/**
 * The two plain attacks across each border (until decided, and a single roll), made once per
 * game: the enumeration offers them at every attack decision, and making them anew was the
 * largest part of a simulated game's garbage. They are frozen, as every action is a value that
 * nobody changes (a caller that wants another action builds one).
 */
const plainAttacks = new WeakMap<Game, Map<number, readonly [Action, Action]>>();

function plainAttacksOf(game: Game): Map<number, readonly [Action, Action]> {
  let byBorder = plainAttacks.get(game);
  if (!byBorder) plainAttacks.set(game, (byBorder = new Map()));
  return byBorder;
}

export const attack: MoveFamily<"attack"> = {
  type: "attack",
  /** Each attack until decided, and as a single roll; with each usable effect card; a leader's strikes. */
  enumerate({ game, state, decision }, out) {
    const effects = usableAttackEffects(game, state, decision.seatIndex);
    const byBorder = plainAttacksOf(game);
    // CT1: with battles at the round's end an attack only moves in: one action a border, no dice, no cards.
    const contests = game.combat.battlesAtRoundEnd === true;
    // Keyed by the border: `to` is always a territory on the board (below territoryCount), while
    // `from` may be an off-board place (E3), numbered territoryCount + seat.
    const span = game.territoryCount;
    eachAttack(game, state, (from, to) => {
      let plain = byBorder.get(from * span + to);
      if (!plain) {
        plain = [Object.freeze({ type: "attack", from, to }), Object.freeze({ type: "attack", from, to, rolls: 1 })];
        byBorder.set(from * span + to, plain);
      }
      if (contests) {
        out.push(plain[0]);
        return;
      }
      out.push(plain[0], plain[1]);
      for (const effect of effects) out.push({ type: "attack", from, to, effect });
    });
    if (!game.units || contests) return;
    const first = actingUnit(game, state, decision.seatIndex, undefined);
    for (const { unit, to } of strikes(game, state))
      out.push({ type: "attack", from: state.unitAt[unit]!, to, strike: true, ...(unit === first ? {} : { unit }) } as Action);
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "attack") return problem(problems.notNow, "attack", d.kind);
    if (action.strike) {
      const u = game.units ? actingUnit(game, state, d.seatIndex, action.unit) : -1;
      if (u < 0) return problem(problems.noSuchUnit);
      if (state.unitAt[u] !== action.from) return problem(problems.leaderNotThere);
      return strikeProblem(game, state, action.to, u);
    }
    const found = attackProblem(game, state, action.from, action.to);
    if (found) return found;
    if (game.combat.battlesAtRoundEnd) {
      const extra = contestExtrasProblem(action);
      if (extra) return extra;
      if (action.stopAt !== undefined && (!isCount(action.stopAt) || contestMovers(game, state, action.from, action.stopAt) < game.dice.attackerMin))
        return problem(problems.tooFewArmies);
      return undefined;
    }
    // D6: the attack's most dice.
    const most =
      action.dice !== undefined && game.combat.diceCounts
        ? modifiedRules(game, state, game.dice, action.from, action.to).attackerMax
        : game.dice.attackerMax;
    if (action.dice !== undefined && (!isCount(action.dice) || action.dice < game.dice.attackerMin || action.dice > most))
      return problem(problems.diceOutOfRange, game.dice.attackerMin, most);
    if (action.dice !== undefined && game.combat.diceMax && action.dice < Math.min(most, state.armies[action.from]!))
      return problem(problems.mustRollMost);
    if (action.effect !== undefined && !usableAttackEffects(game, state, d.seatIndex).includes(action.effect)) return problem(problems.cardNotUsable);
    if (action.rolls !== undefined && (!isCount(action.rolls) || action.rolls < 1))
      return problem(problems.malformed, "rolls is a whole number of at least 1");
    if (action.stopAt !== undefined && (!isCount(action.stopAt) || action.stopAt < 0))
      return problem(problems.malformed, "stopAt is a whole number of armies");
    return undefined;
  },
  /**
   * C5: roll until the defender falls, the attacker cannot go on, or the action's limits say stop;
   * with `defender dice ... by choice`, first the defending seat chooses its dice (moves/defend.ts).
   */
  apply({ game, state }, action) {
    // CT1: nobody rolls now: the pieces move in and the territory is contested.
    if (game.combat.battlesAtRoundEnd) {
      moveIntoContest(game, state, action);
      return "stay";
    }
    if (
      (game.combat.defenderChooses && defenceChoices(game, state, action.to)) ||
      (game.combat.defenceCards && defenderMayPlay(game, state, action.to))
    ) {
      const { type: _, ...attack } = action;
      awaitDecision(state, { kind: "defend", ...attack });
      return "stay";
    }
    return resolveAttack(game, state, action);
  },
};

/** EP10: the defending player of `to` holds a card it may play `during defence` (then it is asked, even without `by choice`). */
function defenderMayPlay(game: Game, state: GameState, to: number): boolean {
  const owner = state.owner[to]!;
  return owner >= 0 && owner < state.players && playableCards(game, state, owner, "defend").length > 0;
}

/** C5: carry out an attack, the defender rolling at most `defended` dice when it chose so (moves/defend.ts); part A: then its `battle end` rules; then what lasts `for this battle` ends. */
export function resolveAttack(game: Game, state: GameState, action: ActionOf<"attack">, defended?: number): Next {
  // Part A (A19): the `battle start` rules, before the first roll; an attack their effects made impossible is not fought.
  const started = !game.rules || battleStarts(game, state, action);
  if (state.stage !== "play") return "stay";
  const next = started ? fight(game, state, action, defended) : "stay";
  // CS3/RR2: a battle round waiting for casualties or a re-roll ends later (resumeAttack).
  if (state.stage !== "play" || waitsInBattle(state)) return next;
  if (game.rules) rulesAtBattleEnd(game, state, action.from, action.to);
  // The lasting effects `for this battle` (rules' borders, cards' die bonuses) end with it.
  if (state.stage === "play") endLasting(game, state, UNTIL.battle);
  return next;
}

/** A19: fire the `battle start` rules of the attack; whether it may still be fought (its rules may have changed the board). */
function battleStarts(game: Game, state: GameState, action: ActionOf<"attack">): boolean {
  if (game.rules!.at.battleStart.length === 0) return true;
  rulesAtBattleStart(game, state, action.from, action.to);
  if (state.stage !== "play") return false;
  if (action.strike) return true;
  return attackProblem(game, state, action.from, action.to) === undefined;
}

function fight(game: Game, state: GameState, action: ActionOf<"attack">, defended?: number): Next {
  const { from, to } = action;
  const stopAt = Math.max(attackLeave(game, state, from) + game.dice.attackerMin, action.stopAt ?? 0);
  // F4: the modifiers are fixed as the attack starts.
  let rules = modifiedRules(game, state, game.dice, from, to);
  if (defended !== undefined) rules = withDefenderDice(rules, defended);
  let attackBonus = 0;
  const seat = state.current;
  const defender = state.owner[to]!;
  // PB13: the units that join the attack, fixed as it starts; they have attacked this turn.
  const striking = action.strike ? actingUnit(game, state, seat, action.unit) : undefined;
  const joined = striking !== undefined ? [striking] : game.units ? attackingUnits(game, state, seat, from, to) : undefined;
  for (const u of joined ?? []) countUnitDeed(state, u, DEED.attacked);
  countAttack(state, from);
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
  // EP6: the die bonuses played cards left lasting, on each side (those `for this battle` end with it: resolveAttack).
  const defenceBonus = (defence?.bonus ?? 0) + (defender >= 0 ? lastingBonus(state, defender, LASTING_SIDE.defend) : 0);
  attackBonus += lastingBonus(state, seat, LASTING_SIDE.attack);
  // E9: moving onto an empty territory rolls no dice; the armies that would have rolled count as its dice.
  if (!isHeld(game, state, to)) state.lastDice = Math.min(rules.attackerMax, attackers(game, state, from));
  const struck = wholeBattle(game, state, action, rules, stopAt, attackBonus + defenceBonus)
    ? undefined
    : rollByRoll(game, state, action, rules, stopAt, attackBonus, defenceBonus, defended, joined);
  if (struck === "fell" || struck === "wait") return "stay"; // the striking leader fell; CS3: the round waits for casualties
  return afterRolls(game, state, action, seat, defender);
}

/**
 * CS3: an attack's battle round that waited for a casualty decision goes on from rank `resume.rank`:
 * its other ranks, its general rank (one roll: the attack ends with this round, the attacker may
 * attack again), then what follows an attack's rolls, and its `battle end` rules.
 */
export function resumeAttack(game: Game, state: GameState, p: { from: number; to: number; attack?: CasualtyAttack }, resume: RankResume): void {
  const a = p.attack!;
  const { from, to } = p;
  const action: ActionOf<"attack"> = { type: "attack", from, to, rolls: 1, ...(a.dice !== undefined ? { dice: a.dice } : {}) };
  let rules = modifiedRules(game, state, game.dice, from, to);
  if (a.defended !== undefined) rules = withDefenderDice(rules, a.defended);
  if (a.ties !== undefined) rules = withTies(rules, a.ties);
  const stopAt = attackLeave(game, state, from) + game.dice.attackerMin;
  const defender = state.owner[to]!;
  const struck = rollByRoll(game, state, action, rules, stopAt, a.attackBonus, a.defenceBonus, a.defended, a.joined, resume);
  if (struck === "wait" || state.stage !== "play") return;
  afterRolls(game, state, action, state.current, defender);
  if (state.stage !== "play") return;
  if (game.rules) rulesAtBattleEnd(game, state, from, to);
  if (state.stage === "play") endLasting(game, state, UNTIL.battle);
}

/** What follows an attack's rolls: an emptied source, the defending units of a territory taken, the conquest (or a strike's). */
function afterRolls(game: Game, state: GameState, action: ActionOf<"attack">, seat: number, defender: number): Next {
  const { from, to } = action;
  // E9: attackers that may leave a territory empty may all fall.
  if (!isStaging(game, from)) vacateIfEmpty(game, state, from);
  if (isHeld(game, state, to)) return "stay";
  // Without `hold alone` a unit never holds a territory alone: the defending units go with it
  // (H6: lost by the defender, destroyed by the player to move, as units beaten in a roll are).
  const left = unitsAt(game, state, defender, to);
  for (const u of left) loseUnit(game, state, u);
  if (left.length > 0) countLosses(state, defender, 0, left.length, true);
  if (action.strike) {
    // Y9: the unit moves in, alone (Y3 `hold alone`) or with one army from where it struck.
    const striker = actingUnit(game, state, seat, action.unit);
    const escort = holdsAloneType(game, state, striker) ? 0 : 1;
    setOwner(state, to, seat);
    countConquest(state, to, defender);
    clearTerritory(game, state, to);
    moveAttackers(game, state, from, to, escort);
    moveUnit(state, striker, to);
    countUnitDeed(state, striker, DEED.moved);
    afterStrike(game, state, from, to, defender);
    return "stay";
  }
  conquer(game, state, from, to);
  return "stay";
}
