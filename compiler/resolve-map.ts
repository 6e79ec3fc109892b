// The map's symbol tables: territories, groups, borders and switches (C1, Y1, Y7). Reports what
// the tables cannot hold: names defined twice, borders that join nothing or repeat another.
import type * as A from "./ast.js";
import type { Report } from "./diagnostics/diagnostic.js";
import { didYouMean, showName } from "./diagnostics/suggest.js";
import type { BorderSymbol, GroupSymbol, Symbols, SwitchSymbol, TerritorySymbol } from "./symbols.js";

export type MapSymbols = Pick<Symbols, "territories" | "territoryList" | "groups" | "groupList" | "borders" | "switches" | "unresolvedBorders">;

/** A territory named in the rules: its symbol, or a report (with a suggestion) when the map has none. */
export type TerritoryLookup = (name: A.Name) => TerritorySymbol | undefined;

function territoryLookup(territories: ReadonlyMap<string, TerritorySymbol>, report: Report, references: Symbols["references"]): TerritoryLookup {
  return (name) => {
    const t = territories.get(name.text);
    if (!t) report("unknownTerritory", name.span, [name.text], didYouMean(name.text, territories.keys()));
    else references.push({ span: name.span, target: { kind: "territory", name: name.text } });
    return t;
  };
}

function resolveTerritories(map: A.MapDecl | undefined, report: Report): Pick<MapSymbols, "territories" | "territoryList"> {
  const territories = new Map<string, TerritorySymbol>();
  const territoryList: TerritorySymbol[] = [];
  for (const decl of map?.territories ?? []) {
    const previous = territories.get(decl.name.text);
    if (previous) {
      report("duplicateTerritory", decl.name.span, [decl.name.text], { labels: [{ span: previous.decl.name.span, message: "first defined here" }] });
      continue;
    }
    const symbol: TerritorySymbol = { index: territoryList.length, decl, groups: [] };
    territories.set(decl.name.text, symbol);
    territoryList.push(symbol);
  }
  return { territories, territoryList };
}

/** Groups, with their members looked up; each territory learns the groups that list it. */
function resolveGroups(map: A.MapDecl | undefined, report: Report, lookupTerritory: TerritoryLookup): Pick<MapSymbols, "groups" | "groupList"> {
  const groups = new Map<string, GroupSymbol>();
  const groupList: GroupSymbol[] = [];
  for (const decl of map?.groups ?? []) {
    const previous = groups.get(decl.name.text);
    if (previous) {
      report("duplicateGroup", decl.name.span, [decl.name.text], { labels: [{ span: previous.decl.name.span, message: "first defined here" }] });
      continue;
    }
    const symbol: GroupSymbol = { index: groupList.length, decl, members: [] };
    const seen = new Map<string, A.Name>();
    for (const member of decl.members) {
      const first = seen.get(member.text);
      if (first) {
        report("duplicateMember", member.span, [showName(member.text), decl.name.text], {
          labels: [{ span: first.span, message: "already listed here" }],
        });
        continue;
      }
      seen.set(member.text, member);
      const t = lookupTerritory(member);
      if (!t) continue;
      symbol.members.push(t.index);
      t.groups.push(symbol.index);
    }
    groups.set(decl.name.text, symbol);
    groupList.push(symbol);
  }
  return { groups, groupList };
}

const borderKey = (a: number, b: number, oneWay: boolean) => (oneWay ? `${a}>${b}` : `${Math.min(a, b)}-${Math.max(a, b)}`);

/**
 * The borders of the map and of its switches, in one index so that a border is never given twice
 * and `remove` finds what a parent gave.
 */
class BorderTable {
  readonly borders: BorderSymbol[] = [];
  private readonly index = new Map<string, BorderSymbol>();
  unresolved = false;

  constructor(
    private readonly report: Report,
    private readonly lookupTerritory: TerritoryLookup,
  ) {}

