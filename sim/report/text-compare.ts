// `riskc compare`'s table for a terminal: both labels, every difference B − A with its interval
// (`*` where it excludes 0), and the verdict.
import { showValue, type CompareReport } from "../index.js";

export function formatCompare(r: CompareReport): string {
  const width = Math.max(...r.differences.map((d) => d.label.length));
  const rows = r.differences.map((d) => {
    const cell = (x: number, signed = false) => showValue(d, x, signed).padStart(9);
    return `${d.label.padEnd(width)}  ${cell(d.a)}  ${cell(d.b)}  ${cell(d.diff, true)}  ${showValue(d, d.ci95[0], true)}..${showValue(d, d.ci95[1], true)}${d.significant ? "  *" : ""}`;
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
