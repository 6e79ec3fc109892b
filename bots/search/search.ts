// Information-set Monte Carlo tree search (single observer): every iteration draws a full state
// the searcher's view allows (determinize: the others' cards, objectives, the deck order and the
// dice to come), walks the tree from the root with UCB1 — each seat choosing by its own value —
// widening each node's actions as it is visited, adds one node, plays on with the greedy policy
// to the horizon and backs the static evaluation up the path. Actions an iteration's state does
// not allow are passed over for that iteration (a hand of cards differs from one draw to the next).
import {
  applyInPlace,
  decisionOf,
  determinize,
  legalActions,
  viewFor,
  type Action,
  type Game,
  type GameState,
  type PlayerView,
  type RngState,
} from "../../engine/index.js";
import { greedyBot } from "../greedy-bot.js";
import { actionKey } from "./action-key.js";
import { observationDigest } from "./digest.js";
import { evaluate } from "./evaluate.js";
import type { SearchOptions } from "./options.js";
import { playout, TurnCounter } from "./playout.js";
import { widenOrder } from "./prior.js";
import { SearchNode, type Edge } from "./tree.js";

export interface SearchResult {
  action: Action;
  iterations: number;
  root: SearchNode;
}

/** The greedy bot's choice in this state (the playout policy, and every node's first edge). */
function greedyChoice(game: Game, state: GameState, actions: Action[], rng: RngState): Action {
  const decision = decisionOf(game, state);
  return actions.length === 1 ? actions[0]! : greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng });
}

/** How many edges a node visited `n` times may have (progressive widening). */
function widthAt(options: SearchOptions, n: number): number {
  return Math.max(1, Math.floor(options.widen * Math.pow(n, options.alpha)));
}

/** How many actions the node orders by a one-ply look. */
function lookCapAt(node: SearchNode, root: SearchNode, options: SearchOptions): number {
  return node === root ? options.lookAtRoot : node.seat === root.seat ? options.lookAtOwn : options.lookAtOthers;
}

/** Make sure the node has as many edges as its visits allow; the first one is the greedy choice. */
function widen(game: Game, node: SearchNode, root: SearchNode, state: GameState, options: SearchOptions, rng: RngState): void {
  const width = widthAt(options, node.visits);
  if (node.edges.length >= width && node.order) return;
  if (!node.order) {
    const actions = legalActions(game, state);
    const first = greedyChoice(game, state, actions, rng);
    node.edgeFor(first, actionKey(first));
    if (width < 2 && actions.length > 1) return;
    node.order =
      actions.length > 1 ? widenOrder(game, state, actions, node.seat, first, options.weights, rng, lookCapAt(node, root, options)) : [first];
    node.widened = 1;
  }
  while (node.edges.length < width && node.widened < node.order.length) {
    const action = node.order[node.widened++]!;
    node.edgeFor(action, actionKey(action));
  }
}

/** Pick an edge the state allows and apply it; undefined when none of the node's edges is legal here. */
function step(game: Game, node: SearchNode, state: GameState, options: SearchOptions): Edge | undefined {
  let skip: Set<Edge> | undefined;
  for (;;) {
    const edge = node.select(options.exploration, skip);
    if (!edge) return undefined;
    if (!applyInPlace(game, state, edge.action)) return edge;
    (skip ??= new Set()).add(edge);
  }
}

/** The most visited edge stays so whatever the remaining iterations do: the choice is made (early termination). */
function settled(root: SearchNode, remaining: number): boolean {
  let first = 0;
  let second = 0;
  for (const edge of root.edges) {
    if (edge.visits > first) [first, second] = [edge.visits, first];
    else if (edge.visits > second) second = edge.visits;
  }
  return first - second > remaining;
}

export function search(game: Game, view: PlayerView, rng: RngState, options: SearchOptions): SearchResult {
  const observer = view.seatIndex;
  const root = new SearchNode(observer);
  const deadline = options.ms !== undefined ? performance.now() + options.ms : Infinity;
  const path: [SearchNode, Edge][] = [];
  const values = new Float64Array(view.seats);
  let iterations = 0;
  while (options.ms !== undefined ? iterations === 0 || performance.now() < deadline : iterations < options.iterations) {
    iterations++;
    const state = determinize(game, view, rng);
    const turns = new TurnCounter(state);
    path.length = 0;
    let node = root;
    while (!turns.passed(state, options.horizon)) {
      if (node.visits === 0 && node !== root) break;
      widen(game, node, root, state, options, rng);
      // The others' choices depend on what they hold: in this draw the greedy choice may be one the tree has not met.
      if (node.seat !== observer) {
        const greedy = greedyChoice(game, state, legalActions(game, state), rng);
        node.edgeFor(greedy, actionKey(greedy));
      }
      let edge = step(game, node, state, options);
      if (!edge) {
        const greedy = greedyChoice(game, state, legalActions(game, state), rng);
        edge = node.edgeFor(greedy, actionKey(greedy));
        applyInPlace(game, state, greedy);
      }
      path.push([node, edge]);
      const digest = observationDigest(state, observer);
      let child = edge.children.get(digest);
      if (!child) {
        child = new SearchNode(decisionOf(game, state).seatIndex);
        edge.children.set(digest, child);
      }
      node = child;
    }
    playout(game, state, turns, options.horizon, options.playoutCap, rng);
    evaluate(game, state, options.weights, values);
    node.visits++;
    for (const [n, e] of path) {
      n.visits++;
      e.visits++;
      e.total += values[n.seat]!;
    }
    if (options.ms === undefined && settled(root, options.iterations - iterations)) break;
  }
  const best = root.mostVisited();
  if (!best) throw new Error("search: the root has no action");
  return { action: best.action, iterations, root };
}
