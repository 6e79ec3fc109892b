// A map as SVG text: regions coloured by group (or by what a caller shows on them: owners, heat),
// a dot per territory for its armies, borders across water as dashed sea routes, walls where
// regions touch without a border, one-way links as arrows, borders a piece opens (PB9) in purple
// long dashes, names that do not overlap, and a legend. `riskc map --svg`, the HTML reports and the playground all draw this; the playground
// finds its parts by their classes and `data-territory`.
import { DOT_RADIUS, placeLabels, textWidth, type Label } from "./labels.js";
import { groupColours, type MapPicture } from "./picture.js";
import { MAP_HEIGHT, MAP_WIDTH, regionsOf, type Regions, type XY } from "./regions.js";
import { escapeXml, n2, tag, textTag } from "./svg.js";

/** A colour scale for a legend: what the lightest and the darkest fill mean. */
export interface ScaleLegend {
  title: string;
  low: { colour: string; label: string };
  high: { colour: string; label: string };
}

export interface MapDrawingOptions {
  /** Per territory, a fill instead of its group's colour (owners, heat). */
  fills?: readonly (string | undefined)[];
  /** Per territory, what its dot says (armies). */
  counts?: readonly (string | undefined)[];
  /** Per territory, a line added to its tooltip (heat figures). */
  notes?: readonly (string | undefined)[];
  /** The groups' legend (the default), a colour scale's, or none. */
  legend?: "groups" | ScaleLegend | "none";
  /** The accessible name (and tooltip) of the picture. */
  label?: string;
  /** Prefix of the ids inside the picture, unique in a page with several maps. */
  idPrefix?: string;
}

export interface MapDrawing {
  svg: string;
  regions: Regions;
  labels: Label[];
  /** The picture's height (the map and its legend); its width is MAP_WIDTH. */
  height: number;
}

const SEA = "#dcebf5";
const LEGEND_ROW = 22;

function pathOf(cell: readonly XY[]): string {
  return cell.length ? `M${cell.map(([x, y]) => `${n2(x)},${n2(y)}`).join("L")}Z` : "";
}

