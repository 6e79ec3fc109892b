// How the game ends: the game's stage, wins, ends with a ranking, eliminations and objectives (in
// play, the one place players go out and games end).
export { checkEnds, checkWins, eliminateIfOut, endByRanking, rankingScores, rankWinners } from "./endings.js";
export { dealObjectives } from "./objectives.js";
export { beginPlay, finishGame } from "./stage.js";
