// How the game ends: wins, ends with a ranking, and eliminations — the only writer of `alive`, `stage: over` and `result`.
export { checkEnds, checkWins, eliminateIfOut, endByRanking, finishGame, rankWinners } from "./endings.js";
