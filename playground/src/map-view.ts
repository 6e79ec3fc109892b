// The map beside the editor, drawn by the same code as `riskc map --svg` and the HTML reports
// (maps/draw-map.ts): regions coloured by group with a legend, sea routes, one-way links, names
// that do not overlap. One state of the switches is drawn (Y7: the start's, or as the user flips
// them; a territory off the board greyed in its place). Clicking a territory asks the editor to
// jump to its definition. In "watch one game" mode the regions take their owner's colour and the
// dots their armies. While the text cannot be read (a syntax error), the last good map stays,
// dimmed and marked out of date.
import { mapInState, type MapModel } from "../../language/index.js";
import { drawMap, MAP_HEIGHT, MAP_WIDTH, type MapDrawing, type MapPicture } from "../../maps/index.js";
import { seatColours } from "../../sim/report/index.js";
import { svgNode } from "./dom.js";

export { seatColours };

/** Whether two maps have the same structure (so the drawing can be kept while typing). */
function structureKey(map: MapModel): string {
  return JSON.stringify([map.territories.map((t) => [t.name, t.group, t.at]), map.groups, map.borders, map.links, map.entries, map.switches]);
}

export class MapView {
  private map: MapModel = { territories: [], groups: [], borders: [], links: [], entries: [], switches: [] };
  private key = "";
  private states: boolean[] = [];
  private shown = { territories: 0, borders: 0 };
  private svg: SVGSVGElement | undefined;
  private readonly staleNote: HTMLElement;
  /** The group colours of the drawing, to go back to after a game. */
  private groupFills: string[] = [];
  private lastDrawing: MapDrawing | undefined;
  private backdrop: { href: string; opacity: number } | undefined;
  /** While the map editor is on, clicks edit the map instead of finding a territory in the text. */
  editing = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly onSelect: (territory: string) => void,
  ) {
    this.staleNote = document.createElement("div");
    this.staleNote.className = "map-stale";
    this.staleNote.textContent = "out of date: the text has a syntax error; this is the last map that could be read";
    this.staleNote.hidden = true;
    container.classList.add("map-view");
  }

  /** A new map: the switches go back to their states at the start. `stale`: the text could not be read, keep the last map. */
  setMap(map: MapModel, stale = false): void {
    this.container.classList.toggle("stale", stale && this.key !== "");
    this.staleNote.hidden = !(stale && this.key !== "");
    if (stale && this.key !== "") return;
    const key = structureKey(map);
    if (key === this.key) return;
    this.key = key;
    this.map = map;
    this.states = map.switches.map((s) => s.initial);
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

  /** The picture the drawing is made from, in the current states of the switches. */
  picture(): MapPicture {
    const inState = mapInState(this.map, this.states);
    return {
      territories: this.map.territories.map((t, i) => {
        const entries = this.map.entries.filter((e) => e.territories.includes(i)).map((e) => e.name);
        return { ...t, ...(inState.present[i] ? {} : { absent: true }), ...(entries.length ? { entries } : {}) };
      }),
      groups: this.map.groups,
      borders: inState.borders,
      links: inState.links,
    };
  }

  private render(): void {
    const picture = this.picture();
    this.shown = { territories: picture.territories.filter((t) => !t.absent).length, borders: picture.borders.length + picture.links.length };
    const drawing = drawMap(picture, { idPrefix: "playground-map", label: "map of the variant" });
    this.lastDrawing = drawing;
    this.svg = svgNode(drawing.svg);
    if (this.backdrop) {
      // The designer's own board under the regions, to trace over (a local file, never uploaded).
      const image = document.createElementNS("http://www.w3.org/2000/svg", "image");
      for (const [k, v] of Object.entries({
        href: this.backdrop.href,
        x: 0,
        y: 0,
        width: MAP_WIDTH,
        height: MAP_HEIGHT,
        preserveAspectRatio: "none",
        class: "backdrop",
      }))
        image.setAttribute(k, String(v));
      this.svg.querySelector("rect.sea")?.after(image);
      this.svg.querySelector("g.regions")?.setAttribute("fill-opacity", String(1 - this.backdrop.opacity));
    }
    this.container.replaceChildren(this.svg, this.staleNote);
    this.groupFills = [...this.svg.querySelectorAll<SVGPathElement>("path.region")].map((p) => p.getAttribute("fill") ?? "");
    for (const node of this.svg.querySelectorAll<SVGElement>("g.territory, path.region")) {
      const name = node.dataset["territory"]!;
      node.addEventListener("click", () => {
        if (!this.editing) this.onSelect(name);
      });
      node.addEventListener("keydown", (e) => {
        if ((e as KeyboardEvent).key === "Enter") this.onSelect(name);
      });
    }
  }

  /** The drawing shown: its points, regions and labels (the map editor reads where territories are). */
  get drawing(): MapDrawing | undefined {
    return this.lastDrawing;
  }

  /** The drawn SVG element, for pointer positions. */
  get element(): SVGSVGElement | undefined {
    return this.svg;
  }

  /** An image (an object URL) under the map, `opacity` of it showing through the regions; undefined removes it. */
  setBackdrop(backdrop: { href: string; opacity: number } | undefined): void {
    this.backdrop = backdrop;
    if (this.key !== "") this.render();
  }

  /** Show a moment of a game: owners' colours and army counts (and its switches); null returns to the group colours. */
  showGame(owner: readonly number[] | null, armies: readonly number[] | null, switches?: readonly boolean[]): void {
    if (switches) this.setSwitchStates(switches);
    if (!this.svg) return;
    // The regions show owners now: the groups' legend would mislead.
    const legend = this.svg.querySelector<SVGGElement>("g.legend");
    if (legend) legend.style.display = owner ? "none" : "";
    const regions = [...this.svg.querySelectorAll<SVGPathElement>("path.region")];
    const counts = [...this.svg.querySelectorAll<SVGTextElement>("g.territory text.armies")];
    regions.forEach((region, i) => {
      if (!owner || !armies) {
        region.setAttribute("fill", this.groupFills[i]!);
        counts[i]!.textContent = "";
      } else if (owner[i]! < 0) {
        // Nobody's: an empty territory (E9) or one off the board (Y7).
        region.setAttribute("fill", "#ffffff");
        counts[i]!.textContent = "";
      } else {
        region.setAttribute("fill", seatColours[owner[i]! % seatColours.length]!);
        counts[i]!.textContent = String(armies[i]);
      }
    });
  }
}
