// A compiled variant ready to play: the map graph, formulas as closures, battle tables and the
// card deck, built once per variant and parameter values and shared by every game of a run. This
// file is the one mapping from the IR to a Game (the vocabulary is mapping.ts): each part of a
// Game is declared once below, field by field, with the rule that makes it from its part of the IR,
// and the Game's types are read off these declarations.
import type { Cards, Combat, Effect, Expr, Phase, Setup, SetupStep, Step, UnitType, Variant } from "../../compiler/ir/index.js";
import { buildDeck, cardValues, WinOdds } from "../math/index.js";
import { compileBool, compileNumber } from "./formulas.js";
import type { Compiled } from "../model/index.js";
import { byKind, fieldsOf, part, type MappingContext } from "./mapping.js";
import { compileEffect, compileRules, type CompiledEffect } from "./rules.js";
import { choosesOf, orderNamesOf, picksOf } from "./orders.js";
import { readsFaces, readsTerritoryHistory, readsUnitDeeds } from "./territory-history.js";
import { readsSeatHistory } from "./seat-history.js";

type ItemOf<T> = NonNullable<T> extends readonly (infer E)[] ? E : never;
const num = (e: Expr, c: MappingContext) => compileNumber(e, c.env);
const bool = (e: Expr, c: MappingContext) => compileBool(e, c.env);

// ---- The turn: phases and their steps.

const stepOf = <K extends Step["kind"]>() => fieldsOf<Extract<Step, { kind: K }>>();
const receive = stepOf<"receive">();
const trade = stepOf<"trade">();
const place = stepOf<"place">();
const choose = stepOf<"choose">();
const gain = stepOf<"gain">();
const drawEffect = stepOf<"drawEffect">();
const put = stepOf<"put">();
const bombard = stepOf<"bombard">();
const fortify = stepOf<"fortify">();
const expand = stepOf<"expand">();
const draw = stepOf<"draw">();
const roll = stepOf<"roll">();
const flip = stepOf<"switch">();
const reveal = stepOf<"reveal">();
const kindOnly = <K extends Step["kind"]>() => part<Extract<Step, { kind: K }>>()({ kind: stepOf<K>().copy("kind") });

/** A step of a phase, by its kind (formulas compiled, names as indices). */
const step = byKind<Step>()({
  receive: part<Extract<Step, { kind: "receive" }>>()({ kind: receive.copy("kind"), amount: receive.num("amount") }),
  trade: part<Extract<Step, { kind: "trade" }>>()({ kind: trade.copy("kind"), forcedWhen: trade.maybeBool("forcedWhen") }),
  /** F1 (`where`): only on territories where it holds. */
  place: part<Extract<Step, { kind: "place" }>>()({ kind: place.copy("kind"), where: place.maybeBool("where") }),
  choose: part<Extract<Step, { kind: "choose" }>>()({ kind: choose.copy("kind"), choice: choose.index("choice", "choice") }),
  gain: part<Extract<Step, { kind: "gain" }>>()({ kind: gain.copy("kind"), resource: gain.index("counter", "resource"), amount: gain.num("amount") }),
  buy: kindOnly<"buy">(),
  drawEffect: part<Extract<Step, { kind: "drawEffect" }>>()({
    kind: drawEffect.copy("kind"),
    count: drawEffect.num("count"),
    when: drawEffect.maybeBool("when"),
    /** DK3: the named deck drawn from (-1: the effect deck). */
    deck: (st) => st.deck ?? -1,
  }),
  play: kindOnly<"play">(),
  /** MK1: markers of named deck `deck` onto the player's territories. */
  put: part<Extract<Step, { kind: "put" }>>()({
    kind: put.copy("kind"),
    deck: put.copy("deck"),
    count: put.num("count"),
    when: put.maybeBool("when"),
  }),
  /**
   * BB1/BB2: fire the player's pieces of a unit type at a neighbour, once in the step: the rank it
   * fires as (its type, dice a piece, threshold, the type's die), and where from and at.
   */
  bombard: part<Extract<Step, { kind: "bombard" }>>()({
    kind: bombard.copy("kind"),
    rank: (st, c) => ({ type: st.unit, dice: st.dice, hits: st.hits, sides: c.variant.units?.types[st.unit]?.die ?? 6 }),
    from: bombard.maybeBool("from"),
    at: bombard.maybeBool("at"),
  }),
  attack: kindOnly<"attack">(),
  fortify: part<Extract<Step, { kind: "fortify" }>>()({
    kind: fortify.copy("kind"),
    /** E13 `moves any` (absent): as many as the player likes. */
    moves: (s, c): Compiled<number> => (s.moves ? num(s.moves, c) : () => Infinity),
    path: fortify.copy("path"),
    leave: fortify.num("leave"),
    cede: fortify.flag("cede"),
    once: fortify.flag("once"),
    drops: fortify.flag("drops"),
    /** F1: moves only into territories where this holds. */
    where: fortify.maybeBool("where"),
    /** B2 (`path where`): moves pass only through territories where this holds. */
    through: fortify.maybeBool("pathWhere"),
    /** FM1: a move crosses at most this many borders (absent: any number along its path). */
    within: fortify.maybeNum("within"),
    /** FM2: a move may end in a territory the player contests, joining its invasion. */
    intoBattle: fortify.flag("intoBattle"),
  }),
  /** XP1: one move or invasion, into at most `into` adjacent territories, `leave` staying behind. */
  expand: part<Extract<Step, { kind: "expand" }>>()({
    kind: expand.copy("kind"),
    into: expand.num("into"),
    leave: expand.num("leave"),
    /** Targets only where this holds (the target in question, `source` where they come from). */
    where: expand.maybeBool("where"),
  }),
  draw: part<Extract<Step, { kind: "draw" }>>()({ kind: draw.copy("kind"), count: draw.num("count"), when: draw.maybeBool("when") }),
  roll: part<Extract<Step, { kind: "roll" }>>()({
    kind: roll.copy("kind"),
    count: roll.copy("count"),
    sides: roll.copy("sides"),
    reason: roll.copy("reason"),
    when: roll.bool("when"),
  }),
  switch: part<Extract<Step, { kind: "switch" }>>()({
    kind: flip.copy("kind"),
    when: flip.maybeBool("when"),
    nearLeader: flip.copy("nearLeader"),
    usingCard: flip.copy("usingCard"),
  }),
  morph: kindOnly<"morph">(),
  reveal: part<Extract<Step, { kind: "reveal" }>>()({ kind: reveal.copy("kind"), amount: reveal.num("amount") }),
  revealEffect: kindOnly<"revealEffect">(),
});
export type CompiledStep = ReturnType<typeof step>;

