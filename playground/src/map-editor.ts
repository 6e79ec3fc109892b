// The map editor: with "Edit the map" on, gestures on the map edit the text (maps/map-edits.ts),
// each as one undoable edit of the editor, formatted like `riskc fmt`, comments kept. Move: drag a
// territory (writes `at x y`; on a map without positions the first drag writes every territory's
// place as drawn). Borders: click two territories to add or remove the border between them. Add:
// click the map where the new territory goes. Rename, Delete, Group (to the chosen group): click a
// territory. Bonus: set the chosen group's bonus. A background image of the designer's own board
// can be put under the map to trace over; it stays in the page and is never uploaded.
import { formatRisk, type CompileOptions } from "../../compiler/index.js";
import { applyEdits, mapEdits, type MapEdit } from "../../maps/index.js";
import { h } from "./dom.js";
import { examples } from "./examples.js";
import type { MapView } from "./map-view.js";

type Tool = "move" | "border" | "add" | "rename" | "delete" | "group";

const TOOLS: readonly [Tool, string, string][] = [
  ["move", "Move", "drag a territory to its place"],
  ["border", "Borders", "click two territories: adds the border, or takes it out"],
  ["add", "Add", "click the map where the new territory goes"],
  ["rename", "Rename", "click a territory to give it the name above"],
  ["delete", "Delete", "click a territory to take it out"],
  ["group", "Group", "click a territory to move it to the chosen group"],
];

/** The text edits of the editor: read the text, and replace it (the part that changed) as one undoable edit. */
export interface TextAccess {
  text(): string;
  replace(text: string): void;
}

/** `extends "classic"` finds the bundled variants, as the compile worker does. */
const options: CompileOptions = {
  fileName: "playground.risk",
  loadVariant: (name) => {
    const file = name.endsWith(".risk") ? name : `${name}.risk`;
    const found = examples[file];
    return found === undefined ? undefined : { fileName: `variants/${file}`, text: found };
  },
};

/** The first position where `a` and `b` differ, and the last (from their ends): the one edit that turns a into b. */
export function changedPart(a: string, b: string): { start: number; end: number; text: string } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) [endA, endB] = [endA - 1, endB - 1];
  return { start, end: endA, text: b.slice(start, endB) };
}

export class MapEditor {
  private tool: Tool = "move";
  private first: string | undefined;
  private readonly status = h("span", { class: "status", "data-testid": "map-editor-status" });
  private readonly name = h("input", { type: "text", name: "territory-name", placeholder: "name", "aria-label": "territory name", size: "14" });
  private readonly group = h("select", { name: "group", "aria-label": "group" });
  private readonly bonus = h("input", { type: "number", name: "bonus", min: "0", value: "2", "aria-label": "bonus", style: "width:4em" });
  private readonly on = h("input", { type: "checkbox", name: "edit-map" });
  private readonly bar: HTMLElement;
  private added = 0;

  /** `map`: the map's element (the toolbar goes above it); `view`: what is drawn in it. */
  constructor(
    private readonly map: HTMLElement,
    private readonly view: MapView,
    private readonly textAccess: TextAccess,
  ) {
    const tools = TOOLS.map(([tool, label, title]) => {
      const radio = h("input", { type: "radio", name: "map-tool", value: tool, title });
      radio.checked = tool === this.tool;
      radio.addEventListener("change", () => {
        this.tool = tool;
        this.select(undefined);
        this.say(title);
      });
      return h("label", { title }, radio, ` ${label}`);
    });
    const setBonus = h("button", { title: "give the chosen group this bonus" }, "Set bonus");
    setBonus.addEventListener("click", () => void this.apply({ kind: "set-bonus", group: this.group.value, bonus: Number(this.bonus.value) }));
    const image = h("input", { type: "file", name: "background-image", accept: "image/*", hidden: "" });
    const pickImage = h("button", { title: "an image of your board under the map, to trace over (stays on this computer)" }, "Background…");
    const opacity = h("input", { type: "range", min: "0", max: "1", step: "0.05", value: "0.5", "aria-label": "background image strength" });
    let href: string | undefined;
    pickImage.addEventListener("click", () => image.click());
    image.addEventListener("change", () => {
      const file = image.files?.[0];
      if (!file) return;
      if (href) URL.revokeObjectURL(href);
      href = URL.createObjectURL(file);
      view.setBackdrop({ href, opacity: Number(opacity.value) });
    });
    opacity.addEventListener("input", () => href && view.setBackdrop({ href, opacity: Number(opacity.value) }));
    this.bar = h(
      "div",
      { class: "map-tools", hidden: "" },
      ...tools,
      this.name,
      this.group,
      this.bonus,
      setBonus,
      pickImage,
      image,
      opacity,
      this.status,
    );
    map.before(h("div", { class: "map-editor", "data-testid": "map-editor" }, h("label", {}, this.on, " Edit the map"), this.bar));
    this.on.addEventListener("change", () => {
      view.editing = this.on.checked;
      this.bar.hidden = !this.on.checked;
      this.select(undefined);
    });
    this.listen();
  }

