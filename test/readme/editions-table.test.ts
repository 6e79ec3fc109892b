// The README's table of published editions counts each edition's own rule table (the comment
// block at the top of its variant file): every rule id of the range once, each marked faithful,
// approximated or not expressible right after its id (issue 26, Deliver 5).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const STATUSES = ["faithful", "approximated", "not expressible"] as const;
type Status = (typeof STATUSES)[number];

interface Row {
  file: string;
  prefix: string;
  first: number;
  last: number;
  counts: Record<Status, number>;
}

/** The README's rows: the edition, its file, players, its rule ids (AB1–AB19) and the three counts. */
function readmeRows(): Row[] {
  const readme = readFileSync("README.md", "utf8");
  const rows = [...readme.matchAll(/^\| [^|]+ \| `(variants\/[\w-]+\.risk)` \| [^|]+ \| ([A-Z]+)(\d+)–[A-Z]+(\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)];
  return rows.map((m) => ({
    file: m[1]!,
    prefix: m[2]!,
    first: Number(m[3]),
    last: Number(m[4]),
    counts: { faithful: Number(m[5]), approximated: Number(m[6]), "not expressible": Number(m[7]) },
  }));
}

/** The file's rule table: each `// - <id> <status>` line's id and status. */
function ruleTable(file: string, prefix: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const m of readFileSync(file, "utf8").matchAll(new RegExp(`^// - (${prefix}\\d+) ([a-z]+(?: expressible)?)`, "gm"))) {
    expect(table.has(m[1]!), `${file}: ${m[1]} twice in the rule table`).toBe(false);
    table.set(m[1]!, m[2]!);
  }
  return table;
}

describe("README: the published editions' table", () => {
  const rows = readmeRows();

  it("lists the four editions of issue 26", () => {
    expect(rows.map((r) => r.file).sort()).toEqual([
      "variants/black-ops.risk",
      "variants/got-skirmish.risk",
      "variants/risk-europe.risk",
      "variants/star-wars-original-trilogy.risk",
    ]);
  });

  for (const row of rows) {
    it(`${row.file}: every rule ${row.prefix}${row.first}–${row.prefix}${row.last} is in its table with a status, counted as the README says`, () => {
      const table = ruleTable(row.file, row.prefix);
      const ids = Array.from({ length: row.last - row.first + 1 }, (_, i) => `${row.prefix}${row.first + i}`);
      expect([...table.keys()].sort()).toEqual(ids.sort());
      for (const [id, status] of table) expect(STATUSES, `${id}: "${status}"`).toContain(status);
      const counts = Object.fromEntries(STATUSES.map((s) => [s, [...table.values()].filter((v) => v === s).length]));
      expect(counts).toEqual(row.counts);
    });
  }
});
