// An action in words, by the variant's names ("attack Kamchatka from Alaska, one roll"), and the
// group a menu lists it under. Every action the engine can offer has its words here, so a
// decision a variant adds is listed the day it lands: the menus of `riskc play` and of the
// playground's Play tab are the engine's enumeration, in its order, in these words.
import { actingUnit, bombardChances, namesOf, type Action, type DecisionKind, type Game, type PlayerView } from "../engine/index.js";
import { armies, counted, seatName } from "./seats.js";

/** What the words read of the game: a player's view will do (the state is one too, for the CLI's own use). */
export type Table = Pick<
  PlayerView,
  "players" | "seats" | "current" | "pending" | "unitType" | "unitOwner" | "unitForm" | "unitAt" | "owner" | "armies" | "stage" | "phase" | "step"
>;

/** The groups a menu lists actions under, in the order it lists them. */
export const actionGroups = [
  "place",
  "trade",
  "attack",
  "advance",
  "fortify",
  "defend",
  "buy",
  "build",
  "bid",
  "choose",
  "play a card",
  "move a leader or unit",
  "flip",
  "hand over",
  "fire a rule",
  "end the step",
] as const;
export type ActionGroup = (typeof actionGroups)[number];

const groupOfType: Record<Action["type"], ActionGroup> = {
  place: "place",
  claim: "place",
  trade: "trade",
  attack: "attack",
  defend: "defend",
  advance: "advance",
  fortify: "fortify",
  expand: "fortify",
  buy: "buy",
  build: "build",
  bid: "bid",
  program: "play a card",
  order: "choose",
  pick: "choose",
  choose: "choose",
  reveal: "play a card",
  play: "play a card",
  discard: "play a card",
  put: "place",
  split: "place",
  pass: "play a card",
  spend: "play a card",
  placeLeader: "move a leader or unit",
  placeUnit: "move a leader or unit",
  move: "fortify",
  morph: "move a leader or unit",
  revive: "move a leader or unit",
  jump: "move a leader or unit",
  switch: "flip",
  cede: "hand over",
  battle: "attack",
  casualty: "defend",
  reroll: "defend",
  bombard: "attack",
  exchange: "hand over",
  fire: "fire a rule",
  end: "end the step",
};

export function actionGroup(action: Action): ActionGroup {
  return groupOfType[action.type];
}

/** What `end` means at each decision (the step it ends). */
const endWords: Partial<Record<DecisionKind, string>> = {
  attack: "stop attacking",
  fortify: "end the moves",
  trade: "trade no (more) cards",
  buy: "buy nothing (more)",
  switch: "flip no switch",
  morph: "keep the forms",
  revealEffect: "turn up no effect card",
  fire: "decline the rule",
  bombard: "do not bombard",
};

/** BB4: a bombardment's exact odds, as the menu shows them: the pieces it takes on average, the chance of one at least. */
function bombardOddsWords(game: Game, table: Table, action: Extract<Action, { type: "bombard" }>): string {
  const step = game.phases[table.phase]?.steps[table.step];
  if (step?.kind !== "bombard") return "";
  const { expected, someHit } = bombardChances(game, table, step, action.from, action.to);
  return ` (${expected.toFixed(2)} pieces expected, ${Math.round(someHit * 100)}% to hit at least once)`;
}

/** The territory's name, or the place off the board (E3) of its seat. */
export function placeName(game: Game, t: number): string {
  return namesOf(game).territories.nameOf(t) ?? `the place off the board of seat ${t - game.territoryCount + 1}`;
}

/** A unit by its own name, by its type and number (`Scout 2`), or `the leader`. */
function unitName(game: Game, table: Table, seat: number, unit: number | undefined): string {
  const u = actingUnit(game, table, seat, unit);
  return u < 0 ? "the leader" : (namesOf(game).units(table).nameOf(u) ?? "the leader");
}

function formName(game: Game, table: Table, unit: number, form: number): string {
  return unit < 0 ? `form ${form + 1}` : (namesOf(game).forms(table.unitType[unit]!).nameOf(form) ?? `form ${form + 1}`);
}

