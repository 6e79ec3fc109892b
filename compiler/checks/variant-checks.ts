// Whole-variant checks: required sections (C1–C8 need all of them), sections given twice, players.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";

const required: [A.Section["kind"], string][] = [
  ["Players", "player range (`players 3..6`)"],
  ["Map", "map (a `map` block)"],
  ["Setup", "setup (a `setup` block)"],
  ["Turn", "turn (a `turn` block with its phases)"],
  ["Combat", "combat rules (a `combat` block)"],
  ["End", "end rules (an `end` block with a `win` rule)"],
];

const sectionWords: Partial<Record<A.Section["kind"], string>> = {
  Players: "`players`",
  Map: "`map`",
  Setup: "`setup`",
  Turn: "`turn`",
  Combat: "`combat`",
  Cards: "`cards`",
  End: "`end`",
  Objectives: "`objectives`",
  Limits: "`limits`",
  Effects: "`effects`",
  Teams: "`teams`",
  Leaders: "`leaders`",
  Seats: "`seats`",
  Choices: "`choices`",
  Market: "`market`",
  Buildings: "`buildings`",
  Rules: "`rules`",
  Counters: "`resources`",
};

export function checkVariant(file: A.VariantFile, ctx: CheckContext): void {
  for (const [kind, what] of required) {
    if (sectionsOf(file, kind).length === 0) ctx.report("missingSection", file.name.span, [what]);
  }
  reportRepeats(
    file.sections,
    // DK1: named decks are many (a name given twice is RISK2035).
    (s) => (s.kind === "Param" || s.kind === "Deck" ? undefined : s.kind),
    (s) => sectionWords[s.kind] ?? s.kind,
    ctx,
  );
}

export function checkPlayers(decl: A.PlayersDecl, ctx: CheckContext): void {
  const { from, to } = decl.range;
  if (from > to) ctx.report("reversedRange", decl.range.span, [from, to], { help: `write \`players ${to}..${from}\`` });
  else if (from < 2 || to > 8) ctx.report("playersOutOfRange", decl.range.span, [from, to]);
}
