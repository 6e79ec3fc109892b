// The language service's host on Node: files read from disk by `file:` URI, the bundled variants
// of a folder (read-only), and the variant files under the workspace's folders.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { WorkspaceHost } from "../index.js";

/** Larger files are not read: the compiler refuses a variant over 1 MB anyway. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** How many variant files of the workspace are listed, and how deep the folders are walked. */
const MAX_LISTED = 2000;
const MAX_DEPTH = 8;
const LIST_FRESH_MS = 5000;

export function readFileUri(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    const path = fileURLToPath(uri);
    const stat = statSync(path);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return undefined;
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** The `.risk` files under `roots`, skipping hidden folders, node_modules and build output. */
function variantFiles(roots: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > MAX_DEPTH || found.length >= MAX_LISTED) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (found.length >= MAX_LISTED) return;
      if (e.isDirectory() && !e.name.startsWith(".") && e.name !== "node_modules" && e.name !== "dist") walk(join(dir, e.name), depth + 1);
      else if (e.isFile() && e.name.endsWith(".risk")) found.push(pathToFileURL(join(dir, e.name)).href);
    }
  };
  for (const root of roots) walk(root, 0);
  return found;
}

export interface FileHostOptions {
  /** The folder holding the bundled variants (`classic.risk`...). */
  bundledDir: string;
  /** The workspace's folders, as the editor gives them (URIs); read when files are listed. */
  roots: () => readonly string[];
  logError: (message: string) => void;
}

export function fileHost(options: FileHostOptions): WorkspaceHost {
  const bundled: Record<string, string> = {};
  if (existsSync(options.bundledDir))
    for (const f of readdirSync(options.bundledDir)
      .filter((f) => f.endsWith(".risk"))
      .sort())
      bundled[f] = pathToFileURL(join(options.bundledDir, f)).href;
  let listed: { at: number; files: string[] } | undefined;
  return {
    bundled,
    readFile: readFileUri,
    listFiles: () => {
      if (!listed || Date.now() - listed.at > LIST_FRESH_MS) {
        const roots = options.roots().flatMap((uri) => (uri.startsWith("file:") ? [fileURLToPath(uri)] : []));
        const bundledPaths = new Set(Object.values(bundled));
        listed = { at: Date.now(), files: variantFiles(roots).filter((f) => !bundledPaths.has(f)) };
      }
      return listed.files;
    },
    logError: options.logError,
  };
}
