// Y2/Y9/F2 checks: leaders (one per seat for each player count) and unit types (a limit, a die,
// powers fixed before the game, where they may stand).
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { isPowerValue, MOVE_POWERS, unitPower, type PowerProblem } from "../unit-powers.js";
import { checkDieSides } from "./combat-checks.js";
import type { CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

/** The most units of one type a player may have (the state holds every one of them). */
export const MAX_UNITS_PER_TYPE = 20;
/** L1: the most leaders of one seat (the most seats a game has). */
const MAX_SEATS = 8;

/** Y2/Y9: one leader per seat for each player count; dice, forms and powers that make sense. F2: unit types. */
export function checkLeaders(section: A.LeadersDecl, ctx: CheckContext): void {
  if (section.revive) ctx.exprs.wantInt(section.revive, "player", "the cost of a revival");
  if (section.revive && section.leaders.length === 0) ctx.report("noLeaders", section.revive.span, ["revive"]);
  const names = new Map<string, A.Span>();
  for (const leader of section.leaders) {
    const first = names.get(leader.name);
    if (first) ctx.report("duplicateLeader", leader.nameSpan, [leader.name], { labels: [{ span: first, message: "first defined here" }] });
    names.set(leader.name, leader.nameSpan);
    if (leader.seat) ctx.exprs.wantInt(leader.seat, "static", "a seat number");
    if (leader.when) ctx.exprs.wantBool(leader.when, "static");
    if (leader.stands) ctx.exprs.wantBool(leader.stands, "gameTerritory");
    if (leader.die !== undefined) checkDieSides(leader.die, leader.span, ctx);
    checkDiceAndAttack(leader, leader.die ?? 6, leader.name, ctx);
    // L2: powers of its own make a leader's one form.
    if (leader.forms.length === 0 && leader.powers.length === 0) ctx.report("leaderWithoutForm", leader.nameSpan, [leader.name]);
    for (const power of [...leader.powers, ...leader.forms.flatMap((f) => f.powers)]) checkPower(power, leader.name, ctx);
    checkForms(leader.forms, leader.name, ctx);
  }
  checkLeaderSeats(section.leaders, leadersPerSeat(section.perSeat, ctx), ctx);
  for (const unit of section.units) checkUnitType(unit, ctx);
}

/** L1: the most leaders a seat may have: `leaders per seat N` (fixed, 1..8; a bad one told and taken as 8), absent: undefined (one, RISK4025). */
function leadersPerSeat(perSeat: A.Expr | undefined, ctx: CheckContext): number | undefined {
  if (!perSeat) return undefined;
  if (ctx.exprs.wantInt(perSeat, "static", "the most leaders of a seat").kind !== "int") return MAX_SEATS;
  const values = ctx.playerCounts.map((players) => evaluateStatic(perSeat, ctx.symbols, players));
  const bad = values.find((v) => typeof v !== "number" || v < 1 || v > MAX_SEATS);
  if (bad !== undefined || new Set(values).size > 1) {
    ctx.report("leadersPerSeatOutOfRange", perSeat.span, [MAX_SEATS, typeof bad === "number" ? String(bad) : "a number that changes"]);
    return MAX_SEATS;
  }
  return values[0] as number;
}

/**
 * For every player count: each leader's seat exists, and no seat has more leaders than it may
 * (`perSeat`; absent: one) — each problem told once, at the fewest players.
 */
function checkLeaderSeats(leaders: readonly A.LeaderDecl[], perSeat: number | undefined, ctx: CheckContext): void {
  const told = new Set<string>();
  const once = (key: string): boolean => {
    if (told.has(key)) return false;
    told.add(key);
    return true;
  };
  let taken = new Map<number, string>();
  let counts = new Map<number, number>();
  for (const players of ctx.playerCounts) {
    taken = new Map<number, string>();
    counts = new Map<number, number>();
    for (const leader of leaders) {
      if (leader.when && evaluateStatic(leader.when, ctx.symbols, players) === false) continue;
      // PB16: a leader without a seat is every player's (one copy each).
      const seats = leader.seat ? [evaluateStatic(leader.seat, ctx.symbols, players)] : Array.from({ length: players }, (_, k) => k + 1);
      for (const seat of seats) {
        if (typeof seat !== "number") continue;
        if (seat < 1 || seat > players) {
          if (once(`seat ${leader.name}`)) ctx.report("leaderSeatOutOfRange", leader.seat!.span, [players, leader.name, seat]);
          continue;
        }
        countLeader(leader, seat, players);
      }
    }
  }
  function countLeader(leader: A.LeaderDecl, seat: number, players: number): void {
    const count = (counts.get(seat) ?? 0) + 1;
    counts.set(seat, count);
    if (perSeat !== undefined) {
      // PB16: a leader of every seat is told once, at the first seat it fills.
      if (count > perSeat && once(leader.seat ? `seat ${seat} full` : `${leader.name} fills a seat`))
        ctx.report("tooManyLeadersForSeat", leader.nameSpan, [players, seat, count, perSeat]);
      return;
    }
    const other = taken.get(seat);
    if (other && once(`pair ${other} ${leader.name}`)) ctx.report("twoLeadersForSeat", leader.nameSpan, [players, seat, other, leader.name]);
    taken.set(seat, leader.name);
  }
}

function checkUnitType(unit: A.UnitTypeDecl, ctx: CheckContext): void {
  ctx.exprs.wantInt(unit.limit, "static", "the most units of a type a player may have");
  for (const players of ctx.playerCounts) {
    const v = evaluateStatic(unit.limit, ctx.symbols, players);
    if (v === undefined) {
      ctx.report("limitNotFixed", unit.limit.span, [unit.name.text], { help: "give a number or a parameter" });
      break;
    }
    if (typeof v === "number" && (v < 1 || v > MAX_UNITS_PER_TYPE)) {
      ctx.report("unitLimitOutOfRange", unit.limit.span, [MAX_UNITS_PER_TYPE, v]);
      break;
    }
  }
  if (unit.die !== undefined) checkDieSides(unit.die, unit.span, ctx);
  checkDiceAndAttack(unit, unit.die ?? 6, unit.name.text, ctx);
  if (unit.stands) ctx.exprs.wantBool(unit.stands, "gameTerritory");
  for (const power of [...unit.powers, ...unit.forms.flatMap((f) => f.powers)]) checkPower(power, unit.name.text, ctx);
  checkForms(unit.forms, unit.name.text, ctx);
}

/**
 * U1: each die size under a condition is a die (RISK4041), its condition one of the attack (the
 * defending territory in question, `source` the attacking one); one that is the unit's own die
 * changes nothing (RISK4241). PB13: `attack when` reads the attack and the unit in question, once.
 */
function checkDiceAndAttack(unit: A.UnitTypeDecl | A.LeaderDecl, plain: number, owner: string, ctx: CheckContext): void {
  for (const d of unit.dieWhen ?? []) {
    checkDieSides(d.sides, d.span, ctx);
    ctx.exprs.wantBool(d.when, "pair");
    if (d.sides === plain) ctx.report("dieWhenChangesNothing", d.span, [`d${d.sides}`, owner]);
  }
  if (unit.attackWhen) ctx.exprs.wantBool(unit.attackWhen, "unit");
  for (const span of unit.attackWhenAgainSpans ?? []) ctx.report("attackWhenTwice", span, [owner]);
}

function checkForms(forms: readonly A.FormDecl[], owner: string, ctx: CheckContext): void {
  const first = new Map<string, A.Span>();
  for (const form of forms) {
    const earlier = first.get(form.name.text);
    if (earlier) ctx.report("duplicateForm", form.name.span, [form.name.text, owner], { labels: [{ span: earlier, message: "first defined here" }] });
    else first.set(form.name.text, form.name.span);
  }
}

/** Y9: a power is fixed for the whole variant: it may name parameters but not depend on the player count. */
function checkPower(power: A.Power, owner: string, ctx: CheckContext): void {
  if (power.kind === "modifier" && ctx.exprs.wantInt(power.amount, "static", "a power's bonus").kind !== "int") return; // already reported
  const values = ctx.playerCounts.map((players) => unitPower(power, ctx.symbols, players));
  const problem = values.find((v) => !isPowerValue(v)) as PowerProblem | undefined;
  if (problem?.problem === "notAPower")
    ctx.report("notAPower", power.span, [problem.name], didYouMean(problem.name, [...MOVE_POWERS, ...choiceParamNames(ctx)]));
  else if (problem?.problem === "badBonus") ctx.report("negativePowerBonus", power.span, [problem.amount]);
  else if (problem?.problem === "notFixed")
    ctx.report("powerNotFixed", power.span, [owner], { notes: ["its bonus reads what only a game has: use a number or a parameter"] });
  else if (new Set(values.map((v) => JSON.stringify(v))).size > 1)
    ctx.report("powerNotFixed", power.span, [owner], { notes: ["it changes with the number of players"] });
}

function choiceParamNames(ctx: CheckContext): string[] {
  return [...ctx.symbols.params.values()].filter((p) => p.type.kind === "choice").map((p) => p.decl.name.text);
}
