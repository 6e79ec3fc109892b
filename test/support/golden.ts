// Rendered diagnostics of the golden fixtures: shared by the test and the update script.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile, renderDiagnostic, summarize } from "../../compiler/index.js";
import { variantFileLoader } from "../../compiler/node/index.js";

export const goldenDir = "test/fixtures/diagnostics";

export function goldenFixtures(): string[] {
  return readdirSync(goldenDir)
    .filter((f) => f.endsWith(".risk"))
    .sort();
}

export function renderGolden(fixture: string): string {
  const path = join(goldenDir, fixture);
  const text = readFileSync(path, "utf8");
  const result = compile(text, { fileName: path, loadVariant: variantFileLoader() });
  const blocks = result.diagnostics.map((d) => renderDiagnostic(d, result.sources[d.file ?? path] ?? text, d.file ?? path));
  return [...blocks, `${summarize(result.diagnostics)}`].join("\n\n") + "\n";
}

export const goldenPath = (fixture: string) => join(goldenDir, fixture.replace(/\.risk$/, ".diag.txt"));
