// `variant "Child" extends "parent"`: the child's AST is laid over the parent's. A section the
// child gives replaces the parent's piece by piece, so a variant is a short diff:
// - params, territories, groups, attributes, phases and end rules by name; combat and cards
//   statements by what they set; setup steps by kind;
// - borders add up, parent first, so that a child's `remove A -- B` takes out a parent's border;
// - a child's `map "T" instead { ... }` is a new board: nothing of the parent's map is kept.
// Nodes that come from the parent keep spans into the parent's file (`span.source`).
import type * as A from "./ast.js";
import { sectionsOf } from "./ast.js";

/** Mark every span in a parent's AST with the parent's file name. */
export function withSource<T>(node: T, source: string): T {
  if (Array.isArray(node)) return node.map((n) => withSource(n, source)) as T;
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withSource(value, source);
  if ("start" in out && "end" in out && typeof out["start"] === "number" && out["source"] === undefined) out["source"] = source;
  return out as T;
}

/**
 * The parent's items with the child's laid over them: a child item replaces the parent's of the
 * same key, in its place; the others follow. A key the child gives twice keeps both (the first in
 * the parent's place), so that the checks report the repeat instead of one silently winning.
 */
function overlay<T>(parent: readonly T[], child: readonly T[], key: (x: T) => string): T[] {
  const firstOfKey = new Map<string, T>();
  for (const c of child) if (!firstOfKey.has(key(c))) firstOfKey.set(key(c), c);
  const placed = new Set<T>();
  const out = parent.map((p) => {
    const replacement = firstOfKey.get(key(p));
    if (replacement === undefined || placed.has(replacement)) return p;
    placed.add(replacement);
    return replacement;
  });
  return [...out, ...child.filter((c) => !placed.has(c))];
}

function mergeMap(parent: A.MapDecl | undefined, child: A.MapDecl | undefined): A.MapDecl | undefined {
  if (!parent || !child || child.instead) return child ?? parent;
  return {
    ...child,
    ...((child.title ?? parent.title) ? { title: child.title ?? parent.title } : {}),
    attributes: overlay(parent.attributes, child.attributes, (a) => a.name.text),
    territories: overlay(parent.territories, child.territories, (t) => t.name.text).map((t) => {
      const base = parent.territories.find((p) => p.name.text === t.name.text);
      return base && base !== t ? mergeTerritory(base, t) : t;
    }),
    groups: overlay(parent.groups, child.groups, (g) => g.name.text),
    borders: [...parent.borders, ...child.borders],
    switches: overlay(parent.switches, child.switches, (s) => s.name),
  };
}

function combatKey(s: A.CombatStmt): string {
  // Modifiers and conditional tie rules add up: each is its own statement.
  if (s.kind === "Modifier" || s.kind === "RerollRank" || ((s.kind === "Ties" || s.kind === "Dice") && s.when))
    return `${s.kind}:${s.side}:${s.span.source ?? ""}:${s.span.start}`;
  // RB1: a child's rank of a type replaces its parent's; a rank of a new type is added.
  if (s.kind === "Rank") return `Rank:${s.unit.name}`;
  return s.kind === "Dice" ? `Dice:${s.side}` : s.kind;
}

/** Setup steps are replaced by kind; v2 steps by what they make (a choice, a building). */
function setupKey(s: A.SetupStep): string {
  if (s.kind === "Choose") return `Choose:${s.choice.text}`;
  if (s.kind === "Build") return `Build:${s.building.text}:${s.mode}`;
  return s.kind;
}

/**
 * The parent's steps with the child's laid over them; a step only the child has goes where the
 * child wrote it: before the next of its steps the parent has too (or at the end), so that
 * `setup { choose colour  deal objectives  deal territories randomly }` puts the choice before the deal.
 */
function overlaySteps(parent: readonly A.SetupStep[], child: readonly A.SetupStep[]): A.SetupStep[] {
  const parentKeys = new Set(parent.map(setupKey));
  const childByKey = new Map(child.map((c) => [setupKey(c), c]));
  const out = parent.map((p) => childByKey.get(setupKey(p)) ?? p);
  let pending: A.SetupStep[] = [];
  for (const c of child) {
    if (!parentKeys.has(setupKey(c))) {
      pending.push(c);
      continue;
    }
    const at = out.findIndex((x) => setupKey(x) === setupKey(c));
    out.splice(at, 0, ...pending);
    pending = [];
  }
  return [...out, ...pending];
}

function cardsKey(s: A.CardsStmt): string {
  return s.kind;
}

function endKey(s: A.EndStmt): string {
  if (s.kind === "Win" || s.kind === "EndWhen") return `${s.kind}:${s.reason}`;
  return s.kind === "Score" ? `Score:${s.name.text}` : s.kind;
}

