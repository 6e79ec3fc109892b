// R5/E2 limit checks: the army limit and the pieces of a seat are given once, as numbers.
import type * as A from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";

/** R5: at most N armies on the board per player; E2: each seat's pieces. */
export function checkLimits(section: A.LimitsDecl, ctx: CheckContext): void {
  reportRepeats(
    section.armies.map((e) => ({ span: e.span })),
    () => "armies",
    () => "`armies`",
    ctx,
  );
  for (const armies of section.armies) ctx.exprs.wantInt(armies, "player", "an army limit");
  reportRepeats(
    section.pieces.map((e) => ({ span: e.span })),
    () => "pieces",
    () => "`pieces`",
    ctx,
  );
  // E2: each seat's pieces may depend on its seat and the factions it plays.
  for (const pieces of section.pieces) ctx.exprs.wantInt(pieces, "seat", "a number of pieces");
}
