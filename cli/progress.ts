// The progress line of a long run on a terminal (stderr only, and only when it is a terminal:
// the caller decides): a bar, games done of the total, games per second and the time left. It is
// redrawn on a timer, first FRAME_MS after it is made (well within half a second; a run that is
// over sooner shows nothing), and erased before the caller prints its report.

/** Time between frames, and before the first. */
export const FRAME_MS = 100;
const BAR_WIDTH = 24;

export interface ProgressOptions {
  /** Writes to the terminal (stderr). */
  write: (text: string) => void;
  total: number;
  /** What is counted, plural: "games". */
  unit: string;
  /** The terminal's width: a frame is cut to fit so that it never wraps (a wrapped line cannot be erased). */
  columns?: number;
  /** Milliseconds, for tests; performance.now() by default. */
  now?: () => number;
}

const number = (n: number) => n.toLocaleString("en-US");

/** Seconds as `42s`, `3m05s` or `1h02m`. */
export function formatDuration(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/** One frame: `[#########...............] 412/1,000 games  183 games/s  ETA 4s`, at most `columns - 1` wide. */
export function progressFrame(done: number, total: number, unit: string, elapsedMs: number, columns = 80): string {
  const rate = elapsedMs > 0 ? done / (elapsedMs / 1000) : 0;
  const speed = done > 0 ? `${number(Math.round(rate))} ${unit}/s` : `– ${unit}/s`;
  const eta = done >= total ? "ETA 0s" : done > 0 ? `ETA ${formatDuration((total - done) / rate)}` : "ETA –";
  const stats = `${number(done)}/${number(total)} ${unit}  ${speed}  ${eta}`;
  const room = columns - 1 - stats.length - 3;
  const width = Math.min(BAR_WIDTH, room);
  if (width < 5) return stats.slice(0, Math.max(0, columns - 1));
  const filled = Math.round((Math.min(done, total) / total) * width);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${stats}`;
}

export class ProgressLine {
  private done = 0;
  private shown = "";
  private started: number;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly now: () => number;

  constructor(private readonly options: ProgressOptions) {
    this.now = options.now ?? (() => performance.now());
    this.started = this.now();
    this.timer = setInterval(() => this.draw(), FRAME_MS);
    this.timer.unref?.();
  }

  /** The counted work starts now: the rate and the time left are reckoned from here. */
  begin(): void {
    this.started = this.now();
  }

  /** Record how many are done; the next frame shows it. */
  update(done: number): void {
    this.done = done;
  }

  private draw(): void {
    const frame = progressFrame(this.done, this.options.total, this.options.unit, this.now() - this.started, this.options.columns);
    if (frame === this.shown) return;
    this.options.write(`\r${frame}\x1b[K`);
    this.shown = frame;
  }

  /** Print a line of news above the bar (erased first, drawn again at the next frame). */
  print(line: string): void {
    this.options.write(`${this.shown ? "\r\x1b[2K" : ""}${line}\n`);
    this.shown = "";
  }

  /** Stop drawing and erase the line, leaving the cursor where the line began. */
  stop(): void {
    clearInterval(this.timer);
    if (this.shown) this.options.write("\r\x1b[2K");
    this.shown = "";
  }
}
