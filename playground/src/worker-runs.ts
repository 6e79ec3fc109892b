// Games on Web Workers: a job's range split over a few workers, their summaries (or pair
// summaries, for A/B compare) merged as they come. Cancel terminates them.
import type { SimJob, SimMessage } from "../../sim/index.js";

export class WorkerRuns {
  private workers: Worker[] = [];

  get running(): boolean {
    return this.workers.length > 0;
  }

  /** Play the job's games [from, to) on up to `count` workers; `onProgress` gets games done so far. */
  async run<T>(job: SimJob, merge: (a: T, b: T) => T, onProgress: (done: number) => void): Promise<T | undefined> {
    const games = job.to - job.from;
    const count = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4, Math.ceil(games / 20)));
    let done = 0;
    const parts = Array.from({ length: count }, (_, w) => {
      const from = job.from + Math.floor((games * w) / count);
      const to = job.from + Math.floor((games * (w + 1)) / count);
      return new Promise<T>((resolve, reject) => {
        const worker = new Worker(new URL("./sim-worker.ts", import.meta.url), { type: "module" });
        this.workers.push(worker);
        worker.onmessage = (event: MessageEvent<SimMessage>) => {
          const m = event.data;
          if (m.kind === "progress") onProgress((done += m.done));
          else if (m.kind === "done") resolve(m.summary as T);
          else if (m.kind === "pairs") resolve(m.pairs as T);
          else reject(new Error(m.message));
        };
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage({ ...job, from, to } satisfies SimJob);
      });
    });
    const answers = await Promise.all(parts);
    if (this.workers.length === 0) return undefined; // cancelled meanwhile
    this.stop();
    return (answers as T[]).reduce(merge);
  }

  stop(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}
