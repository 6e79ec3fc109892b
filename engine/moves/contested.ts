// CT1–CT4 (docs/language-design.md, part E item 2; `battles at round end` in the combat section):
// an attack rolls no dice, its pieces move in and the territory is contested (board/contested.ts
// keeps the rows); at the round's end every contested territory fights one battle to the end, in
// the order the round's first player chooses (the action `battle`), and an invader that wins
// conquers the territory as an attack's conquest does.
import {
  addArmies,
  attackingUnits,
  contest,
  contestedRow,
  contestFirst,
  drawCards,
  endContest,
  endLasting,
  invaderOf,
  isContested,
  isHeld,
  loseUnit,
  loseUnits,
  moveUnit,
  pickUpTokens,
  removeArmies,
  setContestedArmies,
  settlePending,
  toCasualties,
  unitsAt,
} from "../board/index.js";
import { checkWins } from "../end/index.js";
import { drawRollLosses, mixedRollTable, nextFloat, rollTable, sampleRoll, type DiceRules } from "../math/index.js";
import { CONTESTED, DEED, problem, problems, scope, type ActionOf, type GameState, type Problem } from "../model/index.js";
import { UNTIL, type Game } from "../variant/index.js";
import { attackers, byLossOrder, handsOf, modifiedRules, type RollDice } from "./battle-dice.js";
import { takeTerritory } from "./conquest.js";
import { contestBattle, fireRanksOf, takeOrAwaitCasualties, type RankResume } from "./battle-ranks.js";
import type { MoveFamily } from "./family.js";
import { FEWEST_DRAWN, HUGE_BATTLE_ARMIES, mostLostARoll } from "./huge-battles.js";
import { revealMarkers } from "./markers.js";
import { rulesAtBattleEnd, rulesAtBattleStart, rulesAtConquest, rulesAtElimination } from "./rule-events.js";
import { countAttack, countLosses, countUnitDeed } from "./turn-tallies.js";

/**
 * CT2: why the current seat may not attack `to` from `from` when battles are at the round's end,
 * or undefined: the pieces of a contested territory stay there (its owner's too), and a territory
 * one seat contests is closed to every other.
 */
export function contestProblem(state: GameState, from: number, to: number): Problem | undefined {
  if (isContested(state, from)) return problem(problems.contestedEngaged);
  const invader = invaderOf(state, to);
  if (invader >= 0 && invader !== state.current) return problem(problems.contestedByOther);
  return undefined;
}

/** CT2: why an attack's extras (dice, rolls, an effect card, a strike) are refused when battles are at the round's end. */
export function contestExtrasProblem(action: ActionOf<"attack">): Problem | undefined {
  if (action.rolls !== undefined || action.dice !== undefined || action.effect !== undefined || action.strike) return problem(problems.noDiceNow);
  return undefined;
}

/** CT1: the armies that move in from `from`: every army that may attack, down to `stopAt` left behind when it is given. */
export function contestMovers(game: Game, state: GameState, from: number, stopAt?: number): number {
  const able = attackers(game, state, from);
  return stopAt === undefined ? able : Math.min(able, state.armies[from]! - stopAt);
}

/**
 * CT1: the attack moves in: its armies leave `from` for the row of `to` (a new one, or CT2 the
 * same invader's again), and the units that join it stand on `to`. Nobody rolls; `to` keeps its owner.
 */
export function moveIntoContest(game: Game, state: GameState, action: ActionOf<"attack">): void {
  const { from, to } = action;
  const moving = contestMovers(game, state, from, action.stopAt);
  const joined = game.units ? attackingUnits(game, state, state.current, from, to) : [];
  enterContest(game, state, from, to, moving, joined);
}

/**
 * CT1/XP2: `moving` armies of the current seat leave `from` for the row of `to` (a new one, or CT2
 * the same invader's again), and units `joined` stand on `to`: an attack's move in, and an expand's
 * invasion by a part of the pieces.
 */
export function enterContest(game: Game, state: GameState, from: number, to: number, moving: number, joined: readonly number[]): void {
  const seat = state.current;
  removeArmies(game, state, from, moving, true);
  contest(state, to, seat, moving);
  for (const u of joined) {
    moveUnit(state, u, to);
    countUnitDeed(state, u, DEED.attacked);
    countUnitDeed(state, u, DEED.moved);
  }
  countAttack(state, from);
}

/**
 * CT3/CT4: the battle of contested territory `t`, fought to the end; the flow (turn/flow.ts) makes
 * the invader the player to move for it, so the `battle start`/`battle end` rules, the losses and
 * a conquest are its, as in an attack.
 */
