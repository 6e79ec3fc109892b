// How a command gives its report: the text table on stdout, or `--json`, and `--html file` (one
// self-contained page, written atomically). `simulate` and `merge` print through here, so a merged
// run prints byte for byte what the single run would.
import type { SimulationReport } from "../sim/index.js";
import { formatReport, simulateHtml } from "../sim/report/index.js";
import { type Io } from "./io.js";
import { writeFileAtomic } from "./files.js";

export interface ReportOutput {
  json?: boolean;
  html?: string;
}

/** `simulate --json`: the fields of before in their order, then the new ones (metrics). */
export function reportJson(report: SimulationReport): string {
  return JSON.stringify(reportObject(report), null, 2) + "\n";
}

/** The report's fields as `--json` gives them (compare and sweep nest these). */
export function reportObject(report: SimulationReport): object {
  const { variant: _variant, maxRounds: _cap, lengths: _lengths, samples: _samples, teams, metrics, heat, ...core } = report;
  // The heat maps' figures; the map they are drawn on is the variant's (`riskc map --json`).
  const figures = heat && (({ map: _map, ...rest }) => rest)(heat);
  return { ...core, ...(teams ? { teams } : {}), metrics, ...(figures ? { heat: figures } : {}) };
}

export function printReport(report: SimulationReport, options: ReportOutput, io: Io): void {
  if (options.html !== undefined) writeFileAtomic(options.html, simulateHtml(report));
  io.stdout(options.json ? reportJson(report) : formatReport(report) + "\n");
}
