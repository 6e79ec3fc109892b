// C5/R6/E6/Y8: who fights in an attack — the armies that must stay behind, those that may take
// part, and the dice each side rolls in the next roll (a leader's die among them).
import { attackingUnits, entryTerritories, isStaging, mayLeaveEmpty, unitInBattle, unitsAt } from "../board/index.js";
import {
  handOf,
  isOpen,
  seatSwitches,
  neighbours,
  withModifiers,
  withMostDice,
  withTies,
  type DiceHand,
  type DiceModifiers,
  type DiceRules,
  type NamedBonus,
  type UnitInBattle,
} from "../math/index.js";
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
  return isOpen(game.graph, seatSwitches(game.graph, state, state.owner[from]!), from, to);
}

/** The territories an attack from `from` may reach. */
export function attackTargetsFrom(game: Game, state: GameState, from: number): readonly number[] {
  if (isStaging(game, from)) return entryTerritories(game, state, state.owner[from]!) ?? [];
  return neighbours(game.graph, seatSwitches(game.graph, state, state.owner[from]!), from);
}

/**
 * RB2: a side's units in the order a battle takes them with ranks: the dearest first, so that
 * losses, which take the last of a list first (Y8), take the cheapest first; without ranks, as listed.
 */
export function byLossOrder(game: Game, state: Pick<ReadonlyState, "unitType">, units: readonly number[]): readonly number[] {
  const place = game.combat.lossPlace;
  if (!place || units.length < 2) return units;
  return [...units].sort((u, v) => place[state.unitType[v]!]! - place[state.unitType[u]!]!);
}

/** Dice each side rolls in `from` → `to` now, and whether the rules let that roll happen (R6). */
export interface RollDice {
  attacker: number;
  defender: number;
  allowed: boolean;
  /** Attacking armies in the fight (losses fall on them before the units). */
  armies: number;
  /** Y8/F2: the units fighting on each side, in order (the last falls first). */
  attackerUnits: readonly number[];
  defenderUnits: readonly number[];
  /** The attack: where from, where into (U1: a unit's die size reads it). */
  from: number;
  to: number;
}

/** The defender's dice with `pieces` in the territory (the most allowed, D6 in this attack, or C5 the most it chose; at least the rule's minimum). */
function defenderDice(rules: DiceRules, pieces: number, chosen?: number): number {
  return Math.max(Math.min(chosen ?? rules.defenderMax, pieces), Math.min(rules.defenderMin, pieces));
}

/**
 * C5 (`defender dice 1..2 by choice`): the dice counts the defender of `to` may choose from, fewest
 * first, or undefined when it has no choice (one count only, a neutral seat, or an empty territory).
 */
/** The most dice the defender of `to` may roll (its pieces, at most the rules' most). */
export function defenceMost(game: Game, state: GameState, to: number): number {
  const owner = state.owner[to]!;
  return Math.min(game.dice.defenderMax, state.armies[to]! + (owner >= 0 ? unitsAt(game, state, owner, to).length : 0));
}

export function defenceChoices(game: Game, state: GameState, to: number): [number, number] | undefined {
  const owner = state.owner[to]!;
  if (owner < 0 || owner >= state.players) return undefined;
  const pieces = state.armies[to]! + unitsAt(game, state, owner, to).length;
  const fewest = Math.min(game.dice.defenderMin, pieces);
  const most = Math.min(game.dice.defenderMax, pieces);
  return fewest < most ? [fewest, most] : undefined;
}

/**
 * The dice of the next roll from `from` into `to` and whether the rules let it happen (R6).
 * A leader in a territory of the battle fights as one of its side's dice (Y8); a `strike` (Y9)
 * is the attacking leader alone. `rules` are the attack's (D6: its most dice; modifiedRules).
 */
