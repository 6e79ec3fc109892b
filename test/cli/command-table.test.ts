// The command table: each command's code is loaded only when it runs, and a missing peer
// dependency (prettier) is a usage error that says how to install it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commandTable, withPrettier } from "../../cli/command-table.js";
import { UsageError } from "../../cli/io.js";

describe("the command table", () => {
  it("imports no command module up front: only types, and each module inside its entry's run", () => {
    const text = readFileSync("cli/command-table.ts", "utf8");
    const staticImports = [...text.matchAll(/^import (?!type )[^;]*from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(staticImports.sort()).toEqual(["../bots/defaults.js", "./io.js", "commander"]);
    // The bots' default comes from a module that imports nothing itself.
    expect(readFileSync("bots/defaults.ts", "utf8")).not.toMatch(/^import /m);
    for (const { name } of commandTable)
      expect(text, name).toContain(name === "completion" ? `import("./completion.js")` : `import("./commands/${name}.js")`);
  });

  it("names every command once", () => {
    const names = commandTable.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      "check",
      "compile",
      "map",
      "import",
      "export",
      "odds",
      "simulate",
      "play",
      "replay",
      "compare",
      "sweep",
      "worker",
      "merge",
      "bots",
      "fmt",
      "lsp",
      "explain",
      "completion",
    ]);
  });

  it("withPrettier turns Node's missing-package error for prettier into a usage error with the fix", async () => {
    const missing = (specifier: string) =>
      Object.assign(new Error(`Cannot find package '${specifier}' imported from /p/node_modules/riskc/dist/formatter-x.js`), {
        code: "ERR_MODULE_NOT_FOUND",
      });
    const fail = (error: Error) => () => Promise.reject(error);
    const error = await withPrettier("fmt", fail(missing("prettier"))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      "`riskc fmt` needs prettier 3, a peer dependency of riskc that is not installed here: run `npm install --save-dev prettier@3`",
    );
    // Anything else is not hidden: another missing package, another error.
    await expect(withPrettier("fmt", fail(missing("chevrotain")))).rejects.toThrow("Cannot find package 'chevrotain'");
    await expect(withPrettier("fmt", fail(new TypeError("boom")))).rejects.toThrow(TypeError);
    expect(await withPrettier("fmt", async () => 42)).toBe(42);
  });
});
