// positionFrom: a state from a position (format.ts), checked field by field. Every mistake is
// reported with the path of its field; nothing is thrown for bad input. Fields left out take the
// values a new game would give them: cards, objectives and effect cards dealt from the seed,
// counters at their start, reserves holding what is not on the board.
import {
  actingUnit,
  armiesOnBoard,
  dealEffectToAll,
  dealHiddenEffects,
  LOST,
  markBought,
  markUnitMoved,
  moveUnit,
  placeBid,
  sealChoice,
  setBuildings,
  setCards,
  setChoice,
  setEffectDeck,
  setTurnOrder,
  setEffects,
  setReserve,
  setTerritory,
  setTokens,
} from "../board/index.js";
import { allCards, isPresent, shuffleInPlace } from "../math/index.js";
import { scope, type GameState, type Pending, type RngState } from "../model/index.js";
import { dealObjectives, runUntilDecision, startingState } from "../turn/index.js";
import type { Game } from "../variant/index.js";
import type { Position, PositionError, PositionResult } from "./format.js";
import { namesOf, OFF_BOARD } from "./names.js";

const TOP_LEVEL = new Set([
  "variant",
  "players",
  "stage",
  "round",
  "toMove",
  "phase",
  "step",
  "territories",
  "others",
  "offBoard",
  "pool",
  "hands",
  "deck",
  "discard",
  "setsTraded",
  "objectives",
  "effects",
  "hiddenEffects",
  "extraArmies",
  "seatTokens",
  "counters",
  "tokensHeld",
  "leaders",
  "units",
  "choices",
  "sealedChoices",
  "turnOrder",
  "bids",
  "effectDeck",
  "switches",
  "reserve",
  "eliminated",
  "turnsTaken",
  "turn",
  "setup",
  "pending",
  "result",
  "rng",
  "seed",
]);

class Reader {
  readonly errors: PositionError[] = [];
  constructor(readonly seats: number) {}

  fail(path: string, message: string): undefined {
    this.errors.push({ path, message });
    return undefined;
  }

  object(path: string, v: unknown): Record<string, unknown> | undefined {
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    return this.fail(path, "must be an object");
  }

  list(path: string, v: unknown): unknown[] | undefined {
    return Array.isArray(v) ? v : this.fail(path, "must be a list");
  }

  int(path: string, v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
    if (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max) return v;
    return this.fail(
      path,
      max === Number.MAX_SAFE_INTEGER ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`,
    );
  }

  bool(path: string, v: unknown): boolean | undefined {
    return typeof v === "boolean" ? v : this.fail(path, "must be true or false");
  }

  /** A 1-based seat number → the 0-based seat. */
  seat(path: string, v: unknown): number | undefined {
    const n = this.int(path, v, 1, this.seats);
    return n === undefined ? undefined : n - 1;
  }

  /** A record keyed by seat numbers: each value read by `read`, the seat 0-based. */
  bySeat<T>(path: string, v: unknown, read: (path: string, value: unknown) => T | undefined): Map<number, T> {
    const out = new Map<number, T>();
    const record = this.object(path, v);
    if (!record) return out;
    for (const [key, value] of Object.entries(record)) {
      const seat = /^\d+$/.test(key) ? Number(key) - 1 : -1;
      if (seat < 0 || seat >= this.seats) {
        this.fail(`${path}.${key}`, `is not a seat (1 to ${this.seats})`);
        continue;
      }
      const read_ = read(`${path}.${key}`, value);
      if (read_ !== undefined) out.set(seat, read_);
    }
    return out;
  }

  name<T>(path: string, v: unknown, table: Map<string, T>, what: string): T | undefined {
    if (typeof v !== "string") return this.fail(path, `must be the name of ${what}`);
    const found = table.get(v);
    return found !== undefined ? found : this.fail(path, `there is no ${what} \`${v}\``);
  }
}

