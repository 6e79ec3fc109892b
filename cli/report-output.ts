// How a command gives its report: the text table on stdout, or `--json`, and `--html file` (one
// self-contained page, written atomically). `simulate` and `merge` print through here, so a merged
// run prints byte for byte what the single run would.
import { formatReport, type SimulationReport } from "../sim/report.js";
import { writeFileAtomic, type Io } from "./io.js";

export interface ReportOutput {
  json?: boolean;
  html?: string;
}

/** `simulate --json`: the fields of before in their order, then the new ones (metrics). */
export function reportJson(report: SimulationReport): string {
  const { variant: _variant, maxRounds: _cap, lengths: _lengths, samples: _samples, teams, metrics, ...core } = report;
  return JSON.stringify({ ...core, ...(teams ? { teams } : {}), metrics }, null, 2) + "\n";
}

export async function printReport(report: SimulationReport, options: ReportOutput, io: Io): Promise<void> {
  if (options.html !== undefined) writeFileAtomic(options.html, (await import("../sim/html-report.js")).simulateHtml(report));
  io.stdout(options.json ? reportJson(report) : formatReport(report) + "\n");
}
