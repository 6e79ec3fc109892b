// A player's view holds exactly what the state's layout says it may: public fields as they are,
// one's own rows under their view names, sizes where they are public, and nothing secret.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  newGame,
  seedRng,
  stateLayout,
  viewFor,
  type GameState,
  type PlayerView,
} from "../../engine/index.js";
import { irOf } from "../support/variants.js";

/** Seat number `seat`'s view as the layout defines it, field by field (the reference viewFor is held against). */
function viewByLayout(state: GameState, seat: number): Record<string, unknown> {
  const index = seat - 1;
  const view: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(stateLayout) as [keyof GameState, (typeof stateLayout)[keyof GameState]][]) {
    const value = state[field] as unknown;
    const v = rule.view as { kind: string; as?: string; sizesAs?: string };
    if (v.kind === "public") view[field] = value;
    if (v.kind === "own") view[v.as!] = (value as unknown[])[index] ?? -1;
    if (v.sizesAs) view[v.sizesAs] = rule.copy === "rows" ? (value as unknown[][]).map((r) => r.length) : (value as unknown[]).length;
  }
  view["seat"] = seat;
  view["seatIndex"] = index;
  return view;
}

const variants = ["classic", "risiko", "transformers-cybertron", "transformers-earth"];

describe("viewFor", () => {
  for (const name of variants) {
    it(`${name}: every view along a random game is the layout's view, and shares no secret`, () => {
      const game = createGame(irOf(readFileSync(`variants/${name}.risk`, "utf8")));
      const state = newGame(game, 3, 5);
      const rng = seedRng(5);
      // Views rewritten in place action after action (as the simulator keeps them), one per seat.
      const reused: PlayerView[] = [];
      // And one view rewritten for each seat in turn (as a search playout keeps it): nothing of one seat's may stay for the next.
      let shared: PlayerView | undefined;
      for (let i = 0; i < 400 && state.stage !== "over"; i++) {
        for (let seat = 1; seat <= state.seats; seat++) {
          const rewritten = (reused[seat] = viewFor(state, seat, reused[seat]));
          shared = viewFor(state, seat, shared);
          for (const view of [viewFor(state, seat), rewritten, shared] as unknown as Record<string, unknown>[]) {
            expect(Object.keys(view).sort()).toEqual(Object.keys(viewByLayout(state, seat)).sort());
            expect(view).toEqual(viewByLayout(state, seat));
            for (const secret of ["rng", "deck", "hands", "hiddenEffects"]) expect(view[secret]).toBeUndefined();
          }
        }
        const d = decisionOf(game, state);
        const action = bots["random"]!.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng });
        expect(applyInPlace(game, state, action)).toBeUndefined();
      }
    });
  }
});
