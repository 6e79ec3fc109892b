// K1/M1: choices — a player picks a word of a list or a territory (one of its own with `owned`,
// where a condition holds with `where`); `distinct` values are taken openly, one player at a
// time; `secret` picks stay sealed (only their maker sees them) until everyone has chosen. In the
// setup every player chooses in turn; in play, a `choose` step lets the player change its choice.
import { sealChoice, setChoice } from "../board/index.js";
import { isPresent } from "../math/index.js";
import { problem, problems, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { currentStep, isCount, type MoveFamily } from "./family.js";

/** The choice the decision is about (setup: pending; play: the `choose` step). */
function choiceOf(game: Game, state: GameState): number {
  if (state.pending?.kind === "choose") return state.pending.choice;
  const step = currentStep(game, state);
  return step?.kind === "choose" ? step.choice : -1;
}

/** The values `seat` may choose for choice `c` now: word indices, or territories. */
export function chooseTargets(game: Game, state: GameState, seat: number, c: number): number[] {
  const choice = game.choices![c]!;
  if (choice.words) {
    // Taken values of a distinct choice are public (made openly, in turn).
    const taken = choice.distinct ? state.chosen[c]!.filter((v, s) => v >= 0 && s !== seat) : [];
    return choice.words.flatMap((_, i) => (taken.includes(i) ? [] : [i]));
  }
  const out: number[] = [];
  for (let t = 0; t < game.territoryCount; t++) {
    if (!isPresent(game.graph, state.switches, t)) continue;
    if (choice.owned && state.owner[t] !== seat) continue;
    if (choice.distinct && state.chosen[c]!.some((v, s) => v === t && s !== seat)) continue;
    if (choice.where && !choice.where({ state, seat, dice: 0, territory: t })) continue;
    out.push(t);
  }
  return out;
}

export const choose: MoveFamily<"choose"> = {
  type: "choose",
  enumerate({ game, state, decision }, out) {
    const c = choiceOf(game, state);
    if (c < 0) return;
    const current = state.stage === "play" ? state.chosen[c]![decision.seatIndex]! : -1;
    for (const value of chooseTargets(game, state, decision.seatIndex, c)) if (value !== current) out.push({ type: "choose", choice: c, value });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "choose") return problem(problems.notNow, "make a choice", d.kind);
    const c = choiceOf(game, state);
    if (action.choice !== c) return problem(problems.malformed, "make the choice the game asks for");
    if (!isCount(action.value) || !chooseTargets(game, state, d.seatIndex, c).includes(action.value)) return problem(problems.notAChoice);
    return undefined;
  },
  apply({ game, state }, action) {
    const choice = game.choices![action.choice]!;
    // K1: a secret pick in the setup waits, sealed, for everyone's; anything else is known at once.
    if (choice.secret && state.stage === "setup") sealChoice(state, action.choice, state.current, action.value);
    else setChoice(game, state, action.choice, state.current, action.value);
    return state.stage === "setup" ? "setup" : "endStep";
  },
};
