// The typed AST: what the designer wrote, with a span on every node. Built from the CST by
// build-ast*.ts; read by resolve, checks and lowering. Discriminated by `kind`.

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
  /** M2: `owned by s`: owned by the seat bound to `s` by `over seats s:`. */
  bySeat?: Name;
  /** M1: `where <condition>`: only the territories for which it holds (the condition speaks of each). */
  where?: Expr;
  /**
   * SL1: `connected [where c]`: of the territories the filters above keep, those joined to the
   * territory in question through them (itself included), and of those the ones where `c` holds.
   * TC3 (`connected to chosen`, `chosen`): joined to the territory the player picked this turn instead.
   */
  connected?: { where?: Expr; chosen?: boolean };
  connectedSpan?: Span;
  span: Span;
}
/** The folds over seats and over territories: numbers (`max`, `min`, `sum`) and conditions (`all`, `any`, `count`). */
export type OverFunction = "max" | "min" | "sum" | "all" | "any" | "count";
/** Y6: `sum over territories owned with factory: min(3, armies)`: the body per territory of a set. */
export interface OverTerritories {
  kind: "OverTerritories";
  fn: OverFunction;
  set: SetExpr;
  body: Expr;
  span: Span;
}
/** R13: `max over seats s: ...`, the largest (smallest, total) over every seat. */
export interface OverSeats {
  kind: "OverSeats";
  fn: OverFunction;
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
/** K2/M4: `holds <group>`, `holds <territory>`, `holds capital of s`: a group whole, a territory, a chosen territory. */
export interface Holds {
  kind: "Holds";
  target: Name;
  seatVar?: Name;
  span: Span;
}
/** M1: `objective achieved`: the player's objective is met. */
export interface Achieved {
  kind: "Achieved";
  span: Span;
}
/** PO4: `ordered "Spend"`: the player chose that order in this turn. */
export interface Ordered {
  kind: "Ordered";
  order: string;
  orderSpan: Span;
  span: Span;
}
/** BK2: `across sea`: the border between `source` and the territory in question is of that kind. */
export interface Across {
  kind: "Across";
  /** The border kind's word. */
  border: Name;
  span: Span;
}
export type Expr =
  | IntLit
  | BoolLit
  | Ref
  | Unary
  | Binary
  | IfExpr
  | Call
  | Sum
  | Table
  | SetExpr
  | OverSeats
  | OverTerritories
  | Tokens
  | Plays
  | Holds
  | Achieved
  | Ordered
  | Across;

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
  /** `[colour blue]`: settings of how the group is drawn, by name (the checks allow `colour`). */
  attrs: { name: Name; value: Name; span: Span }[];
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
  /** PB9: `with Fleet`: the border exists only for a player with a unit of this type at either end. */
  piece?: Name;
  /** BK1: `[sea]`: the kinds of these borders (what `across sea` reads). */
  kinds?: Name[];
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
  /** `map "T" instead { ... }` (the keyword's span): in a variant that extends another, the parent's map is dropped whole. */
  instead?: true;
  insteadSpan?: Span;
  attributes: AttributeDecl[];
  territories: TerritoryDecl[];
  groups: GroupDecl[];
  borders: BorderDecl[];
  switches: SwitchDecl[];
  span: Span;
}

