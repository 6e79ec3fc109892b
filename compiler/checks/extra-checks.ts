// R3/R5/R14 checks: objectives, the army limit and effect cards.
import type * as A from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";

export function checkObjectives(section: A.ObjectivesDecl, ctx: CheckContext): void {
  for (const objective of section.objectives) {
    if (objective.members.length === 0) ctx.report("emptyObjective", objective.nameSpan, [objective.name]);
  }
}

export function checkLimits(section: A.LimitsDecl, ctx: CheckContext): void {
  reportRepeats(section.armies.map((e) => ({ span: e.span })), () => "armies", () => "`armies`", ctx);
  for (const armies of section.armies) ctx.exprs.wantInt(armies, "player", "an army limit");
}

export function checkEffects(section: A.EffectsDecl, ctx: CheckContext): void {
  for (const card of section.cards) {
    if (card.dealtWhen) ctx.exprs.wantBool(card.dealtWhen, "static");
    if (card.uses.length === 0) ctx.report("valueOutOfRange", card.nameSpan, [`effect card \`${card.name}\` has no use`]);
    for (const use of card.uses) if (use.when) ctx.exprs.wantBool(use.when, "player");
  }
}
