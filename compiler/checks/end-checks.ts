// C8/R11/E16/Y13 end checks: typed conditions and rankings, and at least one way to end.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { namedDecks } from "./deck-names.js";

/** Names a formula reads (scores among them). */
function namesIn(e: A.Expr, out: A.Ref[] = []): A.Ref[] {
  switch (e.kind) {
    case "Ref":
      out.push(e);
      break;
    case "Unary":
      namesIn(e.operand, out);
      break;
    case "Binary":
      namesIn(e.left, out);
      namesIn(e.right, out);
      break;
    case "If":
      [e.condition, e.then, e.else].forEach((x) => namesIn(x, out));
      break;
    case "Call":
      e.args.forEach((x) => namesIn(x, out));
      break;
    case "Table":
      namesIn(e.key, out);
      e.entries.forEach((x) => namesIn(x.value, out));
      if (e.fallback) namesIn(e.fallback, out);
      break;
    case "OverSeats":
      namesIn(e.body, out);
      break;
    default:
      break;
  }
  return out;
}

/** Whether an effect list ends the game (`end game`), its nested lists included. */
function endsGame(effects: readonly A.RevealEffect[]): boolean {
  return effects.some(
    (e) => e.kind === "endGame" || (e.kind === "each" && endsGame(e.effects)) || (e.kind === "choose" && e.options.some((o) => endsGame(o.effects))),
  );
}

/** A rule's or a card's `end game` (EF2) is a way to end: Risk Europe's "7 crowns at a round's end". */
function effectsEndGame(file: A.VariantFile): boolean {
  const cardLists = namedDecks(file).flatMap((d) => d.cards.flatMap((c) => [c.play?.effects, c.onDraw?.effects, c.onReveal?.effects]));
  const effectCards = sectionsOf(file, "Effects").flatMap((d) => d.cards.map((c) => c.reveal?.effects));
  const rules = sectionsOf(file, "Rules").flatMap((r) => r.rules.map((rule) => rule.effects));
  return [...cardLists, ...effectCards, ...rules].some((list) => list !== undefined && endsGame(list));
}

/** A score defined through itself has no value. */
function checkScoreCycles(end: A.EndDecl, ctx: CheckContext): void {
  const scores = ctx.symbols.scores;
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      const decl = scores.get(path[0]!)!;
      ctx.report("scoreCycle", decl.name.span, [path[0]!, [...path, name].join(" → ")]);
      return;
    }
    // A score whose name was taken (by a parameter) is reported where it is defined, not here.
    const score = scores.get(name);
    if (!score) return;
    state.set(name, "visiting");
    for (const ref of namesIn(score.value)) if (scores.has(ref.name)) visit(ref.name, [...path, name]);
    state.set(name, "done");
  };
  for (const stmt of end.stmts) if (stmt.kind === "Score") visit(stmt.name.text, []);
}

export function checkEnd(end: A.EndDecl, ctx: CheckContext): void {
  for (const s of end.stmts) {
    switch (s.kind) {
      case "Win":
      case "Eliminated":
        ctx.exprs.wantBool(s.when, "player");
        break;
      case "EndWhen":
        ctx.exprs.wantBool(s.when, "game");
        for (const score of s.ranking) ctx.exprs.wantInt(score, "player", "a score");
        break;
      case "Ranking":
        for (const score of s.scores) ctx.exprs.wantInt(score, "player", "a score");
        break;
      case "Protect":
        ctx.exprs.wantBool(s.when, "game");
        break;
      case "Score":
        ctx.exprs.wantInt(s.value, "player", "a score");
        break;
    }
  }
  checkScoreCycles(end, ctx);
  const rollsEnd = [...ctx.symbols.phases.values()].some((p) => p.steps.some((s) => s.kind === "Roll"));
  const endStatement = end.stmts.some((s) => s.kind === "Win" || s.kind === "EndWhen");
  if (!rollsEnd && !endStatement && !effectsEndGame(ctx.symbols.file)) ctx.report("noWayToWin", end.span);
  reportRepeats(
    end.stmts.filter((s) => s.kind === "Ranking" || s.kind === "Protect" || s.kind === "Eliminated"),
    (s) => s.kind,
    (s) => `\`${s.kind.toLowerCase()}\``,
    ctx,
  );
}
