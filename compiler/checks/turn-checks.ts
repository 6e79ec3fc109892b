// C3–C7 turn checks: typed steps, phases that can never run, steps that can have no effect.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { checkDeckName } from "./deck-names.js";
import type { CheckContext } from "./context.js";
import { checkPhaseChoice } from "./choice-checks.js";
import { checkBuy, checkGain } from "./economy-checks.js";
import { checkDieSides } from "./combat-checks.js";
import { evaluateStatic } from "./static-eval.js";
import { checkBombard } from "./bombard-checks.js";

/** Y10: `allied` is connected through the player's and its partners' territories. */
const paths = ["adjacent", "connected", "allied"];

function checkFortifyPath(path: A.Name, ctx: CheckContext): void {
  if (paths.includes(path.text)) return;
  const param = ctx.symbols.params.get(path.text);
  if (param) {
    ctx.symbols.references.push({ span: path.span, target: { kind: "param", name: path.text } });
    if (param.type.kind !== "choice" || param.type.choices.some((c) => !paths.includes(c))) {
      ctx.report("typeMismatch", path.span, [paths.join(" | "), `parameter \`${path.text}\` of another type`]);
    }
    return;
  }
  const candidates = [...paths, ...[...ctx.symbols.params.values()].filter((p) => p.type.kind === "choice").map((p) => p.decl.name.text)];
  ctx.report("unknownChoice", path.span, [path.text, paths.join(" | ")], didYouMean(path.text, candidates));
}

/** FM1: `within N`, an int of the player, at least 1 where it is known before a game; nothing to bound on an adjacent path. */
function checkWithin(step: Extract<A.PhaseStep, { kind: "Fortify" }>, within: A.Expr, ctx: CheckContext): void {
  ctx.exprs.wantInt(within, "player", "a number of borders");
  const span = step.options.find((o) => o.kind === "within")!.span;
  if (step.path?.text === "adjacent") ctx.report("withinAdjacent", span);
  for (const n of ctx.playerCounts) {
    const value = evaluateStatic(within, ctx.symbols, n);
    if (typeof value === "number" && value < 1) return ctx.report("withinBelowOne", within.span, [value]);
  }
}

/** C7/Y10: a fortify step's formulas, its path, and options given once. */
function checkFortify(step: Extract<A.PhaseStep, { kind: "Fortify" }>, ctx: CheckContext): void {
  const { exprs } = ctx;
  if (step.moves) exprs.wantInt(step.moves, "player", "a number of moves");
  if (step.leave) exprs.wantInt(step.leave, "territory", "armies left behind");
  if (step.path) checkFortifyPath(step.path, ctx);
  if (step.where) exprs.wantBool(step.where, "pair");
  if (step.through) exprs.wantBool(step.through, "territory");
  if (step.within) checkWithin(step, step.within, ctx);
  if (step.cede && sectionsOf(ctx.symbols.file, "Teams").length === 0)
    ctx.report("cedeWithoutTeams", step.options.find((o) => o.kind === "cede")!.span);
  if (step.moves && step.movesAny) ctx.report("duplicateSection", step.span, ["`moves`"]);
  // FM2: a move joins an invasion only where attacks contest territories.
  const intoBattle = step.options.find((o) => o.kind === "intoBattle");
  if (intoBattle && !ctx.symbols.file.sections.some((x) => x.kind === "Combat" && x.stmts.some((st) => st.kind === "BattlesAtRoundEnd")))
    ctx.report("intoBattleWithoutBattles", intoBattle.span, [], { help: "let attacks contest territories: `combat { battles at round end }`" });
  for (const kind of ["moves", "path", "leave", "cede", "once", "drops", "where", "within", "intoBattle"] as const) {
    const given = step.options.filter((o) => o.kind === kind);
    for (const extra of given.slice(1))
      ctx.report("duplicateSection", extra.span, [`\`${kind === "intoBattle" ? "into battle" : kind}\``], {
        labels: [{ span: given[0]!.span, message: "first given here" }],
      });
  }
}

/**
 * XP1–XP3: an expand step's formulas (`into` an int of the player, 1 at least where it is known
 * before a game; `leave` an int of the source territory, 0 at least; `where` a pair's condition),
 * its options given once, and (RISK4311) whether it can invade at all.
 */
