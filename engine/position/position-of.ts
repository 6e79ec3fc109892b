// positionOf: a state written as a position, exactly (positionFrom gives the same state back),
// with only the fields the variant uses.
import { LOST } from "../board/index.js";
import { isPresent } from "../math/index.js";
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { BySeat, LastingPosition, LeaderPosition, PendingPosition, Position, TerritoryPosition } from "./format.js";
import { LASTING_SIDES, namesOf, OFF_BOARD, ruleBorderName, UNTIL_NAMES, type NameTable } from "./names.js";
import { writeDecks } from "./position-decks.js";
import { historyOf } from "./territory-history.js";
import { seatHistoryOf } from "./seat-history.js";
import { deedsOf } from "./unit-deeds.js";

const bySeat = <T>(values: readonly T[]): BySeat<T> => Object.fromEntries(values.map((v, seat) => [String(seat + 1), v]));
const byFaction = (game: Game, counts: readonly number[]): Record<string, number> =>
  Object.fromEntries(counts.flatMap((n, f) => (n > 0 ? [[game.factions!.list[f]!.name, n]] : [])));

/** What stands on place `t` (a territory or an off-board place). */
function piecesAt(game: Game, state: GameState, t: number): Omit<TerritoryPosition, "owner"> {
  const out: Omit<TerritoryPosition, "owner"> = { armies: state.armies[t]! };
  // P1: the armies of an owner that plays no faction (a factionless neutral seat) are of none: `armies` alone.
  const owner = state.owner[t]!;
  if (game.factions && !(owner >= 0 && state.factionsOf[owner]!.length === 0))
    out.pieces = byFaction(
      game,
      state.kinds.map((row) => row[t]!),
    );
  if (state.fresh.length > 0 && state.fresh[t]! > 0) out.placed = state.fresh[t]!;
  if (state.moved.length > 0 && state.moved.some((row) => row[t]! > 0))
    out.moved = game.factions
      ? byFaction(
          game,
          state.moved.map((row) => row[t]!),
        )
      : state.moved[0]![t]!;
  return out;
}

