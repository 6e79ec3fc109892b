// Which territories each seat owns, and which hold enough armies to attack from, one bit per
// territory in board order: the rules that ask "every territory of the current player" (its
// attacks, its moves) walk its own territories, or only those that can attack, instead of the
// whole map. Derived from `owner` and `armies` and kept beside the state, not in it (a state stays
// plain data to copy, serialise and compare): built on the first question about a state, then
// kept in step by territory.ts, the one writer of owners and armies. A copy of a state starts
// without one and builds its own when asked.
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";

interface BoardIndex {
  /** Territories on the board (the bits past them in the last word stay clear). */
  territories: number;
  /** owned[seat][w]: bit b set when territory 32·w + b is the seat's. */
  owned: Int32Array[];
  /** Bit set when the territory holds at least `game.combat.sourceMin` armies. */
  armed: Int32Array;
}

const indexes = new WeakMap<GameState, BoardIndex>();

function build(game: Game, state: GameState): BoardIndex {
  const words = Math.ceil(game.territoryCount / 32);
  const index: BoardIndex = {
    territories: game.territoryCount,
    owned: Array.from({ length: state.seats }, () => new Int32Array(words)),
    armed: new Int32Array(words),
  };
  for (let t = 0; t < game.territoryCount; t++) {
    const seat = state.owner[t]!;
    if (seat >= 0) index.owned[seat]![t >>> 5]! |= 1 << (t & 31);
    if (state.armies[t]! >= game.combat.sourceMin) index.armed[t >>> 5]! |= 1 << (t & 31);
  }
  indexes.set(state, index);
  return index;
}

/** `t` went from seat `previous` to seat `seat` (-1: nobody): called by setOwner for territories on the board. */
export function ownerChanged(state: GameState, t: number, previous: number, seat: number): void {
  const index = indexes.get(state);
  if (!index || t >= index.territories) return; // built from the state when first asked; an off-board place (E3) is not indexed
  const bit = 1 << (t & 31);
  if (previous >= 0) index.owned[previous]![t >>> 5]! &= ~bit;
  if (seat >= 0) index.owned[seat]![t >>> 5]! |= bit;
}

/** The armies on `t` changed: called by every writer of armies. */
export function armiesChanged(game: Game, state: GameState, t: number): void {
  if (t >= game.territoryCount) return; // an off-board place (E3) is not indexed
  const index = indexes.get(state);
  if (!index) return;
  const bit = 1 << (t & 31);
  if (state.armies[t]! >= game.combat.sourceMin) index.armed[t >>> 5]! |= bit;
  else index.armed[t >>> 5]! &= ~bit;
}

/**
 * Visit the set bits of `words` (and of `mask`, when given) in board order; stop when `visit`
 * returns true. Each word is read once, before its territories are visited: a `visit` must not
 * change owners or armies.
 */
function someBit(words: Int32Array, mask: Int32Array | undefined, visit: (t: number) => boolean | void): boolean {
  for (let w = 0; w < words.length; w++) {
    let bits = mask ? words[w]! & mask[w]! : words[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      if (visit((w << 5) + 31 - Math.clz32(low)) === true) return true;
    }
  }
  return false;
}

/**
 * Call `visit(t)` for each territory of `seat` on the board, in board order; stops when `visit`
 * returns true, and then returns true.
 */
export function someOwned(game: Game, state: GameState, seat: number, visit: (t: number) => boolean | void): boolean {
  if (seat < 0 || seat >= state.seats) return false;
  return someBit((indexes.get(state) ?? build(game, state)).owned[seat]!, undefined, visit);
}

/**
 * The same, for the territories of `seat` holding at least `game.combat.sourceMin` armies: those
 * an attack may start from (the attack rules still decide which can).
 */
export function someArmed(game: Game, state: GameState, seat: number, visit: (t: number) => boolean | void): boolean {
  if (seat < 0 || seat >= state.seats) return false;
  const index = indexes.get(state) ?? build(game, state);
  return someBit(index.owned[seat]!, index.armed, visit);
}
