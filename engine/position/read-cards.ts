// positionFrom's cards and what is dealt: territory cards (hands, draw pile, discards), objectives
// and effect cards. Left out, they are dealt from the seed as a new game would deal them.
import { dealEffectToAll, dealHiddenEffects, setCards, setEffectDeck, setEffects } from "../board/index.js";
import { allCards, shuffleInPlace } from "../math/index.js";
import { scope } from "../model/index.js";
import { dealObjectives } from "../turn/index.js";
import type { GameNames } from "./names.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reader, Reading } from "./reader.js";

/** C4: hands, discards and the draw pile (left out: the cards nobody holds, shuffled). */
export function readCards(reading: Reading): void {
  const { r, game, p, state } = reading;
  if (!game.cards) return;
  const used = new Set<number>();
  const all = allCards(game.cards.deck, game.cards.wilds(scope(state, -1)));
  const read = (path: string, v: unknown) => readCardList(reading, path, v, used, all.length);
  const hands = state.hands.map(() => [] as number[]);
  if (p.hands !== undefined) r.bySeat("hands", p.hands, read).forEach((h, seat) => (hands[seat] = h));
  const discard = p.discard === undefined ? [] : read("discard", p.discard);
  const deck =
    p.deck !== undefined
      ? read("deck", p.deck)
      : shuffleInPlace(
          state.rng,
          all.filter((c) => !used.has(c)),
        );
  setCards(state, hands, deck, discard);
  if (p.setsTraded !== undefined) state.setsTraded = r.int("setsTraded", p.setsTraded) ?? 0;
}

/** Cards by name, each in one place only. */
function readCardList({ r, names }: Reading, path: string, v: unknown, used: Set<number>, total: number): number[] {
  const out: number[] = [];
  (r.list(path, v) ?? []).forEach((name, i) => {
    const card = typeof name === "string" ? names.cards.numberOf(name) : undefined;
    if (card === undefined || card >= total) return r.fail(`${path}.${i}`, E.unknownName, "card", String(name));
    if (used.has(card)) return r.fail(`${path}.${i}`, E.cardTwice, String(name));
    used.add(card);
    out.push(card);
  });
  return out;
}

/** R3: each seat's objective (null: none); left out, dealt as the setup deals them. */
export function readObjectives({ r, game, p, state, names }: Reading): void {
  if (game.variant.objectives.length === 0) return;
  if (p.objectives !== undefined)
    r.bySeat("objectives", p.objectives, (path, v) => (v === null ? -1 : r.name(path, v, names.objectives, "objective"))).forEach(
      (o, seat) => (state.objective[seat] = o),
    );
  else if (game.variant.setup.objectives) dealObjectives(game, state);
}

/** E12/R14: effect cards face up and face down by seat (left out: dealt), and extra armies. */
export function readEffects({ r, game, p, state, names }: Reading): void {
  if (game.effects.length === 0) return;
  const read = (path: string, v: unknown) => effectList(r, names, path, v);
  if (p.effects === undefined && p.hiddenEffects === undefined) {
    const s = scope(state, -1);
    if (game.effectDeal) dealHiddenEffects(game, state, game.effectDeal(s));
    else game.effects.forEach((card, index) => (!card.dealt || card.dealt(s) ? dealEffectToAll(state, index) : undefined));
  } else {
    const faceUp = state.effects.map(() => [] as number[]);
    const faceDown = state.hiddenEffects.map(() => [] as number[]);
    if (p.effects !== undefined) r.bySeat("effects", p.effects, read).forEach((cards, seat) => (faceUp[seat] = cards));
    if (p.hiddenEffects !== undefined) r.bySeat("hiddenEffects", p.hiddenEffects, read).forEach((cards, seat) => (faceDown[seat] = cards));
    setEffects(state, faceUp, faceDown);
  }
  if (p.extraArmies !== undefined)
    r.bySeat("extraArmies", p.extraArmies, (path, v) => r.int(path, v)).forEach((n, seat) => (state.extraArmies[seat] = n));
}

/** F5: the effect cards not dealt nor drawn, top last. */
export function readEffectDeck({ r, game, p, state, names }: Reading): void {
  if (p.effectDeck !== undefined && game.effects.length > 0) setEffectDeck(state, effectList(r, names, "effectDeck", p.effectDeck));
}

function effectList(r: Reader, names: GameNames, path: string, v: unknown): number[] {
  return (r.list(path, v) ?? []).flatMap((name, i) => r.name(`${path}.${i}`, name, names.effects, "effect card") ?? []);
}
