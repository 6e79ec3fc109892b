// R3/M1–M4 objective checks: an objective lists territories or has a condition, and `instead`
// names another objective that is not replaced itself.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { CheckContext } from "./context.js";

/** R3/M1–M4: an objective lists territories or has a condition; `dealt when` reads what is known as they are dealt; `instead` names another objective that is not replaced itself. */
export function checkObjectives(section: A.ObjectivesDecl, ctx: CheckContext): void {
  const byName = new Map(section.objectives.map((o) => [o.name, o]));
  for (const objective of section.objectives) {
    if (objective.members.length === 0 && !objective.when) ctx.report("emptyObjective", objective.nameSpan, [objective.name]);
    if (objective.when) ctx.exprs.wantBool(objective.when, "player");
    if (objective.dealt) ctx.exprs.wantBool(objective.dealt, "deal");
    const instead = objective.instead;
    if (!instead) continue;
    ctx.exprs.wantBool(instead.when, "player");
    const other = byName.get(instead.objective);
    if (!other)
      ctx.report("unknownReplacement", instead.objectiveSpan, [instead.objective, objective.name], didYouMean(instead.objective, byName.keys()));
    else if (other === objective) ctx.report("objectiveReplacesItself", instead.objectiveSpan, [objective.name]);
    else if (other.instead)
      ctx.report("insteadChain", instead.objectiveSpan, [other.name], { labels: [{ span: other.instead.objectiveSpan, message: "replaced here" }] });
  }
}
