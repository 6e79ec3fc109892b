// The dice as rolled (play/dice-faces.ts): faces drawn for the log given the outcome the engine
// drew. They always give that outcome under the rule, they fall as the faces of such rolls fall
// (against an enumeration written here, not the engine's), and the game's own generator never moves
// for them: a replay shows the same faces.
import { describe, expect, it } from "vitest";
import { applyInPlace, cloneState, namesOf, positionFrom, positionOf, type RngState } from "../../engine/index.js";
import { facesFor, facesRng, readReplay, replayGame, replayOf, Table, type RolledFaces } from "../../play/index.js";
import { bots } from "../../bots/index.js";
import { playGame } from "../../sim/index.js";
import { alaskaAttack } from "../support/engine.js";
import { classicGame } from "../support/variants.js";

type Ties = "attacker" | "defender";

/** C5, by hand: both sides sorted, compared pairwise highest first; ties as the rule says. */
function lossesByHand(a: readonly number[], d: readonly number[], ties: Ties): [number, number] {
  const sa = [...a].sort((x, y) => y - x);
  const sd = [...d].sort((x, y) => y - x);
  let attacker = 0;
  let defender = 0;
  for (let i = 0; i < Math.min(sa.length, sd.length); i++) {
    if (sa[i]! > sd[i]! || (sa[i] === sd[i] && ties === "attacker")) defender++;
    else attacker++;
  }
  return [attacker, defender];
}

/**
 * Every way the dice can fall, with its weight: each die of `size` sides; F4: a die first showing
 * at most `reroll` is rolled again once, so a roll is a pair of faces and the second counts.
 */
function allRolls(sizes: readonly number[], reroll: number): { faces: number[]; weight: number }[] {
  let rolls = [{ faces: [] as number[], weight: 1 }];
  for (const size of sizes) {
    const next: typeof rolls = [];
    for (const r of rolls)
      for (let first = 1; first <= size; first++) {
        // A face kept at once stands for all `size` second rolls that never happen.
        if (first > reroll) next.push({ faces: [...r.faces, first], weight: r.weight * size });
        else for (let second = 1; second <= size; second++) next.push({ faces: [...r.faces, second], weight: r.weight });
      }
    rolls = next;
  }
  return rolls;
}

/** The exact distribution, given the outcome, of the pair (attacker's highest, defender's highest). */
function exactTops(att: readonly number[], def: readonly number[], reroll: number, ties: Ties, loss: [number, number]): Map<string, number> {
  const tops = new Map<string, number>();
  let total = 0;
  for (const a of allRolls(att, reroll))
    for (const d of allRolls(def, reroll)) {
      const [al, dl] = lossesByHand(a.faces, d.faces, ties);
      if (al !== loss[0] || dl !== loss[1]) continue;
      const key = `${Math.max(...a.faces)},${Math.max(...d.faces)}`;
      tops.set(key, (tops.get(key) ?? 0) + a.weight * d.weight);
      total += a.weight * d.weight;
    }
  for (const [k, w] of tops) tops.set(k, w / total);
  return tops;
}

function drawnTops(draw: (rng: RngState) => RolledFaces | undefined, n: number): Map<string, number> {
  const tops = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const faces = draw(facesRng(77, i))!;
    const key = `${faces.attacker[0]},${faces.defender[0]}`;
    tops.set(key, (tops.get(key) ?? 0) + 1 / n);
  }
  return tops;
}

function largestGap(a: Map<string, number>, b: Map<string, number>): number {
  let gap = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) gap = Math.max(gap, Math.abs((a.get(k) ?? 0) - (b.get(k) ?? 0)));
  return gap;
}

const hand = (sizes: number[], reroll = 0) => ({ sizes, bonus: 0, ...(reroll ? { reroll } : {}) });