/** The fields this variant uses; any other known field is an error. */
function unusedFields(game: Game): Map<string, string> {
  const { variant } = game;
  const unused = new Map<string, string>();
  const no = (field: string, what: string, when: boolean) => {
    if (when) unused.set(field, `this variant has no ${what}`);
  };
  no("offBoard", "starting points", !game.factions?.staging);
  for (const f of ["hands", "deck", "discard", "setsTraded"]) no(f, "cards", !game.cards);
  no("objectives", "objectives", variant.objectives.length === 0);
  for (const f of ["effects", "hiddenEffects", "extraArmies"]) no(f, "effect cards", game.effects.length === 0);
  no("seatTokens", "seat tokens", !game.setup.exchange);
  no("counters", "counters", game.counters.length === 0);
  no("tokensHeld", "tokens", !game.tokens);
  no("leaders", "leaders", !game.units?.types.some((t) => t.leader));
  no("units", "unit types (`units { unit ... }`)", !game.units?.types.some((t) => !t.leader));
  for (const f of ["choices", "sealedChoices"]) no(f, "choices", !game.choices);
  no("bids", "bids (`order by bid`)", !game.setup.steps.some((st) => st.kind === "order" && st.bid >= 0));
  no("effectDeck", "effect cards", game.effects.length === 0);
  no("switches", "switches", variant.map.switches.length === 0);
  no("reserve", "reserves (`limits { pieces }`)", !game.pieces);
  return unused;
}

function readPieces(
  r: Reader,
  game: Game,
  path: string,
  entry: Record<string, unknown>,
  ownerFactions: readonly number[],
): { armies: number; byFaction?: number[]; placed?: number; moved?: number[] } | undefined {
  const names = namesOf(game);
  for (const key of Object.keys(entry))
    if (!["owner", "armies", "pieces", "placed", "moved", "tokens", "buildings"].includes(key))
      r.fail(`${path}.${key}`, "is not a field of a territory");
  const armies = entry["armies"] === undefined ? undefined : r.int(`${path}.armies`, entry["armies"]);
  let byFaction: number[] | undefined;
  if (entry["pieces"] !== undefined) {
    if (!game.factions) r.fail(`${path}.pieces`, "this variant has no factions");
    else {
      byFaction = new Array<number>(game.factions.list.length).fill(0);
      for (const [name, n] of Object.entries(r.object(`${path}.pieces`, entry["pieces"]) ?? {})) {
        const f = r.name(`${path}.pieces.${name}`, name, names.faction, "faction");
        const count = r.int(`${path}.pieces.${name}`, n);
        if (f === undefined || count === undefined) continue;
        if (!ownerFactions.includes(f)) r.fail(`${path}.pieces.${name}`, "the owner does not play this faction");
        byFaction[f] = count;
      }
    }
  }
  const total = byFaction?.reduce((a, b) => a + b, 0);
  if (armies !== undefined && total !== undefined && armies !== total) r.fail(`${path}.armies`, `is ${armies}, but the pieces add up to ${total}`);
  const count = armies ?? total ?? 0;
  if (game.factions && !byFaction) {
    // Without a breakdown the armies belong to the owner's main faction.
    const main = ownerFactions.find((f) => !game.factions!.list[f]!.neutral) ?? ownerFactions[0];
    byFaction = new Array<number>(game.factions.list.length).fill(0);
    if (main !== undefined) byFaction[main] = count;
  }
  let placed: number | undefined;
  if (entry["placed"] !== undefined) {
    if (!game.combat.placedWait) r.fail(`${path}.placed`, "this variant does not keep armies placed this turn (`placed armies wait`)");
    else placed = r.int(`${path}.placed`, entry["placed"], 0, count);
  }
  let moved: number[] | undefined;
  if (entry["moved"] !== undefined) {
    const rows = Math.max(1, game.factions?.list.length ?? 0);
    if (!game.phases.some((p) => p.steps.some((s) => s.kind === "fortify" && s.once))) r.fail(`${path}.moved`, "this variant has no `once` moves");
    else if (typeof entry["moved"] === "number") {
      moved = new Array<number>(rows).fill(0);
      moved[0] = r.int(`${path}.moved`, entry["moved"]) ?? 0;
    } else {
      moved = new Array<number>(rows).fill(0);
      for (const [name, n] of Object.entries(r.object(`${path}.moved`, entry["moved"]) ?? {})) {
        const f = r.name(`${path}.moved.${name}`, name, names.faction, "faction");
        const c = r.int(`${path}.moved.${name}`, n);
        if (f !== undefined && c !== undefined) moved[f] = c;
      }
    }
  }
  return { armies: count, ...(byFaction ? { byFaction } : {}), ...(placed !== undefined ? { placed } : {}), ...(moved ? { moved } : {}) };
}

