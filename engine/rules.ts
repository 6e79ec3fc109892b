// Rule queries shared by action enumeration, legality checks and application: what may attack
// what, where armies may move, which sets a hand holds and what they are worth.
import { escalatingValue, findSets, isWild, setIndexOf, sumOfCards, sumSets, type SetCandidate } from "./cards.js";
import type { EvalScope } from "./expr.js";
import type { Game } from "./game.js";
import { enterableEmpty, entryTerritories, isStaging, mayLeaveEmpty, occupiesByAttack } from "./factions.js";
import { isOpen, isPresent, neighbours, reachable } from "./graph.js";
import { handOf, type DiceHand } from "./battle.js";
import { leaderForm, leaderInBattle } from "./leaders.js";
import type { GameState } from "./state.js";

export function scope(state: GameState, seat: number, dice = 0): EvalScope {
  return { state, seat, dice };
}

/** What the attack rules read of a territory: a player's view will do. */
type ArmiesOnBoard = Pick<GameState, "armies" | "owner" | "kinds" | "factionsOf" | "fresh">;

/** E3/E9: nothing need stay behind off the board, nor where every piece may leave its territory empty. */
function keepsNone(game: Game, state: ArmiesOnBoard, from: number): boolean {
  return game.factions !== undefined && (isStaging(game, from) || mayLeaveEmpty(game, state, from));
}

/** Armies that must stay behind in an attacking territory. */
export function attackLeave(game: Game, state: GameState, from: number): number {
  return keepsNone(game, state, from) ? 0 : Math.max(0, game.combat.leave({ state, seat: state.current, dice: 0, territory: from }));
}

/**
 * Armies in `from` that can take part in an attack when the rule keeps `leave` behind; E6: not
 * those placed this turn (they may stay as the guard). Bots pass their own reading of the rule.
 */
export function attackersKeeping(game: Game, state: ArmiesOnBoard, from: number, leave: number): number {
  return state.armies[from]! - Math.max(keepsNone(game, state, from) ? 0 : leave, game.combat.placedWait ? state.fresh[from]! : 0);
}

/** Armies in `from` that can take part in an attack. */
export function attackers(game: Game, state: GameState, from: number): number {
  return attackersKeeping(game, state, from, Math.max(0, game.combat.leave({ state, seat: state.current, dice: 0, territory: from })));
}

/** Whether `from` borders `to` now (E3: the off-board place borders the territories at the seat's starting points). */
export function borders(game: Game, state: GameState, from: number, to: number): boolean {
  if (isStaging(game, from)) return entryTerritories(game, state, state.owner[from]!)?.includes(to) ?? false;
  return isOpen(game.graph, state.switches, from, to);
}

/** The territories an attack from `from` may reach. */
export function attackTargetsFrom(game: Game, state: GameState, from: number): readonly number[] {
  if (isStaging(game, from)) return entryTerritories(game, state, state.owner[from]!) ?? [];
  return neighbours(game.graph, state.switches, from);
}

/** E9: whether the seat may move onto `t` by attacking: an enemy's, or (with factions) an empty territory on the board. */
function isTarget(game: Game, state: GameState, seat: number, t: number): boolean {
  if (isEnemy(state, seat, t)) return true;
  return state.owner[t]! < 0 && isPresent(game.graph, state.switches, t) && occupiesByAttack(game, state, seat);
}

/**
 * Y3: take up to `n` armies from the seat's reserve (all `n` when the variant has no reserves);
 * returns how many it got.
 */
export function takeFromReserve(game: Game, state: GameState, seat: number, n: number): number {
  if (!game.pieces || n <= 0) return Math.max(0, n);
  const taken = Math.min(n, state.reserve[seat]!);
  state.reserve[seat]! -= taken;
  return taken;
}

/** Y3: destroyed or crushed armies go back to their owner's reserve (the scrapheap). */
export function returnToReserve(game: Game, state: GameState, seat: number, n: number): void {
  if (game.pieces && seat >= 0 && n > 0) state.reserve[seat]! += n;
}

