// C5/C6/R6 combat checks: die size, dice ranges, conquest minimum, statements given once.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

export function checkCombat(combat: A.CombatDecl, ctx: CheckContext): void {
  reportRepeats(
    combat.stmts,
    (s) => (s.kind === "Dice" ? `Dice:${s.side}` : s.kind === "Modifier" ? undefined : s.kind),
    (s) => (s.kind === "Dice" ? `\`${s.side} dice\`` : `\`${s.kind.toLowerCase()}\``),
    ctx,
  );
  for (const s of combat.stmts) {
    switch (s.kind) {
      case "Die":
        if (s.sides < 2 || s.sides > 100) ctx.report("badDiceRange", s.span, [`a die has 2 to 100 sides, not ${s.sides}`]);
        break;
      case "Dice": {
        const { from, to } = s.range;
        if (from > to) ctx.report("reversedRange", s.range.span, [from, to], { help: `write \`${s.side} dice ${to}..${from}\`` });
        else if (from < 1 || to > 10)
          ctx.report("badDiceRange", s.range.span, [`${s.side} dice ${from}..${to} must be low..high with 1 <= low <= high <= 10`]);
        if (s.leave) {
          if (s.side === "defender") ctx.report("valueOutOfRange", s.leave.span, ["only the attacker leaves armies behind"]);
          ctx.exprs.wantInt(s.leave, "territory", "armies left behind");
        }
        break;
      }
      case "Conquer":
        ctx.exprs.wantInt(s.atLeast, "conquer", "armies moved in");
        break;
      case "Keep":
        ctx.exprs.wantInt(s.keep, "conquer", "armies kept in the attacking territory");
        break;
      case "Require":
        ctx.exprs.wantBool(s.condition, "dice");
        break;
      case "AttackWhere":
        ctx.exprs.wantBool(s.condition, "pair");
        break;
      case "Modifier":
        checkModifier(s, combat, ctx);
        break;
      case "Ties":
      case "DiceMax":
      case "PlacedWait":
        break;
    }
  }
  for (const side of ["attacker", "defender"] as const) {
    if (!combat.stmts.some((s) => s.kind === "Dice" && s.side === side))
      ctx.report("missingSection", combat.span, [`\`${side} dice\` rule in its combat block`]);
  }
  checkRollSize(combat, ctx);
}

/** F4: a bonus of 1 to 20 pips, a re-roll of faces 1..sides-1, conditions on the attack. */
function checkModifier(m: Extract<A.CombatStmt, { kind: "Modifier" }>, combat: A.CombatDecl, ctx: CheckContext): void {
  if (m.when) ctx.exprs.wantBool(m.when, "pair");
  if (m.bonus) {
    ctx.exprs.wantInt(m.bonus, "pair", "a die bonus");
    for (const players of ctx.playerCounts) {
      const v = evaluateStatic(m.bonus, ctx.symbols, players);
      if (typeof v === "number" && (v < 1 || v > 20)) {
        ctx.report("badModifier", m.bonus.span, [`a die bonus is 1 to 20 pips, not ${v}`]);
        break;
      }
    }
  }
  if (m.reroll) {
    const die = combat.stmts.find((s): s is Extract<A.CombatStmt, { kind: "Die" }> => s.kind === "Die")?.sides ?? 6;
    if (m.reroll.value < 1 || m.reroll.value >= die)
      ctx.report("badModifier", m.reroll.span, [`a re-roll takes faces 1 to ${die - 1} of a d${die}, not ${m.reroll.value}`]);
  }
}

/** Battle odds (for `riskc odds`, the bots and the reports) enumerate every face of every die of a roll. */
export const MAX_ROLL_OUTCOMES = 1_000_000;

/** RISK4032: the largest roll must be small enough to enumerate. A leader's die may be larger than the others. */
function checkRollSize(combat: A.CombatDecl, ctx: CheckContext): void {
  const die = combat.stmts.find((s): s is Extract<A.CombatStmt, { kind: "Die" }> => s.kind === "Die");
  const dice = (side: "attacker" | "defender") =>
    combat.stmts.find((s) => s.kind === "Dice" && s.side === side) as Extract<A.CombatStmt, { kind: "Dice" }> | undefined;
  const attacker = dice("attacker");
  const defender = dice("defender");
  if (!attacker || !defender || attacker.range.to > 10 || defender.range.to > 10) return;
  const sides = Math.max(
    die?.sides ?? 6,
    ...sectionsOf(ctx.symbols.file, "Leaders").flatMap((l) => [...l.leaders.map((x) => x.die ?? 0), ...l.units.map((x) => x.die ?? 0)]),
  );
  if (sides > 100) return;
  const count = attacker.range.to + defender.range.to;
  const outcomes = sides ** count;
  if (outcomes > MAX_ROLL_OUTCOMES)
    ctx.report(
      "unplayable",
      (die ?? attacker).span,
      [
        `a roll of ${count} dice of ${sides} sides has ${outcomes.toExponential(1).replace("e+", "e")} outcomes; battle odds are exact, so a roll has at most ${MAX_ROLL_OUTCOMES}`,
      ],
      {
        help: "use fewer dice or a smaller die",
      },
    );
}
