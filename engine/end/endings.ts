// How a game ends and who is out: a `win` condition met at once, an `end` condition checked when
// a turn ends, the ranking that names the winners, and eliminations (C4, C8, R11, R12, E15, Y13).
// The one writer of who is still in the game (`alive`).
import { scope, type GameState } from "../model/index.js";
import { takeCards, teamOf } from "../board/index.js";
import type { Game } from "../variant/index.js";
import { replaceImpossible } from "./objectives.js";
import { finishGame } from "./stage.js";

/**
 * C8/E15: the seat is out when the variant's `eliminated` condition holds for it. When another
 * player's conquest put it out (`by` ≥ 0) and the rules say so, that player takes its cards (C4).
 * Returns whether the seat was eliminated now.
 */
export function eliminateIfOut(game: Game, state: GameState, seat: number, by = -1): boolean {
  if (seat < 0 || !state.alive[seat] || !game.end.eliminated(scope(state, seat))) return false;
  state.alive[seat] = false;
  if (by >= 0 && game.cards?.eliminationTakesCards) takeCards(game, state, by, seat);
  return true;
}

/** C8 and friends: a player meeting a `win` condition wins at once (with its partners, Y13); the current player first. T1: neutral seats never win. */
export function checkWins(game: Game, state: GameState): boolean {
  if (state.stage === "over") return true;
  if (game.objectivesReplaced) replaceImpossible(game, state);
  for (let k = 0; k < state.players; k++) {
    const seat = (state.current + k) % state.players;
    if (!state.alive[seat]) continue;
    for (const win of game.end.wins) {
      if (win.when(scope(state, seat))) {
        finishGame(state, win.reason, teamOf(state, seat));
        return true;
      }
    }
  }
  return false;
}

/**
 * The seats that rank first on the scores (ties: the next score). By team (Y13): a team's score
 * is the sum of its members' (eliminated members count), and all members of the best team win.
 */
export function rankWinners(state: GameState, ranking: Game["end"]["ranking"], byTeam = false): number[] {
  // T1: neutral seats are not ranked.
  const alive = state.alive.flatMap((a, seat) => (a && seat < state.players ? [seat] : []));
  if (ranking.length === 0) return alive;
  const score = (seat: number) => ranking.map((r) => r(scope(state, seat)));
  const entries = byTeam
    ? [...new Set(alive.map((seat) => state.team[seat]!))].map((team) => {
        const members = state.team.flatMap((t, seat) => (t === team && seat < state.players ? [seat] : []));
        const sums = members.map(score).reduce((acc, s) => acc.map((v, i) => v + s[i]!));
        return { seats: members, scores: sums };
      })
    : alive.map((seat) => ({ seats: [seat], scores: score(seat) }));
  entries.sort((a, b) => {
    for (let i = 0; i < ranking.length; i++) if (a.scores[i] !== b.scores[i]) return b.scores[i]! - a.scores[i]!;
    return 0;
  });
  const best = entries[0]!;
  return entries
    .filter((x) => x.scores.every((v, i) => v === best.scores[i]))
    .flatMap((x) => x.seats)
    .sort((a, b) => a - b);
}

/**
 * R12: a seat's scores on the ranking that names the winners when no `win` rule does (the
 * variant's, else its first `end`'s own), highest first; empty when the variant ranks no one.
 */
export function rankingScores(game: Game, state: GameState, seat: number): number[] {
  const ranking = game.end.ranking.length > 0 ? game.end.ranking : (game.end.ends.find((e) => e.ranking.length > 0)?.ranking ?? []);
  return ranking.map((r) => r(scope(state, seat)));
}

/** `end "..." when ... [winner highest ...]`: checked when a turn ends. */
export function checkEnds(game: Game, state: GameState): boolean {
  for (const end of game.end.ends) {
    if (!end.when(scope(state, -1))) continue;
    const own = end.ranking.length > 0;
    finishGame(state, end.reason, rankWinners(state, own ? end.ranking : game.end.ranking, own ? end.byTeam : game.end.rankingByTeam));
    return true;
  }
  return false;
}

/** R11: a roll ends the game: the ranking names the winners. */
export function endByRanking(game: Game, state: GameState, reason: string): void {
  finishGame(state, reason, rankWinners(state, game.end.ranking, game.end.rankingByTeam));
}
