// Types of bundle-freshness.js, which is plain JavaScript because bin/riskc.js loads it before any
// TypeScript loader.
export const MANIFEST: string;
export const BUILD_INPUTS: readonly string[];
export interface BundleManifest {
  version: number;
  /** Each file the bundle was built from (relative to the clone, with `/`) → its content's SHA-1. */
  files: Record<string, string>;
}
export function writeBundleManifest(root: string, outDir: string, files: Iterable<string>): BundleManifest;
/** Why dist/ is not the bundle of the sources in `root`, or undefined when it is. */
export function staleness(root: string): string | undefined;
export function bundleIsFresh(root: string): boolean;
