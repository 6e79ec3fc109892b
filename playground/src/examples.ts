// Every bundled variant, by file name: the examples menu and the parents `extends` can name.
const files = import.meta.glob("../../variants/*.risk", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

export const examples: Record<string, string> = Object.fromEntries(Object.entries(files).map(([path, text]) => [path.split("/").at(-1)!, text]));

/** `extends "classic"` in a text compiled outside the editor (A/B compare's B): the bundled variants. */
export function loadExample(name: string): { fileName: string; text: string } | undefined {
  const file = name.endsWith(".risk") ? name : `${name}.risk`;
  const text = examples[file];
  return text === undefined ? undefined : { fileName: `variants/${file}`, text };
}