/**
 * Y10: why the current player may not hand `territory` to partner `to` now, or undefined. The
 * player keeps at least one territory, and the partner puts one army there from its reserve.
 */
export function cedeProblem(game: Game, state: GameState, territory: number, to: number): string | undefined {
  const seat = state.current;
  if (state.owner[territory] !== seat) return "you can hand over only a territory of yours";
  if (state.ownedCount[seat]! < 2) return "you would have no territory left";
  if (state.leaderAt[seat] === territory) return "your leader stands there";
  if (to === seat || state.team[to] !== state.team[seat] || !state.alive[to]) return "you can hand a territory only to a partner in the game";
  if (game.pieces && state.reserve[to]! < 1) return "your partner has no army in reserve to put there";
  return undefined;
}

/** Y9: the territories the current player's leader may strike alone now (none when his form cannot). */
export function strikeTargets(game: Game, state: GameState): number[] {
  if (!leaderForm(game, state, state.current)?.strike) return [];
  const targets: number[] = [];
  for (let to = 0; to < game.territoryCount; to++) if (strikeProblem(game, state, to) === undefined) targets.push(to);
  return targets;
}

/** Y10: every hand-over of a territory to a partner the current player may make now. */
export function cedeOptions(game: Game, state: GameState): { territory: number; to: number }[] {
  const seat = state.current;
  const options: { territory: number; to: number }[] = [];
  for (const to of partnersOf(state, seat))
    for (let territory = 0; territory < game.territoryCount; territory++)
      if (cedeProblem(game, state, territory, to) === undefined) options.push({ territory, to });
  return options;
}

/** Y10: the seats the current player may hand territories to. */
export function partnersOf(state: GameState, seat: number): number[] {
  return state.team.flatMap((team, other) => (other !== seat && team === state.team[seat] && state.alive[other] ? [other] : []));
}

export function armiesOnBoard(game: Game, state: GameState, seat: number): number {
  let total = 0;
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) total += state.armies[t]!;
  return total;
}

/** How many more armies a seat may put on the board (R5); Infinity without a limit. */
export function placementRoom(game: Game, state: GameState, seat: number): number {
  if (!game.armyLimit) return Infinity;
  return Math.max(0, game.armyLimit(scope(state, seat)) - armiesOnBoard(game, state, seat));
}

/** Armies the seat may place now: what it has to place, within the army limit. */
export function placementBudget(game: Game, state: GameState, seat: number, setup: boolean): number {
  return Math.min(setup ? state.batchLeft : state.pool, placementRoom(game, state, seat));
}

/** Dice each side rolls in `from` → `to` now, and whether the rules let that roll happen (R6). */
export interface RollDice {
  attacker: number;
  defender: number;
  allowed: boolean;
  /** The dice of each side (Y8: a leader's die among them) and their bonuses (Y9). */
  attackerHand: DiceHand;
  defenderHand: DiceHand;
  /** Attacking armies in the fight (losses fall on them before the leader). */
  robots: number;
  attackerLeader: boolean;
  defenderLeader: boolean;
}

/**
 * The dice of the next roll from `from` into `to` and whether the rules let it happen (R6).
 * A leader in a territory of the battle fights as one of its side's dice (Y8); a `strike` (Y9)
 * is the attacking leader alone.
 */
