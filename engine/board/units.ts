// Y2/Y9/F2 units: individual pieces of declared types (leaders are units given to a seat), each
// standing on one of its player's territories or off the board, with its own die and the powers
// of its form. Units fight in every battle of their territory as dice of their side; losses fall
// on armies first, then on units, the last of the list first. The only writer of where units
// stand and in which form (`unitAt`, `unitForm`, `unitMoved`); `unitType` and `unitOwner` are set
// once at the setup (their slots are laid out by `unitSlots`).
import { neighbours, seatSwitches, type UnitInBattle } from "../math/index.js";
import { type GameState, type PlayersScope, type ReadonlyState } from "../model/index.js";
import type { Game, UnitForm } from "../variant/index.js";

/** Off the board: in its player's stock (bought again, or revived if a leader). */
export const OFF = -1;
/** Gone for good (`on death lost`). */
export const LOST = -2;

/**
 * The game's units, seat by seat and type by type: a leader is one unit of the seat its formula
 * names (when its condition holds); another type has `limit` units for every player.
 */
export function unitSlots(game: Game, players: number): { types: number[]; owners: number[] } {
  const types: number[] = [];
  const owners: number[] = [];
  if (!game.units) return { types, owners };
  // Leaders' seats and the limits read only the player count (the checks make sure of it).
  const s: PlayersScope = { players };
  for (let seat = 0; seat < players; seat++)
    game.units.types.forEach((type, k) => {
      if (type.leader) {
        // PB16: a leader without a seat (bought `from market`) is every player's: one copy each.
        if ((!type.when || type.when(s)) && (!type.seat || type.seat(s) - 1 === seat)) {
          types.push(k);
          owners.push(seat);
        }
        return;
      }
      for (let i = 0; i < Math.max(0, type.limit(s)); i++) {
        types.push(k);
        owners.push(seat);
      }
    });
  return { types, owners };
}

/** What the unit rules read: the state, or a player's view of it (bots). */
type UnitPlaces = Pick<ReadonlyState, "unitAt" | "unitType" | "unitOwner" | "unitForm">;

/** The seat's leader (a unit of a leader type), or -1. */
export function leaderOf(game: Game, state: Pick<ReadonlyState, "unitType" | "unitOwner">, seat: number): number {
  if (!game.units) return -1;
  for (let u = 0; u < state.unitOwner.length; u++) if (state.unitOwner[u] === seat && game.units.types[state.unitType[u]!]!.leader) return u;
  return -1;
}

/**
 * PB1: whether unit type `type` is a leader its seat buys (`from market`: an offer names it). Such a
 * leader is not put down at the setup nor revived: it enters, and comes back, by a purchase.
 */
export function boughtLeader(game: Game, type: number): boolean {
  return game.units!.types[type]!.leader && game.market !== undefined && game.market.some((o) => o.what === "unit" && o.index === type);
}

/** L1: the seat's first leader not on the board yet (the setup puts its leaders down one by one; PB1: not those bought), or -1. */
export function leaderToPlace(game: Game, state: Pick<ReadonlyState, "unitType" | "unitOwner" | "unitAt">, seat: number): number {
  if (!game.units) return -1;
  for (let u = 0; u < state.unitOwner.length; u++)
    if (
      state.unitOwner[u] === seat &&
      state.unitAt[u] === OFF &&
      game.units.types[state.unitType[u]!]!.leader &&
      !boughtLeader(game, state.unitType[u]!)
    )
      return u;
  return -1;
}

/** The unit an action means: the one it names, or (none named) the player's leader, else its first unit. */
export function actingUnit(game: Game, state: Pick<ReadonlyState, "unitType" | "unitOwner">, seat: number, unit: number | undefined): number {
  if (unit !== undefined) return Number.isInteger(unit) && unit >= 0 && unit < state.unitOwner.length && state.unitOwner[unit] === seat ? unit : -1;
  const leader = leaderOf(game, state, seat);
  return leader >= 0 ? leader : state.unitOwner.indexOf(seat);
}

/** The units of a seat, in order. */
export function unitsOf(state: Pick<ReadonlyState, "unitOwner">, seat: number): number[] {
  const out: number[] = [];
  for (let u = 0; u < state.unitOwner.length; u++) if (state.unitOwner[u] === seat) out.push(u);
  return out;
}

/** The form unit `u` is in, when it is on the board. */
export function unitForm(game: Game, state: UnitPlaces, u: number): UnitForm | undefined {
  if (u < 0 || state.unitAt[u]! < 0) return undefined;
  return game.units!.types[state.unitType[u]!]!.forms[state.unitForm[u]!];
}

