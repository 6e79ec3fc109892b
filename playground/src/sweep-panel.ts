// The sweep panel, `riskc sweep` in the page: one parameter over a range of values, every value
// played on the same seeds (the simulation panel's players, bots, games and seed, the parameters
// panel's other values), one metric drawn along it with its 95% intervals and a target band
// shaded; the table ranks the values by the band as `--target "metric in lo..hi"` does, and
// "make this the default" writes a value into the file's `param` line (one undoable edit).
import { bundledVariantLoader, compile, type Variant } from "../../compiler/index.js";
import { mergeSummaries, metricValues, parseTarget, rankPoints, reportOf, type SimulationReport, type Summary } from "../../sim/index.js";
import { curveChart, metricScale } from "../../sim/report/index.js";
import { h, svgNode } from "./dom.js";
import { jobFor, type SimPanel } from "./sim-panel.js";
import { WorkerRuns } from "./worker-runs.js";

type Param = Variant["params"][number];

/** The metrics offered: those every report has (a seat's, a side's... are added from the variant). */
const METRICS = ["firstPlayer", "stalled", "rounds.median", "rounds.mean", "leadChanges", "comeback", "eliminations", "decisiveness"];
const MAX_POINTS = 21;

export interface SweepHost {
  /** The editor's text and the parameters panel's values. */
  current(): { text: string; overrides: Record<string, string> };
  /** Write `value` as the parameter's default in the text; returns why not, or undefined when done. */
  makeDefault(name: string, value: string): string | undefined;
}

export class SweepPanel {
  private params: Param[] = [];
  private ir: Variant | undefined;
  private readonly runs = new WorkerRuns();
  private readonly param = h("select", { name: "sweep-param", "aria-label": "parameter to sweep" });
  private readonly from = h("input", { type: "number", name: "sweep-from", "aria-label": "from", step: "1" });
  private readonly to = h("input", { type: "number", name: "sweep-to", "aria-label": "to", step: "1" });
  private readonly step = h("input", { type: "number", name: "sweep-step", "aria-label": "step", min: "1", value: "1" });
  private readonly metric = h("select", { name: "sweep-metric", "aria-label": "metric" });
  private readonly low = h("input", { type: "number", name: "band-low", "aria-label": "target band, lowest", step: "any" });
  private readonly high = h("input", { type: "number", name: "band-high", "aria-label": "target band, highest", step: "any" });
  private readonly unit = h("span", { class: "unit" });
  private readonly run = h("button", { name: "run-sweep" }, "Sweep");
  private readonly cancel = h("button", { disabled: "" }, "Cancel");
  private readonly status = h("span", { class: "status", "data-testid": "sweep-status" });
  private readonly results = h("div", { class: "results sweep-results" });

  constructor(
    container: HTMLElement,
    private readonly sim: SimPanel,
    private readonly host: SweepHost,
  ) {
    container.append(
      h(
        "div",
        { "data-testid": "sweep" },
        h("div", { class: "caption" }, "Sweep one parameter (the simulation's players, bots, games and seed; the same seeds at every value)"),
        h(
          "div",
          { class: "sim-controls" },
          h("label", {}, "parameter ", this.param),
          h("label", {}, "from ", this.from),
          h("label", {}, "to ", this.to),
          h("label", {}, "step ", this.step),
        ),
        h(
          "div",
          { class: "sim-controls" },
          h("label", {}, "metric ", this.metric),
          h("label", {}, "target band ", this.low),
          h("label", {}, "to ", this.high),
          this.unit,
          this.run,
          this.cancel,
          this.status,
        ),
        this.results,
      ),
    );
    this.param.addEventListener("change", () => this.pickParam());
    this.metric.addEventListener("change", () => this.pickMetric());
    this.run.addEventListener("click", () => void this.sweep());
    this.cancel.addEventListener("click", () => this.stop("cancelled"));
  }