export function drawMap(picture: MapPicture, options: MapDrawingOptions = {}): MapDrawing {
  const regions = regionsOf(picture);
  const { sites, cells, touching } = regions;
  const colours = groupColours(picture.groups);
  const territories = picture.territories;
  const id = options.idPrefix ?? "map";
  const pieceLinks = (picture.pieceBorders ?? []).map((p) => [p.from, p.to] as const);
  const neighbours = new Set([...picture.borders, ...picture.links, ...pieceLinks].flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]));
  const touches = new Set(touching.map((t) => `${t.a} ${t.b}`));
  const absent = (t: number) => territories[t]!.absent === true;
  const groupOf = (t: number) => territories[t]!.group;
  const fillOf = (t: number) => options.fills?.[t] ?? (absent(t) ? "#eeeeee" : groupOf(t) >= 0 ? colours[groupOf(t)]! : "#cccccc");

  const body: string[] = [
    tag(
      "defs",
      {},
      tag(
        "marker",
        { id: `${id}-arrow`, viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
        tag("path", { d: "M0,0L10,5L0,10z", fill: "#333" }),
      ),
    ),
    tag("rect", { class: "sea", x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT, fill: SEA }),
  ];
  body.push(
    tag(
      "g",
      { class: "regions" },
      cells
        .map((cell, t) =>
          tag("path", {
            class: absent(t) ? "region absent" : "region",
            "data-territory": territories[t]!.name,
            d: pathOf(cell),
            fill: fillOf(t),
            stroke: "#ffffff",
            "stroke-width": 1.2,
            "stroke-linejoin": "round",
            ...(absent(t) ? { "stroke-dasharray": "4 3" } : {}),
          }),
        )
        .join(""),
    ),
  );
  // Where regions of two groups touch, a darker line; where regions touch without a border, a wall.
  const edges: string[] = [];
  const walls: string[] = [];
  for (const { a, b, edge } of touching) {
    const line = { x1: n2(edge[0][0]), y1: n2(edge[0][1]), x2: n2(edge[1][0]), y2: n2(edge[1][1]) };
    if (!neighbours.has(`${a} ${b}`) && !absent(a) && !absent(b))
      walls.push(
        tag(
          "line",
          { ...line, class: "wall", stroke: "#3b3b3b", "stroke-width": 4, "stroke-linecap": "round" },
          `<title>${escapeXml(`no border: ${territories[a]!.name} – ${territories[b]!.name}`)}</title>`,
        ),
      );
    else if (groupOf(a) !== groupOf(b)) edges.push(tag("line", { ...line, class: "group-edge", stroke: "#555555", "stroke-width": 2 }));
  }
  body.push(tag("g", { class: "group-edges" }, edges.join("")), tag("g", { class: "walls" }, walls.join("")));

  // Borders whose regions do not touch cross water: a dashed sea route (around the edge of the
  // map when it spans most of it, as Alaska – Kamchatka does).
  const routes: string[] = [];
  for (const [a, b] of picture.borders) {
    if (touches.has(`${Math.min(a, b)} ${Math.max(a, b)}`)) continue;
    const title = `<title>${escapeXml(`${territories[a]!.name} – ${territories[b]!.name}`)}</title>`;
    const style = { class: "sea-route", stroke: "#35506b", "stroke-width": 1.6, "stroke-dasharray": "6 4", fill: "none" };
    const [p, q] = [sites[a]!, sites[b]!];
    if (Math.abs(p[0] - q[0]) <= MAP_WIDTH * 0.6) {
      routes.push(tag("line", { x1: n2(p[0]), y1: n2(p[1]), x2: n2(q[0]), y2: n2(q[1]), ...style }, title));
      continue;
    }
    const [west, east] = p[0] < q[0] ? [p, q] : [q, p];
    const midY = n2((west[1] + east[1]) / 2);
    routes.push(tag("path", { d: `M${n2(west[0])},${n2(west[1])}L0,${midY}M${n2(east[0])},${n2(east[1])}L${MAP_WIDTH},${midY}`, ...style }, title));
  }
  for (const [a, b] of picture.links) {
    const [p, q] = [sites[a]!, sites[b]!];
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const end: XY = [q[0] - ((q[0] - p[0]) / d) * (DOT_RADIUS + 2), q[1] - ((q[1] - p[1]) / d) * (DOT_RADIUS + 2)];
    routes.push(
      tag(
        "line",
        {
          class: "link",
          x1: n2(p[0]),
          y1: n2(p[1]),
          x2: n2(end[0]),
          y2: n2(end[1]),
          stroke: "#333",
          "stroke-width": 1.8,
          "stroke-dasharray": "2 3",
          "marker-end": `url(#${id}-arrow)`,
        },
        `<title>${escapeXml(`one way: ${territories[a]!.name} → ${territories[b]!.name}`)}</title>`,
      ),
    );
  }
  // PB9: a border a piece opens for its owner only: long dashes in purple, an arrow when one-way.
  for (const border of picture.pieceBorders ?? []) {
    const [p, q] = [sites[border.from]!, sites[border.to]!];
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const end: XY = border.oneWay ? [q[0] - ((q[0] - p[0]) / d) * (DOT_RADIUS + 2), q[1] - ((q[1] - p[1]) / d) * (DOT_RADIUS + 2)] : q;
    const [a, b] = [territories[border.from]!.name, territories[border.to]!.name];
    routes.push(
      tag(
        "line",
        {
          class: "piece-border",
          x1: n2(p[0]),
          y1: n2(p[1]),
          x2: n2(end[0]),
          y2: n2(end[1]),
          stroke: "#7b3fa0",
          "stroke-width": 2,
          "stroke-dasharray": "8 4",
          ...(border.oneWay ? { "marker-end": `url(#${id}-arrow)` } : {}),
        },
        `<title>${escapeXml(`${a} ${border.oneWay ? "→" : "–"} ${b}: only for a player with a ${border.piece} at either end`)}</title>`,
      ),
    );
  }
  body.push(tag("g", { class: "routes" }, routes.join("")));

  const dots = territories.map((t, i) => {
    const [x, y] = sites[i]!;
    const group = picture.groups[t.group]?.name ?? "no group";
    const tip = [
      `${t.name} (${group})`,
      ...(t.entries?.length ? [`next to starting point ${t.entries.join(", ")}`] : []),
      ...(options.notes?.[i] ? [options.notes[i]!] : []),
    ].join("\n");
    const inner = [
      `<title>${escapeXml(tip)}</title>`,
      ...(t.entries?.length ? [tag("circle", { class: "entry", r: DOT_RADIUS + 5, fill: "none", stroke: "#333", "stroke-dasharray": "3 3" })] : []),
      tag("circle", {
        class: "dot",
        r: DOT_RADIUS,
        fill: absent(i) ? "#f6f6f6" : "#ffffff",
        stroke: "#333",
        "stroke-width": 1.2,
        "fill-opacity": 0.9,
      }),
      textTag({ class: "armies", y: 4.5, "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: "#111" }, options.counts?.[i] ?? ""),
    ];
    return tag(
      "g",
      {
        class: absent(i) ? "territory absent" : "territory",
        "data-territory": t.name,
        "data-index": i,
        transform: `translate(${n2(x)} ${n2(y)})`,
        tabindex: 0,
      },
      inner.join(""),
    );
  });
  body.push(tag("g", { class: "territories" }, dots.join("")));

  const labels = placeLabels(
    territories.map((t) => t.name),
    sites,
    { x: 2, y: 2, width: MAP_WIDTH - 4, height: MAP_HEIGHT - 4 },
  );
  body.push(
    tag(
      "g",
      {
        class: "labels",
        "font-family": "system-ui, sans-serif",
        fill: "#111",
        stroke: "#ffffff",
        "stroke-width": 3,
        "paint-order": "stroke",
        "stroke-linejoin": "round",
        "pointer-events": "none",
      },
      labels
        .map((l) =>
          tag(
            "text",
            {
              class: "label",
              "data-territory": territories[l.territory]!.name,
              x: n2(l.x),
              y: n2(l.y),
              "text-anchor": l.anchor,
              "font-size": l.size,
              ...(absent(l.territory) ? { fill: "#888" } : {}),
            },
            l.lines.map((line, k) => (k === 0 ? escapeXml(line) : tag("tspan", { x: n2(l.x), dy: n2(l.size * 1.15) }, escapeXml(line)))).join(""),
          ),
        )
        .join(""),
    ),
  );

  const legend = legendOf(picture, colours, options.legend ?? "groups", id);
  body.push(legend.svg);
  const height = MAP_HEIGHT + legend.height;
  const label =
    options.label ?? `map${picture.title ? ` of ${picture.title}` : ""}: ${territories.length} territories, ${picture.groups.length} groups`;
  const svg = tag(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${MAP_WIDTH} ${height}`,
      class: "map",
      role: "img",
      "aria-label": label,
      "font-family": "system-ui, sans-serif",
    },
    `<title>${escapeXml(label)}</title>` + body.join(""),
  );
  return { svg, regions, labels, height };
}

function legendOf(
  picture: MapPicture,
  colours: readonly string[],
  legend: NonNullable<MapDrawingOptions["legend"]>,
  id: string,
): { svg: string; height: number } {
  if (legend === "none") return { svg: "", height: 0 };
  const top = MAP_HEIGHT + 8;
  if (legend !== "groups") {
    const gradient = tag(
      "linearGradient",
      { id: `${id}-scale`, x1: 0, x2: 1, y1: 0, y2: 0 },
      tag("stop", { offset: 0, "stop-color": legend.low.colour }) + tag("stop", { offset: 1, "stop-color": legend.high.colour }),
    );
    const inner = [
      `<defs>${gradient}</defs>`,
      textTag({ x: 10, y: top + 14, "font-size": 13, "font-weight": "bold" }, legend.title),
      textTag({ x: 10, y: top + 36, "font-size": 12 }, legend.low.label),
      tag("rect", { x: 10 + textWidth(legend.low.label, 12) + 8, y: top + 24, width: 240, height: 16, fill: `url(#${id}-scale)`, stroke: "#888" }),
      textTag({ x: 10 + textWidth(legend.low.label, 12) + 256, y: top + 36, "font-size": 12 }, legend.high.label),
    ];
    return { svg: tag("g", { class: "legend scale", "data-testid": "map-legend" }, inner.join("")), height: 52 };
  }
  const entries: string[] = [];
  let [x, y] = [10, top + 4];
  picture.groups.forEach((g, i) => {
    const text = g.bonus !== undefined ? `${g.name} +${g.bonus}` : g.name;
    const width = 18 + textWidth(text, 12) + 22;
    if (x + width > MAP_WIDTH - 10 && x > 10) [x, y] = [10, y + LEGEND_ROW];
    entries.push(
      tag(
        "g",
        { class: "legend-entry", "data-group": g.name, transform: `translate(${n2(x)} ${n2(y)})` },
        tag("rect", { width: 14, height: 14, rx: 2, fill: colours[i]!, stroke: "#555" }) + textTag({ x: 20, y: 11.5, "font-size": 12 }, text),
      ),
    );
    x += width;
  });
  return { svg: tag("g", { class: "legend groups", "data-testid": "map-legend" }, entries.join("")), height: y + LEGEND_ROW - MAP_HEIGHT };
}
