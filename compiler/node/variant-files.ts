// Variant files on disk (Node only): reading a text file the way riskc reads every file it is
// given, and the loader for `extends` that finds parents beside the child, within the folders it
// is allowed, or among the bundled variants. The CLI reads through here; so may any Node tool.
import { closeSync, constants, existsSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import type { Stats } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { VariantLoader } from "../index.js";

/** Why a file cannot be read as a variant (or any input riskc reads): the code is stable, the message says which file. */
export class TextFileError extends Error {
  constructor(
    readonly code: "not-found" | "directory" | "not-regular" | "too-large" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "TextFileError";
  }
}

/**
 * The package's variants/ folder: beside dist/ in the package (the bundle's files all lie in
 * dist/), two folders up from this source file in a clone.
 */
export const bundledVariantsDir = fileURLToPath(new URL(import.meta.url.endsWith(".ts") ? "../../variants/" : "../variants/", import.meta.url));

const MAX_FILE_BYTES = 16 * 1024 * 1024;

/**
 * Read a text file: a regular file (never a FIFO, a device or a directory, which would block or
 * never end), at most 16 MB, read only that far even if it grows meanwhile. Throws TextFileError.
 * `kind` names the file in messages (`map file`).
 */
export function readTextFile(path: string, kind = "variant file"): string {
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new TextFileError("directory", `\`${path}\` is a directory, not a ${kind}`);
    if (!stat.isFile()) throw new TextFileError("not-regular", `\`${path}\` is not a regular file (${kindOf(stat)}), so it cannot be a ${kind}`);
    size = stat.size;
  } catch (error) {
    if (error instanceof TextFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new TextFileError("not-found", `cannot read \`${path}\`: no such file`);
    throw new TextFileError("unreadable", `cannot read \`${path}\`: ${code ?? String(error)}`);
  }
  if (size > MAX_FILE_BYTES) throw new TextFileError("too-large", `\`${path}\` is ${(size / 1048576).toFixed(1)} MB; ${kind}s are at most 16 MB`);
  try {
    const bytes = readAtMost(path, MAX_FILE_BYTES + 1);
    if (bytes.length > MAX_FILE_BYTES)
      throw new TextFileError("too-large", `\`${path}\` grew past 16 MB while it was read; ${kind}s are at most 16 MB`);
    return bytes.toString("utf8");
  } catch (error) {
    if (error instanceof TextFileError) throw error;
    throw new TextFileError("unreadable", `cannot read \`${path}\`: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
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

export interface VariantFileOptions {
  /** Folders parents may also be loaded from (the CLI's `--allow-path`). */
  allowPaths?: readonly string[];
  /** What a refusal of a parent outside the allowed folders tells the user to do. */
  allowHint?: string;
}

/**
 * `extends "name"`: a file in the child's folder (name or name.risk), else a bundled variant.
 * A parent outside the child's folder (an absolute path, `..`, or a link pointing out of it) is
 * refused unless it lies in one of `allowPaths`: a variant from elsewhere must not be able to
 * pull in, and print lines of, any file on the machine. Parents are read as readTextFile reads
 * (regular files only, at most 16 MB); a refusal is the loader's `refused`, never a throw.
 */
export function variantFileLoader(options: VariantFileOptions = {}): VariantLoader {
  const allowed = (options.allowPaths ?? []).map((p) => realOrSame(resolve(p)));
  const hint = options.allowHint ?? "list its folder in `allowPaths` to allow parents from there";
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
        refused = `\`${name}\` is outside the folder of ${displayPath(from)}; ${hint}`;
        continue;
      }
      try {
        return { fileName: displayPath(path), text: readTextFile(path) };
      } catch (error) {
        refused = error instanceof TextFileError ? error.message : String(error);
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
