// C3–C7 turn checks: typed steps, phases that can never run, steps that can have no effect.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { CheckContext } from "./context.js";
import { checkPhaseChoice } from "./choice-checks.js";
import { checkBuy, checkGain } from "./economy-checks.js";
import { evaluateStatic } from "./static-eval.js";

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

function checkStep(step: A.PhaseStep, ctx: CheckContext): void {
  const { exprs } = ctx;
  switch (step.kind) {
    case "Receive":
      exprs.wantInt(step.amount, "player", "received armies");
      break;
    case "Trade":
      if (step.forcedWhen) exprs.wantBool(step.forcedWhen, "player");
      break;
    case "Fortify":
      if (step.moves) exprs.wantInt(step.moves, "player", "a number of moves");
      if (step.leave) exprs.wantInt(step.leave, "territory", "armies left behind");
      if (step.path) checkFortifyPath(step.path, ctx);
      if (step.where) exprs.wantBool(step.where, "pair");
      if (step.cede && sectionsOf(ctx.symbols.file, "Teams").length === 0)
        ctx.report("valueOutOfRange", step.options.find((o) => o.kind === "cede")!.span, ["`cede to partner` needs teams"]);
      if (step.moves && step.movesAny) ctx.report("duplicateSection", step.span, ["`moves`"]);
      for (const kind of ["moves", "path", "leave", "cede", "once", "drops", "where"] as const) {
        const given = step.options.filter((o) => o.kind === kind);
        for (const extra of given.slice(1))
          ctx.report("duplicateSection", extra.span, [`\`${kind}\``], { labels: [{ span: given[0]!.span, message: "first given here" }] });
      }
      break;
    case "Draw":
      exprs.wantInt(step.count, "player", "a number of cards");
      if (step.when) exprs.wantBool(step.when, "player");
      break;
    case "Roll":
      if (step.count < 1 || step.count > 10 || step.sides < 2 || step.sides > 100)
        ctx.report("badDiceRange", step.span, [`roll 1 to 10 dice of 2 to 100 sides, not ${step.count} d${step.sides}`]);
      exprs.wantBool(step.when, "roll");
      break;
    case "Morph":
      if (sectionsOf(ctx.symbols.file, "Leaders").length === 0)
        ctx.report("valueOutOfRange", step.span, ["`morph` changes a leader's form, and the variant has no leaders"]);
      break;
    case "Reveal":
      exprs.wantInt(step.amount, "player", "armies the revealed territory gets");
      break;
    case "RevealEffect":
      if (!sectionsOf(ctx.symbols.file, "Effects").some((e) => e.deal))
        ctx.report("valueOutOfRange", step.span, [
          "`reveal effect` turns up a face-down effect card, and the variant deals none (`effects { deal 3 each }`)",
        ]);
      break;
    case "Switch":
      if (step.when) exprs.wantBool(step.when, "player");
      if (ctx.symbols.switches.length === 0) ctx.report("valueOutOfRange", step.span, ["`switch` flips a switch of the map, and the map has none"]);
      if (step.nearLeader && sectionsOf(ctx.symbols.file, "Leaders").length === 0)
        ctx.report("valueOutOfRange", step.span, ["`near leader` needs leaders"]);
      if (step.usingCard) {
        const attribute = ctx.symbols.attributes.get(step.usingCard.text);
        if (!attribute)
          ctx.report("unknownAttribute", step.usingCard.span, [step.usingCard.text], didYouMean(step.usingCard.text, ctx.symbols.attributes.keys()));
        else if (attribute.type.kind !== "bool") ctx.report("typeMismatch", step.usingCard.span, ["a true-or-false attribute", "another type"]);
        if (sectionsOf(ctx.symbols.file, "Cards").length === 0) ctx.report("cardsWithoutDeck", step.span, ["`cards { ... }` block"]);
      }
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
      if (!sectionsOf(ctx.symbols.file, "Effects").some((e) => e.cards.length > 0))
        ctx.report("valueOutOfRange", step.span, ["`draw effect` draws effect cards, and the variant has none (`effects { card ... }`)"]);
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
      ctx.report("stepOutsidePlace", step.span, [`armies from this step are never placed: no \`place\` step comes after it in the turn`]);
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
    ctx.report("cardsWithoutDeck", first.span, ["`cards { ... }` block"]);
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
