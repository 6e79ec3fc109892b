// Actions: the only way anyone (bots, replays, the CLI, the playground) changes a game.
// `legalActions` enumerates a small, meaningful set at each decision point; `actionProblem`
// accepts any other well-formed value too, and says why an action is not legal.
import { decisionOf } from "./decision.js";
import type { CompiledStep, Game } from "./game.js";
import { entryTerritories, primaryFaction, stagingOf } from "./factions.js";
import { attackSources, fortifyLeave, fortifyMovable } from "./flow.js";
import { isOpen, isPresent } from "./graph.js";
import { canRevive, leaderForm } from "./leaders.js";
import {
  attackProblem,
  attackTargetsFrom,
  bonusTerritories,
  cardsInHandSets,
  cedeOptions,
  cedeProblem,
  fortifyTargets,
  placementBudget,
  reviveCost,
  scope,
  setOfCards,
  strikeProblem,
  strikeTargets,
  usableAttackEffects,
} from "./rules.js";
import type { GameState } from "./state.js";

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

function isCount(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n);
}

function distinctCounts(...counts: number[]): number[] {
  return [...new Set(counts.filter((c) => c >= 1))].sort((a, b) => b - a);
}

function ownedTerritories(game: Game, state: GameState, seat: number): number[] {
  const owned: number[] = [];
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) owned.push(t);
  return owned;
}

/** Where the seat may put armies: its territories; in play (E3) only those at its starting points, or off the board to fight its way in. */
function placeTargets(game: Game, state: GameState, seat: number, setup: boolean): number[] {
  const entries = setup ? undefined : entryTerritories(game, state, seat);
  if (!entries) return ownedTerritories(game, state, seat);
  return [...entries.filter((t) => state.owner[t] === seat), stagingOf(game, seat)];
}

