// A Domination or Conquest map file into the editor, as `riskc import` writes it: picked with the
// "Import a map…" button or dropped on the page. The file is read here, in the page, and never
// sent anywhere. Its problems are listed with their lines; with an error the text is left alone,
// otherwise the new variant replaces it in one edit (Ctrl+Z brings the old text back).
import { compile, formatRisk, type Ast } from "../../compiler/index.js";
import { hasMapErrors, readMapFile, riskText, type MapProblem, type RulesAttribute } from "../../maps/index.js";
import { h } from "./dom.js";
import { examples } from "./examples.js";

/** The rules an imported map is played by, and what they need of a map. */
const RULES = "classic";

function rulesAttribute(decl: Ast.AttributeDecl): RulesAttribute {
  const type = decl.type.kind === "IntType" ? "int" : decl.type.kind === "BoolType" ? "bool" : decl.type.choices.map((c) => c.text);
  return { name: decl.name.text, type, ...(decl.fallback ? { fallback: decl.fallback.value } : {}) };
}

/** The variant text of a map file, or its problems when it has errors. */
export async function importedVariant(fileName: string, source: string): Promise<{ text?: string; problems: MapProblem[] }> {
  const read = readMapFile(source);
  if (!read.board || hasMapErrors(read.problems)) return { problems: read.problems };
  const rules = compile(examples[`${RULES}.risk`] ?? "", { fileName: `variants/${RULES}.risk` });
  const stem = fileName.replace(/\.[^.]*$/, "");
  const text = riskText(read.board, {
    rules: RULES,
    name: read.board.title ?? stem,
    attributes: [...(rules.symbols?.attributes.values() ?? [])].map(({ decl }) => rulesAttribute(decl)),
    ...(rules.ir ? { players: rules.ir.players } : {}),
    source: `${fileName} (a ${read.format === "domination" ? "Domination" : "Conquest"} map)`,
  });
  return { text: await formatRisk(text), problems: read.problems };
}

/**
 * The import button (in `toolbar`) and dropping a file anywhere on the page. `replaceText` puts the
 * new text in the editor as one edit; `say` writes the outcome in the status line.
 */
export function installMapImport(toolbar: HTMLElement, replaceText: (text: string) => void, say: (message: string) => void): void {
  const input = h("input", { type: "file", name: "map-file", accept: ".map,.txt,text/plain", hidden: "" });
  const button = h("button", { "data-testid": "import-map", title: "a Domination or Conquest map file, played by classic's rules" }, "Import a map…");
  const problems = h("ul", { class: "import-problems", "data-testid": "import-problems", hidden: "" });
  toolbar.append(button, input, problems);
  button.addEventListener("click", () => input.click());

  const take = async (file: File) => {
    const { text, problems: found } = await importedVariant(file.name, await file.text());
    problems.replaceChildren(
      ...found.map((p) => h("li", { class: p.severity }, `${file.name}${p.line ? `:${p.line}` : ""}: ${p.severity}[${p.code}]: ${p.message}`)),
    );
    problems.hidden = found.length === 0;
    const errors = found.filter((p) => p.severity === "error").length;
    if (text === undefined) {
      say(`${file.name} not imported: ${errors} ${errors === 1 ? "error" : "errors"} (listed under the toolbar)`);
      return;
    }
    replaceText(text);
    const warnings = found.length;
    say(`imported ${file.name}${warnings ? ` with ${warnings} ${warnings === 1 ? "warning" : "warnings"}` : ""}; Ctrl+Z undoes it`);
  };
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    input.value = "";
    if (file) void take(file);
  });
  // Captured before the editor sees them: Monaco would otherwise insert the file's text.
  document.addEventListener(
    "dragover",
    (event) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    },
    true,
  );
  document.addEventListener(
    "drop",
    (event) => {
      const file = event.dataTransfer?.files[0];
      if (!file || !/\.(map|txt)$/i.test(file.name)) return;
      event.preventDefault();
      event.stopPropagation();
      void take(file);
    },
    true,
  );
}
