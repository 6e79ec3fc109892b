// The enumeration offers only legal actions: the checks of every family's rules (problemOf)
// accept each action offered at every decision of games on every bundled variant and on
// settings that switch rules on (R13's seat tokens, R5's army limit, C7's adjacent moves...).
// `applyOffered` leans on it: an action taken from the state's own offered list is carried
// out without being checked again, and the simulator's loop goes through it for this
// package's bots.
import { describe, expect, it } from "vitest";
import { bots, type Bot } from "../../bots/index.js";
import {
  applyInPlace,
  applyOffered,
  cloneState,
  decisionOf,
  legalActions,
  nextInt,
  problemOf,
  seedRng,
  type Action,
  type GameState,
} from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { alternatingSeats, playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

/** The rules behind each family of actions (engine/moves/*.ts), for the tests' names. */
const rulesOf: Record<string, string> = {
  place: "C2/C3",
  trade: "C4",
  attack: "C5",
  advance: "C6",
  fortify: "C7",
  exchange: "R13",
  claim: "Y4",
  morph: "Y6",
  revive: "Y6",
  switch: "Y7",
  jump: "Y9",
  cede: "Y10",
  reveal: "E12",
  pass: "E12",
  spend: "E14",
  buy: "F2",
  build: "F3",
  bid: "F6",
  choose: "K1",
};

interface Seating {
  name: string;
  seats: number;
  overrides?: Record<string, string>;
  /** Families these games must offer at some decision (checked by hand against the variant's text). */
  offers: string[];
}

const core = ["place", "attack", "advance", "end"];
/** Risk Europe has no attack step: its invasions are `expand` steps, fought at the round's end (`battle`), by programmed orders. */
const europe = ["program", "order", "pick", "expand", "battle", "end"];
const seatings: Seating[] = [
  ...bundledVariants.flatMap((name): Seating[] => {
    const { min, max } = bundledGame(name).variant.players;
    return [...new Set([min, Math.min(Math.max(4, min), max)])].map((seats) => ({ name, seats, offers: name === "risk-europe" ? europe : core }));
  }),
  { name: "classic", seats: 4, overrides: { fortifyPath: "adjacent", placeBatch: "3" }, offers: [...core, "trade", "fortify"] },
  { name: "risiko", seats: 4, overrides: { kingmaker: "true" }, offers: [...core, "exchange"] },
  { name: "risiko", seats: 3, overrides: { armyCap: "20" }, offers: [...core, "trade"] },
  { name: "transformers-cybertron", seats: 4, overrides: { robots: "20" }, offers: [...core, "morph", "switch", "jump"] },
  { name: "capital", seats: 5, overrides: { shortGame: "true" }, offers: core },
  { name: "frontier", seats: 3, overrides: { goldCap: "5", startGold: "0" }, offers: [...core, "buy"] },
];

/** Greedy and random seats taking turns, greedy first or second by the seed. */
const mixedSeats = (seats: number, seed: number) => alternatingSeats(seats, seed % 2 === 0);

const label = (s: Seating) =>
  `${s.name} with ${s.seats} players${
    s.overrides
      ? ` (${Object.entries(s.overrides)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ")})`
      : ""
  }`;

describe("the offered actions", () => {
  for (const seating of seatings) {
    const game = bundledGame(seating.name, seating.overrides);
    const ids = seating.offers.flatMap((type) => (rulesOf[type] ? [rulesOf[type]] : [])).join(", ");
    it(`${ids}: ${label(seating)}: every action offered at every decision is one the rules accept`, () => {
      let checked = 0;
      const types = new Set<string>();
      for (const seed of [1, 2, 3, 4]) {
        playDecisions(game, mixedSeats(seating.seats, seed), seed, 3000, (state, _decision, offered) => {
          for (const action of offered) {
            const found = problemOf(game, state, action);
            if (found)
              expect.fail(
                `offered ${JSON.stringify(action)} at ${decisionOf(game, state).kind}, which the rules refuse: ${found.code} ${found.message}`,
              );
            types.add(action.type);
            checked++;
          }
        });
      }
      expect(checked).toBeGreaterThan(1000);
      expect([...types]).toEqual(expect.arrayContaining(seating.offers));
    });
  }
});

describe("applyOffered", () => {
  for (const seating of seatings.filter((s) => !s.overrides)) {
    const game = bundledGame(seating.name);
    it(`C5 and every family: ${label(seating)}: carries out an offered action exactly as applyInPlace does`, () => {
      const pick = seedRng(seating.seats);
      const types = new Set<string>();
      playDecisions(game, mixedSeats(seating.seats, 5), 5, 300, (state, _decision, offered) => {
        // Any one of the offered actions, not only the one a bot would take.
        const action = offered[nextInt(pick, offered.length)]!;
        const trusted = cloneState(state);
        const checked = cloneState(state);
        const trustedOffer = legalActions(game, trusted);
        const chosen = trustedOffer[offered.indexOf(action)]!;
        expect(chosen).toEqual(action);
        expect(applyOffered(game, trusted, trustedOffer, chosen)).toBeUndefined();
        expect(applyInPlace(game, checked, action)).toBeUndefined();
        expect(trusted).toEqual(checked);
        types.add(action.type);
      });
      expect(types.has(seating.name === "risk-europe" ? "order" : "attack")).toBe(true);
    });
  }

  const game = bundledGame("classic");

  /** A classic game of greedy seats played on to its first decision of this kind. */
  const atFirst = (kind: string, seed: number): GameState =>
    playDecisions(game, [bots.greedy!, bots.greedy!, bots.greedy!, bots.greedy!], seed, Infinity, (_state, decision) => decision.kind === kind);
  const atFirstAttack = (seed: number) => atFirst("attack", seed);

  /** An attack on one of the player's own territories: never legal (C5). */
  function ownTerritoryAttack(state: GameState): Action {
    const from = state.owner.findIndex((o, t) => o === state.current && state.armies[t]! > 1);
    const to = state.owner.findIndex((o, t) => o === state.current && t !== from);
    return { type: "attack", from, to };
  }

  it("C5: checks an action that is not one of the offered objects: an equal copy is carried out, an illegal one refused, the state untouched", () => {
    const state = atFirstAttack(1);
    const offered = legalActions(game, state);
    const copy = cloneState(state);
    expect(applyOffered(game, copy, offered, { ...offered[0]! })).toBeUndefined();
    expect(copy).not.toEqual(state);
    const before = cloneState(state);
    expect(applyOffered(game, state, offered, ownTerritoryAttack(state))?.code).toBe("own-territory");
    expect(state).toEqual(before);
  });

  it("C5: an action of a list made before the state changed, or for another state, is checked", () => {
    const state = atFirstAttack(2);
    const offered = legalActions(game, state);
    const attack = offered.find((a) => a.type === "attack")!;
    // The list for a copy of the state: made for another state, so checked (an attack from a territory
    // the copy's player lost would be refused).
    const copy = cloneState(state);
    copy.owner[attack.type === "attack" ? attack.from : 0] = (state.current + 1) % state.seats;
    expect(applyOffered(game, copy, offered, attack)?.code).toBe("not-owned");
    // Made for this state, which changed since: one attack carried out, with no new list asked for.
    expect(applyInPlace(game, state, attack)).toBeUndefined();
    const stale = offered.find((a) => a.type === "attack" && problemOf(game, state, a) !== undefined);
    expect(stale).toBeDefined();
    const before = cloneState(state);
    expect(applyOffered(game, state, offered, stale!)?.code).toBe(problemOf(game, state, stale!)!.code);
    expect(state).toEqual(before);
  });

  it("C5: a list the caller pushed an action into is not the offer: the action is checked", () => {
    const state = atFirstAttack(4);
    const offered = legalActions(game, state);
    const illegal = ownTerritoryAttack(state);
    offered.push(illegal);
    const before = cloneState(state);
    expect(applyOffered(game, state, offered, illegal)?.code).toBe("own-territory");
    expect(state).toEqual(before);
  });

  it("C3: a list made for the state but at another decision (another seat's) is checked", () => {
    const state = atFirst("place", 5);
    const other = (state.current + 1) % state.seats;
    // The placements of the other seat's decision: onto its territories, which the player to place does not own.
    const asIfOther = legalActions(game, state, { kind: "place", seat: other + 1, seatIndex: other });
    const onTheirs = asIfOther.find((a) => a.type === "place" && state.owner[a.territory] === other)!;
    expect(onTheirs).toBeDefined();
    const before = cloneState(state);
    expect(applyOffered(game, state, asIfOther, onTheirs)?.code).toBe(problemOf(game, state, onTheirs)!.code);
    expect(problemOf(game, state, onTheirs)).toBeDefined();
    expect(state).toEqual(before);
  });
});

describe("the simulator and a bot of another make", () => {
  const game = bundledGame("classic");
  it("C3: a bot that changes an offered action has its answer checked: the game stops with the bot's name and the rule it broke", () => {
    // It takes an offered placement and asks for more armies than the pool holds.
    const sneaky: Bot = {
      name: "sneaky",
      choose: ({ actions }) => {
        const place = actions.find((a) => a.type === "place");
        if (place && place.type === "place") {
          (place as { count: number }).count = 50;
          return place;
        }
        return actions[0]!;
      },
    };
    expect(() => playGame(game, [sneaky, bots.greedy!, bots.greedy!], 1, { maxRounds: 5 })).toThrow(
      /bot sneaky chose an illegal action \(count-out-of-range/,
    );
  });
});