export type SetupStep =
  | { kind: "Armies"; amount: Expr; span: Span }
  | {
      kind: "Deal";
      mode: "random" | "turns" | "choice" | "faction";
      faction?: Name;
      reverse: boolean;
      armies?: Expr;
      limit?: Expr;
      /** S1: only the territories where this holds are dealt. */
      where?: Expr;
      /** S9: `evenly`: to the players only, the same number each; the rest to the neutral seats. */
      evenly?: true;
      /** S10: `max c` (a claim deal): a seat holds at most c territories (a formula of the seat). */
      cap?: Expr;
      span: Span;
    }
  | { kind: "DealObjectives"; span: Span }
  | { kind: "Exchange"; when?: Expr; span: Span }
  /** T4: `neutral N`: after its own batch, each player puts N armies of the neutral seats on a neutral territory. */
  | { kind: "PlaceRemaining"; batch?: Expr; neutral?: Expr; span: Span }
  /** K1/M1: a choice is made here, by every player in turn. */
  | { kind: "Choose"; choice: Name; span: Span }
  /** F3: `build Mine randomly 6`, `build Fort by choice 1 each where terrain == hills`. */
  | { kind: "Build"; building: Name; mode: "random" | "choice"; count: Expr; where?: Expr; span: Span }
  /** F6: `order by bid gold [winner pays]`, `order by count(territories owned), ... [each round]`. */
  | {
      kind: "Order";
      bid?: Name;
      winnerPays: boolean;
      by: Expr[];
      eachRound: boolean;
      period?: Name;
      /** S6: `order randomly`. */
      random?: true;
      /** TB1: `ties by roll` or `ties by seat` (the word as written: the checker refuses any other). */
      ties?: { word: string; span: Span };
      span: Span;
    }
  /** S3: `leave 4 neutral armies 2 [where c]`: territories nobody holds yet go to the neutral seats. */
  | { kind: "LeaveNeutral"; count: Expr; armies: Expr; where?: Expr; span: Span }
  /** S8: `leave 2 empty [where c]`: that many dealt territories are emptied (nobody holds them). */
  | { kind: "LeaveEmpty"; count: Expr; where?: Expr; span: Span }
  /** S5: `gain gold 5 + seat`: every player gains a per-seat amount of a resource here. */
  | { kind: "Gain"; resource: Name; amount: Expr; span: Span }
  /** S4: `units 2 Ranger each randomly`: each player's units of a type onto its own territories. */
  | { kind: "Units"; count: Expr; unit: Name; choice: boolean; span: Span }
  /** SP1: `place 9 each with adjacent empty [where c]`: each player puts 9 armies on one of its territories (where c holds), split with one adjacent empty territory if it likes. */
  | { kind: "PlaceSplit"; count: Expr; where?: Expr; span: Span };
export interface SetupDecl {
  kind: "Setup";
  steps: SetupStep[];
  span: Span;
}

