// A digest of a compiled variant: parts of a run (shards, queue jobs) carry it, so that parts of
// different variants or parameter values are never merged into one report.
import { createHash } from "node:crypto";
import type { Variant } from "../compiler/index.js";

export function fingerprint(ir: Variant): string {
  return createHash("sha256").update(JSON.stringify(ir)).digest("hex").slice(0, 16);
}
