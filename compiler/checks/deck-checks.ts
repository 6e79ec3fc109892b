// DK1–DK6, EP1–EP7 checks: named decks (`effects gods { ... }`), their hand limits, the cards
// played from them (condition, cost; the effects are effect-checks.ts's) and the steps and offers that name a deck.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { MAX_DECK_CARDS } from "./cards-checks.js";
import type { Symbols } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { perPlayerResource } from "./economy-checks.js";
import { checkEffectList, type EffectPlace } from "./effect-checks.js";
import { checkProgrammedDecks } from "./order-checks.js";

/** Every named deck, checked once from the first (decks are the one section that may be given many times). */
export function checkDecks(first: A.DeckDecl, ctx: CheckContext): void {
  const decks = sectionsOf(ctx.symbols.file, "Deck");
  if (decks[0] !== first) return;
  const seen = new Map<string, A.DeckDecl>();
  for (const deck of decks) {
    const earlier = seen.get(deck.name.text);
    if (earlier)
      ctx.report("duplicateDeck", deck.name.span, [deck.name.text], { labels: [{ span: earlier.name.span, message: "first given here" }] });
    else seen.set(deck.name.text, deck);
    checkDeck(deck, ctx);
  }
  checkProgrammedDecks(decks, ctx);
  // PO3: a programmed deck's cards are played as their turns start, not in a `play` step.
  const plays = decks.some((d) => !d.program && d.cards.some((c) => c.play && !c.play.window));
  const steps = sectionsOf(ctx.symbols.file, "Turn").flatMap((t) => t.phases.flatMap((p) => p.steps));
  if (plays && !steps.some((s) => s.kind === "Play")) {
    const card = decks.flatMap((d) => (d.program ? [] : d.cards)).find((c) => c.play && !c.play.window)!;
    ctx.report("playableWithoutPlay", card.play!.span, [card.name]);
  }
  checkWindows(decks, ctx);
}

/** A named deck's card's copies: its number, or (MK1, `copies decoys`) the int parameter's value in force (1 when it is not one: RISK2085). */
export function cardCopies(card: A.DeckCardDecl, symbols: Symbols): number {
  const param = card.copies?.param;
  if (!param) return card.copies?.value ?? 1;
  const value = symbols.params.get(param.text)?.value;
  return typeof value === "number" ? value : 1;
}

/** MK1: the named decks a `put` step lays on the map. */
function putDecks(ctx: CheckContext): Set<string> {
  const steps = sectionsOf(ctx.symbols.file, "Turn").flatMap((t) => t.phases.flatMap((p) => p.steps));
  return new Set(steps.flatMap((s) => (s.kind === "Put" ? [s.deck.text] : [])));
}

/**
 * EP9/EP10: a card played during an attack or a defence puts no armies in a pool (RISK4182: no
 * `place` follows). (A defence card needs no `by choice`: its holder is asked when attacked.)
 */
function checkWindows(decks: A.DeckDecl[], ctx: CheckContext): void {
  for (const card of decks.flatMap((d) => d.cards)) {
    const window = card.play?.window;
    if (!window) continue;
    for (const e of card.play!.effects) if (e.kind === "armies") ctx.report("windowArmies", e.span, [card.name, window.at]);
  }
}

function checkDeck(deck: A.DeckDecl, ctx: CheckContext): void {
  if (deck.deal) ctx.exprs.wantInt(deck.deal, "static", "cards dealt to each player");
  if (deck.hand) ctx.exprs.wantInt(deck.hand.limit, "player", "a hand limit");
  if (deck.cards.length === 0) ctx.report("emptyDeck", deck.name.span, [deck.name.text]);
  const names = new Map<string, A.DeckCardDecl>();
  for (const card of deck.cards) {
    const earlier = names.get(card.name);
    if (earlier)
      ctx.report("duplicateDeckCard", card.nameSpan, [card.name, deck.name.text], {
        labels: [{ span: earlier.nameSpan, message: "first given here" }],
      });
    else names.set(card.name, card);
    checkDeckCard(card, deck.name.text, ctx);
  }
  checkHalves(deck, ctx);
}

/** DK7: placed cards (`in bottom half`) need a deck that does not reshuffle (RISK4180), and room in their half (RISK4181). */
function checkHalves(deck: A.DeckDecl, ctx: CheckContext): void {
  const total = deck.cards.reduce((n, c) => n + cardCopies(c, ctx.symbols), 0);
  for (const half of ["top", "bottom"] as const) {
    const placed = deck.cards.filter((c) => c.place?.half === half);
    if (deck.reshuffle) for (const c of placed) ctx.report("placedCardReshuffles", c.place!.span, [c.name, half, deck.name.text]);
    const copies = placed.reduce((n, c) => n + cardCopies(c, ctx.symbols), 0);
    const room = half === "top" ? Math.floor(total / 2) : total - Math.floor(total / 2);
    if (copies > room) ctx.report("halfTooSmall", placed[0]!.place!.span, [deck.name.text, copies, half, room]);
  }
}

function checkDeckCard(card: A.DeckCardDecl, deck: string, ctx: CheckContext): void {
  const put = putDecks(ctx).has(deck);
  const param = card.copies?.param;
  if (param && ctx.symbols.params.get(param.text)?.type.kind !== "int") ctx.report("copiesNotIntParam", param.span, [param.text]);
  const copies = cardCopies(card, ctx.symbols);
  if (card.copies && copies < 1) ctx.report("belowMinimum", card.copies.span, ["a card's copies", 1, copies]);
  if (card.copies && copies > MAX_DECK_CARDS) ctx.report("deckTooLarge", card.copies.span, [copies, MAX_DECK_CARDS]);
  for (const span of card.foreignSpan) ctx.report("effectDeckStatement", span, [card.name]);
  for (const span of card.repeatedSpan) ctx.report("repeatedCardClause", span, [card.name]);
  // MK1: a marker may do nothing (a decoy).
  if (!card.play && !card.onDraw && !card.onReveal && !put) ctx.report("idleDeckCard", card.nameSpan, [card.name]);
  if (card.onReveal && !put) ctx.report("revealNeverPut", card.onReveal.span, [card.name, deck]);
  if (card.onReveal?.pass) ctx.report("revealPassOnDeck", card.onReveal.span, [card.name]);
  const play = card.play;
  if (play?.when) ctx.exprs.wantBool(play.when, "player");
  if (play?.cost?.kind === "resource") {
    ctx.exprs.wantInt(play.cost.amount, "player", "a price");
    perPlayerResource(play.cost.resource, ctx, "a price");
  }
  if (play?.cost?.kind === "discard" && play.cost.count < 1)
    ctx.report("belowMinimum", play.cost.span, ["cards discarded to play", 1, play.cost.count]);
  const place = (event: string): EffectPlace => ({ context: "player", event, territory: false, inEach: false, of: "card", borders: new Map() });
  if (play) checkEffectList(play.effects, place("play"), ctx);
  if (card.onDraw) checkEffectList(card.onDraw.effects, place("draw"), ctx);
  // MK3: the conqueror's effects, the conquered territory in question.
  if (card.onReveal)
    checkEffectList(
      card.onReveal.effects,
      { context: "territory", event: "reveal", territory: true, inEach: false, of: "card", borders: new Map() },
      ctx,
    );
}

/** RISK4120: statements of a named deck (`hand`, `reshuffle`, `on play`, `on draw`) in the unnamed effect deck. */
export function checkDeckOnlyStatements(section: A.EffectsDecl, ctx: CheckContext): void {
  for (const span of section.deckOnlySpan ?? []) ctx.report("deckOnlyStatement", span);
}
