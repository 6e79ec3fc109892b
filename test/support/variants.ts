// Compiling test inputs: the bundled variants, fixtures, and small inline variants.
import { readdirSync, readFileSync } from "node:fs";
import { compile, type CompileResult, type Variant } from "../../compiler/index.js";
import { variantFileLoader } from "../../compiler/node/index.js";
import { createGame, type Game } from "../../engine/index.js";

export function compileText(text: string, overrides: Record<string, string> = {}, fileName = "test.risk"): CompileResult {
  return compile(text, { fileName, loadVariant: variantFileLoader(), overrides });
}

export function compileFileAt(path: string, overrides: Record<string, string> = {}): CompileResult {
  return compileText(readFileSync(path, "utf8"), overrides, path);
}

/** The IR of a variant that must compile without errors. */
export function irOf(text: string, overrides: Record<string, string> = {}): Variant {
  const result = compileText(text, overrides);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (!result.ir) throw new Error(`expected a clean compile, got: ${errors.map((d) => `${d.code} ${d.message}`).join("; ")}`);
  return result.ir;
}

export function classicIr(overrides: Record<string, string> = {}): Variant {
  return irOf(readFileSync("variants/classic.risk", "utf8"), overrides);
}

export function classicGame(overrides: Record<string, string> = {}): Game {
  return createGame(classicIr(overrides));
}

/** The bundled variants' names (variants/*.risk), sorted. */
export const bundledVariants: readonly string[] = readdirSync("variants")
  .filter((f) => f.endsWith(".risk"))
  .map((f) => f.slice(0, -".risk".length))
  .sort();

/** A bundled variant ready to play. */
export function bundledGame(name: string, overrides: Record<string, string> = {}): Game {
  return createGame(irOf(readFileSync(`variants/${name}.risk`, "utf8"), overrides));
}

/** A tiny standalone variant; `patch` edits its text (sed-like) for one test. */
export const miniVariant = `variant "Mini" {
  players 2..4
  map {
    territories { A, B, C, D }
    continent North bonus 2 { A, B }
    continent South bonus 1 { C, D }
    borders {
      A -- B, C
      C -- D
    }
  }
  setup {
    armies by players { 2: 10, 3: 8, 4: 6 }
  }
  turn {
    phase reinforce {
      receive max(3, floor(count(territories owned) / 3))
      place
    }
    phase attack {
      attack
    }
  }
  combat {
    attacker dice 1..3 leave 1
    defender dice 1..2
  }
  end {
    win "domination" when count(territories owned) == count(territories)
  }
}
`;

export function mini(...edits: [string | RegExp, string][]): string {
  return edits.reduce((text, [from, to]) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`mini(): ${String(from)} not found`);
    return next;
  }, miniVariant);
}

export function codesOf(result: CompileResult): string[] {
  return result.diagnostics.map((d) => d.code);
}
