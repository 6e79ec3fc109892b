// A clone runs the bundle only while it is the bundle of the sources in the clone (issue #25,
// point 10): bin/riskc.js asks bin/bundle-freshness.js, which holds dist/'s manifest of
// source hashes against the files. Tried on a small stand-in clone whose "bundle" and "sources"
// say which of them ran, so that no real build is needed.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleness, writeBundleManifest } from "../../bin/bundle-freshness.js";

const repo = resolve(import.meta.dirname, "../..");
let clone: string;

beforeEach(() => {
  clone = mkdtempSync(join(tmpdir(), "riskc-clone-"));
  for (const dir of ["bin", "scripts", "cli", "engine", "dist"]) mkdirSync(join(clone, dir));
  copyFileSync(join(repo, "bin/riskc.js"), join(clone, "bin/riskc.js"));
  copyFileSync(join(repo, "bin/bundle-freshness.js"), join(clone, "bin/bundle-freshness.js"));
  symlinkSync(join(repo, "node_modules"), join(clone, "node_modules"));
  writeFileSync(join(clone, "package.json"), '{ "type": "module" }\n');
  writeFileSync(join(clone, "cli/main.ts"), 'const from: string = "sources";\nconsole.log(from);\n');
  writeFileSync(join(clone, "engine/rules.ts"), "export const rule = 1;\n");
  writeFileSync(join(clone, "dist/cli.js"), 'console.log("bundle");\n');
});
afterEach(() => rmSync(clone, { recursive: true, force: true }));

const built = () => writeBundleManifest(clone, join(clone, "dist"), ["cli/main.ts", "engine/rules.ts"]);
const ran = (env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [join(clone, "bin/riskc.js")], { encoding: "utf8", env: { ...process.env, ...env } });
  expect(r.stderr).toBe("");
  return r.stdout.trim();
};

describe("the bundle a clone runs", () => {
  it("is the bundle while every file it was built from is unchanged", () => {
    built();
    expect(staleness(clone)).toBeUndefined();
    expect(ran()).toBe("bundle");
  });

  it("is the sources when no manifest says what the bundle was built from", () => {
    expect(staleness(clone)).toMatch(/no bundle manifest/);
    expect(ran()).toBe("sources");
  });

  it("is the sources once a file the bundle was built from changes or is gone", () => {
    built();
    writeFileSync(join(clone, "engine/rules.ts"), "export const rule = 2;\n");
    expect(staleness(clone)).toBe("engine/rules.ts changed since the bundle was built");
    expect(ran()).toBe("sources");
    built();
    rmSync(join(clone, "engine/rules.ts"));
    expect(staleness(clone)).toBe("engine/rules.ts is gone");
    expect(ran()).toBe("sources");
  });

  it("is the sources when RISKC_FROM_SOURCES=1, fresh or not", () => {
    built();
    expect(ran({ RISKC_FROM_SOURCES: "1" })).toBe("sources");
  });

  it("is the bundle where there are no sources: the installed package", () => {
    rmSync(join(clone, "cli"), { recursive: true });
    expect(ran()).toBe("bundle");
  });

  it("as a command, exits 0 when fresh and 1, saying why, when stale", () => {
    const check = () => spawnSync(process.execPath, [join(clone, "bin/bundle-freshness.js")], { encoding: "utf8" });
    expect(check().status).toBe(1);
    expect(check().stderr).toMatch(/dist\/ is stale: no bundle manifest/);
    built();
    expect(check().status).toBe(0);
  });
});
