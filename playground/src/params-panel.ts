// The parameters panel: every `param` of the variant with its type, range and default, and an
// input for its value. A change applies like `--set name=value`: the text is compiled again with
// the values given (the same checks: a value out of range is a problem in the list), and the
// simulation, the map and A/B compare use them. Reset goes back to the file's defaults. Each
// parameter shows what the file says of it (its comment, and its `assumed:` note apart); a value
// changed from the default is highlighted, and one out of range is explained beside its box.
import type { Variant } from "../../compiler/index.js";
import { h } from "./dom.js";
import type { ParamNote } from "./param-text.js";

type Param = Variant["params"][number];

export class ParamsPanel {
  private overrides: Record<string, string> = {};
  private params: Param[] = [];
  private notes: Record<string, ParamNote> = {};
  private readonly body = h("div", { class: "params-body" });
  private readonly reset = h("button", {}, "Reset to defaults");

  constructor(
    container: HTMLElement,
    private readonly onChange: (overrides: Record<string, string>) => void,
  ) {
    container.append(h("div", { class: "caption" }, "Parameters (applied like --set) ", this.reset), this.body);
    this.reset.addEventListener("click", () => {
      this.overrides = {};
      this.onChange({});
      this.render();
    });
  }

  /** The values given, as `--set` would write them (empty: the file's defaults). */
  get values(): Readonly<Record<string, string>> {
    return this.overrides;
  }

  describe(): string {
    return Object.entries(this.overrides)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ");
  }

  /** Forget the value given for one parameter (its default became that value). */
  forget(name: string): void {
    if (this.overrides[name] === undefined) return;
    delete this.overrides[name];
    this.onChange({ ...this.overrides });
    this.render();
  }

  /** Forget the values given (another example: its parameters are others). */
  clear(): void {
    this.overrides = {};
    this.params = [];
    this.render();
  }

  /** The compiled variant's parameters (kept while the text has errors), and what the file says of each. */
  setParams(params: readonly Param[] | undefined, notes: Record<string, ParamNote> = this.notes): void {
    if (!params) return;
    const key = JSON.stringify([params.map((p) => [p.name, p.type, p.range, p.default]), notes]);
    const same = key === JSON.stringify([this.params.map((p) => [p.name, p.type, p.range, p.default]), this.notes]);
    this.params = [...params];
    this.notes = notes;
    // Values for parameters the text no longer has are dropped.
    for (const name of Object.keys(this.overrides)) if (!params.some((p) => p.name === name)) delete this.overrides[name];
    if (!same) this.render();
  }

  private set(name: string, value: string, fallback: string): void {
    if (value === fallback) delete this.overrides[name];
    else this.overrides[name] = value;
    this.onChange({ ...this.overrides });
    this.render();
  }

  /** A value's problem in words (out of range, not a whole number), or "" when the value is fine. */
  static problemOf(p: Param, value: string): string {
    if (p.type !== "int") return "";
    const range = p.range ? `${p.name} takes a whole number from ${p.range[0]} to ${p.range[1]}` : `${p.name} takes a whole number`;
    if (!/^-?\d+$/.test(value)) return `${value === "" ? "no value" : `"${value}" is not a whole number`}: ${range}`;
    const v = Number(value);
    if (p.range && v < p.range[0]) return `${v} is less than ${p.range[0]}, the least ${p.name} can be (${p.range[0]} to ${p.range[1]})`;
    if (p.range && v > p.range[1]) return `${v} is more than ${p.range[1]}, the most ${p.name} can be (${p.range[0]} to ${p.range[1]})`;
    return "";
  }

  private render(): void {
    if (this.params.length === 0) {
      this.body.replaceChildren(h("p", { class: "note" }, "This variant has no parameters."));
      return;
    }
    const rows = this.params.map((p) => {
      const current = this.overrides[p.name] ?? String(p.default);
      let input: HTMLInputElement | HTMLSelectElement;
      let type: string;
      if (p.type === "int") {
        type = p.range ? `int in ${p.range[0]}..${p.range[1]}` : "int";
        input = h("input", { type: "number", value: current, step: "1", ...(p.range ? { min: String(p.range[0]), max: String(p.range[1]) } : {}) });
        input.addEventListener("change", () => this.set(p.name, input.value.trim(), String(p.default)));
      } else if (p.type === "bool") {
        type = "bool";
        const box = h("input", { type: "checkbox" });
        box.checked = current === "true";
        box.addEventListener("change", () => this.set(p.name, String(box.checked), String(p.default)));
        input = box;
      } else {
        type = p.type.choice.join(" | ");
        const select = h("select", {});
        for (const choice of p.type.choice) select.append(new Option(choice, choice, false, choice === current));
        select.addEventListener("change", () => this.set(p.name, select.value, String(p.default)));
        input = select;
      }
      input.setAttribute("data-param", p.name);
      input.setAttribute("aria-label", `parameter ${p.name}`);
      const changed = this.overrides[p.name] !== undefined;
      const problem = changed ? ParamsPanel.problemOf(p, current) : "";
      const note = this.notes[p.name];
      const about = h(
        "td",
        { class: "param-note" },
        ...(problem ? [h("div", { class: "param-problem", role: "alert", "data-problem": p.name }, problem)] : []),
        ...(note?.description ? [h("div", {}, note.description)] : []),
        ...(note?.assumed ? [h("div", { class: "assumed", "data-assumed": p.name }, note.assumed)] : []),
      );
      return h(
        "tr",
        { class: `${changed ? "changed" : ""}${problem ? " out-of-range" : ""}`.trim(), "data-row": p.name },
        h("td", {}, p.name),
        h("td", {}, type),
        h("td", {}, String(p.default)),
        h("td", {}, input),
        about,
      );
    });
    this.body.replaceChildren(
      h(
        "table",
        { class: "params" },
        h("tr", {}, h("th", {}, "param"), h("th", {}, "type"), h("th", {}, "default"), h("th", {}, "value"), h("th", {}, "what it is")),
        ...rows,
      ),
    );
  }
}
