// positionOf's and positionFrom's named decks (DK1–DK5): each deck's pile (top last), discards and
// the cards each seat holds, by card name; MK1: the markers each seat put from a deck a `put` step
// lays, where (by territory name, null: drawn, not yet put) and which card. (The lasting die bonuses are rows of `lasting`: read-turn.ts.)
// Left out, the decks are shuffled and dealt from the seed as a new game would deal them.
import { setMarkers, setNamedDecks, setPrograms } from "../board/index.js";
import { dealNamedDecks } from "../turn/index.js";
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { DeckPosition, Position } from "./format.js";
import { namesOf } from "./names.js";
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
        ...(putFrom(game, d) ? { markers: bySeat(state.markerAt.map((at, seat) => markersOf(game, state, seat, d, at))) } : {}),
        // PO1/PO2: a deck per player: each seat's programmed and played cards.
        ...(deck.perPlayer
          ? {
              programmed: bySeat(state.programmed.map((h) => names(h.filter((c) => game.deckCards[c]!.deck === d)))),
              played: bySeat(state.spent.map((h) => names(h.filter((c) => game.deckCards[c]!.deck === d)))),
            }
          : {}),
      },
    ]),
  );
}

/** MK1: whether a `put` step lays the cards of deck `d` on the map. */
const putFrom = (game: Game, d: number) => game.phases.some((p) => p.steps.some((st) => st.kind === "put" && st.deck === d));

/** MK1: the seat's markers of deck `d`, as a position writes them. */
function markersOf(game: Game, state: GameState, seat: number, d: number, at: readonly number[]): { at: string | null; card: string }[] {
  const out: { at: string | null; card: string }[] = [];
  at.forEach((t, i) => {
    const card = game.deckCards[state.markerCards[seat]![i]!]!;
    if (card.deck === d) out.push({ at: t < 0 ? null : namesOf(game).territories.nameOf(t)!, card: card.name });
  });
  return out;
}

/** DK1: a card of deck `d` by its name (names are unique in a deck: RISK2036). */
function cardOf(game: Game, d: number, name: unknown): number | undefined {
  const id = game.deckCards.findIndex((c) => c.deck === d && c.name === name);
  return id < 0 ? undefined : id;
}

/** DK1: the named decks as the position gives them (left out: dealt as a new game deals them). */
export function readDecks({ r, game, p, state, names }: Reading): void {
  if (!game.decks) return;
  if (p.decks === undefined) dealNamedDecks(game, state);
  else {
    const given = r.object("decks", p.decks) ?? {};
    const piles: number[][] = [];
    const discards: number[][] = [];
    const held: number[][] = state.held.map(() => []);
    const markerAt: number[][] = state.held.map(() => []);
    const markerCards: number[][] = state.held.map(() => []);
    const programmed: number[][] = state.held.map(() => []);
    const spent: number[][] = state.held.map(() => []);
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
      const bySeatCards = (field: string, into: number[][]) => {
        if (entry[field] !== undefined)
          r.bySeat(`decks.${deck.name}.${field}`, entry[field], (path, v) =>
            (r.list(path, v) ?? []).flatMap(
              (name, i) => cardOf(game, d, name) ?? r.fail(`${path}.${i}`, E.unknownName, `card of ${deck.name}`, String(name)) ?? [],
            ),
          ).forEach((cards, seat) => into[seat]!.push(...cards));
      };
      bySeatCards("held", held);
      // PO1/PO2: a deck per player's programmed and played cards.
      bySeatCards("programmed", programmed);
      bySeatCards("played", spent);
      if (entry["markers"] !== undefined)
        r.bySeat(`decks.${deck.name}.markers`, entry["markers"], (path, v) =>
          (r.list(path, v) ?? []).flatMap((m, i) => {
            const marker = r.object(`${path}.${i}`, m);
            if (!marker) return [];
            const card =
              cardOf(game, d, marker["card"]) ?? r.fail(`${path}.${i}.card`, E.unknownName, `card of ${deck.name}`, String(marker["card"]));
            const t = marker["at"] === null ? -1 : r.name(`${path}.${i}.at`, marker["at"], names.territories, "territory");
            return card === undefined || t === undefined ? [] : [[t, card] as const];
          }),
        ).forEach((list, seat) => {
          for (const [t, card] of list) {
            markerAt[seat]!.push(t);
            markerCards[seat]!.push(card);
          }
        });
    });
    setNamedDecks(state, piles, discards, held);
    setMarkers(state, markerAt, markerCards);
    setPrograms(state, programmed, spent);
  }
}
