// The CLI against hostile files and options: `extends` cannot reach outside the child's folder
// (and print a secret's lines) without --allow-path; parents get the main file's checks (no
// FIFO that blocks, no device that never ends); a BOM is accepted; fmt keeps CRLF; --bots and
// --set refuse empty and reserved names.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { miniVariant } from "../support/variants.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

const root = mkdtempSync(join(tmpdir(), "riskc-hostile-"));
const project = join(root, "project");
const elsewhere = join(root, "elsewhere");
mkdirSync(project);
mkdirSync(elsewhere);
const write = (dir: string, name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const child = (parent: string) => `variant "Child" extends ${JSON.stringify(parent)} { }\n`;
const secret = write(elsewhere, "secret.risk", 'variant "Secret" {\n  players 2..4 TOP-SECRET-LINE\n}\n');

describe("extends stays in the child's folder", () => {
  it("refuses an absolute path and `..` out of the folder, and prints no line of the file", async () => {
    for (const parent of [secret.replace(/\.risk$/, ""), "../elsewhere/secret"]) {
      const r = await riskc("check", write(project, "child.risk", child(parent)));
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("error[RISK2012]: cannot find the variant");
      expect(r.stderr).toContain("is outside the folder of");
      expect(r.stderr).toContain("pass --allow-path <folder>");
      expect(r.stderr).not.toContain("TOP-SECRET-LINE");
    }
  });

  it("refuses a link in the folder that points out of it", async () => {
    symlinkSync(secret, join(project, "linked.risk"));
    const r = await riskc("check", write(project, "via-link.risk", child("linked")));
    expect(r.stderr).toContain("is outside the folder of");
    expect(r.stderr).not.toContain("TOP-SECRET-LINE");
  });

  it("loads a parent beside the child, one in a subfolder, a bundled variant, and one from an --allow-path folder", async () => {
    mkdirSync(join(project, "bases"), { recursive: true });
    write(project, "base.risk", miniVariant);
    write(join(project, "bases"), "base2.risk", miniVariant);
    expect((await riskc("check", write(project, "a.risk", child("base")))).code).toBe(0);
    expect((await riskc("check", write(project, "b.risk", child("bases/base2")))).code).toBe(0);
    expect((await riskc("check", write(project, "c.risk", child("classic")))).code).toBe(0);
    write(elsewhere, "shared.risk", miniVariant);
    const outside = write(project, "d.risk", child("../elsewhere/shared"));
    expect((await riskc("check", outside)).code).toBe(1);
    expect((await riskc("check", outside, "--allow-path", elsewhere)).code).toBe(0);
  });

  it("gives a parent the main file's checks: a device or a FIFO is refused at once, without reading it", async () => {
    symlinkSync("/dev/zero", join(project, "zero.risk"));
    const zero = await riskc("check", write(project, "z.risk", child("zero")), "--allow-path", "/dev");
    expect(zero.code).toBe(1);
    expect(zero.stderr).toContain("is not a regular file (a device)");
    execFileSync("mkfifo", [join(project, "pipe.risk")]);
    const fifo = await riskc("check", write(project, "p.risk", child("pipe")));
    expect(fifo.stderr).toContain("is not a regular file (a named pipe)");
    // The main file too.
    expect(await riskc("check", join(project, "pipe.risk"))).toMatchObject({ code: 2 });
  });
});

describe("file encodings", () => {
  it("accepts a file that starts with a UTF-8 byte order mark", async () => {
    const path = join(project, "bom.risk");
    writeFileSync(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(miniVariant)]));
    expect(await riskc("check", path)).toMatchObject({ code: 0 });
  });

  it("fmt --write keeps CRLF line endings (and the BOM)", async () => {
    const canonical = 'variant "Mini" {\n  players 2..4\n}\n';
    const crlf = write(project, "crlf.risk", '\ufeffvariant "Mini" {\r\n  players   2..4 }\r\n');
    expect((await riskc("fmt", "--write", crlf)).code).toBe(0);
    const written = readFileSync(crlf, "utf8");
    expect(written).toBe(`\ufeff${canonical.replace(/\n/g, "\r\n")}`);
    expect((await riskc("fmt", "--check", crlf)).code).toBe(0);
  });
});

describe("--bots and --set refuse empty and reserved names", () => {
  const mini = write(project, "mini.risk", miniVariant);
  it("--bots", async () => {
    expect(await riskc("simulate", mini, "--games", "1", "--bots", ",,,")).toMatchObject({
      code: 2,
      stderr: "error: --bots names no bot (`,,,`); bots: greedy, random, turtle, bully, hoarder, racer, vulture, search\n",
    });
    expect((await riskc("simulate", mini, "--games", "1", "--bots", "greedy,,random")).stderr).toBe(
      "error: --bots has an empty name in `greedy,,random`; bots: greedy, random, turtle, bully, hoarder, racer, vulture, search\n",
    );
    for (const name of ["__proto__", "constructor", "prototype", "toString"])
      expect(await riskc("simulate", mini, "--games", "1", "--bots", name)).toMatchObject({
        code: 2,
        stderr: `error: unknown bot \`${name}\`; bots: greedy, random, turtle, bully, hoarder, racer, vulture, search\n`,
      });
  });

  it("--set", async () => {
    for (const name of ["__proto__", "constructor", "prototype"])
      expect(await riskc("check", mini, "--set", `${name}=1`)).toMatchObject({
        code: 2,
        stderr: `error: --set: \`${name}\` is a reserved name, not a parameter\n`,
      });
    expect(await riskc("check", mini, "--set", "=1")).toMatchObject({ code: 2, stderr: "error: --set takes name=value, not `=1`\n" });
  });
});
