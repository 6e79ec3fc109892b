// The greedy bot's invasions with battles at the round's end (CT1-CT3), planned over the round:
// which enemy territories it can contest and most likely win when the round's battles are
// fought, what each is worth to its way of winning (a territory a win rule counts, such as
// "7 cities at a round's end", pulls it), and how many armies stay home. One place
// enumerates the candidate invasions (candidateInvasions); the attack step (chooseAttack), the
// programming of orders (an order that opens an attack step is worth the conquests it can set
// up) and the weighing of orders read it. A new kind of invading action (a step that moves into
// enemy territories) slots in there and in INVADING_STEPS.
import { CONTESTED, contestedRow, neighbours, type Action, type Game } from "../engine/index.js";
import { ATTACK_THRESHOLD, attackersIn, fewestArmies, isEnemy, targetValue, winChance, winChanceAt, type Board } from "./greedy-board.js";
import { ownContest, stackCaught } from "./greedy-contested.js";
import { countedTerritories } from "./goals.js";
import { attackChance } from "./greedy-units.js";

/** The steps in which the bot can invade: an order that opens a phase with one of them can set up conquests. */
export const INVADING_STEPS: ReadonlySet<string> = new Set(["attack", "expand"]);

/**
 * The chance an enemy may have of taking a territory the bot keeps its garrison in, at most: a
 * home left to a neighbour likelier than this to take it is a suicide, not an invasion.
 */
const HOME_RISK = 0.35;

/** What a territory a win rule counts adds to an invasion's worth (as a goal territory adds to targetValue). */
const COUNTED_WORTH = 2;

/**
 * The home risk of the seat with the most armies on the board: it breaks a standoff of stacks
 * that each keep a garrison against the others (three seats of equal stacks never invaded).
 */
const LEADER_HOME_RISK = 0.6;

/**
 * The round from which every seat risks its homes more, round by round (all in BOLD_FROM rounds
 * later): in a game that lasts, stacks that each keep a garrison against the others never invade.
 */
const BOLD_FROM = 60;

/** Whether the bot has at least as many armies on the board as every other seat. */
function leadsInArmies(b: Board): boolean {
  const armies = new Array<number>(b.view.alive.length).fill(0);
  for (let t = 0; t < b.game.territoryCount; t++) {
    const o = b.view.owner[t]!;
    if (o >= 0 && o < armies.length) armies[o]! += b.view.armies[t]!;
  }
  return armies.every((n, s) => s === b.seat || n <= armies[b.seat]!);
}

export interface Invasion {
  /** What the bot sends to the step (a plain attack, or one keeping a garrison: `stopAt`). */
  action: Action;
  from: number;
  to: number;
  /** The bot's armies that fight the battle (those moving in, and CT2 those already contesting `to`). */
  armies: number;
  /** The chance the bot wins the battle at the round's end (the classic odds of its armies against the owner's now). */
  chance: number;
  /** What taking `to` is worth (targetValue: its group, the bot's goals; CT2: a stack caught). */
  worth: number;
  /** chance × worth. */
  score: number;
}

/** The largest armies any enemy neighbour of `from` other than `to` can throw at it (the leave rule kept), 0: none. */
function threatTo(b: Board, from: number, to: number): number {
  let most = 0;
  for (const u of neighbours(b.game.graph, b.view.switches, from)) {
    if (u === to || !isEnemy(b, u)) continue;
    most = Math.max(most, b.view.armies[u]! - b.leave);
  }
  return most;
}

/** The fewest armies that hold `from` against `threat` (the threat's chance at most HOME_RISK); more than `most`: none does. */
function garrisonFor(b: Board, from: number, threat: number, most: number, risk: number): number {
  if (threat <= 0) return b.leave;
  return fewestArmies(Math.max(1, b.leave), most, (g) => winChance(b, threat, g) <= risk);
}

/**
 * What taking `to` from `from` is worth: the target's own worth, the stack a round-end battle
 * catches there, and a territory a win rule counts (cities at a round's end) pulling as the bot's
 * goal territories do (targetValue's 2). The attack plan and the expand step weigh invasions by it.
 */
export function invasionWorth(b: Board, from: number, to: number): number {
  const caught = b.game.combat.battlesAtRoundEnd === true ? stackCaught(b, from, to) : 0;
  const counted = !b.objective.has(to) && countedTerritories(b.game).has(to) ? COUNTED_WORTH : 0;
  return targetValue(b, to) + caught + counted;
}

