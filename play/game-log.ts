// A game's log in words, by name: what each seat did and what came of it ("Red attacks Kamchatka
// from Alaska, one roll with 3 dice: Blue loses 2"). For `riskc play`, replays, the simulator's
// logged games and the playground's Play tab. The engine draws a roll's outcome from its exact
// table rather than rolling faces; a single roll's faces are drawn for the log afterwards, given
// that outcome (dice-faces.ts), where the game's seed and the action's index are known.
import { namesOf, nextRoll, type Action, type Game, type GameResult, type GameState, type NextRoll } from "../engine/index.js";
import { expandParts, placeName } from "./action-words.js";
import { facesFor, facesRng, facesWords, type RollLoss } from "./dice-faces.js";
import { armies, counted, seatName } from "./seats.js";

/** What the log needs of the state before an action (a copy: the action changes the state in place). */
export interface Before {
  seat: number;
  round: number;
  stage: GameState["stage"];
  owner: number[];
  armies: number[];
  /** BB2: where each unit stood (a bombardment's losses count units too). */
  unitAt: number[];
  pool: number;
  /** C6: the territory an `advance` moves into. */
  advanceTo: number;
  /** C5: an attack waiting for the defender's dice (`defend` says what came of it). */
  defending: { from: number; to: number } | undefined;
  /** BB5: a casualty decision that answers a bombardment's hits (not a rank's). */
  bombarded: boolean;
  /** RR2: the rank whose re-roll is decided (-1: none). */
  rerolledRank: number;
  /** CS3/RR2: the seat deciding inside a battle round (a casualty, a re-roll: the defender's at another's turn); -1: none. */
  decider: number;
  /** PO4: the choice of orders the seat was asked (game.chooses' index; -1: none). */
  choosing: number;
  /** Pieces each seat had on the board (for an attack's losses, units and factions included). */
  players: number;
  seats: number;
  /** A single roll about to be rolled, for its faces in the log (only when the game's seed and the action's index are known). */
  roll?: ShownRoll;
}

/** A single roll of an attack before it is rolled: its dice, and where its display-only faces come from. */
interface ShownRoll {
  dice: NextRoll;
  seed: number;
  index: number;
  /** E12: the defender's effect cards before the roll (a defence card used changes the roll: no faces then). */
  defenceCards: number;
}

/** Where an action stands in its game: the faces of a single roll are drawn from these (dice-faces.ts). */
export interface ActionAt {
  game: Game;
  action: Action;
  /** The game's seed and the action's index among its actions. */
  seed: number;
  index: number;
}

/** A single roll of armies (no unit, no effect card, no empty territory) shows its faces; others show losses. */
function shownRoll(state: GameState, at: ActionAt): ShownRoll | undefined {
  const { game, action } = at;
  if (action.type !== "attack" || action.rolls !== 1 || action.strike || action.effect !== undefined || !(state.armies[action.to]! > 0))
    return undefined;
  const dice = nextRoll(game, state, action.from, action.to, action.dice);
  if (!dice || dice.units) return undefined;
  return { dice, seed: at.seed, index: at.index, defenceCards: state.effects[state.owner[action.to]!]?.length ?? 0 };
}

/** The state before an action; with `at`, a single roll's dice too, so the log can show its faces. */
export function snapshot(state: GameState, at?: ActionAt): Before {
  const roll = at ? shownRoll(state, at) : undefined;
  return {
    ...(roll ? { roll } : {}),
    seat: state.current,
    round: state.round,
    stage: state.stage,
    owner: state.owner.slice(),
    armies: state.armies.slice(),
    unitAt: state.unitAt.slice(),
    pool: state.pool,
    advanceTo: state.pending?.kind === "advance" ? state.pending.to : -1,
    defending: state.pending?.kind === "defend" ? { from: state.pending.from, to: state.pending.to } : undefined,
    bombarded: state.pending?.kind === "casualty" && state.pending.bombard === true,
    rerolledRank: state.pending?.kind === "reroll" ? state.pending.rank : -1,
    decider: state.pending?.kind === "reroll" || state.pending?.kind === "casualty" ? state.pending.seat : -1,
    choosing: state.pending?.kind === "order" ? state.pending.choose : -1,
    players: state.players,
    seats: state.seats,
  };
}

/** Armies each side lost in an attack. */
function attackLosses(before: Before, action: { from: number; to: number }, after: GameState): RollLoss {
  const taken = after.owner[action.to] === before.seat;
  // After a conquest the first armies have already moved in: they are not losses.
  const attackerLoss = before.armies[action.from]! - after.armies[action.from]! - (taken ? after.armies[action.to]! : 0);
  const defenderLoss = before.armies[action.to]! - (taken ? 0 : after.armies[action.to]!);
  return { attackerLoss, defenderLoss };
}

