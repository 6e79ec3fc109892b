// E1/E3/E10/E14 checks: factions name their starting points and counters; counters and tokens
// have formulas of the right kind.
import type * as A from "../ast.js";
import { lookUpName } from "../resolve.js";
import type { CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

export function checkFactions(section: A.FactionsDecl, ctx: CheckContext): void {
  if (section.factions.length === 0) ctx.report("badFactions", section.span, ["a `factions` section names at least one faction"]);
  // E1: with factions, every seat plays at least one, for every player count.
  const missing = ctx.playerCounts.flatMap((players) =>
    Array.from({ length: players }, (_, i) => i + 1).flatMap((seat) =>
      section.factions.some((f) => evaluateStatic(f.when, ctx.symbols, players, seat) !== false) ? [] : [`with ${players} players seat ${seat}`],
    ),
  );
  if (section.factions.length > 0 && missing.length > 0)
    ctx.report("badFactions", section.span, [
      `every seat plays a faction, but ${missing[0]} plays none${missing.length > 1 ? ` (and ${missing.length - 1} more)` : ""}`,
    ]);
  for (const entry of section.entries) {
    if (entry.members.length === 0) ctx.report("badFactions", entry.nameSpan, [`starting point \`${entry.name}\` touches no territory`]);
  }
  for (const faction of section.factions) {
    // Which seats play a faction is known before the game: the seat and the player count.
    ctx.exprs.wantBool(faction.when, "seat");
    for (const entry of faction.entries) lookUpName(ctx.symbols, ctx.report, ctx.symbols.entries, { text: entry.name, span: entry.span }, "entry");
    if (faction.neutral && faction.entries.length > 0)
      ctx.report("badFactions", faction.name.span, [`\`${faction.name.text}\` is neutral: it gets no armies, so it has no starting points`]);
    if (faction.captives) {
      const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, faction.captives, "counter");
      if (counter && !counter.decl.perPlayer)
        ctx.report("badFactions", faction.captives.span, [
          `captured pieces count for the player who destroys them: \`${faction.captives.text}\` must be \`per player\``,
        ]);
    }
  }
}

export function checkCounters(section: A.CountersDecl, ctx: CheckContext): void {
  for (const counter of section.counters) {
    if (counter.start) ctx.exprs.wantInt(counter.start, "static", "a counter's start");
    if (counter.period && counter.period.text !== "round")
      ctx.report("badFactions", counter.period.span, [`a counter changes \`each round\`, not each \`${counter.period.text}\``]);
    if (counter.perRound) ctx.exprs.wantInt(counter.perRound, "game", "a counter's change each round");
  }
  for (const token of section.tokens) {
    ctx.exprs.wantInt(token.count, "static", "a number of tokens");
    const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, token.refills, "counter");
    if (counter?.decl.perPlayer)
      ctx.report("badFactions", token.refills.span, [`tokens refill a counter of the game, and \`${token.refills.text}\` is per player`]);
  }
  if (section.tokens.length > 1) ctx.report("badFactions", section.tokens[1]!.span, ["a variant has one kind of token"]);
}
