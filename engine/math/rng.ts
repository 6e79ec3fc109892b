// A seeded PRNG held in the game state as plain numbers (sfc32: four 32-bit words), so that
// seed + actions replays a game exactly and a state can be copied, saved and resumed. The one
// writer of a game's `rng`: seeded once, then every draw advances the words in place.
import type { RngState } from "../model/index.js";

export type { RngState };

/** A generator seeded with a 32-bit seed. */
export function seedRng(seed: number): RngState {
  const words: RngState = [0, 0, 0, 0];
  reseed(words, seed);
  return words;
}

/** Seed the generator's words in place (a new game's): spread the seed over four words (splitmix32), then warm up. */
export function reseed(words: RngState, seed: number): void {
  let x = seed >>> 0;
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words[i] = (z ^ (z >>> 16)) >>> 0;
  }
  for (let i = 0; i < 12; i++) nextUint32(words);
}

/** Advance the generator in place; returns a uniform 32-bit integer. */
export function nextUint32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = (s[1] ^ (s[1] >>> 9)) >>> 0;
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Uniform in [0, 1). */
export function nextFloat(s: RngState): number {
  return nextUint32(s) / 4294967296;
}

/** Uniform integer in [0, n), without modulo bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return x % n;
}

export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** murmur3's 32-bit finaliser: a bijection that spreads every input bit over every output bit. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A well-mixed 32-bit seed for game `index` of a run seeded with `seed`. The seed and the index
 * are each mixed on their own before they meet, so two runs share a game only by chance (about
 * one pair in 2^32), never by a pattern between their seeds.
 */
export function deriveSeed(seed: number, index: number): number {
  return mix32((mix32((seed ^ 0x5bd1e995) >>> 0) + mix32((index + 0x27d4eb2d) >>> 0)) >>> 0);
}
