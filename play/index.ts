// People at the table: what the CLI's `riskc play` and the playground's Play tab share. Actions
// and the game's log in words, by the variant's names.
export { describeAction, snapshot, type Before } from "./game-log.js";
