// The greedy bot and the expand step (XP4): one move or invasion a step. The enumeration offers
// each source's all and half to each target (and, with `into 2`, the halves to each pair); the bot
// builds its own parts from them: an invasion gets the fewest armies whose odds (the classic
// odds it attacks by, its armies already contesting the territory counted) reach its attack
// threshold — all of them when the source faces no other enemy —, and with two parts or more the
// armies left go to a second target. Taking an empty territory is nearly sure; moving toward a
// front is worth a little; with nothing worth it the bot ends the step.
import { problemOf, type Action, type GameState } from "../engine/index.js";
import { ATTACK_THRESHOLD, enemyCount, fewestArmies, isEnemy, targetValue, winChance, type Board } from "./greedy-board.js";
import { ownContest } from "./greedy-contested.js";
import { invasionWorth } from "./greedy-invasions.js";

type Expand = Extract<Action, { type: "expand" }>;
type Part = Expand["moves"][number];

/** What moving toward a front is worth: less than any invasion the bot would make (its odds at least ATTACK_THRESHOLD, a target worth 1 at least). */
const TOWARD_FRONT = 0.5;

/** A part the bot would send from a source, and its worth. */
interface Plan {
  part: Part;
  score: number;
}

/** For each source the offered actions start from: its movable armies (the most an offered expand takes) and each target's all-units part. */
function sourcesOf(actions: readonly Action[]): Map<number, { movable: number; all: Map<number, Part> }> {
  const out = new Map<number, { movable: number; all: Map<number, Part> }>();
  for (const a of actions) {
    if (a.type !== "expand") continue;
    let source = out.get(a.from);
    if (!source) out.set(a.from, (source = { movable: 0, all: new Map() }));
    source.movable = Math.max(
      source.movable,
      a.moves.reduce((n, m) => n + m.armies, 0),
    );
    // The first single part offered into a target is its all (the enumeration offers it first).
    if (a.moves.length === 1 && !source.all.has(a.moves[0]!.to)) source.all.set(a.moves[0]!.to, a.moves[0]!);
  }
  return out;
}

/** A part of `armies` into a target, its units in proportion to the all-units part offered there. */
function partWith(all: Part, armies: number, movable: number): Part {
  const share = movable > 0 ? armies / movable : 1;
  const units = all.units?.map((n) => Math.floor(n * share));
  return units?.some((n) => n > 0) ? { to: all.to, armies, units } : { to: all.to, armies };
}

/**
 * An invasion's part of `armies`: with every unit the all-units part takes there — they fight
 * with it, and `attack where` may need them among the pieces (MV1: a Siege Weapon to enter a castle).
 */
function invasionPart(all: Part, armies: number): Part {
  return all.units?.some((n) => n > 0) ? { to: all.to, armies, units: all.units } : { to: all.to, armies };
}

/** The bot's part into `to` with at most `armies` armies from `from` (of `movable`), or undefined when it is not worth sending. */
function planFor(b: Board, from: number, all: Part, armies: number, movable: number, others: number): Plan | undefined {
  const to = all.to;
  if (armies < 1) return undefined;
  if (isEnemy(b, to)) {
    const already = ownContest(b, to);
    const defenders = b.view.armies[to]!;
    let k = fewestArmies(Math.max(1, b.game.dice.attackerMin), armies, (n) => winChance(b, n + already, defenders) >= ATTACK_THRESHOLD);
    if (k > armies) return undefined;
    // A source that faces no other enemy keeps nothing back.
    if (others === 0) k = armies;
    const p = winChance(b, k + already, defenders);
    return { part: invasionPart(all, k), score: p * invasionWorth(b, from, to) };
  }
  if (b.view.owner[to]! < 0) {
    // An empty territory is taken for sure: one army, or all from a source that faces no enemy.
    const k = enemyCount(b, from) === 0 ? armies : 1;
    return { part: partWith(all, k, movable), score: 0.9 * targetValue(b, to) };
  }
  // An own territory: armies of a source behind the front go to one that faces an enemy.
  if (enemyCount(b, from) > 0 || enemyCount(b, to) === 0) return undefined;
  return { part: partWith(all, armies, movable), score: TOWARD_FRONT };
}

/** XP4: the bot's expand (the best source's best part, and with two parts or more the best second one for the armies left), or `end`. */
export function chooseExpand(b: Board, actions: readonly Action[]): Action {
  const end = actions.find((a) => a.type === "end") ?? actions[0]!;
  let most = 1;
  for (const a of actions) if (a.type === "expand") most = Math.max(most, a.moves.length);
  let best: { action: Expand; score: number } | undefined;
  for (const [from, { movable, all }] of sourcesOf(actions)) {
    const enemies = enemyCount(b, from);
    for (const first of all.values()) {
      const others = enemies - (isEnemy(b, first.to) ? 1 : 0);
      // With a second part to come, an invasion takes only what its odds need.
      const plan = planFor(b, from, first, movable, movable, most >= 2 ? others + 1 : others);
      if (!plan) continue;
      const moves: Part[] = [plan.part];
      let score = plan.score;
      const left = movable - plan.part.armies;
      if (most >= 2 && left >= 1) {
        let second: Plan | undefined;
        for (const other of all.values()) {
          if (other.to === first.to) continue;
          const p = planFor(b, from, other, left, movable, others - (isEnemy(b, other.to) ? 1 : 0));
          if (p && (!second || p.score > second.score)) second = p;
        }
        if (second) {
          // The units went with the first part when it is an invasion (invasionPart).
          moves.push(isEnemy(b, first.to) && plan.part.units ? { to: second.part.to, armies: second.part.armies } : second.part);
          score += second.score;
        }
      }
      // A second invasion without units may be one `attack where` refuses (MV1): then the first part alone.
      let action: Expand = { type: "expand", from, moves };
      if (moves.length > 1 && problemOf(b.game, b.view as unknown as GameState, action)) {
        action = { type: "expand", from, moves: [plan.part] };
        score = plan.score;
      }
      if (!best || score > best.score) best = { action, score };
    }
  }
  return best?.action ?? end;
}