export interface FortifyOption {
  kind: "moves" | "path" | "leave" | "cede" | "once" | "movesAny" | "drops" | "where" | "within" | "intoBattle";
  /** Absent for `cede to partner`, which has no value. */
  value?: Expr | Name;
  span: Span;
}
/** XP1: an expand step's option (`into N`, `leave N`, `where c`), as written. */
export interface ExpandOption {
  kind: "into" | "leave" | "where";
  value: Expr;
  span: Span;
}
export type PhaseStep =
  | { kind: "Receive"; amount: Expr; span: Span }
  | { kind: "Trade"; forcedWhen?: Expr; span: Span }
  /** F1: `place where <condition>`: only on territories where it holds. */
  | { kind: "Place"; where?: Expr; span: Span }
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
      /** F1: moves only into territories where the condition holds (`source` is where they come from). */
      where?: Expr;
      /** B2: `path where <condition>`: a connected path whose every territory (its ends included) meets it. */
      through?: Expr;
      /** FM1: `within N`: a move crosses at most N borders along its path. */
      within?: Expr;
      /** FM2: `into battle`: a move may end in a territory the player contests, joining its invasion. */
      intoBattle: boolean;
      options: FortifyOption[];
      span: Span;
    }
  /**
   * XP1: `expand into 2 leave 1 where c`: one move or invasion, from one territory into at most
   * `into` adjacent ones (own, empty or enemy; 1 when absent), leaving `leave` behind (1 when absent).
   */
  | { kind: "Expand"; into?: Expr; leave?: Expr; where?: Expr; options: ExpandOption[]; span: Span }
  | { kind: "Draw"; count: Expr; when?: Expr; span: Span }
  | { kind: "Roll"; count: number; sides: number; reason: string; reasonSpan: Span; when: Expr; span: Span }
  | { kind: "Switch"; when?: Expr; nearLeader: boolean; usingCard?: Name; span: Span }
  | { kind: "Reveal"; amount: Expr; span: Span }
  | { kind: "RevealEffect"; span: Span }
  | { kind: "Morph"; span: Span }
  /** K1: the player may change a choice. */
  | { kind: "Choose"; choice: Name; span: Span }
  /** F2: `gain gold 2 + count(...)`: income. */
  | { kind: "Gain"; resource: Name; amount: Expr; span: Span }
  /** F2: buy offers of the market until the step is ended. */
  | { kind: "Buy"; span: Span }
  /** F5: `draw effect 1 when ...`: effect cards, face down, from the effect deck; DK3: `from gods`, a named deck's. */
  | { kind: "DrawEffect"; count: Expr; when?: Expr; deck?: Name; span: Span }
  /** EP1: the player may play cards of the named decks from its hand. */
  | { kind: "Play"; span: Span }
  /** MK1: `put 1 from bases [when c]`: cards of a named deck, face down, onto the player's territories (its choice). */
  | { kind: "Put"; count: Expr; deck: Name; when?: Expr; span: Span }
  /**
   * BB1: `bombard Siege dice 2 hits 3+ from where c at where d`: once in the step the player may fire
   * its pieces of the type from a territory of its own (where c holds) at a neighbouring enemy one
   * (where d holds, `source` the territory fired from); no return fire.
   */
  | {
      kind: "Bombard";
      unit: Name;
      dice?: { value: number; span: Span };
      hits: { value: number; span: Span };
      from?: Expr;
      at?: Expr;
      span: Span;
    };
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
  /** C5: `defender dice 1..2 by choice`: the defender chooses how many it rolls (`chosen`: where `by choice` stands). */
  | {
      kind: "Dice";
      side: "attacker" | "defender";
      range: IntRange;
      leave?: Expr;
      chosen?: { by: true; span: Span };
      /** D6: the side rolls these dice in an attack where this holds as it starts (the last that holds wins). */
      when?: Expr;
      span: Span;
    }
  /** C5; D5: `ties attacker when <condition>` gives ties to a side for an attack where the condition holds as it starts. */
  | { kind: "Ties"; side: "attacker" | "defender"; when?: Expr; span: Span }
  | { kind: "Conquer"; atLeast: Expr; span: Span }
  | { kind: "Keep"; keep: Expr; span: Span }
  | { kind: "DiceMax"; span: Span }
  | { kind: "Require"; condition: Expr; span: Span }
  | { kind: "PlacedWait"; span: Span }
  /** F1: `attack where <condition>`: which attacks may be made (the territory attacked is in question; `source`). */
  | { kind: "AttackWhere"; condition: Expr; span: Span }
  /**
   * F4: `defender +1 when Fort > 0`, `attacker reroll <= 1 when ...`: dice modifiers fixed when an
   * attack starts; the dice pipeline's D1 `extra die`, D2 `reroll lowest N`, D3 `+1 on highest`, D4 `die d8`.
   */
  | {
      kind: "Modifier";
      side: "attacker" | "defender";
      bonus?: Expr;
      on?: { die: NamedDie; span: Span };
      reroll?: { value: number; span: Span };
      rerollLowest?: Expr;
      /** D1: `extra die` (where it stands). */
      extra?: { count: number; span: Span };
      sides?: { value: number; span: Span };
      when?: Expr;
      span: Span;
    }
  /**
   * CT1: `battles at round end`: an attack moves in without dice and contests the territory until
   * its battle at the round's end (`word`: the word read where `round` stands; checked to be it).
   */
  | { kind: "BattlesAtRoundEnd"; word: Name; span: Span }
  /** RB1: `rank Siege dice 2 hits 3+`: a rank of ranked battles (its dice per piece, default 1; its hit threshold). */
  | {
      kind: "Rank";
      unit: { name: string; span: Span };
      dice?: { value: number; span: Span };
      hits: { value: number; span: Span };
      span: Span;
    }
  /** CS1: `casualties by choice`: each side's owner chooses its losses after each rank (`word`: where `casualties` stands). */
  | { kind: "CasualtiesByChoice"; word: Name; span: Span }
  /**
   * RR1: `defender reroll one rank each round when Castle > 0`: the side may re-roll all its dice of
   * one rank, once a battle round, after seeing them (`one`, `round`: the words read there).
   */
  | { kind: "RerollRank"; side: "attacker" | "defender"; one: Name; round: Name; when?: Expr; span: Span };
