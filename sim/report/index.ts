// The simulator's reports for people (pure, no DOM: the CLI writes them, the playground shows
// them): the balance report, compare and sweep as terminal tables, as self-contained HTML pages,
// and their charts as SVG text.
export { formatReport, formatMetrics } from "./text-report.js";
export { differenceCells, formatCompare } from "./text-compare.js";
export { formatSweep, sweepTable } from "./text-sweep.js";
export { simulateHtml, metricRows, reportCharts } from "./html-report.js";
export { compareHtml, differenceCharts } from "./html-compare.js";
export { sweepHtml } from "./html-sweep.js";
export { curveChart, outcomeChart, seatColours, type CurveSeries, type OutcomeBar } from "./svg-charts.js";
export { percent, signedPercent } from "./percent.js";
export { metricScale, type MetricScale } from "./metric-scale.js";
export { formatHeat, heatColour, heatHtml, heatMaps, rankedTerritories } from "./heat-tables.js";
export { judgedBy } from "./judges.js";