const phaseFields = fieldsOf<Phase>();
const phase = part<Phase>()({ name: phaseFields.copy("name"), when: phaseFields.maybeBool("when"), steps: phaseFields.each("steps", step) });

// ---- The setup.

const setupStepOf = <K extends SetupStep["kind"]>() => fieldsOf<Extract<SetupStep, { kind: K }>>();
const chooseAtSetup = setupStepOf<"choose">();
const buildAtSetup = setupStepOf<"build">();
const order = setupStepOf<"order">();
const neutralAtSetup = setupStepOf<"neutral">();
const gainAtSetup = setupStepOf<"gain">();
const unitsAtSetup = setupStepOf<"units">();
const emptyAtSetup = setupStepOf<"empty">();
const splitAtSetup = setupStepOf<"split">();

/** The v2 setup steps, compiled (choices, buildings, bids and names by index). */
const setupStep = byKind<SetupStep>()({
  choose: part<Extract<SetupStep, { kind: "choose" }>>()({
    kind: chooseAtSetup.copy("kind"),
    at: chooseAtSetup.copy("at"),
    choice: chooseAtSetup.index("choice", "choice"),
  }),
  build: part<Extract<SetupStep, { kind: "build" }>>()({
    kind: buildAtSetup.copy("kind"),
    at: buildAtSetup.copy("at"),
    building: buildAtSetup.index("building", "building"),
    mode: buildAtSetup.copy("mode"),
    count: buildAtSetup.num("count"),
    where: buildAtSetup.maybeBool("where"),
  }),
  order: part<Extract<SetupStep, { kind: "order" }>>()({
    kind: order.copy("kind"),
    at: order.copy("at"),
    bid: order.index("counter", "bid"),
    winnerPays: order.copy("winnerPays"),
    by: order.nums("by"),
    eachRound: order.copy("eachRound"),
    random: order.copy("random"),
    tiesByRoll: order.copy("tiesByRoll"),
  }),
  neutral: part<Extract<SetupStep, { kind: "neutral" }>>()({
    kind: neutralAtSetup.copy("kind"),
    at: neutralAtSetup.copy("at"),
    count: neutralAtSetup.num("count"),
    armies: neutralAtSetup.num("armies"),
    where: neutralAtSetup.maybeBool("where"),
  }),
  gain: part<Extract<SetupStep, { kind: "gain" }>>()({
    kind: gainAtSetup.copy("kind"),
    at: gainAtSetup.copy("at"),
    resource: gainAtSetup.index("counter", "resource"),
    amount: gainAtSetup.num("amount"),
  }),
  empty: part<Extract<SetupStep, { kind: "empty" }>>()({
    kind: emptyAtSetup.copy("kind"),
    at: emptyAtSetup.copy("at"),
    count: emptyAtSetup.num("count"),
    where: emptyAtSetup.maybeBool("where"),
  }),
  units: part<Extract<SetupStep, { kind: "units" }>>()({
    kind: unitsAtSetup.copy("kind"),
    at: unitsAtSetup.copy("at"),
    unit: unitsAtSetup.index("unit", "unit"),
    count: unitsAtSetup.num("count"),
    /** S12: each player puts its units where it chooses (absent: at random, S4). */
    choice: unitsAtSetup.flag("choice"),
  }),
  split: part<Extract<SetupStep, { kind: "split" }>>()({
    kind: splitAtSetup.copy("kind"),
    at: splitAtSetup.copy("at"),
    /** SP1: the armies each player puts down (a formula of its seat). */
    count: splitAtSetup.num("count"),
    where: splitAtSetup.maybeBool("where"),
  }),
});
export type CompiledSetupStep = ReturnType<typeof setupStep>;

