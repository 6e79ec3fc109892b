// PB1 checks: a leader `from market` is bought by its seat from an offer that names it; without
// one it would never enter the game (RISK4210). An offer of a leader given at the setup is
// RISK4084 (economy-checks.ts). PB16: a leader without a seat is every seat's, bought: without
// `from market` nothing would give it to anyone (RISK4271).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { CheckContext } from "./context.js";

export function checkBoughtLeaders(section: A.LeadersDecl, ctx: CheckContext): void {
  const offered = new Set(sectionsOf(ctx.symbols.file, "Market").flatMap((m) => m.offers.map((o) => o.what.text)));
  for (const leader of section.leaders) {
    if (leader.fromMarket && !offered.has(leader.name)) ctx.report("leaderNeverOffered", leader.nameSpan, [leader.name]);
    if (!leader.seat && !leader.fromMarket) ctx.report("leaderWithoutSeat", leader.nameSpan, [leader.name]);
  }
}