function pendingOf(game: Game, state: GameState): PendingPosition | null {
  const p = state.pending;
  if (!p) return null;
  const names = namesOf(game);
  switch (p.kind) {
    case "advance": {
      // E3: armies coming in attack from the player's place off the board.
      const from = p.from >= game.territoryCount ? OFF_BOARD : named(names.territories, p.from);
      return { kind: "advance", from, to: named(names.territories, p.to), min: p.min, max: p.max, eliminated: p.eliminated };
    }
    case "defend": {
      const { kind, from, to, ...rest } = p;
      return { kind, from: from >= game.territoryCount ? OFF_BOARD : named(names.territories, from), to: named(names.territories, to), ...rest };
    }
    case "pass":
      return { kind: "pass", card: game.effects[p.card]!.name };
    case "choose":
      return { kind: "choose", choice: game.choices![p.choice]!.name };
    case "build":
      return { kind: "build", building: game.buildings![p.building]!.name, left: p.left, raze: p.raze, setup: p.setup };
    case "placeNeutral":
      return { kind: "placeNeutral", left: p.left };
    case "fire": {
      const offers: { rule: string; seat: number }[] = [];
      for (let k = 0; k + 1 < p.offers.length; k += 2) offers.push({ rule: game.rules!.rules[p.offers[k]!]!.name, seat: p.offers[k + 1]! + 1 });
      return { kind: "fire", offers };
    }
    case "move": {
      // EF6: an effect's move (seats count from 1), its territories by name, and what waits after it.
      const then = p.then ? pendingOf(game, { ...state, pending: p.then }) : null;
      const where = (list: number[]) => list.map((t) => named(names.territories, t));
      return {
        kind: "move",
        seat: p.seat + 1,
        left: p.left,
        ...(p.unit >= 0 ? { unit: game.units!.types[p.unit]!.name } : {}),
        from: where(p.from),
        to: where(p.to),
        ...(then ? { then } : {}),
      };
    }
    case "placeUnit":
      return { kind: "placeUnit", unit: game.units!.types[p.unit]!.name, left: p.left };
    case "split":
      return { kind: "split", armies: p.armies };
    case "discard": {
      // EF5: an effect's discard (seats count from 1), and what waits after it.
      if (p.seat === undefined) return { kind: "discard" };
      const then = p.then ? pendingOf(game, { ...state, pending: p.then }) : null;
      return { kind: "discard", seat: p.seat + 1, left: p.left!, ...(then ? { then } : {}) };
    }
    case "put":
      return { kind: "put", deck: game.decks![p.deck]!.name, left: p.left };
    case "order": {
      // PO4: the choice by its number, its orders by name.
      const then = p.then ? pendingOf(game, { ...state, pending: p.then }) : null;
      return {
        kind: "order",
        seat: p.seat + 1,
        choose: p.choose,
        options: game.chooses[p.choose]!.options.map((o) => game.orders[o.order]!),
        ...(p.territory >= 0 ? { territory: named(names.territories, p.territory) } : {}),
        ...(then ? { then } : {}),
      };
    }
    case "pick": {
      // TC1: the pick by its number, the territories offered and the order it stands in by name.
      const then = p.then ? pendingOf(game, { ...state, pending: p.then }) : null;
      return {
        kind: "pick",
        seat: p.seat + 1,
        pick: p.pick,
        options: p.options.map((t) => named(names.territories, t)),
        ...(p.order >= 0 ? { order: game.orders[p.order]! } : {}),
        ...(then ? { then } : {}),
      };
    }
    case "casualty":
    case "reroll": {
      // CS3/RR2: the battle by its territories' names, seats from 1.
      const { kind, seat, from, to, ...rest } = p;
      return { kind, seat: seat + 1, from: named(names.territories, from), to: named(names.territories, to), ...rest } as PendingPosition;
    }
    default:
      return { kind: p.kind };
  }
}

/** K1: a choice's value as a name: a word, or a territory (null: none). */
function choiceValueName(game: Game, c: number, value: number): string | null {
  return value < 0 ? null : namesOf(game).choiceValues(c).nameOf(value)!;
}

/** The name of a number the state holds, which is always one of the game's. */
const named = (table: NameTable, n: number): string => table.nameOf(n)!;

/** A state written as a position: every field the variant uses, seats by number, things by name. */
export function positionOf(game: Game, state: GameState): Position {
  const { variant } = game;
  const position: Position = {
    variant: variant.name,
    players: state.players,
    stage: state.stage,
    round: state.round,
    toMove: state.current + 1,
    phase: variant.phases[state.phase]?.name ?? variant.phases[0]?.name ?? "",
    step: state.step + 1,
    // CT3: past the last phase, where a round's battles are fought.
    ...(state.phase >= variant.phases.length ? { turnOver: true as const } : {}),
    territories: territoriesOf(game, state),
    pool: state.pool,
  };
  if (game.factions?.staging)
    position.offBoard = bySeat(state.owner.slice(game.territoryCount).map((_, seat) => piecesAt(game, state, game.territoryCount + seat)));
  writeCards(game, state, position);
  writeHoldings(game, state, position);
  if (game.units) writeUnits(game, state, position);
  if (game.choices) writeChoices(game, state, position);
  writeDecks(game, state, position);
  writeMoment(game, state, position);
  return position;
}

/** Every territory on the board, by name: its owner (a seat number), pieces, tokens and buildings. */
function territoriesOf(game: Game, state: GameState): Record<string, TerritoryPosition> {
  const names = namesOf(game);
  const territories: Record<string, TerritoryPosition> = {};
  for (let t = 0; t < game.territoryCount; t++) {
    if (!isPresent(game.graph, state.switches, t)) continue;
    const owner = state.owner[t]!;
    territories[named(names.territories, t)] = {
      owner: owner >= 0 ? owner + 1 : null,
      ...piecesAt(game, state, t),
      ...(game.tokens && state.tokensAt[t]! > 0 ? { tokens: state.tokensAt[t]! } : {}),
      ...(game.buildings && state.buildings.some((row) => row[t]! > 0)
        ? {
            buildings: Object.fromEntries(game.buildings.flatMap((b, i) => (state.buildings[i]![t]! > 0 ? [[b.name, state.buildings[i]![t]!]] : []))),
          }
        : {}),
      ...historyOf(state, t),
    };
  }
  return territories;
}

