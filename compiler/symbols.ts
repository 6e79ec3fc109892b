// The symbol tables of a variant, as name resolution (resolve.ts) builds them and every later
// stage reads them, and the one way a rule looks a name up in them.
import type * as A from "./ast.js";
import type { Report } from "./diagnostics/diagnostic.js";
import { didYouMean } from "./diagnostics/suggest.js";
import type { ValueType } from "./value-types.js";

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
  /** PB9: the unit type a player needs at either end for the border to exist for it (`with Fleet`). */
  piece?: A.Name;
  /** BK1: the border's kinds (`[sea]`). */
  kinds?: A.Name[];
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
