// C5/C6/R6 combat checks: die size, dice ranges, conquest minimum, statements given once.
import type * as A from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";

export function checkCombat(combat: A.CombatDecl, ctx: CheckContext): void {
  reportRepeats(
    combat.stmts,
    (s) => (s.kind === "Dice" ? `Dice:${s.side}` : s.kind),
    (s) => (s.kind === "Dice" ? `\`${s.side} dice\`` : `\`${s.kind.toLowerCase()}\``),
    ctx,
  );
  for (const s of combat.stmts) {
    switch (s.kind) {
      case "Die":
        if (s.sides < 2 || s.sides > 100) ctx.report("badDiceRange", s.span, [`a die has 2 to 100 sides, not ${s.sides}`]);
        break;
      case "Dice": {
        const { from, to } = s.range;
        if (from < 1 || from > to || to > 10)
          ctx.report("badDiceRange", s.range.span, [`${s.side} dice ${from}..${to} must be low..high with 1 <= low <= high <= 10`]);
        if (s.leave) {
          if (s.side === "defender") ctx.report("valueOutOfRange", s.leave.span, ["only the attacker leaves armies behind"]);
          ctx.exprs.wantInt(s.leave, "territory", "armies left behind");
        }
        break;
      }
      case "Conquer":
        ctx.exprs.wantInt(s.atLeast, "conquer", "armies moved in");
        break;
      case "Keep":
        ctx.exprs.wantInt(s.keep, "conquer", "armies kept in the attacking territory");
        break;
      case "Require":
        ctx.exprs.wantBool(s.condition, "dice");
        break;
      case "Ties":
      case "DiceMax":
        break;
    }
  }
  for (const side of ["attacker", "defender"] as const) {
    if (!combat.stmts.some((s) => s.kind === "Dice" && s.side === side))
      ctx.report("missingSection", combat.span, [`\`${side} dice\` rule in its combat block`]);
  }
}
