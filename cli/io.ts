// The CLI's contact with the file system and the terminal. Everything else is pure.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { CompileOptions, LoadedVariant } from "../compiler/index.js";

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal: progress bars are drawn only then. */
  interactive: boolean;
  /** Whether to colour diagnostics (flags, NO_COLOR/FORCE_COLOR, a terminal: see terminal.ts). */
  color?: boolean;
  /** The terminal's width, so a progress line never wraps. */
  columns?: number;
}

/** A user-facing failure: printed as `error: message`, exit code 2 (usage or I/O). */
export class UsageError extends Error {}

export const bundledVariantsDir = fileURLToPath(new URL("../variants/", import.meta.url));

const MAX_FILE_BYTES = 16 * 1024 * 1024;

export function readTextFile(path: string): string {
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new UsageError(`\`${path}\` is a directory, not a variant file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(code === "ENOENT" ? `cannot read \`${path}\`: no such file` : `cannot read \`${path}\`: ${code ?? String(error)}`);
  }
  if (size > MAX_FILE_BYTES) throw new UsageError(`\`${path}\` is ${(size / 1048576).toFixed(1)} MB; variant files are at most 16 MB`);
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read \`${path}\`: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/** `extends "name"`: a file beside the child (name or name.risk), else a bundled variant. */
export function variantLoader(): NonNullable<CompileOptions["loadVariant"]> {
  return (name: string, from: string): LoadedVariant | undefined => {
    const withExtension = name.endsWith(".risk") ? name : `${name}.risk`;
    const candidates = [resolve(dirname(from), withExtension), join(bundledVariantsDir, basename(withExtension))];
    for (const path of candidates) {
      try {
        return { fileName: displayPath(path), text: readFileSync(path, "utf8") };
      } catch {
        // try the next place
      }
    }
    return undefined;
  };
}

/** A path as a user would type it: relative to the working directory when inside it. */
function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
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