/** C4 territory cards, R3 objectives, E12 effect cards: by name. */
function writeCards(game: Game, state: GameState, position: Position): void {
  const names = namesOf(game);
  const { variant } = game;
  if (game.cards) {
    position.hands = bySeat(state.hands.map((h) => h.map((c) => named(names.cards, c))));
    position.deck = state.deck.map((c) => named(names.cards, c));
    position.discard = state.discard.map((c) => named(names.cards, c));
    position.setsTraded = state.setsTraded;
  }
  if (variant.objectives.length > 0) position.objectives = bySeat(state.objective.map((o) => (o >= 0 ? variant.objectives[o]!.name : null)));
  if (game.effects.length > 0) {
    const cardNames = (cards: readonly number[]) => cards.map((c) => game.effects[c]!.name);
    position.effects = bySeat(state.effects.map(cardNames));
    position.hiddenEffects = bySeat(state.hiddenEffects.map(cardNames));
    position.extraArmies = bySeat(state.extraArmies);
  }
}

/** What each seat holds besides territories and cards: seat tokens, counters, tokens, reserves. */
function writeHoldings(game: Game, state: GameState, position: Position): void {
  if (game.setup.exchange) position.seatTokens = bySeat(state.tokens.map((held) => held.map((s) => s + 1)));
  if (game.counters.length > 0)
    position.counters = Object.fromEntries(game.counters.map((c, i) => [c.name, c.perPlayer ? bySeat(state.counters[i]!) : state.counters[i]![0]!]));
  if (game.tokens) position.tokensHeld = bySeat(state.tokensHeld);
}

/** Y2 leaders by name; F2 the other units by type, every one of the game's in order. */
function writeUnits(game: Game, state: GameState, position: Position): void {
  const names = namesOf(game);
  const types = game.units!.types;
  const place = (at: number) => (at >= 0 ? named(names.territories, at) : null);
  if (types.some((t) => t.leader)) position.leaders = {};
  if (types.some((t) => !t.leader)) position.units = Object.fromEntries(types.flatMap((t) => (t.leader ? [] : [[t.name, []]])));
  state.unitType.forEach((k, u) => {
    const type = types[k]!;
    const form = type.forms[state.unitForm[u]!]!.name;
    const leader = { at: place(state.unitAt[u]!), form, ...(state.unitAt[u] === LOST ? { lost: true } : {}), ...deedsOf(state, u) };
    // PB16: a leader every seat buys: its copies by seat.
    if (type.leader && !type.seat) ((position.leaders![type.name] ??= {}) as BySeat<LeaderPosition>)[String(state.unitOwner[u]! + 1)] = leader;
    else if (type.leader) position.leaders![type.name] = leader;
    else
      position.units![type.name]!.push({
        owner: state.unitOwner[u]! + 1,
        at: place(state.unitAt[u]!),
        ...(type.forms.length > 1 ? { form } : {}),
        ...(state.unitAt[u] === LOST ? { lost: true } : {}),
        ...deedsOf(state, u),
      });
  });
}

/** K1/M1: each choice's value by seat, and the sealed picks not yet revealed. */
function writeChoices(game: Game, state: GameState, position: Position): void {
  const byChoice = (value: (c: number, seat: number) => number) =>
    Object.fromEntries(game.choices!.map((c, i) => [c.name, bySeat(state.chosen[i]!.map((_, seat) => choiceValueName(game, i, value(i, seat))))]));
  position.choices = byChoice((c, seat) => state.chosen[c]![seat]!);
  if (state.sealed.some((row) => row.some((v) => v >= 0))) position.sealedChoices = byChoice((c, seat) => state.sealed[seat]![c]!);
}

