// Y2/Y9/F2 checks: leaders (one per seat for each player count) and unit types (a limit, a die,
// powers fixed before the game, where they may stand).
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { unitPower, MOVE_POWERS } from "../unit-powers.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

/** The most units of one type a player may have (the state holds every one of them). */
export const MAX_UNITS_PER_TYPE = 20;

/** Y2/Y9: one leader per seat for each player count; dice, forms and powers that make sense. F2: unit types. */
export function checkLeaders(section: A.LeadersDecl, ctx: CheckContext): void {
  if (section.revive) ctx.exprs.wantInt(section.revive, "player", "the cost of a revival");
  if (section.revive && section.leaders.length === 0)
    ctx.report("badUnit", section.revive.span, ["`revive` brings back a destroyed leader, and the section has none"]);
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
    if (leader.stands) ctx.exprs.wantBool(leader.stands, "gameTerritory");
    checkDie(leader.die, leader.span, ctx);
    if (leader.forms.length === 0) ctx.report("badLeaders", leader.nameSpan, [`leader \`${leader.name}\` has no form`]);
    for (const power of leader.forms.flatMap((f) => f.powers)) checkPower(power, ctx, "badLeaders");
    checkForms(leader.forms, ctx);
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
  for (const unit of section.units) checkUnitType(unit, ctx);
}

function checkUnitType(unit: A.UnitTypeDecl, ctx: CheckContext): void {
  ctx.exprs.wantInt(unit.limit, "static", "the most units of a type a player may have");
  for (const players of ctx.playerCounts) {
    const v = evaluateStatic(unit.limit, ctx.symbols, players);
    if (v === undefined) {
      ctx.report("badUnit", unit.limit.span, [`the limit of \`${unit.name.text}\` must be known before the game (a number or a parameter)`]);
      break;
    }
    if (typeof v === "number" && (v < 1 || v > MAX_UNITS_PER_TYPE)) {
      ctx.report("badUnit", unit.limit.span, [`a player has 1 to ${MAX_UNITS_PER_TYPE} units of a type, not ${v}`]);
      break;
    }
  }
  checkDie(unit.die, unit.span, ctx);
  if (unit.stands) ctx.exprs.wantBool(unit.stands, "gameTerritory");
  for (const power of [...unit.powers, ...unit.forms.flatMap((f) => f.powers)]) checkPower(power, ctx, "badUnit");
  checkForms(unit.forms, ctx);
}

function checkDie(die: number | undefined, span: A.Span, ctx: CheckContext): void {
  if (die !== undefined && (die < 2 || die > 100)) ctx.report("badDiceRange", span, [`a die has 2 to 100 sides, not ${die}`]);
}

function checkForms(forms: readonly A.FormDecl[], ctx: CheckContext): void {
  reportRepeats(
    forms.map((f) => ({ span: f.name.span, name: f.name.text })),
    (f) => f.name,
    (f) => `form \`${f.name}\``,
    ctx,
  );
}

/** Y9: a power is fixed for the whole variant: it may name parameters but not depend on the player count. */
function checkPower(power: A.Power, ctx: CheckContext, code: "badLeaders" | "badUnit"): void {
  if (power.kind === "modifier" && ctx.exprs.wantInt(power.amount, "static", "a leader's bonus").kind !== "int") return; // already reported
  const values = ctx.playerCounts.map((players) => unitPower(power, ctx.symbols, players));
  const problem = values.find((v): v is string => typeof v === "string");
  if (problem) {
    const suggestion = power.kind === "param" ? didYouMean(power.name.text, [...MOVE_POWERS, ...choiceParamNames(ctx)]) : undefined;
    ctx.report(code, power.span, [problem], suggestion);
  } else if (new Set(values.map((v) => JSON.stringify(v))).size > 1)
    ctx.report(code, power.span, [`a ${code === "badUnit" ? "unit" : "leader"}'s power cannot depend on the number of players`]);
}

function choiceParamNames(ctx: CheckContext): string[] {
  return [...ctx.symbols.params.values()].filter((p) => p.type.kind === "choice").map((p) => p.decl.name.text);
}
