// R3/C1/E2/F6/K1/R13: the search bot's determinization draws every field of the state that a
// player's view hides (deck order, hands, secret objectives, sealed choices and bids, effect
// cards, seat tokens, named decks' piles and held cards, the generator). The compiler holds the
// sampler table to the layout; this test walks the layout at run time too, so a hidden field
// added without a sampler fails here with its name, and a field the view shows is never drawn
// (it is copied from the view).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, determinize, newGame, sampledFields, seedRng, stateLayout, viewFor } from "../../engine/index.js";
import { bundledGame, bundledVariants, irOf } from "../support/variants.js";

const hidden = Object.entries(stateLayout)
  .filter(([, rule]) => rule.view.kind !== "public")
  .map(([field]) => field);

describe("determinize samples every hidden field of the state layout", () => {
  it("has a sampler for each field the view hides", () => {
    for (const field of hidden) expect(sampledFields, `hidden field ${field} has no sampler in engine/position/determinize.ts`).toContain(field);
  });

  it("draws no field the view shows", () => {
    for (const field of sampledFields) expect(hidden, `${field} is drawn but the view shows it`).toContain(field);
  });

  it("the hidden fields include the secrets of the rulebooks", () => {
    // deck order (C1), hands (C1), secret objectives (R3), sealed choices (K1), sealed bids (F6),
    // effect cards face up and down and their deck (E2/F5), seat tokens (R13), the dice (rng),
    // the named decks' piles and the cards held of them (DK1).
    expect([...hidden].sort()).toEqual(
      expect.arrayContaining([
        "bids",
        "deck",
        "deckPiles",
        "effectDeck",
        "effects",
        "hands",
        "held",
        "hiddenEffects",
        "objective",
        "rng",
        "sealed",
        "tokens",
      ]),
    );
  });

  it("a drawn state of the named decks' test variant shows the same view (DK1: piles and held cards drawn)", () => {
    const game = createGame(irOf(readFileSync("test/fixtures/decks/decks.risk", "utf8")));
    const state = newGame(game, 3, 7);
    for (let seat = 1; seat <= state.seats; seat++) {
      const view = viewFor(state, seat);
      expect(viewFor(determinize(game, view, seedRng(seat)), seat)).toEqual(view);
    }
  });

  it.each(bundledVariants.map((v) => [v] as const))("a drawn state of %s shows the same view", (name) => {
    const game = bundledGame(name);
    const state = newGame(game, game.variant.players.min, 7);
    for (let seat = 1; seat <= state.seats; seat++) {
      const view = viewFor(state, seat);
      expect(viewFor(determinize(game, view, seedRng(seat)), seat)).toEqual(view);
    }
  });
});