/** A child's territory entry sets attributes on the parent's territory of that name. */
function mergeTerritory(parent: A.TerritoryDecl, child: A.TerritoryDecl): A.TerritoryDecl {
  const attrs = [...parent.attrs.filter((a) => !child.attrs.some((c) => c.name.text === a.name.text)), ...child.attrs];
  const at = child.at ?? parent.at;
  return { ...child, attrs, ...(at ? { at } : {}) };
}

function mergeSingle<T extends A.Section>(parent: T | undefined, child: T | undefined, merge: (p: T, c: T) => T): T | undefined {
  if (!parent || !child) return child ?? parent;
  return merge(parent, child);
}

/** The child's view of the whole variant. Duplicate sections inside one file are left for the checks. */
export function mergeVariants(parent: A.VariantFile, child: A.VariantFile): A.VariantFile {
  const first = <K extends A.Section["kind"]>(f: A.VariantFile, kind: K) => sectionsOf(f, kind)[0];
  const sections: A.Section[] = [];
  const push = (s: A.Section | undefined) => s && sections.push(s);

  push(first(child, "Players") ?? first(parent, "Players"));
  sections.push(...overlay(sectionsOf(parent, "Param"), sectionsOf(child, "Param"), (p) => p.name.text));
  push(mergeMap(first(parent, "Map"), first(child, "Map")));
  push(mergeSingle(first(parent, "Setup"), first(child, "Setup"), (p, c) => ({ ...c, steps: overlaySteps(p.steps, c.steps) })));
  push(mergeSingle(first(parent, "Turn"), first(child, "Turn"), (p, c) => ({ ...c, phases: overlay(p.phases, c.phases, (ph) => ph.name.text) })));
  push(mergeSingle(first(parent, "Combat"), first(child, "Combat"), (p, c) => ({ ...c, stmts: overlay(p.stmts, c.stmts, combatKey) })));
  push(
    mergeSingle(first(parent, "Cards"), first(child, "Cards"), (p, c) => {
      // A child that names its own deck gives a whole new card system.
      if (c.stmts.some((s) => s.kind === "Deck")) return c;
      // Sets are a list: a child that lists sets gives the whole list.
      const childHasSets = c.stmts.some((s) => s.kind === "Set" || s.kind === "SumSet");
      const parentStmts = childHasSets ? p.stmts.filter((s) => s.kind !== "Set") : p.stmts;
      const single = overlay(
        parentStmts.filter((s) => s.kind !== "Set"),
        c.stmts.filter((s) => s.kind !== "Set"),
        cardsKey,
      );
      const sets = [...parentStmts.filter((s) => s.kind === "Set"), ...c.stmts.filter((s) => s.kind === "Set")];
      return { ...c, stmts: [...single, ...sets] };
    }),
  );
  push(mergeSingle(first(parent, "End"), first(child, "End"), (p, c) => ({ ...c, stmts: overlay(p.stmts, c.stmts, endKey) })));
  // Objectives, limits and effect cards: a child that gives the section gives all of it.
  push(first(child, "Objectives") ?? first(parent, "Objectives"));
  push(first(child, "Limits") ?? first(parent, "Limits"));
  push(first(child, "Effects") ?? first(parent, "Effects"));
  // DK1: named decks by name: a child's deck replaces the parent's of that name (a name given twice in the child stays for RISK2035).
  const childDecks = sectionsOf(child, "Deck");
  sections.push(...sectionsOf(parent, "Deck").filter((d) => !childDecks.some((c) => c.name.text === d.name.text)), ...childDecks);
  push(first(child, "Teams") ?? first(parent, "Teams"));
  push(first(child, "Leaders") ?? first(parent, "Leaders"));
  push(first(child, "Factions") ?? first(parent, "Factions"));
  push(first(child, "Counters") ?? first(parent, "Counters"));
  push(first(child, "Seats") ?? first(parent, "Seats"));
  push(first(child, "Choices") ?? first(parent, "Choices"));
  push(first(child, "Market") ?? first(parent, "Market"));
  push(first(child, "Buildings") ?? first(parent, "Buildings"));
  push(first(child, "Rules") ?? first(parent, "Rules"));
  // Sections the child repeats stay, so that the duplicate check still sees them.
  // prettier-ignore
  for (const kind of ["Players", "Map", "Setup", "Turn", "Combat", "Cards", "End", "Objectives", "Limits", "Effects", "Teams", "Leaders", "Factions", "Counters", "Seats", "Choices", "Market", "Buildings", "Rules"] as const) {
    sections.push(...sectionsOf(child, kind).slice(1));
  }
  return { ...child, sections };
}