/** D3: the die a bonus goes on (a number: the n-th highest, 1 the highest). */
export type NamedDie = "highest" | "lowest" | "each" | number;
export interface CombatDecl {
  kind: "Combat";
  stmts: CombatStmt[];
  span: Span;
}

export type SetPattern = "alike" | "distinct" | "any";
export type CardsStmt =
  | { kind: "Deck"; attribute: Name; span: Span }
  /** K4: `except capital`: the cards of the territories chosen for that choice leave the game. */
  | { kind: "Except"; choice: Name; span: Span }
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
  /** M1: the objective is met when this holds (else: when every member is held). */
  when?: Expr;
  /** M2: the objective is in the deck only when this holds as objectives are dealt. */
  dealt?: Expr;
  /** M3: replaced, for good, by another objective when this holds for its holder. */
  instead?: { objective: string; objectiveSpan: Span; when: Expr; span: Span };
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
  /** PB5: `destroyed into R`: the per-player resources destroyed armies go into (one is allowed). */
  casualties: Name[];
  span: Span;
}

export type Effect = { kind: "Ties"; side: "attacker" | "defender"; span: Span } | { kind: "Bonus"; amount: number; span: Span };
export interface EffectUse {
  on: "attack" | "defend";
  when?: Expr;
  effects: Effect[];
  span: Span;
}
/** The one effect family of rules and cards (named decks' `on play`/`on draw`; version 2's `on reveal` takes part of it). */
export type RevealEffect =
  | { kind: "armies" | "lose"; amount: Expr; span: Span }
  /** F5: flip a switch of the map; build or raze a building where the holder chooses. */
  | { kind: "flip"; switchName: string; switchSpan: Span; span: Span }
  | { kind: "build" | "raze"; building: Name; span: Span }
  /** Part A (rules): a resource's gain (or a random one, `roll dN`), given to another seat. */
  | { kind: "gain"; resource: Name; amount?: Expr; roll?: { sides: number; span: Span }; span: Span }
  | { kind: "give"; resource: Name; amount: Expr; to: Expr; span: Span }
  /** Part A: a border that exists (`open`) or not (`close`) for the rule's duration. */
  | { kind: "open" | "close"; from: Name; to: Name; span: Span }
  /** Part A: the territory in question passes to the seat the formula names. */
  | { kind: "owner"; seat: Expr; span: Span }
  /** EP7: territory cards, cards of a named deck, drawn into the player's hand. */
  | { kind: "drawCards"; count: Expr; span: Span }
  | { kind: "drawEffect"; count: Expr; deck: Name; span: Span }
  /** EP6: a die bonus of the player for a duration. */
  /** `durationSpan`: where a duration is written (absent: the default, `until your next turn`). */
  | { kind: "dice"; side: "attack" | "defend"; amount: number; duration: Duration; durationSpan?: Span; span: Span }
  /** EF2: the game ends now (`reason`: what the result says; absent, the rule's or the card's name). */
  | { kind: "endGame"; reason?: string; span: Span }
  /** EF3: `count` units of type `unit` from the player's stock onto its territories. */
  | { kind: "units"; count: Expr; unit: Name; span: Span }
  /** EF4: `count` cards the player holds of the named decks discarded at random; EF5 (`choose`): the player chooses them. */
  | { kind: "discard"; count: Expr; choose: boolean; span: Span }
  /** EF6: the player moves up to `count` of its armies (`unit`: units of a type) from its territories where `from` holds into the territory in question, or those where `to` holds (a decision). */
  | { kind: "move"; count: Expr; unit?: Name; from?: Expr; to?: Expr; span: Span }
  /** PO7: the player becomes the first in turn order from the next round on. */
  | { kind: "firstPlayer"; span: Span }
  /** PO4: the player chooses one of the named orders; its effects happen (a decision). */
  | { kind: "choose"; options: OrderOption[]; span: Span }
  /** TC1/TC2: the player picks one territory (its own with `owned`) where the condition holds (a decision); the effects happen with it in question. */
  | { kind: "pick"; owned: boolean; where?: Expr; effects: RevealEffect[]; span: Span }
  /** Part A: the effects on each territory (of the rule's player with `owned`) where the condition holds. */
  | { kind: "each"; owned: boolean; where?: Expr; effects: RevealEffect[]; span: Span };