export function fightContest(game: Game, state: GameState, t: number, resume?: RankResume): void {
  const row = contestedRow(state, t)!;
  const seat = row[CONTESTED.seat]!;
  const armies = row[CONTESTED.armies]!;
  // CS3: a battle that waited for casualties goes on where its round stood.
  if (resume) {
    finishContest(game, state, t, seat, resume);
    return;
  }
  // An invader out of the game leaves no one to fight: its pieces there go (armies to its reserve).
  if (!state.alive[seat]) {
    endContest(state, t);
    toCasualties(game, state, seat, armies);
    for (const u of unitsAt(game, state, seat, t)) loseUnit(game, state, u);
    return;
  }
  // The invader holds the territory already (a rule or a partner's cession gave it): its pieces join the owner's.
  if (state.owner[t] === seat) {
    endContest(state, t);
    addArmies(game, state, t, armies);
    return;
  }
  if (game.rules) {
    rulesAtBattleStart(game, state, t, t);
    if (state.stage !== "play") return;
  }
  finishContest(game, state, t, seat);
}

/** CT3/CT4: the battle of `t` to its end (CS3: from where a casualty decision left it), then its outcome and its `battle end` rules. */
function finishContest(game: Game, state: GameState, t: number, seat: number, resume?: RankResume): void {
  const won = battleToTheEnd(game, state, t, seat, resume);
  if (won === "wait") return;
  if (won) conquerContested(game, state, t, seat);
  else lostContest(game, state, t, seat);
  if (state.stage !== "play") return;
  if (game.rules) {
    rulesAtBattleEnd(game, state, t, t);
    if (state.stage !== "play") return;
  }
  endLasting(game, state, UNTIL.battle);
}

/** The invader's armies in `t` now. */
const invading = (state: GameState, t: number) => contestedRow(state, t)?.[CONTESTED.armies] ?? 0;

/**
 * CT3: battle rounds until one side has no armies: RB1's ranks first where the variant has them,
 * then the classic comparison of the variant's dice (R6's condition on the dice may stop the
 * invader, who then loses). Every invading piece fights (nothing stays behind in a contested
 * territory); units add dice and fall after the armies, cheapest first (RB2), as in an attack.
 * The ties rule keeps the battle from taking both sides' last pieces in one round (C5, RB2), so a
 * territory is never left without a side. Whether the invader won.
 */
function battleToTheEnd(game: Game, state: GameState, t: number, seat: number, resume?: RankResume): boolean | "wait" {
  const defender = state.owner[t]!;
  const rules = modifiedRules(game, state, game.dice, t, t);
  const fewest = Math.max(1, rules.attackerMin);
  const generalRank = game.combat.ranks?.length ?? 0;
  for (let round = 0; ; round++) {
    const at = round === 0 ? resume : undefined;
    if (!isHeld(game, state, t)) return true;
    if (invading(state, t) < fewest) return false;
    if (game.combat.ranks) {
      // RB1/CS3: the ranks (a side choosing its casualties makes the battle wait).
      if (fireRanksOf(game, state, contestBattle(game, state, t, seat), rules, at) === "wait") return "wait";
      if (!isHeld(game, state, t)) return true;
      if (invading(state, t) < fewest) return false;
    }
    // CS3: the casualties waited for were the general rank's: this round is over.
    if (at && at.rank > generalRank) continue;
    const a = invading(state, t);
    const d = state.armies[t]!;
    const attackingUnits = byLossOrder(game, state, unitsAt(game, state, seat, t));
    const defendingUnits = byLossOrder(game, state, unitsAt(game, state, defender, t));
    const attackerDice = Math.min(rules.attackerMax, a + attackingUnits.length);
    const pieces = d + defendingUnits.length;
    const defenderDice = Math.max(Math.min(rules.defenderMax, pieces), Math.min(rules.defenderMin, pieces));
    if (rules.allowed && !rules.allowed(attackerDice, defenderDice)) return false;
    // Y8/F2: units roll their own dice among their side's, as in an attack (the territory is both ends).
    const dice: RollDice = {
      attacker: attackerDice,
      defender: defenderDice,
      allowed: true,
      armies: a,
      attackerUnits: attackingUnits,
      defenderUnits: defendingUnits,
      from: t,
      to: t,
    };
    const armiesOnly = attackingUnits.length === 0 && defendingUnits.length === 0;
    const table = armiesOnly ? rollTable(rules, attackerDice, defenderDice) : mixedRollTable(rules.ties, ...handsOf(game, state, rules, dice));
    // A huge battle of armies alone: the rounds that keep both sides' dice are drawn at once.
    if (armiesOnly && a + d >= HUGE_BATTLE_ARMIES) {
      const most = mostLostARoll(table);
      const rounds = Math.min(
        Math.floor((a - Math.max(rules.attackerMax, fewest)) / most.attacker),
        Math.floor((d - Math.max(rules.defenderMax, rules.defenderMin)) / most.defender),
      );
      if (rounds >= FEWEST_DRAWN) {
        const losses = drawRollLosses(table, rounds, state.rng);
        takeContestLosses(game, state, t, seat, defender, losses.attackerLoss, losses.defenderLoss, [], []);
        continue;
      }
    }
    const outcome = sampleRoll(table, nextFloat(state.rng));
    // CS3: with casualties by choice, the owners choose the general rank's losses too.
    if (game.combat.casualtiesByChoice && !armiesOnly) {
      if (takeOrAwaitCasualties(game, state, contestBattle(game, state, t, seat), outcome, generalRank, undefined) === "wait") return "wait";
      continue;
    }
    takeContestLosses(game, state, t, seat, defender, outcome.attackerLoss, outcome.defenderLoss, attackingUnits, defendingUnits);
  }
}

