// A card placed in part of its deck's pile (DK7, for GT10's End Game card; docs/language-design.md
// "As built / Version 3"), on test/fixtures/decks/deck-halves.risk: Doom lies in the bottom half of
// a 48-card deck, uniformly in positions 25–48 from the top, and the search bot's determinization
// puts it only where the cards drawn leave it room.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { halfRange, placeSampledHalves, shuffleWithHalves } from "../../engine/board/index.js";
import { createGame, determinize, newGame, viewFor, type GameState } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { irOf } from "../support/variants.js";

const game = createGame(irOf(readFileSync("test/fixtures/decks/deck-halves.risk", "utf8")));
const doom = game.deckCards.findIndex((c) => c.name === "Doom");
const fate = game.decks!.findIndex((d) => d.name === "fate");

/** Doom's position from the top of the pile (1 is the next card drawn), 0 when it is not in the pile. */
function positionOfDoom(pile: readonly number[]): number {
  const at = pile.indexOf(doom);
  return at < 0 ? 0 : pile.length - at;
}

/** The state with its top `count` cards of the fate deck drawn and discarded (none of them Doom). */
function drawn(state: GameState, count: number): GameState {
  for (let k = 0; k < count; k++) state.deckDiscards[fate]!.push(state.deckPiles[fate]!.pop()!);
  return state;
}

describe("DK7 / GT10: a card in the bottom half of its pile", () => {
  it("DK7: with 48 cards the bottom half is positions 25–48, the top half 1–24 (49: 25–49)", () => {
    expect(halfRange(48, "bottom")).toEqual([25, 48]);
    expect(halfRange(48, "top")).toEqual([1, 24]);
    expect(halfRange(49, "bottom")).toEqual([25, 49]);
  });

  it("GT10: a new game's pile holds the 48 cards, Doom in positions 25–48", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const pile = newGame(game, 3, seed).deckPiles[fate]!;
      expect(pile.length).toBe(48);
      expect(positionOfDoom(pile)).toBeGreaterThanOrEqual(25);
    }
  });

  it("DK7: the placed card is uniform over its half, the others uniform over the rest (12,000 shuffles)", () => {
    const rng = seedRng(7);
    const cards = [...new Array<number>(47).fill(0), 1];
    const hits = new Array<number>(49).fill(0);
    const topCard = new Array<number>(2).fill(0);
    for (let k = 0; k < 12000; k++) {
      const pile = shuffleWithHalves(rng, cards.slice(), (c) => (c === 1 ? "bottom" : undefined));
      hits[48 - pile.indexOf(1)]!++;
      topCard[pile[47]!]!++;
    }
    expect(hits.slice(1, 25).every((n) => n === 0)).toBe(true);
    // 500 expected at each of the 24 positions (sd 22): all within 400..600.
    for (const n of hits.slice(25)) (expect(n).toBeGreaterThan(400), expect(n).toBeLessThan(600));
    expect(topCard[1]).toBe(0);
  });

  it("DK7: several placed copies take distinct positions of their half", () => {
    const rng = seedRng(3);
    for (let k = 0; k < 200; k++) {
      const pile = shuffleWithHalves(rng, [0, 0, 0, 0, 0, 1, 1, 2, 2, 2], (c) => (c === 1 ? "top" : c === 2 ? "bottom" : undefined));
      expect(pile.slice(5).filter((c) => c === 1).length).toBe(2);
      expect(pile.slice(0, 5).filter((c) => c === 2).length).toBe(3);
    }
  });
});

describe("DK7 / GT10: determinization samples the placed card consistently", () => {
  it("after 10 cards drawn, the sampled Doom is always in the pile, uniform over positions 15–38", () => {
    const state = drawn(newGame(game, 3, 5), 10);
    const hits = new Array<number>(39).fill(0);
    const rng = seedRng(11);
    for (let k = 0; k < 1200; k++) {
      const sample = determinize(game, viewFor(state, 1), rng);
      expect(sample.deckPiles[fate]!.length).toBe(38);
      hits[positionOfDoom(sample.deckPiles[fate]!)]!++;
    }
    expect(hits.slice(0, 15).every((n) => n === 0)).toBe(true);
    // 50 expected at each of the 24 positions (sd 7).
    for (const n of hits.slice(15)) (expect(n).toBeGreaterThan(22), expect(n).toBeLessThan(78));
  });

  it("after 30 cards drawn without Doom, it lies in the 18 cards left (the bottom half's last positions)", () => {
    let seed = 1;
    while (positionOfDoom(newGame(game, 3, seed).deckPiles[fate]!) <= 30) seed++;
    const state = drawn(newGame(game, 3, seed), 30);
    const rng = seedRng(2);
    const seen = new Set<number>();
    for (let k = 0; k < 400; k++) {
      const at = positionOfDoom(determinize(game, viewFor(state, 1), rng).deckPiles[fate]!);
      expect(at).toBeGreaterThanOrEqual(1);
      expect(at).toBeLessThanOrEqual(18);
      seen.add(at);
    }
    expect(seen.size).toBe(18);
  });

  it("a sampled card of another seat's hand moves into the pile when the drawn cards cannot have reached its half", () => {
    const rng = seedRng(4);
    // 10 cards, Doom (1) in the bottom half (6–10); 2 drawn, the pile holds 8, Doom sampled into a hand.
    const pile = [0, 0, 0, 0, 0, 0, 0, 0];
    const rest = [1, 0];
    placeSampledHalves(
      rng,
      pile,
      rest,
      10,
      (c) => (c === 1 ? "bottom" : undefined),
      () => true,
    );
    expect(rest).toEqual([0, 0]);
    expect(8 - pile.indexOf(1)).toBeGreaterThanOrEqual(4);
  });
});
