// C7/R8/Y10/E9/F1: what the fortify step offers and whether it has anything to offer, held along
// games on every bundled variant to the legality rule itself (fortifyTargets): the shortcuts the
// enumeration takes (a region's fronts found once a board, "is there a move" without listing
// the targets) must give the rule's answers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invaderOf, isEnemy } from "../../engine/board/index.js";
import { isContested, neighbours, type Game, type GameState } from "../../engine/index.js";
import { currentStep, fortifyMovable, fortifyTargets, hasFortifyTarget } from "../../engine/moves/index.js";
import { alternatingSeats, playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

type FortifyStep = Extract<NonNullable<ReturnType<typeof currentStep>>, { kind: "fortify" }>;

/** The variant's fortify steps (none in a variant without one). */
const fortifySteps = (game: Game): FortifyStep[] => game.phases.flatMap((p) => p.steps.filter((s): s is FortifyStep => s.kind === "fortify"));

/** Where moved armies may be needed: a territory next to an enemy's, or an empty one to enter (E9). */
function needsArmies(game: Game, state: GameState, t: number): boolean {
  return state.owner[t]! < 0 || neighbours(game.graph, state.switches, t).some((u) => isEnemy(state, state.current, u));
}

/**
 * The moves the enumeration should offer now, by the rule: every target of each territory that can
 * move; along a chain, those that need armies; CT2: with battles at the round's end, none from or
 * into a contested territory (its pieces wait for its battle) — FM2: but, `into battle`, every
 * territory the player contests that the rule reaches.
 */
function expectedMoves(game: Game, state: GameState, step: FortifyStep): string[] {
  const out: string[] = [];
  const engaged = (t: number) => game.combat.battlesAtRoundEnd === true && isContested(state, t);
  const joins = (t: number) => step.intoBattle && game.combat.battlesAtRoundEnd === true && invaderOf(state, t) === state.current;
  for (let from = 0; from < game.territoryCount; from++) {
    if (state.owner[from] !== state.current || fortifyMovable(game, state, step, from, -1) < 1 || engaged(from)) continue;
    for (const to of fortifyTargets(game, state, from, step, step.where))
      if (joins(to) || ((step.path === "adjacent" || needsArmies(game, state, to)) && !engaged(to))) out.push(`${from}>${to}`);
  }
  return out.sort();
}

const seatings: [string, number][] = [
  ...bundledVariants.map((name): [string, number] => {
    const { min, max } = bundledGame(name).variant.players;
    return [name, Math.min(Math.max(3, min), max)];
  }),
  ["transformers-cybertron", 4], // Y10: teams move through partners' zones (`path allied`)
];

describe("the fortify step's offer", () => {
  for (const [name, seats] of seatings) {
    const game = bundledGame(name);
    const steps = fortifySteps(game);
    if (steps.length === 0) continue;
    it(`C7 ${name} with ${seats} players: each territory has a target exactly when the rule lists one, and the offered moves are the rule's`, () => {
      let fortifyDecisions = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          playDecisions(game, alternatingSeats(seats, true), seed, 500, (state, decision, actions, i) => {
            if (state.stage === "play" && (i % 5 === 0 || decision.kind === "fortify"))
              for (const step of steps)
                for (let from = 0; from < game.territoryCount; from++)
                  if (state.owner[from] === state.current)
                    expect(hasFortifyTarget(game, state, from, step)).toBe(fortifyTargets(game, state, from, step, step.where).length > 0);
            if (decision.kind === "fortify") {
              fortifyDecisions++;
              const step = currentStep(game, state) as FortifyStep;
              const offered = [...new Set(actions.flatMap((a) => (a.type === "fortify" && !a.leader ? [`${a.from}>${a.to}`] : [])))].sort();
              expect(offered).toEqual(expectedMoves(game, state, step));
            }
          });
        }),
        { numRuns: 3, seed: 7 },
      );
      expect(fortifyDecisions).toBeGreaterThan(0);
    });
  }
});