/** PO4: one order of a `choose`: its name and its effects. */
export interface OrderOption {
  order: string;
  orderSpan: Span;
  effects: RevealEffect[];
  span: Span;
}
export interface EffectCardDecl {
  name: string;
  nameSpan: Span;
  dealtWhen?: Expr;
  copies?: { value: number; span: Span };
  /** `copies name`: a parameter, which only a named deck's card takes (RISK2086). */
  copiesParamSpan?: Span;
  uses: EffectUse[];
  /** E12: what turning the card up does (to another player with `pass`); F5: on the map. */
  reveal?: { pass: boolean; effects: RevealEffect[]; span: Span };
  span: Span;
}
export interface EffectsDecl {
  kind: "Effects";
  /** E2: cards dealt face down to each player. */
  deal?: Expr;
  cards: EffectCardDecl[];
  /** DK5/DK4/EP1/EP5: statements only a named deck takes (`hand`, `reshuffle`, a card's `on play`, `on draw`). */
  deckOnlySpan?: Span[];
  span: Span;
}

/** EP6: how long a played card's die bonus lasts. */
/** How long a lasting effect lasts: a card's die bonus, a rule's border (one grammar production, `duration`). */
export type Duration = "battle" | "turn" | "nextTurn";
export type CardDuration = Duration;
/** EP6/EP7: what a card of a named deck does when played or drawn: the effects rules have. */
export type CardEffect = RevealEffect;
/** EP2/EP3: what playing a card costs: a resource, or other cards of the hand. */
export type CardCost = { kind: "resource"; amount: Expr; resource: Name; span: Span } | { kind: "discard"; count: number; span: Span };
export interface DeckCardDecl {
  name: string;
  nameSpan: Span;
  /** `param`: MK1's `copies decoys`, the value of an int parameter (`value` is then 1: read it with `cardCopies`). */
  copies?: { value: number; span: Span; param?: Name };
  /** DK7: `in bottom half`: the half of the pile its copies are shuffled into. */
  place?: { half: "top" | "bottom"; span: Span };
  /** EP1–EP4: `on play when ... cost ...: effects`; EP9/EP10: `during attack` / `during defence` (else a `play` step). */
  play?: { window?: PlayWindow; when?: Expr; cost?: CardCost; effects: CardEffect[]; span: Span };
  /** EP5: `on draw: effects`. */
  onDraw?: { effects: CardEffect[]; span: Span };
  /** MK3: `on reveal: effects`: what the card does for the conqueror when, put on a territory as a marker, it is turned up. */
  onReveal?: { effects: CardEffect[]; pass: boolean; span: Span };
  /** Statements of the effect deck (`use`, `when`) a named deck's card does not take. */
  foreignSpan: Span[];
  /** A second `on play` or `on draw`. */
  repeatedSpan: Span[];
  span: Span;
}
/** EP9/EP10: when a card is played besides a `play` step: in its holder's attack step, or as it defends. */
export type PlayWindow = { at: "attack" | "defence"; span: Span };
/** DK1: `effects gods { ... }`: a named deck of cards held in hand and played. */
export interface DeckDecl {
  kind: "Deck";
  name: Name;
  /** DK2: cards dealt to each player at the setup. */
  deal?: Expr;
  /** DK5: `hand N` (and `discard choose`). */
  hand?: { limit: Expr; choose: boolean; span: Span };
  /** DK4: the discards become the draw pile when it runs out. */
  reshuffle: boolean;
  /** PO1: `per player`: every seat holds its own copy of the deck from the setup. */
  perPlayer: boolean;
  perPlayerSpan?: Span;
  /** PO2: `program N each round`: the cards each seat programs at a round's start. */
  program?: { count: Expr; span: Span };
  /** PO6: `hand returns`: played cards come back into the hand when it holds fewer than a round's program. */
  returns: boolean;
  returnsSpan?: Span;
  cards: DeckCardDecl[];
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
  /** `attack +1`: on one die of the side, where it helps most; `own` (`attack +1 on die`): on the unit's own die. */
  | { kind: "modifier"; on: "attack" | "defend"; amount: Expr; own?: boolean; span: Span }
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
  /** Y2: the seat it is given to; PB16: absent on a leader `from market` every seat buys (RISK4271 without `from market`). */
  seat?: Expr;
  when?: Expr;
  die?: number;
  /** U1: sizes of its die under conditions (the last that holds as an attack starts wins). */
  dieWhen?: DieWhen[];
  /** PB13: it joins an attack of its side only when this holds for it as the attack starts. */
  attackWhen?: Expr;
  /** PB13: `attack when` given again (RISK4240). */
  attackWhenAgainSpans?: Span[];
  /** L2: powers of its own (added to every form's; without forms, its one form's). */
  powers: Power[];
  forms: FormDecl[];
  /** F1: where the leader may stand. */
  stands?: Expr;
  /** Y3: this leader holds a territory alone. */
  holdAlone: boolean;
  /** Issue 26 (leaders are units): `on death lost` puts it out for good (no revival); `returns` (the default) lets `revive` bring it back. */
  onDeath: "returns" | "lost";
  /** PB1: `from market`: bought by its seat (an offer names it), not put down at the setup nor revived. */
  fromMarket?: true;
  span: Span;
}
/** U1: `die d10 when terrain == hills`: a unit's die size in an attack where the condition holds. */
export interface DieWhen {
  sides: number;
  when: Expr;
  span: Span;
}
/** F2: a type of unit: individual pieces with their own die, bonuses, powers, limit and fate. */
export interface UnitTypeDecl {
  name: Name;
  /** The most each player may have (a static formula). */
  limit: Expr;
  die?: number;
  /** U1: sizes of its die under conditions (the last that holds as an attack starts wins). */
  dieWhen?: DieWhen[];
  /** PB13: it joins an attack of its side only when this holds for it as the attack starts. */
  attackWhen?: Expr;
  /** PB13: `attack when` given again (RISK4240). */
  attackWhenAgainSpans?: Span[];
  /** Bonuses and powers it always has; `forms` (if any) add theirs. */
  powers: Power[];
  forms: FormDecl[];
  holdAlone: boolean;
  stands?: Expr;
  onDeath: "returns" | "lost";
  span: Span;
}
export interface LeadersDecl {
  kind: "Leaders";
  /** The section's keyword: `leaders` or `units`. */
  keyword: string;
  leaders: LeaderDecl[];
  units: UnitTypeDecl[];
  revive?: Expr;
  /** L1: `leaders per seat N`: the most leaders one seat may have (absent: one, RISK4025). */
  perSeat?: Expr;
  /** Y3: every leader holds a territory alone. */
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
  /** F2: the most and the least it may hold (kept after every change). */
  max?: Expr;
  min?: Expr;
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
  /** The section's keyword: `resources` or `counters`. */
  keyword: string;
  counters: CounterDecl[];
  tokens: TokenDecl[];
  span: Span;
}

