// A game's log in words, by name: what each seat did and what came of it ("seat 2 attacks Alaska
// from Kamchatka: Alaska taken, 3 armies move in"). For `riskc play` and for reading replays.
import type { Action, Game, GameState } from "../engine/index.js";

/** What the log needs of the state before an action (a copy: the action changes the state in place). */
export interface Before {
  seat: number;
  round: number;
  stage: GameState["stage"];
  owner: number[];
  armies: number[];
  pool: number;
  /** C5: an attack waiting for the defender's dice (`defend` says what came of it). */
  pending: GameState["pending"];
}

export function snapshot(state: GameState): Before {
  return {
    seat: state.current,
    round: state.round,
    stage: state.stage,
    owner: state.owner.slice(),
    armies: state.armies.slice(),
    pool: state.pool,
    pending: state.pending && { ...state.pending },
  };
}

function name(game: Game, t: number): string {
  return game.variant.map.territories[t]?.name ?? `the place off the board of seat ${t - game.territoryCount + 1}`;
}

const plural = (n: number, word: "army" | "token") => `${n} ${n === 1 ? word : word === "army" ? "armies" : "tokens"}`;

/** What came of an attack from `from` on `to`: losses on both sides, and whether it was taken. */
function attackOutcome(game: Game, before: Before, from: number, to: number, after: GameState): string {
  const taken = after.owner[to] === before.seat;
  // After a conquest the first armies have already moved in: they are not losses.
  const lost = before.armies[from]! - after.armies[from]! - (taken ? after.armies[to]! : 0);
  const defenderLost = before.armies[to]! - (taken ? 0 : after.armies[to]!);
  return taken
    ? `${name(game, to)} taken (lost ${lost}, destroyed ${before.armies[to]})`
    : `lost ${lost}, destroyed ${defenderLost}; ${name(game, to)} holds with ${after.armies[to]}`;
}

/** One line for an action and its outcome. */
export function describeAction(game: Game, before: Before, action: Action, after: GameState): string {
  const who = `round ${before.round}, seat ${before.seat + 1}`;
  switch (action.type) {
    case "place":
      return `${who}: places ${plural(action.count, "army")} on ${name(game, action.territory)} (${after.armies[action.territory]} there)`;
    case "attack": {
      const how = action.strike ? " (the leader alone)" : action.rolls === 1 ? " (one roll)" : "";
      const outcome = after.pending?.kind === "defend" ? "the defender chooses its dice" : attackOutcome(game, before, action.from, action.to, after);
      return `${who}: attacks ${name(game, action.to)} from ${name(game, action.from)}${how}: ${outcome}`;
    }
    case "defend": {
      const p = before.pending;
      if (p?.kind !== "defend") return `${who}: defends with ${action.dice} dice`;
      const defender = `round ${before.round}, seat ${before.owner[p.to]! + 1}`;
      return `${defender}: defends ${name(game, p.to)} with ${action.dice} ${action.dice === 1 ? "die" : "dice"}: ${attackOutcome(game, before, p.from, p.to, after)}`;
    }
    case "advance":
      return `${who}: moves ${plural(action.count, "army")} into the conquered territory`;
    case "fortify":
      return `${who}: moves ${plural(action.count, "army")} from ${name(game, action.from)} to ${name(game, action.to)}${action.leader ? " with the leader" : ""}`;
    case "trade":
      return `${who}: trades ${action.cards.length} cards for ${plural(after.pool - before.pool, "army")}`;
    case "end":
      return `${who}: ends the step`;
    case "claim":
      return `${who}: takes ${name(game, action.territory)}`;
    case "placeLeader":
      return `${who}: puts the leader on ${name(game, action.territory)}`;
    case "jump":
      return `${who}: the leader jumps to ${name(game, action.to)}`;
    case "revive":
      return `${who}: brings the leader back on ${name(game, action.territory)}`;
    case "morph":
      return `${who}: the leader changes form`;
    case "cede":
      return `${who}: hands ${name(game, action.territory)} to seat ${action.to + 1}`;
    case "switch":
      return `${who}: flips ${game.variant.map.switches[action.index]?.name ?? "a switch"}`;
    case "spend":
      return `${who}: spends ${plural(action.count, "token")}`;
    case "reveal":
      return `${who}: turns up an effect card`;
    case "pass":
      return `${who}: passes the card to seat ${action.to + 1}`;
    case "exchange":
      return `${who}: hands out seat tokens`;
    case "choose": {
      const choice = game.variant.choices?.[action.choice];
      const value = choice?.words ? choice.words[action.value] : name(game, action.value);
      // K1: a secret pick is not said until the picks are revealed.
      return choice?.secret && before.stage === "setup"
        ? `${who}: makes a secret choice of ${choice.name}`
        : `${who}: chooses ${value} as ${choice?.name ?? "a choice"}`;
    }
    case "buy": {
      const offer = game.variant.market?.[action.offer];
      const what = offer?.what === "army" ? plural(action.count ?? 1, "army") : (offer?.name ?? offer?.what ?? "an offer");
      return `${who}: buys ${what}${action.territory !== undefined ? ` on ${name(game, action.territory)}` : ""}`;
    }
    case "bid":
      return `${who}: makes a sealed bid`;
    case "build":
      return `${who}: builds (or razes) on ${name(game, action.territory)}`;
  }
}