export function rollDice(
  game: Game,
  state: GameState,
  from: number,
  to: number,
  wanted?: number,
  strike?: number,
  defended?: number,
  rules: DiceRules = game.dice,
  joined?: readonly number[],
): RollDice {
  const seat = state.current;
  // Y9: a strike is the striking unit alone. PB13: the units that joined the attack as it started
  // (`joined`: those still standing there), else those that would join it now.
  const candidates =
    strike !== undefined
      ? state.unitAt[strike] === from
        ? [strike]
        : []
      : joined
        ? unitsAt(game, state, seat, from).filter((u) => joined.includes(u))
        : attackingUnits(game, state, seat, from, to);
  // RB2: with ranks, a roll's losses beyond the armies take the cheapest units first.
  const aUnits = byLossOrder(game, state, candidates);
  const dUnits = byLossOrder(game, state, unitsAt(game, state, state.owner[to]!, to));
  const fighting = strike !== undefined ? 0 : attackers(game, state, from);
  const attacker = strike !== undefined ? aUnits.length : Math.min(rules.attackerMax, fighting + aUnits.length, wanted ?? Infinity);
  const defender = defenderDice(rules, state.armies[to]! + dUnits.length, defended);
  const enough = strike !== undefined ? attacker === 1 : fighting >= rules.attackerMin;
  const allowed = enough && (!rules.allowed || rules.allowed(attacker, defender));
  return { attacker, defender, allowed, armies: fighting, attackerUnits: aUnits, defenderUnits: dUnits, from, to };
}

/** Whether the rules let the next roll of an attack from `from` (with `fighting` armies able to fight) into `to` happen (R6). */
export function rollAllowed(game: Game, state: GameState, from: number, to: number, fighting: number): boolean {
  if (fighting < game.dice.attackerMin) return false;
  if (!game.dice.allowed) return true;
  // D6: the attack's most dice (only when some count has a condition: the enumeration asks this often).
  const rules = game.combat.diceCounts ? modifiedRules(game, state, game.dice, from, to) : game.dice;
  const attacker = Math.min(rules.attackerMax, fighting + attackingUnits(game, state, state.current, from, to).length);
  return rules.allowed!(attacker, defenderDice(rules, state.armies[to]! + unitsAt(game, state, state.owner[to]!, to).length));
}

const asBattle = (game: Game, state: GameState, units: readonly number[], role: "attack" | "defend", dice: RollDice): UnitInBattle[] =>
  units.flatMap((u) => unitInBattle(game, state, u, role, { state, from: dice.from, to: dice.to }) ?? []);

/** The dice of each side of a roll (Y8: units' dice among them) and their bonuses (Y9, E12, F4: the rules' modifiers). */
export function handsOf(game: Game, state: GameState, rules: DiceRules, dice: RollDice): [DiceHand, DiceHand] {
  return [
    handOf(rules, dice.attacker, asBattle(game, state, dice.attackerUnits, "attack", dice), "attacker"),
    handOf(rules, dice.defender, asBattle(game, state, dice.defenderUnits, "defend", dice), "defender"),
  ];
}

/**
 * F4: the rules for an attack from `from` into `to`, with the modifiers whose conditions hold as
 * it starts; D1–D5: the dice pipeline's steps (bonuses on named dice, extra dice, re-rolls of the
 * lowest, die sizes, ties under a condition: the last size and tie rule that hold win).
 */
