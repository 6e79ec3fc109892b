// The CLI's contact with the file system and the terminal. Everything else is pure.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { VariantLoader } from "../compiler/index.js";
import { readTextFile as readLibraryTextFile, TextFileError, variantFileLoader } from "../compiler/node/index.js";

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

/**
 * Read a file the CLI is given (a variant, a position, a summary): the library's checks (a
 * regular file, at most 16 MB), its refusals as usage errors. Parents named by `extends` are
 * read by the library's variantFileLoader the same way.
 */
export function readTextFile(path: string): string {
  try {
    return readLibraryTextFile(path);
  } catch (error) {
    if (error instanceof TextFileError) throw new UsageError(error.message);
    throw error;
  }
}

/** `extends`: the library's file loader, with `--allow-path` folders and its advice in the CLI's words. */
export function variantLoader(allowPaths: readonly string[] = []): VariantLoader {
  return variantFileLoader({ allowPaths, allowHint: "pass --allow-path <folder> to allow parents from there" });
}

/** Write a file so that a reader sees the old content or the new, never half of it. */
export function writeFileAtomic(path: string, text: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const fd = openSync(temp, "w");
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new UsageError(`cannot write \`${path}\`: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
