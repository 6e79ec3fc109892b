// Actions: the only way anyone (bots, replays, the CLI, the playground) changes a game.
// `legalActions` enumerates a small, meaningful set at each decision point; `actionProblem`
// (action-problems.ts) accepts any other well-formed value too, and says why an action is not legal.
import { decisionOf } from "./decision.js";
import type { Game } from "./game.js";
import { attackSources, fortifyLeave, fortifyMovable } from "./flow.js";
import { isPresent } from "./graph.js";
import { canRevive, leaderForm } from "./leaders.js";
import {
  attackProblem,
  attackTargetsFrom,
  bonusTerritories,
  cardsInHandSets,
  cedeOptions,
  fortifyTargets,
  placementBudget,
  reviveCost,
  strikeTargets,
  usableAttackEffects,
} from "./rules.js";
import type { GameState } from "./state.js";
import { ownedTerritories, placeTargets, switchProblem, tradeIsForced } from "./action-rules.js";

export type Action =
  /** Put `count` armies on an owned territory (setup, reinforcement, after a mid-turn trade). */
  | { type: "place"; territory: number; count: number }
  /** Trade a set of cards; `bonus` picks the owned card territory that gets the card bonus. */
  | { type: "trade"; cards: number[]; bonus?: number }
  /**
   * Attack `to` from `from`. Rolls until the defender falls or the attacker can roll no more;
   * `rolls` limits the number of rolls (1 = a single roll); `stopAt` stops when the attacking
   * territory is down to that many armies; `dice` rolls fewer dice than the most allowed;
   * `effect` uses one of the player's effect cards for this attack (R14).
   */
  | { type: "attack"; from: number; to: number; rolls?: number; stopAt?: number; dice?: number; effect?: number; strike?: boolean }
  /** Move armies into a territory just conquered (C6). */
  | { type: "advance"; count: number }
  /**
   * Move armies between owned territories (C7); `faction`: which of the player's factions moves
   * (E13; default: its main one); `via` (E13, with `drops`): the own territories the move passes
   * through in order, each keeping `count` armies; `count` is what reaches `to`.
   */
  | { type: "fortify"; from: number; to: number; count: number; leader?: boolean; faction?: number; via?: { territory: number; count: number }[] }
  /** E12: turn up one of the player's face-down effect cards (which one is chance: nobody has seen them). */
  | { type: "reveal" }
  /** E12: hand the card just turned up to another player, who suffers or enjoys its effect. */
  | { type: "pass"; to: number }
  /** E14: put `count` picked-up tokens onto the counter they refill (any time in the player's turn). */
  | { type: "spend"; count: number }
  /** Y4: put the leader on one of the player's territories (setup). */
  | { type: "placeLeader"; territory: number }
  /** Y7: turn the leader into another of his forms. */
  | { type: "morph"; form: number }
  /** Y6: bring a destroyed leader back onto a territory, in a form, paying from the pool. */
  | { type: "revive"; territory: number; form: number }
  /** Y10: in a fortify step with `cede to partner`, hand a territory to a partner instead of a move. */
  | { type: "cede"; territory: number; to: number }
  /** Y9: in a fortify step, a leader whose form allows it jumps to any territory of his player's. */
  | { type: "jump"; to: number }
  /**
   * R13: hand out seat tokens: `gifts[r]` is the seat whose token goes to seat r, and
   * `gifts[self]` the one kept; never a seat's own token (a derangement of the seats).
   */
  | { type: "exchange"; gifts: number[] }
  /** Y4: take an empty territory during the setup (one army goes there). */
  | { type: "claim"; territory: number }
  /** Y7: flip switch `index` of the map (one a step). */
  | { type: "switch"; index: number }
  /** Stop the current step: no more attacks, no (more) trades, no (more) moves. */
  | { type: "end" };

function distinctCounts(...counts: number[]): number[] {
  return [...new Set(counts.filter((c) => c >= 1))].sort((a, b) => b - a);
}

/** E14: spending tokens: all of them, or one (nothing when the player holds none). */
function pushSpends(actions: Action[], state: GameState, seat: number): void {
  const held = state.tokensHeld[seat] ?? 0;
  if (held > 0) for (const count of distinctCounts(held, 1)) actions.push({ type: "spend", count });
}

/** Trades, one per distinct combination of symbols, preferring cards of owned territories. */
function tradeActions(game: Game, state: GameState, seat: number): Action[] {
  const bySignature = new Map<string, { cards: number[]; owned: number[] }>();
  const deck = game.cards!.deck;
  for (const candidate of cardsInHandSets(game, state, seat)) {
    const signature = candidate.cards
      .map((c) => (c >= deck.symbol.length ? "w" : String(deck.symbol[c])))
      .sort()
      .join(",");
    const owned = bonusTerritories(game, state, seat, candidate.cards);
    const best = bySignature.get(signature);
    if (!best || owned.length > best.owned.length) bySignature.set(signature, { cards: candidate.cards, owned });
  }
  return [...bySignature.values()].map(({ cards, owned }) => ({ type: "trade", cards, ...(owned.length > 0 ? { bonus: owned[0]! } : {}) }));
}

/** Derangements of 0..n-1: every one for up to 5 seats, the rotations beyond (any other is still legal). */
function derangements(n: number): number[][] {
  if (n > 5) return Array.from({ length: n - 1 }, (_, k) => Array.from({ length: n }, (_, i) => (i + k + 1) % n));
  const out: number[][] = [];
  const pick = (prefix: number[], left: number[]) => {
    if (left.length === 0) out.push(prefix);
    for (const x of left)
      if (x !== prefix.length)
        pick(
          [...prefix, x],
          left.filter((y) => y !== x),
        );
  };
  pick(
    [],
    Array.from({ length: n }, (_, i) => i),
  );
  return out;
}