/** Where the game stands: the turn order and bids, switches, reserves, who is out, the turn's marks, the setup, what is pending, the result, the generator. */
function writeMoment(game: Game, state: GameState, position: Position): void {
  const { variant } = game;
  if (state.turnOrder.some((seat, k) => seat !== k) || game.setup.steps.some((st) => st.kind === "order"))
    position.turnOrder = state.turnOrder.map((s) => s + 1);
  // F6/S11: only the bids made (a seat yet to bid has none; -1 is no bid).
  if (state.bids.some((b) => b >= 0)) position.bids = Object.fromEntries(state.bids.flatMap((b, seat) => (b >= 0 ? [[String(seat + 1), b]] : [])));
  if (state.effectDeck.length > 0) position.effectDeck = state.effectDeck.map((c) => game.effects[c]!.name);
  if (variant.map.switches.length > 0) position.switches = Object.fromEntries(variant.map.switches.map((sw, i) => [sw.name, state.switches[i]!]));
  if (state.lasting.length > 0) position.lasting = state.lasting.map((row) => lastingPosition(game, row));
  if (game.pieces) position.reserve = bySeat(state.reserve);
  // CT1: the contested territories, in their order.
  if (state.contested.length > 0)
    position.contested = state.contested.map(([t, seat, armies]) => ({
      territory: named(namesOf(game).territories, t!),
      seat: seat! + 1,
      armies: armies!,
    }));
  position.eliminated = state.alive.flatMap((alive, seat) => (alive ? [] : [seat + 1]));
  position.turnsTaken = bySeat(state.turnsTaken);
  position.turn = {
    started: state.turnStarted,
    stepStarted: state.stepStarted,
    conquered: state.conquered,
    ...(state.armiesDestroyed > 0 ? { armiesDestroyed: state.armiesDestroyed } : {}),
    ...(state.armiesLost > 0 ? { armiesLost: state.armiesLost } : {}),
    ...(state.eliminations > 0 ? { eliminations: state.eliminations } : {}),
    ...(state.topFaces > 0 ? { topFaces: state.topFaces } : {}),
    ...(state.lastRollBest > 0 ? { lastRollBest: state.lastRollBest } : {}),
    ...seatHistoryOf(state),
    movesMade: state.movesMade,
    bonusUsed: state.bonusUsed,
    lastDice: state.lastDice,
    leaderMoved: state.unitMoved.some((moved, u) => moved && state.unitOwner[u] === state.current),
    ...(state.bought.some((n) => n > 0) ? { bought: state.bought.slice() } : {}),
    ...(game.program ? { cardUp: state.cardUp } : {}),
    ...(state.ordered.length > 0 ? { ordered: state.ordered.map((o) => game.orders[o]!) } : {}),
    ...(state.picked >= 0 ? { chosen: variant.map.territories[state.picked]!.name } : {}),
  };
  if (state.firstNext >= 0) position.firstNext = state.firstNext + 1;
  if (state.stage === "setup") position.setup = { left: bySeat(state.setupLeft), batch: state.batchLeft, item: state.setupStep };
  position.pending = pendingOf(game, state);
  position.result = state.result ? { reason: state.result.reason, winners: state.result.winners.map((s) => s + 1) } : null;
  position.rng = [...state.rng];
}

/** A lasting row as a position says it, the seat 1-based: part A, the rule and the border by name; EP6, a card's die bonus by side. */
function lastingPosition(game: Game, [rule, border, seat, until, side, amount]: readonly number[]): LastingPosition {
  if (rule! < 0) return { seat: seat! + 1, side: LASTING_SIDES[side!]!, amount: amount!, until: UNTIL_NAMES[until!]! };
  return { rule: game.rules!.rules[rule!]!.name, border: ruleBorderName(game, border!), seat: seat! + 1, until: UNTIL_NAMES[until!]! };
}