  /** Add (or, with `remove`, take out) the borders of one entry; `into` collects what it adds. */
  add(decl: A.BorderDecl, into: BorderSymbol[], inSwitch?: { index: number; name: string }): void {
    if (decl.remove && inSwitch) this.report("removeInSwitch", decl.span, [inSwitch.name]);
    const from = this.lookupTerritory(decl.from);
    for (const toName of decl.to) {
      const to = this.lookupTerritory(toName);
      if (!from || !to) {
        this.unresolved = true;
        continue;
      }
      const span = { ...toName.span, start: Math.min(decl.from.span.start, toName.span.start) };
      if (decl.from.span.source !== toName.span.source) span.start = toName.span.start;
      if (decl.remove) this.remove(decl, toName, borderKey(from.index, to.index, decl.oneWay), span);
      else this.addOne(decl, toName, from.index, to.index, span, into, inSwitch?.index);
    }
  }

  private remove(decl: A.BorderDecl, toName: A.Name, key: string, span: A.Span): void {
    const existing = this.index.get(key);
    if (!existing) {
      this.report("unknownBorderToRemove", span, [showName(decl.from.text), decl.oneWay ? "->" : "--", showName(toName.text)]);
      return;
    }
    this.index.delete(key);
    this.borders.splice(this.borders.indexOf(existing), 1);
  }

  private addOne(decl: A.BorderDecl, toName: A.Name, a: number, b: number, span: A.Span, into: BorderSymbol[], switchIndex?: number): void {
    if (a === b) {
      this.report("selfBorder", span, [toName.text]);
      return;
    }
    const key = borderKey(a, b, decl.oneWay);
    const existing = this.index.get(key);
    if (existing) {
      this.report("duplicateBorder", span, [showName(decl.from.text), showName(toName.text)], {
        labels: [{ span: existing.span, message: "first given here" }],
      });
      return;
    }
    const piece = decl.piece && switchIndex === undefined ? { piece: decl.piece } : {};
    const kinds = decl.kinds ? { kinds: decl.kinds } : {};
    const symbol: BorderSymbol = { a, b, oneWay: decl.oneWay, span, ...(switchIndex !== undefined ? { switchIndex } : {}), ...piece, ...kinds };
    this.index.set(key, symbol);
    into.push(symbol);
  }
}

/** Y7: switches; their borders exist only in one of the switch's two states. */
function resolveSwitches(map: A.MapDecl | undefined, report: Report, lookupTerritory: TerritoryLookup, table: BorderTable): SwitchSymbol[] {
  const switches: SwitchSymbol[] = [];
  const switchNames = new Map<string, A.SwitchDecl>();
  for (const decl of map?.switches ?? []) {
    const previous = switchNames.get(decl.name);
    if (previous) report("duplicateSwitch", decl.nameSpan, [decl.name], { labels: [{ span: previous.nameSpan, message: "first defined here" }] });
    switchNames.set(decl.name, decl);
    const symbol: SwitchSymbol = { decl, on: { territories: [], borders: [] }, off: { territories: [], borders: [] } };
    for (const item of decl.items) {
      const side = item.on ? symbol.on : symbol.off;
      if (item.border) table.add(item.border, side.borders, { index: switches.length, name: decl.name });
      else if (item.territory) {
        const t = lookupTerritory(item.territory);
        if (t) side.territories.push(t.index);
      }
    }
    switches.push(symbol);
  }
  return switches;
}

export function resolveMap(
  map: A.MapDecl | undefined,
  report: Report,
  references: Symbols["references"],
): MapSymbols & { lookupTerritory: TerritoryLookup } {
  const { territories, territoryList } = resolveTerritories(map, report);
  const lookupTerritory = territoryLookup(territories, report, references);
  const { groups, groupList } = resolveGroups(map, report, lookupTerritory);
  const table = new BorderTable(report, lookupTerritory);
  for (const decl of map?.borders ?? []) table.add(decl, table.borders);
  const switches = resolveSwitches(map, report, lookupTerritory, table);
  return { territories, territoryList, groups, groupList, borders: table.borders, switches, unresolvedBorders: table.unresolved, lookupTerritory };
}
