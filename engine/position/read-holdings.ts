// positionFrom's holdings of each seat: seat tokens (R13), counters, picked-up tokens (E14),
// leaders and units (Y2/F2), choices (K1/M1), the turn order and bids (F6), reserves, and who is
// out of the game.
import {
  armiesOnBoard,
  invaderOf,
  LOST,
  moveUnit,
  placeBid,
  sealChoice,
  setChoice,
  setReserve,
  setTokens,
  setFirstNextOf,
  setTurnOrder,
} from "../board/index.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reading } from "./reader.js";
import { readDeeds } from "./unit-deeds.js";

/** R13: the seat tokens each seat holds. */
export function readSeatTokens({ r, game, p, state }: Reading): void {
  if (p.seatTokens === undefined || !game.setup.exchange) return;
  r.bySeat("seatTokens", p.seatTokens, (path, v) => (r.list(path, v) ?? []).flatMap((s, i) => r.seat(`${path}.${i}`, s) ?? [])).forEach(
    (held, seat) => (state.tokens[seat] = held),
  );
}

/** Counters by name: a number for a game counter, by seat for a per-player one. */
export function readCounters({ r, game, p, state, names }: Reading): void {
  if (p.counters === undefined || game.counters.length === 0) return;
  for (const [name, v] of Object.entries(r.object("counters", p.counters) ?? {})) {
    const c = r.name(`counters.${name}`, name, names.counters, "counter");
    if (c === undefined) continue;
    if (!game.counters[c]!.perPlayer) state.counters[c]![0] = r.int(`counters.${name}`, v, Number.MIN_SAFE_INTEGER) ?? 0;
    else r.bySeat(`counters.${name}`, v, (path, n) => r.int(path, n, Number.MIN_SAFE_INTEGER)).forEach((n, seat) => (state.counters[c]![seat] = n));
  }
}

/** E2/E14: the tokens lying on the board (read with the territories) and those each seat has picked up. */
export function readTokens({ r, game, p, state }: Reading, tokensAt: number[]): void {
  if (!game.tokens) return;
  const held = p.tokensHeld === undefined ? new Map<number, number>() : r.bySeat("tokensHeld", p.tokensHeld, (path, v) => r.int(path, v));
  setTokens(
    state,
    tokensAt,
    state.tokensHeld.map((_, seat) => held.get(seat) ?? 0),
  );
}

/** A unit's place by name: a territory, or null (off the board). */
const placeOf = ({ r, names }: Reading, path: string, v: unknown) =>
  v === null || v === undefined ? -1 : r.name(path, v, names.territories, "territory");

/** A form of unit type `k` by name (left out: its first). */
const formOf = ({ r, names }: Reading, path: string, k: number, v: unknown) => (v === undefined ? 0 : r.name(path, v, names.forms(k), "form"));

/** Y2: leaders by name: where each stands and in which form (PB16: a leader every seat buys, by seat). */
export function readLeaders(reading: Reading): void {
  const { r, p, state, names } = reading;
  if (p.leaders === undefined) return;
  for (const [name, v] of Object.entries(r.object("leaders", p.leaders) ?? {})) {
    const k = r.name(`leaders.${name}`, name, names.leaders, "leader");
    if (k === undefined) continue;
    if (!reading.game.units!.types[k]!.seat) {
      for (const [seat, entry] of r.bySeat(`leaders.${name}`, v, (_, e) => e))
        readLeader(
          reading,
          `leaders.${name}.${seat + 1}`,
          k,
          state.unitType.findIndex((t, u) => t === k && state.unitOwner[u] === seat),
          entry,
        );
      continue;
    }
    const u = state.unitType.indexOf(k);
    if (u < 0) {
      r.fail(`leaders.${name}`, E.leaderNotInGame, state.players);
      continue;
    }
    readLeader(reading, `leaders.${name}`, k, u, v);
  }
}

/** Y2: one leader's entry (unit `u` of type `k`): where it stands, its form, what it did this turn. */
function readLeader(reading: Reading, path: string, k: number, u: number, v: unknown): void {
  const { r, state } = reading;
  const entry = r.object(path, v);
  if (!entry) return;
  if (u < 0) {
    r.fail(path, E.leaderNotInGame, state.players);
    return;
  }
  const at = entry["lost"] === true ? LOST : placeOf(reading, `${path}.at`, entry["at"]);
  const form = formOf(reading, `${path}.form`, k, entry["form"]);
  if (at === undefined || form === undefined) return;
  // CT1: an invader's leader stands on the territory it contests, as its units do.
  if (at >= 0 && state.owner[at] !== state.unitOwner[u] && invaderOf(state, at) !== state.unitOwner[u])
    r.fail(`${path}.at`, E.unitOnForeignTerritory, "leader");
  moveUnit(state, u, at, form);
  readDeeds(r, reading.game, state, u, path, entry["thisTurn"]);
}

