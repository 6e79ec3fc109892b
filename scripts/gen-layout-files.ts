// The map of folders in docs/architecture.md, written from layout.ts (shared by
// scripts/gen-layout.ts and its freshness test): one row per folder and part from the ground up,
// with its face, what it holds, what it may use, where it runs and its npm packages; then every
// reach past a face with its why.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { layout, leftOut, type Folder } from "../layout.js";

const root = fileURLToPath(new URL("..", import.meta.url));
export const DOC = "docs/architecture.md";
export const BEGIN = "<!-- generated from layout.ts by `npm run gen`: do not edit by hand -->";
export const END = "<!-- end of the part generated from layout.ts -->";

const code = (text: string) => `\`${text}\``;
const shown = (path: string) => (path.includes(".") ? code(path) : code(`${path}/`));
const list = (items: readonly string[], show: (item: string) => string = code) => (items.length ? items.map(show).join(", ") : "—");
const cell = (text: string) => text.replace(/\|/g, "\\|");

function rows(folder: Folder): string[] {
  const own = `| ${shown(folder.path)} | ${folder.face ? code(folder.face) : "—"} | ${cell(folder.holds)} | ${list(folder.uses, shown)} | ${folder.runs} | ${list(folder.packages ?? [])} |`;
  const parts = Object.entries(folder.parts ?? {}).map(
    ([path, part]) =>
      `| ${shown(path)} | part of ${shown(folder.path)} | ${cell(part.holds)}${part.apart ? " (its files never import one another)" : ""} | | | |`,
  );
  return [own, ...parts];
}

/** The generated block: the table of folders and the list of reaches. */
export function layoutMap(): string {
  const reaches = layout.flatMap((folder) =>
    Object.entries(folder.reaches ?? {}).map(([target, why]) => `- ${shown(folder.path)} → ${code(target)}: ${why}`),
  );
  return [
    "| folder | face | holds | may use | runs | packages |",
    "| --- | --- | --- | --- | --- | --- |",
    ...layout.flatMap(rows),
    "",
    `Left out: ${Object.entries(leftOut)
      .map(([path, why]) => `${shown(path)} (${why})`)
      .join(", ")}.`,
    "",
    "Reaches past a face, each declared with its why:",
    "",
    ...reaches,
  ].join("\n");
}

/** docs/architecture.md with its generated block rewritten from the table. */
export function generatedLayoutFiles(): Record<string, string> {
  const text = readFileSync(root + DOC, "utf8");
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${DOC} has lost its markers of the generated map:\n${BEGIN}\n${END}`);
  return { [DOC]: `${text.slice(0, begin + BEGIN.length)}\n\n${layoutMap()}\n\n${text.slice(end)}` };
}
