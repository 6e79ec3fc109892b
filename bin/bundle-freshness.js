// Whether dist/ is still the bundle of the sources in this clone. `npm run build:lib` (and the
// quicker `build:bundle`) writes dist/bundle-manifest.json: every project file the bundle was built
// from, with a hash of its content. bin/riskc.js runs the bundle only while every one of those
// files still has that hash, so a clone runs at the speed of the package and never a stale bundle.
// Plain JavaScript with no dependencies: bin/riskc.js loads it before any TypeScript loader.
//
// As a command, `node bin/bundle-freshness.js` exits 0 when the bundle is fresh, 1 when not.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const MANIFEST = "bundle-manifest.json";
const MANIFEST_VERSION = 1;

/** Files outside the module graph that still decide what the bundle holds. */
export const BUILD_INPUTS = ["package.json", "package-lock.json", "vite.lib.config.ts", "scripts/build-lib.ts"];

function hashOf(path) {
  return createHash("sha1").update(readFileSync(path)).digest("hex");
}

/** The manifest of a bundle built from `files` (absolute paths or paths relative to `root`). */
export function writeBundleManifest(root, outDir, files) {
  const hashes = {};
  for (const file of [...files].sort()) {
    const rel = relative(root, join(root, file)).split(sep).join("/");
    hashes[rel] = hashOf(join(root, rel));
  }
  const manifest = { version: MANIFEST_VERSION, files: hashes };
  writeFileSync(join(outDir, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

/**
 * Why the bundle in `root/dist` is not the bundle of the sources in `root`, or undefined when it
 * is: no manifest, a manifest of another format, or a file missing or changed since the build.
 */
export function staleness(root) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, "dist", MANIFEST), "utf8"));
  } catch {
    return "no bundle manifest (dist/ was not built from this clone)";
  }
  if (manifest?.version !== MANIFEST_VERSION || typeof manifest.files !== "object") return "a bundle manifest of another format";
  const files = Object.entries(manifest.files);
  if (files.length === 0) return "an empty bundle manifest";
  for (const [file, hash] of files) {
    let now;
    try {
      now = hashOf(join(root, file));
    } catch {
      return `${file} is gone`;
    }
    if (now !== hash) return `${file} changed since the bundle was built`;
  }
  return undefined;
}

export const bundleIsFresh = (root) => staleness(root) === undefined;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const why = staleness(fileURLToPath(new URL("..", import.meta.url)));
  if (why !== undefined && !process.argv.includes("--quiet")) console.error(`dist/ is stale: ${why}`);
  process.exit(why === undefined ? 0 : 1);
}
