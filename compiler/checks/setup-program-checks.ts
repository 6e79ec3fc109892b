// S1–S9 checks of the setup program: filtered and even deals, territories left to the neutral
// seats, per-seat gains, and where each step may stand.
import type * as A from "../ast.js";
import { lookUpName } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { neutralsWith } from "./seat-checks.js";
import { evaluateStatic } from "./static-eval.js";

type LeaveNeutral = Extract<A.SetupStep, { kind: "LeaveNeutral" }>;

/** S3: `leave N neutral armies K [where c]`: neutral seats exist, the step stands where territories are still free. */
function checkLeaveNeutral(step: LeaveNeutral, steps: readonly A.SetupStep[], ctx: CheckContext): void {
  ctx.exprs.wantInt(step.count, "static", "a number of territories");
  ctx.exprs.wantInt(step.armies, "static", "armies on each neutral territory");
  if (step.where) ctx.exprs.wantBool(step.where, "gameTerritory");
  for (const players of ctx.playerCounts) {
    const v = evaluateStatic(step.armies, ctx.symbols, players);
    if (typeof v === "number" && v < 1) {
      ctx.report("belowMinimum", step.armies.span, ["armies on a neutral territory", 1, v]);
      break;
    }
  }
  const value = evaluateStatic(step.count, ctx.symbols, ctx.playerCounts[0] ?? 2);
  const count = typeof value === "number" ? value : "N";
  const first = steps.find((s) => s.kind === "LeaveNeutral") === step;
  if (ctx.symbols.neutrals.length === 0 && first) ctx.report("leaveNeutralWithoutSeats", step.span, [count]);
  const at = steps.indexOf(step);
  const place = steps.findIndex((s) => s.kind === "PlaceRemaining");
  const deal = steps.findIndex((s) => s.kind === "Deal");
  const dealStep = steps[deal] as Extract<A.SetupStep, { kind: "Deal" }> | undefined;
  if (place >= 0 && at > place)
    ctx.report("territoriesAfterPlacement", step.span, [count], {
      labels: [{ span: steps[place]!.span, message: "the starting armies are placed here" }],
    });
  else if (dealStep && at > deal && !dealStep.where)
    ctx.report("nothingLeftToLeave", step.span, [count], {
      labels: [{ span: dealStep.span, message: "every territory is dealt here" }],
    });
}

/** S4: `units N Unit each randomly`: a unit type (not a leader), after the deal, at most its limit. */
function checkUnits(step: Extract<A.SetupStep, { kind: "Units" }>, steps: readonly A.SetupStep[], ctx: CheckContext): void {
  ctx.exprs.wantInt(step.count, "static", "a number of units");
  const unit = lookUpName(ctx.symbols, ctx.report, ctx.symbols.unitTypes, step.unit, "unit");
  const deal = steps.findIndex((s) => s.kind === "Deal");
  if (deal >= 0 && steps.indexOf(step) < deal)
    ctx.report("stepBeforeDeal", step.span, [`units ${step.unit.text} each randomly`], {
      labels: [{ span: steps[deal]!.span, message: "the territories are dealt here" }],
    });
  if (!unit) return;
  if (!unit.unit) {
    ctx.report("setupUnitsOfLeader", step.unit.span, [step.unit.text]);
    return;
  }
  for (const players of ctx.playerCounts) {
    const count = evaluateStatic(step.count, ctx.symbols, players);
    const limit = evaluateStatic(unit.unit.limit, ctx.symbols, players);
    if (typeof count === "number" && typeof limit === "number" && count > limit) {
      ctx.report("setupUnitsOverLimit", step.count.span, [count, step.unit.text, limit], { notes: [`with ${players} players`] });
      break;
    }
  }
}

/** S8: `leave N empty [where c]` empties dealt territories: it stands after the deal and before `place remaining`. */
function checkLeaveEmpty(step: Extract<A.SetupStep, { kind: "LeaveEmpty" }>, steps: readonly A.SetupStep[], ctx: CheckContext): void {
  ctx.exprs.wantInt(step.count, "static", "a number of territories");
  if (step.where) ctx.exprs.wantBool(step.where, "gameTerritory");
  const at = steps.indexOf(step);
  const deal = steps.findIndex((s) => s.kind === "Deal");
  const place = steps.findIndex((s) => s.kind === "PlaceRemaining");
  const value = evaluateStatic(step.count, ctx.symbols, ctx.playerCounts[0] ?? 2);
  const count = typeof value === "number" ? value : "N";
  if ((deal >= 0 && at < deal) || (place >= 0 && at > place))
    ctx.report("leaveEmptyOutOfPlace", step.span, [count], {
      labels: [
        {
          span: steps[deal >= 0 && at < deal ? deal : place]!.span,
          message: deal >= 0 && at < deal ? "the territories are dealt here" : "the starting armies are placed here",
        },
      ],
    });
}

