// The CLI's contact with the terminal, and its user-facing failure. Files are in files.ts, so that
// a command that reads none (`--help`, `explain`) loads no file code.

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress bars are drawn only then. */
  interactive: boolean;
  /** Whether to colour diagnostics (flags, NO_COLOR/FORCE_COLOR, a terminal: see terminal.ts). */
  color?: boolean;
  /** The terminal's width, so a progress line never wraps. */
  columns?: number;
  /** stdin's lines, opened when a command reads them (`riskc play --human`). */
  lines?: () => AsyncIterable<string>;
}

/** A user-facing failure: printed as `error: message`, exit code 2 (usage or I/O). */
export class UsageError extends Error {}
