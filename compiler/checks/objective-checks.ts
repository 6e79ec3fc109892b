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
      ctx.report(
        "badObjective",
        instead.objectiveSpan,
        [`there is no objective \`${instead.objective}\` to take the place of \`${objective.name}\``],
        didYouMean(instead.objective, byName.keys()),
      );
    else if (other === objective) ctx.report("badObjective", instead.objectiveSpan, [`\`${objective.name}\` cannot take its own place`]);
    else if (other.instead)
      ctx.report("badObjective", instead.objectiveSpan, [
        `\`${other.name}\` is replaced itself when it becomes impossible: an objective takes the place of one that is not (no chains)`,
      ]);
  }
}
