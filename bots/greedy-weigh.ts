// The greedy bot weighs an optional action (a decision that offers `end`: a choice in play, a
// purchase, a building, and any kind of decision the bot has no rule of its own for) by the
// static evaluation: it draws a full state from its view (one deal for every candidate), plays the
// candidate and then ends the step, adds a round's reinforcements (what pays later shows now), and
// compares its own win chance with ending the step at once.
// It takes the action only when that beats not taking it. Generic over the engine's enumerated
// actions: a new kind of action is weighed without a change here.
import {
  addArmies,
  battleOdds,
  CONTESTED,
  settleContest,
  applyInPlace,
  cloneState,
  decisionOf,
  determinize,
  legalActions,
  placementRoom,
  seedRng,
  type Action,
  type Game,
  type GameState,
  type PlayerView,
} from "../engine/index.js";
import { evaluate } from "./search/evaluate.js";
import { FEATURES } from "./search/features.js";

/**
 * The greedy bot's own weights for the static evaluation, fixed here: the search bot's weights
 * are fitted on greedy games (scripts/fit-weights.ts), so a greedy bot that read them would change
 * its own games with every fit, and the fit would never settle. These are the fit of session 8's
 * games, the weights every behaviour fixture was played with. Without `toMove` (a step ended
 * either way: whose turn follows does not tell the actions apart) and without `income`, which
 * projectIncome turns into armies.
 */
const GREEDY_WEIGHTS: Record<(typeof FEATURES)[number], number> = {
  territories: 1.242715,
  armies: 2.168822,
  income: 0,
  groups: 0.403977,
  cards: 1.036271,
  objective: -0.258924,
  toMove: 0,
  exposure: -1.330448,
  reach: -0.927038,
};
const WEIGHTS: readonly number[] = FEATURES.map((f) => GREEDY_WEIGHTS[f]);

/** At most this many candidates are weighed (the first ones offered): each costs a copy of the state and an evaluation. */
const MOST_WEIGHED = 24;

const END: Action = { type: "end" };

/** Plays `action`, then `end` while the same seat is still at the same step (so both sides of the comparison end the step). */
function playThenEnd(game: Game, state: GameState, action: Action): boolean {
  const { phase, step } = state;
  const seat = decisionOf(game, state).seatIndex;
  // Checked, not looked up in a fresh enumeration: `action` was offered at the state this one copies.
  if (applyInPlace(game, state, action)) return false;
  for (let n = 0; n < 50 && state.stage !== "over"; n++) {
    if (state.phase !== phase || state.step !== step || decisionOf(game, state).seatIndex !== seat) break;
    // Refused exactly where the enumeration would not offer it.
    if (applyInPlace(game, state, END)) break;
  }
  return true;
}

type Receive = Extract<Game["phases"][number]["steps"][number], { kind: "receive" }>;
const receivesOf = new WeakMap<Game, Receive[]>();

/** The seat's territory with the most armies (the first of them; -1: none), where projected armies stand. */
function strongestOf(game: Game, state: GameState, seat: number): number {
  let strongest = -1;
  for (let t = 0; t < game.territoryCount; t++)
    if (state.owner[t] === seat && (strongest < 0 || state.armies[t]! > state.armies[strongest]!)) strongest = t;
  return strongest;
}

/**
 * A round ahead, as far as the reinforcements go: each seat's next `receive` (C3, and whatever a
 * choice or a building adds to it) stands on its strongest territory. A choice that pays at the
 * next reinforcement shows in the evaluation now.
 */
function projectIncome(game: Game, state: GameState): void {
  let receives = receivesOf.get(game);
  if (!receives) receivesOf.set(game, (receives = game.phases.flatMap((p) => p.steps).filter((x): x is Receive => x.kind === "receive")));
  if (receives.length === 0 || state.stage !== "play") return;
  for (let s = 0; s < state.seats; s++) {
    if (!state.alive[s]) continue;
    let income = 0;
    for (const step of receives) income += Math.max(0, step.amount({ state, seat: s, dice: 0 }));
    const strongest = strongestOf(game, state, s);
    if (strongest >= 0 && income > 0) addArmies(game, state, strongest, income);
  }
}

/**
 * PO4: resources ahead, as far as the market's armies go: each seat's per-player resources buy
 * the armies the cheapest `army` offer sells for them, on its strongest territory, counted at
 * half (money is spent only when an order allows it; armies bought now already stand). What a tax
 * pays shows now. Only the weighing of orders reads it.
 */
function projectPurchases(game: Game, state: GameState): void {
  const offers = (game.market ?? []).filter((o) => o.what === "army");
  if (offers.length === 0 || state.stage !== "play") return;
  for (let s = 0; s < state.seats; s++) {
    if (!state.alive[s] || s >= state.players) continue;
    let most = 0;
    for (const o of offers) {
      const cost = o.cost({ state, seat: s, dice: 0 });
      if (cost > 0) most = Math.max(most, Math.floor(Math.max(0, state.counters[o.resource]![s]!) / cost));
    }
    const strongest = strongestOf(game, state, s);
    // R5: coins buy no armies past the army limit (a capped player's coins are worth no armies).
    const bought = Math.min(Math.floor(most / 2), placementRoom(game, state, s));
    if (strongest >= 0 && most >= 2 && bought > 0) addArmies(game, state, strongest, bought);
  }
}