/** The outcome of an attack: who lost what, and whether the territory fell. */
function attackOutcome(game: Game, before: Before, action: { from: number; to: number }, after: GameState): string {
  const attacker = seatName(before, before.seat);
  const defender = seatName(before, before.owner[action.to]!);
  const taken = after.owner[action.to] === before.seat;
  const { attackerLoss: lost, defenderLoss: destroyed } = attackLosses(before, action, after);
  const losses = [destroyed > 0 ? `${defender} loses ${destroyed}` : "", lost > 0 ? `${attacker} loses ${lost}` : ""].filter(Boolean);
  const said = losses.length ? losses.join(", ") : "no losses";
  return taken ? `${said} — ${placeName(game, action.to)} taken` : `${said}; ${placeName(game, action.to)} holds with ${after.armies[action.to]}`;
}

/** The faces of a single roll (`6 5 2 vs 4 3 — `), or nothing when the roll shows none. */
function rolledFaces(before: Before, action: Extract<Action, { type: "attack" }>, after: GameState): string {
  const roll = before.roll;
  if (!roll || (after.effects[before.owner[action.to]!]?.length ?? 0) !== roll.defenceCards) return "";
  const faces = facesFor(roll.dice, attackLosses(before, action, after), facesRng(roll.seed, roll.index));
  return faces ? `${facesWords(faces)} — ` : "";
}

function attackManner(action: Extract<Action, { type: "attack" }>, after: GameState): string {
  const dice = after.lastDice > 0 ? ` with ${after.lastDice}` : "";
  if (action.strike) return ` (the leader alone)${dice}`;
  if (action.rolls === 1) return dice;
  return action.rolls !== undefined ? ` (${action.rolls} rolls at most)` : " until decided";
}

