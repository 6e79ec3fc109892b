// R3/R5/R14 checks: objectives, the army limit and effect cards.
import type * as A from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";

export function checkObjectives(section: A.ObjectivesDecl, ctx: CheckContext): void {
  for (const objective of section.objectives) {
    if (objective.members.length === 0) ctx.report("emptyObjective", objective.nameSpan, [objective.name]);
  }
}

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
  for (const pieces of section.pieces) ctx.exprs.wantInt(pieces, "static", "a number of pieces");
}

/** Y2/E1: seats in at most one team, within the player range, and at least two teams. */
export function checkTeams(section: A.TeamsDecl, ctx: CheckContext): void {
  if (section.when) ctx.exprs.wantBool(section.when, "static");
  const most = ctx.playerCounts.at(-1) ?? 8;
  const seen = new Map<number, A.Span>();
  for (const team of section.teams) {
    for (const seat of team.seats) {
      if (seat.value < 1 || seat.value > most) ctx.report("badTeams", seat.span, [`seat ${seat.value} is outside 1..${most}`]);
      const first = seen.get(seat.value);
      if (first) ctx.report("badTeams", seat.span, [`seat ${seat.value} is in two teams`], { labels: [{ span: first, message: "first here" }] });
      seen.set(seat.value, seat.span);
    }
  }
  if (section.teams.length < 2) ctx.report("badTeams", section.span, ["teams need at least two teams"]);
}

export function checkEffects(section: A.EffectsDecl, ctx: CheckContext): void {
  for (const card of section.cards) {
    if (card.dealtWhen) ctx.exprs.wantBool(card.dealtWhen, "static");
    if (card.uses.length === 0) ctx.report("valueOutOfRange", card.nameSpan, [`effect card \`${card.name}\` has no use`]);
    for (const use of card.uses) if (use.when) ctx.exprs.wantBool(use.when, "player");
  }
}
