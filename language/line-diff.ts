// The smallest set of line edits that turns one text into another (Myers' O(ND) difference),
// so formatting leaves untouched lines alone (and range formatting can keep only the hunks in
// the range).

export interface LineHunk {
  /** Lines [fromStart, fromEnd) of the old text become lines [toStart, toEnd) of the new one. */
  fromStart: number;
  fromEnd: number;
  toStart: number;
  toEnd: number;
}

/** The edit script between two line lists, as hunks in order. */
export function diffLines(a: readonly string[], b: readonly string[]): LineHunk[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let done = false;
  for (let d = 0; d <= max && !done; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        done = true;
        break;
      }
    }
  }
  // Walk back through the trace: each step is a line kept, deleted or inserted.
  const kept: [number, number][] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const vd = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && vd[offset + k - 1]! < vd[offset + k + 1]!) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : vd[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      kept.push([--x, --y]);
    }
    if (d > 0) {
      x = prevX;
      y = prevY;
    }
  }
  kept.reverse();
  const hunks: LineHunk[] = [];
  let ai = 0;
  let bi = 0;
  for (const [ka, kb] of [...kept, [n, m] as [number, number]]) {
    if (ka > ai || kb > bi) hunks.push({ fromStart: ai, fromEnd: ka, toStart: bi, toEnd: kb });
    ai = ka + 1;
    bi = kb + 1;
  }
  return hunks;
}