/**
 * The setup as a program the flow runs item by item (turn/setup.ts): the v2 steps where they
 * stand among the deal, the leaders put down, the placement of the starting armies and the
 * exchange of seat tokens.
 */
export type SetupItem =
  | { kind: "step"; step: CompiledSetupStep }
  | { kind: "deal" }
  /** S1: after a filtered deal and the steps that follow it, the territories nobody holds are dealt. */
  | { kind: "rest" }
  | { kind: "objectives" }
  /** E2/R14/E14: effect cards dealt, tokens put on the map. */
  | { kind: "cardsAndTokens" }
  | { kind: "leaders" }
  | { kind: "placement" }
  | { kind: "exchange" };

/** The setup's steps, compiled once for the Game (its `steps` and its `program` hold the same ones). */
const setupSteps = (s: Setup, c: MappingContext): CompiledSetupStep[] => c.once(s, () => (s.steps ?? []).map((x) => setupStep(x, c)));

/** The setup's items in the order they run (see SetupItem). */
function setupProgram(steps: CompiledSetupStep[], objectivesFirst: boolean, filtered: boolean): SetupItem[] {
  const at = (stage: CompiledSetupStep["at"], empty = false): SetupItem[] =>
    steps.filter((s) => s.at === stage && (s.kind === "empty") === empty).map((st) => ({ kind: "step", step: st }));
  return [
    ...at("start"),
    ...(objectivesFirst ? [{ kind: "objectives" } as const] : []),
    { kind: "deal" },
    ...(objectivesFirst ? [] : [{ kind: "objectives" } as const]),
    { kind: "cardsAndTokens" },
    ...at("deal"),
    ...(filtered ? [{ kind: "rest" } as const] : []),
    // S8: territories are emptied once every territory is held.
    ...at("deal", true),
    { kind: "leaders" },
    { kind: "placement" },
    ...at("placement"),
    { kind: "exchange" },
  ];
}

const setupFields = fieldsOf<Setup>();
const setup = part<Setup>()({
  armies: setupFields.num("armies"),
  dealArmies: (s, c) => num(s.deal.armies, c),
  /** R2: at most this many territories of a group to one player. */
  dealLimit: (s, c) => (s.deal.limit ? num(s.deal.limit, c) : undefined),
  batch: (s, c) => num(s.place.batch, c),
  /** R13: whether seat tokens are exchanged before the first turn. */
  exchange: (s, c): Compiled<boolean> | undefined => (s.exchange ? (s.exchange.when ? bool(s.exchange.when, c) : () => true) : undefined),
  /** T4: neutral armies each player places after its own batch. */
  neutral: (s, c) => (s.place.neutral ? num(s.place.neutral, c) : undefined),
  /** M1: objectives are dealt before the territories. */
  objectivesFirst: (s) => s.objectivesAt === "start",
  /** v2 steps: choices, buildings, the turn order. */
  steps: setupSteps,
  program: (s, c) => setupProgram(setupSteps(s, c), s.objectivesAt === "start", s.deal.where !== undefined),
  /** S9: the deal gives the players the same number each, and the neutral seats what is left over. */
  dealEvenly: (s) => s.deal.evenly === true,
  /** S10: the most territories a seat may hold in a claim deal (undefined: no cap). */
  dealCap: (s, c) => (s.deal.cap ? num(s.deal.cap, c) : undefined),
  /** S1: the territories the deal gives (undefined: all of them). */
  dealWhere: (s, c) => (s.deal.where ? bool(s.deal.where, c) : undefined),
  /** F6: the turn order computed again at the start of every round (`order by ... each round`). */
  reorder: (s, c) => {
    const order = setupSteps(s, c).find((st): st is Extract<CompiledSetupStep, { kind: "order" }> => st.kind === "order");
    return order?.eachRound && order.bid < 0 ? order : undefined;
  },
  /** S11: the bid made again at the start of every round after the first (`order by bid R each round`). */
  rebid: (s, c) => {
    const order = setupSteps(s, c).find((st): st is Extract<CompiledSetupStep, { kind: "order" }> => st.kind === "order");
    return order?.eachRound && order.bid >= 0 ? order : undefined;
  },
});

