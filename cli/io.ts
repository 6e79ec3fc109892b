// The CLI's contact with the file system and the terminal. Everything else is pure.
import { closeSync, constants, existsSync, fsyncSync, openSync, readSync, realpathSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import type { Stats } from "node:fs";
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

/**
 * Read a variant file: a regular file (never a FIFO, a device or a directory, which would block or
 * never end), at most 16 MB, read only that far even if it grows meanwhile. Every file the CLI
 * compiles goes through here: the one named on the command line and every parent it extends.
 * `kind` names the file in messages (`a map file`).
 */
export function readTextFile(path: string, kind = "variant file"): string {
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new UsageError(`\`${path}\` is a directory, not a ${kind}`);
    if (!stat.isFile()) throw new UsageError(`\`${path}\` is not a regular file (${kindOf(stat)}), so it cannot be a ${kind}`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(code === "ENOENT" ? `cannot read \`${path}\`: no such file` : `cannot read \`${path}\`: ${code ?? String(error)}`);
  }
  if (size > MAX_FILE_BYTES) throw new UsageError(`\`${path}\` is ${(size / 1048576).toFixed(1)} MB; ${kind}s are at most 16 MB`);
  try {
    const bytes = readAtMost(path, MAX_FILE_BYTES + 1);
    if (bytes.length > MAX_FILE_BYTES) throw new UsageError(`\`${path}\` grew past 16 MB while it was read; ${kind}s are at most 16 MB`);
    return bytes.toString("utf8");
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read \`${path}\`: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return "a named pipe";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSocket()) return "a socket";
  return "not a file";
}

/** Read up to `limit` bytes; O_NONBLOCK so that a file swapped for a FIFO after the check cannot block. */
function readAtMost(path: string, limit: number): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    while (total < limit) {
      const chunk = Buffer.alloc(Math.min(1 << 20, limit - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
    }
    return Buffer.concat(chunks);
  } finally {
    closeSync(fd);
  }
}

const inside = (dir: string, path: string) => {
  const rel = relative(dir, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
};

function realOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * `extends "name"`: a file in the child's folder (name or name.risk), else a bundled variant.
 * A parent outside the child's folder (an absolute path, `..`, or a link pointing out of it) is
 * refused unless it lies in a folder given with `--allow-path`: a variant from elsewhere must not
 * be able to pull in, and print lines of, any file on the machine.
 */
export function variantLoader(allowPaths: readonly string[] = []): NonNullable<CompileOptions["loadVariant"]> {
  const allowed = allowPaths.map((p) => realOrSame(resolve(p)));
  return (name, from) => {
    const withExtension = name.endsWith(".risk") ? name : `${name}.risk`;
    const folder = realOrSame(dirname(resolve(from)));
    const beside = resolve(dirname(from), withExtension);
    const bundled = join(bundledVariantsDir, basename(withExtension));
    const candidates = [beside, ...(basename(withExtension) === withExtension ? [bundled] : [])];
    let refused: string | undefined;
    for (const path of candidates) {
      if (!existsSync(path)) continue;
      const real = realOrSame(path);
      const permitted = inside(folder, real) || inside(realOrSame(bundledVariantsDir), real) || allowed.some((dir) => inside(dir, real));
      if (!permitted) {
        refused = `\`${name}\` is outside the folder of ${displayPath(from)}; pass --allow-path <folder> to allow parents from there`;
        continue;
      }
      try {
        return { fileName: displayPath(path), text: readTextFile(path) };
      } catch (error) {
        refused = error instanceof UsageError ? error.message : String(error);
      }
    }
    return refused !== undefined ? { refused } : undefined;
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
