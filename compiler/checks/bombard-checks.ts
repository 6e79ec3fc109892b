// BB3/BK3 checks (docs/language-design.md, part E, "what still keeps Risk Europe", item 5): a
// `bombard` step names a unit type, fires 1 to 10 dice a piece with a threshold on the type's die,
// and its conditions read the territory fired from (`from where`) and the one fired at (`at
// where`, with `source`).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { CheckContext } from "./context.js";

type BombardStep = Extract<A.PhaseStep, { kind: "Bombard" }>;

export function checkBombard(step: BombardStep, ctx: CheckContext): void {
  if (step.from) ctx.exprs.wantBool(step.from, "territory");
  if (step.at) ctx.exprs.wantBool(step.at, "pair");
  const types = sectionsOf(ctx.symbols.file, "Leaders").flatMap((l) => l.units);
  const type = types.find((t) => t.name.text === step.unit.text);
  if (!type) {
    const help =
      types.length > 0
        ? didYouMean(
            step.unit.text,
            types.map((t) => t.name.text),
          )
        : { help: "declare the type: `units { unit Siege limit 4 }`" };
    ctx.report("bombardUnknownUnit", step.unit.span, [step.unit.text], help);
    return;
  }
  ctx.symbols.references.push({ span: step.unit.span, target: { kind: "unit", name: step.unit.text } });
  if (step.dice && (step.dice.value < 1 || step.dice.value > 10)) ctx.report("bombardDiceOutOfRange", step.dice.span, [step.dice.value]);
  const combat = sectionsOf(ctx.symbols.file, "Combat").flatMap((c) => c.stmts);
  const die = combat.find((s): s is Extract<A.CombatStmt, { kind: "Die" }> => s.kind === "Die")?.sides ?? 6;
  const sides = type.die ?? die;
  if (step.hits.value < 1 || step.hits.value > sides)
    ctx.report("bombardThresholdOutsideDie", step.hits.span, [step.hits.value, sides, step.unit.text]);
}
