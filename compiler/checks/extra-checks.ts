// R3/R5/R14 checks: objectives, the army limit and effect cards.
import type * as A from "../ast.js";
import { lookUpName } from "../symbols.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { MAX_DECK_CARDS } from "./cards-checks.js";
import { reportRepeats, type CheckContext } from "./context.js";

/** R3/M1–M4: an objective lists territories or has a condition; `dealt when` reads what is known as they are dealt; `instead` names another objective that is not replaced itself. */
export function checkObjectives(section: A.ObjectivesDecl, ctx: CheckContext): void {
  const byName = new Map(section.objectives.map((o) => [o.name, o]));
  for (const objective of section.objectives) {
    if (objective.members.length === 0 && !objective.when) ctx.report("emptyObjective", objective.nameSpan, [objective.name]);
    if (objective.when) ctx.exprs.wantBool(objective.when, "player");
    if (objective.dealt) ctx.exprs.wantBool(objective.dealt, "deal");
    const instead = objective.instead;
    if (!instead) continue;
    ctx.exprs.wantBool(instead.when, "player");
    const other = byName.get(instead.objective);
    if (!other)
      ctx.report(
        "badObjective",
        instead.objectiveSpan,
        [`there is no objective \`${instead.objective}\` to take the place of \`${objective.name}\``],
        didYouMean(instead.objective, byName.keys()),
      );
    else if (other === objective) ctx.report("badObjective", instead.objectiveSpan, [`\`${objective.name}\` cannot take its own place`]);
    else if (other.instead)
      ctx.report("badObjective", instead.objectiveSpan, [
        `\`${other.name}\` is replaced itself when it becomes impossible: an objective takes the place of one that is not (no chains)`,
      ]);
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
  // E2: each seat's pieces may depend on its seat and the factions it plays.
  for (const pieces of section.pieces) ctx.exprs.wantInt(pieces, "seat", "a number of pieces");
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
  if (section.deal) ctx.exprs.wantInt(section.deal, "static", "effect cards dealt to each player");
  for (const card of section.cards) {
    if (card.dealtWhen) ctx.exprs.wantBool(card.dealtWhen, "static");
    if (card.dealtWhen && section.deal)
      ctx.report("badFactions", card.dealtWhen.span, ["with `deal N each` the cards come from a shuffled deck: use `copies`"]);
    if (card.copies && card.copies.value < 1) ctx.report("valueOutOfRange", card.copies.span, ["a card has at least one copy"]);
    if (card.copies && card.copies.value > MAX_DECK_CARDS)
      ctx.report("unplayable", card.copies.span, [`${card.copies.value} copies: a deck holds at most ${MAX_DECK_CARDS} cards`]);
    if (card.uses.length === 0 && !card.reveal) ctx.report("valueOutOfRange", card.nameSpan, [`effect card \`${card.name}\` has no use`]);
    if (card.uses.length > 0 && card.reveal?.pass)
      ctx.report("badFactions", card.reveal.span, ["a card passed on when turned up cannot also be kept for a battle"]);
    for (const use of card.uses) {
      if (use.when) ctx.exprs.wantBool(use.when, "player");
      for (const effect of use.effects) {
        if (effect.kind === "Ties" && use.on === "defend" && effect.side === "attacker")
          ctx.report("badFactions", effect.span, ["a defending card gives ties to the defender"]);
        if (effect.kind === "Bonus" && effect.amount < 1)
          ctx.report("valueOutOfRange", effect.span, [`a die bonus is at least +1, not +${effect.amount}`]);
      }
    }
    for (const effect of card.reveal?.effects ?? []) {
      if (effect.kind === "armies" || effect.kind === "lose")
        ctx.exprs.wantInt(effect.amount, "player", effect.kind === "lose" ? "armies lost" : "armies gained");
      else if (effect.kind === "flip") {
        if (!ctx.symbols.switches.some((sw) => sw.decl.name === effect.switchName))
          ctx.report(
            "unknownName",
            effect.switchSpan,
            [effect.switchName],
            didYouMean(
              effect.switchName,
              ctx.symbols.switches.map((sw) => sw.decl.name),
            ),
          );
      } else if (effect.kind === "build" || effect.kind === "raze")
        lookUpName(ctx.symbols, ctx.report, ctx.symbols.buildings, effect.building, "building");
      if (effect.kind !== "armies" && effect.kind !== "lose" && card.reveal!.pass)
        ctx.report("badFactions", effect.span, [
          "a card passed on acts on its new holder's armies: flipping and building are done by the player who turns it up",
        ]);
    }
  }
}
