// riskc import <map file> [-o out.risk] [--rules classic] [--from domination|conquest]: a
// Domination or Conquest map as a variant that plays it under another variant's rules. Every
// problem of the file is reported with its line; with an error, or when the result does not
// compile under the rules, nothing is written.
import { basename, dirname, extname, join, resolve } from "node:path";
import { compile, formatRisk, hasErrors, renderDiagnostics, summarize, type Ast } from "../../compiler/index.js";
import { boardCounts, hasMapErrors, mapFormats, readMapFile, riskText, type MapFormat, type RulesAttribute } from "../../maps/index.js";
import { compileFile } from "../compile-file.js";
import { readTextFile, variantLoader, writeFileAtomic } from "../files.js";
import { UsageError, type Io } from "../io.js";
import { countProblems, renderMapProblems } from "../map-problems.js";
import { renderFileDiagnostics } from "../variant-file.js";

export interface ImportOptions {
  output?: string;
  rules?: string;
  from?: string;
  name?: string;
  allowPath?: string[];
}

export async function runImport(file: string, options: ImportOptions, io: Io): Promise<number> {
  const from = options.from;
  if (from !== undefined && !mapFormats.includes(from as MapFormat)) throw new UsageError(`--from takes ${mapFormats.join(" or ")}, not \`${from}\``);
  const source = readTextFile(file, "map file");
  const read = readMapFile(source, from as MapFormat | undefined);
  renderMapProblems(file, read.problems, io, source);
  if (!read.board || hasMapErrors(read.problems)) {
    io.stderr(`${file}: ${countProblems(read.problems)}; nothing written\n`);
    return 1;
  }

  // `extends` is looked up beside the file written (or, on stdout, the working directory).
  const stem = basename(file, extname(file));
  const written = options.output ?? join(process.cwd(), `${stem}.risk`);
  const rulesName = options.rules ?? "classic";
  const loader = variantLoader(options.allowPath);
  const found = loader(rulesName, written);
  if (found === undefined)
    throw new UsageError(`--rules ${rulesName}: no ${rulesName}.risk beside ${dirname(resolve(written))} nor among the bundled variants`);
  if ("refused" in found) throw new UsageError(`--rules ${rulesName}: ${found.refused}`);
  // `extends "classic"` in classic.risk finds the file itself before the bundled one.
  if (
    [found.fileName, join(dirname(written), rulesName.endsWith(".risk") ? rulesName : `${rulesName}.risk`)].some(
      (p) => resolve(p) === resolve(written),
    )
  ) {
    throw new UsageError(`${written} would extend itself: \`extends "${rulesName}"\` finds the file written; write it under another name`);
  }
  const rules = compileFile(found.fileName, {}, options.allowPath);
  if (!rules.ok || !rules.result.ir) {
    renderFileDiagnostics(rules, io);
    io.stderr(`the rules of ${rulesName} have errors; nothing written\n`);
    return 1;
  }

  const text = await formatRisk(
    riskText(read.board, {
      rules: rulesName,
      name: options.name ?? read.board.title ?? stem,
      attributes: [...(rules.result.symbols?.attributes.values() ?? [])].map(({ decl }) => rulesAttribute(decl)),
      players: rules.result.ir.players,
      source: `${basename(file)} (a ${read.format === "domination" ? "Domination" : "Conquest"} map)`,
    }),
  );
  const shownName = options.output ?? `${stem}.risk`;
  const result = compile(text, { fileName: written, loadVariant: loader });
  if (result.diagnostics.length > 0) {
    io.stderr(renderDiagnostics(result.diagnostics, text, shownName, { color: io.color ?? false }) + "\n");
  }
  if (hasErrors(result.diagnostics)) {
    io.stderr(`${shownName}: ${summarize(result.diagnostics)}: the map does not play under the rules of ${rulesName}; nothing written\n`);
    return 1;
  }
  const summary = `${boardCounts(read.board)}, under the rules of ${rulesName}`;
  if (options.output !== undefined) {
    writeFileAtomic(options.output, text);
    io.stderr(`wrote ${options.output}: ${summary}\n`);
  } else io.stdout(text);
  return 0;
}

function rulesAttribute(decl: Ast.AttributeDecl): RulesAttribute {
  const type = decl.type.kind === "IntType" ? "int" : decl.type.kind === "BoolType" ? "bool" : decl.type.choices.map((c) => c.text);
  return { name: decl.name.text, type, ...(decl.fallback ? { fallback: decl.fallback.value } : {}) };
}
