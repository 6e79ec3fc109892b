// The ready loaders for `extends`: the bundled variants without a file system (pure: the
// playground's editor and workers use it), and variant files on disk (Node: the CLI's), which
// keeps a parent inside the child's folder, the bundled variants or the allowed folders, and
// reads regular files only.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedVariantTextFiles } from "../../scripts/gen-variant-texts-files.js";
import {
  bundledVariantLoader,
  bundledVariantTexts,
  compile,
  readTextFile,
  TextFileError,
  variantFileLoader,
  variantTextLoader,
} from "../../index.js";
import { miniVariant } from "../support/variants.js";

const bundled = readdirSync("variants").filter((f) => f.endsWith(".risk"));

describe("bundledVariantLoader (pure)", () => {
  for (const [path, text] of Object.entries(generatedVariantTextFiles())) {
    it(`${path} is up to date (run \`npm run gen\`)`, () => {
      expect(readFileSync(path, "utf8")).toBe(text);
    });
  }

  it("holds every bundled variant's text, by file name", () => {
    expect(Object.keys(bundledVariantTexts).sort()).toEqual([...bundled].sort());
    for (const file of bundled) expect(bundledVariantTexts[file]).toBe(readFileSync(`variants/${file}`, "utf8"));
  });

  it("compiles every bundled variant to the IR the file loader gives (the parents are the same texts)", () => {
    for (const file of bundled) {
      const text = readFileSync(`variants/${file}`, "utf8");
      const pure = compile(text, { fileName: file, loadVariant: bundledVariantLoader() });
      const files = compile(text, { fileName: `variants/${file}`, loadVariant: variantFileLoader() });
      expect(
        pure.diagnostics.filter((d) => d.severity === "error"),
        file,
      ).toEqual([]);
      expect(pure.ir, file).toEqual(files.ir);
    }
  });

  it("finds `classic` and `classic.risk`, named as in the package, and nothing with a folder or an object's own names", () => {
    const load = bundledVariantLoader();
    expect(load("classic", "mine.risk")).toEqual({ fileName: "variants/classic.risk", text: bundledVariantTexts["classic.risk"] });
    expect(load("classic.risk", "mine.risk")).toEqual(load("classic", "mine.risk"));
    for (const name of ["../variants/classic", "variants/classic", "..\\classic", "nowhere", "__proto__", "constructor", "toString"])
      expect(load(name, "mine.risk"), name).toBeUndefined();
  });

  it("variantTextLoader: a variant extending another from a record of texts (a browser's own files)", () => {
    const texts = { "base.risk": miniVariant };
    const r = compile(`variant "Child" extends "base" {\n  players 3..4\n}\n`, { loadVariant: variantTextLoader(texts, "mine") });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.ir!.players).toEqual({ min: 3, max: 4 });
    expect(r.sources["mine/base.risk"]).toBe(miniVariant);
  });

  it("compiler/ outside compiler/node/ touches no file system (no node: import, no import of compiler/node/)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === "node" ? [] : files(join(dir, e.name))) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
      );
    const offenders = files("compiler").filter((f) => /from "node:|from "[^"]*\/node\/|import\("node:/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("variantFileLoader (Node)", () => {
  const root = mkdtempSync(join(tmpdir(), "riskc-loader-"));
  const project = join(root, "project");
  const elsewhere = join(root, "elsewhere");
  mkdirSync(join(project, "bases"), { recursive: true });
  mkdirSync(elsewhere);
  const write = (dir: string, name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const child = write(project, "child.risk", 'variant "Child" extends "x" { }\n');
  write(project, "base.risk", miniVariant);
  write(join(project, "bases"), "base2.risk", miniVariant);
  const shared = write(elsewhere, "shared.risk", miniVariant);
  symlinkSync(shared, join(project, "linked.risk"));
  mkdirSync(join(project, "folder.risk"));
  execFileSync("mkfifo", [join(project, "pipe.risk")]);

  it("loads a parent beside the child, in a subfolder, and a bundled variant", () => {
    const load = variantFileLoader();
    expect(load("base", child)).toMatchObject({ text: miniVariant });
    expect(load("bases/base2.risk", child)).toMatchObject({ text: miniVariant });
    expect(load("classic", child)).toMatchObject({ text: readFileSync("variants/classic.risk", "utf8") });
    expect(load("nowhere", child)).toBeUndefined();
  });

  it("refuses a parent outside the child's folder (a path, `..`, a link out of it) unless its folder is allowed", () => {
    const load = variantFileLoader();
    for (const name of [shared.replace(/\.risk$/, ""), "../elsewhere/shared", "linked"]) {
      const r = load(name, child);
      expect(r, name).toMatchObject({ refused: expect.stringContaining("is outside the folder of") });
      expect((r as { refused: string }).refused).toContain("`allowPaths`");
    }
    const allowed = variantFileLoader({ allowPaths: [elsewhere], allowHint: "pass --allow-path <folder>" });
    expect(allowed("../elsewhere/shared", child)).toMatchObject({ text: miniVariant });
    expect(allowed("linked", child)).toMatchObject({ text: miniVariant });
    expect(variantFileLoader({ allowHint: "pass --allow-path <folder>" })("linked", child)).toMatchObject({
      refused: expect.stringContaining("pass --allow-path <folder>"),
    });
  });

  it("reads regular files only: a folder or a named pipe is refused without being read", () => {
    const load = variantFileLoader();
    expect(load("folder", child)).toMatchObject({ refused: expect.stringContaining("is a directory") });
    expect(load("pipe", child)).toMatchObject({ refused: expect.stringContaining("is not a regular file (a named pipe)") });
  });

  it("readTextFile says why with a stable code", () => {
    const codeOf = (path: string) => {
      try {
        readTextFile(path);
        return "read";
      } catch (error) {
        return error instanceof TextFileError ? error.code : String(error);
      }
    };
    expect(codeOf(join(project, "base.risk"))).toBe("read");
    expect(codeOf(join(project, "missing.risk"))).toBe("not-found");
    expect(codeOf(join(project, "folder.risk"))).toBe("directory");
    expect(codeOf(join(project, "pipe.risk"))).toBe("not-regular");
  });
});