/** F2: the units of each type that is not a leader's: every one of the game's, in order (laid out by seat). */
export function readUnits(reading: Reading): void {
  const { r, game, p, state, names } = reading;
  if (p.units === undefined) return;
  for (const [name, v] of Object.entries(r.object("units", p.units) ?? {})) {
    const k = r.name(`units.${name}`, name, names.unitTypes, "unit type");
    if (k === undefined) continue;
    if (game.units!.types[k]!.leader) {
      r.fail(`units.${name}`, E.leaderAsUnit);
      continue;
    }
    const slots = state.unitType.flatMap((t, u) => (t === k ? [u] : []));
    const list = r.list(`units.${name}`, v) ?? [];
    if (list.length !== slots.length) {
      r.fail(`units.${name}`, E.unitCount, name, slots.length);
      continue;
    }
    list.forEach((e, i) => {
      const path = `units.${name}.${i}`;
      const entry = r.object(path, e);
      if (!entry) return;
      const u = slots[i]!;
      if (r.seat(`${path}.owner`, entry["owner"]) !== state.unitOwner[u]) r.fail(`${path}.owner`, E.unitOwner, state.unitOwner[u]! + 1);
      const at = entry["lost"] === true ? LOST : placeOf(reading, `${path}.at`, entry["at"]);
      const form = formOf(reading, `${path}.form`, k, entry["form"]);
      if (at === undefined || form === undefined) return;
      // CT1: an invader's units stand on the territory it contests.
      if (at >= 0 && state.owner[at] !== state.unitOwner[u] && invaderOf(state, at) !== state.unitOwner[u])
        r.fail(`${path}.at`, E.unitOnForeignTerritory, "unit");
      moveUnit(state, u, at, form);
      readDeeds(r, game, state, u, path, entry["thisTurn"]);
    });
  }
}

/** K1: choices by name and seat: words or territory names (null: none); revealed, and sealed. */
export function readChoices({ r, game, p, state, names }: Reading): void {
  if (!game.choices) return;
  const read = (field: "choices" | "sealedChoices", set: (c: number, seat: number, value: number) => void) => {
    if (p[field] === undefined) return;
    for (const [name, v] of Object.entries(r.object(field, p[field]) ?? {})) {
      const c = r.name(`${field}.${name}`, name, names.choices, "choice");
      if (c === undefined) continue;
      const what = game.choices![c]!.words ? "word of the choice" : "territory";
      r.bySeat(`${field}.${name}`, v, (path, value) => (value === null ? -1 : r.name(path, value, names.choiceValues(c), what))).forEach(
        (value, seat) => set(c, seat, value),
      );
    }
  };
  read("choices", (c, seat, value) => setChoice(game, state, c, seat, value));
  read("sealedChoices", (c, seat, value) => sealChoice(state, c, seat, value));
}

/** F6: the order the players play a round in. */
export function readTurnOrder({ r, p, state }: Reading): void {
  // PO7: the seat first from the next round on.
  if (p.firstNext !== undefined) {
    const first = r.seat("firstNext", p.firstNext);
    if (first !== undefined) setFirstNextOf(state, first);
  }
  if (p.turnOrder === undefined) return;
  const order = (r.list("turnOrder", p.turnOrder) ?? []).flatMap((s, i) => r.seat(`turnOrder.${i}`, s) ?? []);
  if (order.length !== state.players || new Set(order).size !== order.length || order.some((s) => s >= state.players))
    r.fail("turnOrder", E.turnOrder, state.players);
  else setTurnOrder(state, order);
}

/** F6: the sealed bids not yet revealed (`usesBids`: the variant orders its players by bid). */
export function readBids({ r, p, state }: Reading, usesBids: boolean): void {
  if (p.bids !== undefined && usesBids) r.bySeat("bids", p.bids, (path, v) => r.int(path, v)).forEach((n, seat) => placeBid(state, seat, n));
}

/** Reserves (`limits { pieces }`): left out, the pieces not on the board nor waiting off it. */
export function readReserves({ r, game, p, state }: Reading): void {
  if (!game.pieces) return;
  const given = p.reserve === undefined ? new Map<number, number>() : r.bySeat("reserve", p.reserve, (path, v) => r.int(path, v));
  for (let seat = 0; seat < state.players; seat++) {
    const off = game.factions?.staging ? state.armies[game.territoryCount + seat]! : 0;
    setReserve(state, seat, given.get(seat) ?? Math.max(0, state.reserve[seat]! - armiesOnBoard(game, state, seat) - off));
  }
}

/** The seats out of the game. */
export function readEliminated({ r, p, state }: Reading): void {
  for (const [i, s] of (p.eliminated === undefined ? [] : (r.list("eliminated", p.eliminated) ?? [])).entries()) {
    const seat = r.seat(`eliminated.${i}`, s);
    if (seat !== undefined) state.alive[seat] = false;
  }
}
