// A/B compare: the editor's text (A, with the parameters panel's values) against a saved version
// or another example (B), on paired seeds, with the players, bots, games and seed of the
// simulation panel — every metric's difference with its interval and the verdict, as `riskc compare`.
// The verdict names B by what differs (the variant, parameter values, lines of text), and the
// metric it speaks of can be picked after the run (the games are not played again).
import { compareReport, mergePairSummaries, verdictLine, verdictMetrics, type PairSummary } from "../../sim/index.js";
import { bundledVariantLoader, compile, type Variant } from "../../compiler/index.js";
import { differenceCells, differenceCharts } from "../../sim/report/index.js";
import { h, svgNode, textTable } from "./dom.js";
import { examples } from "./examples.js";
import { jobFor, type SimPanel } from "./sim-panel.js";
import { whatDiffers, type CompareSide } from "./what-differs.js";
import { WorkerRuns } from "./worker-runs.js";

const SAVED = "saved";

export class ComparePanel {
  private ir: Variant | undefined;
  private saved: { text: string; overrides: Record<string, string> } | undefined;
  private readonly runs = new WorkerRuns();
  private readonly source = h("select", { id: "compare-b", "aria-label": "variant B" });
  private readonly save = h("button", { id: "save-b" }, "Save the text as B");
  private readonly run = h("button", { "data-testid": "compare" }, "Compare A/B");
  private readonly status = h("span", { class: "status" });
  private readonly results = h("div", { "data-testid": "compare-results", class: "results" });
  private readonly metric = h("select", { name: "compare-metric", "aria-label": "the verdict's metric" });
  /** The last run: its pairs, B's label and what differs, shown again for another metric. */
  private last: { pairs: PairSummary; labelB: string; differs: string[] } | undefined;

  constructor(
    container: HTMLElement,
    private readonly sim: SimPanel,
    private readonly current: () => { text: string; overrides: Record<string, string> },
  ) {
    this.source.append(new Option("the saved version", SAVED));
    for (const name of Object.keys(examples).sort()) this.source.append(new Option(name, name));
    container.append(
      h("div", { class: "caption" }, "A/B compare: the editor's text (A) against B, on the same seeds"),
      h(
        "div",
        { class: "sim-controls" },
        h("label", {}, "B ", this.source),
        this.save,
        h("label", {}, "verdict on ", this.metric),
        this.run,
        this.status,
      ),
      this.results,
    );
    this.save.addEventListener("click", () => {
      this.saved = this.current();
      this.source.value = SAVED;
      this.status.textContent = "saved as B";
    });
    this.run.addEventListener("click", () => void this.compare());
    this.metric.addEventListener("change", () => this.show());
  }

  setVariant(ir: Variant | undefined): void {
    this.ir = ir;
    const metrics = verdictMetrics(ir?.players.max ?? 8);
    if (!ir || this.metric.options.length === metrics.length) return;
    const chosen = this.metric.value || "firstPlayer";
    this.metric.replaceChildren(...metrics.map((m) => new Option(m === "firstPlayer" ? "seat 1's edge" : m, m)));
    this.metric.value = metrics.includes(chosen) ? chosen : "firstPlayer";
  }

  clear(): void {
    this.runs.stop();
    this.last = undefined;
    this.results.replaceChildren();
    this.status.textContent = "";
  }

  private variantB(): CompareSide | string {
    const chosen = this.source.value === SAVED ? this.saved : { text: examples[this.source.value] ?? "", overrides: {} };
    if (!chosen) return "save a version as B first (the button beside), or pick an example";
    const result = compile(chosen.text, { fileName: "B.risk", overrides: chosen.overrides, loadVariant: bundledVariantLoader() });
    return result.ir ? { ...chosen, ir: result.ir } : `B has ${result.diagnostics.filter((d) => d.severity === "error").length} errors`;
  }

  private async compare(): Promise<void> {
    const a = this.ir;
    const sideB = this.variantB();
    const settings = this.sim.settings();
    if (!a) return void (this.status.textContent = "A, the editor's text, has errors");
    if (typeof sideB === "string") return void (this.status.textContent = sideB);
    if (typeof settings === "string") return void (this.status.textContent = settings);
    const b = sideB.ir;
    if (settings.players < b.players.min || settings.players > b.players.max)
      return void (this.status.textContent = `B plays ${b.players.min}..${b.players.max} players, not ${settings.players}`);
    const differs = whatDiffers({ ...this.current(), ir: a }, sideB);
    this.run.disabled = true;
    this.status.textContent = "0 pairs";
    try {
      const job = { ...jobFor(a, settings), versus: { variant: b, seed: settings.seed } };
      const pairs = await this.runs.run<PairSummary>(
        job,
        mergePairSummaries,
        (done) => (this.status.textContent = `${done} / ${settings.games} pairs`),
      );
      if (!pairs) return;
      const labelB = this.source.value === SAVED ? "the saved version" : this.source.value;
      this.last = { pairs, labelB, differs };
      this.status.textContent = `${pairs.pairs.games} paired games`;
      this.show();
    } catch (error) {
      this.status.textContent = `compare failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      this.run.disabled = false;
    }
  }

  /** The last run's report, its verdict on the chosen metric, B named by what differs. */
  private show(): void {
    if (!this.last) return;
    const { pairs, labelB, differs } = this.last;
    const report = compareReport(pairs, { labelA: "the editor's text", labelB, metric: this.metric.value || "firstPlayer" });
    const chosen = report.differences.find((d) => d.metric === report.metric)!;
    const name =
      differs.length === 0 ? "B (the same text and values)" : `B (${differs[0]}${differs.length > 1 ? `, and ${differs.length - 1} more` : ""})`;
    this.results.replaceChildren(
      h("p", { class: "verdict", "data-testid": "verdict" }, verdictLine(chosen, name)),
      h(
        "div",
        { class: "what-differs" },
        `A is the editor's text; B is ${labelB}. `,
        differs.length === 0 ? "They are the same variant with the same values: any difference is chance." : "What differs in B:",
        ...(differs.length ? [h("ul", { "data-testid": "what-differs" }, ...differs.map((d) => h("li", {}, d)))] : []),
      ),
      h("div", { class: "charts" }, ...differenceCharts(report).map(svgNode)),
      textTable(
        ["metric", "A", "B", "B − A", "95% interval", ""],
        report.differences.map((d) => [...differenceCells(d), d.significant ? "*" : ""]),
        "differences",
      ),
    );
  }
}