/** Every action the enumeration offers at the current decision point. */
export function legalActions(game: Game, state: GameState): Action[] {
  const d = decisionOf(game, state);
  const seat = d.seat;
  switch (d.kind) {
    case "over":
      return [];
    case "exchange":
      return derangements(state.seats).map((gifts): Action => ({ type: "exchange", gifts }));
    case "claim":
      return state.owner.flatMap((o, territory): Action[] =>
        o < 0 && isPresent(game.graph, state.switches, territory) ? [{ type: "claim", territory }] : [],
      );
    case "switch":
      return [
        ...game.variant.map.switches.flatMap((_, index): Action[] =>
          switchProblem(game, state, index) === undefined ? [{ type: "switch", index }] : [],
        ),
        { type: "end" },
      ];
    case "setupPlace":
    case "place":
    case "placePool": {
      const budget = placementBudget(game, state, seat, d.kind === "setupPlace");
      const counts = distinctCounts(budget, 1, Math.ceil(budget / 2));
      const owned = ownedTerritories(game, state, seat);
      const places = placeTargets(game, state, seat, d.kind === "setupPlace").flatMap((territory) =>
        counts.map((count): Action => ({ type: "place", territory, count })),
      );
      if (d.kind !== "place" || !canRevive(game, state, seat) || state.pool < reviveCost(game, state)) return places;
      // Y6: the leader may come back, on any territory, in any form.
      const forms = game.leaders!.list[state.leaderOf[seat]!]!.forms.length;
      const revivals = owned.flatMap((territory) => Array.from({ length: forms }, (_, form): Action => ({ type: "revive", territory, form })));
      return [...places, ...revivals];
    }
    case "placeLeader":
      return ownedTerritories(game, state, seat).map((territory): Action => ({ type: "placeLeader", territory }));
    case "morph": {
      const forms = game.leaders!.list[state.leaderOf[seat]!]!.forms.length;
      return [
        ...Array.from({ length: forms }, (_, form) => form)
          .filter((f) => f !== state.leaderForm[seat])
          .map((form): Action => ({ type: "morph", form })),
        { type: "end" },
      ];
    }
    case "trade":
    case "tradeDown": {
      const trades = tradeActions(game, state, seat);
      return tradeIsForced(game, state) && trades.length > 0 ? trades : [...trades, { type: "end" }];
    }
    case "attack": {
      const actions: Action[] = [];
      const effects = usableAttackEffects(game, state, seat);
      for (const from of attackSources(game, state)) {
        for (const to of attackTargetsFrom(game, state, from)) {
          if (attackProblem(game, state, from, to) !== undefined) continue;
          actions.push({ type: "attack", from, to }, { type: "attack", from, to, rolls: 1 });
          for (const effect of effects) actions.push({ type: "attack", from, to, effect });
        }
      }
      // Y9: a leader who may strike alone attacks any enemy territory.
      for (const to of strikeTargets(game, state)) actions.push({ type: "attack", from: state.leaderAt[seat]!, to, strike: true });
      pushSpends(actions, state, seat);
      actions.push({ type: "end" });
      return actions;
    }
    case "advance": {
      const p = state.pending as Extract<NonNullable<GameState["pending"]>, { kind: "advance" }>;
      return distinctCounts(p.max, p.min, Math.floor((p.min + p.max) / 2)).map((count): Action => ({ type: "advance", count }));
    }
    case "fortify": {
      const step = game.phases[state.phase]!.steps[state.step] as Extract<Game["phases"][number]["steps"][number], { kind: "fortify" }>;
      const actions: Action[] = [];
      // E13: with factions, each of the player's factions moves on its own.
      const factions = game.factions ? state.factionsOf[seat]! : [-1];
      for (const from of ownedTerritories(game, state, seat)) {
        // The route search is the costly part: done only from where something can move.
        let targets: number[] | undefined;
        for (const faction of factions) {
          const movable = fortifyMovable(game, state, step, from, faction);
          if (movable < 1) continue;
          targets ??= fortifyTargets(game, state, from, step.path);
          const counts = distinctCounts(movable, movable >= 4 ? Math.ceil(movable / 2) : 0);
          for (const to of targets)
            for (const count of counts) actions.push({ type: "fortify", from, to, count, ...(faction >= 0 ? { faction } : {}) });
        }
        // A leader moving along leaves an army behind to hold the territory (Y3).
        const withLeader = state.leaderAt[seat] === from ? state.armies[from]! - Math.max(1, fortifyLeave(game, state, step, from)) : 0;
        if (withLeader >= 1)
          for (const to of (targets ??= fortifyTargets(game, state, from, step.path)))
            actions.push({ type: "fortify", from, to, count: withLeader, leader: true });
      }
      if (!state.leaderMoved && leaderForm(game, state, seat)?.jump && state.armies[state.leaderAt[seat]!]! >= 1) {
        for (const to of ownedTerritories(game, state, seat)) if (to !== state.leaderAt[seat]) actions.push({ type: "jump", to });
      }
      if (step.cede) actions.push(...cedeOptions(game, state).map((c): Action => ({ type: "cede", ...c })));
      pushSpends(actions, state, seat);
      actions.push({ type: "end" });
      return actions;
    }
    case "revealEffect": {
      const actions: Action[] = [{ type: "reveal" }];
      pushSpends(actions, state, seat);
      actions.push({ type: "end" });
      return actions;
    }
    case "pass":
      return state.alive.flatMap((alive, to): Action[] => (alive && to !== seat ? [{ type: "pass", to }] : []));
  }
}
