// C8/R11/E16/Y13 end checks: typed conditions and rankings, and at least one way to end.
import type * as A from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";

export function checkEnd(end: A.EndDecl, ctx: CheckContext): void {
  for (const s of end.stmts) {
    switch (s.kind) {
      case "Win":
      case "Eliminated":
        ctx.exprs.wantBool(s.when, "player");
        break;
      case "EndWhen":
        ctx.exprs.wantBool(s.when, "game");
        for (const score of s.ranking) ctx.exprs.wantInt(score, "player", "a score");
        break;
      case "Ranking":
        for (const score of s.scores) ctx.exprs.wantInt(score, "player", "a score");
        break;
      case "Protect":
        ctx.exprs.wantBool(s.when, "game");
        break;
    }
  }
  const rollsEnd = [...ctx.symbols.phases.values()].some((p) => p.steps.some((s) => s.kind === "Roll"));
  if (!rollsEnd && !end.stmts.some((s) => s.kind === "Win" || s.kind === "EndWhen")) ctx.report("noWayToWin", end.span);
  reportRepeats(end.stmts.filter((s) => s.kind === "Ranking" || s.kind === "Protect" || s.kind === "Eliminated"), (s) => s.kind, (s) => `\`${s.kind.toLowerCase()}\``, ctx);
}