/** T1: a seat that never decides. */
export interface NeutralDecl {
  name: string;
  nameSpan: Span;
  when?: Expr;
  armies?: Expr;
  span: Span;
}
export interface SeatsDecl {
  kind: "Seats";
  neutrals: NeutralDecl[];
  span: Span;
}
/** K1/M1: a per-player value chosen at the setup or in play. */
export interface ChoiceDecl {
  name: Name;
  /** A list of words, or a territory (`owned`: one of the chooser's; `where`: per territory). */
  words?: Name[];
  owned: boolean;
  where?: Expr;
  distinct: boolean;
  secret: boolean;
  span: Span;
}
export interface ChoicesDecl {
  kind: "Choices";
  choices: ChoiceDecl[];
  span: Span;
}
/** F2: something to buy: `army`, `card`, `effect`, a unit type or a building. */
export interface OfferDecl {
  what: Name;
  /** DK6: `offer effect from gods`: a card of a named deck. */
  deck?: Name;
  cost: Expr;
  resource: Name;
  when?: Expr;
  where?: Expr;
  limit?: Expr;
  span: Span;
}
export interface MarketDecl {
  kind: "Market";
  offers: OfferDecl[];
  span: Span;
}
/** F3: a building or marker on territories. */
export interface BuildingDecl {
  name: Name;
  limit?: Expr;
  onConquest: "destroyed" | "kept" | "captured";
  into?: Name;
  /** B1: `hold alone`: a territory with one stays its owner's with no armies. */
  holdAlone: boolean;
  span: Span;
}
export interface BuildingsDecl {
  kind: "Buildings";
  buildings: BuildingDecl[];
  span: Span;
}

