// Unit types as the exact odds read them outside a game (`riskc odds -a 3 -d 2 --attacker-leader
// Boss`, the playground's calculator): a type in one of its forms, as a battle sees one of its
// units, and a ranked battle's side made of so many pieces of each type (RB3). A game's own
// battles read its units where they stand (units.ts); these read the variant alone.
import type { RankedSide, UnitInBattle } from "../math/index.js";
import type { Game } from "../variant/index.js";

/** A unit type named by the user, with the form to fight in (its first without one). */
export interface UnitTypeChoice {
  type: string;
  form?: string;
}

/** Why a named type or form is not the variant's, in words (the CLI's usage error, the playground's answer). */
export type UnitTypeProblem = { problem: string };

/** Type `choice.type` in its form as a battle sees one of its units in `role`: its die (U1's conditions need an attack: the type's own), its bonus, its own-die bonus. */
export function unitTypeInBattle(game: Game, choice: UnitTypeChoice, role: "attack" | "defend"): UnitInBattle | UnitTypeProblem {
  const types = game.units?.types ?? [];
  const type = types.find((t) => t.name === choice.type);
  if (!type)
    return { problem: `no leader or unit type \`${choice.type}\` in this variant${types.length ? ` (${types.map((t) => t.name).join(", ")})` : ""}` };
  const form = choice.form === undefined ? type.forms[0] : type.forms.find((f) => f.name === choice.form);
  if (!form) return { problem: `\`${type.name}\` has no form \`${choice.form}\` (forms: ${type.forms.map((f) => f.name).join(", ")})` };
  const own = (role === "attack" ? form.attackOwn : form.defendOwn) ?? 0;
  return {
    die: type.die,
    bonus: role === "attack" ? form.attack : form.defend,
    ...(own > 0 ? { ownBonus: own } : {}),
    ...(type.holdAlone ? { holdsAlone: true } : {}),
  };
}

/**
 * RB3: a side of a ranked battle of `armies` armies and `pieces` units of each named type (in the
 * order given: the general rank reads their dice in that order), or the first problem with a name.
 */
export function rankedSideOf(
  game: Game,
  armies: number,
  pieces: ReadonlyMap<string, number>,
  role: "attack" | "defend",
): RankedSide | UnitTypeProblem {
  const units: UnitInBattle[] = [];
  for (const [type, count] of pieces) {
    const unit = unitTypeInBattle(game, { type }, role);
    if ("problem" in unit)
      return { problem: `no unit type \`${type}\` in this variant (${(game.units?.types ?? []).map((t) => t.name).join(", ")})` };
    for (let i = 0; i < count; i++) units.push(unit);
  }
  return { armies, ranked: (game.combat.ranks ?? []).map((r) => pieces.get(game.units!.types[r.type]!.name) ?? 0), units };
}