/** The words for one roll limit of an attack. */
function attackManner(game: Game, action: Extract<Action, { type: "attack" }>): string {
  const parts: string[] = [];
  parts.push(action.rolls === 1 ? "one roll" : action.rolls !== undefined ? `${action.rolls} rolls at most` : "until decided");
  if (action.dice !== undefined) parts.push(`with ${counted(action.dice, "die", "dice")}`);
  if (action.stopAt !== undefined) parts.push(`stop at ${armies(action.stopAt)}`);
  if (action.effect !== undefined) parts.push(`using ${namesOf(game).effects.nameOf(action.effect) ?? "an effect card"}`);
  return parts.join(", ");
}

/** XP1: an expand's parts, each its armies, its units by type and where it goes. */
export function expandParts(game: Game, action: Extract<Action, { type: "expand" }>): string {
  return action.moves
    .map((m) => {
      const units = (m.units ?? []).flatMap((n, k) => (n > 0 ? [`${n} ${game.units?.types[k]?.name ?? "unit"}`] : []));
      return `${[armies(m.armies), ...units].join(" and ")} to ${placeName(game, m.to)}`;
    })
    .join(", ");
}

/** The action as a menu says it, for the seat deciding now (`table.current`). */
export function actionWords(game: Game, table: Table, action: Action, kind?: DecisionKind): string {
  const names = namesOf(game);
  const seat = table.current;
  const place = (t: number) => placeName(game, t);
  switch (action.type) {
    case "place":
      return `place ${armies(action.count)} on ${place(action.territory)}${kind === "setupNeutral" ? " (neutral)" : ""}`;
    case "claim":
      return `take ${place(action.territory)}`;
    case "trade": {
      const cards = action.cards.map((c) => names.cards.nameOf(c) ?? `card ${c}`).join(", ");
      return `trade ${cards}${action.bonus !== undefined ? ` (bonus on ${place(action.bonus)})` : ""}`;
    }
    case "attack": {
      // CT1: with battles at the round's end an attack moves in and contests the territory.
      if (game.combat.battlesAtRoundEnd) return `move into ${place(action.to)} from ${place(action.from)}: its battle comes at the round's end`;
      const who = action.strike ? `${unitName(game, table, seat, action.unit)} strikes` : "attack";
      return `${who} ${place(action.to)} from ${place(action.from)}, ${attackManner(game, action)}`;
    }
    case "defend": {
      const pending = table.pending?.kind === "defend" ? table.pending : undefined;
      return `defend${pending ? ` ${place(pending.to)} against ${place(pending.from)}` : ""} with ${counted(action.dice, "die", "dice")}`;
    }
    case "advance": {
      const pending = table.pending?.kind === "advance" ? table.pending : undefined;
      return `move ${armies(action.count)} in${pending ? ` to ${place(pending.to)}` : ""}`;
    }
    case "fortify": {
      const faction = action.faction !== undefined ? ` ${names.factions.nameOf(action.faction) ?? ""}`.trimEnd() : "";
      const via = action.via?.length ? ` via ${action.via.map((v) => `${place(v.territory)} (${v.count} stay)`).join(", ")}` : "";
      const along = action.leader ? ` with ${unitName(game, table, seat, action.unit)}` : "";
      return `move ${armies(action.count)}${faction} from ${place(action.from)} to ${place(action.to)}${via}${along}`;
    }
    case "expand":
      return `expand from ${place(action.from)}: ${expandParts(game, action)}`;
    case "reveal":
      return "turn up an effect card";
    case "program":
      // PO2: sealed: seen by the seat programming alone.
      return `program ${game.deckCards[action.card]?.name ?? "a card"}`;
    case "order": {
      // PO4: the order by name.
      const asked = table.pending?.kind === "order" ? game.chooses[table.pending.choose] : undefined;
      const order = asked?.options[action.option];
      return `carry out ${order ? `"${game.orders[order.order]}"` : `order ${action.option + 1}`}`;
    }
    case "pick":
      // TC1: the territory an effect acts on.
      return `pick ${place(action.territory)}`;
    case "play":
      return `play ${game.deckCards[action.card]?.name ?? "a card"}`;
    case "discard":
      return `discard ${game.deckCards[action.card]?.name ?? "a card"}`;
    case "put": {
      // MK1: the marker's card is the deciding seat's to see; the menu names the deck.
      const pending = table.pending?.kind === "put" ? table.pending : undefined;
      const deck = pending ? game.decks?.[pending.deck]?.name : undefined;
      return `put a marker${deck ? ` of ${deck}` : ""} on ${place(action.territory)}`;
    }
    case "pass":
      return `pass the card to ${seatName(table, action.to)}`;
    case "spend":
      return `spend ${counted(action.count, "token")}`;
    case "placeLeader":
      return `put ${unitName(game, table, seat, undefined)} on ${place(action.territory)}`;
    case "move":
      return `move ${action.count} from ${place(action.from)} to ${place(action.to)}`;
    case "placeUnit": {
      const p = table.pending?.kind === "placeUnit" ? table.pending : undefined;
      return `put ${p ? `a ${game.units?.types[p.unit]?.name ?? "unit"}` : "a unit"} on ${place(action.territory)}`;
    }
    case "split":
      return action.count > 0 && action.to !== undefined
        ? `put armies on ${place(action.territory)}, ${action.count} of them on ${place(action.to)}`
        : `put the armies on ${place(action.territory)}`;
    case "morph": {
      const u = actingUnit(game, table, seat, action.unit);
      return `turn ${unitName(game, table, seat, action.unit)} into ${formName(game, table, u, action.form)}`;
    }
    case "revive": {
      const u = actingUnit(game, table, seat, action.unit);
      return `bring ${unitName(game, table, seat, action.unit)} back on ${place(action.territory)} as ${formName(game, table, u, action.form)}`;
    }
    case "jump":
      return `${unitName(game, table, seat, action.unit)} jumps to ${place(action.to)}`;
    case "battle":
      return `fight the battle of ${place(action.territory)} next`;
    case "reroll":
      // RR2: the round's re-roll, on the rank just rolled.
      return action.again ? "roll the rank's dice again (the round's re-roll)" : "keep the rank's dice";
    case "casualty":
      // CS3: one piece lost to a rank's hits.
      return action.unit < 0 ? "lose an army" : `lose a ${game.units?.types[action.unit]?.name ?? "unit"}`;
    case "bombard":
      return `bombard ${place(action.to)} from ${place(action.from)}${bombardOddsWords(game, table, action)}`;
    case "cede":
      return `hand ${place(action.territory)} to ${seatName(table, action.to)}`;
    case "exchange":
      return `give ${action.gifts.flatMap((from, to) => (to === seat ? [] : [`${seatName(table, from)}'s token to ${seatName(table, to)}`])).join(", ")}`;
    case "switch":
      return `flip ${names.switches.nameOf(action.index) ?? `switch ${action.index + 1}`}`;
    case "choose": {
      const value = names.choiceValues(action.choice).nameOf(action.value) ?? String(action.value);
      return `choose ${value} as ${names.choices.nameOf(action.choice) ?? "the choice"}`;
    }
    case "buy": {
      const offer = game.variant.market?.[action.offer];
      const what = offer?.what === "army" ? armies(action.count ?? 1) : (names.offers.nameOf(action.offer) ?? "an offer");
      return `buy ${what}${action.territory !== undefined ? ` on ${place(action.territory)}` : ""}`;
    }
    case "bid":
      return `bid ${action.amount}`;
    case "build": {
      const pending = table.pending?.kind === "build" ? table.pending : undefined;
      const building = pending ? (names.buildings.nameOf(pending.building) ?? "a building") : "a building";
      return `${pending?.raze ? "raze" : "build"} ${building} on ${place(action.territory)}`;
    }
    case "fire":
      return `fire ${game.variant.rules?.[action.rule]?.name ?? "the rule"}`;
    case "end":
      return (kind && endWords[kind]) ?? "end the step";
  }
}
