// E1/E3/E10/E14 checks: factions name their starting points and counters; counters and tokens
// have formulas of the right kind.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { lookUpName } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { checkResourceCaps } from "./economy-checks.js";
import { evaluateStatic } from "./static-eval.js";

export function checkFactions(section: A.FactionsDecl, ctx: CheckContext): void {
  if (section.factions.length === 0) ctx.report("noFactions", section.span);
  // E1: with factions, every seat plays at least one, for every player count.
  const missing = ctx.playerCounts.flatMap((players) =>
    Array.from({ length: players }, (_, i) => i + 1).flatMap((seat) =>
      section.factions.some((f) => evaluateStatic(f.when, ctx.symbols, players, seat) !== false) ? [] : [{ players, seat }],
    ),
  );
  if (section.factions.length > 0 && missing.length > 0) {
    const more = missing.length - 1;
    ctx.report("seatWithoutFaction", section.span, [missing[0]!.players, missing[0]!.seat], {
      notes: more > 0 ? [`and ${more} more ${more === 1 ? "seat plays" : "seats play"} none with some player count`] : [],
    });
  }
  for (const entry of section.entries) {
    if (entry.members.length === 0) ctx.report("emptyStartingPoint", entry.nameSpan, [entry.name]);
  }
  checkArmiesHaveAPlace(section, ctx);
  for (const faction of section.factions) {
    // Which seats play a faction is known before the game: the seat and the player count.
    ctx.exprs.wantBool(faction.when, "seat");
    for (const entry of faction.entries) lookUpName(ctx.symbols, ctx.report, ctx.symbols.entries, { text: entry.name, span: entry.span }, "entry");
    if (faction.neutral && faction.entries.length > 0) ctx.report("neutralFactionEnters", faction.name.span, [faction.name.text]);
    if (faction.captives) {
      const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, faction.captives, "counter");
      if (counter && !counter.decl.perPlayer)
        ctx.report("needsPlayerCounter", faction.captives.span, ["`captured`", faction.captives.text], {
          notes: ["captured pieces count for the player who destroys them"],
        });
    }
  }
}

/** The faction dealt territories in the setup (`deal territories to F`), "all" when every seat is dealt some. */
function dealtInSetup(ctx: CheckContext): string | "all" {
  const deal = sectionsOf(ctx.symbols.file, "Setup")
    .flatMap((s) => s.steps)
    .find((s): s is Extract<A.SetupStep, { kind: "Deal" }> => s.kind === "Deal");
  return deal?.mode === "faction" && deal.faction ? deal.faction.text : "all";
}

/**
 * RISK4064/RISK4073 (E2/E3): armies need somewhere to go. A faction enters the board at its
 * starting points or holds territories dealt to it; and armies given in the setup are placed on
 * territories the seat holds then (starting points are used in turns only).
 */
function checkArmiesHaveAPlace(section: A.FactionsDecl, ctx: CheckContext): void {
  const dealt = dealtInSetup(ctx);
  if (dealt === "all") return;
  for (const faction of section.factions)
    if (!faction.neutral && faction.entries.length === 0 && faction.name.text !== dealt)
      ctx.report("factionWithoutPlace", faction.name.span, [faction.name.text]);
  const armies = sectionsOf(ctx.symbols.file, "Setup")
    .flatMap((s) => s.steps)
    .find((s): s is Extract<A.SetupStep, { kind: "Armies" }> => s.kind === "Armies");
  if (!armies) return;
  for (const players of ctx.playerCounts) {
    const amount = evaluateStatic(armies.amount, ctx.symbols, players);
    if (typeof amount !== "number" || amount <= 0) continue;
    for (let seat = 1; seat <= players; seat++) {
      const plays = section.factions.filter((f) => evaluateStatic(f.when, ctx.symbols, players, seat) === true);
      if (plays.length > 0 && !plays.some((f) => f.name.text === dealt)) {
        ctx.report("armiesWithoutTerritory", armies.span, [players, seat], {
          notes: [`it starts with ${amount} ${amount === 1 ? "army" : "armies"}, and only ${dealt} is dealt territories`],
          help: "start with `armies 0` and let the armies enter at the starting points during the turns",
        });
        return;
      }
    }
  }
}

export function checkCounters(section: A.CountersDecl, ctx: CheckContext): void {
  for (const counter of section.counters) {
    if (counter.start) ctx.exprs.wantInt(counter.start, "static", "a counter's start");
    if (counter.period && counter.period.text !== "round") ctx.report("periodNotRound", counter.period.span, [counter.period.text]);
    if (counter.perRound) ctx.exprs.wantInt(counter.perRound, "game", "a counter's change each round");
    checkResourceCaps(counter, ctx);
  }
  for (const token of section.tokens) {
    ctx.exprs.wantInt(token.count, "static", "a number of tokens");
    const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, token.refills, "counter");
    if (counter?.decl.perPlayer) ctx.report("tokensRefillPlayerCounter", token.refills.span, [token.refills.text]);
  }
  for (const extra of section.tokens.slice(1)) ctx.report("secondTokenKind", extra.span, [extra.name.text]);
}
