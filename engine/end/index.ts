// How the game ends: wins, ends with a ranking, and eliminations (in play, the one place players go out and games end).
export { checkEnds, checkWins, eliminateIfOut, endByRanking, finishGame, rankWinners, replaceImpossible } from "./endings.js";
