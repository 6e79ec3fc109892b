// `riskc completion bash|zsh|fish`: scripts generated from the program, so every command and
// option of the command table is in each; the bash one is run in a real bash.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import { afterAll, describe, expect, it } from "vitest";
import { commandTable } from "../../cli/command-table.js";
import { run } from "../../cli/riskc.js";

async function completion(shell: string) {
  let stdout = "";
  let stderr = "";
  const code = await run(["completion", shell], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

/** The long flags of each command, from the same table the program is built from. */
function flagsByCommand(): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  for (const entry of commandTable) {
    const command = entry.define(new Command(entry.name));
    flags.set(
      entry.name,
      command.options.map((o) => o.long!),
    );
  }
  return flags;
}

const workspace = mkdtempSync(join(tmpdir(), "riskc-completion-"));
mkdirSync(join(workspace, "variants"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));
for (const name of ["variants/classic.risk", "variants/castle.risk", "variants/notes.txt", "out.json"]) writeFileSync(join(workspace, name), "");

/** What bash offers for `words` (the last one being completed), with the script loaded. */
async function bashComplete(...words: string[]): Promise<string[]> {
  const script = (await completion("bash")).stdout;
  const line = ["riskc", ...words];
  const quoted = line.map((w) => `'${w}'`).join(" ");
  const probe = `${script}\nCOMP_WORDS=(${quoted}); COMP_CWORD=${line.length - 1}; _riskc; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync("bash", ["--norc", "--noprofile", "-c", probe], { cwd: workspace, encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout.split("\n").filter(Boolean).sort();
}

describe("riskc completion", () => {
  it("bash completes commands, options, choices and variant files", async () => {
    expect(await bashComplete("c")).toEqual(["check", "compare", "compile", "completion"]);
    expect(await bashComplete("--no")).toEqual(["--no-color"]);
    expect(await bashComplete("simulate", "--w")).toEqual(["--workers"]);
    expect(await bashComplete("--no-color", "simulate", "x.risk", "--ma")).toEqual(["--max-rounds"]);
    expect(await bashComplete("completion", "")).toEqual(["bash", "fish", "zsh"]);
    expect(await bashComplete("check", "variants/c")).toEqual(["variants/castle.risk", "variants/classic.risk"]);
    expect(await bashComplete("compile", "-o", "o")).toEqual(["out.json"]);
    expect(await bashComplete("simulate", "--games", "")).toEqual([]);
    expect(await bashComplete("help", "si")).toEqual(["simulate"]);
  });

  it("each script names every command and every option of the command table", async () => {
    const flags = flagsByCommand();
    const scripts = {
      bash: (await completion("bash")).stdout,
      zsh: (await completion("zsh")).stdout,
      fish: (await completion("fish")).stdout,
    };
    for (const [shell, script] of Object.entries(scripts)) {
      for (const [name, longFlags] of flags) {
        expect(script, `${shell}: ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
        for (const flag of longFlags) {
          const written = shell === "fish" ? `-l ${flag.slice(2)} ` : flag;
          expect(script, `${shell}: ${name} ${flag}`).toContain(written);
        }
      }
    }
  });

  it("zsh and fish scripts have the shape their shells load", async () => {
    const zsh = (await completion("zsh")).stdout;
    expect(zsh.startsWith("#compdef riskc\n")).toBe(true);
    expect(zsh).toContain(`'(-o --output)'{-o,--output}'[write the IR to a file (atomically) instead of stdout]:output:_files'`);
    expect(zsh).toContain(`'*--set[override a parameter of the variant (repeatable)]:set: '`);
    expect(zsh).toContain(`'1:completion argument:(bash zsh fish)'`);
    expect(zsh).toContain(`'*:check argument:_files -g "*.risk"'`);
    const fish = (await completion("fish")).stdout;
    expect(fish).toContain("complete -c riskc -n __fish_use_subcommand -a simulate -d 'play bot games and print the balance report'");
    expect(fish).toContain("complete -c riskc -n '__fish_seen_subcommand_from compile' -s o -l output -r -F -d");
    expect(fish).toContain("complete -c riskc -n '__fish_seen_subcommand_from completion' -x -a 'bash zsh fish'");
  });

  it("an unknown shell is a usage error", async () => {
    const r = await completion("tcsh");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Allowed choices are bash, zsh, fish");
  });
});