describe("dice as rolled", () => {
  it("C5 classic 3 v 2: every outcome's faces give that outcome and fall as an enumeration of all 6^5 rolls says", () => {
    const roll = { attacker: hand([6, 6, 6]), defender: hand([6, 6]), ties: "defender" as const };
    const outcomes: [number, number][] = [
      [2, 0],
      [1, 1],
      [0, 2],
    ];
    for (const loss of outcomes) {
      const draws = 6000;
      for (let i = 0; i < 200; i++) {
        const faces = facesFor(roll, { attackerLoss: loss[0], defenderLoss: loss[1] }, facesRng(3, i))!;
        expect(faces.attacker).toHaveLength(3);
        expect(faces.defender).toHaveLength(2);
        expect([...faces.attacker, ...faces.defender].every((f) => f >= 1 && f <= 6)).toBe(true);
        expect(lossesByHand(faces.attacker, faces.defender, "defender")).toEqual(loss);
      }
      const drawn = drawnTops((rng) => facesFor(roll, { attackerLoss: loss[0], defenderLoss: loss[1] }, rng), draws);
      // 6,000 draws: a cell's standard error is at most 0.0065; 0.03 is more than four of them.
      expect(largestGap(drawn, exactTops([6, 6, 6], [6, 6], 0, "defender", loss))).toBeLessThan(0.03);
    }
  });

  it("Y8 F4 a d8 among d6s, re-rolls of low faces and ties to the attacker are respected", () => {
    const roll = { attacker: hand([8, 6], 2), defender: hand([6, 6], 2), ties: "attacker" as const };
    const loss: [number, number] = [1, 1];
    for (let i = 0; i < 200; i++) {
      const faces = facesFor(roll, { attackerLoss: 1, defenderLoss: 1 }, facesRng(5, i))!;
      expect(lossesByHand(faces.attacker, faces.defender, "attacker")).toEqual(loss);
      expect(faces.defender.every((f) => f <= 6)).toBe(true);
    }
    const drawn = drawnTops((rng) => facesFor(roll, { attackerLoss: 1, defenderLoss: 1 }, rng), 6000);
    expect(largestGap(drawn, exactTops([8, 6], [6, 6], 2, "attacker", loss))).toBeLessThan(0.03);
  });

  it("C5 an outcome the dice cannot give has no faces", () => {
    const roll = { attacker: hand([6]), defender: hand([6]), ties: "defender" as const };
    expect(facesFor(roll, { attackerLoss: 1, defenderLoss: 1 }, facesRng(1, 0))).toBeUndefined();
  });

  it("C5 a table of random bots logs what the simulator logs from the same seed, single rolls' faces included", () => {
    const game = classicGame();
    const random = bots["random"]!;
    const lines: string[] = [];
    playGame(game, [random, random, random], 8, { maxRounds: 6, log: (l) => lines.push(l) });
    const table = new Table(
      game,
      [0, 1, 2].map(() => ({ kind: "bot", bot: random }) as const),
      8,
    );
    while (!table.over && table.log.length < lines.length) table.botPlay();
    expect(table.log).toEqual(lines);
    expect(lines.some((l) => / with \d: [1-6]( [1-6])* vs [1-6]( [1-6])* — /.test(l))).toBe(true);
  });

  it("C5 a single roll at the table is logged with its faces; the game's generator is the engine's alone; a replay shows the same faces", () => {
    const game = classicGame();
    const read = positionFrom(game, alaskaAttack);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const table = new Table(game, [{ kind: "human" }, { kind: "human" }, { kind: "human" }], 21, read.state);
    const alone = cloneState(read.state);
    const lines: string[] = [];
    for (let n = 0; n < 2 && table.decision().kind === "attack"; n++) {
      const attack = table.offered().find((a) => a.type === "attack" && a.rolls === 1 && namesOf(game).territories.nameOf(a.to) === "Kamchatka");
      if (!attack) break;
      const played = table.play(attack);
      if (!("line" in played)) throw new Error(played.message);
      expect(applyInPlace(game, alone, attack)).toBeUndefined();
      lines.push(played.line);
    }
    // The faces came from their own generator: the game's is where the engine alone leaves it.
    expect(table.state.rng).toEqual(alone.rng);
    expect(table.state.armies).toEqual(alone.armies);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const m = /^Red attacks Kamchatka from Alaska with (\d): ((?:\d )*\d) vs ((?:\d )*\d) — (.*)$/.exec(line);
      expect(m, line).not.toBeNull();
      const [a, d] = [m![2]!.split(" ").map(Number), m![3]!.split(" ").map(Number)];
      expect(a).toHaveLength(Number(m![1]));
      const [al, dl] = lossesByHand(a, d, "defender");
      const said = m![4]!;
      expect(said.includes(`Blue loses ${dl}`)).toBe(dl > 0);
      expect(said.includes(`Red loses ${al}`)).toBe(al > 0);
    }
    const replay = replayOf(
      game,
      { players: 3, seed: 21, from: positionOf(game, read.state) },
      ["human", "human", "human"],
      table.actions,
      table.state,
    );
    const again = readReplay(JSON.parse(JSON.stringify(replay)));
    if (!again.ok) throw new Error(again.message);
    const replayed = replayGame(game, again.replay);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(replayed.steps.map((s) => s.line)).toEqual(lines);
  });
});
