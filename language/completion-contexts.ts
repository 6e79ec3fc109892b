// Which names make sense where the grammar expects a name: keyed by the rule that reads the name
// (and, for the shared `name` and `word` rules, the rule that uses them), as grammar/ reports it
// (`expectedAfter`). A position that defines a new name offers nothing.
import type { ExpectedToken } from "../grammar/index.js";
import type { DefinitionKind } from "./symbol-index.js";

/** What completion offers at a position: kinds of definitions, or a fixed set. */
export type NameSource =
  | DefinitionKind
  /** Everything a formula reads by name: parameters, counters, scores, choices, units, buildings, attributes, game quantities. */
  | "formula"
  /** Attributes that are true or false, buildings and units (`territories with X`). */
  | "withFilter"
  /** The words of choices and choice attributes. */
  | "word"
  /** The variants `extends` can name. */
  | "variant"
  | { words: readonly string[] };

const contexts: Record<string, readonly NameSource[]> = {
  // Territories: borders, switches, groups, starting points and objectives list them.
  "borderEntry>name": ["territory"],
  "borderEntry>name#2": ["territory"],
  // PB9: `A -- B with Fleet`: the piece is a unit type.
  "borderEntry>name#3": ["unit"],
  "switchItem>name": ["territory"],
  "groupDecl>name#2": ["territory"],
  "entryDecl>name": ["territory"],
  "objectiveDecl>name": ["territory"],
  // Formulas.
  "reference name": ["formula"],
  "holdsExpr>name": ["group", "territory", "choice"],
  "playsExpr>name": ["faction"],
  "setExpr>name": ["group"],
  "setExpr name": ["withFilter"],
  "callExpr>word": ["attribute", { words: ["bonus"] }],
  // Statements that name something defined elsewhere.
  "variantDecl>name#2": ["variant"],
  "dealStep>name": ["faction"],
  "deckStmt name": ["attribute"],
  "territoryAttr name": ["attribute"],
  "literal>word": ["word", "param"],
  "exceptStmt name": ["choice"],
  "chooseStep name": ["choice"],
  "buildStep name": ["building"],
  "unitsStep name": ["unit"],
  // RB1: `rank Archer hits 5+`: a unit type.
  "rankStmt name": ["unit"],
  // CS1: `casualties by choice`; RR1: `defender reroll one rank each round`.
  "casualtiesByChoiceStmt name": [{ words: ["casualties"] }],
  "modifierStmt name#2": [{ words: ["one"] }],
  "modifierStmt name#3": [{ words: ["round"] }],
  "moveEffect name": ["unit"],
  "revealEffectStmt name": ["building"],
  "revealEffectStmt string": ["switch"],
  "gainStep name": ["counter"],
  "orderStep name": ["counter"],
  "tokenDecl name": ["counter"],
  "factionOption name": ["counter"],
  "factionOption string": ["entry"],
  "offerDecl name": ["counter"],
  "offerDecl>word": ["unit", "building", { words: ["army", "card", "effect"] }],
  "objectiveDecl string#2": ["objective"],
  "pathOption>word": ["param", { words: ["adjacent", "connected", "allied"] }],
  "powerStmt name": ["param"],
  "counterDecl name#2": [{ words: ["round"] }],
  // Part A: the rules section.
  "borderEffect>name": ["territory"],
  "borderEffect>name#2": ["territory"],
  "gainEffect name": ["counter"],
  "giveEffect name": ["counter"],
  "ruleDecl name": ["counter"],
  "ruleEvent name": [{ words: ["round", "purchase"] }],
  "ruleEvent name#2": ["counter"],
  // `on purchase Siege`: a unit type or a building.
  "ruleEvent name#4": ["unit", "building"],
  "ruleEvent>word": ["phase"],
  "ownerEffect name": [{ words: ["owner"] }],
  "orderStep name#2": [{ words: ["round"] }],
};

/** The key of an expectation in the table. */
export function contextKey(e: ExpectedToken): string {
  const rules = e.rules;
  const last = rules[rules.length - 1] ?? "";
  if (last === "name" || last === "word") {
    const occurrence = e.occurrences[e.occurrences.length - 1] ?? 0;
    return `${rules[rules.length - 2] ?? ""}>${last}${occurrence > 1 ? `#${occurrence}` : ""}`;
  }
  return `${last} ${e.token}${e.tokenOccurrence > 1 ? `#${e.tokenOccurrence}` : ""}`;
}

/** The names that make sense for an expected name token (empty: a new name is being defined). */
export function namesFor(e: ExpectedToken): readonly NameSource[] {
  return contexts[contextKey(e)] ?? [];
}

/** The keys of the table, for the test that holds them to the grammar. */
export const contextKeys: readonly string[] = Object.keys(contexts);
