// Crafting game states for rule tests, always through a position (engine/position/format.ts): a
// position written by name, or the position of a real state edited and read back. A test never
// writes a state's fields, so every state it starts from is one the engine accepts. The helpers
// speak the position's language: seats are 1-based (`owners: { Alaska: 1 }` is seat 1, the
// state's index 0), territories, cards, leaders and factions go by name.
import {
  apply,
  isPresent,
  legalActions,
  namesOf,
  positionFrom,
  positionOf,
  type Action,
  type Game,
  type GameState,
  type Position,
  type TerritoryPosition,
} from "../../engine/index.js";

/** Apply an action that the test expects to be legal; an illegal one fails the test with the engine's reason. */
export function must(game: Game, state: GameState, action: Action): GameState {
  const result = apply(game, state, action);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.state;
}

export function territoryIndex(game: Game, name: string): number {
  const i = namesOf(game).territories.numberOf(name);
  if (i === undefined) throw new Error(`no territory ${name}`);
  return i;
}

export function groupTerritories(game: Game, group: string): string[] {
  const g = game.variant.map.groups.find((x) => x.name === group)!;
  return g.territories.map((t) => game.variant.map.territories[t]!.name);
}

/** The state of a position; a position the engine refuses fails the test with each field's path. */
export function fromPosition(game: Game, position: Position): GameState {
  const result = positionFrom(game, position);
  if (!result.ok) throw new Error(`the position is refused: ${result.errors.map((e) => `${e.path || "(position)"}: ${e.message}`).join("; ")}`);
  return result.state;
}

/**
 * A state changed in the middle of a game: `edit` gets the state's position (a copy) and the
 * new state is read back from it, the flow run on to the next decision. `state` is not changed.
 */
export function edited(game: Game, state: GameState, edit: (position: Position) => void): GameState {
  const position = structuredClone(positionOf(game, state));
  edit(position);
  return fromPosition(game, position);
}

/** A position in short: owners and armies by territory name, every other territory on the board to `rest`. */
export interface Board extends Omit<Position, "territories" | "others"> {
  /** The owner (a seat, 1-based; null: nobody) of territories by name; every other one on the board is `rest`'s. */
  owners?: Record<string, number | null>;
  /** The seat holding the territories `owners` does not list (default 2). */
  rest?: number;
  /** Armies by territory name; every other held territory gets `armies` (default 1), a territory nobody holds none. */
  armiesAt?: Record<string, number>;
  armies?: number;
}

/**
 * The position a `Board` stands for. A seat that holds no territory is out (`eliminated`), as it
 * would be in a game, unless the board says who is out.
 */
function boardPosition(game: Game, board: Board): Position {
  const { owners = {}, rest = 2, armiesAt = {}, armies = 1, ...position } = board;
  const territories: Record<string, TerritoryPosition> = {};
  for (const name of new Set([...Object.keys(owners), ...Object.keys(armiesAt)])) {
    const owner = name in owners ? owners[name]! : rest;
    territories[name] = { owner, armies: armiesAt[name] ?? (owner === null ? 0 : armies) };
  }
  const out: Position = { ...position, territories, others: { owner: rest, armies } };
  if (out.eliminated === undefined) {
    const switches = game.variant.map.switches.map((sw) => board.switches?.[sw.name] ?? sw.initial);
    const holding = new Set<number | null>();
    game.variant.map.territories.forEach((t, i) => {
      if (isPresent(game.graph, switches, i)) holding.add(t.name in territories ? territories[t.name]!.owner : rest);
    });
    out.eliminated = Array.from({ length: board.players }, (_, i) => i + 1).filter((seat) => !holding.has(seat));
  }
  return out;
}

/** The state of a board (a game in play, at the start of `toMove`'s turn unless it says otherwise), run to its first decision. */
export function playState(game: Game, board: Board): GameState {
  return fromPosition(game, boardPosition(game, board));
}

export function boardArmies(state: GameState): number {
  return state.armies.reduce((a, b) => a + b, 0);
}

/**
 * E1/E9: put `n` pieces of `faction` on a territory of a position for `owner` (1-based; null:
 * nobody). A territory that changes hands loses what stood there (and this turn's marks).
 */
