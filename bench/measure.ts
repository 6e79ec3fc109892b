// What every bench row is measured and printed with.

/** Run `fn` (which does `batch` operations) for about `ms` milliseconds after a warm-up; returns operations per second. */
export function rate(fn: (n: number) => void, batch: number, ms = 1000): number {
  fn(batch); // warm up
  let ops = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    fn(batch);
    ops += batch;
  }
  return ops / ((performance.now() - start) / 1000);
}

export const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
