// Why an action is not legal: any well-formed value from any caller (bots, replays, the CLI, the
// playground) is checked here before `apply` changes the game.
import { decisionOf } from "./decision.js";
import type { Game } from "./game.js";
import { primaryFaction } from "./factions.js";
import { fortifyLeave, fortifyMovable } from "./flow.js";
import { isPresent } from "./graph.js";
import { canRevive, leaderForm } from "./leaders.js";
import {
  attackProblem,
  bonusTerritories,
  cardsInHandSets,
  cedeProblem,
  fortifyTargets,
  placementBudget,
  reviveCost,
  setOfCards,
  strikeProblem,
  usableAttackEffects,
} from "./rules.js";
import type { GameState } from "./state.js";
import { isCount, placeTargets, switchProblem, tradeIsForced, viaProblem } from "./action-rules.js";
import type { Action } from "./actions.js";

/** Why an action is not legal now, or undefined when it is. Accepts any value, from any caller. */
export function actionProblem(game: Game, state: GameState, action: Action): string | undefined {
  const d = decisionOf(game, state);
  if (d.kind === "over") return "the game is over";
  const seat = d.seat;
  const territoryOk = (t: unknown) => isCount(t) && t >= 0 && t < game.territoryCount;
  switch (action?.type) {
    case "place": {
      if (d.kind !== "setupPlace" && d.kind !== "place" && d.kind !== "placePool")
        return `you cannot place armies now (the game waits for ${d.kind})`;
      const targets = placeTargets(game, state, seat, d.kind === "setupPlace");
      if (!targets.includes(action.territory)) {
        if (!territoryOk(action.territory)) return "no such territory";
        if (state.owner[action.territory] !== seat) return "you can place armies only on a territory you own";
        return "new armies come in only at your starting points";
      }
      const budget = placementBudget(game, state, seat, d.kind === "setupPlace");
      if (budget === 0) return "the army limit is reached";
      if (!isCount(action.count) || action.count < 1 || action.count > budget) return `you can place 1 to ${budget} armies`;
      return undefined;
    }
    case "trade": {
      if (d.kind !== "trade" && d.kind !== "tradeDown") return `you cannot trade cards now (the game waits for ${d.kind})`;
      if (!Array.isArray(action.cards) || !action.cards.every(isCount)) return "a trade lists card numbers";
      const hand = state.hands[seat]!;
      if (new Set(action.cards).size !== action.cards.length || !action.cards.every((c) => hand.includes(c)))
        return "you can trade only cards in your hand, each once";
      if (setOfCards(game, action.cards, state) < 0) return "these cards are not a set";
      if (action.bonus !== undefined && !bonusTerritories(game, state, seat, action.cards).includes(action.bonus))
        return "the bonus goes to an owned territory shown on a traded card";
      return undefined;
    }
    case "attack": {
      if (d.kind !== "attack") return `you cannot attack now (the game waits for ${d.kind})`;
      if (action.strike) {
        if (state.leaderAt[seat] !== action.from) return "your leader is not there";
        return strikeProblem(game, state, action.to);
      }
      const problem = attackProblem(game, state, action.from, action.to);
      if (problem) return problem;
      if (action.dice !== undefined && (!isCount(action.dice) || action.dice < game.combat.attackerMin || action.dice > game.dice.attackerMax)) {
        return `you roll ${game.combat.attackerMin} to ${game.dice.attackerMax} dice`;
      }
      if (action.dice !== undefined && game.combat.diceMax && action.dice < Math.min(game.dice.attackerMax, state.armies[action.from]!))
        return "you must roll the most dice you can";
      if (action.effect !== undefined && !usableAttackEffects(game, state, seat).includes(action.effect)) return "you cannot use that card now";
      if (action.rolls !== undefined && (!isCount(action.rolls) || action.rolls < 1)) return "rolls is a whole number of at least 1";
      if (action.stopAt !== undefined && (!isCount(action.stopAt) || action.stopAt < 0)) return "stopAt is a whole number of armies";
      return undefined;
    }
    case "advance": {
      if (d.kind !== "advance") return `there is nothing to move into (the game waits for ${d.kind})`;
      const p = state.pending as Extract<NonNullable<GameState["pending"]>, { kind: "advance" }>;
      if (!isCount(action.count) || action.count < p.min || action.count > p.max)
        return `move ${p.min} to ${p.max} armies into the conquered territory`;
      return undefined;
    }
    case "fortify": {
      if (d.kind !== "fortify") return `you cannot move armies now (the game waits for ${d.kind})`;
      if (!territoryOk(action.from) || !territoryOk(action.to)) return "no such territory";
      if (state.owner[action.from] !== seat) return "you can move armies only from a territory you own";
      const step = game.phases[state.phase]!.steps[state.step] as Extract<Game["phases"][number]["steps"][number], { kind: "fortify" }>;
      if (!fortifyTargets(game, state, action.from, step.path).includes(action.to)) {
        return step.path === "adjacent"
          ? "armies move only to an adjacent territory you own"
          : "armies move only through a chain of territories you own";
      }
      const leave = fortifyLeave(game, state, step, action.from);
      if (action.via !== undefined) {
        const problem = viaProblem(game, state, step, action);
        if (problem) return problem;
      }
      if (action.faction !== undefined && (!isCount(action.faction) || !(state.factionsOf[seat] ?? []).includes(action.faction)))
        return "you do not play that faction";
      const faction = action.faction ?? primaryFaction(game, state, seat);
      const movable = action.leader ? state.armies[action.from]! - Math.max(1, leave) : fortifyMovable(game, state, step, action.from, faction);
      if (action.leader && state.leaderAt[seat] !== action.from) return "your leader is not there";
      const dropped = (action.via ?? []).reduce((n, v) => n + v.count, 0);
      if (!isCount(action.count) || action.count < 1 || action.count + dropped > movable)
        return `you can move 1 to ${Math.max(0, movable)} armies from there${dropped > 0 ? ", those left on the way included" : ""}`;
      return undefined;
    }
    case "reveal":
      if (d.kind !== "revealEffect") return `you cannot turn up an effect card now (the game waits for ${d.kind})`;
      return undefined;
    case "pass":
      if (d.kind !== "pass") return `there is no card to pass on (the game waits for ${d.kind})`;
      return isCount(action.to) && action.to >= 0 && action.to < state.seats && action.to !== seat && state.alive[action.to]
        ? undefined
        : "pass the card to another player in the game";
    case "spend": {
      if (state.stage !== "play" || d.kind === "advance" || d.kind === "pass") return `you cannot spend tokens now (the game waits for ${d.kind})`;
      const held = state.tokensHeld[seat] ?? 0;
      return isCount(action.count) && action.count >= 1 && action.count <= held ? undefined : `you can spend 1 to ${held} tokens`;
    }
    case "placeLeader":
      if (d.kind !== "placeLeader") return `you cannot place your leader now (the game waits for ${d.kind})`;
      return territoryOk(action.territory) && state.owner[action.territory] === seat ? undefined : "your leader goes on a territory of yours";
    case "morph": {
      if (d.kind !== "morph") return `you cannot change form now (the game waits for ${d.kind})`;
      const forms = game.leaders!.list[state.leaderOf[seat]!]!.forms.length;
      return isCount(action.form) && action.form >= 0 && action.form < forms && action.form !== state.leaderForm[seat]
        ? undefined
        : "choose another form of your leader";
    }
    case "revive": {
      if (d.kind !== "place") return `you cannot bring your leader back now (the game waits for ${d.kind})`;
      if (!canRevive(game, state, seat)) return "your leader is on the board";
      if (state.pool < reviveCost(game, state)) return `bringing your leader back costs ${reviveCost(game, state)} armies of your pool`;
      if (!territoryOk(action.territory) || state.owner[action.territory] !== seat) return "your leader comes back on a territory of yours";
      const forms = game.leaders!.list[state.leaderOf[seat]!]!.forms.length;
      return isCount(action.form) && action.form >= 0 && action.form < forms ? undefined : "no such form";
    }
    case "cede": {
      if (d.kind !== "fortify") return `you cannot hand over a territory now (the game waits for ${d.kind})`;
      const step = game.phases[state.phase]!.steps[state.step] as Extract<Game["phases"][number]["steps"][number], { kind: "fortify" }>;
      if (!step.cede) return "this step has no `cede to partner`";
      if (!territoryOk(action.territory) || !isCount(action.to) || action.to >= state.seats) return "no such territory or seat";
      return cedeProblem(game, state, action.territory, action.to);
    }
    case "jump":
      if (d.kind !== "fortify") return `your leader cannot move now (the game waits for ${d.kind})`;
      if (!leaderForm(game, state, seat)?.jump) return "your leader cannot jump in this form";
      if (state.leaderMoved) return "your leader has moved in this step";
      if (state.armies[state.leaderAt[seat]!]! < 1) return "your leader holds his territory alone and cannot leave it";
      return territoryOk(action.to) && state.owner[action.to] === seat && action.to !== state.leaderAt[seat]
        ? undefined
        : "your leader jumps to another territory of yours";
    case "exchange": {
      if (d.kind !== "exchange") return `there are no tokens to hand out (the game waits for ${d.kind})`;
      const g = action.gifts;
      const ok =
        Array.isArray(g) &&
        g.length === state.seats &&
        g.every(isCount) &&
        new Set(g).size === g.length &&
        g.every((x, r) => x >= 0 && x < state.seats && x !== r);
      return ok ? undefined : "give every other seat a token that is not its own and keep one that is not yours, each token once";
    }
    case "claim":
      if (d.kind !== "claim") return `you cannot take a territory now (the game waits for ${d.kind})`;
      if (!territoryOk(action.territory) || state.owner[action.territory]! >= 0 || !isPresent(game.graph, state.switches, action.territory))
        return "take an empty territory on the board";
      return undefined;
    case "switch":
      if (d.kind !== "switch") return `you cannot flip a switch now (the game waits for ${d.kind})`;
      if (!isCount(action.index) || action.index < 0 || action.index >= game.variant.map.switches.length) return "no such switch";
      return switchProblem(game, state, action.index);
    case "end": {
      if (d.kind === "exchange") return "hand out your seat tokens first";
      if (d.kind === "setupPlace" || d.kind === "place" || d.kind === "placePool") return "all armies must be placed first";
      if (d.kind === "advance") return "armies must move into the conquered territory first";
      if (d.kind === "pass") return "pass the card to another player first";
      if ((d.kind === "trade" || d.kind === "tradeDown") && tradeIsForced(game, state) && cardsInHandSets(game, state, seat).length > 0)
        return "you must trade a set now";
      return undefined;
    }
    default:
      return "unknown action";
  }
}
