// Exact battle odds (C5, R6, Y3, Y8, Y9): the Markov chain over (attackers, defenders, and
// how many of each side's units still fight) that gives the distribution of how a battle ends.
import {
  diceFor,
  handOf,
  mixedRollTable,
  rollTable,
  unitList,
  type DiceRules,
  type RollTable,
  type UnitInBattle,
  type UnitsInBattle,
} from "./dice.js";

export interface BattleOutcome {
  attackers: number;
  defenders: number;
  probability: number;
  /** Y3: a defending unit (a leader) still holds the territory alone (the name the CLI's and playground's odds print). */
  defenderLeader?: boolean;
}

export interface BattleOdds {
  attackers: number;
  defenders: number;
  /** Probability that the defenders are all destroyed. */
  attackerWins: number;
  /** Where the battle stands when it ends (or after `rolls` rolls), most attackers first. */
  outcomes: BattleOutcome[];
}

/** The units (a leader is one) fighting on each side: one, several, or none. */
type SideUnits = { attacker?: UnitsInBattle; defender?: UnitsInBattle };

/**
 * Exact odds of `attackers` (armies taking part, not those left behind) against `defenders`,
 * both sides rolling the most dice allowed, from the Markov chain over (attackers, defenders,
 * attacking units still fighting, defending units still fighting). A unit (Y8: a leader) rolls
 * its own die as one of its side's dice and adds its bonus to one die; losses fall on armies
 * first, and a unit goes when its side loses more comparisons than it has armies. The chain is absorbed when either side
 * has no armies left, or when the rules forbid the next roll (R6); `rolls` stops it early.
 * Outcomes count armies (the units' fate is summed over).
 *
 * A fight to the end is one pass over the states, from the most pieces down (every roll takes
 * at least one piece); `rolls` rolls are that many passes over every state (battleOddsByRolls).
 */
export function battleOdds(rules: DiceRules, attackers: number, defenders: number, rolls = Infinity, units: SideUnits = {}): BattleOdds {
  if (rolls !== Infinity) return battleOddsByRolls(rules, attackers, defenders, rolls, units);
  const chain = new Chain(rules, attackers, defenders, units);
  if (chain.na === 0 && chain.nd === 0) return plainBattleOdds(rules, attackers, defenders);
  const done = new Float64Array(chain.size);
  const mass = new Float64Array(chain.size);
  const start = chain.index(attackers, defenders, chain.na, chain.nd);
  if (attackers > 0 && chain.stands(defenders, chain.nd)) mass[start] = 1;
  else done[start] = 1;
  for (let pieces = attackers + defenders + chain.na + chain.nd; pieces > 0; pieces--) {
    for (let a = Math.min(attackers, pieces); a >= 1; a--) {
      for (let al = 0; al <= chain.na; al++) {
        for (let dl = 0; dl <= chain.nd; dl++) {
          const d = pieces - a - al - dl;
          if (d < 0 || d > defenders) continue;
          const here = chain.index(a, d, al, dl);
          const p = mass[here]!;
          if (p === 0) continue;
          mass[here] = 0;
          chain.roll(p, a, d, al, dl, here, done, mass);
        }
      }
    }
  }
  return chain.odds(done, mass);
}

/** The largest battle (attackers × defenders) `battleOdds` computes without units; with them, a quarter. */
export const MAX_BATTLE_CELLS = 4_000_000;

/**
 * A fight to the end without units: the chain over (attackers, defenders) only, one pass from
 * the most armies down (a quarter of the memory of the chain with units, for large battles).
 */
function plainBattleOdds(rules: DiceRules, attackers: number, defenders: number): BattleOdds {
  const width = defenders + 1;
  const mass = new Float64Array((attackers + 1) * width);
  const done = new Float64Array((attackers + 1) * width);
  if (attackers > 0 && defenders > 0) mass[attackers * width + defenders] = 1;
  else done[attackers * width + defenders] = 1;
  for (let total = attackers + defenders; total > 1; total--) {
    for (let a = Math.min(attackers, total - 1); a >= 1 && total - a <= defenders; a--) {
      const d = total - a;
      const here = a * width + d;
      const p = mass[here]!;
      if (p === 0) continue;
      const [ad, dd] = diceFor(rules, a, d);
      if (rules.allowed && !rules.allowed(ad, dd)) {
        done[here]! += p;
        continue;
      }
      for (const o of rollTable(rules, ad, dd).outcomes) {
        const na = a - o.attackerLoss;
        const nd = d - o.defenderLoss;
        const there = na * width + nd;
        if (na === 0 || nd === 0) done[there]! += p * o.probability;
        else mass[there]! += p * o.probability;
      }
    }
  }
  const outcomes: BattleOutcome[] = [];
  let attackerWins = 0;
  for (let a = attackers; a >= 0; a--)
    for (let d = 0; d <= defenders; d++) {
      const p = done[a * width + d]!;
      if (p === 0) continue;
      outcomes.push({ attackers: a, defenders: d, probability: p });
      if (d === 0) attackerWins += p;
    }
  return { attackers, defenders, attackerWins, outcomes };
}

