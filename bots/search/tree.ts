// The search tree: a node per decision reached (from the searching player's observations), an
// edge per action tried there with its visits and summed value for the seat that decides, and,
// below an edge, one child per observed outcome (observationDigest): an action with random
// results is a chance node. The seat that decides at a node picks by its own value (max^n),
// partners count as one (evaluate.ts).
import type { Action } from "../../engine/index.js";

export interface Edge {
  readonly action: Action;
  readonly key: string;
  visits: number;
  /** Summed values, for the seat deciding at the edge's node. */
  total: number;
  /** The node reached, by what the searcher observed after the action. */
  readonly children: Map<number, SearchNode>;
}

export class SearchNode {
  visits = 0;
  readonly edges: Edge[] = [];
  readonly byKey = new Map<string, Edge>();
  /** The node's actions in the order they are widened into edges (best prior first), once worked out. */
  order: Action[] | undefined;
  /** How many of `order` have been considered for an edge. */
  widened = 0;
  constructor(
    /** The seat that decides here. */
    readonly seat: number,
  ) {}

  /** The edge of this action, made if it is new. */
  edgeFor(action: Action, key: string): Edge {
    let edge = this.byKey.get(key);
    if (!edge) {
      edge = { action, key, visits: 0, total: 0, children: new Map() };
      this.byKey.set(key, edge);
      this.edges.push(edge);
    }
    return edge;
  }

  /**
   * UCB1 over the edges not in `skip`: an edge never visited first (in the order they were
   * made), else the best mean plus exploration · √(ln N / n).
   */
  select(exploration: number, skip: ReadonlySet<Edge> | undefined): Edge | undefined {
    let best: Edge | undefined;
    let bestScore = -Infinity;
    const logN = Math.log(Math.max(1, this.visits));
    for (const edge of this.edges) {
      if (skip?.has(edge)) continue;
      if (edge.visits === 0) return edge;
      const score = edge.total / edge.visits + exploration * Math.sqrt(logN / edge.visits);
      if (score > bestScore) {
        bestScore = score;
        best = edge;
      }
    }
    return best;
  }

  /** The most visited edge (the robust choice), ties to the higher mean. */
  mostVisited(): Edge | undefined {
    let best: Edge | undefined;
    for (const edge of this.edges) {
      if (
        !best ||
        edge.visits > best.visits ||
        (edge.visits === best.visits && edge.visits > 0 && edge.total / edge.visits > best.total / best.visits)
      )
        best = edge;
    }
    return best;
  }
}