// ---- Pieces, seats, choices, the market and buildings.

const unitFields = fieldsOf<UnitType>();
/** Y2/F2: a type of unit (leaders among them): the formulas of its number read the player count alone. */
const unitType = part<UnitType>()({
  name: unitFields.copy("name"),
  leader: unitFields.copy("leader"),
  seat: unitFields.maybePlayersNum("seat"),
  when: unitFields.maybePlayersBool("when"),
  limit: unitFields.playersNum("limit"),
  die: unitFields.copy("die"),
  /** U1: its die's size in an attack where a condition holds as it starts (the last that holds wins). */
  dieWhen: (u, c) => u.dieWhen?.map((d) => ({ die: d.die, when: bool(d.when, c) })),
  /** PB13: whether a unit joins an attack of its side (the unit in question: `hasMoved`). */
  attackWhen: unitFields.maybeBool("attackWhen"),
  forms: unitFields.copy("forms"),
  holdAlone: unitFields.copy("holdAlone"),
  stands: unitFields.maybeBool("stands"),
  onDeath: unitFields.copy("onDeath"),
});
export type CompiledUnitType = ReturnType<typeof unitType>;
/** Y2/Y9: a unit's powers in one of its forms. */
export type UnitForm = CompiledUnitType["forms"][number];

type Units = NonNullable<Variant["units"]>;
const units = part<Units>()({
  types: fieldsOf<Units>().each("types", unitType),
  /** Y6: what reviving a leader costs. */
  revive: (u, c): Compiled<number> => (u.revive ? num(u.revive, c) : () => 0),
});

type Neutral = ItemOf<Variant["neutrals"]>;
const neutralFields = fieldsOf<Neutral>();
/** T1: a neutral seat, after the players, when its condition (of the player count) holds. */
const neutral = part<Neutral>()({
  name: neutralFields.copy("name"),
  when: neutralFields.maybePlayersBool("when"),
  armies: neutralFields.num("armies"),
});

type Choice = ItemOf<Variant["choices"]>;
const choiceFields = fieldsOf<Choice>();
/** K1/M1: a choice. */
const choice = part<Choice>()({
  name: choiceFields.copy("name"),
  words: choiceFields.copy("words"),
  owned: choiceFields.copy("owned"),
  where: choiceFields.maybeBool("where"),
  distinct: choiceFields.copy("distinct"),
  secret: choiceFields.copy("secret"),
});

type Offer = ItemOf<Variant["market"]>;
const offerFields = fieldsOf<Offer>();
/** F2: an offer of the market, with its unit type or building by index. */
const offer = part<Offer>()({
  what: offerFields.copy("what"),
  /** The unit type or building bought (-1: neither). */
  index: (o, c) => (o.what === "unit" ? c.index.unit.get(o.name!)! : o.what === "building" ? c.index.building.get(o.name!)! : -1),
  cost: offerFields.num("cost"),
  /** The per-player resource (counter) paid in. */
  resource: offerFields.index("counter", "resource"),
  when: offerFields.maybeBool("when"),
  where: offerFields.maybeBool("where"),
  limit: offerFields.maybeNum("limit"),
  /** DK6: with `effect`, the named deck sold from (-1: the effect deck). */
  deck: (o) => o.deck ?? -1,
});
export type CompiledOffer = ReturnType<typeof offer>;

type Building = ItemOf<Variant["buildings"]>;
const buildingFields = fieldsOf<Building>();
/** F3: a building: the most on a territory, what a conquest does, the resource a capture goes to (-1: none). */
const building = part<Building>()({
  name: buildingFields.copy("name"),
  limit: buildingFields.num("limit"),
  onConquest: buildingFields.copy("onConquest"),
  into: buildingFields.index("counter", "into"),
  /** B1: a territory with one stays its owner's with no armies there. */
  holdAlone: (b) => b.holdAlone === true,
});

type Objective = ItemOf<Variant["objectives"]>;
type Instead = NonNullable<Objective["instead"]>;
const objectiveFields = fieldsOf<Objective>();
/** R3/M1: an objective's condition (absent: hold every territory of it), deck condition and replacement. */
const objective = part<Objective>()({
  when: objectiveFields.maybeBool("when"),
  dealt: objectiveFields.maybeBool("dealt"),
  instead: objectiveFields.sub(
    "instead",
    part<Instead>()({ objective: fieldsOf<Instead>().copy("objective"), when: fieldsOf<Instead>().bool("when") }),
  ),
});

type Teams = NonNullable<Variant["teams"]>;
/** Y2/E1: whether the teams apply (with the player count), and who is in which. */
const teams = part<Teams>()({ when: fieldsOf<Teams>().maybeBool("when"), teams: fieldsOf<Teams>().copy("teams") });

// ---- Effect cards, factions, counters and tokens.