function readCards(r: Reader, game: Game, path: string, v: unknown, used: Set<number>, total: number): number[] {
  const names = namesOf(game);
  const out: number[] = [];
  (r.list(path, v) ?? []).forEach((name, i) => {
    const card = typeof name === "string" ? names.card(name) : undefined;
    if (card === undefined || card >= total) return r.fail(`${path}.${i}`, `there is no card \`${String(name)}\``);
    if (used.has(card)) return r.fail(`${path}.${i}`, `the card \`${name}\` is already somewhere else`);
    used.add(card);
    out.push(card);
  });
  return out;
}

/** A state from a position, or the list of what is wrong with it. */
export function positionFrom(game: Game, json: unknown): PositionResult<GameState> {
  const pre = new Reader(0);
  const p = pre.object("", json) as Partial<Position> | undefined;
  if (!p) return { ok: false, errors: pre.errors };
  const { min, max } = game.variant.players;
  const seats = pre.int("players", p.players, min, max);
  if (seats === undefined) return { ok: false, errors: pre.errors };
  const seed = p.seed === undefined ? 1 : (pre.int("seed", p.seed, 0, 4294967295) ?? 1);
  const state = startingState(game, seats, seed);
  // T1: seats after the players are the neutral ones (numbered on from them).
  const r = new Reader(state.seats);
  const names = namesOf(game);
  const unused = unusedFields(game);
  for (const key of Object.keys(p)) {
    if (!TOP_LEVEL.has(key)) r.fail(key, "is not a field of a position");
    else if (unused.has(key) && (p as Record<string, unknown>)[key] !== undefined) r.fail(key, unused.get(key)!);
  }
  if (p.variant !== undefined && p.variant !== game.variant.name)
    r.fail("variant", `is \`${String(p.variant)}\`, but this variant is \`${game.variant.name}\``);
  r.errors.push(...pre.errors);
  if (p.rng !== undefined) {
    const words = r.list("rng", p.rng);
    if (words && (words.length !== 4 || !words.every((w) => Number.isInteger(w) && (w as number) >= 0 && (w as number) <= 4294967295)))
      r.fail("rng", "must be four whole numbers from 0 to 4294967295");
    else if (words) state.rng = words.slice() as RngState;
  }
  const stage = p.stage ?? "play";
  if (!["setup", "play", "over"].includes(stage)) r.fail("stage", "must be `setup`, `play` or `over`");
  state.stage = stage;
  state.round = p.round === undefined ? 1 : (r.int("round", p.round, 1) ?? 1);
  state.current = p.toMove === undefined ? 0 : (r.seat("toMove", p.toMove) ?? 0);
  if (state.current >= state.players) r.fail("toMove", "a neutral seat never decides");

  // Switches first: they say which territories are on the board.
  if (p.switches !== undefined)
    for (const [name, on] of Object.entries(r.object("switches", p.switches) ?? {})) {
      const i = r.name(`switches.${name}`, name, names.switchIndex, "switch");
      const value = r.bool(`switches.${name}`, on);
      if (i !== undefined && value !== undefined) state.switches[i] = value;
    }

  // Territories.
  const listed = r.object("territories", p.territories) ?? {};
  const others = p.others === undefined ? undefined : r.object("others", p.others);
  const tokensAt = new Array<number>(game.tokens ? game.territoryCount : 0).fill(0);
  for (const name of Object.keys(listed)) if (!names.territory.has(name)) r.fail(`territories.${name}`, `there is no territory \`${name}\``);
  for (let t = 0; t < game.territoryCount; t++) {
    const name = names.territoryName(t);
    const path = name in listed ? `territories.${name}` : "others";
    const given = name in listed ? r.object(path, listed[name]) : others;
    if (!isPresent(game.graph, state.switches, t)) {
      if (name in listed) r.fail(path, "is not on the board (its switch is in the other state)");
      continue;
    }
    if (!given) {
      if (!(name in listed)) r.fail(`territories.${name}`, "is missing (list it, or give `others`)");
      continue;
    }
    const owner = given["owner"] === null ? -1 : r.seat(`${path}.owner`, given["owner"]);
    if (owner === undefined) continue;
    if (owner < 0 && !game.factions && stage !== "setup")
      r.fail(`${path}.owner`, "every territory has an owner in this variant (no factions leave one empty)");
    const pieces = readPieces(r, game, path, given, owner >= 0 ? state.factionsOf[owner]! : []);
    if (!pieces) continue;
    if (owner < 0 && pieces.armies > 0) r.fail(`${path}.armies`, "a territory nobody holds has no armies");
    if (owner >= 0 && pieces.armies === 0 && !game.units?.types.some((u) => u.holdAlone) && !game.factions && stage !== "setup")
      r.fail(`${path}.armies`, "a territory is never empty in this variant");
    setTerritory(game, state, t, owner, pieces);
    if (given["tokens"] !== undefined) {
      if (!game.tokens) r.fail(`${path}.tokens`, "this variant has no tokens");
      else tokensAt[t] = r.int(`${path}.tokens`, given["tokens"]) ?? 0;
    }
    if (given["buildings"] !== undefined) {
      if (!game.buildings) r.fail(`${path}.buildings`, "this variant has no buildings");
      else {
        const counts = new Array<number>(game.buildings.length).fill(0);
        for (const [b, n] of Object.entries(r.object(`${path}.buildings`, given["buildings"]) ?? {})) {
          const i = r.name(`${path}.buildings.${b}`, b, names.building, "building");
          const count = r.int(`${path}.buildings.${b}`, n);
          if (i !== undefined && count !== undefined) counts[i] = count;
        }
        setBuildings(state, t, counts);
      }
    }
  }
  if (p.offBoard !== undefined && game.factions?.staging)
    r.bySeat("offBoard", p.offBoard, (path, v) => {
      const entry = r.object(path, v);
      return entry ? { path, pieces: readPieces(r, game, path, entry, state.factionsOf[Number(path.split(".")[1]) - 1]!) } : undefined;
    }).forEach(({ pieces }, seat) => {
      if (pieces) setTerritory(game, state, game.territoryCount + seat, seat, pieces);
    });

  // Cards.
  if (game.cards) {
    const used = new Set<number>();
    const all = allCards(game.cards.deck, game.cards.wilds(scope(state, -1)));
    const hands = state.hands.map(() => [] as number[]);
    if (p.hands !== undefined)
      r.bySeat("hands", p.hands, (path, v) => readCards(r, game, path, v, used, all.length)).forEach((h, seat) => (hands[seat] = h));
    const discard = p.discard === undefined ? [] : readCards(r, game, "discard", p.discard, used, all.length);
    let deck: number[];
    if (p.deck !== undefined) deck = readCards(r, game, "deck", p.deck, used, all.length);
    else
      deck = shuffleInPlace(
        state.rng,
        all.filter((c) => !used.has(c)),
      );
    setCards(state, hands, deck, discard);
    if (p.setsTraded !== undefined) state.setsTraded = r.int("setsTraded", p.setsTraded) ?? 0;
  }
  if (game.variant.objectives.length > 0) {
    if (p.objectives !== undefined)
      r.bySeat("objectives", p.objectives, (path, v) => (v === null ? -1 : r.name(path, v, names.objective, "objective"))).forEach(
        (o, seat) => (state.objective[seat] = o),
      );
    else if (game.variant.setup.objectives) dealObjectives(game, state);
  }
  if (game.effects.length > 0) {
    const read = (path: string, v: unknown) =>
      (r.list(path, v) ?? []).flatMap((name, i) => r.name(`${path}.${i}`, name, names.effect, "effect card") ?? []);
    if (p.effects === undefined && p.hiddenEffects === undefined) {
      const s = scope(state, -1);
      if (game.effectDeal) dealHiddenEffects(game, state, game.effectDeal(s));
      else game.effects.forEach((card, index) => (!card.dealt || card.dealt(s) ? dealEffectToAll(state, index) : undefined));
    } else {
      const faceUp = state.effects.map(() => [] as number[]);
      const faceDown = state.hiddenEffects.map(() => [] as number[]);
      if (p.effects !== undefined) r.bySeat("effects", p.effects, read).forEach((cards, seat) => (faceUp[seat] = cards));
      if (p.hiddenEffects !== undefined) r.bySeat("hiddenEffects", p.hiddenEffects, read).forEach((cards, seat) => (faceDown[seat] = cards));
      setEffects(state, faceUp, faceDown);
    }
    if (p.extraArmies !== undefined)
      r.bySeat("extraArmies", p.extraArmies, (path, v) => r.int(path, v)).forEach((n, seat) => (state.extraArmies[seat] = n));
  }
  if (p.seatTokens !== undefined && game.setup.exchange)
    r.bySeat("seatTokens", p.seatTokens, (path, v) => (r.list(path, v) ?? []).flatMap((s, i) => r.seat(`${path}.${i}`, s) ?? [])).forEach(
      (held, seat) => (state.tokens[seat] = held),
    );
  if (p.counters !== undefined && game.counters.length > 0)
    for (const [name, v] of Object.entries(r.object("counters", p.counters) ?? {})) {
      const c = r.name(`counters.${name}`, name, names.counter, "counter");
      if (c === undefined) continue;
      if (!game.counters[c]!.perPlayer) state.counters[c]![0] = r.int(`counters.${name}`, v, Number.MIN_SAFE_INTEGER) ?? 0;
      else r.bySeat(`counters.${name}`, v, (path, n) => r.int(path, n, Number.MIN_SAFE_INTEGER)).forEach((n, seat) => (state.counters[c]![seat] = n));
    }
  if (game.tokens) {
    const held = p.tokensHeld === undefined ? new Map<number, number>() : r.bySeat("tokensHeld", p.tokensHeld, (path, v) => r.int(path, v));
    setTokens(
      state,
      tokensAt,
      state.tokensHeld.map((_, seat) => held.get(seat) ?? 0),
    );
  }
  if (game.units) readUnits(r, game, state, p);
  if (p.effectDeck !== undefined && game.effects.length > 0)
    setEffectDeck(
      state,
      (r.list("effectDeck", p.effectDeck) ?? []).flatMap((name, i) => r.name(`effectDeck.${i}`, name, names.effect, "effect card") ?? []),
    );
  if (game.choices) readChoices(r, game, state, p);
  if (p.turnOrder !== undefined) {
    const order = (r.list("turnOrder", p.turnOrder) ?? []).flatMap((s, i) => r.seat(`turnOrder.${i}`, s) ?? []);
    if (order.length !== state.players || new Set(order).size !== order.length || order.some((s) => s >= state.players))
      r.fail("turnOrder", `lists each of the ${state.players} players once`);
    else setTurnOrder(state, order);
  }
  if (p.bids !== undefined && !unused.has("bids"))
    r.bySeat("bids", p.bids, (path, v) => r.int(path, v)).forEach((n, seat) => placeBid(state, seat, n));
  if (game.pieces) {
    const given = p.reserve === undefined ? new Map<number, number>() : r.bySeat("reserve", p.reserve, (path, v) => r.int(path, v));
    for (let seat = 0; seat < seats; seat++) {
      // Left out: the pieces not on the board (nor waiting off it).
      const off = game.factions?.staging ? state.armies[game.territoryCount + seat]! : 0;
      setReserve(state, seat, given.get(seat) ?? Math.max(0, state.reserve[seat]! - armiesOnBoard(game, state, seat) - off));
    }
  }
  for (const [i, s] of (p.eliminated === undefined ? [] : (r.list("eliminated", p.eliminated) ?? [])).entries()) {
    const seat = r.seat(`eliminated.${i}`, s);
    if (seat !== undefined) state.alive[seat] = false;
  }

  // Where the game stands.
  const phase = p.phase === undefined ? 0 : r.name("phase", p.phase, names.phase, "phase");
  state.phase = phase ?? 0;
  const steps = game.phases[state.phase]?.steps.length ?? 0;
  state.step = p.step === undefined ? 0 : (r.int("step", p.step, 1, Math.max(1, steps)) ?? 1) - 1;
  state.pool = p.pool === undefined ? 0 : (r.int("pool", p.pool) ?? 0);
  const atTurnStart = state.phase === 0 && state.step === 0;
  state.turnsTaken =
    p.turnsTaken === undefined
      ? state.turnsTaken.map((_, seat) => state.round - 1 + (seat < state.current ? 1 : 0))
      : state.turnsTaken.map((_, seat) => r.bySeat("turnsTaken", p.turnsTaken, (path, v) => r.int(path, v)).get(seat) ?? 0);
  const turn = p.turn === undefined ? {} : (r.object("turn", p.turn) ?? {});
  const flag = (key: string, fallback: boolean) => (turn[key] === undefined ? fallback : (r.bool(`turn.${key}`, turn[key]) ?? fallback));
  const count = (key: string) => (turn[key] === undefined ? 0 : (r.int(`turn.${key}`, turn[key]) ?? 0));
  for (const key of Object.keys(turn))
    if (!["started", "stepStarted", "conquered", "movesMade", "bonusUsed", "lastDice", "leaderMoved", "bought"].includes(key))
      r.fail(`turn.${key}`, "is not a field of `turn`");
  state.turnStarted = flag("started", !atTurnStart);
  state.stepStarted = flag("stepStarted", false);
  state.conquered = count("conquered");
  state.movesMade = count("movesMade");
  state.bonusUsed = count("bonusUsed");
  state.lastDice = count("lastDice");
  if (flag("leaderMoved", false)) {
    const u = game.units ? actingUnit(game, state, state.current, undefined) : -1;
    if (u < 0) r.fail("turn.leaderMoved", "the player to move has no unit");
    else markUnitMoved(state, u);
  }
  if (turn["bought"] !== undefined) {
    const bought = r.list("turn.bought", turn["bought"]) ?? [];
    if (bought.length !== (game.market?.length ?? 0))
      r.fail("turn.bought", `lists what was bought of each of the ${game.market?.length ?? 0} offers`);
    else bought.forEach((n, i) => markBought(state, i, r.int(`turn.bought.${i}`, n) ?? 0));
  }
  if (p.setup !== undefined) {
    const setup = r.object("setup", p.setup) ?? {};
    if (setup["left"] !== undefined)
      r.bySeat("setup.left", setup["left"], (path, v) => r.int(path, v)).forEach((n, seat) => (state.setupLeft[seat] = n));
    if (setup["batch"] !== undefined) state.batchLeft = r.int("setup.batch", setup["batch"]) ?? 0;
    if (setup["item"] !== undefined) state.setupStep = r.int("setup.item", setup["item"], 0, game.setup.program.length) ?? 0;
  }
  state.pending = p.pending === undefined || p.pending === null ? null : (readPending(r, game, state, p.pending) ?? null);
  if (p.result !== undefined && p.result !== null) {
    const result = r.object("result", p.result);
    if (result) {
      const winners = (r.list("result.winners", result["winners"]) ?? []).flatMap((s, i) => r.seat(`result.winners.${i}`, s) ?? []);
      state.result = { reason: typeof result["reason"] === "string" ? result["reason"] : (r.fail("result.reason", "must be text") ?? ""), winners };
    }
  }
  if (stage === "over" && !state.result) r.fail("result", "a game that is over has a result");
  // A game in play (or over) has run its whole setup.
  if (state.stage !== "setup") state.setupStep = game.setup.program.length;
  if (r.errors.length > 0) return { ok: false, errors: r.errors };
  if (state.stage === "play") runUntilDecision(game, state);
  return { ok: true, state };
}

