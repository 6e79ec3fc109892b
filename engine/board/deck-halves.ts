// DK7: cards placed in one half of their deck's pile when it is shuffled at the setup ("this card
// is shuffled into the bottom half"). Positions count from the top of the pile, from 1:
// with N cards the top half is 1..floor(N/2), the bottom half floor(N/2)+1..N (48 cards: 25–48).
// A pile is stored top last (`pop` draws), so position p is index N - p.
import { nextFloat, nextInt, shuffleInPlace, type RngState } from "../math/index.js";

export type Half = "top" | "bottom";

/** The first and last positions (from the top, from 1) of a half of a pile of `total` cards. */
export function halfRange(total: number, half: Half): readonly [number, number] {
  const split = Math.floor(total / 2);
  return half === "top" ? [1, split] : [split + 1, total];
}

/**
 * DK7: the pile of `cards` (one entry a copy), shuffled, with each copy whose card has a half
 * at a uniform position of that half (distinct positions; the compiler checks that they fit:
 * RISK4181) and the other copies, in a uniform order, in the positions left.
 */
export function shuffleWithHalves(rng: RngState, cards: number[], halfOf: (card: number) => Half | undefined): number[] {
  const total = cards.length;
  const placed = cards.filter((c) => halfOf(c) !== undefined);
  const free = shuffleInPlace(
    rng,
    cards.filter((c) => halfOf(c) === undefined),
  );
  const pile = new Array<number>(total).fill(-1);
  for (const half of ["top", "bottom"] as const) {
    const [lo, hi] = halfRange(total, half);
    const positions = shuffleInPlace(
      rng,
      Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
    );
    placed.filter((c) => halfOf(c) === half).forEach((c, i) => (pile[total - positions[i]!] = c));
  }
  let next = 0;
  for (let i = 0; i < total; i++) if (pile[i] === -1) pile[i] = free[next++]!;
  return pile;
}

/**
 * DK7, determinization: a pile of `pile.length` cards sampled from a deck of `total` that has not
 * reshuffled (RISK4180), so `total - pile.length` cards were drawn from its top. Each placed copy
 * in `pile` or `rest` (the other seats' unseen cards of the deck) is put where the view allows:
 * of the deck (`inDeck`) in the pile, with the odds of its half's positions still in it, at a uniform one of them
 * (swapped with a copy of no half); else among the others' cards. The odds do not read which
 * positions the viewer drew itself (it did not draw this card): exact while no position of the
 * half has been drawn, as for a card in the bottom half until half the pile is gone.
 */
export function placeSampledHalves(
  rng: RngState,
  pile: number[],
  rest: number[],
  total: number,
  halfOf: (card: number) => Half | undefined,
  inDeck: (card: number) => boolean,
): void {
  const drawn = total - pile.length;
  const free = (c: number) => inDeck(c) && halfOf(c) === undefined;
  for (const card of [...pile, ...rest].filter((c) => inDeck(c) && halfOf(c) !== undefined)) {
    const [lo, hi] = halfRange(total, halfOf(card)!);
    const left = Math.max(0, hi - Math.max(lo - 1, drawn));
    const gone = Math.max(0, Math.min(hi, drawn) - (lo - 1));
    const inPile = left > 0 && (gone === 0 || nextFloat(rng) * (left + gone) < left);
    moveBetween(rng, card, inPile ? rest : pile, inPile ? pile : rest, free);
    const at = pile.indexOf(card);
    if (at < 0) continue;
    // A uniform position of the half still in the pile, from the top: max(lo, drawn + 1)..hi, less `drawn`.
    const first = Math.max(lo, drawn + 1) - drawn;
    const target = pile.length - (first + nextInt(rng, hi - drawn - first + 1));
    if (free(pile[target]!)) [pile[at], pile[target]] = [pile[target]!, card];
  }
}

/** The placed `card` moves from `from` to `to` (if it is there), swapped with a random copy of the deck of no half. */
function moveBetween(rng: RngState, card: number, from: number[], to: number[], isFree: (card: number) => boolean): void {
  const at = from.indexOf(card);
  const free = to.flatMap((c, i) => (isFree(c) ? [i] : []));
  if (at < 0 || free.length === 0) return;
  const swap = free[nextInt(rng, free.length)]!;
  [from[at], to[swap]] = [to[swap]!, card];
}