type EffectCard = ItemOf<Variant["effects"]>;
type Use = ItemOf<EffectCard["uses"]>;
type Reveal = NonNullable<EffectCard["reveal"]>;
const useFields = fieldsOf<Use>();
/** R14/E12: a use of the card in a battle: on which side, when, who wins ties, the bonus on one die. */
const use = part<Use>()({
  on: useFields.copy("on"),
  when: useFields.maybeBool("when"),
  ties: (u) => u.effects.find((e) => e.kind === "ties")?.side,
  bonus: (u) => u.effects.reduce((n, e) => n + (e.kind === "bonus" ? e.amount : 0), 0),
});
const revealAmount = (kind: "armies" | "lose") => (r: Reveal, c: MappingContext) => {
  const effect = r.effects.find((e) => e.kind === kind);
  return effect && "amount" in effect ? num(effect.amount, c) : undefined;
};
const onMap = (kind: "flip" | "build" | "raze") => (r: Reveal, c: MappingContext) =>
  r.effects.flatMap((e) => (e.kind === kind ? [e.kind === "flip" ? e.switch : c.index.building.get(e.building)!] : []));
/** E12: what turning the card up does, to its holder or (`pass`) to a player it chooses; F5: on the map. */
const revealed = part<Reveal>()({
  pass: fieldsOf<Reveal>().copy("pass"),
  armies: revealAmount("armies"),
  lose: revealAmount("lose"),
  flip: onMap("flip"),
  build: onMap("build"),
  raze: onMap("raze"),
});
const effectFields = fieldsOf<EffectCard>();
const effectCard = part<EffectCard>()({
  name: effectFields.copy("name"),
  dealt: effectFields.maybeBool("dealt"),
  copies: (card) => card.copies ?? 1,
  uses: effectFields.each("uses", use),
  reveal: effectFields.sub("reveal", revealed),
});
export type CompiledEffectCard = ReturnType<typeof effectCard>;

// ---- Named decks (DK1–DK6) and the cards played from them (EP1–EP7).

type Deck = ItemOf<Variant["decks"]>;
type DeckCard = ItemOf<Deck["cards"]>;
/** EP6/EP7: a card's effect is an effect of the one kind rules have too (variant/rules.ts). */
export type CompiledCardEffect = CompiledEffect;
const cardEffect = (e: Effect, c: MappingContext): CompiledCardEffect => compileEffect(e, c, { next: 0 });
/** A card of a named deck, with its deck's index: the game's `deckCards` lists every deck's cards in order. */
function deckCard(card: DeckCard, deck: number, c: MappingContext) {
  const play = card.play;
  return {
    name: card.name,
    deck,
    copies: card.copies,
    /** DK7: the half of the pile its copies are shuffled into (undefined: anywhere). */
    half: card.half,
    play: play && {
      /** EP1/EP9/EP10: the decision it is played at: a `play` step's, the attack step's, or the defender's (`defend`). */
      window: play.window === "attack" ? ("attack" as const) : play.window === "defence" ? ("defend" as const) : ("play" as const),
      when: play.when ? bool(play.when, c) : undefined,
      cost: play.cost ? { amount: num(play.cost.amount, c), resource: c.index.counter.get(play.cost.resource)! } : undefined,
      discards: play.discards ?? 0,
      effects: play.effects.map((e) => cardEffect(e, c)),
    },
    onDraw: (card.onDraw ?? []).map((e) => cardEffect(e, c)),
    /** MK3: what it does for the conqueror of its territory when, a marker, it is turned up. */
    onReveal: (card.onReveal ?? []).map((e) => cardEffect(e, c)),
  };
}
export type CompiledDeckCard = ReturnType<typeof deckCard>;
const deckFields = fieldsOf<Deck>();
/** DK1: a named deck: deal, hand limit (and whether its holder chooses what goes), reshuffle. */
const deck = part<Deck>()({
  name: deckFields.copy("name"),
  deal: deckFields.maybeNum("deal"),
  hand: deckFields.maybeNum("hand"),
  discardChoose: deckFields.copy("discardChoose"),
  reshuffle: deckFields.copy("reshuffle"),
  /** PO1: every seat holds its own copy from the setup; PO6: its played cards come back when the hand runs short. */
  perPlayer: (d): boolean => d.perPlayer === true,
  returns: (d): boolean => d.returns === true,
});

