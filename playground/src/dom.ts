// Building the page's elements: `h` for HTML (text children are text, never markup) and `svgNode`
// for the report charts, which sim/report/svg-charts.ts writes as SVG text with every name escaped.
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** An SVG chart from its markup (parsed as XML: it holds no script and no external reference). */
export function svgNode(markup: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  return document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
}

/** A table of text cells. */
export function textTable(head: string[], rows: string[][], className: string): HTMLTableElement {
  return h(
    "table",
    { class: className },
    h("tr", {}, ...head.map((c) => h("th", {}, c))),
    ...rows.map((r) => h("tr", {}, ...r.map((c) => h("td", {}, c)))),
  );
}
