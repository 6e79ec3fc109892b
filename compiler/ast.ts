// The typed AST: what the designer wrote, with a span on every node. Built from the CST by
// build-ast.ts; read by resolve, checks and lowering. Discriminated by `kind`.

/** 0-based character offsets into the source, end exclusive. */
export interface Span {
  start: number;
  end: number;
  /** The file the span points into, when it is not the file being compiled (an inherited node). */
  source?: string;
}

export interface Name {
  kind: "Name";
  text: string;
  span: Span;
}

export type BinaryOp = "+" | "-" | "*" | "/" | "%" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or";
export type CallFunction = "floor" | "ceil" | "min" | "max" | "abs" | "count";

export interface IntLit {
  kind: "Int";
  value: number;
  span: Span;
}
export interface BoolLit {
  kind: "Bool";
  value: boolean;
  span: Span;
}
/** A parameter, game quantity or named score; `points of s` reads score `points` of seat `s`. */
export interface Ref {
  kind: "Ref";
  name: string;
  seatVar?: Name;
  span: Span;
}
export interface Unary {
  kind: "Unary";
  op: "-" | "not";
  operand: Expr;
  span: Span;
}
export interface Binary {
  kind: "Binary";
  op: BinaryOp;
  left: Expr;
  right: Expr;
  span: Span;
  opSpan: Span;
}
export interface IfExpr {
  kind: "If";
  condition: Expr;
  then: Expr;
  else: Expr;
  span: Span;
}
export interface Call {
  kind: "Call";
  fn: CallFunction;
  args: Expr[];
  fnSpan: Span;
  span: Span;
}
export interface Sum {
  kind: "Sum";
  attribute: Name;
  set: SetExpr;
  span: Span;
}
export interface TableEntry {
  key: number;
  keySpan: Span;
  value: Expr;
}
export interface Table {
  kind: "Table";
  key: Expr;
  entries: TableEntry[];
  fallback?: Expr;
  span: Span;
}
/** `territories owned in Asia`, `territories in objective` (the player's secret objective, R3). */
export interface SetExpr {
  kind: "Set";
  of: "territories" | "groups";
  owned: boolean;
  byTeam?: boolean;
  /** Y6: only territories whose true-or-false attribute is true. */
  withAttribute?: Name;
  within?: Name;
  inObjective?: boolean;
  span: Span;
}
/** Y6: `sum over territories owned with factory: min(3, armies)`: the body per territory of a set. */
export interface OverTerritories {
  kind: "OverTerritories";
  fn: "max" | "min" | "sum";
  set: SetExpr;
  body: Expr;
  span: Span;
}
/** R13: `max over seats s: ...`, the largest (smallest, total) over every seat. */
export interface OverSeats {
  kind: "OverSeats";
  fn: "max" | "min" | "sum";
  variable: Name;
  body: Expr;
  span: Span;
}
/** R13: `tokens of s`: seat tokens of seat `s` the player holds. */
export interface Tokens {
  kind: "Tokens";
  seatVar: Name;
  span: Span;
}
/** E1: `plays Invaders`: whether the player in question plays that faction. */
export interface Plays {
  kind: "Plays";
  faction: Name;
  span: Span;
}
export type Expr = IntLit | BoolLit | Ref | Unary | Binary | IfExpr | Call | Sum | Table | SetExpr | OverSeats | OverTerritories | Tokens | Plays;

export type Literal =
  { kind: "Int"; value: number; span: Span } | { kind: "Bool"; value: boolean; span: Span } | { kind: "Word"; value: string; span: Span };

export type TypeRef = { kind: "IntType"; span: Span } | { kind: "BoolType"; span: Span } | { kind: "ChoiceType"; choices: Name[]; span: Span };

export interface IntRange {
  from: number;
  to: number;
  span: Span;
}

export interface PlayersDecl {
  kind: "Players";
  range: IntRange;
  span: Span;
}
export interface ParamDecl {
  kind: "Param";
  name: Name;
  type: TypeRef;
  value: Literal;
  range?: IntRange;
  span: Span;
}

