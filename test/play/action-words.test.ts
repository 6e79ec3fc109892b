// Every action the engine offers in every bundled variant has words, a group, and is read back
// from its words: so a menu (the CLI's, the playground's) lists every decision, and a person can
// type any action as the menu writes it.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { actionGroup, actionGroups, actionWords, readCommand } from "../../play/index.js";
import { playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

describe("actions in words", () => {
  for (const name of bundledVariants)
    it(`${name}: every offered action has words of its own, a group, and is read back from them`, () => {
      const game = bundledGame(name);
      const seats = Array.from({ length: game.variant.players.min === 2 && game.variant.players.max === 2 ? 2 : 4 }, (_, s) =>
        s % 2 ? bots["random"]! : bots["greedy"]!,
      );
      const kinds = new Set<string>();
      playDecisions(game, seats, 7, 1500, (state, decision, offered, index) => {
        kinds.add(decision.kind);
        // Reading back every action of every decision is slow on long lists: every 5th decision, and every new kind.
        const words = offered.map((a) => actionWords(game, state, a, decision.kind));
        for (const w of words) expect(w).not.toMatch(/undefined|NaN|\[object/);
        expect(new Set(words).size, `${decision.kind}: ${words.join(" | ")}`).toBe(words.length);
        for (const a of offered) expect(actionGroups).toContain(actionGroup(a));
        if (index % 5 === 0)
          offered.forEach((a, i) => {
            const read = readCommand(game, state, decision, offered, words[i]!);
            expect(read).toEqual({ kind: "action", action: a });
          });
      });
      expect(kinds.size).toBeGreaterThan(3);
    });

  it("C5 C6 C7 the words of classic's attack, advance and fortify", async () => {
    const game = bundledGame("classic");
    const seen = new Map<string, string>();
    playDecisions(game, [bots["greedy"]!, bots["greedy"]!, bots["greedy"]!], 3, 800, (state, decision, offered) => {
      for (const a of offered)
        if (!seen.has(a.type + (a.type === "attack" ? String(a.rolls) : "")))
          seen.set(a.type + (a.type === "attack" ? String(a.rolls) : ""), actionWords(game, state, a, decision.kind));
    });
    expect(seen.get("attackundefined")).toMatch(/^attack [A-Z][\w ]+ from [A-Z][\w ]+, until decided$/);
    expect(seen.get("attack1")).toMatch(/^attack [A-Z][\w ]+ from [A-Z][\w ]+, one roll$/);
    expect(seen.get("advance")).toMatch(/^move \d+ arm(y|ies) in to [A-Z][\w ]+$/);
    expect(seen.get("fortify")).toMatch(/^move \d+ arm(y|ies) from [A-Z][\w ]+ to [A-Z][\w ]+$/);
    expect(seen.get("trade")).toMatch(/^trade [\w ]+, [\w ]+, [\w ]+( \(bonus on [\w ]+\))?$/);
  });
});
