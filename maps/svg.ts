// SVG as text, with every text and attribute escaped: what the map drawing and the reports' charts
// are written with (no DOM, so the same code runs in Node, a page and a worker).

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type Attrs = Record<string, string | number>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");

/** An element; `inner` is markup (already escaped), none for an empty element. */
export const tag = (name: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;

/** A text element holding `content`, escaped. */
export const textTag = (a: Attrs, content: string) => tag("text", a, escapeXml(content));

/** A number rounded to hundredths, as SVG coordinates are written. */
export const n2 = (x: number) => Math.round(x * 100) / 100;
