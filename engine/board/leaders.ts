// Y2/Y9 leaders: one unique piece per player, standing on one of its territories, with his own
// die and powers that depend on his form. He fights in every battle of his territory as one of
// his side's dice; losses fall on armies first. The only writer of where leaders stand and in
// which form (`leaderAt`, `leaderForm`); `leaderOf` is set once at the setup.
import { neighbours, type LeaderInBattle } from "../math/index.js";
import type { LeaderForm } from "../../compiler/ir/index.js";
import { scope, type GameState, type ReadonlyState } from "../model/index.js";
import type { Game } from "../variant/index.js";

/** Which seat gets which leader with this many players. */
export function assignLeaders(game: Game, state: GameState): void {
  const s = scope(state, -1);
  game.leaders?.list.forEach((leader, index) => {
    if (leader.when && !leader.when(s)) return;
    const seat = leader.seat(s) - 1;
    if (seat >= 0 && seat < state.seats) state.leaderOf[seat] = index;
  });
}

/** What the leader rules read: the state, or a player's view of it (bots). */
type LeaderPlaces = Pick<ReadonlyState, "leaderAt" | "leaderOf" | "leaderForm">;

/** The form the seat's leader is in, when he is on the board. */
export function leaderForm(game: Game, state: LeaderPlaces, seat: number): LeaderForm | undefined {
  const index = state.leaderOf[seat]!;
  if (index < 0 || state.leaderAt[seat]! < 0) return undefined;
  return game.leaders!.list[index]!.forms[state.leaderForm[seat]!];
}

/** How many forms the seat's leader has (0 without a leader). */
export function formsOf(game: Game, state: Pick<ReadonlyState, "leaderOf">, seat: number): number {
  const index = state.leaderOf[seat]!;
  return index < 0 ? 0 : (game.leaders?.list[index]?.forms.length ?? 0);
}

/** Whether the seat's leader fights in a battle of `territory` (he stands there, on the board, in a form). */
export function leaderFights(game: Game, state: LeaderPlaces, seat: number, territory: number): boolean {
  return seat >= 0 && state.leaderAt[seat] === territory && state.leaderOf[seat]! >= 0;
}

/** The leader fighting in `territory` for `seat`, as the battle sees him, or undefined. */
export function leaderInBattle(
  game: Game,
  state: LeaderPlaces,
  seat: number,
  territory: number,
  role: "attack" | "defend",
): LeaderInBattle | undefined {
  if (seat < 0 || state.leaderAt[seat] !== territory) return undefined;
  const form = leaderForm(game, state, seat);
  if (!form) return undefined;
  return { die: game.leaders!.list[state.leaderOf[seat]!]!.die, bonus: role === "attack" ? form.attack : form.defend };
}

/** Y6: whether the seat's leader has been destroyed and can come back. */
export function canRevive(game: Game, state: GameState, seat: number): boolean {
  return state.leaderOf[seat]! >= 0 && state.leaderAt[seat]! < 0 && state.alive[seat] === true;
}

/** Y3: whether the territory's owner holds it with its leader alone, as `hold alone` allows. */
export function leaderHoldsAlone(game: Game, state: GameState, territory: number): boolean {
  const owner = state.owner[territory]!;
  return game.leaders?.holdAlone === true && owner >= 0 && state.leaderAt[owner] === territory;
}

/** Whether anything holds the territory: armies, or (Y3) its owner's leader alone. */
export function isHeld(game: Game, state: GameState, territory: number): boolean {
  return state.armies[territory]! > 0 || leaderHoldsAlone(game, state, territory);
}

/** Put the seat's leader on `territory` (setup, a move, a jump, a strike); `form` when he (re)enters in one. */
export function moveLeader(state: GameState, seat: number, territory: number, form?: number): void {
  state.leaderAt[seat] = territory;
  if (form !== undefined) state.leaderForm[seat] = form;
}

/** Y7: the leader changes form. */
export function setLeaderForm(state: GameState, seat: number, form: number): void {
  state.leaderForm[seat] = form;
}

/** Y9: a beaten leader retreats to a neighbouring territory of his player's if his form allows, else is destroyed. */
export function loseLeader(game: Game, state: GameState, seat: number): void {
  const at = state.leaderAt[seat]!;
  const form = leaderForm(game, state, seat);
  if (form?.retreat && at >= 0) {
    const refuge = neighbours(game.graph, state.switches, at).filter((t) => state.owner[t] === seat);
    if (refuge.length > 0) {
      state.leaderAt[seat] = refuge.reduce((best, t) => (state.armies[t]! > state.armies[best]! ? t : best));
      return;
    }
  }
  state.leaderAt[seat] = -1;
}

/** Y7: a leader on a zone that leaves the board is crushed with it. */
export function crushLeadersOn(state: GameState, territory: number): void {
  state.leaderAt.forEach((at, seat) => {
    if (at === territory) state.leaderAt[seat] = -1;
  });
}
