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
      const first = new Map<string, A.Span>();
      for (const word of choice.words) {
        const earlier = first.get(word.text);
        if (earlier)
          ctx.report("duplicateChoiceWord", word.span, [word.text, choice.name.text], { labels: [{ span: earlier, message: "first listed here" }] });
        else first.set(word.text, word.span);
      }
      if (choice.distinct && choice.words.length < most)
        ctx.report("tooFewDistinctWords", choice.name.span, [choice.name.text, choice.words.length, most]);
    }
    if (choice.distinct && choice.secret) ctx.report("distinctAndSecret", choice.name.span, [choice.name.text]);
    if (!choice.words && choice.distinct && choice.owned) ctx.report("distinctOwnTerritory", choice.name.span, [choice.name.text]);
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
      ctx.report("stepBeforeDeal", step.span, [`choose ${step.choice.text}`], {
        labels: [{ span: steps[deal]!.span, message: "the territories are dealt here" }],
      });
  }
}

/** A phase's `choose X` step. */
export function checkPhaseChoice(step: Extract<A.PhaseStep, { kind: "Choose" }>, ctx: CheckContext): void {
  lookUpName(ctx.symbols, ctx.report, ctx.symbols.choices, step.choice, "choice");
}

/** K4: `deck ... except capital` names a territory choice. */
export function checkDeckExcept(name: A.Name, ctx: CheckContext): void {
  const choice = lookUpName(ctx.symbols, ctx.report, ctx.symbols.choices, name, "choice");
  if (choice?.decl.words) ctx.report("exceptWordsChoice", name.span, [name.text]);
}

/** Whether the variant makes a choice anywhere (setup or turn). */
export function choiceIsMade(ctx: CheckContext, name: string): boolean {
  const inSetup = sectionsOf(ctx.symbols.file, "Setup").some((s) => s.steps.some((x) => x.kind === "Choose" && x.choice.text === name));
  const inTurn = sectionsOf(ctx.symbols.file, "Turn").some((t) =>
    t.phases.some((p) => p.steps.some((x) => x.kind === "Choose" && x.choice.text === name)),
  );
  return inSetup || inTurn;
}