/** One line for an action and its outcome, in the acting seat's name. */
export function describeAction(game: Game, before: Before, action: Action, after: GameState): string {
  const who = seatName(before, before.seat);
  const names = namesOf(game);
  const place = (t: number) => placeName(game, t);
  switch (action.type) {
    case "place":
      return `${who} places ${armies(action.count)} on ${place(action.territory)} (${after.armies[action.territory]} there)`;
    case "attack": {
      // CT1: nobody rolls: the pieces move in and the territory is contested until the round's end.
      if (game.combat.battlesAtRoundEnd) {
        const moved = before.armies[action.from]! - after.armies[action.from]!;
        return `${who} moves ${armies(moved)} into ${place(action.to)} from ${place(action.from)}: contested until the round's end`;
      }
      const outcome =
        after.pending?.kind === "defend"
          ? `${seatName(before, before.owner[action.to]!)} chooses its dice`
          : `${rolledFaces(before, action, after)}${attackOutcome(game, before, action, after)}`;
      return `${who} attacks ${place(action.to)} from ${place(action.from)}${attackManner(action, after)}: ${outcome}`;
    }
    case "defend": {
      // C5: the defending seat answers; the attack it answers is the one that was waiting.
      const attack = before.defending;
      const dice = `${action.dice} ${action.dice === 1 ? "die" : "dice"}`;
      if (!attack) return `${who} defends with ${dice}`;
      const defender = seatName(before, before.owner[attack.to]!);
      return `${defender} defends ${place(attack.to)} with ${dice}: ${attackOutcome(game, before, attack, after)}`;
    }
    case "advance":
      return `${who} moves ${armies(action.count)} into ${before.advanceTo >= 0 ? place(before.advanceTo) : "the conquered territory"}`;
    case "fortify":
      return `${who} moves ${armies(action.count)} from ${place(action.from)} to ${place(action.to)}${action.leader ? " with the leader" : ""}`;
    case "expand":
      // XP1: into an enemy territory the part contests it until the round's end (CT1).
      return `${who} expands from ${place(action.from)}: ${expandParts(game, action)}`;
    case "trade": {
      const cards = action.cards.map((c) => names.cards.nameOf(c) ?? `card ${c}`).join(", ");
      const gained = after.pool - before.pool;
      return `${who} trades ${cards}${gained > 0 ? ` for ${armies(gained)}` : ""}`;
    }
    case "end":
      return `${who} ends the step`;
    case "claim":
      return `${who} takes ${place(action.territory)}`;
    case "placeLeader":
      return `${who} puts the leader on ${place(action.territory)}`;
    case "move":
      return `${who} moves ${action.count} from ${place(action.from)} to ${place(action.to)}`;
    case "placeUnit":
      return `${who} puts a unit on ${place(action.territory)}`;
    case "split":
      return action.count > 0 && action.to !== undefined
        ? `${who} puts armies on ${place(action.territory)} and ${action.count} on ${place(action.to)}`
        : `${who} puts the armies on ${place(action.territory)}`;
    case "jump":
      return `${who}: the leader jumps to ${place(action.to)}`;
    case "reroll": {
      // RR2: the round's re-roll used on the rank, or kept for a later one.
      const type = game.units?.types[game.combat.ranks?.[before.rerolledRank]?.type ?? -1]?.name ?? "unit";
      const decider = seatName(before, before.decider);
      return action.again ? `${decider} rolls its ${type} dice again (its re-roll of the round)` : `${decider} keeps its ${type} dice`;
    }
    case "casualty":
      // CS3: the piece the seat chose to lose.
      return `${seatName(before, before.decider)} loses ${action.unit < 0 ? "an army" : `a ${game.units?.types[action.unit]?.name ?? "unit"}`} to the ${before.bombarded ? "bombardment" : "rank's hits"}`;
    case "bombard": {
      // BB2: the pieces the defender lost there (armies and units).
      const pieces = (s: { armies: readonly number[]; unitAt: readonly number[] }) =>
        s.armies[action.to]! + s.unitAt.filter((t) => t === action.to).length;
      const lost = pieces(before) - pieces(after);
      const defender = seatName(before, before.owner[action.to]!);
      // BB5: the hits wait for the defender's choice.
      if (after.pending?.kind === "casualty" && after.pending.bombard)
        return `${who} bombards ${place(action.to)} from ${place(action.from)}: ${after.pending.left} hit${after.pending.left === 1 ? "" : "s"}, ${defender} chooses the pieces it loses`;
      return `${who} bombards ${place(action.to)} from ${place(action.from)}: ${lost === 0 ? "no hit" : `${defender} loses ${lost} piece${lost === 1 ? "" : "s"}`}`;
    }
    case "battle": {
      // CT3/CT4: the battle chosen, and who holds the territory after it.
      const holder = after.owner[action.territory]!;
      return `${who} has the battle of ${place(action.territory)} fought: ${holder >= 0 ? `${seatName(before, holder)} holds it` : "nobody holds it"}`;
    }
    case "revive":
      return `${who} brings the leader back on ${place(action.territory)}`;
    case "morph":
      return `${who}: the leader changes form`;
    case "cede":
      return `${who} hands ${place(action.territory)} to ${seatName(before, action.to)}`;
    case "switch":
      return `${who} flips ${names.switches.nameOf(action.index) ?? "a switch"}`;
    case "spend":
      return `${who} spends ${counted(action.count, "token")}`;
    case "reveal":
      return `${who} turns up an effect card`;
    case "play":
      return `${who} plays ${game.deckCards[action.card]?.name ?? "a card"}`;
    case "discard":
      return `${who} discards ${game.deckCards[action.card]?.name ?? "a card"}`;
    case "program":
      // PO2: sealed: the log does not say which card.
      return `${who} programs a card`;
    case "order": {
      // PO4: the order chosen is public.
      const asked = before.choosing >= 0 ? game.chooses[before.choosing] : undefined;
      const order = asked?.options[action.option];
      return `${who} chooses ${order ? `"${game.orders[order.order]}"` : `order ${action.option + 1}`}`;
    }
    case "pick":
      // TC1: the territory picked is public.
      return `${who} picks ${place(action.territory)}`;
    case "put":
      // MK1: face down: the log does not say which card.
      return `${who} puts a marker on ${place(action.territory)}`;
    case "pass":
      return `${who} passes the card to ${seatName(before, action.to)}`;
    case "exchange":
      return `${who} hands out seat tokens`;
    case "choose": {
      const choice = game.variant.choices?.[action.choice];
      const value = names.choiceValues(action.choice).nameOf(action.value) ?? String(action.value);
      // K1: a secret pick is not said until the picks are revealed.
      return choice?.secret && before.stage === "setup"
        ? `${who} makes a secret choice of ${choice.name}`
        : `${who} chooses ${value} as ${choice?.name ?? "a choice"}`;
    }
    case "buy": {
      const offer = game.variant.market?.[action.offer];
      const what = offer?.what === "army" ? armies(action.count ?? 1) : (names.offers.nameOf(action.offer) ?? "an offer");
      return `${who} buys ${what}${action.territory !== undefined ? ` on ${place(action.territory)}` : ""}`;
    }
    case "bid":
      return `${who} makes a sealed bid`;
    case "build":
      return `${who} builds (or razes) on ${place(action.territory)}`;
    case "fire":
      return `${who} fires ${game.variant.rules?.[action.rule]?.name ?? "a rule"}`;
  }
}

/** How a game ended, in words: `Red won (domination) in round 12`. */
export function resultWords(state: { readonly players: number; readonly seats: number }, result: GameResult, round: number): string {
  const winners = result.winners.map((s) => seatName(state, s));
  const who = winners.length === 0 ? "nobody" : winners.length === 1 ? winners[0] : `${winners.slice(0, -1).join(", ")} and ${winners.at(-1)}`;
  return `${who} won (${result.reason}) in round ${round}`;
}