/** Part A: the moment a rule fires. */
export type RuleEvent =
  | {
      kind:
        | "turnStart"
        | "turnEnd"
        | "roundEnd"
        | "conquest"
        | "elimination"
        | "battleStart"
        | "battleRoll"
        | "battleEnd"
        | "reveal"
        | "purchase"
        | "setupEnd";
      span: Span;
    }
  /** `purchase Siege`: the player bought a unit of that type or a building of that kind (the territory it went to in question). */
  | { kind: "purchaseOf"; thing: Name; span: Span }
  /** A card of a named deck comes into a hand (`draw`) or was played (`play`); without `deck`, of any named deck. */
  | { kind: "draw" | "play"; deck?: Name; span: Span }
  /** PO4: the player chose order `order`. */
  | { kind: "order"; order: string; orderSpan: Span; span: Span }
  | { kind: "phaseStart" | "phaseEnd"; phase: Name; span: Span }
  | { kind: "crossing"; resource: Name; value: number; span: Span }
  /** A word where `round` was expected (`roundd end`): RISK2030. */
  | { kind: "unknown"; word: Name; edge?: string; span: Span };
export type RuleDuration = Duration;
/** Part A: `rule "Name" on <event> [when ...] [cost N R] [duration] { effects }`. */
export interface RuleDecl {
  name: string;
  nameSpan: Span;
  /** `optional rule`: at its event the rule is its player's decision (fire or decline). */
  optional?: true;
  event: RuleEvent;
  when?: Expr;
  cost?: { amount: Expr; resource: Name };
  duration?: { value: RuleDuration; span: Span };
  effects: RevealEffect[];
  span: Span;
}
export interface RulesDecl {
  kind: "Rules";
  rules: RuleDecl[];
  span: Span;
}

export type Section =
  | RulesDecl
  | SeatsDecl
  | ChoicesDecl
  | MarketDecl
  | BuildingsDecl
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
  | EffectsDecl
  | DeckDecl;

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

/** Every step of every phase of the file's turn sections, in order. */
export function turnStepsOf(file: VariantFile): PhaseStep[] {
  return sectionsOf(file, "Turn").flatMap((t) => t.phases.flatMap((p) => p.steps));
}
