// The simulator's public API (pure: usable in Node, Web Workers and tests): play games, fold them
// into summaries that merge, the balance report and its metrics, compare and sweep. Running them on
// worker threads or a queue is sim/node/'s; their text, HTML and charts are sim/report/'s.
export { simulate, playRange, summarizeRange, runHeader, sidesFor, teamsFor, DEFAULT_MAX_ROUNDS, type SimulationOptions } from "./simulate.js";
export { playGame, STALLED, type GameRecord, type PlayOptions } from "./play-game.js";
export { jobProblem, runJob, type SimJob, type SimMessage } from "./job.js";
export { buildReport, reportOf, wilson, type SimulationReport, type SeatResult, type TeamResult, type SideResult } from "./balance-report.js";
export { metricsOf, type Metrics, type Estimate, type RateEstimate } from "./metrics.js";
export { HEAT_ROUNDS, addHeat, emptyHeat, heatHeader, mergeHeat, type GameHeat, type HeatHeader, type HeatSummary } from "./heat.js";
export { heatReport, type HeatRate, type HeatReport, type TerritoryHeat } from "./heat-report.js";
export {
  addGame,
  emptySummary,
  mergeSummaries,
  missingRanges,
  parseSummary,
  summaryJson,
  SummaryError,
  type RunHeader,
  type SampleGame,
  type Summary,
} from "./summary.js";
export { GameObserver, type GameMetrics } from "./game-metrics.js";
export { emptyPairSummary, mergePairSummaries, summarizePairs, type PairSummary, type PairCounts } from "./pairs.js";
export {
  compareReport,
  sequentialTest,
  showValue,
  verdictLine,
  verdictMetrics,
  type CompareReport,
  type Difference,
  type Sequential,
} from "./compare.js";
export {
  checkTarget,
  metricValues,
  parseAxis,
  parseTarget,
  rankPoints,
  SweepError,
  sweepPoints,
  type Axis,
  type Clause,
  type Point,
  type Ranked,
  type SweepReport,
} from "./sweep.js";
