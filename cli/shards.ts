// `--shard i/n` and `--shards n`: which slice of a run's games this process plays. The slice of
// shard k (0-based) of n is games [⌊G·k/n⌋, ⌊G·(k+1)/n⌋), so the n slices are the whole run, each
// game in exactly one. With `--shards n` alone the index comes from the batch system running the
// array of jobs: Kubernetes indexed Jobs (JOB_COMPLETION_INDEX, 0-based), AWS Batch array jobs
// (AWS_BATCH_JOB_ARRAY_INDEX, 0-based) or Slurm job arrays (SLURM_ARRAY_TASK_ID, counted from
// SLURM_ARRAY_TASK_MIN, so `--array=1-16` and `--array=0-15` both work).
import { UsageError } from "./io.js";

export interface Shard {
  /** 0-based. */
  index: number;
  count: number;
  /** Where the index came from (for messages). */
  source: string;
}

export const MAX_SHARDS = 100_000;

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

/** `3/16` (1-based, as a person counts). */
export function parseShard(spec: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(spec);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!match || count < 1 || count > MAX_SHARDS || index < 1 || index > count)
    throw new UsageError(`--shard takes i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS} (the i-th of n slices of the games), not \`${spec}\``);
  return { index: index - 1, count, source: "--shard" };
}

/** `--shards n`: the index from the batch system's own variable. */
export function shardFromEnvironment(countText: string, env: NodeJS.ProcessEnv): Shard {
  const count = wholeNumber(countText);
  if (!(count >= 1 && count <= MAX_SHARDS)) throw new UsageError(`--shards takes a whole number from 1 to ${MAX_SHARDS}, not \`${countText}\``);
  const read = (name: string, offset = 0): Shard | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === "") return undefined;
    const value = wholeNumber(raw) - offset;
    if (!(value >= 0 && value < count))
      throw new UsageError(`${name}=${raw}${offset ? ` (from SLURM_ARRAY_TASK_MIN=${offset})` : ""} is not a shard index from 0 to ${count - 1}`);
    return { index: value, count, source: name };
  };
  const slurmMin = env["SLURM_ARRAY_TASK_MIN"] ? wholeNumber(env["SLURM_ARRAY_TASK_MIN"]) : 0;
  const shard =
    read("JOB_COMPLETION_INDEX") ?? read("AWS_BATCH_JOB_ARRAY_INDEX") ?? read("SLURM_ARRAY_TASK_ID", Number.isNaN(slurmMin) ? 0 : slurmMin);
  if (!shard)
    throw new UsageError(
      "--shards needs the shard's index: give --shard i/n, or run it as an array job (JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX or SLURM_ARRAY_TASK_ID)",
    );
  return shard;
}

/** The games [from, to) of shard `index` of `count` in a run of `games`. */
export function shardRange(games: number, shard: Shard): [number, number] {
  return [Math.floor((games * shard.index) / shard.count), Math.floor((games * (shard.index + 1)) / shard.count)];
}
