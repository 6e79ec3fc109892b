// R13: before the first turn, each player hands out one seat token to every other seat and keeps
// one, in secret, never a seat's own token (a derangement of the seats).
import { problem, problems } from "../model/index.js";
import { isCount, type MoveFamily } from "./family.js";

/** Derangements of 0..n-1: every one for up to 5 seats, the rotations beyond (any other is still legal). */
function derangements(n: number): number[][] {
  if (n > 5) return Array.from({ length: n - 1 }, (_, k) => Array.from({ length: n }, (_, i) => (i + k + 1) % n));
  const out: number[][] = [];
  const pick = (prefix: number[], left: number[]) => {
    if (left.length === 0) out.push(prefix);
    for (const x of left)
      if (x !== prefix.length)
        pick(
          [...prefix, x],
          left.filter((y) => y !== x),
        );
  };
  pick(
    [],
    Array.from({ length: n }, (_, i) => i),
  );
  return out;
}

export const exchange: MoveFamily<"exchange"> = {
  type: "exchange",
  enumerate({ state }, out) {
    for (const gifts of derangements(state.seats)) out.push({ type: "exchange", gifts });
  },
  problem({ state, decision: d }, action) {
    if (d.kind !== "exchange") return problem(problems.notNow, "hand out seat tokens", d.kind);
    const g = action.gifts;
    if (!Array.isArray(g) || g.length !== state.seats || !g.every((x) => isCount(x) && x >= 0 && x < state.seats))
      return problem(problems.badExchange);
    if (g.some((x, r) => x === r)) return problem(problems.ownToken);
    return new Set(g).size === g.length ? undefined : problem(problems.tokenTwice);
  },
  apply({ state }, action) {
    action.gifts.forEach((token, seat) => state.tokens[seat]!.push(token));
    return "setup";
  },
};
