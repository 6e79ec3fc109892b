// Y7: a map that changes during the game. Switches open and close borders (a spinning zone) and
// take territories on and off the board (a sliding zone); every adjacency question follows them.
import { describe, expect, it } from "vitest";
import { mapJson } from "../../maps/index.js";
import { apply, createGame, decisionOf, legalActions, newGame } from "../../engine/index.js";
import { isOpen, isPresent } from "../../engine/math/index.js";
import { formatRisk } from "../../compiler/index.js";
import { irOf } from "../support/variants.js";
import { playState, territoryIndex, toPhase } from "../support/engine.js";

const text = `variant "Spin and slide" {
  players 2..3
  map {
    territories {
      Hub
      East
      West
      North
      Vault
    }
    sector Ring bonus 2 { Hub, East, West, North }
    sector Deep bonus 1 { Vault }
    borders {
      East -- West, North
    }
    // A spinning zone: Hub reaches East in one position, West in the other.
    switch "Hub spin" starts on {
      on: Hub -- East
      off: Hub -- West
    }
    // A sliding zone: Vault is on the board only while open.
    switch "Vault slide" starts off {
      on: Vault
      on: Vault -- North
    }
  }
  setup {
    armies 8
  }
  turn {
    phase morph {
      switch
    }
    phase attack {
      // No reinforcements in this test variant: the turn starts with the attack on purpose.
      attack first
    }
  }
  combat {
    attacker dice 1..3 leave 1
    defender dice 1..2
  }
  end {
    win "all" when count(territories owned) == count(territories)
  }
}
`;
const ir = irOf(text);
const game = createGame(ir);
const T = (n: string) => territoryIndex(game, n);

describe("Y7 switches", () => {
  it("Y7 the map at the start follows each switch's initial state", () => {
    const map = mapJson(ir);
    expect(map.territories.map((t) => t.name)).toEqual(["Hub", "East", "West", "North"]);
    expect(map.absent).toEqual(["Vault"]);
    expect(map.borders.map((b) => b.join("-")).sort()).toEqual(["East-North", "East-West", "Hub-East"]);
  });

  it("Y7 a territory off the board is not dealt and does not count", () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = newGame(game, 2, seed);
      expect(s.owner[T("Vault")]).toBe(-1);
      expect(s.ownedCount.reduce((a, b) => a + b, 0)).toBe(4);
    }
  });

  it("Y7 spinning the zone changes who can attack whom", () => {
    let s = playState(game, { players: 2, owners: { Hub: 1, East: 2, West: 2, North: 2 }, armiesAt: { Hub: 5 } });
    expect(decisionOf(game, s).kind).toBe("switch");
    expect(isOpen(game.graph, s.switches, T("Hub"), T("East"))).toBe(true);
    const spun = apply(game, s, { type: "switch", index: 0 });
    expect(spun.ok).toBe(true);
    s = spun.state;
    expect(isOpen(game.graph, s.switches, T("Hub"), T("East"))).toBe(false);
    expect(isOpen(game.graph, s.switches, T("Hub"), T("West"))).toBe(true);
    expect(decisionOf(game, s).kind).toBe("attack");
    const targets = legalActions(game, s).flatMap((a) => (a.type === "attack" ? [a.to] : []));
    expect(new Set(targets)).toEqual(new Set([T("West")]));
    expect(apply(game, s, { type: "attack", from: T("Hub"), to: T("East") })).toMatchObject({
      ok: false,
      error: { code: "not-adjacent", message: "the territories do not border each other" },
    });
  });

  it("Y7 opening a sliding zone puts it on the board, held by the player who opened it", () => {
    const s = playState(game, { players: 2, owners: { Hub: 1, East: 2, West: 2, North: 2 } });
    const opened = apply(game, s, { type: "switch", index: 1 }).state;
    expect(isPresent(game.graph, opened.switches, T("Vault"))).toBe(true);
    expect([opened.owner[T("Vault")], opened.armies[T("Vault")], opened.ownedCount[0]]).toEqual([0, 1, 2]);
    expect(isOpen(game.graph, opened.switches, T("Vault"), T("North"))).toBe(true);
  });

  it("Y7 closing a sliding zone crushes what stands on it", () => {
    let s = playState(game, { players: 2, owners: { Hub: 1, East: 2, West: 2, North: 2 } });
    s = apply(game, s, { type: "switch", index: 1 }).state; // seat 1 opens it
    // Seat 2 holds Vault now with 6 armies, and seat 1 is back at its switch step.
    s = toPhase(game, s, "morph", 1, (p) => {
      p.territories["Vault"] = { owner: 2, armies: 6 };
    });
    const closed = apply(game, s, { type: "switch", index: 1 }).state;
    expect(isPresent(game.graph, closed.switches, T("Vault"))).toBe(false);
    expect([closed.owner[T("Vault")], closed.armies[T("Vault")], closed.ownedCount[1]]).toEqual([-1, 0, 3]);
  });

  it("Y7 count(territories) counts what is on the board", () => {
    const s = playState(game, { players: 2, owners: { Hub: 1, East: 1, West: 1, North: 1 }, armiesAt: { Hub: 3 } });
    // Seat 1 holds all four zones on the board: that is every territory while Vault is closed.
    expect(s.result).toEqual({ reason: "all", winners: [0] });
  });

  it("switches are formatted as blocks", async () => {
    expect(await formatRisk(text)).toBe(text);
  });
});