  setVariant(ir: Variant | undefined): void {
    this.ir = ir;
    this.run.disabled = !ir || this.runs.running;
    if (!ir) return;
    const sweepable = ir.params.filter((p) => p.type === "int" || p.type === "bool" || typeof p.type === "object");
    const key = (ps: readonly Param[]) => JSON.stringify(ps.map((p) => [p.name, p.type, p.range, p.default]));
    const metrics = [...METRICS, ...Array.from({ length: ir.players.max }, (_, i) => `seat${i + 1}`)];
    if (this.metric.options.length !== metrics.length) {
      const chosen = this.metric.value || "firstPlayer";
      this.metric.replaceChildren(...metrics.map((m) => new Option(`${m}: ${metricScale(m).label}`, m)));
      this.metric.value = metrics.includes(chosen) ? chosen : "firstPlayer";
      this.pickMetric();
    }
    if (key(sweepable) === key(this.params)) return;
    const chosen = this.param.value;
    const shape = (p: Param | undefined) => JSON.stringify(p && [p.type, p.range]);
    // A range the designer typed stays while the text is edited, unless its parameter changed shape.
    const same = shape(this.params.find((p) => p.name === chosen)) === shape(sweepable.find((p) => p.name === chosen));
    this.params = sweepable;
    this.param.replaceChildren(...sweepable.map((p) => new Option(p.name, p.name)));
    if (sweepable.some((p) => p.name === chosen)) this.param.value = chosen;
    this.run.disabled = sweepable.length === 0;
    if (sweepable.length === 0) this.status.textContent = "this variant has no parameters to sweep";
    else if (!same) this.status.textContent = "";
    if (!same) this.pickParam();
  }

  clear(): void {
    this.stop("");
    this.results.replaceChildren();
  }

  /** The chosen parameter's range around its default (at most 7 values to start with). */
  private pickParam(): void {
    const p = this.params.find((q) => q.name === this.param.value);
    const numeric = p?.type === "int";
    for (const input of [this.from, this.to, this.step]) input.disabled = !numeric;
    if (!p || !numeric) return;
    const [lo, hi] = p.range ?? [Number(p.default) - 3, Number(p.default) + 3];
    const d = Number(p.default);
    const from = Math.max(lo, Math.min(d - 3, hi - 6));
    this.from.value = String(from);
    this.to.value = String(Math.min(hi, from + 6));
    this.step.value = "1";
    for (const input of [this.from, this.to]) [input.min, input.max] = [String(lo), String(hi)];
  }

  /** A band that suits the metric: ±2% for the first-player edge, none for the others. */
  private pickMetric(): void {
    const scale = metricScale(this.metric.value);
    this.unit.textContent = scale.percent ? "%" : "";
    if (this.metric.value === "firstPlayer") [this.low.value, this.high.value] = ["-2", "2"];
    else [this.low.value, this.high.value] = ["", ""];
  }

  /** The values to try, or what is wrong with the range. */
  private values(p: Param): string[] | string {
    if (p.type === "bool") return ["false", "true"];
    if (typeof p.type === "object") return [...p.type.choice];
    const [from, to, step] = [this.from, this.to, this.step].map((i) => Number(i.value));
    if (![from, to, step].every((v) => Number.isInteger(v))) return "from, to and step are whole numbers";
    if (step! < 1) return "the step is at least 1";
    if (to! < from!) return `the range goes down (${from} > ${to})`;
    if (p.range && (from! < p.range[0] || to! > p.range[1])) return `${p.name} takes ${p.range[0]} to ${p.range[1]}, not ${from} to ${to}`;
    const values: string[] = [];
    for (let v = from!; v <= to!; v += step!) values.push(String(v));
    if (values.length > MAX_POINTS) return `${values.length} values: sweep at most ${MAX_POINTS} at a time (a larger step)`;
    return values;
  }

