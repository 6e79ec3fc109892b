// Seeds of a run's games (deriveSeed): two runs on different seeds must play different games, or
// `compare --seed-b`, independent trials and shards of "another" run would share most of their
// games. An earlier derivation mixed the seed and the index by XOR before one multiply, so runs
// on seeds s and s' shared every game whose indices differ by the pattern s ⊕ s' (seeds 1 and 2
// shared 9,998 of their first 10,000 games).
import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../engine/index.js";

const GAMES = 10_000;
const seedsOf = (seed: number) => Array.from({ length: GAMES }, (_, i) => deriveSeed(seed, i));

describe("deriveSeed", () => {
  it("gives the same seed for the same run and game (replays)", () => {
    expect(deriveSeed(1, 0)).toBe(deriveSeed(1, 0));
    expect(seedsOf(7)).toEqual(seedsOf(7));
  });

  it("gives every game of a run its own seed", () => {
    expect(new Set(seedsOf(1)).size).toBe(GAMES);
  });

  it("runs on nearby seeds share games only by chance (seeds 2..64 and 1 ⊕ 2^k against seed 1)", () => {
    // 32-bit game seeds: two runs of N games share about N²/2^32 by chance (0.023 at N = 10,000),
    // so over these 94 pairs about 2.2 in all; more than 10 would be a pattern (Poisson: p < 1e-4).
    const first = new Set(seedsOf(1));
    const shared = (seed: number) => seedsOf(seed).filter((s) => first.has(s)).length;
    const others = [...Array.from({ length: 63 }, (_, i) => i + 2), ...Array.from({ length: 31 }, (_, k) => (1 ^ (2 ** (k + 1))) >>> 0)];
    const counts = others.map(shared);
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10);
  });

  it("spreads seeds evenly: each of 16 buckets of the top bits holds 1/16 of a run's seeds (chi-square, 15 df, p = 0.001)", () => {
    const buckets = new Array<number>(16).fill(0);
    for (const s of seedsOf(3)) buckets[s >>> 28]!++;
    const expected = GAMES / 16;
    const chi = buckets.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(37.7);
  });
});
