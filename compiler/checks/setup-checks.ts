// C2/R2 setup checks: starting armies for every player count, dealing and placement formulas.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { lookUpName } from "../symbols.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { checkSetupChoices } from "./choice-checks.js";
import { checkSetupBuilds, checkTurnOrder } from "./economy-checks.js";
import { checkNeutralPlacement } from "./seat-checks.js";
import { checkSetupProgram } from "./setup-program-checks.js";
import { evaluateStatic } from "./static-eval.js";

/** `armies by players { ... }` must cover every allowed player count (RISK4002). */
function checkArmiesCoverPlayers(amount: A.Expr, ctx: CheckContext): void {
  for (const players of ctx.playerCounts) {
    if (amount.kind === "Table" && amount.key.kind === "Ref" && amount.key.name === "players") {
      if (!amount.fallback && !amount.entries.some((e) => e.key === players)) {
        ctx.report("missingPlayerCount", amount.span, [players], { help: `add \`${players}: <armies>\` or an \`else: <armies>\` entry` });
      }
      continue;
    }
    const value = evaluateStatic(amount, ctx.symbols, players);
    if (typeof value === "number" && value < 0)
      ctx.report("belowMinimum", amount.span, ["starting armies", 0, value], { notes: [`with ${players} players`] });
  }
}

/** Territories on the board when the game starts (Y7: not those a switch keeps off it). */
function territoriesAtStart(ctx: CheckContext): number {
  const absent = new Set<number>();
  for (const sw of ctx.symbols.switches) for (const t of (sw.decl.initial ? sw.off : sw.on).territories) absent.add(t);
  return ctx.symbols.territoryList.length - absent.size;
}

/**
 * RISK4073: every seat starts with a territory to place its armies on. Without factions (E3: a
 * faction may start off the board, at its starting points) that needs a territory per player.
 */
function checkEverySeatHasTerritory(setup: A.SetupDecl, ctx: CheckContext): void {
  if (sectionsOf(ctx.symbols.file, "Factions").length > 0 || ctx.symbols.territoryList.length < 2) return;
  const present = territoriesAtStart(ctx);
  const most = ctx.playerCounts.at(-1);
  if (most !== undefined && present < most)
    ctx.report("armiesWithoutTerritory", setup.span, [most, present + 1], {
      notes: [`the map has ${present} ${present === 1 ? "territory" : "territories"} at the start, one for each of seats 1 to ${present}`],
      help: `allow at most ${Math.max(2, present)} players, or add territories`,
    });
}

/** Starting armies are placed by the players one batch at a time before the first turn (RISK4074). */
export const MAX_STARTING_ARMIES = 10_000;

function checkStartingArmiesFit(amount: A.Expr, ctx: CheckContext): void {
  for (const players of ctx.playerCounts) {
    const armies = evaluateStatic(amount, ctx.symbols, players);
    if (typeof armies === "number" && armies > MAX_STARTING_ARMIES) {
      ctx.report("tooManyStartingArmies", amount.span, [armies, players, MAX_STARTING_ARMIES], {
        help: "the setup places starting armies batch by batch, so a game with more would never start",
      });
      return;
    }
  }
}

export function checkSetup(setup: A.SetupDecl, ctx: CheckContext): void {
  checkEverySeatHasTerritory(setup, ctx);
  const words: Record<A.SetupStep["kind"], string> = {
    Armies: "`armies`",
    Deal: "`deal territories`",
    DealObjectives: "`deal objectives`",
    PlaceRemaining: "`place remaining`",
    Exchange: "`exchange seat tokens`",
    Choose: "`choose`",
    Build: "`build`",
    Order: "`order by`",
    LeaveNeutral: "`leave N neutral`",
    LeaveEmpty: "`leave N empty`",
    Gain: "`gain`",
    Units: "`units`",
    PlaceSplit: "`place N each with adjacent empty`",
  };
  // v2 steps are checked by their own rules (a choice made twice, one turn order).
  reportRepeats(
    setup.steps,
    (s) =>
      s.kind === "Choose" ||
      s.kind === "Build" ||
      s.kind === "Order" ||
      s.kind === "LeaveNeutral" ||
      s.kind === "LeaveEmpty" ||
      s.kind === "Gain" ||
      s.kind === "Units" ||
      s.kind === "PlaceSplit"
        ? undefined
        : s.kind,
    (s) => words[s.kind],
    ctx,
  );
  checkSetupChoices(setup.steps, ctx);
  checkSetupBuilds(setup.steps, ctx);
  checkTurnOrder(setup.steps, ctx);
  checkSetupProgram(setup.steps, ctx);
  if (!setup.steps.some((s) => s.kind === "Armies"))
    ctx.report("missingSection", setup.span, ["starting armies in its setup (`armies 30`, or `armies by players { 3: 35, 4: 30 }`)"]);
  for (const step of setup.steps) {
    switch (step.kind) {
      case "Armies":
        // S5: a formula of the seat (each player's own starting armies).
        ctx.exprs.wantInt(step.amount, "seat", "starting armies");
        checkArmiesCoverPlayers(step.amount, ctx);
        checkStartingArmiesFit(step.amount, ctx);
        break;
      case "Deal":
        if (step.armies) ctx.exprs.wantInt(step.armies, "static", "armies per dealt territory");
        if (step.limit) ctx.exprs.wantInt(step.limit, "group", "a limit per group");
        if (step.faction) lookUpName(ctx.symbols, ctx.report, ctx.symbols.factions, step.faction, "faction");
        break;
      case "Exchange":
        if (step.when) ctx.exprs.wantBool(step.when, "static");
        break;
      case "DealObjectives": {
        // Objectives replaced only (`instead`) are in the deck too; those kept out (`dealt when`) may not be.
        const objectives = ctx.symbols.objectives.filter((o) => !o.decl.dealt).length || ctx.symbols.objectives.length;
        const most = ctx.playerCounts.at(-1) ?? 0;
        if (objectives === 0) ctx.report("noObjectives", step.span, ["deal objectives"]);
        else if (objectives < most) ctx.report("tooFewObjectives", step.span, [objectives, most]);
        break;
      }
      case "PlaceRemaining":
        checkNeutralPlacement(step, ctx);
        if (step.batch) {
          ctx.exprs.wantInt(step.batch, "static", "a placement batch");
          for (const players of ctx.playerCounts) {
            const v = evaluateStatic(step.batch, ctx.symbols, players);
            if (typeof v === "number" && v < 1) {
              ctx.report("belowMinimum", step.batch.span, ["a placement batch", 1, v]);
              break;
            }
          }
        }
        break;
    }
  }
}
