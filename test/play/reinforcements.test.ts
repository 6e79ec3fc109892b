// The reinforcements and why (engine's incomeParts, play/reinforcements.ts): the terms of the
// variant's `receive` formula as they stand, named by their formula or by the groups they count,
// checked by hand on classic and RisiKo, and against the armies the engine itself gives at every
// bundled variant's first placement of a turn.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { incomeParts, positionFrom, type Game } from "../../engine/index.js";
import { formulaText, reinforcementsLine, reinforcementsOf, Table, type Sitter } from "../../play/index.js";
import { bundledGame, bundledVariants, classicGame } from "../support/variants.js";

const australia = ["Indonesia", "New Guinea", "Western Australia", "Eastern Australia"];
/** Ten territories outside Australia and no continent whole (two of South America's four, etc.). */
const scattered = ["Alaska", "Greenland", "Iceland", "Peru", "Brazil", "Egypt", "Congo", "Ural", "Siberia", "Japan"];

function stateHolding(game: Game, held: string[]) {
  const territories = Object.fromEntries(held.map((t) => [t, { owner: 1, armies: 2 }]));
  const read = positionFrom(game, { players: 3, toMove: 1, phase: "attack", territories, others: { owner: 2, armies: 1 } });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.state;
}

describe("reinforcements and why", () => {
  it("C3 classic: 14 territories with Australia whole give 4 + 2 = 6, each part named", () => {
    const game = classicGame();
    const r = reinforcementsOf(game, stateHolding(game, [...australia, ...scattered]), 0)!;
    // By hand: floor(14 / 3) = 4 (above the minimum of 3), and Australia's bonus is 2 (C1).
    expect(r).toEqual({
      total: 6,
      parts: [
        { label: "max(3, floor(count(territories owned) / 3))", value: 4 },
        { label: "Australia", value: 2 },
      ],
    });
    expect(reinforcementsLine(r)).toBe("Reinforcements 6: 4 max(3, floor(count(territories owned) / 3)) + 2 Australia");
    // C4: the armies a trade gave this turn are a part of their own.
    expect(reinforcementsLine(reinforcementsOf(game, stateHolding(game, scattered.slice(0, 5)), 0, 8)!)).toBe(
      "Reinforcements 11: 3 max(3, floor(count(territories owned) / 3)) + 8 cards traded",
    );
  });

  it("R4 RisiKo: no minimum of 3, so 5 territories give 1, and a group held adds its bonus", () => {
    const game = bundledGame("risiko");
    const few = reinforcementsOf(game, stateHolding(game, scattered.slice(0, 5)), 0)!;
    expect(few).toEqual({ total: 1, parts: [{ label: "floor(count(territories owned) / 3)", value: 1 }] });
    const parts = incomeParts(game, stateHolding(game, [...australia, "Peru"]), 0);
    expect(parts.map((p) => p.value)).toEqual([1, 2]);
    expect(parts[1]!.groups?.map((g) => game.variant.map.groups[g.group]!.name)).toEqual(["Australia"]);
  });

  it("C3 R4 Y6 E5 each bundled variant's receive formula is written back as its file writes it", () => {
    for (const name of bundledVariants) {
      const game = bundledGame(name);
      const receive = game.variant.phases.flatMap((p) => p.steps).find((s) => s.kind === "receive");
      // The formula, over the lines that end in an operator.
      const written = /receive ((?:[^\n]*[-+*/]\s*\n)*[^\n]*)/.exec(readFileSync(`variants/${name}.risk`, "utf8"));
      if (!receive || receive.kind !== "receive" || !written) continue;
      const source = written[1]!
        .replace(/\/\/[^\n]*/g, "")
        .replace(/\s+/g, " ")
        .trim();
      expect(formulaText(game, receive.amount), name).toBe(source);
    }
  });

  it("C3 at each bundled variant's first placement of a turn, the reinforcements are the armies the engine gave", () => {
    const greedy: Sitter = { kind: "bot", bot: bots["greedy"]! };
    for (const name of bundledVariants) {
      const game = bundledGame(name);
      const players = Math.max(3, game.variant.players.min);
      if (players > game.variant.players.max) continue;
      const table = new Table(game, [{ kind: "human" }, ...Array.from({ length: players - 1 }, () => greedy)], 5);
      let checked = false;
      for (let i = 0; i < 3000 && !table.over && !checked; i++) {
        if (!table.humanToPlay()) {
          table.botPlay();
          continue;
        }
        const line = table.reinforcements();
        if (line && table.decision().kind === "place" && table.tradedThisTurn === 0 && table.state.stage === "play") {
          expect(line, name).toMatch(new RegExp(`^Reinforcements ${table.state.pool}: `));
          // Without a market or effect cards, the formula alone explains every army to place.
          const formula = reinforcementsOf(game, table.state, 0)!;
          if (!game.variant.market && game.effects.length === 0) {
            expect(formula.total, name).toBe(table.state.pool);
            expect(line, name).not.toContain("other gains");
          }
          checked = true;
        } else {
          // Take the first offer, but never end a step with armies still to place.
          table.play(table.offered()[0]!);
        }
      }
      if (incomeParts(game, table.state, 0).length > 0) expect(checked, name).toBe(true);
    }
  });
});
