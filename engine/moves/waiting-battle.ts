// CS3/RR2: a battle round that waits for a decision of one of its sides (a casualty, a re-roll):
// which battle it is, as the ranks see it, and how it goes on once the decision is made — an
// attack's round through its general rank (the attack then ends), a contested battle to its end
// and the round's other battles after it.
import { waitsInBattle } from "../board/index.js";
import type { GameState, Pending } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { resumeAttack, takeAttackLosses } from "./attack.js";
import { attackBattle, contestBattle, type RankBattle, type RankResume } from "./battle-ranks.js";
import { bombardBattle } from "./bombard.js";
import { fightContest } from "./contested.js";
import type { Next } from "./family.js";

/** A decision a battle round waits for. */
export type BattleWait = Extract<Pending, { kind: "casualty" | "reroll" }>;

/** The battle waiting for the decision, as the ranks see it. */
export function battleOf(game: Game, state: GameState, p: BattleWait): RankBattle {
  if (p.kind === "casualty" && p.bombard) return bombardBattle(game, state, p.from, p.to);
  if (p.attack)
    return attackBattle(game, state, p.from, p.to, game.dice, p.attack.joined, (a, d) => takeAttackLosses(game, state, p.from, p.to, a, d), p.attack);
  return contestBattle(game, state, p.to, state.contested.find((row) => row[0] === p.to)?.[1] ?? -1);
}

/** The battle round goes on from `resume` after the decision: "stay" while the turn stays, "battles" when the round's battles go on. */
export function resumeBattle(game: Game, state: GameState, p: BattleWait, resume: RankResume): Next {
  if (p.attack) {
    resumeAttack(game, state, p, resume);
    return "stay";
  }
  fightContest(game, state, p.to, resume);
  return waitsInBattle(state) || state.stage !== "play" ? "stay" : "battles";
}