/**
 * Every invasion the bot can make from its territories into an enemy neighbour no other seat
 * contests, with `extra` more armies in each territory it invades from (the reinforcements it
 * will have placed by its attack step; 0 at the step itself): with all its armies when nothing
 * else threatens the territory it leaves, else keeping the garrison that holds it (when what
 * remains still wins). An invasion that would leave home to a likely taker is not offered.
 */
export function candidateInvasions(b: Board, extra = 0): Invasion[] {
  const out: Invasion[] = [];
  const contests = b.game.combat.battlesAtRoundEnd === true;
  // A long game is a standoff of stacks: from BOLD_FROM rounds on every seat risks more, up to all in BOLD_FROM rounds later.
  const risk = Math.max(leadsInArmies(b) ? LEADER_HOME_RISK : HOME_RISK, Math.min(1, (b.view.round - BOLD_FROM) / BOLD_FROM));
  for (let from = 0; from < b.game.territoryCount; from++) {
    if (b.view.owner[from] !== b.seat) continue;
    const able = attackersIn(b, from) + extra;
    if (able < b.game.dice.attackerMin) continue;
    for (const to of neighbours(b.game.graph, b.view.switches, from)) {
      if (!isEnemy(b, to)) continue;
      const invader = contests ? (contestedRow(b.view, to)?.[CONTESTED.seat] ?? -1) : -1;
      if (invader >= 0 && invader !== b.seat) continue;
      const threat = threatTo(b, from, to);
      const home = b.view.armies[from]! + extra;
      const garrison = garrisonFor(b, from, threat, home, risk);
      // All in only when nothing else threatens home; else the garrison stays (units: their odds are attackChance's, all in).
      const keep = threat <= 0 || b.game.units ? 0 : garrison;
      if (keep > home - b.game.dice.attackerMin) continue;
      const moving = keep > b.leave ? Math.min(able, home - keep) : able;
      const armies = moving + ownContest(b, to);
      const chance = keep === 0 && extra === 0 ? attackChance(b, from, to) : winChanceAt(b, from, to, armies, b.view.armies[to]!);
      // A territory a win rule counts (cities at a round's end) pulls as the bot's goal territories do (targetValue's 2).
      const worth = invasionWorth(b, from, to);
      const action: Action = keep > b.leave ? { type: "attack", from, to, stopAt: keep } : { type: "attack", from, to };
      out.push({ action, from, to, armies, chance, worth, score: chance * worth });
    }
  }
  return out;
}

/**
 * The invasions the bot would make over its round: the best scoring first, at most one from each
 * territory and one into each, each at ATTACK_THRESHOLD or better.
 */
export function planInvasions(b: Board, extra = 0): Invasion[] {
  const candidates = candidateInvasions(b, extra)
    .filter((x) => x.chance >= ATTACK_THRESHOLD)
    .sort((x, y) => y.score - x.score);
  const plan: Invasion[] = [];
  const from = new Set<number>();
  const to = new Set<number>();
  for (const x of candidates) {
    if (from.has(x.from) || to.has(x.to)) continue;
    from.add(x.from);
    to.add(x.to);
    plan.push(x);
  }
  return plan;
}

/** The best planned invasion the step offers (its border offered), or undefined. */
export function bestInvasion(b: Board, actions: readonly Action[]): Action | undefined {
  const offered = new Set<number>();
  const span = b.game.territoryCount;
  for (const a of actions) if (a.type === "attack" && a.rolls === undefined && a.effect === undefined && !a.strike) offered.add(a.from * span + a.to);
  return planInvasions(b).find((x) => offered.has(x.from * span + x.to))?.action;
}

const invadingOrders = new WeakMap<Game, boolean[]>();

/** Whether the phases order `order` (its index in game.orders) opens, or phases open to every order, hold an invading step. */
export function orderInvades(game: Game, order: number): boolean {
  let known = invadingOrders.get(game);
  if (!known) {
    known = game.orders.map((name) =>
      game.variant.phases.some((p) => (!p.when || mentionsOrder(p.when, name)) && p.steps.some((s) => INVADING_STEPS.has(s.kind))),
    );
    invadingOrders.set(game, known);
  }
  return known[order] ?? false;
}

/** Whether `e` reads `ordered name` other than under a `not`. */
function mentionsOrder(e: unknown, name: string): boolean {
  if (!e || typeof e !== "object") return false;
  const x = e as { op?: string; order?: string };
  if (x.op === "not") return false;
  if (x.op === "ordered") return x.order === name;
  return Object.values(e).some((v) => (Array.isArray(v) ? v.some((w) => mentionsOrder(w, name)) : mentionsOrder(v, name)));
}