/**
 * The states and rolls of one battle's chain: (attackers, defenders, how many of each side's units
 * still fight). Units fall after the armies, the last of a side's list first, so the units still
 * fighting are always the first of the list and a count says which.
 */
class Chain {
  readonly width: number;
  readonly size: number;
  /** Whether any defending unit holds the territory alone (Y3): then a state with no defending armies may go on. */
  readonly holds: boolean;
  /** Units fighting on each side at the start. */
  readonly na: number;
  readonly nd: number;
  private readonly attackerUnits: readonly UnitInBattle[];
  private readonly defenderUnits: readonly UnitInBattle[];
  /** Y3: with `dl` defending units still fighting, whether one of them holds the territory alone. */
  private readonly holdsWith: boolean[];
  private readonly tables = new Map<number, RollTable>();
  constructor(
    private readonly rules: DiceRules,
    readonly attackers: number,
    readonly defenders: number,
    units: SideUnits,
  ) {
    this.attackerUnits = unitList(units.attacker);
    this.defenderUnits = unitList(units.defender);
    this.na = this.attackerUnits.length;
    this.nd = this.defenderUnits.length;
    this.width = defenders + 1;
    this.size = (attackers + 1) * this.width * (this.na + 1) * (this.nd + 1);
    this.holdsWith = Array.from({ length: this.nd + 1 }, (_, dl) => this.defenderUnits.slice(0, dl).some((u) => u.holdsAlone === true));
    this.holds = this.holdsWith[this.nd]!;
  }

  index(a: number, d: number, al: number, dl: number): number {
    return ((a * this.width + d) * (this.na + 1) + al) * (this.nd + 1) + dl;
  }

  stands(d: number, dl: number): boolean {
    return d > 0 || this.holdsWith[dl]!;
  }

  /** One roll from a live state holding mass `p`: its outcomes go to `done` (absorbed) or `next`. Returns whether any stays live. */
  roll(p: number, a: number, d: number, al: number, dl: number, here: number, done: Float64Array, next: Float64Array): boolean {
    const { rules } = this;
    const [ad, dd] = diceFor(rules, a + al, d + dl);
    if (rules.allowed && !rules.allowed(ad, dd)) {
      // The attacker may not roll here (R6): the battle stops where it stands.
      done[here]! += p;
      return false;
    }
    // The shared cache is keyed by text; a local index keeps that off the hot loop.
    const tableKey = ((ad * 64 + dd) * (this.na + 1) + al) * (this.nd + 1) + dl;
    let table = this.tables.get(tableKey);
    if (!table) {
      table = mixedRollTable(
        rules.ties,
        handOf(rules, ad, this.attackerUnits.slice(0, al), "attacker"),
        handOf(rules, dd, this.defenderUnits.slice(0, dl), "defender"),
      );
      this.tables.set(tableKey, table);
    }
    let live = false;
    for (const o of table.outcomes) {
      // Losses beyond a side's armies take its units, the last still fighting first.
      const na = Math.max(0, a - o.attackerLoss);
      const nal = o.attackerLoss > a ? Math.max(0, al - (o.attackerLoss - a)) : al;
      const nd = Math.max(0, d - o.defenderLoss);
      const ndl = o.defenderLoss > d ? Math.max(0, dl - (o.defenderLoss - d)) : dl;
      const q = p * o.probability;
      const there = this.index(na, nd, nal, ndl);
      if (na === 0 || !this.stands(nd, ndl)) done[there]! += q;
      else {
        next[there]! += q;
        live = true;
      }
    }
    return live;
  }

  /** The distribution of where the battle stands: absorbed (`done`) or still going (`live`, after a number of rolls). */
  odds(done: Float64Array, live: Float64Array): BattleOdds {
    const { attackers, defenders } = this;
    const outcomes: BattleOutcome[] = [];
    let attackerWins = 0;
    for (let a = attackers; a >= 0; a--) {
      for (let d = 0; d <= defenders; d++) {
        // Units are summed over, except a unit holding the territory alone (Y3): an outcome of its own.
        let p = 0;
        let alone = 0;
        for (let al = 0; al <= this.na; al++) {
          for (let dl = 0; dl <= this.nd; dl++) {
            const q = done[this.index(a, d, al, dl)]! + live[this.index(a, d, al, dl)]!;
            if (this.stands(d, dl) && d === 0) alone += q;
            else p += q;
          }
        }
        if (p > 0) outcomes.push({ attackers: a, defenders: d, probability: p });
        if (d === 0) attackerWins += p;
        if (alone > 0) outcomes.push({ attackers: a, defenders: 0, probability: alone, defenderLeader: true });
      }
    }
    return { attackers, defenders, attackerWins, outcomes };
  }
}

