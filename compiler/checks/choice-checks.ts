// K1/M1 checks: choices are lists of words or territories, made by `choose` steps where they can
// be (a player's own territory after the deal), `distinct` ones openly, and read where a player is.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { lookUpName } from "../symbols.js";
import { reportRepeats, type CheckContext } from "./context.js";

export function checkChoices(section: A.ChoicesDecl, ctx: CheckContext): void {
  const most = ctx.playerCounts.at(-1) ?? 0;
  for (const choice of section.choices) {
    if (choice.where) ctx.exprs.wantBool(choice.where, "territory");
    if (choice.words) {
      reportRepeats(
        choice.words.map((w) => ({ span: w.span, text: w.text })),
        (w) => w.text,
        (w) => `the word \`${w.text}\``,
        ctx,
      );
      if (choice.distinct && choice.words.length < most)
        ctx.report("badChoice", choice.name.span, [
          `\`${choice.name.text}\` is distinct, but ${choice.words.length} words cannot go to ${most} players`,
        ]);
    }
    if (choice.distinct && choice.secret)
      ctx.report("badChoice", choice.name.span, [
        `\`${choice.name.text}\` cannot be both distinct and secret: a sealed choice cannot be kept different from the others`,
      ]);
    if (!choice.words && choice.distinct && choice.owned)
      ctx.report("badChoice", choice.name.span, [
        `\`${choice.name.text}\` is one of the chooser's own territories: two players never choose the same one, so \`distinct\` says nothing`,
      ]);
  }
}

/** Setup `choose` steps: a declared choice, each made once, one of the chooser's territories only after the deal. */
export function checkSetupChoices(steps: readonly A.SetupStep[], ctx: CheckContext): void {
  const chooses = steps.filter((s): s is Extract<A.SetupStep, { kind: "Choose" }> => s.kind === "Choose");
  reportRepeats(
    chooses,
    (s) => s.choice.text,
    (s) => `\`choose ${s.choice.text}\``,
    ctx,
  );
  const deal = steps.findIndex((s) => s.kind === "Deal");
  for (const step of chooses) {
    const choice = lookUpName(ctx.symbols, ctx.report, ctx.symbols.choices, step.choice, "choice");
    if (choice && !choice.decl.words && choice.decl.owned && deal >= 0 && steps.indexOf(step) < deal)
      ctx.report("badChoice", step.span, [
        `\`${step.choice.text}\` is one of the chooser's own territories: choose it after the territories are dealt`,
      ]);
  }
}

/** A phase's `choose X` step. */
export function checkPhaseChoice(step: Extract<A.PhaseStep, { kind: "Choose" }>, ctx: CheckContext): void {
  lookUpName(ctx.symbols, ctx.report, ctx.symbols.choices, step.choice, "choice");
}

/** K4: `deck ... except capital` names a territory choice. */
export function checkDeckExcept(name: A.Name, ctx: CheckContext): void {
  const choice = lookUpName(ctx.symbols, ctx.report, ctx.symbols.choices, name, "choice");
  if (choice?.decl.words)
    ctx.report("badChoice", name.span, [
      `\`except\` takes the cards of chosen territories out of the deck, and \`${name.text}\` is a choice of words`,
    ]);
}

/** Whether the variant makes a choice anywhere (setup or turn). */
export function choiceIsMade(ctx: CheckContext, name: string): boolean {
  const inSetup = sectionsOf(ctx.symbols.file, "Setup").some((s) => s.steps.some((x) => x.kind === "Choose" && x.choice.text === name));
  const inTurn = sectionsOf(ctx.symbols.file, "Turn").some((t) =>
    t.phases.some((p) => p.steps.some((x) => x.kind === "Choose" && x.choice.text === name)),
  );
  return inSetup || inTurn;
}