export function modifiedRules(game: Game, state: GameState, rules: DiceRules, from: number, to: number): DiceRules {
  const { modifiers, tieRules, diceCounts } = game.combat;
  if (!modifiers && !tieRules && !diceCounts) return rules;
  let out = diceCounts ? mostDiceAt(game, state, rules, from, to) : rules;
  if (modifiers) {
    const mods: DiceModifiers = { attackerBonus: 0, defenderBonus: 0, attackerReroll: 0, defenderReroll: 0 };
    for (const m of modifiers) {
      const attacking = m.side === "attacker";
      const seat = attacking ? state.current : state.owner[to]!;
      const s = { state, seat, dice: 0, territory: to, source: from };
      if (m.when && !m.when(s)) continue;
      const bonus = m.bonus ? Math.max(0, m.bonus(s)) : 0;
      if (m.on !== undefined) {
        if (bonus > 0) {
          const named: NamedBonus = { on: m.on, amount: bonus };
          if (attacking) mods.attackerNamed = [...(mods.attackerNamed ?? []), named];
          else mods.defenderNamed = [...(mods.defenderNamed ?? []), named];
        }
      } else if (attacking) mods.attackerBonus += bonus;
      else mods.defenderBonus += bonus;
      const lowest = m.rerollLowest ? Math.max(0, Math.min(MAX_DICE, m.rerollLowest(s))) : 0;
      if (attacking) {
        mods.attackerReroll = Math.max(mods.attackerReroll, m.reroll);
        if (lowest > 0) mods.attackerRerollLowest = Math.max(mods.attackerRerollLowest ?? 0, lowest);
        if (m.extra > 0) mods.attackerExtra = (mods.attackerExtra ?? 0) + m.extra;
        if (m.sides > 0) mods.attackerSides = m.sides;
      } else {
        mods.defenderReroll = Math.max(mods.defenderReroll, m.reroll);
        if (lowest > 0) mods.defenderRerollLowest = Math.max(mods.defenderRerollLowest ?? 0, lowest);
        if (m.extra > 0) mods.defenderExtra = (mods.defenderExtra ?? 0) + m.extra;
        if (m.sides > 0) mods.defenderSides = m.sides;
      }
    }
    out = withModifiers(out, mods);
  }
  if (tieRules) {
    let ties: "attacker" | "defender" | undefined;
    for (const t of tieRules) {
      const seat = t.side === "attacker" ? state.current : state.owner[to]!;
      if (t.when({ state, seat, dice: 0, territory: to, source: from })) ties = t.side;
    }
    if (ties) out = withTies(out, ties);
  }
  return out;
}

/** D6: the rules with each side's most dice of the `dice` rules whose conditions hold as the attack starts (the last that holds wins). */
function mostDiceAt(game: Game, state: GameState, rules: DiceRules, from: number, to: number): DiceRules {
  let attackerMax = rules.attackerMax;
  let defenderMax = rules.defenderMax;
  for (const d of game.combat.diceCounts!) {
    const attacking = d.side === "attacker";
    const seat = attacking ? state.current : state.owner[to]!;
    if (!d.when({ state, seat, dice: 0, territory: to, source: from })) continue;
    if (attacking) attackerMax = d.max;
    else defenderMax = d.max;
  }
  return withMostDice(rules, attackerMax, defenderMax);
}

/** A side rolls at most 10 dice (RISK4027): a re-roll count beyond that is all of them. */
const MAX_DICE = 10;

/** The next roll of an attack as the engine rolls it: each side's dice (Y8: units' among them; F4: with modifiers) and who wins ties. */
export interface NextRoll {
  attacker: DiceHand;
  defender: DiceHand;
  ties: "attacker" | "defender";
  /** Whether a unit fights in it (its losses may fall on units, beyond the armies). */
  units: boolean;
}

/**
 * The next roll of an attack from `from` into `to` (with `wanted` dice at most), as the attack
 * would roll it without effect cards; undefined when the rules let no roll happen (R6). For
 * showing a roll's dice: the engine itself draws the outcome from its exact table.
 */
export function nextRoll(game: Game, state: GameState, from: number, to: number, wanted?: number): NextRoll | undefined {
  const rules = modifiedRules(game, state, game.dice, from, to);
  const dice = rollDice(game, state, from, to, wanted, undefined, undefined, rules);
  if (!dice.allowed) return undefined;
  const [attacker, defender] = handsOf(game, state, rules, dice);
  return { attacker, defender, ties: rules.ties, units: dice.attackerUnits.length + dice.defenderUnits.length > 0 };
}
