// The map beside the editor: territories as nodes coloured by group, borders as edges, one-way
// links as arrows, in one state of the switches (Y7: the start's, or as the user flips them; a
// territory off the board is not drawn). Clicking a node asks the editor to jump to its
// definition. In "watch one game" mode the nodes show their owner's colour and armies instead.
import { mapInState, type MapModel } from "./analysis.js";
import { seatColours } from "../../sim/report/index.js";
import { layoutMap, type Point } from "../../maps/index.js";

const SVG = "http://www.w3.org/2000/svg";
const groupColours = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];
export { seatColours };

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** Whether two maps have the same structure (so the layout can be kept while typing). */
function structureKey(map: MapModel): string {
  return JSON.stringify([map.territories.map((t) => [t.name, t.group, t.at]), map.borders, map.links, map.entries, map.switches]);
}

export class MapView {
  private readonly svg: SVGSVGElement;
  private map: MapModel = { territories: [], groups: [], borders: [], links: [], entries: [], switches: [] };
  private positions: Point[] = [];
  private key = "";
  /** Each territory's node (undefined while it is off the board). */
  private nodes: (SVGGElement | undefined)[] = [];
  private states: boolean[] = [];
  private shown = { territories: 0, borders: 0 };

  constructor(
    container: HTMLElement,
    private readonly onSelect: (territory: string) => void,
  ) {
    this.svg = el("svg", { viewBox: "-60 -30 1120 720", role: "img", "aria-label": "map of the variant" });
    container.append(this.svg);
  }

  /** A new map: the switches go back to their states at the start. */
  setMap(map: MapModel): void {
    const key = structureKey(map);
    if (key === this.key) return;
    this.key = key;
    this.map = map;
    this.states = map.switches.map((s) => s.initial);
    // Every territory is laid out with every border it can ever have, so that flipping a switch moves nothing.
    const everything = { ...map, borders: [...map.borders, ...map.switches.flatMap((s) => [...s.on.borders, ...s.off.borders])] };
    this.positions = layoutMap(everything, 1000 / 640);
    this.render();
  }

  /** Y7: draw the map with the switches in these states. */
  setSwitchStates(states: readonly boolean[]): void {
    if (states.length === this.states.length && states.every((s, i) => s === this.states[i])) return;
    this.states = [...states];
    this.render();
  }

  get switchStates(): readonly boolean[] {
    return this.states;
  }

  get switches(): MapModel["switches"] {
    return this.map.switches;
  }

  /** What is drawn: the territories on the board and the borders and links between them. */
  get counts(): { territories: number; borders: number } {
    return this.shown;
  }

  get territoryCount(): number {
    return this.shown.territories;
  }

  private render(): void {
    const inState = mapInState(this.map, this.states);
    this.svg.replaceChildren();
    const defs = el("defs", {});
    const marker = el("marker", {
      id: "arrow",
      viewBox: "0 0 10 10",
      refX: 22,
      refY: 5,
      markerWidth: 6,
      markerHeight: 6,
      orient: "auto-start-reverse",
    });
    marker.append(el("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: "#888" }));
    defs.append(marker);
    this.svg.append(defs);
    const at = (i: number): Point => [this.positions[i]![0] * 1000, this.positions[i]![1] * 640];
    const edges = el("g", { class: "edges" });
    this.shown = { territories: inState.present.filter(Boolean).length, borders: inState.borders.length + inState.links.length };
    for (const [a, b] of inState.borders) {
      const [p, q] = [at(a), at(b)];
      if (Math.abs(p[0] - q[0]) <= 600) {
        edges.append(el("line", { x1: p[0], y1: p[1], x2: q[0], y2: q[1], stroke: "#999", "stroke-width": 2 }));
        continue;
      }
      // A border across most of the map wraps around its edge (Alaska -- Kamchatka): two stubs.
      const [west, east] = p[0] < q[0] ? [p, q] : [q, p];
      const midY = (west[1] + east[1]) / 2;
      edges.append(el("line", { x1: west[0], y1: west[1], x2: -50, y2: midY, stroke: "#999", "stroke-width": 2, "stroke-dasharray": "4 3" }));
      edges.append(el("line", { x1: east[0], y1: east[1], x2: 1050, y2: midY, stroke: "#999", "stroke-width": 2, "stroke-dasharray": "4 3" }));
    }
    for (const [a, b] of inState.links)
      edges.append(
        el("line", {
          x1: at(a)[0],
          y1: at(a)[1],
          x2: at(b)[0],
          y2: at(b)[1],
          stroke: "#888",
          "stroke-width": 2,
          "stroke-dasharray": "6 4",
          "marker-end": "url(#arrow)",
        }),
      );
    this.svg.append(edges);
    this.nodes = this.map.territories.map((t, i) => {
      if (!inState.present[i]) return undefined;
      const [x, y] = at(i);
      const g = el("g", { class: "territory", transform: `translate(${x} ${y})`, "data-territory": t.name, tabindex: 0 });
      const colour = t.group >= 0 ? groupColours[t.group % groupColours.length]! : "#ccc";
      g.append(el("circle", { r: 16, fill: colour, stroke: "#222", "stroke-width": 1.5 }));
      // E3: a dashed ring marks a territory next to an off-board starting point.
      const entries = this.map.entries.filter((e) => e.territories.includes(i)).map((e) => e.name);
      if (entries.length > 0) g.append(el("circle", { r: 21, fill: "none", stroke: "#555", "stroke-dasharray": "3 3", class: "entry" }));
      const label = el("text", { y: 32, "text-anchor": "middle", "font-size": 18 });
      label.textContent = t.name;
      const count = el("text", { y: 6, "text-anchor": "middle", "font-size": 16, "font-weight": "bold", fill: "#fff", class: "armies" });
      g.append(label, count);
      const title = el("title", {});
      title.textContent = `${t.name} (${this.map.groups[t.group]?.name ?? "no group"})${entries.length ? ` — next to starting point ${entries.join(", ")}` : ""}`;
      g.append(title);
      g.addEventListener("click", () => this.onSelect(t.name));
      g.addEventListener("keydown", (e) => {
        if ((e as KeyboardEvent).key === "Enter") this.onSelect(t.name);
      });
      this.svg.append(g);
      return g;
    });
  }

  /** Show a moment of a game: owners' colours and army counts (and its switches); null returns to the group colours. */
  showGame(owner: readonly number[] | null, armies: readonly number[] | null, switches?: readonly boolean[]): void {
    if (switches) this.setSwitchStates(switches);
    this.nodes.forEach((g, i) => {
      if (!g) return;
      const circle = g.querySelector("circle")!;
      const count = g.querySelector(".armies")!;
      const t = this.map.territories[i]!;
      if (!owner || !armies) {
        circle.setAttribute("fill", t.group >= 0 ? groupColours[t.group % groupColours.length]! : "#ccc");
        count.textContent = "";
      } else if (owner[i]! < 0) {
        // Nobody's: an empty territory (E9) or one off the board (Y7).
        circle.setAttribute("fill", "#fff");
        count.textContent = "";
      } else {
        circle.setAttribute("fill", seatColours[owner[i]! % seatColours.length]!);
        count.textContent = String(armies[i]);
      }
    });
  }
}