type Factions = NonNullable<Variant["factions"]>;
type Faction = ItemOf<Factions["list"]>;
const factionFields = fieldsOf<Faction>();
const faction = part<Faction>()({
  name: factionFields.copy("name"),
  when: factionFields.bool("when"),
  neutral: factionFields.copy("neutral"),
  leavesEmpty: factionFields.copy("leavesEmpty"),
  conquersEmpty: factionFields.copy("conquersEmpty"),
  collects: factionFields.copy("collects"),
  /** E10: the per-player counter a destroyed piece adds to (-1: none). */
  captives: factionFields.index("counter", "captives"),
});
/** E1/E3: factions; `staging`: some faction has starting points (seats get an off-board place). */
const factions = part<Factions>()({
  list: fieldsOf<Factions>().each("list", faction),
  /** Per faction: the territories touching its starting points (undefined: it comes in anywhere it owns). */
  entryTerritories: (f) =>
    f.list.map((x) => (x.entries.length === 0 ? undefined : [...new Set(x.entries.flatMap((e) => f.entries[e]!.territories))].sort((a, b) => a - b))),
  staging: (f) => f.list.some((x) => x.entries.length > 0),
});

type Counter = ItemOf<Variant["counters"]>;
const counterFields = fieldsOf<Counter>();
/** E10/E14/F2: a counter (a resource), its start, its change each round and its caps. */
const counter = part<Counter>()({
  name: counterFields.copy("name"),
  perPlayer: counterFields.copy("perPlayer"),
  start: counterFields.num("start"),
  perRound: counterFields.maybeNum("perRound"),
  max: counterFields.maybeNum("max"),
  min: counterFields.maybeNum("min"),
});

type Tokens = NonNullable<Variant["tokens"]>;
const tokenFields = fieldsOf<Tokens>();
/** E2/E14: tokens on the map and the game counter they refill. */
const tokens = part<Tokens>()({ name: tokenFields.copy("name"), count: tokenFields.num("count"), refills: tokenFields.index("counter", "refills") });

// ---- Combat, cards and the end.

type Modifier = ItemOf<Combat["modifiers"]>;
const modifierFields = fieldsOf<Modifier>();
/** F4: a dice modifier, fixed when an attack starts; D1–D4: a step of the dice pipeline. */
const modifier = part<Modifier>()({
  side: modifierFields.copy("side"),
  bonus: modifierFields.maybeNum("bonus"),
  /** D3: the die the bonus goes on (absent: where it helps the side most). */
  on: modifierFields.copy("on"),
  reroll: (m) => m.reroll ?? 0,
  /** D2: how many of the side's lowest dice are rolled again. */
  rerollLowest: modifierFields.maybeNum("rerollLowest"),
  /** D1: extra dice rolled (the side keeps its best). */
  extra: (m) => m.extra ?? 0,
  /** D4: the size of the side's dice (0: the variant's). */
  sides: (m) => m.sides ?? 0,
  when: modifierFields.maybeBool("when"),
});
type TieRule = ItemOf<Combat["tieRules"]>;
const tieRuleFields = fieldsOf<TieRule>();
/** D5: ties to a side in an attack where a condition holds as it starts. */
const tieRule = part<TieRule>()({ side: tieRuleFields.copy("side"), when: tieRuleFields.bool("when") });
type DiceCount = ItemOf<Combat["diceCounts"]>;
const diceCountFields = fieldsOf<DiceCount>();
/** D6: the side's most dice in an attack where a condition holds as it starts. */
const diceCount = part<DiceCount>()({ side: diceCountFields.copy("side"), max: diceCountFields.copy("max"), when: diceCountFields.bool("when") });
type RankReroll = ItemOf<Combat["rankRerolls"]>;
const rankRerollFields = fieldsOf<RankReroll>();
/** RR1: a side re-rolls its dice of one rank once a battle round, in a battle where a condition holds as it starts. */
const rankReroll = part<RankReroll>()({ side: rankRerollFields.copy("side"), when: rankRerollFields.maybeBool("when") });
const combatFields = fieldsOf<Combat>();
/** The rules of an attack besides its dice (game.dice: sides, counts, ties, R6's condition). */
const combat = part<Combat>()({
  /** E6: armies placed this turn cannot attack. */
  placedWait: combatFields.flag("placedWait"),
  /** CT1: attacks contest territories; their battles are fought at the round's end (moves/contested.ts). */
  battlesAtRoundEnd: combatFields.flag("battlesAtRoundEnd"),
  leave: combatFields.num("leave"),
  /**
   * The fewest armies a territory needs before it may attack: the attacker's minimum, plus the
   * leave rule when it is a number and no piece may leave its territory empty. A bound that
   * the board's index keeps (board/board-index.ts); the rule itself is moves/battle-dice.ts's.
   * Armies − max(leave, fresh) ≥ attackerMin needs armies ≥ attackerMin + leave, unless nothing
   * need stay behind (E3/E9), which only factions allow; a leave formula may be 0
   * (test/engine/board-index.test.ts holds attackers() to it).
   */
  sourceMin: (x, c) => {
    const leave = num(x.leave, c).constant;
    return x.attacker.min + (c.variant.factions || leave === undefined ? 0 : Math.max(0, leave));
  },
  conquerMin: combatFields.num("conquerMin"),
  keep: combatFields.num("keep"),
  /** R6: both sides always roll the most dice they may. */
  diceMax: combatFields.copy("diceMax"),
  /** F1: which attacks may be made. */
  attackWhere: combatFields.maybeBool("attackWhere"),
  /** C5 (part C): the defending seat chooses its dice for each attack. */
  defenderChooses: (x) => x.defender.chosen === true,
  /** EP10: some card is played `during defence`: a defender holding one it may play is asked (its dice are the most unless `by choice`). */
  defenceCards: (_x, c) => c.variant.decks?.some((d) => d.cards.some((card) => card.play?.window === "defence")) ?? false,
  modifiers: combatFields.each("modifiers", modifier),
  tieRules: combatFields.each("tieRules", tieRule),
  diceCounts: combatFields.each("diceCounts", diceCount),
  /** RB1: the ranks of ranked battles, in order: the unit type (an index), its dice per piece and threshold, its die's sides. */
  ranks: (x, c) => {
    if (!x.ranks) return undefined;
    const types = c.variant.units?.types ?? [];
    return x.ranks.map((r) => {
      const type = types.findIndex((t) => t.name === r.unit);
      return { type, dice: r.dice, hits: r.hits, sides: types[type]!.die };
    });
  },
  /** CS1: with ranks, each side's owner chooses its losses after each rank (moves/casualty.ts). */
  casualtiesByChoice: combatFields.flag("casualtiesByChoice"),
  /** RR1: the ranks' re-rolls, each a side's under its condition. */
  rankRerolls: combatFields.each("rankRerolls", rankReroll),
  /** RB2: with ranks, each unit type's place in the order its pieces fall (after the armies; lower falls first). */
  lossPlace: (x, c) => {
    if (!x.lossOrder) return undefined;
    const types = c.variant.units?.types ?? [];
    return types.map((t) => x.lossOrder!.indexOf(t.name));
  },
});