function readPending(r: Reader, game: Game, state: GameState, v: unknown): Pending | undefined {
  const entry = r.object("pending", v);
  if (!entry) return undefined;
  const names = namesOf(game);
  switch (entry["kind"]) {
    case "advance": {
      const staging = game.factions?.staging ? game.territoryCount + state.current : -1;
      const from = entry["from"] === OFF_BOARD && staging >= 0 ? staging : r.name("pending.from", entry["from"], names.territory, "territory");
      const to = r.name("pending.to", entry["to"], names.territory, "territory");
      const min = r.int("pending.min", entry["min"], 1);
      const max = r.int("pending.max", entry["max"], 1);
      const eliminated = entry["eliminated"] === undefined ? false : r.bool("pending.eliminated", entry["eliminated"]);
      if (from === undefined || to === undefined || min === undefined || max === undefined || eliminated === undefined) return undefined;
      return { kind: "advance", from, to, min, max, eliminated };
    }
    case "pass": {
      const card = r.name("pending.card", entry["card"], names.effect, "effect card");
      return card === undefined ? undefined : { kind: "pass", card };
    }
    case "choose": {
      const choice = r.name("pending.choice", entry["choice"], names.choice, "choice");
      return choice === undefined ? undefined : { kind: "choose", choice };
    }
    case "build": {
      const building = r.name("pending.building", entry["building"], names.building, "building");
      const left = r.int("pending.left", entry["left"], 1);
      const raze = entry["raze"] === undefined ? false : r.bool("pending.raze", entry["raze"]);
      const setup = entry["setup"] === undefined ? state.stage === "setup" : r.bool("pending.setup", entry["setup"]);
      if (building === undefined || left === undefined || raze === undefined || setup === undefined) return undefined;
      return { kind: "build", building, left, raze, setup };
    }
    case "placeNeutral": {
      const left = r.int("pending.left", entry["left"], 1);
      return left === undefined ? undefined : { kind: "placeNeutral", left };
    }
    case "tradeDown":
    case "placePool":
    case "exchange":
    case "claim":
    case "placeLeader":
    case "bid":
      return { kind: entry["kind"] };
    default:
      return r.fail("pending.kind", "must be advance, tradeDown, placePool, exchange, claim, placeLeader, pass, choose, build, bid or placeNeutral");
  }
}