export interface AttributeDecl {
  kind: "Attribute";
  name: Name;
  type: TypeRef;
  fallback?: Literal;
  span: Span;
}
export interface TerritoryAttr {
  name: Name;
  value: Literal;
  span: Span;
}
export interface TerritoryDecl {
  kind: "Territory";
  name: Name;
  attrs: TerritoryAttr[];
  at?: { x: number; y: number; span: Span };
  span: Span;
}
export interface GroupDecl {
  kind: "Group";
  keyword: string;
  name: Name;
  bonus?: Expr;
  members: Name[];
  span: Span;
}
export interface BorderDecl {
  kind: "Border";
  remove: boolean;
  oneWay: boolean;
  from: Name;
  to: Name[];
  span: Span;
}
/** Y7: borders and territories that exist only while a switch is on (or off). */
export interface SwitchItem {
  on: boolean;
  border?: BorderDecl;
  territory?: Name;
  span: Span;
}
export interface SwitchDecl {
  kind: "Switch";
  name: string;
  nameSpan: Span;
  initial: boolean;
  items: SwitchItem[];
  span: Span;
}
export interface MapDecl {
  kind: "Map";
  title?: string;
  attributes: AttributeDecl[];
  territories: TerritoryDecl[];
  groups: GroupDecl[];
  borders: BorderDecl[];
  switches: SwitchDecl[];
  span: Span;
}

export type SetupStep =
  | { kind: "Armies"; amount: Expr; span: Span }
  | { kind: "Deal"; mode: "random" | "turns" | "choice" | "faction"; faction?: Name; reverse: boolean; armies?: Expr; limit?: Expr; span: Span }
  | { kind: "DealObjectives"; span: Span }
  | { kind: "Exchange"; when?: Expr; span: Span }
  | { kind: "PlaceRemaining"; batch?: Expr; span: Span };
export interface SetupDecl {
  kind: "Setup";
  steps: SetupStep[];
  span: Span;
}

export interface FortifyOption {
  kind: "moves" | "path" | "leave" | "cede" | "once" | "movesAny" | "drops";
  /** Absent for `cede to partner`, which has no value. */
  value?: Expr | Name;
  span: Span;
}
export type PhaseStep =
  | { kind: "Receive"; amount: Expr; span: Span }
  | { kind: "Trade"; forcedWhen?: Expr; span: Span }
  | { kind: "Place"; span: Span }
  /** `first`: the designer means the turn to attack before it places (no RISK4031). */
  | { kind: "Attack"; first: boolean; span: Span }
  | {
      kind: "Fortify";
      moves?: Expr;
      movesAny: boolean;
      path?: Name;
      leave?: Expr;
      cede: boolean;
      once: boolean;
      drops: boolean;
      options: FortifyOption[];
      span: Span;
    }
  | { kind: "Draw"; count: Expr; when?: Expr; span: Span }
  | { kind: "Roll"; count: number; sides: number; reason: string; reasonSpan: Span; when: Expr; span: Span }
  | { kind: "Switch"; when?: Expr; nearLeader: boolean; usingCard?: Name; span: Span }
  | { kind: "Reveal"; amount: Expr; span: Span }
  | { kind: "RevealEffect"; span: Span }
  | { kind: "Morph"; span: Span };
export interface PhaseDecl {
  kind: "Phase";
  name: Name;
  when?: Expr;
  steps: PhaseStep[];
  span: Span;
}
export interface TurnDecl {
  kind: "Turn";
  phases: PhaseDecl[];
  span: Span;
}

export type CombatStmt =
  | { kind: "Die"; sides: number; span: Span }
  | { kind: "Dice"; side: "attacker" | "defender"; range: IntRange; leave?: Expr; span: Span }
  | { kind: "Ties"; side: "attacker" | "defender"; span: Span }
  | { kind: "Conquer"; atLeast: Expr; span: Span }
  | { kind: "Keep"; keep: Expr; span: Span }
  | { kind: "DiceMax"; span: Span }
  | { kind: "Require"; condition: Expr; span: Span }
  | { kind: "PlacedWait"; span: Span };
export interface CombatDecl {
  kind: "Combat";
  stmts: CombatStmt[];
  span: Span;
}

export type SetPattern = "alike" | "distinct" | "any";
export type CardsStmt =
  | { kind: "Deck"; attribute: Name; span: Span }
  | { kind: "Wilds"; count: Expr; span: Span }
  | { kind: "Set"; count: number; pattern: SetPattern; of?: Name; wilds: number; worth?: Expr; span: Span }
  | { kind: "Values"; values: Expr[]; step?: Expr; span: Span }
  | { kind: "CardBonus"; amount: Expr; target: "territory" | "pool"; limitPerTurn?: Expr; span: Span }
  | { kind: "HandLimit"; limit: Expr; span: Span }
  | { kind: "SumSet"; min: Expr; worth: Expr; span: Span }
  | { kind: "EliminationTakesCards"; span: Span }
  | { kind: "EliminationTrade"; when: Expr; until: Expr; span: Span }
  | { kind: "EliminationTrade"; never: true; span: Span };
export interface CardsDecl {
  kind: "Cards";
  stmts: CardsStmt[];
  span: Span;
}

