// Name resolution: the symbol tables of a (merged) variant. Reports what a table cannot hold —
// duplicates, names that resolve to nothing in the map — and leaves rule checks to checks/.
import type * as A from "./ast.js";
import { sectionsOf } from "./ast.js";
import type { Report } from "./diagnostics/diagnostic.js";
import { didYouMean, showName } from "./diagnostics/suggest.js";

export type ValueType =
  | { kind: "int" }
  | { kind: "num" }
  | { kind: "bool" }
  | { kind: "set"; of: "territories" | "groups" }
  | { kind: "choice"; choices: string[] }
  /** A word written in a formula (`hills`, `blue`): compared with a choice's value. */
  | { kind: "word"; word: string }
  /** K1: a chosen territory (a territory choice's value). */
  | { kind: "territory" }
  | { kind: "error" };

export type ParamValue = number | boolean | string;

export interface ParamSymbol {
  decl: A.ParamDecl;
  type: ValueType;
  /** The value in force: the default, or the `--set` override. */
  value: ParamValue;
}

export interface TerritorySymbol {
  index: number;
  decl: A.TerritoryDecl;
  /** Every group that lists it (more than one is an error). */
  groups: number[];
}

export interface GroupSymbol {
  index: number;
  decl: A.GroupDecl;
  members: number[];
}

export interface BorderSymbol {
  a: number;
  b: number;
  oneWay: boolean;
  span: A.Span;
  /** The switch the border belongs to (Y7), if any. */
  switchIndex?: number;
}

/** Y7: what exists while a switch is on, and while it is off. */
export interface SwitchSymbol {
  decl: A.SwitchDecl;
  on: { territories: number[]; borders: BorderSymbol[] };
  off: { territories: number[]; borders: BorderSymbol[] };
}

export interface Symbols {
  file: A.VariantFile;
  params: Map<string, ParamSymbol>;
  attributes: Map<string, { decl: A.AttributeDecl; type: ValueType }>;
  territories: Map<string, TerritorySymbol>;
  territoryList: TerritorySymbol[];
  groups: Map<string, GroupSymbol>;
  groupList: GroupSymbol[];
  /** Borders that always exist. */
  borders: BorderSymbol[];
  switches: SwitchSymbol[];
  phases: Map<string, A.PhaseDecl>;
  /** R3 secret objectives, in source order. */
  objectives: { decl: A.ObjectiveDecl; members: number[] }[];
  effectCards: Map<string, A.EffectCardDecl>;
  /** Named scores of the end rules (R12/R13). */
  scores: Map<string, Extract<A.EndStmt, { kind: "Score" }>>;
  /** E3: off-board starting points, with the territories each touches. */
  entries: Map<string, { index: number; decl: A.EntryDecl; members: number[] }>;
  /** E1: factions, in source order. */
  factions: Map<string, { index: number; decl: A.FactionDecl }>;
  /** E10/E14/F2: named counters, or resources (formulas read them like parameters). */
  counters: Map<string, { index: number; decl: A.CounterDecl }>;
  /** T1: neutral seats, in source order. */
  neutrals: A.NeutralDecl[];
  /** K1/M1: choices, in source order. */
  choices: Map<string, { index: number; decl: A.ChoiceDecl }>;
  /** The words of the choices and of the choice attributes, each with where it comes from (`terrain == hills`). */
  words: Map<string, string[]>;
  /** F3: buildings, in source order. */
  buildings: Map<string, { index: number; decl: A.BuildingDecl }>;
  /** Y2/F2: unit types (leaders among them), in source order. */
  unitTypes: Map<string, { index: number; unit?: A.UnitTypeDecl; leader?: A.LeaderDecl; nameSpan: A.Span }>;
  /** Whether some border names a territory that does not exist (then connectivity is unknown). */
  unresolvedBorders: boolean;
  /** Every place a territory or group name is used, for go-to-definition and hover. */
  references: {
    span: A.Span;
    target: { kind: "territory" | "group" | "param" | "faction" | "entry" | "counter" | "choice" | "building" | "unit"; name: string };
  }[];
}

import { QUANTITIES } from "./ir/index.js";

/**
 * A use of a name that must be in `table`: reported unknown (with a suggestion), or recorded as a
 * reference for hover and go-to-definition. Returns the entry.
 */
export function lookUpName<T>(
  symbols: Symbols,
  report: Report,
  table: ReadonlyMap<string, T>,
  name: { text: string; span: A.Span },
  kind: Symbols["references"][number]["target"]["kind"],
): T | undefined {
  const found = table.get(name.text);
  if (found === undefined) report("unknownName", name.span, [name.text], didYouMean(name.text, table.keys()));
  else symbols.references.push({ span: name.span, target: { kind, name: name.text } });
  return found;
}