/** The chain run roll by roll: `rolls` passes over every state (also the reference the one-pass chain is tested against). */
export function battleOddsByRolls(rules: DiceRules, attackers: number, defenders: number, rolls = Infinity, units: SideUnits = {}): BattleOdds {
  const chain = new Chain(rules, attackers, defenders, units);
  let mass = new Float64Array(chain.size);
  const done = new Float64Array(chain.size);
  const start = chain.index(attackers, defenders, chain.na, chain.nd);
  let live = attackers > 0 && chain.stands(defenders, chain.nd);
  if (live) mass[start] = 1;
  else done[start] = 1;
  for (let roll = 0; roll < rolls && live; roll++) {
    const next = new Float64Array(chain.size);
    live = false;
    for (let a = 1; a <= attackers; a++)
      for (let d = chain.holds ? 0 : 1; d <= defenders; d++)
        for (let al = 0; al <= chain.na; al++)
          for (let dl = 0; dl <= chain.nd; dl++) {
            if (!chain.stands(d, dl)) continue;
            const here = chain.index(a, d, al, dl);
            const p = mass[here]!;
            if (p !== 0 && chain.roll(p, a, d, al, dl, here, done, next)) live = true;
          }
    mass = next;
  }
  return chain.odds(done, mass);
}

/**
 * Y9: the probability that a unit (a leader) striking alone destroys all `defenders` (no defending
 * unit). It rolls one die, so each roll either takes one defender or ends it: the chance is the
 * product of the single-roll chances as the defenders fall from `defenders` to 1.
 */
export function strikeOdds(rules: DiceRules, striker: UnitInBattle, defenders: number): number {
  let p = 1;
  for (let d = defenders; d >= 1; d--) {
    const [, dd] = diceFor(rules, 1, d);
    if (rules.allowed && !rules.allowed(1, dd)) return 0;
    const table = mixedRollTable(rules.ties, handOf(rules, 1, striker, "attacker"), handOf(rules, dd, undefined, "defender"));
    p *= table.outcomes.reduce((sum, o) => (o.defenderLoss > 0 ? sum + o.probability : sum), 0);
  }
  return p;
}

/**
 * P(attackers destroy all defenders) for a fight to the end, exact for any numbers of armies: a
 * table over (attackers, defenders) filled in order (each roll takes at least one army, so every
 * entry reads entries already filled), grown as larger battles are asked for. The greedy bot asks
 * this for every attack it considers.
 */
export class WinOdds {
  /** rows[a][d] for a < rows.length, d < columns. */
  private readonly rows: Float64Array[] = [];
  private columns = 0;
  constructor(private readonly rules: DiceRules) {}

  get(attackers: number, defenders: number): number {
    if (defenders <= 0) return 1;
    if (attackers <= 0) return 0;
    if (attackers >= this.rows.length || defenders >= this.columns) this.grow(attackers, defenders);
    return this.rows[attackers]![defenders]!;
  }

  /**
   * At least doubles what it outgrows (a big map's stacks climb an army at a time: growing to
   * each new size exactly was quadratic); rows already of the right width are kept.
   */
  private grow(attackers: number, defenders: number): void {
    const columns = defenders < this.columns ? this.columns : Math.max(defenders + 1, 2 * this.columns, 8);
    const rows = attackers < this.rows.length ? this.rows.length : Math.max(attackers + 1, 2 * this.rows.length, 8);
    for (let a = 0; a < rows; a++) {
      const old = this.rows[a];
      if (old && old.length === columns) continue;
      const row = new Float64Array(columns);
      if (old) row.set(old);
      const from = old ? old.length : 0;
      this.rows[a] = row;
      for (let d = from; d < columns; d++) row[d] = this.entry(a, d);
    }
    this.columns = columns;
  }

  private entry(a: number, d: number): number {
    if (d <= 0) return 1;
    if (a <= 0) return 0;
    const [ad, dd] = diceFor(this.rules, a, d);
    if (this.rules.allowed && !this.rules.allowed(ad, dd)) return 0;
    let p = 0;
    for (const o of rollTable(this.rules, ad, dd).outcomes) {
      const na = a - o.attackerLoss;
      const nd = d - o.defenderLoss;
      p += o.probability * (nd <= 0 ? 1 : na <= 0 ? 0 : this.rows[na]![nd]!);
    }
    return p;
  }
}
