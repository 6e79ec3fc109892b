// People at the table: what the CLI's `riskc play` and the playground's Play tab share. Actions
// and the game's log in words, by the variant's names; typed commands; each seat's totals; a
// game with people and bots at it.
export { describeAction, resultWords, snapshot, type Before } from "./game-log.js";
export { actionGroup, actionGroups, actionWords, placeName, type ActionGroup } from "./action-words.js";
export { commandHelp, readCommand, type ReadLine } from "./commands.js";
export { armies, counted, seatColourNames, seatName } from "./seats.js";
export { boardLines, ownLines, seatTotals, totalsLine, type SeatTotals } from "./totals.js";
export { Table, type Played, type Sitter } from "./table.js";
export { attackOdds } from "./attack-odds.js";
export { facesFor, facesRng, facesWords, type RolledFaces, type RollLoss } from "./dice-faces.js";
export {
  readReplay,
  replayGame,
  replayOf,
  replayStart,
  variantDigest,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  type ReplayRead,
  type ReplayResult,
  type ReplayStep,
} from "./replay.js";
export { formulaText } from "./formula-text.js";
export { reinforcementsLine, reinforcementsOf, type Reinforcements } from "./reinforcements.js";
export { goalLines, objectiveProgress } from "./goals.js";