/** How many forms unit `u` has (0 for no unit). */
export function formsOf(game: Game, state: Pick<ReadonlyState, "unitType">, u: number): number {
  return u < 0 ? 0 : (game.units?.types[state.unitType[u]!]?.forms.length ?? 0);
}

/** The seat's units standing on `territory`, in order (they fight in its battles). */
export function unitsAt(game: Game, state: Pick<ReadonlyState, "unitAt" | "unitOwner">, seat: number, territory: number): number[] {
  if (!game.units || seat < 0) return NONE;
  let out: number[] | undefined;
  for (let u = 0; u < state.unitAt.length; u++) if (state.unitAt[u] === territory && state.unitOwner[u] === seat) (out ??= []).push(u);
  return out ?? NONE;
}

const NONE: number[] = Object.freeze([]) as unknown as number[];

/** Whether any unit of the seat stands on `territory`. */
export function unitStands(game: Game, state: Pick<ReadonlyState, "unitAt" | "unitOwner">, seat: number, territory: number): boolean {
  if (!game.units || seat < 0) return false;
  for (let u = 0; u < state.unitAt.length; u++) if (state.unitAt[u] === territory && state.unitOwner[u] === seat) return true;
  return false;
}

/** An attack from `from` into `to`, for what a unit's conditions read (U1, PB13): the state is a whole one (or a player's view). */
export interface BattleAt {
  state: GameState;
  from: number;
  to: number;
}

/** The scope of a unit's condition in an attack: the defending territory in question, `source` the attacking one, the unit's owner as the player (PB13: the unit in question). */
const unitScope = (at: BattleAt, u: number) => ({
  state: at.state,
  seat: at.state.unitOwner[u]!,
  dice: 0,
  territory: at.to,
  source: at.from,
  unit: u,
});

/** U1: unit `u`'s die in the attack `at`: the last size whose condition holds as it starts, else its type's. */
export function unitDie(game: Game, u: number, type: number, at?: BattleAt): number {
  const t = game.units!.types[type]!;
  if (!t.dieWhen || !at) return t.die;
  let die = t.die;
  for (const d of t.dieWhen) if (d.when(unitScope(at, u))) die = d.die;
  return die;
}

/**
 * PB13: the units of `seat` standing on `from` that join an attack into `to`: those whose type's
 * `attack when` holds for them as it starts (every one without such conditions).
 */
export function attackingUnits(game: Game, state: GameState, seat: number, from: number, to: number): number[] {
  const all = unitsAt(game, state, seat, from);
  if (all.length === 0 || !game.units!.types.some((t) => t.attackWhen)) return all;
  const at = { state, from, to };
  return all.filter((u) => {
    const when = game.units!.types[state.unitType[u]!]!.attackWhen;
    return !when || when(unitScope(at, u));
  });
}

/** XP4/MV1: how many of `units` are of each unit type (by the variant's unit types). */
export function unitsByType(game: Game, state: Pick<GameState, "unitType">, units: readonly number[]): number[] {
  const out = new Array<number>(game.units?.types.length ?? 0).fill(0);
  for (const u of units) out[state.unitType[u]!]!++;
  return out;
}

/** Unit `u` as a battle sees it: its die (U1: in the attack `at`), its bonus in the role, whether it holds a territory alone. */
export function unitInBattle(game: Game, state: UnitPlaces, u: number, role: "attack" | "defend", at?: BattleAt): UnitInBattle | undefined {
  const form = unitForm(game, state, u);
  if (!form) return undefined;
  const type = game.units!.types[state.unitType[u]!]!;
  const own = (role === "attack" ? form.attackOwn : form.defendOwn) ?? 0;
  return {
    die: unitDie(game, u, state.unitType[u]!, at),
    bonus: role === "attack" ? form.attack : form.defend,
    ...(own > 0 ? { ownBonus: own } : {}),
    ...(type.holdAlone ? { holdsAlone: true } : {}),
  };
}

/**
 * The seat's units fighting in a battle of `territory`, as the battle sees them (in order). With
 * the attack `at` (U1, PB13): their dice in it, and on the attacking side only those that join it.
 */
