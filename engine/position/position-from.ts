// positionFrom: a state from a position (format.ts), checked field by field. Every mistake is
// reported with the path of its field; nothing is thrown for bad input. Fields left out take the
// values a new game would give them: cards, objectives and effect cards dealt from the seed,
// counters at their start, reserves holding what is not on the board. The sections are read in
// a fixed order (read-*.ts): the switches say which territories are on the board, the board
// comes before what stands on it, and what is dealt from the seed is dealt in a new game's order.
import type { GameState, RngState } from "../model/index.js";
import { runUntilDecision, startingState } from "../turn/index.js";
import type { Game } from "../variant/index.js";
import type { Position, PositionResult } from "./format.js";
import { checkConsistency, settleEliminated } from "./consistency.js";
import { namesOf } from "./names.js";
import { positionErrors as E } from "./position-errors.js";
import { readOffBoard, readSwitches, readTerritories } from "./read-board.js";
import { readCards, readEffectDeck, readEffects, readObjectives } from "./read-cards.js";
import { readDecks } from "./position-decks.js";
import {
  readBids,
  readChoices,
  readCounters,
  readEliminated,
  readLeaders,
  readReserves,
  readSeatTokens,
  readTokens,
  readTurnOrder,
  readUnits,
} from "./read-holdings.js";
import { readContested, readLasting, readMoment, readPending, readResult, readSetup, readTurnMarks } from "./read-turn.js";
import { Reader, type Reading } from "./reader.js";

const TOP_LEVEL = new Set([
  "variant",
  "players",
  "stage",
  "round",
  "toMove",
  "phase",
  "step",
  "turnOver",
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
  "firstNext",
  "bids",
  "effectDeck",
  "decks",
  "switches",
  "lasting",
  "reserve",
  "contested",
  "eliminated",
  "turnsTaken",
  "turn",
  "setup",
  "pending",
  "result",
  "rng",
  "seed",
]);

/** The fields this variant does not use, each with why; giving one is an error. */
function unusedFields(game: Game): Map<string, string> {
  const { variant } = game;
  const unused = new Map<string, string>();
  const no = (field: string, what: string, when: boolean) => {
    if (when) unused.set(field, what);
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
  no("decks", "named decks (`effects <name>`)", !game.decks);
  no("switches", "switches", variant.map.switches.length === 0);
  no("lasting", "lasting effects (rules that open or close borders, named decks' die bonuses)", !game.rules?.lasting && !game.decks);
  no("reserve", "reserves (`limits { pieces }`)", !game.pieces);
  no("contested", "contested territories (`battles at round end`)", !game.combat.battlesAtRoundEnd);
  return unused;
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
  // T1: seats after the players are the neutral ones (numbered on from them).
  const state = startingState(game, seats, seed);
  const reading: Reading = { r: new Reader(state.seats), game, p, state, names: namesOf(game) };
  const unused = readHeader(reading, pre);
  readSwitches(reading);
  const tokensAt = readTerritories(reading);
  readOffBoard(reading);
  readCards(reading);
  readObjectives(reading);
  readEffects(reading);
  readSeatTokens(reading);
  readCounters(reading);
  readTokens(reading, tokensAt);
  // CT1: before the units: an invader's units stand on the territory it contests.
  readContested(reading);
  if (game.units) {
    readLeaders(reading);
    readUnits(reading);
  }
  readEffectDeck(reading);
  readDecks(reading);
  readChoices(reading);
  readTurnOrder(reading);
  readBids(reading, !unused.has("bids"));
  readReserves(reading);
  readEliminated(reading);
  readMoment(reading);
  readLasting(reading);
  readTurnMarks(reading);
  readSetup(reading);
  readPending(reading);
  readResult(reading);
  const { r } = reading;
  if (state.stage === "over" && !state.result) r.fail("result", E.overWithoutResult);
  // A game in play (or over) has run its whole setup.
  if (state.stage !== "setup") state.setupStep = game.setup.program.length;
  if (r.errors.length === 0) {
    settleEliminated(reading);
    checkConsistency(reading);
  }
  if (r.errors.length > 0) return { ok: false, errors: r.errors };
  if (state.stage === "play") runUntilDecision(game, state);
  return { ok: true, state };
}

/**
 * The fields every position has: which fields it gives, the variant's name, the generator, the
 * stage, the round and the seat to move. Returns the fields this variant does not use.
 */
function readHeader({ r, game, p, state }: Reading, pre: Reader): Map<string, string> {
  const unused = unusedFields(game);
  for (const key of Object.keys(p)) {
    if (!TOP_LEVEL.has(key)) r.fail(key, E.unknownField, "a position");
    else if (unused.has(key) && (p as Record<string, unknown>)[key] !== undefined) r.fail(key, E.unusedField, unused.get(key)!);
  }
  if (p.variant !== undefined && p.variant !== game.variant.name) r.fail("variant", E.otherVariant, String(p.variant), game.variant.name);
  r.errors.push(...pre.errors);
  if (p.rng !== undefined) {
    const words = r.list("rng", p.rng);
    if (words && (words.length !== 4 || !words.every((w) => Number.isInteger(w) && (w as number) >= 0 && (w as number) <= 4294967295)))
      r.fail("rng", E.badRng);
    else if (words) state.rng = words.slice() as RngState;
  }
  const stage = p.stage ?? "play";
  if (!["setup", "play", "over"].includes(stage)) r.fail("stage", E.badStage);
  state.stage = stage;
  state.round = p.round === undefined ? 1 : (r.int("round", p.round, 1) ?? 1);
  state.current = p.toMove === undefined ? 0 : (r.seat("toMove", p.toMove) ?? 0);
  if (state.current >= state.players) r.fail("toMove", E.neutralToMove);
  return unused;
}
