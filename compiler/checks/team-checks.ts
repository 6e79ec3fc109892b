// Y2/E1 team checks: which seats play together.
import type * as A from "../ast.js";
import type { CheckContext } from "./context.js";

/** Y2/E1: seats in at most one team, within the player range, and at least two teams. */
export function checkTeams(section: A.TeamsDecl, ctx: CheckContext): void {
  if (section.when) ctx.exprs.wantBool(section.when, "static");
  const most = ctx.playerCounts.at(-1) ?? 8;
  const seen = new Map<number, A.Span>();
  for (const team of section.teams) {
    for (const seat of team.seats) {
      if (seat.value < 1 || seat.value > most) ctx.report("teamSeatOutOfRange", seat.span, [seat.value, most]);
      const first = seen.get(seat.value);
      if (first) ctx.report("seatInTwoTeams", seat.span, [seat.value], { labels: [{ span: first, message: "first here" }] });
      seen.set(seat.value, seat.span);
    }
  }
  if (section.teams.length < 2) ctx.report("tooFewTeams", section.span, [section.teams.length]);
}
