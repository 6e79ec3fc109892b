// `riskc compare`'s table for a terminal: both labels, every difference B − A with its interval
// (`*` where it excludes 0), and the verdict; and the cells of a difference, as every table of a
// comparison shows them (this one, the HTML page's, the playground's).
import { showValue, type CompareReport, type Difference } from "../index.js";

/** A difference's cells: the metric, A, B, B − A and its 95% interval. */
export function differenceCells(d: Difference): [metric: string, a: string, b: string, diff: string, interval: string] {
  const interval = `${showValue(d, d.ci95[0], true)}..${showValue(d, d.ci95[1], true)}`;
  return [d.label, showValue(d, d.a), showValue(d, d.b), showValue(d, d.diff, true), interval];
}

export function formatCompare(r: CompareReport): string {
  const width = Math.max(...r.differences.map((d) => d.label.length));
  const rows = r.differences.map((d) => {
    const [label, a, b, diff, interval] = differenceCells(d);
    return `${label.padEnd(width)}  ${a.padStart(9)}  ${b.padStart(9)}  ${diff.padStart(9)}  ${interval}${d.significant ? "  *" : ""}`;
  });
  return [
    `A: ${r.labelA}`,
    `B: ${r.labelB}`,
    `${r.games} ${r.paired ? "paired games (the same seeds for A and B)" : "games each (B on its own seeds: unpaired)"}, seed ${r.a.seed}${r.paired ? "" : ` and ${r.b.seed}`}, ${r.a.players.length} players`,
    "",
    `${"metric".padEnd(width)}  ${"A".padStart(9)}  ${"B".padStart(9)}  ${"B − A".padStart(9)}  95% interval`,
    ...rows,
    "",
    "* the interval excludes 0",
    "",
    r.verdict,
  ].join("\n");
}