/** Game quantities a formula may read (the IR defines them; checks/expressions.ts says where). */
export const quantities = QUANTITIES;
export type Quantity = (typeof QUANTITIES)[number];

export function typeOfTypeRef(t: A.TypeRef): ValueType {
  switch (t.kind) {
    case "IntType":
      return { kind: "int" };
    case "BoolType":
      return { kind: "bool" };
    case "ChoiceType":
      return { kind: "choice", choices: t.choices.map((c) => c.text) };
  }
}

export function describeType(t: ValueType): string {
  switch (t.kind) {
    case "int":
      return "a whole number";
    case "num":
      return "a number";
    case "bool":
      return "true or false";
    case "set":
      return `a set of ${t.of}`;
    case "choice":
      return `one of ${t.choices.join(" | ")}`;
    case "word":
      return `the word \`${t.word}\``;
    case "territory":
      return "a territory";
    case "error":
      return "an invalid value";
  }
}

/** Check a literal against a type; returns a message when it does not fit. */
export function literalFits(value: A.Literal, type: ValueType, range?: A.IntRange): string | undefined {
  if (type.kind === "int") {
    if (value.kind !== "Int") return `expected a whole number, found \`${String(value.value)}\``;
    if (range && (value.value < range.from || value.value > range.to)) return `${value.value} is outside ${range.from}..${range.to}`;
    return undefined;
  }
  if (type.kind === "bool") return value.kind === "Bool" ? undefined : `expected true or false, found \`${String(value.value)}\``;
  if (type.kind === "choice") {
    return value.kind === "Word" && type.choices.includes(value.value)
      ? undefined
      : `\`${String(value.value)}\` is not one of ${type.choices.join(" | ")}`;
  }
  return undefined;
}

function resolveParams(file: A.VariantFile, report: Report): Map<string, ParamSymbol> {
  const params = new Map<string, ParamSymbol>();
  for (const decl of sectionsOf(file, "Param")) {
    const name = decl.name.text;
    const previous = params.get(name);
    if (previous) {
      report("duplicateParam", decl.name.span, [name], { labels: [{ span: previous.decl.name.span, message: "first defined here" }] });
      continue;
    }
    if ((quantities as readonly string[]).includes(name)) report("paramHidesQuantity", decl.name.span, [name]);
    const type = typeOfTypeRef(decl.type);
    const reversed = decl.range !== undefined && decl.range.from > decl.range.to;
    if (reversed) report("reversedRange", decl.range!.span, [decl.range!.from, decl.range!.to]);
    const problem = reversed ? undefined : literalFits(decl.value, type, decl.range);
    if (problem) report("badParamValue", decl.value.span, [problem]);
    params.set(name, { decl, type, value: decl.value.value });
  }
  return params;
}

function resolveAttributes(map: A.MapDecl | undefined, report: Report): Symbols["attributes"] {
  const attributes: Symbols["attributes"] = new Map();
  for (const decl of map?.attributes ?? []) {
    const previous = attributes.get(decl.name.text);
    if (previous) {
      report("duplicateAttribute", decl.name.span, [decl.name.text], { labels: [{ span: previous.decl.name.span, message: "first declared here" }] });
      continue;
    }
    const type = typeOfTypeRef(decl.type);
    if (decl.fallback) {
      const problem = literalFits(decl.fallback, type);
      if (problem) report("badParamValue", decl.fallback.span, [problem]);
    }
    attributes.set(decl.name.text, { decl, type });
  }
  return attributes;
}

