// T1–T4 checks: neutral seats are known before the game, their extra armies have a rule that
// places them, and they take no part in what only players do (seat tokens).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

const setupSteps = (ctx: CheckContext) => sectionsOf(ctx.symbols.file, "Setup").flatMap((s) => s.steps);

/** The neutral seats in play with `players` players. */
export function neutralsWith(ctx: CheckContext, players: number): A.NeutralDecl[] {
  return ctx.symbols.neutrals.filter((n) => !n.when || evaluateStatic(n.when, ctx.symbols, players) !== false);
}

export function checkSeats(section: A.SeatsDecl, ctx: CheckContext): void {
  const steps = setupSteps(ctx);
  const place = steps.find((s): s is Extract<A.SetupStep, { kind: "PlaceRemaining" }> => s.kind === "PlaceRemaining");
  const deal = steps.find((s): s is Extract<A.SetupStep, { kind: "Deal" }> => s.kind === "Deal");
  const exchange = steps.find((s) => s.kind === "Exchange");
  if (exchange && section.neutrals.length > 0) ctx.report("neutralWithTokens", exchange.span);
  // S10: a deal with a cap (by choice, at random or in turns) deals each neutral seat its cap at random first.
  const capped = deal?.mode !== "faction" && deal?.cap !== undefined;
  const claimsCapped = deal?.mode === "choice" && capped;
  if (deal && deal.mode !== "random" && deal.mode !== "turns" && !claimsCapped && section.neutrals.length > 0)
    ctx.report("neutralDealMode", deal.span, [deal.mode === "choice" ? "by choice" : "to a faction"]);
  for (const neutral of section.neutrals) {
    if (neutral.when) ctx.exprs.wantBool(neutral.when, "static");
    if (!neutral.armies) continue;
    ctx.exprs.wantInt(neutral.armies, "static", "a neutral seat's armies");
    // S3: armies put down by `leave N neutral armies K` are not estimated here, nor (S10) a share by a seat's cap.
    if (place?.neutral || capped || steps.some((s) => s.kind === "LeaveNeutral")) continue;
    // T4: without `place remaining ... neutral N` a neutral seat keeps only what it is dealt.
    for (const players of ctx.playerCounts) {
      const seats = players + neutralsWith(ctx, players).length;
      if (!neutralsWith(ctx, players).includes(neutral)) continue;
      const armies = evaluateStatic(neutral.armies, ctx.symbols, players);
      const perTerritory = deal?.armies ? evaluateStatic(deal.armies, ctx.symbols, players) : 1;
      const territories = ctx.symbols.territoryList.length;
      // S9: an even deal gives the neutral seats only what is left over after the players' shares.
      const share = deal?.evenly ? Math.floor((territories % players) / (seats - players)) : Math.floor(territories / seats);
      const dealt = share * (typeof perTerritory === "number" ? Math.max(1, perTerritory) : 1);
      if (typeof armies === "number" && armies > dealt) {
        ctx.report("neutralArmiesUnplaced", neutral.armies.span, [players, neutral.name, armies, dealt], {
          help: "let the players place them: `place remaining batch 2 neutral 1`",
        });
        break;
      }
    }
  }
}

/** T4: `place remaining ... neutral N` needs neutral seats, and places at least one. */
export function checkNeutralPlacement(step: Extract<A.SetupStep, { kind: "PlaceRemaining" }>, ctx: CheckContext): void {
  if (!step.neutral) return;
  ctx.exprs.wantInt(step.neutral, "static", "neutral armies placed a turn");
  if (ctx.symbols.neutrals.length === 0) ctx.report("noNeutralSeats", step.neutral.span);
  for (const players of ctx.playerCounts) {
    const v = evaluateStatic(step.neutral, ctx.symbols, players);
    if (typeof v === "number" && v < 1) {
      ctx.report("belowMinimum", step.neutral.span, ["a neutral placement batch", 1, v]);
      break;
    }
  }
}