export function putPieces(position: Position, name: string, owner: number | null, faction?: string, n = 0): void {
  const was = position.territories[name];
  if (!was) throw new Error(`the position has no territory ${name}`);
  const kept = was.owner === owner;
  const pieces: Record<string, number> = kept ? { ...was.pieces } : {};
  if (faction !== undefined) pieces[faction] = (pieces[faction] ?? 0) + n;
  const armies = (kept ? (was.armies ?? 0) : 0) + n;
  const entry: TerritoryPosition = kept ? { ...was, armies } : { owner, armies, ...(was.tokens !== undefined ? { tokens: was.tokens } : {}) };
  if (Object.keys(pieces).length > 0) entry.pieces = pieces;
  else delete entry.pieces;
  position.territories[name] = entry;
}

/**
 * Jump to the start of a phase (by name or index) of `seat`'s turn (1-based; default: the seat to
 * move), nothing in the pool; `edit` changes the position first. The flow runs to the phase's
 * first decision; the new state is returned and `state` is not changed.
 */
export function toPhase(
  game: Game,
  state: GameState,
  phase: string | number,
  seat = state.current + 1,
  edit?: (position: Position) => void,
): GameState {
  const name = typeof phase === "number" ? game.phases[phase]?.name : phase;
  if (name === undefined || !game.phases.some((p) => p.name === name)) throw new Error(`no phase ${phase}`);
  return edited(game, state, (p) => {
    edit?.(p);
    Object.assign(p, { toMove: seat, phase: name, step: 1, pool: 0, pending: null });
    p.turn = { ...p.turn, started: true, stepStarted: false };
  });
}

/**
 * Attack `to` from `from` until it falls (the attacker should have armies to spare), then move
 * the fewest armies in: the state after the conquest, with the checks a conquest runs (wins,
 * eliminations, replaced objectives) done. Fails the test when the attack leaves `to` standing.
 */
export function conquer(game: Game, state: GameState, from: string, to: string): GameState {
  const names = game.variant.map.territories.map((t) => t.name);
  const [f, t] = [names.indexOf(from), names.indexOf(to)];
  let s = state;
  for (let tries = 0; tries < 5 && s.owner[t] !== s.owner[f] && s.stage !== "over"; tries++) {
    s = must(game, s, { type: "attack", from: f, to: t });
    const advance = legalActions(game, s).filter((a): a is Extract<Action, { type: "advance" }> => a.type === "advance");
    if (advance.length > 0)
      s = must(
        game,
        s,
        advance.reduce((a, b) => (a.count <= b.count ? a : b)),
      );
  }
  if (s.owner[t] !== s.owner[f]) throw new Error(`${to} did not fall to ${from}`);
  return s;
}

/**
 * C5: seat 1 (12 armies in Alaska) to attack Kamchatka (seat 2, `defenders` armies), three
 * players; `owners` adds or changes holdings (every other territory is seat 3's).
 */
export function alaskaAttackOn(game: Game, defenders: number, owners: Record<string, number | null> = {}): GameState {
  return playState(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    owners: { Alaska: 1, Kamchatka: 2, ...owners },
    armiesAt: { Alaska: 12, Kamchatka: defenders },
    rest: 3,
  });
}

/** C5: seat 1's attack from Alaska on Kamchatka: until decided, or `rolls` rolls. */
export function alaskaAttackAction(game: Game, rolls?: number): Action {
  return { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka"), ...(rolls ? { rolls } : {}) };
}

/** C5: a classic position with seat 1 to attack Kamchatka from Alaska with 12 armies (3 players). */
export const alaskaAttack = {
  players: 3,
  toMove: 1,
  phase: "attack",
  territories: { Alaska: { owner: 1, armies: 12 }, Kamchatka: { owner: 2, armies: 2 } },
  others: { owner: 3, armies: 1 },
};

/**
 * C5/C7: a classic position with seat 1 to attack from Alaska (5 armies) and the Northwest
 * Territory (3), so that after its attacks it may still move; seat 2 holds Kamchatka (2) and
 * Brazil's card, seat 3 the rest; seat 1 holds Peru's card and a wild (3 players).
 */
export const alaskaAndNorthwest = {
  players: 3,
  toMove: 1,
  phase: "attack",
  territories: {
    Alaska: { owner: 1, armies: 5 },
    "Northwest Territory": { owner: 1, armies: 3 },
    Kamchatka: { owner: 2, armies: 2 },
  },
  others: { owner: 3, armies: 1 },
  hands: { "1": ["Peru", "wild 1"], "2": ["Brazil"] },
};
