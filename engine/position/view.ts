// What one player may see, derived from the state's layout (model/state.ts): every public field;
// of a field of one's own (a hand, an objective, seat tokens) only one's own row, under the
// view's name for it, and everyone's row sizes where they are public; of a secret field (the
// deck, face-down cards, the random state) at most its size. Bots get a view, never the state.
import { stateFields, stateLayout, type GameState, type StateField } from "../model/index.js";

type Layout = typeof stateLayout;
type RuleOf<K extends StateField> = Layout[K]["view"];

type PublicField = { [K in StateField]: RuleOf<K> extends { kind: "public" } ? K : never }[StateField];
type Row<T> = T extends readonly (infer R)[] ? R : never;
type SizeOf<T> = T extends readonly (readonly unknown[])[] ? number[] : number;

type OwnRows = {
  [K in StateField as RuleOf<K> extends { kind: "own"; as: infer N extends string } ? N : never]: Row<GameState[K]>;
};
type Sizes = {
  [K in StateField as RuleOf<K> extends { sizesAs: infer N extends string } ? N : never]: SizeOf<GameState[K]>;
};

export type PlayerView = Pick<GameState, PublicField> & OwnRows & Sizes & { /** The seat whose view this is. */ seat: number };

/** Rows a variant does not use are empty: one shared empty list rather than a copy per view. */
const EMPTY = Object.freeze([]) as never[];

function copyOut(field: StateField, x: unknown): unknown {
  switch (stateLayout[field].copy) {
    case "list":
      return (x as unknown[]).length === 0 ? EMPTY : (x as unknown[]).slice();
    case "rows":
      return (x as unknown[][]).length === 0 ? EMPTY : (x as unknown[][]).map((row) => (row.length === 0 ? EMPTY : row.slice()));
    case "object":
      return x === null ? null : structuredCopy(x);
    default:
      return x;
  }
}

function structuredCopy(x: unknown): unknown {
  if (x === null || typeof x !== "object") return x;
  if (Array.isArray(x)) return x.map(structuredCopy);
  return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, structuredCopy(v)]));
}

/** One step of building a view: each field's rule, read once. */
type ViewStep = (state: GameState, seat: number, view: Record<string, unknown>) => void;

const viewSteps: ViewStep[] = stateFields.map((field): ViewStep => {
  const rule: { kind: string; as?: string; sizesAs?: string } = stateLayout[field].view;
  const sizes = rule.sizesAs;
  if (rule.kind === "public") return (state, _seat, view) => void (view[field] = copyOut(field, state[field]));
  if (rule.kind === "own") {
    const as = rule.as!;
    const ownRow = (state: GameState, seat: number) => {
      const row = (state[field] as unknown[])[seat];
      return Array.isArray(row) ? row.slice() : (row ?? -1);
    };
    if (!sizes) return (state, seat, view) => void (view[as] = ownRow(state, seat));
    return (state, seat, view) => {
      view[as] = ownRow(state, seat);
      view[sizes] = (state[field] as unknown[][]).map((row) => row.length);
    };
  }
  if (!sizes) return () => undefined;
  return stateLayout[field].copy === "rows"
    ? (state, _seat, view) => void (view[sizes] = (state[field] as unknown[][]).map((row) => row.length))
    : (state, _seat, view) => void (view[sizes] = (state[field] as unknown[]).length);
});

export function viewFor(state: GameState, seat: number): PlayerView {
  const view: Record<string, unknown> = {};
  for (const step of viewSteps) step(state, seat, view);
  view["seat"] = seat;
  return view as unknown as PlayerView;
}
