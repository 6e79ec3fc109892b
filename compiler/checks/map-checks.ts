// C1/R1/Y1 map checks: groups partition the territories, attributes are set and typed, the map
// is connected, the map has territories at all, and `instead` has a parent's map to replace.
import type * as A from "../ast.js";
import { didYouMean, showName } from "../diagnostics/suggest.js";
import { colourOf } from "../ir/index.js";
import { checkLiteral } from "../value-types.js";
import type { CheckContext } from "./context.js";

function checkTerritoryAttributes(ctx: CheckContext): void {
  const { attributes } = ctx.symbols;
  for (const { decl } of ctx.symbols.territoryList) {
    const given = new Map<string, A.TerritoryAttr>();
    for (const attr of decl.attrs) {
      const declared = attributes.get(attr.name.text);
      if (!declared) {
        ctx.report("unknownAttribute", attr.name.span, [attr.name.text], didYouMean(attr.name.text, attributes.keys()));
        continue;
      }
      const first = given.get(attr.name.text);
      if (first) ctx.report("duplicateAttribute", attr.name.span, [attr.name.text], { labels: [{ span: first.span, message: "first set here" }] });
      given.set(attr.name.text, attr);
      // A number or true-or-false value may name a parameter of that type, so `--set` can change it.
      const param = attr.value.kind === "Word" ? ctx.symbols.params.get(attr.value.value) : undefined;
      if (param && declared.type.kind !== "choice" && param.type.kind === declared.type.kind) {
        ctx.symbols.references.push({ span: attr.value.span, target: { kind: "param", name: attr.value.value as string } });
        continue;
      }
      checkLiteral(attr.value, declared.type, undefined, ctx.report, { code: "badAttributeValue", name: attr.name.text });
    }
    for (const [name, declared] of attributes) {
      if (!given.has(name) && !declared.decl.fallback) ctx.report("missingAttribute", decl.name.span, [decl.name.text, name]);
    }
  }
}

function checkGroups(ctx: CheckContext): void {
  const { groupList, territoryList } = ctx.symbols;
  for (const g of groupList) {
    g.decl.attrs.forEach((a, i) => {
      const isColour = a.name.text === "colour" || a.name.text === "color";
      if (!isColour || g.decl.attrs.slice(0, i).some((b) => b.name.text === "colour" || b.name.text === "color"))
        ctx.report("badGroupAttribute", a.name.span, [a.name.text]);
      else if (colourOf(a.value.text) === undefined) ctx.report("badGroupColour", a.value.span, [a.value.text]);
    });
    if (g.decl.members.length === 0) ctx.report("emptyGroup", g.decl.name.span, [g.decl.name.text]);
    if (g.decl.bonus) ctx.exprs.wantInt(g.decl.bonus, "static", "a group bonus");
  }
  for (const t of territoryList) {
    if (t.groups.length === 0) ctx.report("territoryInNoGroup", t.decl.name.span, [t.decl.name.text]);
    if (t.groups.length > 1) {
      const [a, b] = t.groups.map((i) => groupList[i]!.decl);
      ctx.report("territoryInTwoGroups", t.decl.name.span, [t.decl.name.text, a!.name.text, b!.name.text], {
        labels: [
          { span: a!.name.span, message: "listed here" },
          { span: b!.name.span, message: "and here" },
        ],
      });
    }
  }
}

/** Connected components over borders and links taken both ways: a piece no attack can reach. */
function checkConnected(ctx: CheckContext): void {
  const n = ctx.symbols.territoryList.length;
  if (n < 2 || ctx.symbols.unresolvedBorders) return;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  // Switch borders count: a territory reachable in some state of the switches is reachable.
  const all = [...ctx.symbols.borders, ...ctx.symbols.switches.flatMap((s) => [...s.on.borders, ...s.off.borders])];
  for (const b of all) {
    neighbours[b.a]!.push(b.b);
    neighbours[b.b]!.push(b.a);
  }
  const component = new Array<number>(n).fill(-1);
  let pieces = 0;
  for (let start = 0; start < n; start++) {
    if (component[start] !== -1) continue;
    const stack = [start];
    component[start] = pieces;
    while (stack.length) {
      const t = stack.pop()!;
      for (const u of neighbours[t]!) if (component[u] === -1) ((component[u] = pieces), stack.push(u));
    }
    pieces++;
  }
  if (pieces > 1) {
    const stray = ctx.symbols.territoryList[component.findIndex((c) => c !== 0)]!.decl;
    const home = ctx.symbols.territoryList[0]!.decl;
    ctx.report("disconnectedMap", stray.name.span, [pieces, showName(stray.name.text), showName(home.name.text)], {
      help: "add a border (`A -- B`) that joins the pieces",
    });
  }
}

function checkLinks(ctx: CheckContext): void {
  const twoWay = new Set(ctx.symbols.borders.filter((b) => !b.oneWay).map((b) => `${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`));
  for (const b of ctx.symbols.borders) {
    if (!b.oneWay || !twoWay.has(`${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`)) continue;
    const name = (i: number) => showName(ctx.symbols.territoryList[i]!.decl.name.text);
    ctx.report("linkDuplicatesBorder", b.span, [name(b.a), name(b.b)]);
  }
}

/** Maps the engine can play in reasonable time: see RISK3012 (the bench plays a 4,200-territory grid). */
export const MAX_TERRITORIES = 10_000;

export function checkMap(map: A.MapDecl, ctx: CheckContext): void {
  if (map.insteadSpan && !ctx.symbols.file.parent) ctx.report("insteadWithoutParent", map.insteadSpan);
  if (ctx.symbols.territoryList.length < 2) {
    ctx.report("noTerritories", map.span);
    return;
  }
  if (ctx.symbols.territoryList.length > MAX_TERRITORIES) {
    const last = ctx.symbols.territoryList[MAX_TERRITORIES]!.decl;
    ctx.report("mapTooLarge", map.span.source === last.span.source ? last.name.span : map.span, [ctx.symbols.territoryList.length, MAX_TERRITORIES]);
  }
  checkTerritoryAttributes(ctx);
  checkGroups(ctx);
  checkConnected(ctx);
  checkLinks(ctx);
}