const cardFields = fieldsOf<Cards>();
type Bonus = NonNullable<Cards["bonus"]>;
type SumSet = NonNullable<Cards["sumSet"]>;
type EliminationTrade = NonNullable<Cards["eliminationTrade"]>;
const cards = part<Cards>()({
  symbols: cardFields.copy("symbols"),
  /** K4: the choice whose territories' cards leave the game (-1: none). */
  except: cardFields.index("choice", "except"),
  wilds: cardFields.num("wilds"),
  setWorth: (x, c) => x.sets.map((s) => (s.worth ? num(s.worth, c) : null)),
  values: cardFields.nums("values"),
  step: cardFields.num("step"),
  bonus: cardFields.sub(
    "bonus",
    part<Bonus>()({
      amount: fieldsOf<Bonus>().num("amount"),
      target: fieldsOf<Bonus>().copy("target"),
      limitPerTurn: fieldsOf<Bonus>().maybeNum("limitPerTurn"),
    }),
  ),
  handLimit: cardFields.maybeNum("handLimit"),
  /** E11: cards traded by the sum of their values. */
  sumSet: cardFields.sub("sumSet", part<SumSet>()({ min: fieldsOf<SumSet>().num("min"), worth: fieldsOf<SumSet>().num("worth") })),
  /** Each card's value (the deck's attribute when it is a number; 0 for wilds and symbols). */
  cardValue: (_, c) => cardValues(c.variant),
  eliminationTakesCards: cardFields.copy("eliminationTakesCards"),
  eliminationTrade: cardFields.sub(
    "eliminationTrade",
    part<EliminationTrade>()({ when: fieldsOf<EliminationTrade>().bool("when"), until: fieldsOf<EliminationTrade>().bool("until") }),
  ),
  deck: (x, c) =>
    buildDeck(
      x,
      c.variant.map.territories.map((t) => String(t.attrs[x.attribute] ?? "")),
    ),
});
export type CompiledCards = ReturnType<typeof cards>;

type End = Variant["end"];
type Win = ItemOf<End["wins"]>;
type Ending = ItemOf<End["ends"]>;
const endFields = fieldsOf<End>();
const end = part<End>()({
  wins: endFields.each("wins", part<Win>()({ reason: fieldsOf<Win>().copy("reason"), when: fieldsOf<Win>().bool("when") })),
  eliminated: (x, c): Compiled<boolean> => (x.eliminated ? bool(x.eliminated, c) : () => false),
  ends: endFields.each(
    "ends",
    part<Ending>()({
      reason: fieldsOf<Ending>().copy("reason"),
      when: fieldsOf<Ending>().bool("when"),
      ranking: fieldsOf<Ending>().nums("ranking"),
      byTeam: fieldsOf<Ending>().copy("byTeam"),
    }),
  ),
  ranking: endFields.nums("ranking"),
  rankingByTeam: endFields.copy("rankingByTeam"),
  /** R10: no player is eliminated while this holds. */
  protect: endFields.maybeBool("protect"),
});

// ---- The Game.

