// positionOf's and positionFrom's named decks (DK1–DK5): each deck's pile (top last), discards and
// the cards each seat holds, by card name. (The lasting die bonuses are rows of `lasting`: read-turn.ts.)
// Left out, the decks are shuffled and dealt from the seed as a new game would deal them.
import { setNamedDecks } from "../board/index.js";
import { dealNamedDecks } from "../turn/index.js";
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { DeckPosition, Position } from "./format.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reading } from "./reader.js";

const bySeat = <T>(rows: readonly T[]): Record<string, T> => Object.fromEntries(rows.map((row, seat) => [String(seat + 1), row]));

/** DK1: the named decks into a position. */
export function writeDecks(game: Game, state: GameState, position: Position): void {
  if (!game.decks) return;
  const names = (cards: readonly number[]) => cards.map((c) => game.deckCards[c]!.name);
  position.decks = Object.fromEntries(
    game.decks.map((deck, d): [string, DeckPosition] => [
      deck.name,
      {
        pile: names(state.deckPiles[d]!),
        discards: names(state.deckDiscards[d]!),
        held: bySeat(state.held.map((h) => names(h.filter((c) => game.deckCards[c]!.deck === d)))),
      },
    ]),
  );
}

/** DK1: a card of deck `d` by its name (names are unique in a deck: RISK2036). */
function cardOf(game: Game, d: number, name: unknown): number | undefined {
  const id = game.deckCards.findIndex((c) => c.deck === d && c.name === name);
  return id < 0 ? undefined : id;
}

/** DK1: the named decks as the position gives them (left out: dealt as a new game deals them). */
export function readDecks({ r, game, p, state }: Reading): void {
  if (!game.decks) return;
  if (p.decks === undefined) dealNamedDecks(game, state);
  else {
    const given = r.object("decks", p.decks) ?? {};
    const piles: number[][] = [];
    const discards: number[][] = [];
    const held: number[][] = state.held.map(() => []);
    for (const key of Object.keys(given)) if (!game.decks.some((deck) => deck.name === key)) r.fail(`decks.${key}`, E.unknownName, "deck", key);
    game.decks.forEach((deck, d) => {
      const entry = given[deck.name] === undefined ? {} : (r.object(`decks.${deck.name}`, given[deck.name]) ?? {});
      const list = (field: string) =>
        entry[field] === undefined
          ? []
          : (r.list(`decks.${deck.name}.${field}`, entry[field]) ?? []).flatMap(
              (name, i) =>
                cardOf(game, d, name) ?? r.fail(`decks.${deck.name}.${field}.${i}`, E.unknownName, `card of ${deck.name}`, String(name)) ?? [],
            );
      piles.push(list("pile"));
      discards.push(list("discards"));
      if (entry["held"] !== undefined)
        r.bySeat(`decks.${deck.name}.held`, entry["held"], (path, v) =>
          (r.list(path, v) ?? []).flatMap(
            (name, i) => cardOf(game, d, name) ?? r.fail(`${path}.${i}`, E.unknownName, `card of ${deck.name}`, String(name)) ?? [],
          ),
        ).forEach((cards, seat) => held[seat]!.push(...cards));
    });
    setNamedDecks(state, piles, discards, held);
  }
}
