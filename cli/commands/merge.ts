// riskc merge <parts...> [--json] [--html f]: the report of a run from the summaries its shards
// wrote (`simulate --shard i/n --out part-i.json`), byte for byte what one machine would print.
import { mergeSummaries, missingRanges, parseSummary, reportOf, SummaryError, type Summary } from "../../sim/index.js";
import { UsageError, type Io } from "../io.js";
import { readTextFile } from "../files.js";
import { printReport, type ReportOutput } from "../report-output.js";

export function mergeFiles(files: readonly string[]): Summary {
  try {
    const parts = files.map((file) => parseSummary(readTextFile(file), file));
    const merged = parts.reduce((a, b) => mergeSummaries(a, b));
    const missing = missingRanges(merged);
    if (missing.length > 0)
      throw new SummaryError(
        `the parts hold ${merged.games} of the run's ${merged.run.games} games: games ${missing
          .slice(0, 5)
          .map(([a, b]) => (b - a === 1 ? `${a}` : `${a}..${b - 1}`))
          .join(", ")}${missing.length > 5 ? ", …" : ""} are missing (a shard not run, or its file not given)`,
      );
    return merged;
  } catch (error) {
    if (error instanceof SummaryError) throw new UsageError(error.message);
    throw error;
  }
}

export async function runMerge(files: string[], options: ReportOutput, io: Io): Promise<number> {
  printReport(reportOf(mergeFiles(files)), options, io);
  return 0;
}
