// C5: the classic rulebook's defender rolls one die or two, as it chooses. With
// `defender dice 1..2 by choice` (docs/language-design.md, part C) an attack on a player's
// territory waits for the defending seat's `defend` decision; without it (every bundled variant)
// the defender rolls the most dice it may, as before.
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { randomBot } from "../../bots/random-bot.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  positionOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { playGame } from "../../sim/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { alaskaAttackAction, alaskaAttackOn, fromPosition, territoryIndex } from "../support/engine.js";

const chooses = createGame(irOf(`variant "Choice" extends "classic" { combat { defender dice 1..2 by choice } }`));
const tiesToAttacker = createGame(irOf(`variant "Choice" extends "classic" { combat { ties attacker  defender dice 1..2 by choice } }`));

const alaskaAttack = (game: Game, defenders: number) => alaskaAttackOn(game, defenders);
const attack = alaskaAttackAction;

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

const greedyDefence = (game: Game, state: GameState) => {
  const decision = decisionOf(game, state);
  return greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions: legalActions(game, state), rng: seedRng(1) });
};

describe("C5 the defender chooses its dice", () => {
  it("C5 an attack on a territory of two armies waits for its owner, who may roll two dice or one", () => {
    const s = alaskaAttack(chooses, 2);
    must(chooses, s, attack(chooses, 1));
    const d = decisionOf(chooses, s);
    expect(d).toEqual({ kind: "defend", seat: 2, seatIndex: 1 });
    expect(s.current).toBe(0);
    expect(legalActions(chooses, s)).toEqual([
      { type: "defend", dice: 2 },
      { type: "defend", dice: 1 },
    ]);
    expect(s.armies[territoryIndex(chooses, "Kamchatka")]).toBe(2);
  });

  it("C5 with one die the roll compares one pair: one army falls in all; with two, two", () => {
    for (const dice of [1, 2]) {
      const s = alaskaAttack(chooses, 2);
      must(chooses, s, attack(chooses, 1));
      must(chooses, s, { type: "defend", dice });
      const lost = 12 - s.armies[territoryIndex(chooses, "Alaska")]! + (2 - s.armies[territoryIndex(chooses, "Kamchatka")]!);
      expect(lost).toBe(dice);
      expect(decisionOf(chooses, s)).toMatchObject({ kind: "attack", seat: 1 });
    }
  });

  it("C5 a territory of one army has no choice: the attack is carried out at once", () => {
    const s = alaskaAttack(chooses, 1);
    must(chooses, s, attack(chooses, 1));
    expect(decisionOf(chooses, s).kind).not.toBe("defend");
  });

  it("C5 without `by choice` (the classic variant) the defender is never asked", () => {
    const classic = classicGame();
    const s = alaskaAttack(classic, 2);
    must(classic, s, attack(classic, 1));
    expect(decisionOf(classic, s).kind).toBe("attack");
  });

  it("C5 refusals: three dice, and the attacker's moves while the defender chooses", () => {
    const s = alaskaAttack(chooses, 2);
    must(chooses, s, attack(chooses, 1));
    expect(applyInPlace(chooses, s, { type: "defend", dice: 3 })?.code).toBe("dice-out-of-range");
    expect(applyInPlace(chooses, s, attack(chooses, 1))?.code).toBe("not-now");
  });

  it("C5 a position keeps the waiting attack: read back, the same seat decides the same", () => {
    const s = alaskaAttack(chooses, 2);
    must(chooses, s, attack(chooses, 1));
    const p = positionOf(chooses, s);
    expect(p.pending).toEqual({ kind: "defend", from: "Alaska", to: "Kamchatka", rolls: 1 });
    const back = fromPosition(chooses, p);
    expect(decisionOf(chooses, back)).toEqual(decisionOf(chooses, s));
    expect(legalActions(chooses, back)).toEqual(legalActions(chooses, s));
  });
});

describe("C5 the greedy bot answers with the exact odds of each choice", () => {
  it("C5 classic dice: two dice, for a single roll and for a whole attack", () => {
    for (const rolls of [1, undefined]) {
      const s = alaskaAttack(chooses, 2);
      must(chooses, s, attack(chooses, rolls));
      expect(greedyDefence(chooses, s)).toEqual({ type: "defend", dice: 2 });
    }
  });

  it("C5 ties to the attacker: one die against a single roll, two against a whole attack", () => {
    // One die against three with ties lost: the defender holds when its die beats all three,
    // 225 of 1296; it keeps 2 − 1071/1296 against the attacker's 3 − 225/1296: −1.65 a roll,
    // better than the −1.99 of two dice (the chain's value for both).
    const single = alaskaAttack(tiesToAttacker, 2);
    must(tiesToAttacker, single, attack(tiesToAttacker, 1));
    expect(greedyDefence(tiesToAttacker, single)).toEqual({ type: "defend", dice: 1 });
    const whole = alaskaAttack(tiesToAttacker, 2);
    must(tiesToAttacker, whole, attack(tiesToAttacker));
    expect(greedyDefence(tiesToAttacker, whole)).toEqual({ type: "defend", dice: 2 });
  });

  it("C5 the defender is asked in games of greedy and random bots (10 each), and greedy games end", () => {
    for (const bot of [greedyBot, randomBot]) {
      let defended = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const record = playGame(chooses, [bot, bot, bot], seed, {
          maxRounds: 500,
          onAction: (state, action) => {
            if (action.type === "defend") defended++;
            // Whoever answers, the attack is the player to move's.
            if (state.pending?.kind === "defend") expect(state.owner[state.pending.to]).not.toBe(state.current);
          },
        });
        // Random bots rarely finish a game of classic Risk: only the greedy games must end.
        if (bot === greedyBot) expect(record.reason).not.toBe("stalled");
      }
      expect(defended).toBeGreaterThan(0);
    }
  });
});