type Deal = Extract<A.SetupStep, { kind: "Deal" }>;

/**
 * SP2: `place N each with adjacent empty [where c]` puts armies on the players' own territories,
 * so it comes after the deal (RISK4340); after a deal of the whole map nothing next to them is
 * empty, and nobody can split (RISK4341, a warning).
 */
function checkPlaceSplit(step: Extract<A.SetupStep, { kind: "PlaceSplit" }>, steps: readonly A.SetupStep[], ctx: CheckContext): void {
  ctx.exprs.wantInt(step.count, "seat", "armies placed");
  if (step.where) ctx.exprs.wantBool(step.where, "gameTerritory");
  const at = steps.indexOf(step);
  const deal = steps.findIndex((s) => s.kind === "Deal");
  const dealStep = steps[deal] as Deal | undefined;
  if (deal < 0 || at < deal) {
    ctx.report(
      "splitBeforeDeal",
      step.span,
      [],
      deal >= 0 ? { labels: [{ span: steps[deal]!.span, message: "the territories are dealt here" }] } : undefined,
    );
    return;
  }
  const place = steps.findIndex((s) => s.kind === "PlaceRemaining");
  const emptied = steps.some((s, k) => s.kind === "LeaveEmpty" && place >= 0 && k < place && at > place);
  if (dealStep && !dealStep.where && !dealStep.cap && !dealStep.evenly && !emptied)
    ctx.report("splitNothingEmpty", step.span, [], { labels: [{ span: dealStep.span, message: "every territory is dealt here" }] });
}

/**
 * S9: an even deal shares out a pile (at random or in turns), and says when a player count leaves
 * territories over with no neutral seat to take them (only for a deal of the whole map: a filtered
 * deal's pile, or one an earlier step took from, is known only in the game).
 */
function checkEvenDeal(step: Deal, steps: readonly A.SetupStep[], ctx: CheckContext): void {
  if (step.mode === "choice" || step.mode === "faction") {
    ctx.report("evenlyDealMode", step.span, [step.mode === "choice" ? "by choice" : "to a faction"]);
    return;
  }
  if (step.where || steps.slice(0, steps.indexOf(step)).some((s) => s.kind === "LeaveNeutral")) return;
  const territories = ctx.symbols.territoryList.length;
  for (const players of ctx.playerCounts) {
    const left = territories % players;
    if (left > 0 && neutralsWith(ctx, players).length === 0) {
      ctx.report("evenLeftoversEmpty", step.span, [players, left]);
      break;
    }
  }
}

/**
 * S10: a deal's cap is a formula of the seat, on a deal by choice, at random or in turns (RISK4270:
 * not on a deal to a faction, nor on an even deal, S9, whose shares are all the same).
 */
function checkDealCap(step: Deal, ctx: CheckContext): void {
  if (!step.cap) return;
  ctx.exprs.wantInt(step.cap, "seat", "a deal's cap");
  if (step.mode === "faction") ctx.report("dealCapMode", step.span, ["to a faction"]);
  else if (step.evenly && step.mode !== "choice") ctx.report("dealCapMode", step.span, ["an even deal"]);
}

export function checkSetupProgram(steps: readonly A.SetupStep[], ctx: CheckContext): void {
  for (const step of steps) {
    if (step.kind === "Deal") checkDealCap(step, ctx);
    if (step.kind === "Deal" && step.evenly) checkEvenDeal(step, steps, ctx);
    if (step.kind === "LeaveEmpty") checkLeaveEmpty(step, steps, ctx);
    if (step.kind === "Units") checkUnits(step, steps, ctx);
    if (step.kind === "PlaceSplit") checkPlaceSplit(step, steps, ctx);
    if (step.kind === "Deal" && step.where) ctx.exprs.wantBool(step.where, "gameTerritory");
    else if (step.kind === "LeaveNeutral") checkLeaveNeutral(step, steps, ctx);
    else if (step.kind === "Gain") {
      // S5: each player's own amount: a formula of the seat (and the player count, parameters).
      const resource = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, step.resource, "counter");
      if (resource && !resource.decl.perPlayer) ctx.report("needsPlayerCounter", step.resource.span, ["a setup gain", step.resource.text]);
      ctx.exprs.wantInt(step.amount, "seat", "a setup gain");
    }
  }
}
