// The check registry: checks keyed by the kind of node they look at (Langium's validation
// registry is the model). A check that throws is a bug in the check, not in the variant: it is
// caught and reported, and the other checks still run.
import type * as A from "../ast.js";
import { checkCards } from "./cards-checks.js";
import { checkCombat } from "./combat-checks.js";
import { checkRanks } from "./rank-checks.js";
import { checkContested } from "./contested-checks.js";
import type { CheckContext } from "./context.js";
import { checkEnd } from "./end-checks.js";
import { checkChoices } from "./choice-checks.js";
import { checkBuildings, checkMarket } from "./economy-checks.js";
import { checkEffects } from "./effect-card-checks.js";
import { checkDeckOnlyStatements, checkDecks } from "./deck-checks.js";
import { checkLimits } from "./limit-checks.js";
import { checkCasualties } from "./casualties-checks.js";
import { checkObjectives } from "./objective-checks.js";
import { checkTeams } from "./team-checks.js";
import { checkSeats } from "./seat-checks.js";
import { checkLeaders } from "./unit-checks.js";
import { checkBoughtLeaders } from "./bought-leaders.js";
import { checkCounters, checkFactions } from "./faction-checks.js";
import { checkMap } from "./map-checks.js";
import { checkPieceBorders } from "./piece-borders.js";
import { checkRules } from "./rule-checks.js";
import { checkSetup } from "./setup-checks.js";
import { checkTurn } from "./turn-checks.js";
import { checkUsage } from "./usage-checks.js";
import { checkPlayers, checkVariant } from "./variant-checks.js";

type NodeOfKind<K extends string> = K extends "Variant" ? A.VariantFile : Extract<A.Section, { kind: K }>;
type Check<K extends string> = (node: NodeOfKind<K>, ctx: CheckContext) => void;
type Registry = { [K in A.Section["kind"] | "Variant"]?: Check<K>[] };

export const checkRegistry: Registry = {
  Variant: [checkVariant, checkUsage],
  Players: [checkPlayers],
  Map: [checkMap, checkPieceBorders],
  Setup: [checkSetup],
  Turn: [checkTurn],
  Combat: [checkCombat, checkRanks, checkContested],
  Cards: [checkCards],
  End: [checkEnd],
  Objectives: [checkObjectives],
  Limits: [checkLimits, checkCasualties],
  Effects: [checkEffects, checkDeckOnlyStatements],
  Deck: [checkDecks],
  Teams: [checkTeams],
  Leaders: [checkLeaders, checkBoughtLeaders],
  Factions: [checkFactions],
  Counters: [checkCounters],
  Seats: [checkSeats],
  Choices: [checkChoices],
  Market: [checkMarket],
  Buildings: [checkBuildings],
  Rules: [checkRules],
};

export function runChecks(file: A.VariantFile, ctx: CheckContext, onCrash: (check: string, error: unknown) => void): void {
  const run = <K extends keyof Registry>(kind: K, node: NodeOfKind<K>) => {
    for (const check of (checkRegistry[kind] ?? []) as Check<K>[]) {
      try {
        check(node, ctx);
      } catch (error) {
        onCrash(check.name, error);
      }
    }
  };
  run("Variant", file);
  // Sections given twice are reported by checkVariant; only the first is checked further.
  const seen = new Set<string>();
  for (const section of file.sections) {
    if (section.kind !== "Param" && section.kind !== "Deck" && seen.has(section.kind)) continue;
    seen.add(section.kind);
    run(section.kind, section as never);
  }
}
