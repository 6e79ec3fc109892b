// Reading a position's fields: each value checked where it is read, and every mistake kept with
// the path of its field (`territories.<name>.owner`), so that one pass reports them all.
import type { GameState, ProblemEntry } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { Position, PositionError } from "./format.js";
import { positionErrors as E } from "./position-errors.js";
import type { GameNames, NameTable } from "./names.js";

export class Reader {
  readonly errors: PositionError[] = [];
  constructor(readonly seats: number) {}

  fail<A extends unknown[]>(path: string, error: ProblemEntry<A>, ...args: A): undefined {
    this.errors.push({ path, code: error.code, message: error.message(...args) });
    return undefined;
  }

  object(path: string, v: unknown): Record<string, unknown> | undefined {
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
    return this.fail(path, E.notAnObject);
  }

  list(path: string, v: unknown): unknown[] | undefined {
    return Array.isArray(v) ? v : this.fail(path, E.notAList);
  }

  int(path: string, v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
    if (typeof v === "number" && Number.isInteger(v) && v >= min && v <= max) return v;
    return this.fail(path, E.notANumber, min, max);
  }

  bool(path: string, v: unknown): boolean | undefined {
    return typeof v === "boolean" ? v : this.fail(path, E.notABoolean);
  }

  /** A 1-based seat number → the 0-based seat. */
  seat(path: string, v: unknown): number | undefined {
    const n = this.int(path, v, 1, this.seats);
    return n === undefined ? undefined : n - 1;
  }

  /** A record keyed by seat numbers: each value read by `read`, the seat 0-based. */
  bySeat<T>(path: string, v: unknown, read: (path: string, value: unknown) => T | undefined): Map<number, T> {
    const out = new Map<number, T>();
    const record = this.object(path, v);
    if (!record) return out;
    for (const [key, value] of Object.entries(record)) {
      const seat = /^\d+$/.test(key) ? Number(key) - 1 : -1;
      if (seat < 0 || seat >= this.seats) {
        this.fail(`${path}.${key}`, E.notASeat, this.seats);
        continue;
      }
      const read_ = read(`${path}.${key}`, value);
      if (read_ !== undefined) out.set(seat, read_);
    }
    return out;
  }

  name(path: string, v: unknown, table: NameTable, what: string): number | undefined {
    if (typeof v !== "string") return this.fail(path, E.notAName, what);
    const found = table.numberOf(v);
    return found !== undefined ? found : this.fail(path, E.unknownName, what, v);
  }
}

/** What every section of positionFrom reads from and writes into. */
export interface Reading {
  r: Reader;
  game: Game;
  /** The position as given (its fields not yet checked). */
  p: Partial<Position>;
  /** The state being set up: a new game's, each section overwriting what the position says. */
  state: GameState;
  names: GameNames;
}
