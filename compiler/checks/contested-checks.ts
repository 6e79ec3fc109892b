// CT6 checks (docs/language-design.md, part E item 2): `battles at round end` is written so, and
// not with what the engine does not build beside it: the defender's choice of dice (asked in the
// middle of an attack), factions (their empty territories and starting points move in without a
// battle) and a unit that strikes alone (a battle fought at once). `contested` read in a variant
// without it is expressions.ts's warning (RISK4283).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { CheckContext } from "./context.js";

type BattlesStmt = Extract<A.CombatStmt, { kind: "BattlesAtRoundEnd" }>;

export function checkContested(combat: A.CombatDecl, ctx: CheckContext): void {
  const battles = combat.stmts.find((s): s is BattlesStmt => s.kind === "BattlesAtRoundEnd");
  if (!battles) return;
  if (battles.word.text !== "round")
    ctx.report("battlesNotAtRoundEnd", battles.word.span, [battles.word.text], { help: "write `battles at round end`" });
  const label = [{ span: battles.span, message: "battles at the round's end" }];
  for (const s of combat.stmts) if (s.kind === "Dice" && s.chosen) ctx.report("battlesWithChosenDice", s.chosen.span, [], { labels: label });
  const factions = sectionsOf(ctx.symbols.file, "Factions")[0];
  if (factions) ctx.report("battlesWithFactions", battles.span, [], { labels: [{ span: factions.span, message: "the factions" }] });
  for (const leaders of sectionsOf(ctx.symbols.file, "Leaders")) {
    const strike = findStrike(leaders);
    if (strike) ctx.report("battlesWithStrike", strike, [], { labels: label });
  }
}

/** The span of the first `strike` power in a units section (a form's, or a unit's own). */
function findStrike(x: unknown): A.Span | undefined {
  if (Array.isArray(x)) {
    for (const item of x) {
      const found = findStrike(item);
      if (found) return found;
    }
    return undefined;
  }
  if (x === null || typeof x !== "object") return undefined;
  const o = x as { kind?: unknown; span?: A.Span };
  if (o.kind === "strike" && o.span) return o.span;
  for (const value of Object.values(o)) {
    const found = findStrike(value);
    if (found) return found;
  }
  return undefined;
}
