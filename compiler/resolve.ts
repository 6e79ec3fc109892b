// Name resolution: the symbol tables of a (merged) variant. Reports what a table cannot hold —
// duplicates, names that resolve to nothing in the map — and leaves rule checks to checks/.
import type * as A from "./ast.js";
import { sectionsOf } from "./ast.js";
import type { Report } from "./diagnostics/diagnostic.js";
import { resolveMap, type TerritoryLookup } from "./resolve-map.js";
import type { ParamSymbol, Symbols, TerritorySymbol } from "./symbols.js";
import { checkLiteral, quantities, typeOfTypeRef } from "./value-types.js";

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
    if (!reversed) checkLiteral(decl.value, type, decl.range, report, { code: "badParamDefault", name });
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
    if (decl.fallback) checkLiteral(decl.fallback, type, undefined, report, { code: "badAttributeValue", name: decl.name.text });
    attributes.set(decl.name.text, { decl, type });
  }
  return attributes;
}

function resolvePhases(file: A.VariantFile, report: Report): Symbols["phases"] {
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
  return phases;
}

function resolveObjectives(file: A.VariantFile, report: Report, lookupTerritory: TerritoryLookup): Symbols["objectives"] {
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
  return objectives;
}

function resolveEffectCards(file: A.VariantFile, report: Report): Symbols["effectCards"] {
  const effectCards = new Map<string, A.EffectCardDecl>();
  for (const section of sectionsOf(file, "Effects")) {
    for (const card of section.cards) {
      const previous = effectCards.get(card.name);
      if (previous)
        report("duplicateEffectCard", card.nameSpan, [card.name], { labels: [{ span: previous.nameSpan, message: "first defined here" }] });
      else effectCards.set(card.name, card);
    }
  }
  return effectCards;
}

/**
 * The one space of names formulas read: parameters, scores, counters and resources, choices,
 * buildings and unit types. The first declaration of a name keeps it.
 */
class SharedNames {
  private readonly first = new Map<string, { span: A.Span; what: string }>();

  constructor(private readonly report: Report) {}

  /** Take a name for `what` ("a score"); false, and reported, when an earlier declaration has it. */
  claim(name: { text: string; span: A.Span }, what: string): boolean {
    const first = this.first.get(name.text);
    if (first) {
      this.report("nameTaken", name.span, [name.text, first.what], { labels: [{ span: first.span, message: "first defined here" }] });
      return false;
    }
    this.first.set(name.text, { span: name.span, what });
    return true;
  }

  /** Record a name whose clashes are reported elsewhere (parameters: RISK2008; leaders: RISK2025). */
  note(name: { text: string; span: A.Span }, what: string): void {
    if (!this.first.has(name.text)) this.first.set(name.text, { span: name.span, what });
  }
}

function resolveScores(file: A.VariantFile, names: SharedNames): Symbols["scores"] {
  const scores: Symbols["scores"] = new Map();
  for (const end of sectionsOf(file, "End")) {
    for (const stmt of end.stmts) if (stmt.kind === "Score" && names.claim(stmt.name, "a score")) scores.set(stmt.name.text, stmt);
  }
  return scores;
}

/** E1/E3: starting points (with the territories each touches) and factions. */
function resolveFactions(file: A.VariantFile, report: Report, lookupTerritory: TerritoryLookup): Pick<Symbols, "entries" | "factions"> {
  const entries: Symbols["entries"] = new Map();
  const factions: Symbols["factions"] = new Map();
  for (const section of sectionsOf(file, "Factions")) {
    for (const decl of section.entries) {
      const previous = entries.get(decl.name);
      if (previous)
        report("duplicateStartingPoint", decl.nameSpan, [decl.name], { labels: [{ span: previous.decl.nameSpan, message: "first defined here" }] });
      else entries.set(decl.name, { index: entries.size, decl, members: decl.members.map(lookupTerritory).flatMap((t) => (t ? [t.index] : [])) });
    }
    for (const decl of section.factions) {
      const previous = factions.get(decl.name.text);
      if (previous)
        report("duplicateFaction", decl.name.span, [decl.name.text], { labels: [{ span: previous.decl.name.span, message: "first defined here" }] });
      else factions.set(decl.name.text, { index: factions.size, decl });
    }
  }
  return { entries, factions };
}

