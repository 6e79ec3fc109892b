// The simulator's public API (pure: usable in Node, Web Workers and tests).
export { simulate, playRange, sidesFor, teamsFor, DEFAULT_MAX_ROUNDS, type SimulationOptions } from "./simulate.js";
export { playGame, STALLED, type GameRecord, type PlayOptions } from "./play-game.js";
export { runJob, type SimJob, type SimMessage } from "./job.js";
export { buildReport, formatReport, wilson, type SimulationReport, type SeatResult } from "./report.js";
export { describeAction } from "./game-log.js";
