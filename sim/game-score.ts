// The cheap per-round score the game-quality metrics follow: for each seat, the territories it
// owns, plus the bonus of every group it holds whole, plus its armies on the board. With teams the
// competitors are the teams, and a team's score is its seats' sum. Read from the state through the
// engine's public face only (the game's group bonus formulas), never changing it.
import type { Game, GameState } from "../engine/index.js";

/** Each seat's competitor (its team's number, in order of first seat) and how many there are. */
export function competitorsOf(state: GameState): { of: number[]; count: number } {
  const numbers = new Map<number, number>();
  const of = state.team.map((team) => {
    if (!numbers.has(team)) numbers.set(team, numbers.size);
    return numbers.get(team)!;
  });
  return { of, count: numbers.size };
}

const groupMembers = new WeakMap<Game, number[][]>();

function membersOf(game: Game): number[][] {
  let members = groupMembers.get(game);
  if (!members) {
    members = game.variant.map.groups.map(() => [] as number[]);
    game.variant.map.territories.forEach((t, i) => members![t.group]?.push(i));
    groupMembers.set(game, members);
  }
  return members;
}

/** Each seat's score now. */
export function seatScores(game: Game, state: GameState): number[] {
  const scores = new Array<number>(state.seats).fill(0);
  for (let t = 0; t < game.territoryCount; t++) {
    const owner = state.owner[t]!;
    if (owner >= 0) scores[owner]! += 1 + state.armies[t]!;
  }
  membersOf(game).forEach((members, g) => {
    const owner = members.length ? state.owner[members[0]!]! : -1;
    if (owner < 0 || !members.every((t) => state.owner[t] === owner)) return;
    const bonus = game.groupBonus[g]!;
    scores[owner]! += bonus.constant ?? bonus({ state, seat: owner, dice: 0 });
  });
  return scores;
}

/** The competitors' scores: the sum of their seats'. */
export function competitorScores(seat: readonly number[], of: readonly number[], count: number): number[] {
  const scores = new Array<number>(count).fill(0);
  seat.forEach((s, i) => (scores[of[i]!]! += s));
  return scores;
}