  /** The target band in the metric's own units (rates typed as percentages), or none. */
  private band(): [number, number] | undefined | string {
    if (this.low.value.trim() === "" && this.high.value.trim() === "") return undefined;
    const [lo, hi] = [Number(this.low.value), Number(this.high.value)];
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || this.low.value.trim() === "" || this.high.value.trim() === "")
      return "give both ends of the target band, or neither";
    if (hi < lo) return `the band goes down (${lo} > ${hi})`;
    const k = metricScale(this.metric.value).percent ? 100 : 1;
    return [lo / k, hi / k];
  }

  private stop(message: string): void {
    this.runs.stop();
    this.cancel.disabled = true;
    this.run.disabled = !this.ir;
    this.status.textContent = message;
  }

  private async sweep(): Promise<void> {
    const p = this.params.find((q) => q.name === this.param.value);
    const settings = this.sim.settings();
    const band = this.band();
    if (!p) return void (this.status.textContent = "pick a parameter");
    if (typeof settings === "string") return void (this.status.textContent = settings);
    if (typeof band === "string") return void (this.status.textContent = band);
    const values = this.values(p);
    if (typeof values === "string") return void (this.status.textContent = values);
    const { text, overrides } = this.host.current();
    const metric = this.metric.value;
    this.run.disabled = true;
    this.cancel.disabled = false;
    const reports: SimulationReport[] = [];
    try {
      for (const [i, value] of values.entries()) {
        const result = compile(text, {
          fileName: "playground.risk",
          overrides: { ...overrides, [p.name]: value },
          loadVariant: bundledVariantLoader(),
        });
        if (!result.ir) return this.stop(`${p.name}=${value}: the variant has errors there`);
        if (settings.players < result.ir.players.min || settings.players > result.ir.players.max)
          return this.stop(`${p.name}=${value} plays ${result.ir.players.min}..${result.ir.players.max} players, not ${settings.players}`);
        const job = jobFor(result.ir, settings);
        const summary = await this.runs.run<Summary>(job, mergeSummaries, (done) => {
          this.status.textContent = `${p.name}=${value}: ${done} / ${settings.games} games (${i + 1} of ${values.length} values)`;
        });
        if (!summary) return; // cancelled
        reports.push(reportOf(summary));
      }
      this.stop(`${values.length} values × ${settings.games} games`);
      this.show(p, values, reports, metric, band);
    } catch (error) {
      this.stop(`sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private show(p: Param, values: string[], reports: SimulationReport[], metric: string, band: [number, number] | undefined): void {
    const scale = metricScale(metric);
    const estimates = reports.map((r) => metricValues(r)[metric] ?? { value: NaN, ci95: [NaN, NaN] as [number, number] });
    // The band as a target clause (`metric in lo..hi`): the points ranked as `riskc sweep --target` ranks them.
    const ranked = band ? rankPoints(reports, parseTarget(`${metric} in ${band[0]}..${band[1]}`)) : undefined;
    const numeric = values.every((v) => /^-?\d+$/.test(v));
    const chart = numeric
      ? curveChart(
          [{ name: p.name, points: values.map((v, i) => ({ x: Number(v), value: estimates[i]!.value, ci95: estimates[i]!.ci95 })) }],
          p.name,
          scale.label,
          scale.format,
          band,
        )
      : undefined;
    const best = ranked?.findIndex((r) => r.rank === 1);
    const rows = values.map((v, i) => {
      const e = estimates[i]!;
      const make = h("button", { "data-value": v, title: `write ${v} as ${p.name}'s default in the text` }, "make this the default");
      make.addEventListener("click", () => {
        const problem = this.host.makeDefault(p.name, v);
        this.status.textContent = problem ?? `${p.name} = ${v} is now the default (Ctrl+Z undoes it)`;
      });
      const inBand = ranked ? (ranked[i]!.meets ? "yes" : "no") : "";
      return h(
        "tr",
        { class: `${ranked?.[i]!.meets ? "in-band" : ""}${i === best ? " best" : ""}`.trim(), "data-point": v },
        h("td", {}, v + (v === String(p.default) ? " (default)" : "")),
        h("td", {}, scale.format(e.value)),
        h("td", {}, `${scale.format(e.ci95[0])} – ${scale.format(e.ci95[1])}`),
        ...(ranked ? [h("td", {}, inBand)] : []),
        h("td", {}, make),
      );
    });
    const bestLine =
      ranked && best !== undefined && best >= 0
        ? `${ranked[best]!.meets ? "In the band" : "No value is in the band; nearest"}: ${p.name} = ${values[best]} (${scale.format(estimates[best]!.value)})`
        : "";
    this.results.replaceChildren(
      ...(bestLine ? [h("p", { class: "verdict" }, bestLine)] : []),
      ...(chart ? [h("div", { class: "charts" }, svgNode(chart))] : []),
      h(
        "table",
        { class: "sweep-points" },
        h(
          "tr",
          {},
          h("th", {}, p.name),
          h("th", {}, metric),
          h("th", {}, "95% interval"),
          ...(ranked ? [h("th", {}, "in band")] : []),
          h("th", {}, ""),
        ),
        ...rows,
      ),
    );
  }
}
