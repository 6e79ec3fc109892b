// When the printer goes wrong, nothing is formatted. prettier's `format` is wrapped here so that a
// test can damage what the printer returns (or make it throw), as a printer bug would; the real
// formatRisk, the real prettier plugin and the real `riskc fmt` must then refuse with RISK9002,
// say where, and leave the text — and the file, byte for byte — as it was.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { run } from "../../cli/riskc.js";
import { formatRisk, FormatMeaningError, FormatSyntaxError, parsers } from "../../compiler/format/index.js";

const damage = vi.hoisted(() => ({ current: undefined as ((printed: string) => string) | undefined }));

vi.mock("prettier/standalone", async (importOriginal) => {
  const prettier = await importOriginal<typeof import("prettier/standalone")>();
  const format: typeof prettier.format = async (text, options) => {
    const printed = await prettier.format(text, options);
    return damage.current ? damage.current(printed) : printed;
  };
  return { ...prettier, format, default: { ...prettier, format } };
});

afterEach(() => {
  damage.current = undefined;
});

const messy = 'variant "V" {players 2..4\n  // the only objective\n  objectives { objective "Alone" when seat == 1 }}\n';

async function refusal(text: string): Promise<FormatMeaningError> {
  const error = await formatRisk(text).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FormatMeaningError);
  return error as FormatMeaningError;
}

describe("formatRisk refuses what would change the meaning (RISK9002)", () => {
  it("a lost name: the error points at the objective in the original", async () => {
    damage.current = (printed) => printed.replace('"Alone" ', "");
    const error = await refusal(messy);
    expect(error.code).toBe("RISK9002");
    expect(error.diagnostic.message).toContain("the formatter cannot format this text without changing it: the formatted text would not read");
    expect(messy.slice(error.diagnostic.span.start, error.diagnostic.span.end)).toBe('objective "Alone" when seat == 1');
    expect(error.loc.start).toEqual({ line: 3, column: 16 });
  });

  it("a lost comment, a changed number, a printer that throws", async () => {
    damage.current = (printed) => printed.replace("// the only objective\n", "");
    expect((await refusal(messy)).diagnostic.message).toContain("the comment `// the only objective` would be lost");
    damage.current = (printed) => printed.replace("2..4", "2..5");
    expect((await refusal(messy)).diagnostic.message).toContain("Players.range.to: 4 would become 5");
    damage.current = () => {
      throw new Error('Comment "// the only objective" was not printed. Please report this error!');
    };
    const unprinted = await refusal(messy);
    expect(unprinted.diagnostic.message).toContain('the printer failed (Comment "// the only objective" was not printed. Please report this error!)');
    expect(messy.slice(unprinted.diagnostic.span.start, unprinted.diagnostic.span.end)).toBe("// the only objective");
  });

  it("the same printing with nothing damaged is handed back", async () => {
    expect(await formatRisk(messy)).toBe(
      'variant "V" {\n  players 2..4\n  // the only objective\n  objectives {\n    objective "Alone" when seat == 1\n  }\n}\n',
    );
  });

  it("never formats a text with a syntax error (RISK1001), nor an empty one (RISK1003)", async () => {
    await expect(formatRisk('variant "V" { players 2.. }')).rejects.toThrow(FormatSyntaxError);
    await expect(formatRisk('variant "V" { players 2.. }')).rejects.toMatchObject({ code: "RISK1001" });
    await expect(formatRisk("")).rejects.toMatchObject({ code: "RISK1003" });
  });

  it("the prettier plugin's parser checks before prettier prints, with prettier's options", async () => {
    const options = { printWidth: 100, tabWidth: 2, useTabs: false } as never;
    await expect(parsers["riskc"]!.parse(messy, options)).resolves.toMatchObject({ type: "root" });
    damage.current = (printed) => printed.replace('"Alone" ', "");
    await expect(parsers["riskc"]!.parse(messy, options)).rejects.toMatchObject({ code: "RISK9002", loc: { start: { line: 3, column: 16 } } });
  });
});

describe("riskc fmt keeps the file when the formatter would change it", () => {
  const dir = mkdtempSync(join(tmpdir(), "riskc-fmt-refusal-"));

  async function riskc(...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
    return { code, stdout, stderr };
  }

  for (const mode of ["--write", "--check", undefined]) {
    it(`fmt ${mode ?? "(to stdout)"}: exit 1, the diagnostic with its place, the file untouched, nothing printed`, async () => {
      const path = join(dir, `v${mode ?? ""}.risk`);
      writeFileSync(path, messy);
      const before = statSync(path).mtimeMs;
      damage.current = (printed) => printed.replace('"Alone" ', "");
      const r = await riskc("fmt", ...(mode ? [mode] : []), path);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain("error[RISK9002]: the formatter cannot format this text without changing it");
      expect(r.stderr).toContain(`--> ${path}:3:16`);
      expect(r.stderr).toContain("= help: this is a bug of the formatter: please report it with this file");
      expect(r.stderr).toContain(`${path}: not formatted; the file is unchanged\n`);
      expect(readFileSync(path, "utf8")).toBe(messy);
      expect(statSync(path).mtimeMs).toBe(before);
    });
  }

  it("the other files of the same run are still formatted", async () => {
    const good = join(dir, "good.risk");
    const bad = join(dir, "bad.risk");
    writeFileSync(good, 'variant "G" {players 2..4}\n');
    writeFileSync(bad, messy);
    damage.current = (printed) => printed.replace('"Alone" ', "");
    expect((await riskc("fmt", "--write", bad, good)).code).toBe(1);
    expect(readFileSync(good, "utf8")).toBe('variant "G" {\n  players 2..4\n}\n');
    expect(readFileSync(bad, "utf8")).toBe(messy);
  });
});