/** E14: spending tokens: all of them, or one. */
function spendActions(state: GameState, seat: number): Action[] {
  const held = state.tokensHeld[seat] ?? 0;
  return held > 0 ? distinctCounts(held, 1).map((count): Action => ({ type: "spend", count })) : [];
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

function tradeIsForced(game: Game, state: GameState): boolean {
  const d = decisionOf(game, state);
  if (d.kind === "tradeDown") {
    const rule = game.cards?.eliminationTrade;
    return rule ? !rule.until(scope(state, d.seat)) : false;
  }
  const step = game.phases[state.phase]?.steps[state.step];
  return step?.kind === "trade" && step.forcedWhen !== undefined && step.forcedWhen(scope(state, d.seat));
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

/** The switch step the game is in (the flip's requirements come from it). */
function switchStep(game: Game, state: GameState): Extract<CompiledStep, { kind: "switch" }> | undefined {
  const step = game.phases[state.phase]?.steps[state.step];
  return step?.kind === "switch" ? step : undefined;
}

/** Y7: a card in the player's hand whose territory has the attribute (used up by a flip), or -1. */
export function changeCard(game: Game, state: GameState, attribute: string): number {
  const attrs = game.variant.map.territories;
  return state.hands[state.current]!.find((card) => card < attrs.length && attrs[card]!.attrs[attribute] === true) ?? -1;
}

/** Y7: why the current player may not flip switch `index` now, or undefined. */
function switchProblem(game: Game, state: GameState, index: number): string | undefined {
  const step = switchStep(game, state);
  if (!step) return "there is no switch step now";
  const seat = state.current;
  if (step.nearLeader) {
    const at = state.leaderAt[seat]!;
    if (at < 0) return "your leader is not on the board";
    const groups = new Set(switchZones(game, index).map((t) => game.variant.map.territories[t]!.group));
    if (!groups.has(game.variant.map.territories[at]!.group)) return "your leader must stand in the same group as the switch";
  }
  if (step.usingCard !== undefined && changeCard(game, state, step.usingCard) < 0) return `you need a card with ${step.usingCard} to flip a switch`;
  // A zone coming onto the board takes one army from the flipper's reserve (Y3, Y7).
  if (game.pieces && territoriesOpened(game, state, index) > state.reserve[seat]!)
    return "you have no army in reserve for the territory that comes onto the board";
  return undefined;
}

/**
 * The zones a switch belongs to (Y7): the territories it puts on or off the board, and the
 * territory every one of its borders touches (a spinning zone).
 */
function switchZones(game: Game, index: number): number[] {
  const sw = game.variant.map.switches[index]!;
  const borders = [...sw.on.borders, ...sw.off.borders, ...sw.on.links, ...sw.off.links];
  const hubs = borders.length === 0 ? [] : borders.reduce<number[]>((common, b) => common.filter((t) => b.includes(t)), [...borders[0]!]);
  return [...new Set([...sw.on.territories, ...sw.off.territories, ...hubs])];
}

/** How many territories flipping the switch puts on the board (Y7). */
function territoriesOpened(game: Game, state: GameState, index: number): number {
  const flipped = state.switches.slice();
  flipped[index] = !flipped[index];
  return state.owner.filter((_, t) => !isPresent(game.graph, state.switches, t) && isPresent(game.graph, flipped, t)).length;
}

/** E13: why a move's route (`via`) is not one: own territories, each next to the one before, ending next to `to`. */
function viaProblem(
  game: Game,
  state: GameState,
  step: Extract<CompiledStep, { kind: "fortify" }>,
  action: Extract<Action, { type: "fortify" }>,
): string | undefined {
  const via = action.via!;
  if (!step.drops) return "this move cannot leave armies on the way (no `drops`)";
  if (action.leader) return "a leader moves without leaving armies on the way";
  if (!Array.isArray(via) || via.length === 0) return "`via` lists the territories the move passes through";
  const route = [action.from, ...via.map((v) => v?.territory), action.to];
  if (!via.every((v) => isCount(v?.territory) && isCount(v?.count) && v.count >= 0))
    return "each stop on the way is a territory and a number of armies left there";
  if (new Set(route).size !== route.length) return "the move passes through each territory once";
  for (let i = 1; i < route.length; i++) {
    const at = route[i]!;
    if (at < 0 || at >= game.territoryCount || state.owner[at] !== state.current) return "the move passes only through your own territories";
    if (!isOpen(game.graph, state.switches, route[i - 1]!, at)) return "each territory on the way borders the one before";
  }
  return undefined;
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
      actions.push(...spendActions(state, seat), { type: "end" });
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
        const leave = fortifyLeave(game, state, step, from);
        const targets = fortifyTargets(game, state, from, step.path);
        for (const faction of factions) {
          const movable = fortifyMovable(game, state, step, from, faction);
          if (movable < 1) continue;
          const counts = distinctCounts(movable, movable >= 4 ? Math.ceil(movable / 2) : 0);
          for (const to of targets)
            for (const count of counts) actions.push({ type: "fortify", from, to, count, ...(faction >= 0 ? { faction } : {}) });
        }
        // A leader moving along leaves an army behind to hold the territory (Y3).
        const withLeader = state.leaderAt[seat] === from ? state.armies[from]! - Math.max(1, leave) : 0;
        if (withLeader >= 1) for (const to of targets) actions.push({ type: "fortify", from, to, count: withLeader, leader: true });
      }
      if (!state.leaderMoved && leaderForm(game, state, seat)?.jump && state.armies[state.leaderAt[seat]!]! >= 1) {
        for (const to of ownedTerritories(game, state, seat)) if (to !== state.leaderAt[seat]) actions.push({ type: "jump", to });
      }
      if (step.cede) actions.push(...cedeOptions(game, state).map((c): Action => ({ type: "cede", ...c })));
      actions.push(...spendActions(state, seat), { type: "end" });
      return actions;
    }
    case "revealEffect":
      return [{ type: "reveal" }, ...spendActions(state, seat), { type: "end" }];
    case "pass":
      return state.alive.flatMap((alive, to): Action[] => (alive && to !== seat ? [{ type: "pass", to }] : []));
  }
}