/** The IR a Game was made from (an interface, so that declarations name it rather than spell it out). */
export interface VariantIr extends Variant {}

const variantFields = fieldsOf<Variant>();
/** The Game a variant's IR makes: every field of it, in this order. */
export const gameOf = part<Variant>()({
  variant: (v): VariantIr => v,
  graph: (_, c) => c.graph,
  dice: (_, c) => c.dice,
  odds: (_, c) => new WinOdds(c.dice),
  territoryCount: (v) => v.map.territories.length,
  /** Each group's bonus (C3); a formula, so it may depend on the player count. */
  groupBonus: (v, c) => v.map.groups.map((g) => num(g.bonus, c)),
  setup: variantFields.sub("setup", setup),
  /** R5: the most armies a player may have on the board. */
  armyLimit: variantFields.maybeNum("armyLimit"),
  /** Y3: each player's pieces in all; absent: armies are never short. */
  pieces: variantFields.maybeNum("pieces"),
  /** PB5: the per-player resource destroyed armies go into (`destroyed into R`), or -1: back to the reserve. */
  casualties: (v, c): number => (v.casualties === undefined ? -1 : c.index.counter.get(v.casualties)!),
  /** Y2/Y9/F2: unit types (leaders among them), and what reviving a leader costs. */
  units: variantFields.sub("units", units),
  neutrals: variantFields.each("neutrals", neutral),
  choices: variantFields.each("choices", choice),
  /** F2: the market. */
  market: variantFields.each("market", offer),
  buildings: variantFields.each("buildings", building),
  /** M3: whether some objective is replaced when it becomes impossible (checked with the wins). */
  objectivesReplaced: (v) => v.objectives.some((o) => o.instead !== undefined),
  objectives: variantFields.each("objectives", objective),
  teams: variantFields.sub("teams", teams),
  effects: variantFields.each("effects", effectCard),
  /** E2: effect cards dealt face down to each player. */
  effectDeal: variantFields.maybeNum("effectDeal"),
  /** DK1: named decks; `deckCards`: every deck's cards in order (a card id indexes it). */
  decks: variantFields.each("decks", deck),
  deckCards: (v, c) => (v.decks ?? []).flatMap((d, i) => d.cards.map((card) => deckCard(card, i, c))),
  /** MK1: whether some `put` step lays markers of a named deck on the map (conquests then turn them up). */
  markers: (v) => v.phases.some((p) => p.steps.some((st) => st.kind === "put")),
  factions: variantFields.sub("factions", factions),
  /** E10/E14: counters by index; `counterIndex` by name. */
  counters: (v, c) => (v.counters ?? []).map((x) => counter(x, c)),
  counterIndex: (_, c) => c.index.counter,
  tokens: variantFields.sub("tokens", tokens),
  phases: variantFields.each("phases", phase),
  /** H1–H3: whether some formula reads a territory's history this turn (state.history is kept only then). */
  readsHistory: (v) => readsTerritoryHistory(v),
  /** PB13: whether some formula reads what a unit did this turn (state.unitDeeds is kept only then). */
  readsUnitDeeds: (v) => readsUnitDeeds(v),
  /** H4–H5: whether some formula reads the faces rolled (then battles are rolled die by die: faces exist). */
  readsFaces: (v) => readsFaces(v),
  /** H6–H7: whether some formula reads the turn's history by seat (state.seatHistory is kept only then). */
  readsSeatHistory: (v) => readsSeatHistory(v),
  combat: variantFields.sub("combat", combat),
  cards: variantFields.sub("cards", cards),
  end: variantFields.sub("end", end),
  /** Part A (issue 26): the rules' dispatch table (event → rules); undefined without rules. */
  rules: (v, c) => compileRules(v, c),
  /** PO4: the orders `choose` effects offer, by name (`ordered` and `on order` read their index). */
  orders: (v): string[] => orderNamesOf(v),
  /** PO4: every `choose` of the variant, compiled (the same objects the rules and cards hold: made once). */
  chooses: (v, c) => choosesOf(v).map((e) => compileEffect(e, c, { next: 0 }) as Extract<CompiledEffect, { kind: "choose" }>),
  /** TC1: every `choose territory` of the variant, compiled (the same objects the rules and cards hold: made once). */
  picks: (v, c) => picksOf(v).map((x) => compileEffect(x.pick, c, { next: 0 }) as Extract<CompiledEffect, { kind: "pick" }>),
  /** PO2/PO3: the programmed deck (its index), the cards each seat programs each round (a formula of the seat); undefined: none. */
  program: (v, c): { deck: number; count: Compiled<number> } | undefined => {
    const d = (v.decks ?? []).findIndex((x) => x.program !== undefined);
    return d < 0 ? undefined : { deck: d, count: num(v.decks![d]!.program!, c) };
  },
});

export type Game = ReturnType<typeof gameOf>;