function checkExpand(step: Extract<A.PhaseStep, { kind: "Expand" }>, ctx: CheckContext): void {
  const { exprs } = ctx;
  if (step.into) exprs.wantInt(step.into, "player", "a number of territories");
  if (step.leave) exprs.wantInt(step.leave, "territory", "armies left behind");
  if (step.where) exprs.wantBool(step.where, "pair");
  for (const [value, code, below] of [
    [step.into, "expandIntoBelowOne", 1],
    [step.leave, "expandLeaveBelowZero", 0],
  ] as const) {
    if (!value) continue;
    for (const n of ctx.playerCounts) {
      const known = evaluateStatic(value, ctx.symbols, n);
      if (typeof known === "number" && known < below) {
        ctx.report(code, value.span, [known]);
        break;
      }
    }
  }
  for (const kind of ["into", "leave", "where"] as const) {
    const given = step.options.filter((o) => o.kind === kind);
    for (const extra of given.slice(1))
      ctx.report("duplicateSection", extra.span, [`\`${kind}\``], { labels: [{ span: given[0]!.span, message: "first given here" }] });
  }
  const battles = sectionsOf(ctx.symbols.file, "Combat").some((c) => c.stmts.some((x) => x.kind === "BattlesAtRoundEnd"));
  if (!battles) ctx.report("expandWithoutBattles", step.span);
}

/** R11: `roll N dN ... when`: a roll of 1 to 10 dice of 2 to 100 sides. */
function checkRoll(step: Extract<A.PhaseStep, { kind: "Roll" }>, ctx: CheckContext): void {
  if (step.count < 1 || step.count > 10) ctx.report("diceCountOutOfRange", step.span, [`\`roll ${step.count} d${step.sides}\``]);
  checkDieSides(step.sides, step.span, ctx);
  ctx.exprs.wantBool(step.when, "roll");
}

/** Y7: `switch [near leader] [using card with X]` flips a switch of the map. */
function checkSwitch(step: Extract<A.PhaseStep, { kind: "Switch" }>, ctx: CheckContext): void {
  if (step.when) ctx.exprs.wantBool(step.when, "player");
  if (ctx.symbols.switches.length === 0) ctx.report("noSwitches", step.span);
  if (step.nearLeader && sectionsOf(ctx.symbols.file, "Leaders").length === 0) ctx.report("noLeaders", step.span, ["switch near leader"]);
  if (!step.usingCard) return;
  const attribute = ctx.symbols.attributes.get(step.usingCard.text);
  if (!attribute)
    ctx.report("unknownAttribute", step.usingCard.span, [step.usingCard.text], didYouMean(step.usingCard.text, ctx.symbols.attributes.keys()));
  else if (attribute.type.kind !== "bool") ctx.report("typeMismatch", step.usingCard.span, ["a true-or-false attribute", "another type"]);
  if (sectionsOf(ctx.symbols.file, "Cards").length === 0) ctx.report("cardsWithoutDeck", step.span, ["`using card`"]);
}

function checkStep(step: A.PhaseStep, ctx: CheckContext): void {
  const { exprs } = ctx;
  const has = (kind: A.Section["kind"]) => sectionsOf(ctx.symbols.file, kind).length > 0;
  switch (step.kind) {
    case "Receive":
      exprs.wantInt(step.amount, "player", "received armies");
      break;
    case "Trade":
      if (step.forcedWhen) exprs.wantBool(step.forcedWhen, "player");
      break;
    case "Fortify":
      checkFortify(step, ctx);
      break;
    case "Expand":
      checkExpand(step, ctx);
      break;
    case "Draw":
      exprs.wantInt(step.count, "player", "a number of cards");
      if (step.when) exprs.wantBool(step.when, "player");
      break;
    case "Roll":
      checkRoll(step, ctx);
      break;
    case "Morph":
      if (!has("Leaders")) ctx.report("noLeaders", step.span, ["morph"]);
      break;
    case "Reveal":
      exprs.wantInt(step.amount, "player", "armies the revealed territory gets");
      break;
    case "RevealEffect":
      if (!sectionsOf(ctx.symbols.file, "Effects").some((e) => e.deal)) ctx.report("noDealtEffects", step.span);
      break;
    case "Switch":
      checkSwitch(step, ctx);
      break;
    case "Place":
      if (step.where) exprs.wantBool(step.where, "territory");
      break;
    case "Choose":
      checkPhaseChoice(step, ctx);
      break;
    case "Gain":
      checkGain(step, ctx);
      break;
    case "Buy":
      checkBuy(step, ctx);
      break;
    case "DrawEffect":
      exprs.wantInt(step.count, "player", "a number of effect cards");
      if (step.when) exprs.wantBool(step.when, "player");
      // DK3: `from gods`: a named deck's.
      if (step.deck) checkDeckName(step.deck, ctx);
      else if (!sectionsOf(ctx.symbols.file, "Effects").some((e) => e.cards.length > 0)) ctx.report("noEffectCards", step.span, ["draw effect"]);
      break;
    case "Bombard":
      checkBombard(step, ctx);
      break;
    case "Put":
      // MK1: markers of a named deck onto the player's territories.
      exprs.wantInt(step.count, "player", "a number of markers");
      if (step.when) exprs.wantBool(step.when, "player");
      checkDeckName(step.deck, ctx);
      break;
    case "Play":
      if (!sectionsOf(ctx.symbols.file, "Deck").some((d) => d.cards.some((c) => c.play && !c.play.window))) ctx.report("playWithoutCards", step.span);
      break;
    case "Attack":
      break;
  }
}

