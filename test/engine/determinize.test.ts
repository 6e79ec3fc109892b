// determinize: a full state drawn from a player's view. Its public fields are the view's, the
// viewer's own rows are the viewer's, and what the view hides is a consistent deal (R3 objectives,
// R13 seat tokens, C1/R4 territory cards, E2/E12 effect cards): nothing duplicated, nothing lost,
// every size as the view says.
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  chooseTargets,
  decisionOf,
  determinize,
  legalActions,
  newGame,
  positionOf,
  seedRng,
  stateLayout,
  viewFor,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { greedyStates } from "../support/greedy-states.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

const variants = bundledVariants;
const gameOf = bundledGame;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Every hidden part of `det` is a consistent deal of the same cards and tokens as the true state's. */
function expectConsistentDeal(game: Game, truth: GameState, det: GameState, seat: number): void {
  // The view: exactly the same, public fields and the viewer's own rows and every public size.
  expect(viewFor(det, seat + 1)).toEqual(viewFor(truth, seat + 1));
  for (const [field, rule] of Object.entries(stateLayout) as [keyof GameState, (typeof stateLayout)[keyof GameState]][]) {
    if (rule.view.kind !== "public") continue;
    expect(det[field], field).toEqual(truth[field]);
    // The state owns what it may write: no list is shared with the state the view came from.
    if (Array.isArray(truth[field]) && rule.copy !== "shared") expect(det[field], field).not.toBe(truth[field]);
  }
  // C1/R4: territory cards: the same cards in all, none twice, every hand and the pile their sizes.
  const cards = [...det.hands.flat(), ...det.deck, ...det.discard];
  expect(new Set(cards).size).toBe(cards.length);
  expect(sorted(cards)).toEqual(sorted([...truth.hands.flat(), ...truth.deck, ...truth.discard]));
  expect(det.hands.map((h) => h.length)).toEqual(truth.hands.map((h) => h.length));
  expect(det.deck.length).toBe(truth.deck.length);
  expect(det.hands[seat]).toEqual(truth.hands[seat]);
  // R3: different objectives, the viewer's own kept (M3: but several may have been replaced by the same one).
  const replacements = new Set(game.objectives.flatMap((o) => (o.instead ? [o.instead.objective] : [])));
  const held = det.objective.filter((o) => o >= 0 && !replacements.has(o));
  expect(new Set(held).size).toBe(held.length);
  expect(det.objective[seat]).toBe(truth.objective[seat]);
  expect(det.objective.map((o) => o >= 0)).toEqual(truth.objective.map((o) => o >= 0));
  // E2/E12: effect cards: the counts as the view says, drawn from the copies the variant has.
  expect(det.effects.map((e) => e.length)).toEqual(truth.effects.map((e) => e.length));
  expect(det.hiddenEffects.map((e) => e.length)).toEqual(truth.hiddenEffects.map((e) => e.length));
  if (game.effectDeal) {
    const copies = game.effects.map((c) => c.copies);
    for (const card of [...det.effects.flat(), ...det.hiddenEffects.flat()]) copies[card]!--;
    expect(copies.every((n) => n >= 0)).toBe(true);
  }
  // F5: the effect deck is as long as the truth's, and with the face-down cards it holds no more copies than the variant has.
  expect(det.effectDeck.length).toBe(truth.effectDeck.length);
  if (det.effectDeck.length > 0) {
    const copies = game.effects.map((c) => c.copies);
    for (const card of [...det.hiddenEffects.flat(), ...det.effectDeck]) copies[card]!--;
    expect(copies.every((n) => n >= 0)).toBe(true);
  }
  // K1: the seats that have sealed a pick are the truth's (the viewer's pick its own), each one a value open to its seat.
  expect(det.sealed[seat]).toEqual(truth.sealed[seat]);
  expect(det.sealed.map((row) => row.map((v) => v >= 0))).toEqual(truth.sealed.map((row) => row.map((v) => v >= 0)));
  det.sealed.forEach((row, s) => row.forEach((v, c) => v >= 0 && expect(chooseTargets(game, det, s, c)).toContain(v)));
  // F6: the seats that have bid are the truth's, each bid within what the seat holds.
  expect(det.bids[seat]).toBe(truth.bids[seat]);
  expect(det.bids.map((b) => b >= 0)).toEqual(truth.bids.map((b) => b >= 0));
  // R13: every exchange gave each seat one token, by a derangement of the seats.
  expect(det.tokens.map((t) => t.length)).toEqual(truth.tokens.map((t) => t.length));
  for (let k = 0; k < (det.tokens[0]?.length ?? 0); k++) {
    const gifts = det.tokens.map((t) => t[k]!);
    expect(sorted(gifts)).toEqual(gifts.map((_, s) => s));
    expect(gifts.every((token, s) => token !== s)).toBe(true);
  }
}

