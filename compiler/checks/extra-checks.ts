// R3/R5/R14 checks: objectives, the army limit and effect cards.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { leaderPower, MOVE_POWERS } from "../leader-powers.js";
import { MAX_DECK_CARDS } from "./cards-checks.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

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

/** Y2/Y9: one leader per seat for each player count; dice, forms and powers that make sense. */
export function checkLeaders(section: A.LeadersDecl, ctx: CheckContext): void {
  if (section.revive) ctx.exprs.wantInt(section.revive, "player", "the cost of a revival");
  const names = new Map<string, A.Span>();
  for (const leader of section.leaders) {
    const first = names.get(leader.name);
    if (first)
      ctx.report("badLeaders", leader.nameSpan, [`leader \`${leader.name}\` is defined twice`], {
        labels: [{ span: first, message: "first defined here" }],
      });
    names.set(leader.name, leader.nameSpan);
    ctx.exprs.wantInt(leader.seat, "static", "a seat number");
    if (leader.when) ctx.exprs.wantBool(leader.when, "static");
    if (leader.die !== undefined && (leader.die < 2 || leader.die > 100))
      ctx.report("badDiceRange", leader.span, [`a die has 2 to 100 sides, not ${leader.die}`]);
    if (leader.forms.length === 0) ctx.report("badLeaders", leader.nameSpan, [`leader \`${leader.name}\` has no form`]);
    for (const power of leader.forms.flatMap((f) => f.powers)) checkPower(power, ctx);
    reportRepeats(
      leader.forms.map((f) => ({ span: f.name.span, name: f.name.text })),
      (f) => f.name,
      (f) => `form \`${f.name}\``,
      ctx,
    );
  }
  // For every player count: seats in range, and never two leaders for one seat.
  for (const players of ctx.playerCounts) {
    const taken = new Map<number, string>();
    for (const leader of section.leaders) {
      if (leader.when && evaluateStatic(leader.when, ctx.symbols, players) === false) continue;
      const seat = evaluateStatic(leader.seat, ctx.symbols, players);
      if (typeof seat !== "number") continue;
      if (seat < 1 || seat > players) {
        ctx.report("badLeaders", leader.seat.span, [`with ${players} players, leader \`${leader.name}\` has seat ${seat}, outside 1..${players}`]);
        continue;
      }
      const other = taken.get(seat);
      if (other)
        ctx.report("badLeaders", leader.nameSpan, [`with ${players} players, seat ${seat} has two leaders: \`${other}\` and \`${leader.name}\``]);
      taken.set(seat, leader.name);
    }
  }
}

/** Y9: a power is fixed for the whole variant: it may name parameters but not depend on the player count. */
function checkPower(power: A.Power, ctx: CheckContext): void {
  if (power.kind === "modifier" && ctx.exprs.wantInt(power.amount, "static", "a leader's bonus").kind !== "int") return; // already reported
  const values = ctx.playerCounts.map((players) => leaderPower(power, ctx.symbols, players));
  const problem = values.find((v): v is string => typeof v === "string");
  if (problem) {
    const suggestion = power.kind === "param" ? didYouMean(power.name.text, [...MOVE_POWERS, ...choiceParamNames(ctx)]) : undefined;
    ctx.report("badLeaders", power.span, [problem], suggestion);
  } else if (new Set(values.map((v) => JSON.stringify(v))).size > 1)
    ctx.report("badLeaders", power.span, ["a leader's power cannot depend on the number of players"]);
}

function choiceParamNames(ctx: CheckContext): string[] {
  return [...ctx.symbols.params.values()].filter((p) => p.type.kind === "choice").map((p) => p.decl.name.text);
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
    for (const effect of card.reveal?.effects ?? [])
      ctx.exprs.wantInt(effect.amount, "player", effect.kind === "lose" ? "armies lost" : "armies gained");
  }
}