  /** The groups to choose from, after each compile. */
  setGroups(names: readonly string[]): void {
    const chosen = this.group.value;
    this.group.replaceChildren(...names.map((n) => new Option(n, n)));
    if (names.includes(chosen)) this.group.value = chosen;
  }

  private say(message: string): void {
    this.status.textContent = message;
  }

  /** The territory chosen first for a border, drawn with a thick outline. */
  private select(name: string | undefined): void {
    this.first = name;
    for (const region of this.view.element?.querySelectorAll<SVGPathElement>("path.region") ?? []) {
      const chosen = name !== undefined && region.dataset["territory"] === name;
      region.setAttribute("stroke", chosen ? "#000" : "#ffffff");
      region.setAttribute("stroke-width", chosen ? "4" : "1.2");
    }
  }

  /** A point of the page in the drawing's coordinates. */
  private pointOf(event: PointerEvent | MouseEvent): [number, number] | undefined {
    const svg = this.view.element;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return undefined;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return [p.x, p.y];
  }

  /**
   * Drawing coordinates → the variant's: the drawing places `at x y` positions by one scale and
   * shift on both axes, found from the two territories farthest apart; without positions, the
   * drawing's own coordinates are the variant's from now on.
   */
  private variantPoint([x, y]: [number, number]): [number, number] {
    const sites = this.view.drawing?.regions.sites ?? [];
    const placed = this.view.picture().territories.flatMap((t, i) => (t.at ? [{ at: t.at, site: sites[i]! }] : []));
    if (placed.length < 2 || placed.length < this.view.picture().territories.length) return [x, y];
    const byX = [...placed].sort((a, b) => a.at[0] - b.at[0]);
    const byY = [...placed].sort((a, b) => a.at[1] - b.at[1]);
    const [lo, hi] =
      byX[byX.length - 1]!.at[0] - byX[0]!.at[0] >= byY[byY.length - 1]!.at[1] - byY[0]!.at[1] ? [byX[0]!, byX.at(-1)!] : [byY[0]!, byY.at(-1)!];
    const axis = lo === byX[0] ? 0 : 1;
    const scale = (hi.site[axis] - lo.site[axis]) / (hi.at[axis] - lo.at[axis] || 1);
    return [lo.at[0] + (x - lo.site[0]) / scale, lo.at[1] + (y - lo.site[1]) / scale];
  }

  /** A drag: every territory's place when some have none (the drawing's), the dragged one at `to`. */
  private moveEdit(name: string, to: [number, number]): MapEdit {
    const picture = this.view.picture();
    const sites = this.view.drawing?.regions.sites ?? [];
    if (picture.territories.every((t) => t.at)) return { kind: "place", positions: [{ territory: name, at: this.variantPoint(to) }] };
    return {
      kind: "place",
      positions: picture.territories.map((t, i) => ({ territory: t.name, at: t.name === name ? to : (sites[i] as [number, number]) })),
    };
  }