export type EndStmt =
  | { kind: "Win"; reason: string; reasonSpan: Span; when: Expr; span: Span }
  | { kind: "Eliminated"; when: Expr; span: Span }
  | { kind: "EndWhen"; reason: string; reasonSpan: Span; when: Expr; ranking: Expr[]; byTeam: boolean; span: Span }
  | { kind: "Ranking"; scores: Expr[]; byTeam: boolean; span: Span }
  | { kind: "Protect"; when: Expr; span: Span }
  | { kind: "Score"; name: Name; value: Expr; span: Span };
export interface EndDecl {
  kind: "End";
  stmts: EndStmt[];
  span: Span;
}

export interface ObjectiveDecl {
  name: string;
  nameSpan: Span;
  members: Name[];
  span: Span;
}
export interface ObjectivesDecl {
  kind: "Objectives";
  objectives: ObjectiveDecl[];
  span: Span;
}
export interface LimitsDecl {
  kind: "Limits";
  armies: Expr[];
  /** Y3: each player's pieces in all; those not on the board wait in its reserve. */
  pieces: Expr[];
  span: Span;
}

export type Effect = { kind: "Ties"; side: "attacker" | "defender"; span: Span } | { kind: "Bonus"; amount: number; span: Span };
export interface EffectUse {
  on: "attack" | "defend";
  when?: Expr;
  effects: Effect[];
  span: Span;
}
export interface EffectCardDecl {
  name: string;
  nameSpan: Span;
  dealtWhen?: Expr;
  copies?: { value: number; span: Span };
  uses: EffectUse[];
  /** E12: what turning the card up does (to another player with `pass`). */
  reveal?: { pass: boolean; effects: { kind: "armies" | "lose"; amount: Expr; span: Span }[]; span: Span };
  span: Span;
}
export interface EffectsDecl {
  kind: "Effects";
  /** E2: cards dealt face down to each player. */
  deal?: Expr;
  cards: EffectCardDecl[];
  span: Span;
}

export interface TeamsDecl {
  kind: "Teams";
  when?: Expr;
  teams: { seats: { value: number; span: Span }[]; span: Span }[];
  span: Span;
}

/** Y9: a leader power: a +N to one die when attacking or defending, or a move. */
export type Power =
  | { kind: "modifier"; on: "attack" | "defend"; amount: Expr; span: Span }
  | { kind: "jump" | "retreat" | "strike"; span: Span }
  /** A choice parameter whose value names the power (`none` for no power). */
  | { kind: "param"; name: Name; span: Span };
export interface FormDecl {
  name: Name;
  powers: Power[];
  span: Span;
}
export interface LeaderDecl {
  name: string;
  nameSpan: Span;
  seat: Expr;
  when?: Expr;
  die?: number;
  forms: FormDecl[];
  span: Span;
}
export interface LeadersDecl {
  kind: "Leaders";
  leaders: LeaderDecl[];
  revive?: Expr;
  /** Y3: a leader alone holds a territory. */
  holdAlone: boolean;
  span: Span;
}

/** E3: an off-board starting point and the territories it touches. */
export interface EntryDecl {
  name: string;
  nameSpan: Span;
  members: Name[];
  span: Span;
}
export interface FactionDecl {
  name: Name;
  when: Expr;
  entries: { name: string; span: Span }[];
  neutral: boolean;
  leavesEmpty: boolean;
  conquersEmpty: boolean;
  collects: boolean;
  captives?: Name;
  span: Span;
}
export interface FactionsDecl {
  kind: "Factions";
  entries: EntryDecl[];
  factions: FactionDecl[];
  span: Span;
}
export interface CounterDecl {
  name: Name;
  perPlayer: boolean;
  start?: Expr;
  perRound?: Expr;
  /** The word after `each` (must be `round`). */
  period?: Name;
  span: Span;
}
export interface TokenDecl {
  name: Name;
  count: Expr;
  refills: Name;
  span: Span;
}
export interface CountersDecl {
  kind: "Counters";
  counters: CounterDecl[];
  tokens: TokenDecl[];
  span: Span;
}

export type Section =
  | FactionsDecl
  | CountersDecl
  | LeadersDecl
  | TeamsDecl
  | PlayersDecl
  | ParamDecl
  | MapDecl
  | SetupDecl
  | TurnDecl
  | CombatDecl
  | CardsDecl
  | EndDecl
  | ObjectivesDecl
  | LimitsDecl
  | EffectsDecl;

export interface VariantFile {
  kind: "Variant";
  name: Name;
  parent?: Name;
  sections: Section[];
  span: Span;
}

/** The sections of one kind, in source order. */
export function sectionsOf<K extends Section["kind"]>(file: VariantFile, kind: K): Extract<Section, { kind: K }>[] {
  return file.sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind);
}
