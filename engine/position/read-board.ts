// positionFrom's board: the switches (which say which territories are on the board), every
// territory's owner and pieces, tokens and buildings, and the armies waiting off the board (E3).
import { setBuildings, setTerritory } from "../board/index.js";
import { isPresent } from "../math/index.js";
import type { Game } from "../variant/index.js";
import type { GameNames } from "./names.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reader, Reading } from "./reader.js";
import { readHistory } from "./territory-history.js";

const TERRITORY_FIELDS = ["owner", "armies", "pieces", "placed", "moved", "tokens", "buildings", "thisTurn"];

/** What stands on one place, as setTerritory takes it. */
interface Pieces {
  armies: number;
  byFaction?: number[];
  placed?: number;
  moved?: number[];
}

/** Y7: switches first: they say which territories are on the board. */
export function readSwitches({ r, p, state, names }: Reading): void {
  if (p.switches === undefined) return;
  for (const [name, on] of Object.entries(r.object("switches", p.switches) ?? {})) {
    const i = r.name(`switches.${name}`, name, names.switches, "switch");
    const value = r.bool(`switches.${name}`, on);
    if (i !== undefined && value !== undefined) state.switches[i] = value;
  }
}

/** Every territory on the board, listed by name or given by `others`; returns the tokens lying on each (E2/E14). */
export function readTerritories(reading: Reading): number[] {
  const { r, game, p, state, names } = reading;
  const listed = r.object("territories", p.territories) ?? {};
  const others = p.others === undefined ? undefined : r.object("others", p.others);
  const tokensAt = new Array<number>(game.tokens ? game.territoryCount : 0).fill(0);
  for (const name of Object.keys(listed))
    if (!(names.territories.numberOf(name) !== undefined)) r.fail(`territories.${name}`, E.unknownName, "territory", name);
  for (let t = 0; t < game.territoryCount; t++) {
    const name = names.territories.nameOf(t)!;
    const path = name in listed ? `territories.${name}` : "others";
    const given = name in listed ? r.object(path, listed[name]) : others;
    if (!isPresent(game.graph, state.switches, t)) {
      if (name in listed) r.fail(path, E.offBoard);
      continue;
    }
    if (!given) {
      if (!(name in listed)) r.fail(`territories.${name}`, E.missingTerritory);
      continue;
    }
    readTerritory(reading, t, path, given, tokensAt);
  }
  return tokensAt;
}

function readTerritory({ r, game, state, names }: Reading, t: number, path: string, given: Record<string, unknown>, tokensAt: number[]): void {
  const setup = state.stage === "setup";
  const owner = given["owner"] === null ? -1 : r.seat(`${path}.owner`, given["owner"]);
  if (owner === undefined) return;
  // S8: a setup that leaves territories empty; S10: a claim deal with a cap (Risk Europe's one city each) leaves the rest so.
  if (owner < 0 && !game.factions && !setup && !game.setup.steps.some((s) => s.kind === "empty") && game.setup.dealCap === undefined)
    r.fail(`${path}.owner`, E.ownerRequired);
  const pieces = readPieces(r, game, names, path, given, owner >= 0 ? state.factionsOf[owner]! : []);
  if (owner < 0 && pieces.armies > 0) r.fail(`${path}.armies`, E.armiesWithoutOwner);
  const holdsAlone = game.units?.types.some((u) => u.holdAlone) || game.buildings?.some((b) => b.holdAlone);
  if (owner >= 0 && pieces.armies === 0 && !holdsAlone && !game.factions && !setup) r.fail(`${path}.armies`, E.emptyTerritory);
  setTerritory(game, state, t, owner, pieces);
  if (given["tokens"] !== undefined) {
    if (!game.tokens) r.fail(`${path}.tokens`, E.unusedField, "tokens");
    else tokensAt[t] = r.int(`${path}.tokens`, given["tokens"]) ?? 0;
  }
  if (given["thisTurn"] !== undefined) readHistory(r, game, state, t, path, given["thisTurn"]);
  if (given["buildings"] === undefined) return;
  if (!game.buildings) {
    r.fail(`${path}.buildings`, E.unusedField, "buildings");
    return;
  }
  const counts = new Array<number>(game.buildings.length).fill(0);
  for (const [b, n] of Object.entries(r.object(`${path}.buildings`, given["buildings"]) ?? {})) {
    const i = r.name(`${path}.buildings.${b}`, b, names.buildings, "building");
    const count = r.int(`${path}.buildings.${b}`, n);
    if (i !== undefined && count !== undefined) counts[i] = count;
  }
  setBuildings(state, t, counts);
}

