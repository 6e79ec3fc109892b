// Supply lines (SL1; docs/language-design.md part E item 4, "As built"): the set filter
// `connected [where c]` keeps, of the territories the filters before it keep, those joined to the
// territory in question through them, itself included (none when it is not among them), and of
// that line the ones where `c` holds. test/fixtures/supply/supply-lines.risk taxes a player's best city as Risk Europe does, on
// the line Paris - Lorraine - Saxony - Bohemia - Lombardy - Rome (tax: Paris 3, Saxony 4, Rome 4).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, positionFrom, type Game } from "../../engine/index.js";
import { reinforcementsOf } from "../../play/index.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/supply/supply-lines.risk", "utf8");
const RECEIVE = /receive max over[^\n]*\n[^\n]*\n/;

function gameWith(receive?: string): Game {
  return createGame(irOf(receive === undefined ? text : text.replace(RECEIVE, `receive ${receive}\n`)));
}

/** Seat 1 (index 0) holds `mine`, seat 2 the rest; armies 2 each unless `armies` says. */
function incomeOf(game: Game, mine: string[], armies: Record<string, number> = {}): number {
  const all = ["Paris", "Lorraine", "Saxony", "Bohemia", "Lombardy", "Rome"];
  const territories = Object.fromEntries(all.map((t) => [t, { owner: mine.includes(t) ? 1 : 2, armies: armies[t] ?? 2 }]));
  const read = positionFrom(game, { players: 2, toMove: 1, phase: "tax", territories });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return reinforcementsOf(game, read.state, 0)!.total;
}

describe("supply lines: `connected` in a set (SL1)", () => {
  it("SL1 the best city's tax: its value, the cities its line reaches, 1 for each other territory on it", () => {
    // By hand, seat 1 holds all but Bohemia: Paris's line is Paris, Lorraine, Saxony: 3 + 4 + 1
    // (Lorraine) = 8, the same from Saxony; Rome's is Lombardy, Rome: 4 + 1 = 5. The best is 8.
    expect(incomeOf(gameWith(), ["Paris", "Lorraine", "Saxony", "Lombardy", "Rome"])).toBe(8);
    // Taking Bohemia joins the two lines: 3 + 4 + 4 + 3 (Lorraine, Bohemia, Lombardy) = 14.
    expect(incomeOf(gameWith(), ["Paris", "Lorraine", "Saxony", "Bohemia", "Lombardy", "Rome"])).toBe(14);
    // Without Lorraine, Paris stands alone (3) and Saxony alone (4): the best is Rome's 5.
    expect(incomeOf(gameWith(), ["Paris", "Saxony", "Lombardy", "Rome"])).toBe(5);
  });

  it("SL1 a `where` before `connected` cuts the line: a territory that fails it neither counts nor carries it", () => {
    // Only territories with 2 armies or more carry the line. Lorraine has 1: Paris alone is 3,
    // Saxony alone 4 (Bohemia is the enemy's), Rome with Lombardy 4 + 1 = 5: the best is 5.
    const game = gameWith(
      "max over territories owned where tax > 0: sum(tax of territories owned where armies >= 2 connected) + count(territories owned where armies >= 2 connected where tax == 0)",
    );
    expect(incomeOf(game, ["Paris", "Lorraine", "Saxony", "Lombardy", "Rome"], { Lorraine: 1 })).toBe(5);
    expect(incomeOf(game, ["Paris", "Lorraine", "Saxony", "Lombardy", "Rome"])).toBe(8);
  });

  it("SL1 the territory in question outside the set: an empty line", () => {
    // Over every city: Paris's line (Paris, Lorraine) is 2, Saxony is the enemy's so 0, Rome's
    // (Lombardy, Rome) is 2: 4 in all.
    const game = gameWith("sum over territories where tax > 0: count(territories owned connected)");
    expect(incomeOf(game, ["Paris", "Lorraine", "Lombardy", "Rome"])).toBe(4);
  });

  it("SL1 checks: `connected` needs a territory in question while a game is played, and territories", () => {
    const at = (receive: string) => codesOf(compileText(text.replace(RECEIVE, `receive ${receive}\n`)));
    // In a player's formula there is no territory in question (RISK2014).
    expect(at("count(territories owned connected)")).toEqual(["RISK2014"]);
    // Groups have no borders (RISK4003).
    expect(at("max over territories owned: count(groups owned connected)")).toEqual(["RISK4003"]);
    // Inside `over territories` the territory in question is each one: accepted.
    expect(at("max over territories owned: count(territories owned connected)")).toEqual([]);
  });
});
