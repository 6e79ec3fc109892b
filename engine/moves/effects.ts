// E12 (R14): effect cards. A card held face up is used in a battle; a face-down card is turned up
// at random (nobody has seen it) and acts at once, is kept for a battle, or is passed on.
import { awaitDecision, drawHiddenEffect, giveArmies, keepEffect, settlePending, useUpEffect } from "../board/index.js";
import { problem, problems, scope, type GameState } from "../model/index.js";
import type { CompiledEffectCard, Game } from "../variant/index.js";
import { buildTargets } from "./build.js";
import { isCount, type MoveFamily } from "./family.js";
import { flipSwitch } from "./switches.js";
import { loseArmies } from "./rule-effects.js";
import { rulesAtReveal } from "./rule-events.js";

/** R14/E12: use up a card held face up for a battle; its effect on this side. */
export function useEffectCard(
  game: Game,
  state: GameState,
  seat: number,
  card: number,
  on: "attack" | "defend",
): CompiledEffectCard["uses"][number] | undefined {
  useUpEffect(state, seat, card);
  return game.effects[card]!.uses.find((u) => u.on === on);
}

/** Effect cards the seat may use on an attack now (indices into the variant's effect cards). */
export function usableAttackEffects(game: Game, state: GameState, seat: number): number[] {
  return state.effects[seat]!.filter((card) => game.effects[card]!.uses.some((u) => u.on === "attack" && (!u.when || u.when(scope(state, seat)))));
}

/** E12: a defender's card for its defence is used the first time it is attacked. */
export function defenceCardOf(game: Game, state: GameState, defender: number): number | undefined {
  return state.effects[defender]!.find((c) => game.effects[c]!.uses.some((u) => u.on === "defend"));
}

/** E12: a turned-up card's effect on `seat`: armies now (its own turn) or at its next turn, or losses at once. */
function cardEffect(game: Game, state: GameState, card: number, seat: number): void {
  const reveal = game.effects[card]!.reveal;
  if (!reveal) return;
  const s = scope(state, seat);
  if (reveal.armies) giveArmies(game, state, seat, Math.max(0, reveal.armies(s)));
  if (reveal.lose) loseArmies(game, state, seat, Math.max(0, reveal.lose(s)));
}

/** E12: turn up one of the player's face-down cards (nobody has seen them: one at random). */
export const reveal: MoveFamily<"reveal"> = {
  type: "reveal",
  enumerate(_ctx, out) {
    out.push({ type: "reveal" });
  },
  problem({ decision: d }) {
    return d.kind === "revealEffect" ? undefined : problem(problems.notNow, "turn up an effect card", d.kind);
  },
  apply({ game, state }) {
    const seat = state.current;
    const card = drawHiddenEffect(state, seat);
    const effect = game.effects[card]!;
    // Part A: the `reveal` rules of the player who turned it up (before a pass: the card's own effect is the taker's).
    if (game.rules && effect.reveal?.pass) rulesAtReveal(game, state);
    if (state.stage !== "play") return "stay";
    if (effect.reveal?.pass) {
      // With nobody else left in the game there is no one to pass the card to: it is put aside.
      if (!state.alive.some((alive, other) => alive && other !== seat && other < state.players)) return "endStep";
      awaitDecision(state, { kind: "pass", card });
      return "stay";
    }
    if (effect.reveal) cardEffect(game, state, card, seat);
    // A card for battles is kept face up until it is used (E12).
    if (effect.uses.length > 0) keepEffect(state, seat, card);
    // Part A: the `reveal` rules, after the card's own effect.
    if (game.rules && state.stage === "play") rulesAtReveal(game, state);
    if (state.stage !== "play") return "stay";
    // F5: a card that acts on the map: switches flip at once; a building is built or razed where the player chooses.
    for (const index of effect.reveal?.flip ?? []) {
      flipSwitch(game, state, index);
      if (state.stage !== "play") return "stay";
    }
    const onMap =
      effect.reveal?.build[0] !== undefined
        ? { building: effect.reveal.build[0], raze: false }
        : effect.reveal?.raze[0] !== undefined
          ? { building: effect.reveal.raze[0], raze: true }
          : undefined;
    if (onMap && buildTargets(game, state, seat, onMap.building, onMap.raze).length > 0) {
      awaitDecision(state, { kind: "build", building: onMap.building, left: 1, raze: onMap.raze, setup: false });
      return "stay";
    }
    return "endStep";
  },
};

/** E12: hand the card just turned up to another player, who suffers or enjoys its effect. */
export const pass: MoveFamily<"pass"> = {
  type: "pass",
  enumerate({ state, decision }, out) {
    state.alive.forEach((alive, to) => {
      if (alive && to !== decision.seatIndex && to < state.players) out.push({ type: "pass", to });
    });
  },
  problem({ state, decision: d }, action) {
    if (d.kind !== "pass") return problem(problems.notNow, "pass a card on", d.kind);
    if (!isCount(action.to) || action.to < 0 || action.to >= state.seats) return problem(problems.noSuchSeat);
    if (action.to >= state.players) return problem(problems.neutralSeat);
    if (action.to === d.seatIndex) return problem(problems.passTarget);
    return state.alive[action.to] ? undefined : problem(problems.seatEliminated);
  },
  apply({ game, state }, action) {
    const p = state.pending as Extract<GameState["pending"], { kind: "pass" }>;
    settlePending(state);
    cardEffect(game, state, p.card, action.to);
    return "endStep";
  },
};