export function rollDice(game: Game, state: GameState, from: number, to: number, wanted?: number, strike = false): RollDice {
  const seat = state.current;
  const aLeader = leaderInBattle(game, state, seat, from, "attack");
  const dLeader = leaderInBattle(game, state, state.owner[to]!, to, "defend");
  const robots = strike ? 0 : attackers(game, state, from);
  const attacker = strike ? (aLeader ? 1 : 0) : Math.min(game.dice.attackerMax, robots + (aLeader ? 1 : 0), wanted ?? Infinity);
  const pieces = state.armies[to]! + (dLeader ? 1 : 0);
  const defender = Math.max(Math.min(game.dice.defenderMax, pieces), Math.min(game.combat.defenderMin, pieces));
  const enough = strike ? attacker === 1 : robots >= game.combat.attackerMin;
  const allowed = enough && (!game.dice.allowed || game.dice.allowed(attacker, defender));
  return {
    attacker,
    defender,
    allowed,
    attackerHand: handOf(game.dice, attacker, aLeader),
    defenderHand: handOf(game.dice, defender, dLeader),
    robots,
    attackerLeader: aLeader !== undefined,
    defenderLeader: dLeader !== undefined,
  };
}

/** Y6: what bringing a destroyed leader back costs, from the pool. */
export function reviveCost(game: Game, state: GameState): number {
  return Math.max(0, game.leaders?.revive(scope(state, state.current)) ?? 0);
}

/** Y9: why the seat's leader may not strike `to` alone from where he stands, or undefined. */
export function strikeProblem(game: Game, state: GameState, to: number): string | undefined {
  const seat = state.current;
  const at = state.leaderAt[seat]!;
  if (!leaderForm(game, state, seat)?.strike) return "your leader cannot strike alone in this form";
  if (!Number.isInteger(to) || to < 0 || to >= game.territoryCount || !isEnemy(state, seat, to))
    return "you can attack only a territory another player owns";
  // Y3: with `hold alone` he takes the territory alone, and one army must hold the one he leaves.
  if (game.leaders?.holdAlone) {
    if (state.armies[at]! < 1) return "your leader holds his territory alone and cannot leave it";
  } else if (state.armies[at]! < 2) return "a strike takes a second army along to hold what it wins";
  if (protectedTerritory(game, state, to)) return "no player can be eliminated yet";
  return undefined;
}

/** R10: whether taking `to` would eliminate its owner while eliminations are not allowed. */
function protectedTerritory(game: Game, state: GameState, to: number): boolean {
  if (!game.end.protect) return false;
  const owner = state.owner[to]!;
  return owner >= 0 && state.ownedCount[owner] === 1 && game.end.protect(scope(state, -1));
}

/** Whether the territory belongs to someone the seat may attack: not itself, nor a partner (Y2). */
export function isEnemy(state: GameState, seat: number, territory: number): boolean {
  const owner = state.owner[territory]!;
  return owner >= 0 && owner !== seat && state.team[owner] !== state.team[seat];
}

/** Why `from` may not attack `to` now, or undefined when it may (C5). */
export function attackProblem(game: Game, state: GameState, from: number, to: number): string | undefined {
  const seat = state.current;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= state.owner.length || to >= game.territoryCount)
    return "no such territory";
  if (state.owner[from] !== seat) return "you can attack only from a territory you own";
  if (!isTarget(game, state, seat, to))
    return state.owner[to] !== seat && state.owner[to]! >= 0 ? "you cannot attack a partner" : "you can attack only a territory another player owns";
  if (!borders(game, state, from, to))
    return isStaging(game, from) ? "armies coming in attack only a territory at your starting points" : "the territories do not border each other";
  if (attackers(game, state, from) < game.combat.attackerMin) return "not enough armies to attack from there";
  if (!rollDice(game, state, from, to).allowed) return "the rules do not allow this roll (too few attacking dice)";
  if (protectedTerritory(game, state, to)) return "no player can be eliminated yet";
  return undefined;
}

/** Effect cards the seat may use on an attack now (indices into the variant's effect cards). */
export function usableAttackEffects(game: Game, state: GameState, seat: number): number[] {
  return state.effects[seat]!.filter((card) => game.effects[card]!.uses.some((u) => u.on === "attack" && (!u.when || u.when(scope(state, seat)))));
}

