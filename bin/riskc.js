#!/usr/bin/env node
// The `riskc` binary. Installed from the package it runs the compiled CLI, dist/cli.js. In a clone
// of the repository it runs the same bundle while the bundle is fresh — built from exactly the
// sources now in the clone (bin/bundle-freshness.js; `npm install` builds it) — and the
// TypeScript sources through tsx (a devDependency) when it is not, so a clone runs at the
// package's speed and never a stale bundle. RISKC_FROM_SOURCES=1 always runs the sources.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const sources = new URL("../cli/main.ts", import.meta.url);
const fresh = async () =>
  process.env.RISKC_FROM_SOURCES !== "1" && (await import("./bundle-freshness.js")).bundleIsFresh(fileURLToPath(new URL("..", import.meta.url)));
if (!existsSync(sources) || (await fresh())) {
  await import("../dist/cli.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(sources.href);
}
