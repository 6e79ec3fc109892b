// A simulation report on the page: win rates per seat (and team, side) with their intervals, the
// metrics with their intervals, game length and how games ended — the CLI's report, drawn with
// the HTML report's charts.
import { heatMaps, metricRows, percent, rankedTerritories, reportCharts } from "../../sim/report/index.js";
import type { SimulationReport } from "../../sim/index.js";
import { h, svgNode, textTable } from "./dom.js";

export function reportView(report: SimulationReport, parameters: string): HTMLElement[] {
  const groups = [
    ...(report.teams ?? []).map((t) => `team ${t.seats.join("+")}: ${percent(t.winRate)} (${percent(t.ci95[0])}–${percent(t.ci95[1])})`),
  ];
  return [
    h("h3", {}, `${report.variant}: ${report.games} games, seed ${report.seed}`),
    ...(parameters ? [h("p", { class: "parameters" }, `parameters: ${parameters}`)] : []),
    h("div", { class: "charts" }, ...reportCharts(report).map(svgNode)),
    ...(groups.length ? [h("p", {}, groups.join(" · "))] : []),
    // E16: wins by side, for variants with factions.
    ...(report.sides
      ? [
          h(
            "p",
            { class: "sides" },
            report.sides
              .map((x) => `${x.side} (${x.seats.join("+")}): ${percent(x.winRate)} (${percent(x.ci95[0])}–${percent(x.ci95[1])})`)
              .join(" · "),
          ),
        ]
      : []),
    h("p", {}, `stalled ${report.stalled} · rounds mean ${report.rounds.mean.toFixed(1)}, median ${report.rounds.median}`),
    textTable(["metric", "estimate (95% interval)", ""], metricRows(report.metrics), "metrics"),
    textTable(
      ["end", "games"],
      Object.entries(report.endings).map(([reason, n]) => [reason, String(n)]),
      "endings",
    ),
    ...(report.heat ? [heatView(report.heat)] : []),
  ];
}

/** The heat maps drawn on the map, and the territories that decide games most. */
function heatView(heat: NonNullable<SimulationReport["heat"]>): HTMLElement {
  const top = rankedTerritories(heat).slice(0, 10);
  const last = heat.rounds.flatMap((r, k) => (heat.reached[k]! > 0 ? [k] : []));
  return h(
    "section",
    { class: "heat", "data-testid": "heat-map" },
    h("h4", {}, "Territories: which decide games"),
    ...heatMaps(heat).map(svgNode),
    textTable(
      ["territory", "taken a game", "start seat wins", ...last.map((k) => `winner held, round ${heat.rounds[k]}`)],
      top.map((t) => [t.territory, t.taken.toFixed(2), percent(t.start.rate), ...last.map((k) => percent(t.winnerHeld[k]!))]),
      "heat-territories",
    ),
  );
}
