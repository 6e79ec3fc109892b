#!/usr/bin/env node
// The `riskc` binary. Installed from the package it runs the compiled CLI, dist/cli.js. In a clone
// of the repository, where the TypeScript sources are, it runs them through tsx (a devDependency),
// so development never needs a build and never runs a stale one.
import { existsSync } from "node:fs";

const sources = new URL("../cli/main.ts", import.meta.url);
if (existsSync(sources)) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(sources.href);
} else {
  await import("../dist/cli.js");
}