/** True when the condition is false for every allowed player count under the parameter values. */
function neverTrue(condition: A.Expr, ctx: CheckContext): boolean {
  if (ctx.playerCounts.length === 0) return false;
  return ctx.playerCounts.every((n) => evaluateStatic(condition, ctx.symbols, n) === false);
}

function checkStepOrder(steps: readonly A.PhaseStep[], ctx: CheckContext, allSteps: readonly A.PhaseStep[]): void {
  const lastPlace = allSteps.map((s) => s.kind).lastIndexOf("Place");
  for (const step of steps) {
    const index = allSteps.indexOf(step);
    if ((step.kind === "Receive" || step.kind === "Trade") && index > lastPlace) {
      ctx.report("armiesNeverPlaced", step.span, [step.kind === "Receive" ? "receive" : "trade"]);
    }
  }
}

/** Steps that give the player armies to place this turn (F2: a purchase may be armies). */
const receives = (s: A.PhaseStep) => s.kind === "Receive" || s.kind === "Trade" || s.kind === "Buy";

/** RISK4030/RISK4031: a turn places what it received, and attacks after it placed. True when places come before receives. */
function checkTurnOrder(allSteps: readonly A.PhaseStep[], ctx: CheckContext): boolean {
  const firstReceive = allSteps.findIndex(receives);
  const firstPlace = allSteps.findIndex((s) => s.kind === "Place");
  if (firstPlace >= 0 && (firstReceive < 0 || firstReceive > firstPlace))
    ctx.report("placeBeforeReceive", allSteps[firstPlace]!.span, [], {
      ...(firstReceive >= 0 ? { labels: [{ span: allSteps[firstReceive]!.span, message: "armies are received only here" }] } : {}),
      help: firstReceive >= 0 ? "move `receive` (or `trade`) before `place`" : "add a `receive` step before `place`",
    });
  const firstAttack = allSteps.findIndex((s) => s.kind === "Attack");
  const attack = allSteps[firstAttack];
  if (attack?.kind === "Attack" && !attack.first && (firstPlace < 0 || firstPlace > firstAttack))
    ctx.report("attackBeforePlacement", attack.span, [], {
      ...(firstPlace >= 0 ? { labels: [{ span: allSteps[firstPlace]!.span, message: "armies are placed only here, later in the turn" }] } : {}),
      help: "put the reinforcement phase first, or write `attack first` if the turn starts with the attack on purpose",
    });
  return firstPlace >= 0 && firstReceive > firstPlace;
}

export function checkTurn(turn: A.TurnDecl, ctx: CheckContext): void {
  const allSteps = turn.phases.flatMap((p) => p.steps);
  if (turn.phases.length === 0) ctx.report("missingSection", turn.span, ["phase in the turn (`phase reinforce { receive 3 place }`)"]);
  // With `place` before `receive`, "never placed" would only repeat that error about the receive.
  const misordered = checkTurnOrder(allSteps, ctx);
  const usesCards = allSteps.some((s) => s.kind === "Trade" || s.kind === "Draw");
  if (usesCards && sectionsOf(ctx.symbols.file, "Cards").length === 0) {
    const first = allSteps.find((s) => s.kind === "Trade" || s.kind === "Draw")!;
    ctx.report("cardsWithoutDeck", first.span, [first.kind === "Trade" ? "`trade`" : "`draw`"]);
  }
  for (const phase of turn.phases) {
    if (phase.when) {
      ctx.exprs.wantBool(phase.when, "player");
      if (neverTrue(phase.when, ctx)) {
        ctx.report("phaseNeverRuns", phase.when.span, [phase.name.text], {
          notes: [`the condition is false for every player count ${ctx.playerCounts[0]}..${ctx.playerCounts.at(-1)} with the parameters as set`],
        });
      }
    }
    if (phase.steps.length === 0) ctx.report("emptyPhase", phase.name.span, [phase.name.text]);
    for (const step of phase.steps) checkStep(step, ctx);
    if (!misordered) checkStepOrder(phase.steps, ctx, allSteps);
  }
}