/** The most armies a side counts in a projected battle's survivors: larger battles are scaled down to it, both sides alike (the chain's size; the armies' ratio is what matters). */
const MOST_PROJECTED = 60;

/** A projected battle's end: the invader's chance, and the armies the winner keeps on average when it wins. */
interface ProjectedBattle {
  invaderWins: boolean;
  survivors: number;
}

const projectedBattles = new WeakMap<Game, Map<number, { attackerWins: number; attackersKept: number; defendersKept: number }>>();

/**
 * The battle of `attackers` invaders against `defenders` as it most likely ends: the likelier
 * side (the exact whole-battle odds, WinOdds) keeps the territory with the armies it keeps on
 * average when it wins. Past MOST_PROJECTED armies a side, the survivors are those of the battle
 * scaled down to it, scaled back up (capping each side alone made 500 armies against 238 look
 * like an even battle of 60 against 60, and a sure conquest like a stack thrown away).
 */
function projectBattle(game: Game, attackers: number, defenders: number): ProjectedBattle {
  const invaderWins = game.odds.get(attackers, defenders) >= 0.5;
  const scale = Math.max(1, Math.max(attackers, defenders) / MOST_PROJECTED);
  const a = Math.max(1, Math.round(attackers / scale));
  const d = Math.max(1, Math.round(defenders / scale));
  let table = projectedBattles.get(game);
  if (!table) projectedBattles.set(game, (table = new Map()));
  const key = a * 4096 + d;
  let end = table.get(key);
  if (!end) {
    const odds = battleOdds(game.dice, a, d);
    let attackersKept = 0;
    let defendersKept = 0;
    for (const o of odds.outcomes) {
      if (o.defenders === 0) attackersKept += o.attackers * o.probability;
      else defendersKept += o.defenders * o.probability;
    }
    end = {
      attackerWins: odds.attackerWins,
      attackersKept: attackersKept / Math.max(odds.attackerWins, 1e-9),
      defendersKept: defendersKept / Math.max(1 - odds.attackerWins, 1e-9),
    };
    table.set(key, end);
  }
  const kept = invaderWins ? end.attackersKept : end.defendersKept;
  return { invaderWins, survivors: Math.max(1, Math.round(kept * scale)) };
}

/**
 * CT3 ahead: each contested territory's battle at the round's end settled as it most likely ends
 * (projectBattle). Without it an invasion would look like armies thrown away until the round's
 * end, and an order that invades like a lost turn.
 */
function projectContests(game: Game, state: GameState): void {
  if (!game.combat.battlesAtRoundEnd) return;
  for (const row of [...state.contested]) {
    const t = row[CONTESTED.territory]!;
    const { invaderWins, survivors } = projectBattle(game, row[CONTESTED.armies]!, state.armies[t]!);
    settleContest(game, state, t, invaderWins, survivors);
  }
}

/** PO4: the seat's win chance in `state` a round ahead (its battles at the round's end, its reinforcements and what its resources buy), on the state itself. */
export function valueAhead(game: Game, state: GameState, seat: number): number {
  projectContests(game, state);
  projectIncome(game, state);
  projectPurchases(game, state);
  return evaluate(game, state, WEIGHTS)[seat]!;
}

/** The bot's win chance after `action` (then the step's end and a round's reinforcements), on a copy of `drawn`; -1 when it cannot be played. */
function valueAfter(game: Game, drawn: GameState, seat: number, action: Action): number {
  const state = cloneState(drawn);
  if (!playThenEnd(game, state, action)) return -1;
  projectIncome(game, state);
  return evaluate(game, state, WEIGHTS)[seat]!;
}

/**
 * Among `candidates` (offered non-`end` actions) and `end`, the one after which the evaluation
 * rates the bot's chances best; `end` unless a candidate beats it. Without `end` offered, `fallback`.
 * With `tiesTake`, a candidate the evaluation rates as high as `end` is taken: the bot's own pick
 * (a unit, a building) whose worth the evaluation's features do not see is dropped only when the
 * evaluation says it is worse.
 */
export function weighOptional(
  game: Game,
  view: PlayerView,
  seat: number,
  actions: readonly Action[],
  candidates: readonly Action[],
  fallback: Action,
  tiesTake = false,
): Action {
  const end = actions.find((a) => a.type === "end");
  if (!end || view.stage !== "play") return fallback;
  const weighed = candidates.filter((a) => a.type !== "end").slice(0, MOST_WEIGHED);
  if (weighed.length === 0) return end;
  // One deal of what the view hides for every candidate: the comparison is between the actions, not the deals.
  const drawn = determinize(game, view, seedRng(view.round * 7919 + seat));
  let best: Action = end;
  let bestValue = valueAfter(game, drawn, seat, end);
  for (const a of weighed) {
    const value = valueAfter(game, drawn, seat, a);
    if (value > bestValue + 1e-9 || (tiesTake && best === end && value >= bestValue - 1e-9)) {
      best = a;
      bestValue = value;
    }
  }
  return best;
}
