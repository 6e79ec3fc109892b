// The greedy bot's cards of the named decks (EP1–EP8, DK5): it plays a card when what the card
// gives is worth more than what it costs, the best first, and over a hand limit it discards the
// card worth least (keeping the best). It reads only its view, the enumerated actions and the
// cards' compiled effects, never a variant's names. A formula that reads the game counts as 1.
import type { Action, CompiledCardEffect, CompiledDeckCard } from "../engine/index.js";
import { enemyCount, type Board } from "./greedy-board.js";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;
const only = <T extends Action["type"]>(actions: Action[], type: T): Of<T>[] => actions.filter((a): a is Of<T> => a.type === type);
const known = (f: { constant?: number }) => f.constant ?? 1;

/** Whether the bot has a territory that can attack (two armies or more next to an enemy). */
export function canAttack(b: Board): boolean {
  for (let t = 0; t < b.game.territoryCount; t++) if (b.view.owner[t] === b.seat && b.view.armies[t]! >= 2 && enemyCount(b, t) > 0) return true;
  return false;
}

/** What one effect is worth to the bot, in armies. */
function effectWorth(b: Board, e: CompiledCardEffect): number {
  switch (e.kind) {
    case "gain":
      return e.amount ? known(e.amount) : (1 + (e.roll ?? 1)) / 2;
    case "lose":
    case "give":
      return -known(e.amount);
    case "units":
      return 2 * known(e.count);
    case "discard":
      return -known(e.count);
    case "armies":
      return 2 * known(e.amount);
    case "drawCards":
      return 1.5 * known(e.count);
    case "drawEffect":
      return known(e.count);
    case "dice": {
      // A die bonus helps in battles to come: its attack only when the bot can attack now; longer is better.
      const length = e.until === "battle" ? 1 : 1.5;
      if (e.side === "attack") return canAttack(b) ? 2 * e.amount * length : 0;
      return e.amount * length;
    }
    default:
      // The map's effects (borders, buildings, owners; a card has no territory in question) are not weighed.
      return 0;
  }
}

/** What playing (or keeping) the card is worth: its effects less its cost in a resource. */
export function cardWorth(b: Board, card: CompiledDeckCard): number {
  const play = card.play;
  if (!play) return 0;
  const gives = play.effects.reduce((n, e) => n + effectWorth(b, e), 0);
  return gives - (play.cost ? known(play.cost.amount) : 0);
}

/** EP8: play the card worth most when it improves the bot's position (its worth, less the cards it discards to pay, is above 0); else end the step. */
export function choosePlay(b: Board, actions: Action[]): Action {
  return bestPlay(b, actions) ?? actions.find((a) => a.type === "end") ?? actions[0]!;
}

/**
 * EP11: at an attack or a defence, the card worth most to play first (as EP8), when one is worth
 * it; undefined: the bot attacks, ends or defends as it would without cards.
 */
export function bestPlay(b: Board, actions: Action[]): Of<"play"> | undefined {
  const net = (a: Of<"play">) =>
    cardWorth(b, b.game.deckCards[a.card]!) - (a.discards ?? []).reduce((n, c) => n + Math.max(1, cardWorth(b, b.game.deckCards[c]!)), 0);
  const plays = only(actions, "play").filter((a) => net(a) > 0);
  if (plays.length === 0) return undefined;
  return plays.reduce((best, a) => (net(a) > net(best) ? a : best));
}

/** DK5: discard the card worth least, keeping the best. */
export function chooseDiscard(b: Board, actions: Action[]): Action {
  const discards = only(actions, "discard");
  if (discards.length === 0) return actions[0]!;
  const worth = (a: Of<"discard">) => cardWorth(b, b.game.deckCards[a.card]!);
  return discards.reduce((worst, a) => (worth(a) < worth(worst) ? a : worst));
}
