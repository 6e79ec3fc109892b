#!/usr/bin/env node
// The `riskc` binary: the sources are TypeScript, run through tsx's loader.
import { register } from "tsx/esm/api";

register();
await import("../cli/main.ts");
