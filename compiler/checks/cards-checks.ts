// C4/R4/R9 card checks: the deck shows a choice attribute, sets can exist, values are given.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { checkDeckExcept } from "./choice-checks.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

function symbolsOfDeck(cards: A.CardsDecl, ctx: CheckContext): string[] | undefined {
  const deck = cards.stmts.find((s): s is Extract<A.CardsStmt, { kind: "Deck" }> => s.kind === "Deck");
  if (!deck) {
    ctx.report("missingSection", cards.span, ["deck in its cards block (`deck territories showing symbol`)"]);
    return undefined;
  }
  const attribute = ctx.symbols.attributes.get(deck.attribute.text);
  if (!attribute) {
    ctx.report("unknownAttribute", deck.attribute.span, [deck.attribute.text], didYouMean(deck.attribute.text, ctx.symbols.attributes.keys()));
    return undefined;
  }
  // E11: a deck traded by sums shows a number.
  if (cards.stmts.some((s) => s.kind === "SumSet")) {
    if (attribute.type.kind !== "int")
      ctx.report("typeMismatch", deck.attribute.span, ["a whole-number attribute (cards traded by their sum)", "another type"]);
    return [];
  }
  if (attribute.type.kind !== "choice") {
    ctx.report("deckAttributeNotChoice", deck.attribute.span, [deck.attribute.text]);
    return undefined;
  }
  return attribute.type.choices;
}

function checkSet(set: Extract<A.CardsStmt, { kind: "Set" }>, symbols: string[] | undefined, ctx: CheckContext): void {
  if (set.count + set.wilds < 1) ctx.report("emptyCardSet", set.span, [set.count + set.wilds]);
  if (set.pattern === "distinct" && symbols && set.count > symbols.length)
    ctx.report("tooFewSymbols", set.span, [set.count, symbols.length, symbols.join(", ")]);
  if (set.of) {
    if (set.pattern !== "alike") ctx.report("ofWithoutAlike", set.of.span, [set.of.text]);
    else if (symbols && !symbols.includes(set.of.text))
      ctx.report("unknownChoice", set.of.span, [set.of.text, symbols.join(" | ")], didYouMean(set.of.text, symbols));
  }
  if (set.worth) ctx.exprs.wantInt(set.worth, "player", "a set's worth");
}

/** Every card of a game is held in the state: a deck this large would not fit (RISK4072). */
export const MAX_DECK_CARDS = 10_000;

export function checkCards(cards: A.CardsDecl, ctx: CheckContext): void {
  reportRepeats(
    cards.stmts,
    (s) => (s.kind === "Set" ? undefined : s.kind),
    (s) => `\`${s.kind.replace(/[A-Z]/g, (c, i) => (i ? " " : "") + c.toLowerCase())}\``,
    ctx,
  );
  const symbols = symbolsOfDeck(cards, ctx);
  for (const s of cards.stmts) if (s.kind === "Except") checkDeckExcept(s.choice, ctx);
  const sets = cards.stmts.filter((s): s is Extract<A.CardsStmt, { kind: "Set" }> => s.kind === "Set");
  const sumSet = cards.stmts.find((s): s is Extract<A.CardsStmt, { kind: "SumSet" }> => s.kind === "SumSet");
  if (sumSet) {
    ctx.exprs.wantInt(sumSet.min, "static", "the least sum a set needs");
    ctx.exprs.wantInt(sumSet.worth, "trade", "a set's worth");
    for (const set of sets)
      ctx.report("setBesideSumSet", set.span, [], { labels: [{ span: sumSet.span, message: "the deck is traded by sums here" }] });
    return;
  }
  if (sets.length === 0) ctx.report("missingSection", cards.span, ["card set in its cards block (`set 3 alike`)"]);
  for (const set of sets) checkSet(set, symbols, ctx);
  const needsValues = sets.some((s) => !s.worth);
  const values = cards.stmts.find((s): s is Extract<A.CardsStmt, { kind: "Values" }> => s.kind === "Values");
  if (needsValues && !values) ctx.report("missingSection", cards.span, ["`values` for sets without their own worth"]);
  for (const s of cards.stmts) {
    switch (s.kind) {
      case "Wilds":
        ctx.exprs.wantInt(s.count, "static", "a number of wild cards");
        for (const players of ctx.playerCounts) {
          const wilds = evaluateStatic(s.count, ctx.symbols, players);
          if (typeof wilds === "number" && wilds > MAX_DECK_CARDS) {
            ctx.report("deckTooLarge", s.count.span, [wilds, MAX_DECK_CARDS], { notes: ["the territory cards come on top of the wild cards"] });
            break;
          }
        }
        break;
      case "Values":
        for (const v of s.values) ctx.exprs.wantInt(v, "static", "a set value");
        if (s.step) ctx.exprs.wantInt(s.step, "static", "a set value step");
        break;
      case "CardBonus":
        ctx.exprs.wantInt(s.amount, "player", "bonus armies");
        if (s.limitPerTurn) ctx.exprs.wantInt(s.limitPerTurn, "player", "a bonus limit");
        break;
      case "HandLimit":
        ctx.exprs.wantInt(s.limit, "player", "a hand limit");
        break;
      case "EliminationTrade":
        if ("never" in s) break;
        ctx.exprs.wantBool(s.when, "player");
        ctx.exprs.wantBool(s.until, "player");
        break;
      default:
        break;
    }
  }
}
