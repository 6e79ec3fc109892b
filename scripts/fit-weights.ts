// npm run fit-weights: fits the search bot's static evaluation (bots/search/evaluate.ts) on
// simulated games and writes bots/search/weights.gen.ts. Greedy bots play every bundled variant
// at every player count from fixed seeds; every few decisions the features of every seat are
// noted, and at the end who won. The model is a conditional logit — P(seat wins) ∝
// exp(w · features(seat)) over the seats still in the game, a team winning when any member does
// — fitted by Newton's method on the log-likelihood with a small ridge. Deterministic: the same
// code and seeds write the same file (test/slow/weights.test.ts checks the committed one).
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { greedyBot } from "../bots/greedy-bot.js";
import { FEATURE_COUNT, FEATURES, featuresOf } from "../bots/search/features.js";
import { variantFileLoader } from "../compiler/node/index.js";
import { compile } from "../compiler/index.js";
import { createGame, deriveSeed, nextInt, seedRng, type Game } from "../engine/index.js";
import { playGame } from "../sim/index.js";

export const FIT = { seed: 20_160, gamesPerCount: 150, every: 9, ridge: 1e-3, maxRounds: 500 };

/** One noted position: every seat's features (seat-major), who could still win, who won. */
interface Sample {
  x: Float64Array;
  alive: boolean[];
  winners: number[];
}

export interface FitResult {
  weights: Record<string, number>;
  samples: number;
  games: number;
  /**
   * The mean log-loss per bundled variant (in the order of their sorted file names; the bot's file
   * names none of them): with the fitted weights, and when every seat still in is as likely.
   * `leftOut`: a variant the pooled fit of every variant predicts worse than a uniform guess, left
   * out of the fit (its winners are not what the board features measure: Risk Europe's greedy
   * games are won by Crown cards bought with coins); the weights are fitted on the rest.
   */
  logLoss: { fitted: number; uniform: number; samples: number; leftOut?: true }[];
}

function variantsDir(): string {
  return fileURLToPath(new URL("../variants/", import.meta.url));
}

/** Positions of greedy games of one variant at one player count. */
export function samplesOf(game: Game, players: number, seed: number, games: number): Sample[] {
  const out: Sample[] = [];
  const seats = Array.from({ length: players }, () => greedyBot);
  for (let g = 0; g < games; g++) {
    const pick = seedRng(deriveSeed(seed, g + 1_000_000));
    const noted: { x: Float64Array; alive: boolean[] }[] = [];
    let next = nextInt(pick, FIT.every);
    let n = 0;
    const record = playGame(game, seats, deriveSeed(seed, g), {
      maxRounds: FIT.maxRounds,
      onAction: (state) => {
        if (n++ < next) return;
        next = n + nextInt(pick, 2 * FIT.every);
        if (state.stage === "over") return;
        noted.push({ x: featuresOf(game, state), alive: state.alive.slice() });
      },
    });
    if (record.winners.length === 0) continue; // a stalled game says nothing about who was ahead
    for (const s of noted) out.push({ ...s, winners: record.winners });
  }
  return out;
}

/** log P(the winners win) under weights w, with its gradient and Hessian added into g and h. */
export function logLikelihood(w: Float64Array, s: Sample, g?: Float64Array, h?: Float64Array): number {
  const seats = s.alive.length;
  const z = new Float64Array(seats);
  let max = -Infinity;
  for (let i = 0; i < seats; i++) {
    if (!s.alive[i]) continue;
    for (let f = 0; f < FEATURE_COUNT; f++) z[i]! += w[f]! * s.x[i * FEATURE_COUNT + f]!;
    max = Math.max(max, z[i]!);
  }
  const p = new Float64Array(seats);
  let all = 0;
  let won = 0;
  for (let i = 0; i < seats; i++) {
    if (!s.alive[i]) continue;
    p[i] = Math.exp(z[i]! - max);
    all += p[i]!;
    if (s.winners.includes(i)) won += p[i]!;
  }
  // A winner already out (a partner of the winning team): its team-mates carry the win.
  if (won === 0) return 0;
  if (g && h) {
    // ∇ = E_q[x] − E_p[x]; ∇² = Cov_q(x) − Cov_p(x), q being p restricted to the winners.
    const ep = new Float64Array(FEATURE_COUNT);
    const eq = new Float64Array(FEATURE_COUNT);
    for (let i = 0; i < seats; i++) {
      if (!s.alive[i]) continue;
      const win = s.winners.includes(i);
      for (let f = 0; f < FEATURE_COUNT; f++) {
        const xf = s.x[i * FEATURE_COUNT + f]!;
        ep[f]! += (p[i]! / all) * xf;
        if (win) eq[f]! += (p[i]! / won) * xf;
      }
    }
    for (let i = 0; i < seats; i++) {
      if (!s.alive[i]) continue;
      const pi = p[i]! / all;
      const qi = s.winners.includes(i) ? p[i]! / won : 0;
      for (let a = 0; a < FEATURE_COUNT; a++) {
        const xa = s.x[i * FEATURE_COUNT + a]!;
        for (let b = 0; b < FEATURE_COUNT; b++) {
          const xb = s.x[i * FEATURE_COUNT + b]!;
          h[a * FEATURE_COUNT + b]! += qi * (xa - eq[a]!) * (xb - eq[b]!) - pi * (xa - ep[a]!) * (xb - ep[b]!);
        }
      }
    }
    for (let f = 0; f < FEATURE_COUNT; f++) g[f]! += eq[f]! - ep[f]!;
  }
  return Math.log(won / all);
}

