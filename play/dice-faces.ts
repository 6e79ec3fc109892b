// The dice as rolled, for the log: the engine draws a roll's outcome (who loses how many) from
// its exact table, never faces. To show faces, they are drawn afterwards from the exact
// distribution of faces given the outcome that happened — each die of its size (Y8), re-rolled
// once at or below a modifier's threshold (F4), the dice pipeline (D1–D5: extra dice, the lowest
// rolled again, named bonuses), the bonus and tie rule as the roll had them — from
// a display-only generator seeded by the game's seed and the action's index. The game's own
// generator never moves for it, so games are the same with or without faces, and a replay
// shows the same faces again.
import { deriveSeed, nextInt, rollFaces, rollLosses, seedRng, type NextRoll, type RngState } from "../engine/index.js";

/** The faces of one roll, each side's sorted highest first, and the bonus each side added to one die. */
export interface RolledFaces {
  attacker: number[];
  defender: number[];
  attackerBonus: number;
  defenderBonus: number;
}

/** Armies each side lost in a roll. */
export interface RollLoss {
  attackerLoss: number;
  defenderLoss: number;
}

/** Tries before giving up on faces (an outcome the roll cannot have): far beyond any possible outcome's need. */
const MOST_TRIES = 1_000_000;

/** The display-only generator of the action at `index` of a game seeded with `seed`. */
export function facesRng(seed: number, index: number): RngState {
  return seedRng(deriveSeed(deriveSeed(seed, 0xd1ce), index));
}

/**
 * Faces for `roll` that give `loss`, drawn from the faces' exact distribution given that outcome:
 * rolls are drawn as the dice fall until one gives the outcome (each try is a fair roll, so the
 * accepted one is a draw from the conditional distribution). Undefined when no faces give it.
 */
export function facesFor(roll: Pick<NextRoll, "attacker" | "defender" | "ties">, loss: RollLoss, rng: RngState): RolledFaces | undefined {
  const die = (sides: number) => 1 + nextInt(rng, sides);
  for (let tries = 0; tries < MOST_TRIES; tries++) {
    const attacker = rollFaces(roll.attacker, die);
    const defender = rollFaces(roll.defender, die);
    const [a, d] = rollLosses(roll.ties, roll.attacker, attacker, roll.defender, defender);
    if (a === loss.attackerLoss && d === loss.defenderLoss)
      return {
        attacker: attacker.sort((x, y) => y - x),
        defender: defender.sort((x, y) => y - x),
        attackerBonus: roll.attacker.bonus,
        defenderBonus: roll.defender.bonus,
      };
  }
  return undefined;
}

/** The faces in words: `6 5 2 vs 4 3`, a bonus as `+1` after its side's faces. */
export function facesWords(faces: RolledFaces): string {
  const side = (dice: number[], bonus: number) => `${dice.join(" ")}${bonus > 0 ? ` +${bonus}` : ""}`;
  return `${side(faces.attacker, faces.attackerBonus)} vs ${side(faces.defender, faces.defenderBonus)}`;
}