/** Why an action is not legal now, or undefined when it is. Accepts any value, from any caller. */
export function actionProblem(game: Game, state: GameState, action: Action): string | undefined {
  const d = decisionOf(game, state);
  if (d.kind === "over") return "the game is over";
  const seat = d.seat;
  const territoryOk = (t: unknown) => isCount(t) && t >= 0 && t < game.territoryCount;
  switch (action?.type) {
    case "place": {
      if (d.kind !== "setupPlace" && d.kind !== "place" && d.kind !== "placePool")
        return `you cannot place armies now (the game waits for ${d.kind})`;
      const targets = placeTargets(game, state, seat, d.kind === "setupPlace");
      if (!targets.includes(action.territory)) {
        if (!territoryOk(action.territory)) return "no such territory";
        if (state.owner[action.territory] !== seat) return "you can place armies only on a territory you own";
        return "new armies come in only at your starting points";
      }
      const budget = placementBudget(game, state, seat, d.kind === "setupPlace");
      if (budget === 0) return "the army limit is reached";
      if (!isCount(action.count) || action.count < 1 || action.count > budget) return `you can place 1 to ${budget} armies`;
      return undefined;
    }
    case "trade": {
      if (d.kind !== "trade" && d.kind !== "tradeDown") return `you cannot trade cards now (the game waits for ${d.kind})`;
      if (!Array.isArray(action.cards) || !action.cards.every(isCount)) return "a trade lists card numbers";
      const hand = state.hands[seat]!;
      if (new Set(action.cards).size !== action.cards.length || !action.cards.every((c) => hand.includes(c)))
        return "you can trade only cards in your hand, each once";
      if (setOfCards(game, action.cards, state) < 0) return "these cards are not a set";
      if (action.bonus !== undefined && !bonusTerritories(game, state, seat, action.cards).includes(action.bonus))
        return "the bonus goes to an owned territory shown on a traded card";
      return undefined;
    }
    case "attack": {
      if (d.kind !== "attack") return `you cannot attack now (the game waits for ${d.kind})`;
      if (action.strike) {
        if (state.leaderAt[seat] !== action.from) return "your leader is not there";
        return strikeProblem(game, state, action.to);
      }
      const problem = attackProblem(game, state, action.from, action.to);
      if (problem) return problem;
      if (action.dice !== undefined && (!isCount(action.dice) || action.dice < game.combat.attackerMin || action.dice > game.dice.attackerMax)) {
        return `you roll ${game.combat.attackerMin} to ${game.dice.attackerMax} dice`;
      }
      if (action.dice !== undefined && game.combat.diceMax && action.dice < Math.min(game.dice.attackerMax, state.armies[action.from]!))
        return "you must roll the most dice you can";
      if (action.effect !== undefined && !usableAttackEffects(game, state, seat).includes(action.effect)) return "you cannot use that card now";
      if (action.rolls !== undefined && (!isCount(action.rolls) || action.rolls < 1)) return "rolls is a whole number of at least 1";
      if (action.stopAt !== undefined && (!isCount(action.stopAt) || action.stopAt < 0)) return "stopAt is a whole number of armies";
      return undefined;
    }
    case "advance": {
      if (d.kind !== "advance") return `there is nothing to move into (the game waits for ${d.kind})`;
      const p = state.pending as Extract<NonNullable<GameState["pending"]>, { kind: "advance" }>;
      if (!isCount(action.count) || action.count < p.min || action.count > p.max)
        return `move ${p.min} to ${p.max} armies into the conquered territory`;
      return undefined;
    }
    case "fortify": {
      if (d.kind !== "fortify") return `you cannot move armies now (the game waits for ${d.kind})`;
      if (!territoryOk(action.from) || !territoryOk(action.to)) return "no such territory";
      if (state.owner[action.from] !== seat) return "you can move armies only from a territory you own";
      const step = game.phases[state.phase]!.steps[state.step] as Extract<Game["phases"][number]["steps"][number], { kind: "fortify" }>;
      if (!fortifyTargets(game, state, action.from, step.path).includes(action.to)) {
        return step.path === "adjacent"
          ? "armies move only to an adjacent territory you own"
          : "armies move only through a chain of territories you own";
      }
      const leave = fortifyLeave(game, state, step, action.from);
      if (action.via !== undefined) {
        const problem = viaProblem(game, state, step, action);
        if (problem) return problem;
      }
      if (action.faction !== undefined && (!isCount(action.faction) || !(state.factionsOf[seat] ?? []).includes(action.faction)))
        return "you do not play that faction";
      const faction = action.faction ?? primaryFaction(game, state, seat);
      const movable = action.leader ? state.armies[action.from]! - Math.max(1, leave) : fortifyMovable(game, state, step, action.from, faction);
      if (action.leader && state.leaderAt[seat] !== action.from) return "your leader is not there";
      const dropped = (action.via ?? []).reduce((n, v) => n + v.count, 0);
      if (!isCount(action.count) || action.count < 1 || action.count + dropped > movable)
        return `you can move 1 to ${Math.max(0, movable)} armies from there${dropped > 0 ? ", those left on the way included" : ""}`;
      return undefined;
    }
    case "reveal":
      if (d.kind !== "revealEffect") return `you cannot turn up an effect card now (the game waits for ${d.kind})`;
      return undefined;
    case "pass":
      if (d.kind !== "pass") return `there is no card to pass on (the game waits for ${d.kind})`;
      return isCount(action.to) && action.to >= 0 && action.to < state.seats && action.to !== seat && state.alive[action.to]
        ? undefined
        : "pass the card to another player in the game";
    case "spend": {
      if (state.stage !== "play" || d.kind === "advance" || d.kind === "pass") return `you cannot spend tokens now (the game waits for ${d.kind})`;
      const held = state.tokensHeld[seat] ?? 0;
      return isCount(action.count) && action.count >= 1 && action.count <= held ? undefined : `you can spend 1 to ${held} tokens`;
    }
    case "placeLeader":
      if (d.kind !== "placeLeader") return `you cannot place your leader now (the game waits for ${d.kind})`;
      return territoryOk(action.territory) && state.owner[action.territory] === seat ? undefined : "your leader goes on a territory of yours";
    case "morph": {
      if (d.kind !== "morph") return `you cannot change form now (the game waits for ${d.kind})`;
      const forms = game.leaders!.list[state.leaderOf[seat]!]!.forms.length;
      return isCount(action.form) && action.form >= 0 && action.form < forms && action.form !== state.leaderForm[seat]
        ? undefined
        : "choose another form of your leader";
    }
    case "revive": {
      if (d.kind !== "place") return `you cannot bring your leader back now (the game waits for ${d.kind})`;
      if (!canRevive(game, state, seat)) return "your leader is on the board";
      if (state.pool < reviveCost(game, state)) return `bringing your leader back costs ${reviveCost(game, state)} armies of your pool`;
      if (!territoryOk(action.territory) || state.owner[action.territory] !== seat) return "your leader comes back on a territory of yours";
      const forms = game.leaders!.list[state.leaderOf[seat]!]!.forms.length;
      return isCount(action.form) && action.form >= 0 && action.form < forms ? undefined : "no such form";
    }
    case "cede": {
      if (d.kind !== "fortify") return `you cannot hand over a territory now (the game waits for ${d.kind})`;
      const step = game.phases[state.phase]!.steps[state.step] as Extract<Game["phases"][number]["steps"][number], { kind: "fortify" }>;
      if (!step.cede) return "this step has no `cede to partner`";
      if (!territoryOk(action.territory) || !isCount(action.to) || action.to >= state.seats) return "no such territory or seat";
      return cedeProblem(game, state, action.territory, action.to);
    }
    case "jump":
      if (d.kind !== "fortify") return `your leader cannot move now (the game waits for ${d.kind})`;
      if (!leaderForm(game, state, seat)?.jump) return "your leader cannot jump in this form";
      if (state.leaderMoved) return "your leader has moved in this step";
      if (state.armies[state.leaderAt[seat]!]! < 1) return "your leader holds his territory alone and cannot leave it";
      return territoryOk(action.to) && state.owner[action.to] === seat && action.to !== state.leaderAt[seat]
        ? undefined
        : "your leader jumps to another territory of yours";
    case "exchange": {
      if (d.kind !== "exchange") return `there are no tokens to hand out (the game waits for ${d.kind})`;
      const g = action.gifts;
      const ok =
        Array.isArray(g) &&
        g.length === state.seats &&
        g.every(isCount) &&
        new Set(g).size === g.length &&
        g.every((x, r) => x >= 0 && x < state.seats && x !== r);
      return ok ? undefined : "give every other seat a token that is not its own and keep one that is not yours, each token once";
    }
    case "claim":
      if (d.kind !== "claim") return `you cannot take a territory now (the game waits for ${d.kind})`;
      if (!territoryOk(action.territory) || state.owner[action.territory]! >= 0 || !isPresent(game.graph, state.switches, action.territory))
        return "take an empty territory on the board";
      return undefined;
    case "switch":
      if (d.kind !== "switch") return `you cannot flip a switch now (the game waits for ${d.kind})`;
      if (!isCount(action.index) || action.index < 0 || action.index >= game.variant.map.switches.length) return "no such switch";
      return switchProblem(game, state, action.index);
    case "end": {
      if (d.kind === "exchange") return "hand out your seat tokens first";
      if (d.kind === "setupPlace" || d.kind === "place" || d.kind === "placePool") return "all armies must be placed first";
      if (d.kind === "advance") return "armies must move into the conquered territory first";
      if (d.kind === "pass") return "pass the card to another player first";
      if ((d.kind === "trade" || d.kind === "tradeDown") && tradeIsForced(game, state) && cardsInHandSets(game, state, seat).length > 0)
        return "you must trade a set now";
      return undefined;
    }
    default:
      return "unknown action";
  }
}