describe("determinize", () => {
  for (const name of variants) {
    const game = gameOf(name);
    // The fewest seats and four (or the most below four): once where they are the same count.
    for (const seats of new Set([game.variant.players.min, Math.min(4, game.variant.players.max)])) {
      it(`${name} with ${seats} players: every determinized state along a game has the view's public fields and a consistent deal`, () => {
        const rng = seedRng(99);
        let checked = 0;
        for (const truth of greedyStates(game, seats, 11, 3)) {
          for (let seat = 0; seat < seats; seat++) {
            const det = determinize(game, viewFor(truth, seat + 1), rng);
            expectConsistentDeal(game, truth, det, seat);
            // The state is whole: the game waits for the same decision and offers the same kinds of action.
            expect(decisionOf(game, det)).toEqual(decisionOf(game, truth));
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(20);
      });
    }
  }

  it("K1/F6: the secret picks and sealed bids of the seats before the viewer are drawn afresh, among what each could choose", () => {
    for (const [name, kind] of [
      ["capital", "choose"],
      ["frontier", "bid"],
    ] as const) {
      const game = gameOf(name);
      const truth = [...greedyStates(game, 4, 5, 1)].find((s) => decisionOf(game, s).kind === kind && s.turnOrder.indexOf(s.current) >= 2);
      expect(truth, `${name}: a ${kind} decision of the third seat`).toBeDefined();
      const before = truth!.turnOrder.slice(0, truth!.turnOrder.indexOf(truth!.current));
      const rng = seedRng(5);
      const draws = new Set<string>();
      for (let k = 0; k < 20; k++) {
        const det = determinize(game, viewFor(truth!, truth!.current + 1), rng);
        expectConsistentDeal(game, truth!, det, truth!.current);
        for (const seat of before) expect(kind === "bid" ? det.bids[seat] : Math.max(...det.sealed[seat]!)).toBeGreaterThanOrEqual(0);
        draws.add(JSON.stringify(kind === "bid" ? det.bids : det.sealed));
      }
      expect(draws.size, `${name}: the others' sealed ${kind}s vary`).toBeGreaterThan(1);
    }
  });

  it("R13/R14: with the Kingmaker seat tokens and the Challenge card, every determinized state is a consistent deal", () => {
    const game = gameOf("risiko", { kingmaker: "true", challengeCard: "true" });
    const rng = seedRng(3);
    const hidden = new Set<string>();
    for (const truth of greedyStates(game, 4, 8, 2))
      for (let seat = 0; seat < 4; seat++) {
        const det = determinize(game, viewFor(truth, seat + 1), rng);
        expectConsistentDeal(game, truth, det, seat);
        if (det.tokens.some((t, s) => s !== seat && t.length > 0)) hidden.add("tokens");
        if (det.effects.some((e, s) => s !== seat && e.length > 0)) hidden.add("effects");
        if (det.objective.some((o, s) => s !== seat && o >= 0)) hidden.add("objectives");
      }
    expect([...hidden].sort()).toEqual(["effects", "objectives", "tokens"]);
  });

  it("E2/E12: effect cards dealt face down are re-dealt from the copies the viewer has not seen", () => {
    const game = gameOf("transformers-earth");
    const rng = seedRng(4);
    let faceUp = 0;
    let faceDown = 0;
    for (const truth of greedyStates(game, 3, 21, 1))
      for (let seat = 0; seat < 3; seat++) {
        const det = determinize(game, viewFor(truth, seat + 1), rng);
        expectConsistentDeal(game, truth, det, seat);
        faceUp += det.effects.filter((e, s) => s !== seat).flat().length;
        faceDown += det.hiddenEffects.flat().length;
        // Only cards for battles are kept face up (E12).
        for (const card of det.effects.flat()) expect(game.effects[card]!.uses.length).toBeGreaterThan(0);
      }
    expect(faceUp).toBeGreaterThan(0);
    expect(faceDown).toBeGreaterThan(0);
  });

  it("C1: the other players' hands and the pile are re-dealt, not copied from the state behind the view", () => {
    const game = gameOf("classic");
    const truth = [...greedyStates(game, 3, 5, 1)].find((s) => s.hands[1]!.length >= 2 && s.stage === "play")!;
    const copy = structuredClone(truth);
    const rng = seedRng(1);
    const dets = Array.from({ length: 20 }, () => determinize(game, viewFor(truth, 1), rng));
    expect(dets.some((d) => JSON.stringify(d.hands[1]) !== JSON.stringify(truth.hands[1]))).toBe(true);
    expect(dets.some((d) => JSON.stringify(d.deck) !== JSON.stringify(truth.deck))).toBe(true);
    expect(dets.some((d) => JSON.stringify(d.rng) !== JSON.stringify(truth.rng))).toBe(true);
    // Playing on a determinized state leaves the original alone (nothing is shared).
    const det = dets[0]!;
    for (let i = 0; i < 50 && det.stage !== "over"; i++) applyInPlace(game, det, legalActions(game, det).at(-1)!);
    expect(positionOf(game, truth)).toEqual(positionOf(game, copy));
  });

  it("R3: the other players' objectives are re-dealt among the ones the viewer does not hold", () => {
    const game = gameOf("risiko");
    const truth = newGame(game, 4, 3);
    const rng = seedRng(2);
    const seen = new Set<number>();
    for (let i = 0; i < 50; i++) {
      const det = determinize(game, viewFor(truth, 1), rng);
      expect(det.objective[0]).toBe(truth.objective[0]);
      for (const o of det.objective.slice(1)) {
        expect(o).not.toBe(truth.objective[0]);
        seen.add(o);
      }
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it("is a function of the view and the generator: the same seed draws the same state", () => {
    const game = gameOf("transformers-earth");
    const truth = [...greedyStates(game, 3, 4, 5)][3]!;
    const a = determinize(game, viewFor(truth, 2), seedRng(7));
    const b = determinize(game, viewFor(truth, 2), seedRng(7));
    expect(a).toEqual(b);
  });
});