export function unitsInBattle(
  game: Game,
  state: UnitPlaces,
  seat: number,
  territory: number,
  role: "attack" | "defend",
  at?: BattleAt,
): UnitInBattle[] {
  const units = at && role === "attack" ? attackingUnits(game, at.state, seat, territory, at.to) : unitsAt(game, state, seat, territory);
  return units.flatMap((u) => unitInBattle(game, state, u, role, at) ?? []);
}

/** The leader fighting in `territory` for `seat`, as the battle sees him, or undefined (a view will do). */
export function leaderInBattle(game: Game, state: UnitPlaces, seat: number, territory: number, role: "attack" | "defend"): UnitInBattle | undefined {
  const u = seat >= 0 ? leaderOf(game, state, seat) : -1;
  return u >= 0 && state.unitAt[u] === territory ? unitInBattle(game, state, u, role) : undefined;
}

/** Y6: whether a destroyed leader can come back (PB1: a bought one is bought again instead). */
export function canRevive(game: Game, state: GameState, u: number): boolean {
  return (
    u >= 0 &&
    game.units!.types[state.unitType[u]!]!.leader &&
    state.unitAt[u] === OFF &&
    state.alive[state.unitOwner[u]!] === true &&
    !boughtLeader(game, state.unitType[u]!)
  );
}

/** Y3: whether the territory's owner holds it with a unit alone, as `hold alone` allows. */
export function holdsAlone(game: Game, state: GameState, territory: number): boolean {
  const owner = state.owner[territory]!;
  if (!game.units || owner < 0) return false;
  for (let u = 0; u < state.unitAt.length; u++)
    if (state.unitAt[u] === territory && state.unitOwner[u] === owner && game.units.types[state.unitType[u]!]!.holdAlone) return true;
  return false;
}

/** Whether anything holds the territory: armies, or (Y3) a unit of its owner alone. */
export function isHeld(game: Game, state: GameState, territory: number): boolean {
  return state.armies[territory]! > 0 || holdsAlone(game, state, territory);
}

/** F1: whether unit `u` may stand on `territory` (its type's `stands where`). */
export function mayStand(game: Game, state: GameState, u: number, territory: number): boolean {
  const stands = game.units!.types[state.unitType[u]!]!.stands;
  return !stands || stands({ state, seat: state.unitOwner[u]!, dice: 0, territory });
}

/** Put unit `u` on `territory` (the setup, a purchase, a move, a jump, a strike); `form` when it (re)enters in one. */
export function moveUnit(state: GameState, u: number, territory: number, form?: number): void {
  state.unitAt[u] = territory;
  if (form !== undefined) state.unitForm[u] = form;
}

/** Y9: a unit that moved on its own in this step (one jump a step). */
export function markUnitMoved(state: GameState, u: number): void {
  state.unitMoved[u] = true;
}

export function clearUnitMoves(state: GameState): void {
  if (state.unitMoved.length > 0) state.unitMoved.fill(false);
}

/** Y7: a unit changes form. */
export function setUnitForm(state: GameState, u: number, form: number): void {
  state.unitForm[u] = form;
}

/** A unit is destroyed: to its player's stock, or (`on death lost`) gone for good. */
function destroy(game: Game, state: GameState, u: number): void {
  state.unitAt[u] = game.units!.types[state.unitType[u]!]!.onDeath === "lost" ? LOST : OFF;
}

/** Y9: a beaten unit retreats to a neighbouring territory of its player's if its form allows, else is destroyed. */
export function loseUnit(game: Game, state: GameState, u: number): void {
  const at = state.unitAt[u]!;
  const form = unitForm(game, state, u);
  const seat = state.unitOwner[u]!;
  if (form?.retreat && at >= 0) {
    const refuge = neighbours(game.graph, seatSwitches(game.graph, state, seat), at).filter(
      (t) => state.owner[t] === seat && mayStand(game, state, u, t),
    );
    if (refuge.length > 0) {
      state.unitAt[u] = refuge.reduce((best, t) => (state.armies[t]! > state.armies[best]! ? t : best));
      return;
    }
  }
  destroy(game, state, u);
}

/** The last `n` of these units (those that fall first) are beaten. */
export function loseUnits(game: Game, state: GameState, units: readonly number[], n: number): void {
  for (let i = units.length - 1; i >= Math.max(0, units.length - n); i--) loseUnit(game, state, units[i]!);
}

/** Y7: units on a zone that leaves the board are crushed with it. */
export function crushUnitsOn(game: Game, state: GameState, territory: number): void {
  for (let u = 0; u < state.unitAt.length; u++) if (state.unitAt[u] === territory) destroy(game, state, u);
}