/** Territories `from` may move armies to in a fortify step (C7). */
export function fortifyTargets(game: Game, state: GameState, from: number, path: "adjacent" | "connected" | "allied"): number[] {
  const seat = state.current;
  const own = ownFortifyTargets(game, state, from, path);
  // Most of the time every territory is somebody's: nothing empty to enter.
  if (!game.factions || state.ownedCount.reduce((a, b) => a + b, 0) === game.territoryCount) return own;
  // E9/E11: where entering an empty territory is not a conquest, a move may end in one next to the route.
  const empty = new Set<number>();
  for (const t of [from, ...(path === "adjacent" ? [] : own)])
    for (const u of neighbours(game.graph, state.switches, t)) if (enterableEmpty(game, state, seat, u)) empty.add(u);
  return empty.size === 0 ? own : [...own, ...empty].sort((a, b) => a - b);
}

function ownFortifyTargets(game: Game, state: GameState, from: number, path: "adjacent" | "connected" | "allied"): number[] {
  const seat = state.current;
  if (path === "adjacent") return neighbours(game.graph, state.switches, from).filter((t) => state.owner[t] === seat);
  if (path === "connected") return reachable(game.graph, state.switches, from, (t) => state.owner[t] === seat);
  // Y10: through partners' territories too, to a territory of the player's own.
  const team = state.team[seat];
  return reachable(game.graph, state.switches, from, (t) => state.owner[t]! >= 0 && state.team[state.owner[t]!] === team).filter(
    (t) => state.owner[t] === seat,
  );
}

export function cardsInHandSets(game: Game, state: GameState, seat: number): SetCandidate[] {
  const cards = game.cards;
  if (!cards) return [];
  if (cards.sumSet) return sumSets(cards.cardValue, state.hands[seat]!, cards.sumSet.min(scope(state, seat)));
  return findSets(cards.deck, state.hands[seat]!, game.variant.cards!.sets, cards.symbols);
}

/** E11: the summed value of cards (the deck's attribute). */
export function cardsValue(game: Game, cardsGiven: readonly number[]): number {
  return sumOfCards(game.cards?.cardValue ?? [], cardsGiven);
}

/** Which set the cards make (-1: none); a deck traded by sums has one set, any cards worth the minimum. */
export function setOfCards(game: Game, cardsGiven: readonly number[], state?: GameState): number {
  const cards = game.cards;
  if (!cards) return -1;
  if (cards.sumSet) return state && cardsGiven.length > 0 && cardsValue(game, cardsGiven) >= cards.sumSet.min(scope(state, state.current)) ? 0 : -1;
  return setIndexOf(cards.deck, cardsGiven, game.variant.cards!.sets, cards.symbols);
}

/** Armies a set is worth: its own worth, or the next value of the escalation (C4, R4). */
export function tradeValue(game: Game, state: GameState, seat: number, set: number, cardsGiven: readonly number[] = []): number {
  const cards = game.cards!;
  const s = scope(state, seat);
  if (cards.sumSet) return Math.max(0, cards.sumSet.worth({ ...s, setValue: cardsValue(game, cardsGiven) }));
  const worth = cards.setWorth[set];
  if (worth) return Math.max(0, worth(s));
  return Math.max(
    0,
    escalatingValue(
      cards.values.map((v) => v(s)),
      cards.step(s),
      state.setsTraded,
    ),
  );
}

/** The owned territories shown on traded cards, which may receive the card bonus. */
export function bonusTerritories(game: Game, state: GameState, seat: number, cardsGiven: readonly number[]): number[] {
  const deck = game.cards!.deck;
  return cardsGiven.filter((c) => !isWild(deck, c) && state.owner[c] === seat);
}

/** How many card bonuses this trade gives (C4: limited per turn; R4: one per owned card). */
export function bonusCount(game: Game, state: GameState, seat: number, eligible: number): number {
  const bonus = game.cards?.bonus;
  if (!bonus || eligible === 0) return 0;
  const limit = bonus.limitPerTurn ? bonus.limitPerTurn(scope(state, seat)) : Infinity;
  return Math.max(0, Math.min(eligible, limit - state.bonusUsed));
}
