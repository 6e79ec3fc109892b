// C5/C6/R6 combat checks: die size, dice ranges, conquest minimum, statements given once.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

export function checkCombat(combat: A.CombatDecl, ctx: CheckContext): void {
  reportRepeats(
    combat.stmts,
    (s) =>
      s.kind === "Dice" && !s.when
        ? `Dice:${s.side}`
        : s.kind === "Modifier" || s.kind === "Rank" || s.kind === "RerollRank" || ((s.kind === "Ties" || s.kind === "Dice") && s.when)
          ? undefined
          : s.kind,
    (s) => (s.kind === "Dice" ? `\`${s.side} dice\`` : `\`${s.kind.toLowerCase()}\``),
    ctx,
  );
  for (const s of combat.stmts) {
    switch (s.kind) {
      case "Die":
        checkDieSides(s.sides, s.span, ctx);
        break;
      case "Dice": {
        const { from, to } = s.range;
        if (from > to) ctx.report("reversedRange", s.range.span, [from, to], { help: `write \`${s.side} dice ${to}..${from}\`` });
        else if (from < 1 || to > 10) ctx.report("diceCountOutOfRange", s.range.span, [`\`${s.side} dice ${from}..${to}\``]);
        if (s.chosen && s.side === "attacker") ctx.report("attackerByChoice", s.chosen.span, ["its dice with each attack"]);
        if (s.leave) {
          if (s.side === "defender") ctx.report("defenderLeaves", s.leave.span);
          ctx.exprs.wantInt(s.leave, "territory", "armies left behind");
        }
        if (s.when) checkDiceWhen(s, combat, ctx);
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
        ctx.exprs.wantAttackCondition(s.condition);
        break;
      case "Modifier":
        checkModifier(s, combat, ctx);
        break;
      case "Ties":
        // D5: a tie rule under a condition, fixed as the attack starts.
        if (s.when) ctx.exprs.wantBool(s.when, "pair");
        break;
      case "DiceMax":
      case "PlacedWait":
      case "BattlesAtRoundEnd": // CT1: contested-checks.ts
      case "Rank": // RB1: rank-checks.ts
      case "CasualtiesByChoice": // CS1: rank-checks.ts
      case "RerollRank": // RR1: rank-checks.ts
        break;
    }
  }
  for (const side of ["attacker", "defender"] as const) {
    if (!combat.stmts.some((s) => s.kind === "Dice" && s.side === side && !s.when))
      ctx.report("missingSection", combat.span, [`\`${side} dice\` rule in its combat block`]);
  }
  checkRollSize(combat, ctx);
}

type DiceStmt = Extract<A.CombatStmt, { kind: "Dice" }>;

/** A side's `dice` rule (the one without a condition; absent: none yet). */
function diceRule(combat: A.CombatDecl, side: "attacker" | "defender"): DiceStmt | undefined {
  return combat.stmts.find((s): s is DiceStmt => s.kind === "Dice" && s.side === side && !s.when);
}

/** The most dice a side rolls (the largest upper end of its `dice` rules, D6's under a condition too; absent: none yet). */
function mostDice(combat: A.CombatDecl, side: "attacker" | "defender"): number | undefined {
  const ends = combat.stmts.flatMap((s) => (s.kind === "Dice" && s.side === side ? [s.range.to] : []));
  return ends.length > 0 ? Math.max(...ends) : undefined;
}

/**
 * D6: `defender dice 1..3 when c`: the side's most dice in an attack where c holds. Only the most
 * changes (RISK4201: the fewest is the side's rule's), and the statement takes no `leave` nor `by
 * choice` (RISK4200), nor may the defender choose its dice while a condition sets them (RISK4202).
 */
function checkDiceWhen(s: DiceStmt, combat: A.CombatDecl, ctx: CheckContext): void {
  ctx.exprs.wantBool(s.when!, "pair");
  if (s.leave) ctx.report("diceWhenOption", s.leave.span, ["`leave`", s.side]);
  if (s.chosen) ctx.report("diceWhenOption", s.chosen.span, ["`by choice`", s.side]);
  const rule = diceRule(combat, s.side);
  if (rule && rule.range.from !== s.range.from)
    ctx.report("diceWhenFewest", s.range.span, [s.side, rule.range.from, s.range.from], {
      help: `write \`${s.side} dice ${rule.range.from}..${s.range.to} when ...\``,
    });
  if (rule?.chosen && s.side === "defender") ctx.report("diceWhenChosen", s.span, [`${rule.range.from}..${rule.range.to}`]);
}

/** F4: a bonus of 1 to 20 pips, a re-roll of faces 1..sides-1, conditions on the attack; D1–D4: the dice pipeline's statements. */
function checkModifier(m: Extract<A.CombatStmt, { kind: "Modifier" }>, combat: A.CombatDecl, ctx: CheckContext): void {
  if (m.when) ctx.exprs.wantBool(m.when, "pair");
  if (m.bonus) {
    ctx.exprs.wantInt(m.bonus, "pair", "a die bonus");
    for (const players of ctx.playerCounts) {
      const v = evaluateStatic(m.bonus, ctx.symbols, players);
      if (typeof v === "number" && (v < 1 || v > 20)) {
        ctx.report("dieBonusOutOfRange", m.bonus.span, [v]);
        break;
      }
    }
  }
  const most = mostDice(combat, m.side);
  if (m.on && typeof m.on.die === "number" && most !== undefined && (m.on.die < 1 || m.on.die > most))
    ctx.report("namedDieOutOfRange", m.on.span, [m.side, most, m.on.die]);
  if (m.reroll) {
    const die = combat.stmts.find((s): s is Extract<A.CombatStmt, { kind: "Die" }> => s.kind === "Die")?.sides ?? 6;
    if (m.reroll.value < 1 || m.reroll.value >= die) ctx.report("rerollOutOfRange", m.reroll.span, [die - 1, die, m.reroll.value]);
  }
  if (m.rerollLowest) {
    ctx.exprs.wantInt(m.rerollLowest, "pair", "dice rolled again");
    for (const players of ctx.playerCounts) {
      const v = evaluateStatic(m.rerollLowest, ctx.symbols, players);
      if (typeof v === "number" && most !== undefined && (v < 1 || v > most)) {
        ctx.report("rerollCountOutOfRange", m.rerollLowest.span, [most, m.side, v]);
        break;
      }
    }
  }
  if (m.sides) checkDieSides(m.sides.value, m.sides.span, ctx);
}

/** Battle odds (for `riskc odds`, the bots and the reports) enumerate every face of every die of a roll. */
export const MAX_ROLL_OUTCOMES = 1_000_000;

/** RISK4041: a die has 2 to 100 sides (combat's die, a leader's or unit type's, a roll step's). */
export function checkDieSides(sides: number, span: A.Span, ctx: CheckContext): void {
  if (sides < 2 || sides > 100) ctx.report("dieSides", span, [sides]);
}

/**
 * RISK4032: the largest roll must be small enough to enumerate. A leader's die may be larger than
 * the others; D1–D4: a side's own die size, its extra dice and the dice it rolls again count too
 * (each side's dice are gone through on their own, but the bound stays the simple product).
 */
function checkRollSize(combat: A.CombatDecl, ctx: CheckContext): void {
  const die = combat.stmts.find((s): s is Extract<A.CombatStmt, { kind: "Die" }> => s.kind === "Die");
  // D6: a side's most dice are the largest of its `dice` rules, those under a condition too.
  const dice = (side: "attacker" | "defender") => {
    const rule = diceRule(combat, side);
    return rule && { span: rule.span, range: { to: mostDice(combat, side)! } };
  };
  const attacker = dice("attacker");
  const defender = dice("defender");
  if (!attacker || !defender || attacker.range.to > 10 || defender.range.to > 10) return;
  const modifiers = combat.stmts.filter((s): s is Extract<A.CombatStmt, { kind: "Modifier" }> => s.kind === "Modifier");
  const sides = Math.max(
    die?.sides ?? 6,
    ...modifiers.map((m) => m.sides?.value ?? 0),
    // U1: a unit's sizes under conditions too.
    ...sectionsOf(ctx.symbols.file, "Leaders").flatMap((l) =>
      [...l.leaders, ...l.units].flatMap((x) => [x.die ?? 0, ...(x.dieWhen ?? []).map((d) => d.sides)]),
    ),
  );
  if (sides > 100) return;
  // Extra dice add up and count in the roll; dice rolled again (D2) add to their own side's work
  // only, since each side's dice are gone through on their own (engine/math/dice.ts).
  const extra = (side: "attacker" | "defender") => modifiers.filter((m) => m.side === side && m.extra).length;
  const again = (side: "attacker" | "defender", most: number) => (modifiers.some((m) => m.side === side && m.rerollLowest) ? most + extra(side) : 0);
  const count = Math.max(
    attacker.range.to + defender.range.to + extra("attacker") + extra("defender"),
    attacker.range.to + extra("attacker") + again("attacker", attacker.range.to),
    defender.range.to + extra("defender") + again("defender", defender.range.to),
  );
  const outcomes = sides ** count;
  if (outcomes > MAX_ROLL_OUTCOMES)
    ctx.report("rollTooLarge", (die ?? attacker).span, [count, sides, outcomes.toExponential(1).replace("e+", "e"), MAX_ROLL_OUTCOMES], {
      notes: ["battle odds are exact: every face of every die of a roll is gone through"],
      help: "use fewer dice or a smaller die",
    });
}
