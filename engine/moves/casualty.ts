// CS3 (`casualties by choice`, docs/language-design.md part E, "Casualties chosen"): after a rank's
// hits, a side with more than one kind of piece to lose (armies, each unit type) chooses which it
// loses, one piece an action. The battle round waits (pending `casualty`) for the attacker's
// choice, then the defender's; then it goes on from the next rank (battle-ranks.ts), an attack's
// through its general rank (attack.ts: the attack then ends), a contested battle to its end
// (contested.ts), the round's other battles after it. BB5: a bombardment's hits wait for the
// defender's choice too (bombard.ts); its step ends after it.
import { awaitDecision, settlePending } from "../board/index.js";
import { problem, problems, type Action, type GameState, type Pending } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { chooseCasualtiesIn, choosesCasualties, rerollsOf, type RankBattle } from "./battle-ranks.js";
import type { MoveFamily } from "./family.js";
import { battleOf, resumeBattle } from "./waiting-battle.js";

type CasualtyPending = Extract<Pending, { kind: "casualty" }>;

/** The kinds of piece the seat may lose: -1 (an army) when it has armies fighting, then each unit type it has fighting. */
export function casualtyKinds(game: Game, state: GameState, p: CasualtyPending): number[] {
  const { armies, units } = battleOf(game, state, p).pieces(p.seat);
  const kinds = armies > 0 ? [-1] : [];
  for (const u of units) if (!kinds.includes(state.unitType[u]!)) kinds.push(state.unitType[u]!);
  return kinds;
}

export const casualty: MoveFamily<"casualty"> = {
  type: "casualty",
  /** An army (if any fights), then each unit type the seat has fighting. */
  enumerate({ game, state }, out) {
    for (const unit of casualtyKinds(game, state, state.pending as CasualtyPending)) out.push({ type: "casualty", unit });
  },
  problem({ game, state, decision }, action) {
    if (decision.kind !== "casualty") return problem(problems.notNow, "choose a casualty", decision.kind);
    if (!Number.isInteger(action.unit) || !casualtyKinds(game, state, state.pending as CasualtyPending).includes(action.unit))
      return problem(problems.noSuchCasualty);
    return undefined;
  },
  apply({ game, state }, action) {
    const p = state.pending as CasualtyPending;
    const b = battleOf(game, state, p);
    const { units } = b.pieces(p.seat);
    // The piece of the kind chosen that falls first (units are listed in loss order: the last first).
    if (action.unit < 0) b.take(p.seat, 1, []);
    else b.take(p.seat, 0, [units.filter((u) => state.unitType[u] === action.unit).at(-1)!]);
    settlePending(state);
    return goOn(game, state, b, { ...p, left: p.left - 1 });
  },
};

/** After one piece: the seat's next, the defender's turn to choose, or the round goes on. */
function goOn(game: Game, state: GameState, b: RankBattle, p: CasualtyPending): ReturnType<MoveFamily<"casualty">["apply"]> {
  for (;;) {
    const { armies, units } = b.pieces(p.seat);
    if (p.left > 0 && choosesCasualties(game, state, p.seat, p.left, armies, units)) {
      awaitDecision(state, p);
      return "stay";
    }
    // Nothing left to choose: the rest falls as the greedy answer says.
    if (p.left > 0) {
      const lost = chooseCasualtiesIn(game, state, p.left, armies, units);
      b.take(p.seat, lost.armies, lost.units);
    }
    if (p.seat === b.attacker && p.other > 0) {
      p = { ...p, seat: b.defender, left: p.other, other: 0 };
      continue;
    }
    break;
  }
  // BB5: the bombardment is over; so is its step.
  if (p.bombard) return "endStep";
  return resumeBattle(game, state, p, { rank: p.rank + 1, rerolls: rerollsOf(game, p.rerolls) });
}

export type CasualtyAction = Extract<Action, { type: "casualty" }>;
