// Every bundled variant, by file name: the examples menu and the parents `extends` can name.
const files = import.meta.glob("../../variants/*.risk", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

export const examples: Record<string, string> = Object.fromEntries(Object.entries(files).map(([path, text]) => [path.split("/").at(-1)!, text]));