/** Y2/F2: leaders by name, the other units by type (every one of the game's, in order). */
function readUnits(r: Reader, game: Game, state: GameState, p: Partial<Position>): void {
  const names = namesOf(game);
  const types = game.units!.types;
  const formOf = (path: string, k: number, v: unknown) =>
    v === undefined ? 0 : r.name(path, v, new Map(types[k]!.forms.map((f, i) => [f.name, i])), "form");
  const place = (path: string, v: unknown) => (v === null || v === undefined ? -1 : r.name(path, v, names.territory, "territory"));
  if (p.leaders !== undefined)
    for (const [name, v] of Object.entries(r.object("leaders", p.leaders) ?? {})) {
      const k = r.name(`leaders.${name}`, name, names.leader, "leader");
      const entry = r.object(`leaders.${name}`, v);
      if (k === undefined || !entry) continue;
      const u = state.unitType.indexOf(k);
      if (u < 0) {
        r.fail(`leaders.${name}`, `no seat has this leader with ${state.players} players`);
        continue;
      }
      const at = place(`leaders.${name}.at`, entry["at"]);
      const form = formOf(`leaders.${name}.form`, k, entry["form"]);
      if (at === undefined || form === undefined) continue;
      if (at >= 0 && state.owner[at] !== state.unitOwner[u]) r.fail(`leaders.${name}.at`, "a leader stands on a territory of his own player's");
      moveUnit(state, u, at, form);
    }
  if (p.units !== undefined)
    for (const [name, v] of Object.entries(r.object("units", p.units) ?? {})) {
      const k = r.name(`units.${name}`, name, names.unitType, "unit type");
      if (k === undefined) continue;
      if (types[k]!.leader) {
        r.fail(`units.${name}`, "is a leader: give it under `leaders`");
        continue;
      }
      const slots = state.unitType.flatMap((t, u) => (t === k ? [u] : []));
      const list = r.list(`units.${name}`, v) ?? [];
      if (list.length !== slots.length) {
        r.fail(`units.${name}`, `lists every ${name} of the game (${slots.length})`);
        continue;
      }
      list.forEach((e, i) => {
        const path = `units.${name}.${i}`;
        const entry = r.object(path, e);
        if (!entry) return;
        const u = slots[i]!;
        if (r.seat(`${path}.owner`, entry["owner"]) !== state.unitOwner[u])
          r.fail(`${path}.owner`, `is seat ${state.unitOwner[u]! + 1} (the game's units are laid out by seat)`);
        const at = entry["lost"] === true ? LOST : place(`${path}.at`, entry["at"]);
        const form = formOf(`${path}.form`, k, entry["form"]);
        if (at === undefined || form === undefined) return;
        if (at >= 0 && state.owner[at] !== state.unitOwner[u]) r.fail(`${path}.at`, "a unit stands on a territory of its own player's");
        moveUnit(state, u, at, form);
      });
    }
}

/** K1: choices by name and seat: words or territory names (null: none). */
function readChoices(r: Reader, game: Game, state: GameState, p: Partial<Position>): void {
  const names = namesOf(game);
  const read = (field: "choices" | "sealedChoices", set: (c: number, seat: number, value: number) => void) => {
    if (p[field] === undefined) return;
    for (const [name, v] of Object.entries(r.object(field, p[field]) ?? {})) {
      const c = r.name(`${field}.${name}`, name, names.choice, "choice");
      if (c === undefined) continue;
      const words = game.choices![c]!.words;
      const table = words ? new Map(words.map((w, i) => [w, i])) : names.territory;
      r.bySeat(`${field}.${name}`, v, (path, value) =>
        value === null ? -1 : r.name(path, value, table, words ? "word of the choice" : "territory"),
      ).forEach((value, seat) => set(c, seat, value));
    }
  };
  read("choices", (c, seat, value) => setChoice(game, state, c, seat, value));
  read("sealedChoices", (c, seat, value) => sealChoice(state, c, seat, value));
}
