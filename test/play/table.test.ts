// play/'s Table (people and bots at one game) and replay files: a table of bots plays what the
// simulator plays from the same start and seed (so "let the bots finish" in the playground is
// `riskc play --from` of the saved position), a person's illegal action changes nothing, and a
// replay plays back to the same state.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { positionFrom, positionOf } from "../../engine/index.js";
import { readReplay, replayGame, replayOf, Table, variantDigest, type Sitter } from "../../play/index.js";
import { playGame } from "../../sim/index.js";
import { alaskaAndNorthwest, alaskaAttack } from "../support/engine.js";
import { bundledGame, classicGame } from "../support/variants.js";

const greedy: Sitter = { kind: "bot", bot: bots["greedy"]! };

describe("Table", () => {
  it("C8 a table of greedy bots from a position plays the game playGame plays from it with the same seed", () => {
    const game = classicGame();
    const read = positionFrom(game, alaskaAttack);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const lines: string[] = [];
    const record = playGame(game, [bots["greedy"]!, bots["greedy"]!, bots["greedy"]!], 9, {
      maxRounds: 500,
      from: read.state,
      log: (l) => lines.push(l),
    });
    const table = new Table(game, [greedy, greedy, greedy], 9, read.state);
    while (!table.over) table.botPlay();
    expect(table.log).toEqual(lines);
    expect(table.state.result?.winners).toEqual(record.winners);
    // The position read is not changed by either.
    const fresh = positionFrom(game, alaskaAttack);
    expect(fresh.ok && positionOf(game, read.state)).toEqual(fresh.ok && positionOf(game, fresh.state));
  });

  it("C5 a person's action the engine refuses changes nothing and says why; a legal one is logged by the seat's colour", () => {
    const game = classicGame();
    const table = new Table(game, [{ kind: "human" }, greedy, greedy], 4);
    expect(table.humanToPlay()).toBe(true);
    const before = positionOf(game, table.state);
    const refused = table.play({ type: "attack", from: 0, to: 1 });
    expect(refused).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(positionOf(game, table.state)).toEqual(before);
    expect(table.actions).toEqual([]);
    const first = table.offered()[0]!;
    const played = table.play(first);
    expect("line" in played && played.line).toMatch(/^Red places 1 army on [A-Z][\w ]+ \(2 there\)$/);
    expect(table.actions).toEqual([first]);
  });

  it("C5 C7 undo takes back a person's action that left nothing to chance, while that person decides; never an attack (dice)", () => {
    const game = classicGame();
    const read = positionFrom(game, alaskaAndNorthwest);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const table = new Table(game, [{ kind: "human" }, { kind: "human" }, greedy], 2, read.state);
    expect(table.canUndo).toBe(false);
    // Ending the attacks with no conquest draws no card: taken back, the state is as it was, the rng included.
    const before = positionOf(game, table.state);
    expect(table.decision().kind).toBe("attack");
    expect("line" in table.play({ type: "end" })).toBe(true);
    expect(table.canUndo).toBe(true);
    expect(table.undo()).toBe(true);
    expect(positionOf(game, table.state)).toEqual(before);
    expect(table.log).toEqual([]);
    expect(table.undo()).toBe(false);
    // Hot-seat: once the turn has passed to seat 2, seat 1's last action is not seat 2's to take back.
    const other = new Table(game, [{ kind: "human" }, { kind: "human" }, greedy], 2, read.state);
    other.play({ type: "end" });
    other.play({ type: "end" });
    expect(other.decision().seat).toBe(2);
    expect(other.canUndo).toBe(false);
    // An attack rolls dice: it cannot be taken back.
    const attack = table.offered().find((a) => a.type === "attack" && a.rolls === 1)!;
    expect("line" in table.play(attack)).toBe(true);
    expect(table.canUndo).toBe(false);
    expect(table.undo()).toBe(false);
  });

  it("a replay written from a table and read back plays to the same state; another variant's digest differs", () => {
    const game = bundledGame("frontier");
    const table = new Table(game, [greedy, { kind: "bot", bot: bots["random"]! }, greedy], 12);
    for (let i = 0; i < 400 && !table.over; i++) table.botPlay();
    const replay = replayOf(game, { players: 3, seed: 12 }, ["greedy", "random", "greedy"], table.actions, table.state);
    const read = readReplay(JSON.parse(JSON.stringify(replay)));
    if (!read.ok) throw new Error(read.message);
    const played = replayGame(game, read.replay);
    if (!played.ok) throw new Error(played.message);
    expect(positionOf(game, played.state)).toEqual(positionOf(game, table.state));
    expect(played.steps.map((s) => s.line)).toEqual(table.log);
    expect(variantDigest(classicGame().variant)).not.toBe(variantDigest(game.variant));
    expect(replayGame(classicGame(), read.replay)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^the replay was made with another variant/),
    });
  });
});