/** E3: the armies waiting off the board, by seat. */
export function readOffBoard({ r, game, p, state, names }: Reading): void {
  if (p.offBoard === undefined || !game.factions?.staging) return;
  r.bySeat("offBoard", p.offBoard, (path, v) => {
    const entry = r.object(path, v);
    return entry ? readPieces(r, game, names, path, entry, state.factionsOf[Number(path.split(".")[1]) - 1]!) : undefined;
  }).forEach((pieces, seat) => setTerritory(game, state, game.territoryCount + seat, seat, pieces));
}

/** The armies on one place: a count, or E1/E9 by faction; E6 those placed this turn; E13 those that moved. */
function readPieces(r: Reader, game: Game, names: GameNames, path: string, entry: Record<string, unknown>, ownerFactions: readonly number[]): Pieces {
  for (const key of Object.keys(entry)) if (!TERRITORY_FIELDS.includes(key)) r.fail(`${path}.${key}`, E.unknownField, "a territory");
  const armies = entry["armies"] === undefined ? undefined : r.int(`${path}.armies`, entry["armies"]);
  let byFaction = entry["pieces"] === undefined ? undefined : readFactionCounts(r, game, names, path, entry["pieces"], ownerFactions);
  // P1: an owner of no faction (a factionless neutral seat) has armies of none: `pieces {}` says nothing.
  if (ownerFactions.length === 0 && byFaction?.every((n) => n === 0)) byFaction = undefined;
  const total = byFaction?.reduce((a, b) => a + b, 0);
  if (armies !== undefined && total !== undefined && armies !== total) r.fail(`${path}.armies`, E.piecesMismatch, armies, total);
  const count = armies ?? total ?? 0;
  if (game.factions && !byFaction) {
    // Without a breakdown the armies belong to the owner's main faction.
    const main = ownerFactions.find((f) => !game.factions!.list[f]!.neutral) ?? ownerFactions[0];
    byFaction = new Array<number>(game.factions.list.length).fill(0);
    if (main !== undefined) byFaction[main] = count;
  }
  let placed: number | undefined;
  if (entry["placed"] !== undefined) {
    if (!game.combat.placedWait) r.fail(`${path}.placed`, E.unusedField, "armies that wait where they are placed (`placed armies wait`)");
    else placed = r.int(`${path}.placed`, entry["placed"], 0, count);
  }
  const moved = entry["moved"] === undefined ? undefined : readMoved(r, game, names, path, entry["moved"]);
  return { armies: count, ...(byFaction ? { byFaction } : {}), ...(placed !== undefined ? { placed } : {}), ...(moved ? { moved } : {}) };
}

/** E1/E9: `pieces`, the owner's armies by faction. */
function readFactionCounts(
  r: Reader,
  game: Game,
  names: GameNames,
  path: string,
  v: unknown,
  ownerFactions: readonly number[],
): number[] | undefined {
  if (!game.factions) return r.fail(`${path}.pieces`, E.unusedField, "factions");
  const byFaction = new Array<number>(game.factions.list.length).fill(0);
  for (const [name, n] of Object.entries(r.object(`${path}.pieces`, v) ?? {})) {
    const f = r.name(`${path}.pieces.${name}`, name, names.factions, "faction");
    const count = r.int(`${path}.pieces.${name}`, n);
    if (f === undefined || count === undefined) continue;
    if (!ownerFactions.includes(f)) r.fail(`${path}.pieces.${name}`, E.factionNotPlayed);
    byFaction[f] = count;
  }
  return byFaction;
}

/** E13: `moved`, the armies that crossed a border this turn: a number, or by faction. */
function readMoved(r: Reader, game: Game, names: GameNames, path: string, v: unknown): number[] | undefined {
  if (!game.phases.some((p) => p.steps.some((s) => s.kind === "fortify" && s.once))) return r.fail(`${path}.moved`, E.unusedField, "`once` moves");
  const moved = new Array<number>(Math.max(1, game.factions?.list.length ?? 0)).fill(0);
  if (typeof v === "number") {
    moved[0] = r.int(`${path}.moved`, v) ?? 0;
    return moved;
  }
  for (const [name, n] of Object.entries(r.object(`${path}.moved`, v) ?? {})) {
    const f = r.name(`${path}.moved.${name}`, name, names.factions, "faction");
    const c = r.int(`${path}.moved.${name}`, n);
    if (f !== undefined && c !== undefined) moved[f] = c;
  }
  return moved;
}
