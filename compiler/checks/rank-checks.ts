// RB1–RB3 checks (docs/language-design.md, part E item 3): the ranks of ranked battles name unit
// types, once each, with 1 to 10 dice per piece and a threshold on the type's die; no unit holds
// a territory alone; and (a warning) whether every battle's odds stay exact.
import type * as A from "../ast.js";
import { sectionsOf, turnStepsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { RANKED_DICE_EXACT } from "../ir/index.js";
import type { CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

type RankStmt = Extract<A.CombatStmt, { kind: "Rank" }>;

export function checkRanks(combat: A.CombatDecl, ctx: CheckContext): void {
  const ranks = combat.stmts.filter((s): s is RankStmt => s.kind === "Rank");
  checkChoicesAndRerolls(combat, ranks.length > 0, ctx);
  if (ranks.length === 0) return;
  const types = sectionsOf(ctx.symbols.file, "Leaders").flatMap((l) => l.units);
  if (types.length === 0) {
    ctx.report("ranksWithoutUnits", ranks[0]!.span, [ranks[0]!.unit.name], { help: "declare the types: `units { unit Archer limit 12 }`" });
    return;
  }
  const die = combat.stmts.find((s): s is Extract<A.CombatStmt, { kind: "Die" }> => s.kind === "Die")?.sides ?? 6;
  const seen = new Map<string, RankStmt>();
  for (const rank of ranks) {
    const type = types.find((t) => t.name.text === rank.unit.name);
    if (!type) {
      ctx.report(
        "rankUnknownUnit",
        rank.unit.span,
        [rank.unit.name],
        didYouMean(
          rank.unit.name,
          types.map((t) => t.name.text),
        ),
      );
      continue;
    }
    ctx.symbols.references.push({ span: rank.unit.span, target: { kind: "unit", name: rank.unit.name } });
    const first = seen.get(rank.unit.name);
    if (first) ctx.report("rankTwice", rank.span, [rank.unit.name], { labels: [{ span: first.span, message: "its rank" }] });
    else seen.set(rank.unit.name, rank);
    if (rank.dice && (rank.dice.value < 1 || rank.dice.value > 10)) ctx.report("rankDiceOutOfRange", rank.dice.span, [rank.dice.value]);
    const sides = type.die ?? die;
    if (rank.hits.value < 1 || rank.hits.value > sides)
      ctx.report("rankThresholdOutsideDie", rank.hits.span, [rank.hits.value, sides, rank.unit.name]);
  }
  const alone = sectionsOf(ctx.symbols.file, "Leaders").flatMap((l) => [
    ...l.units.filter((t) => t.holdAlone).map((t) => t.name.text),
    ...(l.holdAlone ? l.leaders.map((x) => x.name) : []),
  ]);
  if (alone.length > 0) ctx.report("rankHoldAlone", ranks[0]!.span, [alone[0]!]);
  checkRankDice(ranks, types, ctx);
}

/** RB3 (RISK4266): the most rank dice a side may roll in one round (each type's limit × its dice), against the exact chain's bound. */
function checkRankDice(ranks: readonly RankStmt[], types: readonly A.UnitTypeDecl[], ctx: CheckContext): void {
  let most = 0;
  for (const players of ctx.playerCounts.length > 0 ? ctx.playerCounts : [2]) {
    let dice = 0;
    for (const rank of ranks) {
      const type = types.find((t) => t.name.text === rank.unit.name);
      const limit = type ? evaluateStatic(type.limit, ctx.symbols, players) : undefined;
      if (typeof limit === "number") dice += limit * (rank.dice?.value ?? 1);
    }
    most = Math.max(most, dice);
  }
  if (most > RANKED_DICE_EXACT)
    ctx.report("rankedOddsEstimated", ranks[0]!.span, [most, RANKED_DICE_EXACT], { help: "lower the types' limits or the ranks' dice" });
}

/** BB5: whether a turn has a `bombard` step (its hits are casualties the defender chooses too). */
function bombards(ctx: CheckContext): boolean {
  return turnStepsOf(ctx.symbols.file).some((step) => step.kind === "Bombard");
}

/** CS1 (RISK4320/4321) and RR1 (RISK4322/4323): `casualties by choice` and `reroll one rank each round`, written so, with ranks. */
function checkChoicesAndRerolls(combat: A.CombatDecl, ranked: boolean, ctx: CheckContext): void {
  for (const s of combat.stmts) {
    if (s.kind === "CasualtiesByChoice") {
      if (s.word.text !== "casualties") ctx.report("casualtiesNotWord", s.word.span, [s.word.text], { help: "write `casualties by choice`" });
      else if (!ranked && !bombards(ctx)) ctx.report("casualtiesWithoutRanks", s.span, []);
    }
    if (s.kind === "RerollRank") {
      if (s.one.text !== "one" || s.round.text !== "round")
        ctx.report("rerollRankWords", s.one.text !== "one" ? s.one.span : s.round.span, [s.one.text, s.round.text], {
          help: `write \`${s.side} reroll one rank each round\``,
        });
      else if (!ranked) ctx.report("rerollRankWithoutRanks", s.span, []);
      if (s.when) ctx.exprs.wantBool(s.when, "pair");
    }
  }
}