  private listen(): void {
    const [view, root] = [this.view, this.map];
    let drag: { name: string; node: SVGGElement; from: [number, number]; start: [number, number] } | undefined;
    root.addEventListener("pointerdown", (event) => {
      if (!view.editing || this.tool !== "move") return;
      const node = (event.target as Element).closest<SVGGElement>("g.territory");
      const at = this.pointOf(event);
      if (!node || !at) return;
      const match = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(node.getAttribute("transform") ?? "");
      drag = { name: node.dataset["territory"]!, node, from: at, start: match ? [Number(match[1]), Number(match[2])] : at };
      (event.target as Element).setPointerCapture?.(event.pointerId);
      event.preventDefault();
    });
    root.addEventListener("pointermove", (event) => {
      const at = drag && this.pointOf(event);
      if (!drag || !at) return;
      drag.node.setAttribute("transform", `translate(${drag.start[0] + at[0] - drag.from[0]} ${drag.start[1] + at[1] - drag.from[1]})`);
    });
    root.addEventListener("pointerup", (event) => {
      const at = drag && this.pointOf(event);
      const done = drag;
      drag = undefined;
      if (!done || !at) return;
      const to: [number, number] = [done.start[0] + at[0] - done.from[0], done.start[1] + at[1] - done.from[1]];
      if (Math.hypot(to[0] - done.start[0], to[1] - done.start[1]) < 1) return;
      void this.apply(this.moveEdit(done.name, to));
    });
    root.addEventListener("click", (event) => {
      if (!view.editing || this.tool === "move") return;
      const name = (event.target as Element).closest<SVGElement>("[data-territory]")?.dataset["territory"];
      if (this.tool === "add") {
        const at = this.pointOf(event);
        if (!at) return;
        const territory = this.name.value.trim() || `New territory ${++this.added}`;
        const place = this.view.picture().territories.every((t) => t.at) ? this.variantPoint(at) : undefined;
        void this.apply({ kind: "add-territory", name: territory, group: this.group.value, ...(place ? { at: place } : {}) });
        return;
      }
      if (!name) return;
      if (this.tool === "border") {
        if (this.first === undefined || this.first === name) {
          this.select(name);
          this.say(`${name}: now click the other territory`);
          return;
        }
        const a = this.first;
        this.select(undefined);
        void this.apply({ kind: "border", a, b: name });
      } else if (this.tool === "rename") {
        const to = this.name.value.trim();
        if (!to) this.say("type the new name first");
        else void this.apply({ kind: "rename-territory", from: name, to });
      } else if (this.tool === "delete") void this.apply({ kind: "delete-territory", name });
      else void this.apply({ kind: "assign-group", territory: name, group: this.group.value });
    });
  }

  /** Make the edit in the editor's text, formatted, as one undoable edit; or say why not. */
  async apply(edit: MapEdit): Promise<void> {
    const text = this.textAccess.text();
    const result = mapEdits(text, edit, options);
    if ("error" in result) {
      this.say(result.error);
      return;
    }
    let next = applyEdits(text, result.edits);
    try {
      next = await formatRisk(next);
    } catch {
      // A text the formatter cannot read stays as edited; its problems show as usual.
    }
    if (next !== text) this.textAccess.replace(next);
    this.say(describe(edit));
  }
}

function describe(edit: MapEdit): string {
  switch (edit.kind) {
    case "place":
      return edit.positions.length === 1 ? `moved ${edit.positions[0]!.territory}` : `placed ${edit.positions.length} territories`;
    case "border":
      return `toggled the border ${edit.a} – ${edit.b}`;
    case "add-territory":
      return `added ${edit.name} to ${edit.group}`;
    case "rename-territory":
      return `renamed ${edit.from} to ${edit.to}`;
    case "delete-territory":
      return `deleted ${edit.name}`;
    case "assign-group":
      return `moved ${edit.territory} to ${edit.group}`;
    case "set-bonus":
      return `${edit.group}: bonus ${edit.bonus}`;
  }
}