/** Losses of a battle round of `t`: armies first, then units (the last of each list first); the destroyed go to reserves or casualties. */
function takeContestLosses(
  game: Game,
  state: GameState,
  t: number,
  seat: number,
  defender: number,
  attackerLoss: number,
  defenderLoss: number,
  attackingUnits: readonly number[],
  defendingUnits: readonly number[],
): void {
  const a = invading(state, t);
  const d = state.armies[t]!;
  const [armiesA, armiesD] = [Math.min(attackerLoss, a), Math.min(defenderLoss, d)];
  setContestedArmies(state, t, a - armiesA);
  removeArmies(game, state, t, armiesD);
  toCasualties(game, state, seat, armiesA);
  toCasualties(game, state, defender, armiesD);
  countLosses(state, defender, armiesA, armiesD);
  const [unitsA, unitsD] = [Math.min(attackerLoss - armiesA, attackingUnits.length), Math.min(defenderLoss - armiesD, defendingUnits.length)];
  if (unitsA > 0) loseUnits(game, state, attackingUnits, unitsA);
  if (unitsD > 0) loseUnits(game, state, defendingUnits, unitsD);
  if (unitsA > 0 || unitsD > 0) countLosses(state, defender, unitsA, unitsD, true);
}

/** CT4: the defender held: the invader's row goes, and its units still there with it. */
function lostContest(game: Game, state: GameState, t: number, seat: number): void {
  const left = invading(state, t);
  endContest(state, t);
  if (left > 0) toCasualties(game, state, seat, left);
  for (const u of unitsAt(game, state, seat, t)) loseUnit(game, state, u);
}

/**
 * CT4: the invader won: it conquers `t` as an attack's conquest does (conquest.ts): its surviving
 * armies stand there, what stands on it is destroyed, kept or captured, the owner may be out
 * (taking its cards, C4), tokens are picked up, markers turned up, then the `conquest` rules (the
 * conquered territory in question, and its own `source`) and `elimination`'s, and the wins.
 */
function conquerContested(game: Game, state: GameState, t: number, seat: number): void {
  const loser = state.owner[t]!;
  const armies = invading(state, t);
  // Without `hold alone` a unit never holds a territory alone: the defending units go with it.
  const left = unitsAt(game, state, loser, t);
  for (const u of left) loseUnit(game, state, u);
  if (left.length > 0) countLosses(state, loser, 0, left.length, true);
  endContest(state, t);
  const eliminated = takeTerritory(game, state, t, seat);
  addArmies(game, state, t, armies);
  pickUpTokens(state, t, seat);
  if (game.markers) {
    revealMarkers(game, state, t, seat);
    if (state.stage !== "play") return;
  }
  earnCards(game, state, seat);
  if (game.rules) {
    rulesAtConquest(game, state, t, t);
    if (eliminated) rulesAtElimination(game, state);
    if (state.stage !== "play") return;
  }
  checkWins(game, state);
}

/**
 * CT4: the cards a conquest earns. The invader's turn is over, so its turn's `draw N when
 * conquered > 0` cannot see this conquest: each `draw` step of the turn whose condition a conquest
 * makes true (it holds with one conquest this turn and not with none) deals its cards now, once
 * for each battle won.
 */
function earnCards(game: Game, state: GameState, seat: number): void {
  if (!game.cards) return;
  const tally = state.conquered;
  for (const phase of game.phases)
    for (const step of phase.steps) {
      if (step.kind !== "draw" || !step.when) continue;
      state.conquered = 0;
      const without = step.when(scope(state, seat));
      state.conquered = 1;
      const earned = !without && step.when(scope(state, seat));
      state.conquered = tally;
      if (earned) drawCards(game, state, Math.max(0, step.count(scope(state, seat))));
    }
}

/** CT3: the round's first player names the contested territory whose battle is fought next. */
export const battle: MoveFamily<"battle"> = {
  type: "battle",
  enumerate({ state }, out) {
    for (const row of state.contested) out.push({ type: "battle", territory: row[CONTESTED.territory]! });
  },
  problem({ state, decision }, action) {
    if (decision.kind !== "battle") return problem(problems.notNow, "choose a battle", decision.kind);
    if (!Number.isInteger(action.territory) || !isContested(state, action.territory)) return problem(problems.notContested);
    return undefined;
  },
  /** The chosen territory's row goes first; the flow fights it, then asks again or fights the last (turn/flow.ts). */
  apply({ state }, action) {
    settlePending(state);
    contestFirst(state, action.territory);
    return "roundEnd";
  },
};
