// The IR: the compiled variant as plain JSON. It is the contract between the compiler, the
// engine, the playground and any third-party tool, so it is versioned and described by one
// JSON Schema (built here with TypeBox; `npm run gen` writes ir-schema.gen.json and the ajv
// standalone validator ir-validate.gen.js, and a test checks both are up to date).
import { Type, type Static, type TLiteral, type TObject, type TSchema, type TUnion } from "@sinclair/typebox";
import { IR_VERSION, QUANTITIES } from "./ir-constants.js";

export { IR_VERSION, QUANTITIES } from "./ir-constants.js";

/** A union of string literals that keeps each literal's type. */
function oneOf<const T extends readonly string[]>(values: T): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(values.map((v) => Type.Literal(v))) as never;
}

const OverFunction = oneOf(["max", "min", "sum", "all", "any", "count"]);

const Int = Type.Integer();
const NonNegative = Type.Integer({ minimum: 0 });

/** Formulas and conditions. References are resolved: territories and groups by index. */
export const Expr = Type.Recursive(
  (Self) =>
    Type.Union([
      Type.Object({ op: Type.Literal("int"), value: Int }, { additionalProperties: false }),
      Type.Object({ op: Type.Literal("bool"), value: Type.Boolean() }, { additionalProperties: false }),
      Type.Object({ op: Type.Literal("param"), name: Type.String() }, { additionalProperties: false }),
      Type.Object(
        {
          op: Type.Literal("quantity"),
          name: oneOf(QUANTITIES),
          /** H1–H3: a territory's history read at the attack's or the move's source (`previousOwner of source`). */
          at: Type.Optional(Type.Literal("source")),
          /** H6–H7: the turn's history of the seat in seat variable `seat` (`armiesLost of s`; SEAT_HISTORY's quantities only). */
          seat: Type.Optional(NonNegative),
        },
        { additionalProperties: false },
      ),
      Type.Object({ op: Type.Union([Type.Literal("neg"), Type.Literal("not")]), arg: Self }, { additionalProperties: false }),
      Type.Object(
        {
          op: oneOf(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or"]),
          left: Self,
          right: Self,
        },
        { additionalProperties: false },
      ),
      Type.Object({ op: Type.Literal("if"), cond: Self, then: Self, else: Self }, { additionalProperties: false }),
      Type.Object({ op: oneOf(["floor", "ceil", "abs", "min", "max"]), args: Type.Array(Self, { minItems: 1 }) }, { additionalProperties: false }),
      Type.Object(
        {
          op: Type.Literal("table"),
          key: Self,
          entries: Type.Array(Type.Tuple([Int, Self])),
          fallback: Type.Optional(Self),
        },
        { additionalProperties: false },
      ),
      Type.Object({ op: Type.Literal("count"), set: Self }, { additionalProperties: false }),
      /** A named score of the player in question, or (`seat`: a bound seat variable) of another seat. */
      Type.Object({ op: Type.Literal("score"), name: Type.String(), seat: Type.Optional(NonNegative) }, { additionalProperties: false }),
      /**
       * `max over seats s: body`: seat variable number `var` (nesting depth) runs over every player
       * (neutral seats are not players); `all`, `any`: a condition; `count`: how many seats meet it.
       */
      Type.Object({ op: Type.Literal("over"), fn: OverFunction, var: NonNegative, body: Self }, { additionalProperties: false }),
      /** `sum over <set>: body`, the body evaluated for each territory of the set (Y6). */
      Type.Object({ op: Type.Literal("overTerritories"), fn: OverFunction, set: Self, body: Self }, { additionalProperties: false }),
      /** The seat number (1-based) bound to seat variable `var`. */
      Type.Object({ op: Type.Literal("seatVar"), var: NonNegative }, { additionalProperties: false }),
      /** K2/M4: the player holds a group whole, a territory, or the territory a choice names (of seat variable `seat`). */
      Type.Object(
        {
          op: Type.Literal("holds"),
          group: Type.Optional(NonNegative),
          territory: Type.Optional(NonNegative),
          choice: Type.Optional(Type.String()),
          seat: Type.Optional(NonNegative),
        },
        { additionalProperties: false },
      ),
      /** M1: the player's objective is met. */
      Type.Object({ op: Type.Literal("objectiveMet") }, { additionalProperties: false }),
      /** PO4: the player chose order `order` (a name of `choose` effects) in this turn. */
      Type.Object({ op: Type.Literal("ordered"), order: Type.String() }, { additionalProperties: false }),
      /** BK2: the border between `source` and the territory in question is of kind `kind` (a name of `map.borderKinds`). */
      Type.Object({ op: Type.Literal("across"), kind: Type.String() }, { additionalProperties: false }),
      /** A choice's value for the player in question (or seat variable `seat`): a word, or a territory's index (-1: none). */
      Type.Object({ op: Type.Literal("choice"), name: Type.String(), seat: Type.Optional(NonNegative) }, { additionalProperties: false }),
      /** A word of a choice, compared with a choice's or an attribute's value. */
      Type.Object({ op: Type.Literal("word"), value: Type.String() }, { additionalProperties: false }),
      /**
       * At the territory in question (`at: source`: the one an attack or a move comes from): an
       * attribute's value, the number of a building there, the number of units of a type there.
       */
      Type.Object({ op: Type.Literal("attr"), name: Type.String(), at: Type.Optional(Type.Literal("source")) }, { additionalProperties: false }),
      Type.Object({ op: Type.Literal("building"), name: Type.String(), at: Type.Optional(Type.Literal("source")) }, { additionalProperties: false }),
      // MV1: `at: "moving"` counts the units among the pieces that move or attack.
      Type.Object(
        { op: Type.Literal("units"), name: Type.String(), at: Type.Optional(Type.Union([Type.Literal("source"), Type.Literal("moving")])) },
        { additionalProperties: false },
      ),
      /** E10/E14: a counter's value: the player's own (per-player counters; `seat`: a bound seat variable) or the game's. */
      Type.Object({ op: Type.Literal("counter"), name: Type.String(), seat: Type.Optional(NonNegative) }, { additionalProperties: false }),
      /** E1: whether the player in question plays this faction. */
      Type.Object({ op: Type.Literal("plays"), faction: NonNegative }, { additionalProperties: false }),
      /** Seat tokens of the seat in variable `seat` that the player holds (R13). */
      Type.Object({ op: Type.Literal("tokens"), seat: NonNegative }, { additionalProperties: false }),
      Type.Object({ op: Type.Literal("sum"), attribute: Type.String(), set: Self }, { additionalProperties: false }),
      Type.Object(
        {
          op: Type.Literal("set"),
          of: Type.Union([Type.Literal("territories"), Type.Literal("groups")]),
          owned: Type.Boolean(),
          group: Type.Optional(NonNegative),
          /** Only the territories of the player's secret objective (R3). */
          objective: Type.Optional(Type.Literal(true)),
          /** With `owned`: held by the player or a partner (Y13). */
          team: Type.Optional(Type.Literal(true)),
          /** Only territories whose true-or-false attribute is true (Y6), or (F3) that hold that building or unit. */
          with: Type.Optional(Type.String()),
          /** With `owned`: owned by the seat of seat variable `by` (M2). */
          by: Type.Optional(NonNegative),
          /** Only the territories for which this holds (M1), the territory in question being each. */
          where: Type.Optional(Self),
          /**
           * SL1: of the set's territories, only those joined to the territory in question through
           * them (itself included; none when it is not in the set): a supply line; of the line,
           * only those where `where` holds.
           */
          connected: Type.Optional(
            Type.Object(
              {
                where: Type.Optional(Self),
                /** TC3 (`connected to chosen`): the line reaches the territory the player picked this turn, not the one in question. */
                chosen: Type.Optional(Type.Literal(true)),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ]),
  { $id: `https://riskc.dev/ir/v${IR_VERSION}/expr.json` },
);
export type Expr = Static<typeof Expr>;
const ExprRef = Type.Ref(Expr);

const ParamType = Type.Union([Type.Literal("int"), Type.Literal("bool"), Type.Object({ choice: Type.Array(Type.String()) })]);
const ParamValue = Type.Union([Int, Type.Boolean(), Type.String()]);

export const Param = Type.Object(
  {
    name: Type.String(),
    type: ParamType,
    value: ParamValue,
    default: ParamValue,
    range: Type.Optional(Type.Tuple([Int, Int])),
  },
  { additionalProperties: false },
);
export type Param = Static<typeof Param>;

export const Territory = Type.Object(
  {
    name: Type.String(),
    group: NonNegative,
    attrs: Type.Record(Type.String(), Type.Union([Int, Type.String(), Type.Boolean()])),
    at: Type.Optional(Type.Tuple([Int, Int])),
  },
  { additionalProperties: false },
);
export type Territory = Static<typeof Territory>;

export const Group = Type.Object(
  {
    name: Type.String(),
    kind: Type.String(),
    /** How maps draw it: a CSS colour name or `#` and hex digits, in lower case (`[colour blue]`). */
    colour: Type.Optional(Type.String()),
    bonus: ExprRef,
    territories: Type.Array(NonNegative),
  },
  { additionalProperties: false },
);
export type Group = Static<typeof Group>;

const SwitchSide = Type.Object(
  {
    territories: Type.Array(NonNegative),
    borders: Type.Array(Type.Tuple([NonNegative, NonNegative])),
    links: Type.Array(Type.Tuple([NonNegative, NonNegative])),
  },
  { additionalProperties: false },
);

export const GameMap = Type.Object(
  {
    title: Type.Optional(Type.String()),
    attributes: Type.Array(Type.Object({ name: Type.String(), type: ParamType }, { additionalProperties: false })),
    territories: Type.Array(Territory, { minItems: 2 }),
    groups: Type.Array(Group),
    /** Two-way borders, each once, as [lower index, higher index]. */
    borders: Type.Array(Type.Tuple([NonNegative, NonNegative])),
    /** One-way links: the first may attack / move into the second. */
    links: Type.Array(Type.Tuple([NonNegative, NonNegative])),
    /**
     * Y7: parts of the map that exist only while a switch is on (or off): territories (absent
     * while their side is not in force) and borders and links (listed here, not above).
     */
    switches: Type.Array(
      Type.Object({ name: Type.String(), initial: Type.Boolean(), on: SwitchSide, off: SwitchSide }, { additionalProperties: false }),
    ),
    /**
     * PB9: borders (or, `oneWay`, links from `from`) that exist only for a player with a unit of
     * type `unit` (index into the unit types) at either end; listed here, not above.
     */
    pieceBorders: Type.Optional(
      Type.Array(Type.Object({ from: NonNegative, to: NonNegative, oneWay: Type.Boolean(), unit: NonNegative }, { additionalProperties: false })),
    ),
    /**
     * BK1: borders of a kind (`England -- Lorraine [sea]`), by kind: its two-way borders as
     * [lower, higher] and its one-way links as [from, to], wherever given (fixed, a switch's, a piece's).
     */
    borderKinds: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.String(),
            borders: Type.Array(Type.Tuple([NonNegative, NonNegative])),
            links: Type.Array(Type.Tuple([NonNegative, NonNegative])),
          },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type GameMap = Static<typeof GameMap>;

const SetupStage = oneOf(["start", "deal", "placement"]);
const SetupStep = Type.Union([
  /** K1/M1: every player makes the choice, in turn. */
  Type.Object({ kind: Type.Literal("choose"), at: SetupStage, choice: Type.String() }, { additionalProperties: false }),
  /** F3: `count` of a building on random territories on the board, or (`choice`) `count` each on the players' own, in turn. */
  Type.Object(
    {
      kind: Type.Literal("build"),
      at: SetupStage,
      building: Type.String(),
      mode: oneOf(["random", "choice"]),
      count: ExprRef,
      where: Type.Optional(ExprRef),
    },
    { additionalProperties: false },
  ),
  /** F6: the turn order: by a sealed bid of a resource, or by formulas (highest first; ties: the next, then seat order). */
  Type.Object(
    {
      kind: Type.Literal("order"),
      at: SetupStage,
      bid: Type.Optional(Type.String()),
      winnerPays: Type.Boolean(),
      by: Type.Array(ExprRef),
      eachRound: Type.Boolean(),
      /** S6 (`order randomly`): a random order, as a roll of dice with ties rolled again. */
      random: Type.Optional(Type.Literal(true)),
      /** TB1 (`ties by roll`): equal bids or keys go by a roll of dice, rolled again while tied (absent: by seat). */
      tiesByRoll: Type.Optional(Type.Literal(true)),
    },
    { additionalProperties: false },
  ),
  /** S3: `count` territories nobody holds yet (where the condition holds), at random, to the neutral seats in turn, `armies` on each. */
  Type.Object(
    {
      kind: Type.Literal("neutral"),
      at: SetupStage,
      count: ExprRef,
      armies: ExprRef,
      where: Type.Optional(ExprRef),
    },
    { additionalProperties: false },
  ),
  /** S8: `count` territories held (where the condition holds), at random, are emptied; run after what a filtered deal left is dealt. */
  Type.Object({ kind: Type.Literal("empty"), at: SetupStage, count: ExprRef, where: Type.Optional(ExprRef) }, { additionalProperties: false }),
  /** S5: every player gains `amount` of a resource (a formula of its seat). */
  Type.Object({ kind: Type.Literal("gain"), at: SetupStage, resource: Type.String(), amount: ExprRef }, { additionalProperties: false }),
  /** S4: `count` of each player's units of a type (from its stock) onto its own territories, at random; S12 (`choice`): where each player chooses. */
  Type.Object(
    { kind: Type.Literal("units"), at: SetupStage, unit: Type.String(), count: ExprRef, choice: Type.Optional(Type.Literal(true)) },
    { additionalProperties: false },
  ),
  /** SP1: each player, in turn order, puts `count` armies (a formula of its seat) on one of its territories (where `where` holds), part of them on one adjacent empty territory if it likes, which becomes its own. */
  Type.Object({ kind: Type.Literal("split"), at: SetupStage, count: ExprRef, where: Type.Optional(ExprRef) }, { additionalProperties: false }),
]);
export type SetupStep = Static<typeof SetupStep>;

export const Setup = Type.Object(
  {
    armies: ExprRef,
    deal: Type.Object(
      {
        /** `choice` (Y4): players take turns choosing an empty territory. */
        mode: Type.Union([Type.Literal("random"), Type.Literal("turns"), Type.Literal("choice"), Type.Literal("faction")]),
        /** E2 (`faction`): every territory goes to the player of this faction, with its pieces. */
        faction: Type.Optional(NonNegative),
        /** Deal against the order of play (R2: from the dealer's right). */
        reverse: Type.Boolean(),
        armies: ExprRef,
        /** R2: at most this many territories of one group to one player (`size` is the group's). */
        limit: Type.Optional(ExprRef),
        /** S1: only the territories where this holds are dealt; those no later step takes are dealt after the steps that follow the deal. */
        where: Type.Optional(ExprRef),
        /**
         * S9 (`evenly`): only the players are dealt (T2 deals the neutral seats too), the same number
         * each; the territories left over go to the neutral seats in turn, or stay empty without one.
         */
        evenly: Type.Optional(Type.Literal(true)),
        /**
         * S10 (`max`, a deal by choice): a seat holds at most this many territories (a formula of the
         * seat); the players claim in turn while under it, and each neutral seat is dealt its cap at
         * random before the claims.
         */
        cap: Type.Optional(ExprRef),
      },
      { additionalProperties: false },
    ),
    /** R3: each player is dealt a different secret objective (after the territories; M1 `objectivesAt: start`: before). */
    objectives: Type.Boolean(),
    objectivesAt: Type.Optional(Type.Literal("start")),
    /** R13: seat tokens exchanged in secret before the first turn (when the condition holds). */
    exchange: Type.Optional(Type.Object({ when: Type.Optional(ExprRef) }, { additionalProperties: false })),
    /** T4 (`neutral`): after its own batch, each player puts that many neutral armies on a neutral territory. */
    place: Type.Object({ batch: ExprRef, neutral: Type.Optional(ExprRef) }, { additionalProperties: false }),
    /**
     * v2 setup steps, in the order written, each at the stage of the setup where it stands:
     * `start` (before the deal), `deal` (after it), `placement` (after the starting armies).
     */
    steps: Type.Optional(Type.Array(SetupStep)),
  },
  { additionalProperties: false },
);
export type Setup = Static<typeof Setup>;

export const Step = Type.Union([
  Type.Object({ kind: Type.Literal("receive"), amount: ExprRef }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal("trade"), forcedWhen: Type.Optional(ExprRef) }, { additionalProperties: false }),
  /** F1 (`where`): only on territories where the condition holds. */
  Type.Object({ kind: Type.Literal("place"), where: Type.Optional(ExprRef) }, { additionalProperties: false }),
  /** K1: the player may change a choice (`end` keeps it). */
  Type.Object({ kind: Type.Literal("choose"), choice: Type.String() }, { additionalProperties: false }),
  /** F2: a resource's income. */
  Type.Object({ kind: Type.Literal("gain"), resource: Type.String(), amount: ExprRef }, { additionalProperties: false }),
  /** F2: the player buys offers of the market until it ends the step. */
  Type.Object({ kind: Type.Literal("buy") }, { additionalProperties: false }),
  /** F5: effect cards drawn face down from the effect deck. */
  Type.Object(
    {
      kind: Type.Literal("drawEffect"),
      count: ExprRef,
      when: Type.Optional(ExprRef),
      /** DK3: from this named deck (an index into `decks`), into its drawer's hand. */
      deck: Type.Optional(NonNegative),
    },
    { additionalProperties: false },
  ),
  /** EP1: the player may play cards of the named decks from its hand until it ends the step. */
  Type.Object({ kind: Type.Literal("play") }, { additionalProperties: false }),
  /** MK1: `count` cards of named deck `deck` go face down, one at a time, onto territories of the player (its choice). */
  Type.Object({ kind: Type.Literal("put"), deck: NonNegative, count: ExprRef, when: Type.Optional(ExprRef) }, { additionalProperties: false }),
  /**
   * BB1/BB2: once in the step, the player may fire its pieces of unit type `unit` (an index) from
   * one of its territories (where `from` holds) at a neighbouring enemy territory (where `at`
   * holds, `source` the territory fired from): `dice` dice a piece, each die showing `hits` or
   * more takes one of the defender's pieces (its armies first, keeping one; then units, cheapest
   * first); no return fire.
   */
  Type.Object(
    {
      kind: Type.Literal("bombard"),
      unit: NonNegative,
      dice: Type.Integer({ minimum: 1, maximum: 10 }),
      hits: Type.Integer({ minimum: 1 }),
      from: Type.Optional(ExprRef),
      at: Type.Optional(ExprRef),
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal("attack") }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal("fortify"),
      /** Moves a player may make in the step; absent (E13 `moves any`): as many as it likes. */
      moves: Type.Optional(ExprRef),
      path: Type.Union([Type.Literal("adjacent"), Type.Literal("connected"), Type.Literal("allied")]),
      leave: ExprRef,
      /** Y10: a move may instead hand one of the player's territories to a partner. */
      cede: Type.Optional(Type.Boolean()),
      /** E13: each army crosses at most one border a turn (armies that moved stay put). */
      once: Type.Optional(Type.Boolean()),
      /** E13: a move may leave armies in the player's territories it passes through. */
      drops: Type.Optional(Type.Boolean()),
      /** F1: moves only into territories where this holds (`source`: where they come from). */
      where: Type.Optional(ExprRef),
      /** B2 (`path where`, with path `connected`): every territory on a move's path, its ends included, meets this. */
      pathWhere: Type.Optional(ExprRef),
      /** FM1: a move crosses at most this many borders along its path (an int formula of the player). */
      within: Type.Optional(ExprRef),
      /** FM2: a move may end in a territory the player contests (CT1), its armies joining the invasion there. */
      intoBattle: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  /**
   * XP1: one move or invasion: from one of the player's territories into at most `into` adjacent
   * ones (own, empty, or enemy, which with `battles at round end` becomes contested), `leave`
   * armies staying behind; `where` (the target in question, `source` where they come from) limits
   * the targets, and an enemy target also obeys the combat section's `attack where`.
   */
  Type.Object({ kind: Type.Literal("expand"), into: ExprRef, leave: ExprRef, where: Type.Optional(ExprRef) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal("draw"), count: ExprRef, when: Type.Optional(ExprRef) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal("switch"),
      when: Type.Optional(ExprRef),
      /** Y7: only a switch with a territory in the group where the player's leader stands. */
      nearLeader: Type.Boolean(),
      /** Y7: the flip costs a card in hand whose territory has this true-or-false attribute. */
      usingCard: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  /** E12: the player may turn up one of its face-down effect cards. */
  Type.Object({ kind: Type.Literal("revealEffect") }, { additionalProperties: false }),
  /** Y7: the player may change its leader's form. */
  Type.Object({ kind: Type.Literal("morph") }, { additionalProperties: false }),
  /** Y12: the top card's territory gets `amount` armies from its owner's reserve. */
  Type.Object({ kind: Type.Literal("reveal"), amount: ExprRef }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal("roll"), count: Type.Integer({ minimum: 1 }), sides: Type.Integer({ minimum: 2 }), reason: Type.String(), when: ExprRef },
    { additionalProperties: false },
  ),
]);
export type Step = Static<typeof Step>;

export const Phase = Type.Object({ name: Type.String(), when: Type.Optional(ExprRef), steps: Type.Array(Step) }, { additionalProperties: false });
export type Phase = Static<typeof Phase>;

const DiceRule = Type.Object(
  {
    min: Type.Integer({ minimum: 1 }),
    max: Type.Integer({ minimum: 1 }),
    /** C5 (part C): the side chooses how many dice it rolls, from min to max (the defender: a decision of its own). */
    chosen: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const Combat = Type.Object(
  {
    die: Type.Integer({ minimum: 2 }),
    attacker: DiceRule,
    defender: DiceRule,
    /** Armies that must stay in the attacking territory. */
    leave: ExprRef,
    ties: Type.Union([Type.Literal("attacker"), Type.Literal("defender")]),
    /** D5: ties go to `side` in an attack where `when` holds as it starts (the last that holds wins). */
    tieRules: Type.Optional(
      Type.Array(
        Type.Object({ side: Type.Union([Type.Literal("attacker"), Type.Literal("defender")]), when: ExprRef }, { additionalProperties: false }),
      ),
    ),
    /** D6: the side rolls at most `max` dice in an attack where `when` holds as it starts (the last that holds wins; the fewest stays the side's rule's). */
    diceCounts: Type.Optional(
      Type.Array(
        Type.Object(
          { side: Type.Union([Type.Literal("attacker"), Type.Literal("defender")]), max: Type.Integer({ minimum: 1 }), when: ExprRef },
          { additionalProperties: false },
        ),
      ),
    ),
    /** Armies that must move into a conquered territory (may use `dice`). */
    conquerMin: ExprRef,
    /** Armies the attacking territory keeps when more than the minimum move in (R8). */
    keep: ExprRef,
    /** Both sides always roll the most dice they may (R6). */
    diceMax: Type.Boolean(),
    /** A roll may happen only when this holds (R6: `attackerDice >= defenderDice`). */
    require: Type.Optional(ExprRef),
    /** E6: armies placed this turn cannot attack until the next turn. */
    placedWait: Type.Optional(Type.Boolean()),
    /** CT1: an attack moves in without dice and contests the territory; every contested territory fights at the round's end. */
    battlesAtRoundEnd: Type.Optional(Type.Literal(true)),
    /** F1: an attack may be made only when this holds (the territory attacked is in question, `source` the attacking one). */
    attackWhere: Type.Optional(ExprRef),
    /**
     * F4: dice modifiers, fixed when an attack starts: +bonus on one die of the side (where it helps
     * most, or D3 `on` a named die), re-roll each die showing at most `reroll`; the dice pipeline's
     * D1 `extra` dice (the side keeps its best), D2 `rerollLowest` (its N lowest dice again), D4
     * `sides` (the size of its dice).
     */
    modifiers: Type.Optional(
      Type.Array(
        Type.Object(
          {
            side: Type.Union([Type.Literal("attacker"), Type.Literal("defender")]),
            bonus: Type.Optional(ExprRef),
            on: Type.Optional(Type.Union([Type.Literal("highest"), Type.Literal("lowest"), Type.Literal("each"), Type.Integer({ minimum: 1 })])),
            reroll: Type.Optional(Type.Integer({ minimum: 1 })),
            rerollLowest: Type.Optional(ExprRef),
            extra: Type.Optional(Type.Integer({ minimum: 1 })),
            sides: Type.Optional(Type.Integer({ minimum: 2 })),
            when: Type.Optional(ExprRef),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    /**
     * RB1 (part E item 3): ranked battles. Each battle round fires these ranks in order: both
     * sides roll `dice` dice for each of their pieces of unit type `unit` (its own die), and each
     * die showing `hits` or more takes one piece of the other side; then the classic comparison.
     */
    ranks: Type.Optional(
      Type.Array(
        Type.Object(
          { unit: Type.String(), dice: Type.Integer({ minimum: 1, maximum: 10 }), hits: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
      ),
    ),
    /**
     * RB2: with ranks, the order in which a side's pieces fall: its armies first, then its units
     * by these types (every unit type, cheapest first: by its market price, else its die, else the
     * last declared first).
     */
    lossOrder: Type.Optional(Type.Array(Type.String())),
    /**
     * CS1 (part E, "Casualties chosen"): with ranks, after each rank's hits each side's owner
     * chooses its losses (a `casualty` decision); without it, they fall in `lossOrder`.
     */
    casualtiesByChoice: Type.Optional(Type.Literal(true)),
    /**
     * RR1 (part E, "A re-roll in the ranks"): a side may re-roll all its dice of one rank, once a
     * battle round, after seeing both sides' dice of that rank, in a battle where `when` holds as
     * it starts (the territory fought over in question).
     */
    rankRerolls: Type.Optional(
      Type.Array(
        Type.Object(
          { side: Type.Union([Type.Literal("attacker"), Type.Literal("defender")]), when: Type.Optional(ExprRef) },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type Combat = Static<typeof Combat>;

export const CardSet = Type.Object(
  {
    /** Cards of the pattern besides the wilds; 0 for a set of wilds only (`set 0 any + 3 wild`). */
    count: NonNegative,
    pattern: Type.Union([Type.Literal("alike"), Type.Literal("distinct"), Type.Literal("any")]),
    of: Type.Optional(Type.String()),
    wilds: NonNegative,
    worth: Type.Optional(ExprRef),
  },
  { additionalProperties: false },
);
export type CardSet = Static<typeof CardSet>;

export const Cards = Type.Object(
  {
    /** The territory attribute a card shows; its choices are the symbols. */
    attribute: Type.String(),
    /** K4: the cards of the territories chosen for this choice leave the game when revealed. */
    except: Type.Optional(Type.String()),
    symbols: Type.Array(Type.String()),
    wilds: ExprRef,
    sets: Type.Array(CardSet),
    /** Escalating values for sets without their own worth: the list, then +step each. */
    values: Type.Array(ExprRef),
    step: ExprRef,
    bonus: Type.Optional(
      Type.Object(
        { amount: ExprRef, target: Type.Union([Type.Literal("territory"), Type.Literal("pool")]), limitPerTurn: Type.Optional(ExprRef) },
        { additionalProperties: false },
      ),
    ),
    handLimit: Type.Optional(ExprRef),
    /** E11: any cards whose values (the deck's attribute) sum to at least `min` trade for `worth` (`setValue`). */
    sumSet: Type.Optional(Type.Object({ min: ExprRef, worth: ExprRef }, { additionalProperties: false })),
    eliminationTakesCards: Type.Boolean(),
    eliminationTrade: Type.Optional(Type.Object({ when: ExprRef, until: ExprRef }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type Cards = Static<typeof Cards>;

export const End = Type.Object(
  {
    wins: Type.Array(Type.Object({ reason: Type.String(), when: ExprRef }, { additionalProperties: false })),
    eliminated: Type.Optional(ExprRef),
    ends: Type.Array(
      Type.Object({ reason: Type.String(), when: ExprRef, ranking: Type.Array(ExprRef), byTeam: Type.Boolean() }, { additionalProperties: false }),
    ),
    /** How players rank when a game ends without a winner by condition (R12); ties: next score. */
    ranking: Type.Array(ExprRef),
    /** Rank teams (the sum of their members' scores) rather than players; a team's members win together. */
    rankingByTeam: Type.Boolean(),
    /** No player can be eliminated while this holds (R10). */
    protect: Type.Optional(ExprRef),
    /** Named scores (R12/R13), read by rankings and other scores. */
    scores: Type.Array(Type.Object({ name: Type.String(), value: ExprRef }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type End = Static<typeof End>;

const BattleEffect = Type.Union([
  Type.Object(
    { kind: Type.Literal("ties"), side: Type.Union([Type.Literal("attacker"), Type.Literal("defender")]) },
    { additionalProperties: false },
  ),
  /** E12: +amount on the side's best die. */
  Type.Object({ kind: Type.Literal("bonus"), amount: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
]);

export const EffectCard = Type.Object(
  {
    name: Type.String(),
    /** Whether each player is dealt the card at the start (a static condition). */
    dealt: Type.Optional(ExprRef),
    /** E12: copies in the effect deck (with `effectDeal`). */
    copies: Type.Optional(Type.Integer({ minimum: 1 })),
    /** R14/E12: used by its holder in one attack (`attack`) or the next time it defends (`defend`). */
    uses: Type.Array(
      Type.Object(
        { on: Type.Union([Type.Literal("attack"), Type.Literal("defend")]), when: Type.Optional(ExprRef), effects: Type.Array(BattleEffect) },
        { additionalProperties: false },
      ),
    ),
    /** E12: what happens when the card is turned up: to its holder, or (`pass`) to another player it chooses. */
    reveal: Type.Optional(
      Type.Object(
        {
          pass: Type.Boolean(),
          effects: Type.Array(
            Type.Union([
              Type.Object({ kind: Type.Union([Type.Literal("armies"), Type.Literal("lose")]), amount: ExprRef }, { additionalProperties: false }),
              /** F5: flip switch `switch` of the map. */
              Type.Object({ kind: Type.Literal("flip"), switch: NonNegative }, { additionalProperties: false }),
              /** F5: build one, or raze one, where the holder chooses. */
              Type.Object(
                { kind: Type.Union([Type.Literal("build"), Type.Literal("raze")]), building: Type.String() },
                { additionalProperties: false },
              ),
            ]),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type EffectCard = Static<typeof EffectCard>;

/** Part A (rules) and the named decks' cards (EP5–EP7): one effect that is not a list of effects; rules and cards share the list. */
const EffectLeaf = Type.Union([
  /** `armies`: EP7's armies the player places (now in its turn, else with its next reinforcements); `lose`: armies lost. */
  Type.Object({ kind: Type.Union([Type.Literal("armies"), Type.Literal("lose")]), amount: ExprRef }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal("flip"), switch: NonNegative }, { additionalProperties: false }),
  /** On the territory in question. */
  Type.Object({ kind: Type.Union([Type.Literal("build"), Type.Literal("raze")]), building: Type.String() }, { additionalProperties: false }),
  /** A resource of the player changes by `amount`, or by a roll of a die of `roll` sides (EP7: points are a resource). */
  Type.Object(
    { kind: Type.Literal("gain"), resource: Type.String(), amount: Type.Optional(ExprRef), roll: Type.Optional(Type.Integer({ minimum: 2 })) },
    { additionalProperties: false },
  ),
  /** `amount` of a resource goes from the player to seat `to` (a formula: 1 is the first seat). */
  Type.Object({ kind: Type.Literal("give"), resource: Type.String(), amount: ExprRef, to: ExprRef }, { additionalProperties: false }),
  /** A border that exists (`open`) or does not (`close`) while the effect lasts. */
  Type.Object(
    { kind: Type.Union([Type.Literal("open"), Type.Literal("close")]), from: NonNegative, to: NonNegative },
    { additionalProperties: false },
  ),
  /** The territory in question passes to seat `seat` (a formula: 1 is the first seat). */
  Type.Object({ kind: Type.Literal("owner"), seat: ExprRef }, { additionalProperties: false }),
  /** EP7: territory cards drawn into the player's hand. */
  Type.Object({ kind: Type.Literal("drawCards"), count: ExprRef }, { additionalProperties: false }),
  /** EP7: cards of named deck `deck` drawn into the player's hand. */
  Type.Object({ kind: Type.Literal("drawEffect"), deck: NonNegative, count: ExprRef }, { additionalProperties: false }),
  /** EP6: +amount on the player's best die when it attacks (`attack`) or defends, for a duration. */
  Type.Object(
    {
      kind: Type.Literal("dice"),
      side: oneOf(["attack", "defend"]),
      amount: Type.Integer({ minimum: 1 }),
      until: oneOf(["battle", "turn", "nextTurn"]),
    },
    { additionalProperties: false },
  ),
  /** EF2: the game ends now; the end's ranking names the winners; `reason` is the result's. */
  Type.Object({ kind: Type.Literal("endGame"), reason: Type.String() }, { additionalProperties: false }),
  /** EF3: `count` units of type `unit` from the player's stock: onto the territory in question when the player holds it, else its territories at random. */
  Type.Object({ kind: Type.Literal("units"), unit: Type.String(), count: ExprRef }, { additionalProperties: false }),
  /** EF4: `count` cards the player holds of the named decks go to their discards, at random; EF5 (`choose`): the player chooses them (a decision). */
  Type.Object({ kind: Type.Literal("discard"), count: ExprRef, choose: Type.Optional(Type.Literal(true)) }, { additionalProperties: false }),
  /** EF6: the player moves up to `count` of its armies (`unit`: units of that type) from its territories where `from` holds into the territory in question, or those where `to` holds (a decision). */
  Type.Object(
    { kind: Type.Literal("move"), count: ExprRef, unit: Type.Optional(Type.String()), from: Type.Optional(ExprRef), to: Type.Optional(ExprRef) },
    { additionalProperties: false },
  ),
  /** PO7: the player becomes the first in turn order from the next round on (the order goes on by seat from it). */
  Type.Object({ kind: Type.Literal("firstPlayer") }, { additionalProperties: false }),
]);

/** The leaves on each territory (the player's with `owned`) where `where` holds. */
const EachEffect = Type.Object(
  { kind: Type.Literal("each"), owned: Type.Boolean(), where: Type.Optional(ExprRef), effects: Type.Array(EffectLeaf) },
  { additionalProperties: false },
);

/**
 * TC1/TC2: the player picks one territory (its own with `owned`) where `where` holds (a decision);
 * the effects happen with it in question (`armies +N` onto it), and it is the player's `chosen`
 * territory for the rest of the turn (TC3).
 */
const PickEffect = Type.Object(
  {
    kind: Type.Literal("pick"),
    owned: Type.Boolean(),
    where: Type.Optional(ExprRef),
    effects: Type.Array(Type.Union([EffectLeaf, EachEffect])),
  },
  { additionalProperties: false },
);

/**
 * One effect of a rule or a card: a leaf, an `each`, a territory picked (TC1), or (PO4) a choice
 * of named orders: the player chooses one (a decision), its effects happen and `order` rules fire.
 */
const ChooseEffect = Type.Object(
  {
    kind: Type.Literal("choose"),
    options: Type.Array(
      Type.Object({ order: Type.String(), effects: Type.Array(Type.Union([EffectLeaf, EachEffect, PickEffect])) }, { additionalProperties: false }),
      { minItems: 2 },
    ),
  },
  { additionalProperties: false },
);
/**
 * The effect's schema as a named interface: the declarations (.d.ts) of rules, decks and cards
 * then name it instead of spelling it out, which kept the Variant's type past TS7056's bound.
 */
export interface EffectSchema extends TUnion<[typeof EffectLeaf, typeof EachEffect, typeof PickEffect, typeof ChooseEffect]> {}
const Effect: EffectSchema = Type.Union([EffectLeaf, EachEffect, PickEffect, ChooseEffect]);

/** Part A: a rule: at event `on`, when `when` holds and `cost` can be paid, its effects happen (borders for `duration`). */
export const Rule = Type.Object(
  {
    name: Type.String(),
    on: oneOf([
      "turnStart",
      "turnEnd",
      "phaseStart",
      "phaseEnd",
      "roundEnd",
      "conquest",
      "elimination",
      "battleEnd",
      "crossing",
      "battleStart",
      "draw",
      "play",
      "reveal",
      "purchase",
      "setupEnd",
      "order",
    ]),
    /** `optional rule`: at its event the rule is its player's decision (`fire`, or decline), not fired. */
    optional: Type.Optional(Type.Boolean()),
    /** `phaseStart`/`phaseEnd`: the phase's index. */
    phase: Type.Optional(NonNegative),
    /** `draw`/`play`: the named deck's index (absent: a card of any named deck). */
    deck: Type.Optional(NonNegative),
    /** PO4 (`order`): the order's name. */
    order: Type.Optional(Type.String()),
    /** `purchase Siege`: only the purchase of that unit type or building (the territory it went to in question). */
    bought: Type.Optional(Type.String()),
    /** `crossing`: the resource, and the value it reaches or passes. */
    resource: Type.Optional(Type.String()),
    value: Type.Optional(Type.Integer()),
    when: Type.Optional(ExprRef),
    cost: Type.Optional(Type.Object({ amount: ExprRef, resource: Type.String() }, { additionalProperties: false })),
    duration: Type.Optional(oneOf(["battle", "turn", "nextTurn"])),
    effects: Type.Array(Effect),
  },
  { additionalProperties: false },
);

/** DK1: a named deck: its cards, held face up by their holder (secret to the others), played or acting when drawn. */
export const Deck = Type.Object(
  {
    name: Type.String(),
    /** DK2: cards dealt to each player at the setup. */
    deal: Type.Optional(ExprRef),
    /** DK5: the most cards of this deck a player holds; over it, `discardChoose`: the holder chooses (else the draw stops). */
    hand: Type.Optional(ExprRef),
    discardChoose: Type.Boolean(),
    /** DK4: the discards become the draw pile when it runs out. */
    reshuffle: Type.Boolean(),
    /** PO1: every seat holds its own copy of the deck from the setup; played cards go to the seat's own discards. */
    perPlayer: Type.Optional(Type.Literal(true)),
    /** PO2/PO3: at each round's start every seat programs this many cards of its hand (a formula of the seat); a round is then one turn a card. */
    program: Type.Optional(ExprRef),
    /** PO6: the seat's played cards come back into its hand when it holds fewer than its round's program. */
    returns: Type.Optional(Type.Literal(true)),
    cards: Type.Array(
      Type.Object(
        {
          name: Type.String(),
          copies: Type.Integer({ minimum: 1 }),
          /** DK7: its copies are shuffled into this half of the pile at the setup (`in bottom half`). */
          half: Type.Optional(Type.Union([Type.Literal("top"), Type.Literal("bottom")])),
          /** EP1–EP4: played in a `play` step when `when` holds, at a cost in a resource or in other cards of the hand. */
          play: Type.Optional(
            Type.Object(
              {
                /** EP9/EP10: played in the holder's attack step (`attack`) or as it defends (`defence`), not in a `play` step. */
                window: Type.Optional(Type.Union([Type.Literal("attack"), Type.Literal("defence")])),
                when: Type.Optional(ExprRef),
                cost: Type.Optional(Type.Object({ amount: ExprRef, resource: Type.String() }, { additionalProperties: false })),
                discards: Type.Optional(Type.Integer({ minimum: 1 })),
                effects: Type.Array(Effect),
              },
              { additionalProperties: false },
            ),
          ),
          /** EP5: what it does the moment it is drawn. */
          onDraw: Type.Optional(Type.Array(Effect)),
          /** MK3: what it does for the conqueror when, a marker on a territory, it is turned up. */
          onReveal: Type.Optional(Type.Array(Effect)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type Rule = Static<typeof Rule>;
export type Effect = Static<typeof Effect>;
/** The one effect kind rules and cards share (the name rules gave it first). */
export type RuleEffect = Effect;
export type Deck = Static<typeof Deck>;

/** Y9: a leader's powers in one form. */
export const LeaderForm = Type.Object(
  {
    name: Type.String(),
    /** Added to one die of the leader's side when it attacks / defends (where it wins most). */
    attack: Type.Integer(),
    defend: Type.Integer(),
    /** Issue 26: added to the unit's own die when it attacks / defends (`attack +1 on die`). */
    attackOwn: Type.Optional(Type.Integer({ minimum: 1 })),
    defendOwn: Type.Optional(Type.Integer({ minimum: 1 })),
    /** In a fortify step the leader may move to any territory of his player's. */
    jump: Type.Boolean(),
    /** Instead of being destroyed, the leader moves to a neighbouring territory of his player's. */
    retreat: Type.Boolean(),
    /** The leader may attack any territory, alone, rolling only his die. */
    strike: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LeaderForm = Static<typeof LeaderForm>;

/** Y2/Y9/F2: a type of unit; a leader is one with a limit of one, given to a seat. */
export const UnitType = Type.Object(
  {
    name: Type.String(),
    /** Y2: a leader: one unit, given to the seat `seat` (a static formula) when `when` holds; put down after the deal, revived by `revive`. PB16: without `seat`, one copy for every player (a leader every seat buys from the market). */
    leader: Type.Boolean(),
    seat: Type.Optional(ExprRef),
    when: Type.Optional(ExprRef),
    /** The most each player may have (static). */
    limit: ExprRef,
    die: Type.Integer({ minimum: 2 }),
    /** U1: its die's size in an attack where `when` holds as it starts (the last that holds wins; else `die`). */
    dieWhen: Type.Optional(Type.Array(Type.Object({ die: Type.Integer({ minimum: 2 }), when: ExprRef }, { additionalProperties: false }))),
    /** PB13: it joins an attack of its side only when this holds for it as the attack starts (the unit in question: `hasMoved`). */
    attackWhen: Type.Optional(ExprRef),
    /** Its powers in each form (a unit without forms has one, named after it). */
    forms: Type.Array(LeaderForm, { minItems: 1 }),
    /** Y3: it holds a territory alone. */
    holdAlone: Type.Boolean(),
    /** F1: where it may stand. */
    stands: Type.Optional(ExprRef),
    /** What happens when it dies: back to its player's stock, or gone for good. */
    onDeath: Type.Union([Type.Literal("returns"), Type.Literal("lost")]),
  },
  { additionalProperties: false },
);
export type UnitType = Static<typeof UnitType>;

/** The sections every variant has. */
const variantCore = {
  irVersion: Type.Literal(IR_VERSION),
  name: Type.String(),
  extends: Type.Optional(Type.String()),
  players: Type.Object({ min: Type.Integer({ minimum: 2 }), max: Type.Integer({ maximum: 8 }) }, { additionalProperties: false }),
  params: Type.Array(Param),
  map: GameMap,
  setup: Setup,
  phases: Type.Array(Phase, { minItems: 1 }),
  combat: Combat,
  cards: Type.Optional(Cards),
  end: End,
};

/** The sections a variant may have. */
const variantOptions = {
  /**
   * R3/M1: objectives. `territories`: those to hold (met when all are held), or with `when` the
   * objective's focus; `dealt`: in the deck only when it holds as objectives are dealt; `instead`:
   * replaced, for good, by objective `objective` when `when` holds for its holder.
   */
  objectives: Type.Array(
    Type.Object(
      {
        name: Type.String(),
        territories: Type.Array(NonNegative),
        when: Type.Optional(ExprRef),
        dealt: Type.Optional(ExprRef),
        instead: Type.Optional(Type.Object({ objective: NonNegative, when: ExprRef }, { additionalProperties: false })),
      },
      { additionalProperties: false },
    ),
  ),
  /** R5: the most armies one player may have on the board. */
  armyLimit: Type.Optional(ExprRef),
  /** Y3: each player's pieces in all; those not on the board wait in its reserve (the scrapheap). */
  pieces: Type.Optional(ExprRef),
  /** PB5: the per-player resource (counter) destroyed armies go into instead of the reserve. */
  casualties: Type.Optional(Type.String()),
  effects: Type.Array(EffectCard),
  /** DK1: named decks, each with its own piles, hand limit and cards played from the hand. */
  decks: Type.Optional(Type.Array(Deck)),
  /** Y2/Y9/F2: individual pieces with their own die and powers by form; `revive` is what bringing a leader back costs. */
  units: Type.Optional(
    Type.Object(
      {
        types: Type.Array(UnitType),
        revive: Type.Optional(ExprRef),
      },
      { additionalProperties: false },
    ),
  ),
};

/** The sections a variant may have, continued (split so each half's type stays within TS7056's bound). */
const variantMoreOptions = {
  /** T1: seats after the players that never decide (when `when` holds), with their starting armies. */
  neutrals: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), when: Type.Optional(ExprRef), armies: ExprRef }, { additionalProperties: false })),
  ),
  /** K1/M1: per-player values chosen at the setup or in play: a word, or a territory. */
  choices: Type.Optional(
    Type.Array(
      Type.Object(
        {
          name: Type.String(),
          words: Type.Optional(Type.Array(Type.String())),
          owned: Type.Boolean(),
          where: Type.Optional(ExprRef),
          distinct: Type.Boolean(),
          secret: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  /** F2: what a `buy` step offers: armies, cards, effect cards, units and buildings, each at a price in a per-player resource. */
  market: Type.Optional(
    Type.Array(
      Type.Object(
        {
          what: oneOf(["army", "card", "effect", "unit", "building"]),
          /** DK6: with `effect`: a card of this named deck (an index into `decks`). */
          deck: Type.Optional(NonNegative),
          /** The unit type or building. */
          name: Type.Optional(Type.String()),
          cost: ExprRef,
          resource: Type.String(),
          when: Type.Optional(ExprRef),
          where: Type.Optional(ExprRef),
          limit: Type.Optional(ExprRef),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  /** F3: buildings and markers on territories, at most `limit` of one kind per territory, and what a conquest does to them. */
  buildings: Type.Optional(
    Type.Array(
      Type.Object(
        {
          name: Type.String(),
          limit: ExprRef,
          onConquest: oneOf(["destroyed", "kept", "captured"]),
          /** With `captured`: the per-player resource of the conqueror that grows by the count. */
          into: Type.Optional(Type.String()),
          /** B1: a territory with one stays its owner's with no armies there (an attack on it then takes it at once). */
          holdAlone: Type.Optional(Type.Literal(true)),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  /** E2: effect cards dealt face down to each player from a deck of all cards' copies. */
  effectDeal: Type.Optional(ExprRef),
  /** E1/E3: armies of several kinds: who plays which, where they come onto the board, how they fight. */
  factions: Type.Optional(
    Type.Object(
      {
        /** E3: off-board starting points and the territories each touches. */
        entries: Type.Array(Type.Object({ name: Type.String(), territories: Type.Array(NonNegative) }, { additionalProperties: false })),
        /** A seat's factions in this order: its first non-neutral one receives armies; losses fall in this order (E9). */
        list: Type.Array(
          Type.Object(
            {
              name: Type.String(),
              /** Which seats play it (`seat`, `players`). */
              when: ExprRef,
              /** E3: new armies come in only next to these starting points (none: anywhere the player owns). */
              entries: Type.Array(NonNegative),
              /** E2: never receives armies. */
              neutral: Type.Boolean(),
              /** E9: may leave a territory empty. */
              leavesEmpty: Type.Boolean(),
              /** E9: occupying an empty territory counts as a conquest. */
              conquersEmpty: Type.Boolean(),
              /** E14: picks up the tokens of a territory it moves into. */
              collects: Type.Boolean(),
              /** E10: each piece destroyed adds one to this per-player counter of the destroyer. */
              captives: Type.Optional(Type.String()),
            },
            { additionalProperties: false },
          ),
          { minItems: 1 },
        ),
      },
      { additionalProperties: false },
    ),
  ),
  /** E10/E14: named counters, per player or for the game, with a change at the end of every round. */
  counters: Type.Optional(
    Type.Array(
      Type.Object(
        {
          name: Type.String(),
          perPlayer: Type.Boolean(),
          start: ExprRef,
          perRound: Type.Optional(ExprRef),
          /** F2: caps kept after every change. */
          max: Type.Optional(ExprRef),
          min: Type.Optional(ExprRef),
        },
        { additionalProperties: false },
      ),
    ),
  ),
  /** E2/E14: tokens put on random territories, picked up by conquerors, spent one by one to add to a game counter. */
  tokens: Type.Optional(Type.Object({ name: Type.String(), count: ExprRef, refills: Type.String() }, { additionalProperties: false })),
  /** Y2/E1: teams of seats (0-based) when the condition holds; partners never attack each other. */
  teams: Type.Optional(Type.Object({ when: Type.Optional(ExprRef), teams: Type.Array(Type.Array(NonNegative)) }, { additionalProperties: false })),
  /** Part A (issue 26): rules: effects at events, under conditions, at a cost, for a duration. */
  rules: Type.Optional(Type.Array(Rule)),
};

/**
 * The variant's schema, typed as named parts: written out whole, the inferred type exceeds what
 * the compiler serializes into the library's .d.ts (TS7056).
 */
export interface VariantSchema extends TObject<typeof variantCore & typeof variantOptions & typeof variantMoreOptions> {}
export const Variant: VariantSchema = Type.Object(
  { ...variantCore, ...variantOptions, ...variantMoreOptions },
  { additionalProperties: false, $id: `https://riskc.dev/ir/v${IR_VERSION}/variant.json`, title: "riskc variant IR" },
);
export type Variant = Static<typeof Variant>;

export const irSchema: TSchema = Variant;