export function resolve(file: A.VariantFile, report: Report): Symbols {
  const map = sectionsOf(file, "Map")[0];
  const params = resolveParams(file, report);
  const attributes = resolveAttributes(map, report);
  const references: Symbols["references"] = [];

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

  const lookupTerritory = (name: A.Name): TerritorySymbol | undefined => {
    const t = territories.get(name.text);
    if (!t) report("unknownTerritory", name.span, [name.text], didYouMean(name.text, territories.keys()));
    else references.push({ span: name.span, target: { kind: "territory", name: name.text } });
    return t;
  };

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

  let unresolvedBorders = false;
  const borders: BorderSymbol[] = [];
  const borderKey = (a: number, b: number, oneWay: boolean) => (oneWay ? `${a}>${b}` : `${Math.min(a, b)}-${Math.max(a, b)}`);
  const borderIndex = new Map<string, BorderSymbol>();
  /** Add (or, with `remove`, take out) the borders of one entry; `into` collects what it adds. */
  const addBorders = (decl: A.BorderDecl, into: BorderSymbol[], switchIndex?: number) => {
    if (decl.remove && switchIndex !== undefined) report("valueOutOfRange", decl.span, ["`remove` takes out a border of the map, not of a switch"]);
    const from = lookupTerritory(decl.from);
    for (const toName of decl.to) {
      const to = lookupTerritory(toName);
      if (!from || !to) {
        unresolvedBorders = true;
        continue;
      }
      const span = { ...toName.span, start: Math.min(decl.from.span.start, toName.span.start) };
      if (decl.from.span.source !== toName.span.source) span.start = toName.span.start;
      const key = borderKey(from.index, to.index, decl.oneWay);
      if (decl.remove) {
        const existing = borderIndex.get(key);
        if (!existing) {
          report("unknownBorderToRemove", span, [showName(decl.from.text), decl.oneWay ? "->" : "--", showName(toName.text)]);
          continue;
        }
        borderIndex.delete(key);
        borders.splice(borders.indexOf(existing), 1);
        continue;
      }
      if (from.index === to.index) {
        report("selfBorder", span, [toName.text]);
        continue;
      }
      const existing = borderIndex.get(key);
      if (existing) {
        report("duplicateBorder", span, [showName(decl.from.text), showName(toName.text)], {
          labels: [{ span: existing.span, message: "first given here" }],
        });
        continue;
      }
      const symbol: BorderSymbol = { a: from.index, b: to.index, oneWay: decl.oneWay, span, ...(switchIndex !== undefined ? { switchIndex } : {}) };
      borderIndex.set(key, symbol);
      into.push(symbol);
    }
  };
  for (const decl of map?.borders ?? []) addBorders(decl, borders);

  // Y7: switches; their borders exist only in one of the switch's two states.
  const switches: SwitchSymbol[] = [];
  const switchNames = new Map<string, A.SwitchDecl>();
  for (const decl of map?.switches ?? []) {
    const previous = switchNames.get(decl.name);
    if (previous) report("duplicateGroup", decl.nameSpan, [decl.name], { labels: [{ span: previous.nameSpan, message: "first defined here" }] });
    switchNames.set(decl.name, decl);
    const symbol: SwitchSymbol = { decl, on: { territories: [], borders: [] }, off: { territories: [], borders: [] } };
    for (const item of decl.items) {
      const side = item.on ? symbol.on : symbol.off;
      if (item.border) addBorders(item.border, side.borders, switches.length);
      else if (item.territory) {
        const t = lookupTerritory(item.territory);
        if (t) side.territories.push(t.index);
      }
    }
    switches.push(symbol);
  }

  const phases = new Map<string, A.PhaseDecl>();
  for (const turn of sectionsOf(file, "Turn")) {
    for (const phase of turn.phases) {
      const previous = phases.get(phase.name.text);
      if (previous) {
        report("duplicatePhase", phase.name.span, [phase.name.text], { labels: [{ span: previous.name.span, message: "first defined here" }] });
        continue;
      }
      phases.set(phase.name.text, phase);
    }
  }

  const objectives: Symbols["objectives"] = [];
  const objectiveNames = new Map<string, A.ObjectiveDecl>();
  for (const section of sectionsOf(file, "Objectives")) {
    for (const decl of section.objectives) {
      const previous = objectiveNames.get(decl.name);
      if (previous)
        report("duplicateObjective", decl.nameSpan, [decl.name], { labels: [{ span: previous.nameSpan, message: "first defined here" }] });
      objectiveNames.set(decl.name, decl);
      const members = decl.members
        .map(lookupTerritory)
        .filter((t): t is TerritorySymbol => t !== undefined)
        .map((t) => t.index);
      objectives.push({ decl, members: [...new Set(members)] });
    }
  }

  const effectCards = new Map<string, A.EffectCardDecl>();
  for (const section of sectionsOf(file, "Effects")) {
    for (const card of section.cards) {
      const previous = effectCards.get(card.name);
      if (previous)
        report("duplicateEffectCard", card.nameSpan, [card.name], { labels: [{ span: previous.nameSpan, message: "first defined here" }] });
      else effectCards.set(card.name, card);
    }
  }

  const scores: Symbols["scores"] = new Map();
  for (const end of sectionsOf(file, "End")) {
    for (const stmt of end.stmts) {
      if (stmt.kind !== "Score") continue;
      const taken = scores.get(stmt.name.text) ?? params.get(stmt.name.text)?.decl;
      if (taken) report("duplicateParam", stmt.name.span, [stmt.name.text], { labels: [{ span: taken.name.span, message: "first defined here" }] });
      else scores.set(stmt.name.text, stmt);
    }
  }

  const entries: Symbols["entries"] = new Map();
  const factions: Symbols["factions"] = new Map();
  for (const section of sectionsOf(file, "Factions")) {
    for (const decl of section.entries) {
      const previous = entries.get(decl.name);
      if (previous)
        report("badFactions", decl.nameSpan, [`starting point \`${decl.name}\` is defined twice`], {
          labels: [{ span: previous.decl.nameSpan, message: "first defined here" }],
        });
      else entries.set(decl.name, { index: entries.size, decl, members: decl.members.map(lookupTerritory).flatMap((t) => (t ? [t.index] : [])) });
    }
    for (const decl of section.factions) {
      const previous = factions.get(decl.name.text);
      if (previous)
        report("badFactions", decl.name.span, [`faction \`${decl.name.text}\` is defined twice`], {
          labels: [{ span: previous.decl.name.span, message: "first defined here" }],
        });
      else factions.set(decl.name.text, { index: factions.size, decl });
    }
  }
  const counters: Symbols["counters"] = new Map();
  for (const section of sectionsOf(file, "Counters")) {
    for (const decl of section.counters) {
      const taken = counters.get(decl.name.text)?.decl.name ?? params.get(decl.name.text)?.decl.name ?? scores.get(decl.name.text)?.name;
      if (taken) report("duplicateParam", decl.name.span, [decl.name.text], { labels: [{ span: taken.span, message: "first defined here" }] });
      else counters.set(decl.name.text, { index: counters.size, decl });
    }
  }

  const neutrals = sectionsOf(file, "Seats").flatMap((section) => section.neutrals);
  const seenNeutral = new Map<string, A.NeutralDecl>();
  for (const n of neutrals) {
    const previous = seenNeutral.get(n.name);
    if (previous)
      report("badNeutral", n.nameSpan, [`neutral seat \`${n.name}\` is defined twice`], {
        labels: [{ span: previous.nameSpan, message: "first defined here" }],
      });
    seenNeutral.set(n.name, n);
  }

  // v2 names: choices, buildings and unit types share one space with parameters, counters and scores.
  const taken = (name: string): A.Span | undefined =>
    params.get(name)?.decl.name.span ?? counters.get(name)?.decl.name.span ?? scores.get(name)?.name.span;
  const choices: Symbols["choices"] = new Map();
  const buildings: Symbols["buildings"] = new Map();
  const unitTypes: Symbols["unitTypes"] = new Map();
  const claim = (name: A.Name | { text: string; span: A.Span }): boolean => {
    const first =
      taken(name.text) ?? choices.get(name.text)?.decl.name.span ?? buildings.get(name.text)?.decl.name.span ?? unitTypes.get(name.text)?.nameSpan;
    if (!first) return true;
    report("duplicateParam", name.span, [name.text], { labels: [{ span: first, message: "first defined here" }] });
    return false;
  };
  for (const section of sectionsOf(file, "Choices"))
    for (const decl of section.choices) if (claim(decl.name)) choices.set(decl.name.text, { index: choices.size, decl });
  for (const section of sectionsOf(file, "Buildings"))
    for (const decl of section.buildings) if (claim(decl.name)) buildings.set(decl.name.text, { index: buildings.size, decl });
  for (const section of sectionsOf(file, "Leaders")) {
    // Leaders first, in source order, then the other types: the order units fall in a battle.
    for (const leader of section.leaders) {
      if (unitTypes.has(leader.name)) continue; // a leader defined twice is RISK4025
      unitTypes.set(leader.name, { index: unitTypes.size, leader, nameSpan: leader.nameSpan });
    }
    for (const unit of section.units) if (claim(unit.name)) unitTypes.set(unit.name.text, { index: unitTypes.size, unit, nameSpan: unit.name.span });
  }
  const words: Symbols["words"] = new Map();
  const addWord = (word: string, from: string) => words.set(word, [...(words.get(word) ?? []), from]);
  for (const [name, { decl }] of choices) for (const w of decl.words ?? []) addWord(w.text, name);
  for (const [name, a] of attributes) if (a.type.kind === "choice") for (const w of a.type.choices) addWord(w, name);

  return {
    file,
    neutrals,
    choices,
    words,
    buildings,
    unitTypes,
    entries,
    factions,
    counters,
    params,
    attributes,
    territories,
    territoryList,
    groups,
    groupList,
    borders,
    switches,
    phases,
    objectives,
    effectCards,
    scores,
    unresolvedBorders,
    references,
  };
}
