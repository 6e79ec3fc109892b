// The fuzzer's random choices, on the engine's seeded generator: the same seed, the same inputs.
import { nextFloat, nextInt, seedRng, type RngState } from "../../engine/index.js";

export class Random {
  private readonly state: RngState;
  constructor(seed: number) {
    this.state = seedRng(seed);
  }
  /** Uniform integer in [0, n). */
  int(n: number): number {
    return nextInt(this.state, n);
  }
  /** Uniform integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return nextFloat(this.state) < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}