/** Solve h · d = g (h symmetric negative definite) by Gaussian elimination with pivoting. */
function solve(h: Float64Array, g: Float64Array): Float64Array {
  const n = g.length;
  const a = Array.from({ length: n }, (_, i) => [...Array.from({ length: n }, (_, j) => h[i * n + j]!), g[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const k = a[r]![c]! / a[c]![c]!;
      for (let j = c; j <= n; j++) a[r]![j]! -= k * a[c]![j]!;
    }
  }
  return Float64Array.from(a.map((row, i) => row[n]! / row[i]!));
}

/** Maximise the penalised log-likelihood by Newton's method (with step halving). */
export function fit(samples: readonly Sample[]): Float64Array {
  const total = (w: Float64Array) => {
    let ll = 0;
    for (const s of samples) ll += logLikelihood(w, s);
    return ll / samples.length - (FIT.ridge / 2) * w.reduce((a, b) => a + b * b, 0);
  };
  let w = new Float64Array(FEATURE_COUNT);
  let current = total(w);
  for (let iteration = 0; iteration < 50; iteration++) {
    const g = new Float64Array(FEATURE_COUNT);
    const h = new Float64Array(FEATURE_COUNT * FEATURE_COUNT);
    for (const s of samples) logLikelihood(w, s, g, h);
    for (let f = 0; f < FEATURE_COUNT; f++) {
      g[f] = g[f]! / samples.length - FIT.ridge * w[f]!;
      for (let b = 0; b < FEATURE_COUNT; b++) h[f * FEATURE_COUNT + b] = h[f * FEATURE_COUNT + b]! / samples.length;
      h[f * FEATURE_COUNT + f]! -= FIT.ridge;
    }
    const d = solve(h, g);
    let step = 1;
    let next = w.map((x, f) => x - step * d[f]!);
    let value = total(next);
    while (value < current && step > 1e-6) {
      step /= 2;
      next = w.map((x, f) => x - step * d[f]!);
      value = total(next);
    }
    if (value < current) break;
    const gain = value - current;
    w = next;
    current = value;
    if (gain < 1e-10) break;
  }
  return w;
}

/** Play the games, fit the weights, and measure the fit per variant. */
export function fitWeights(log: (line: string) => void = () => {}): FitResult {
  const byVariant = new Map<string, Sample[]>();
  let games = 0;
  const files = readdirSync(variantsDir())
    .filter((f) => f.endsWith(".risk"))
    .sort();
  for (const file of files) {
    const ir = compile(readFileSync(variantsDir() + file, "utf8"), { fileName: file, loadVariant: variantFileLoader() }).ir;
    if (!ir) throw new Error(`${file} does not compile`);
    const game = createGame(ir);
    const samples: Sample[] = [];
    for (let players = ir.players.min; players <= Math.min(ir.players.max, 6); players++) {
      samples.push(...samplesOf(game, players, deriveSeed(FIT.seed, players), FIT.gamesPerCount));
      games += FIT.gamesPerCount;
    }
    byVariant.set(file.replace(/\.risk$/, ""), samples);
    log(`${file}: ${samples.length} positions`);
  }
  const zero = new Float64Array(FEATURE_COUNT);
  const meanLoss = (weights: Float64Array, samples: readonly Sample[]) =>
    -samples.reduce((n, s) => n + logLikelihood(weights, s), 0) / samples.length;
  // A variant the pooled fit predicts worse than a uniform guess is left out, and the rest fitted again.
  const pooled = fit([...byVariant.values()].flat());
  const leftOut = [...byVariant].filter(([, samples]) => meanLoss(pooled, samples) >= meanLoss(zero, samples)).map(([name]) => name);
  for (const name of leftOut) log(`${name}: left out of the fit (the pooled fit predicts it worse than a uniform guess)`);
  const all = [...byVariant].filter(([name]) => !leftOut.includes(name)).flatMap(([, samples]) => samples);
  const w = leftOut.length > 0 ? fit(all) : pooled;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const logLoss = [...byVariant].map(([name, samples]) => {
    const loss = {
      fitted: round(meanLoss(w, samples)),
      uniform: round(meanLoss(zero, samples)),
      samples: samples.length,
      ...(leftOut.includes(name) ? { leftOut: true as const } : {}),
    };
    log(`${name}: log-loss ${loss.fitted} fitted, ${loss.uniform} uniform (${loss.samples} positions)`);
    return loss;
  });
  return { weights: Object.fromEntries(FEATURES.map((name, f) => [name, round(w[f]!)])), samples: all.length, games, logLoss };
}

/** The generated file's text for a fit. */
export function weightsFile(result: FitResult): string {
  return [
    "// Generated by scripts/fit-weights.ts (npm run fit-weights): do not edit by hand.",
    `// ${result.games} greedy games of every bundled variant at every player count, ${result.samples} positions fitted (the left-out variants' not counted);`,
    "// logLoss: the mean log-loss of who won per bundled variant (sorted by file name), with these",
    "// weights and with every seat as likely; `leftOut`: not fitted on (see FitResult).",
    `export const fitted = ${JSON.stringify({ fit: FIT, ...result }, null, 2)} as const;`,
    "",
  ].join("\n");
}

export const WEIGHTS_PATH = fileURLToPath(new URL("../bots/search/weights.gen.ts", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = fitWeights((line) => console.log(line));
  const tmp = `${WEIGHTS_PATH}.tmp`;
  writeFileSync(tmp, weightsFile(result));
  renameSync(tmp, WEIGHTS_PATH);
  console.log(JSON.stringify(result, null, 2));
  console.log(`wrote ${WEIGHTS_PATH}`);
}
