// Offsets ↔ 1-based line and column, as every user-facing position is shown.

export interface LineCol {
  line: number;
  column: number;
}

export class LineIndex {
  private readonly starts: number[];
  constructor(readonly text: string) {
    // A byte order mark is no character of line 1: editors show none, and columns count without it.
    this.starts = [text.charCodeAt(0) === 0xfeff ? 1 : 0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  position(offset: number): LineCol {
    const clamped = Math.max(this.starts[0]!, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: clamped - this.starts[lo]! + 1 };
  }

  lineText(line: number): string {
    const start = this.starts[line - 1] ?? this.text.length;
    const next = this.starts[line];
    return this.text.slice(start, next === undefined ? undefined : next - 1).replace(/\r$/, "");
  }

  get lineCount(): number {
    return this.starts.length;
  }
}
