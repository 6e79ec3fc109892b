// What the searching player observes after an action, as one number: the board (owners,
// armies), where the game stands, what waits to be decided, and its own hand. A tree edge
// whose action has random outcomes (a battle, a card drawn, a roll) leads to one child per
// observed outcome — a chance node whose outcomes come from the engine's exact distributions —
// while a deterministic action always leads to the same child.
import type { GameState } from "../../engine/index.js";

function mix(h: number, x: number): number {
  return Math.imul(h ^ (x | 0), 0x01000193) >>> 0;
}

/** EF5/EF6: what an effect's decision has left (0 for every other pending, as before). */
function effectLeft(p: NonNullable<GameState["pending"]>): number {
  return (p.kind === "discard" || p.kind === "move") && p.left !== undefined ? p.left : 0;
}

export function observationDigest(state: GameState, observer: number): number {
  let h = 0x811c9dc5;
  const { owner, armies } = state;
  for (let t = 0; t < owner.length; t++) h = mix(mix(h, owner[t]!), armies[t]!);
  h = mix(h, state.current);
  h = mix(h, state.phase);
  h = mix(h, state.step);
  h = mix(h, state.pool);
  h = mix(h, state.round);
  h = mix(h, state.stage === "over" ? 2 : state.stage === "play" ? 1 : 0);
  const p = state.pending;
  if (p)
    h = mix(
      mix(h, p.kind.length),
      p.kind === "advance"
        ? p.max * 64 + p.min
        : p.kind === "pass"
          ? p.card
          : p.kind === "fire"
            ? p.offers.length * 4096 + p.offers[0]!
            : effectLeft(p),
    );
  for (const card of state.hands[observer]!) h = mix(h, card + 1);
  for (const hand of state.hands) h = mix(h, hand.length);
  for (const e of state.effects[observer]!) h = mix(h, e + 7);
  for (const n of state.extraArmies) h = mix(h, n);
  for (const n of state.reserve) h = mix(h, n);
  return h;
}