function resolveCounters(file: A.VariantFile, names: SharedNames): Symbols["counters"] {
  const counters: Symbols["counters"] = new Map();
  for (const section of sectionsOf(file, "Counters")) {
    const what = section.keyword === "resources" ? "a resource" : "a counter";
    for (const decl of section.counters) if (names.claim(decl.name, what)) counters.set(decl.name.text, { index: counters.size, decl });
  }
  return counters;
}

function resolveNeutrals(file: A.VariantFile, report: Report): A.NeutralDecl[] {
  const neutrals = sectionsOf(file, "Seats").flatMap((section) => section.neutrals);
  const seenNeutral = new Map<string, A.NeutralDecl>();
  for (const n of neutrals) {
    const previous = seenNeutral.get(n.name);
    if (previous) report("duplicateNeutral", n.nameSpan, [n.name], { labels: [{ span: previous.nameSpan, message: "first defined here" }] });
    seenNeutral.set(n.name, n);
  }
  return neutrals;
}

/** v2 names: choices, buildings and unit types, in the space of names of parameters, counters and scores. */
function resolveSharedNames(file: A.VariantFile, names: SharedNames): Pick<Symbols, "choices" | "buildings" | "unitTypes"> {
  const choices: Symbols["choices"] = new Map();
  const buildings: Symbols["buildings"] = new Map();
  const unitTypes: Symbols["unitTypes"] = new Map();
  for (const section of sectionsOf(file, "Choices"))
    for (const decl of section.choices) if (names.claim(decl.name, "a choice")) choices.set(decl.name.text, { index: choices.size, decl });
  for (const section of sectionsOf(file, "Buildings"))
    for (const decl of section.buildings) if (names.claim(decl.name, "a building")) buildings.set(decl.name.text, { index: buildings.size, decl });
  for (const section of sectionsOf(file, "Leaders")) {
    // Leaders first, in source order, then the other types: the order units fall in a battle.
    for (const leader of section.leaders) {
      if (unitTypes.has(leader.name)) continue; // a leader defined twice is RISK2025
      names.note({ text: leader.name, span: leader.nameSpan }, "a leader");
      unitTypes.set(leader.name, { index: unitTypes.size, leader, nameSpan: leader.nameSpan });
    }
    for (const unit of section.units)
      if (names.claim(unit.name, "a unit type")) unitTypes.set(unit.name.text, { index: unitTypes.size, unit, nameSpan: unit.name.span });
  }
  return { choices, buildings, unitTypes };
}

/** The words of the choices and of the choice attributes, each with where it comes from. */
function choiceWords(choices: Symbols["choices"], attributes: Symbols["attributes"]): Symbols["words"] {
  const words: Symbols["words"] = new Map();
  const addWord = (word: string, from: string) => words.set(word, [...(words.get(word) ?? []), from]);
  for (const [name, { decl }] of choices) for (const w of decl.words ?? []) addWord(w.text, name);
  for (const [name, a] of attributes) if (a.type.kind === "choice") for (const w of a.type.choices) addWord(w, name);
  return words;
}

export function resolve(file: A.VariantFile, report: Report): Symbols {
  const mapDecl = sectionsOf(file, "Map")[0];
  const params = resolveParams(file, report);
  const attributes = resolveAttributes(mapDecl, report);
  const references: Symbols["references"] = [];
  const { lookupTerritory, ...map } = resolveMap(mapDecl, report, references);
  const phases = resolvePhases(file, report);
  const objectives = resolveObjectives(file, report, lookupTerritory);
  const effectCards = resolveEffectCards(file, report);
  const names = new SharedNames(report);
  for (const { decl } of params.values()) names.note(decl.name, "a parameter");
  const scores = resolveScores(file, names);
  const { entries, factions } = resolveFactions(file, report, lookupTerritory);
  const counters = resolveCounters(file, names);
  const neutrals = resolveNeutrals(file, report);
  const { choices, buildings, unitTypes } = resolveSharedNames(file, names);
  const words = choiceWords(choices, attributes);
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
    ...map,
    phases,
    objectives,
    effectCards,
    scores,
    references,
  };
}
