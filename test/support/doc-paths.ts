// The paths a text names: in a Markdown file anywhere, in code only in its comments. A path is a
// file name with an extension, alone or after folders (`engine/board/territory.ts`, the same from
// inside engine/, or the file's name alone), or folders ending in `/` (`test/fuzz/regressions/`).

export interface NamedPath {
  path: string;
  line: number;
}

const EXTENSIONS = "ts|js|mjs|cjs|json|risk|md|css|html|txt|yml|yaml|map|vsix|lua";
const PATH = new RegExp(
  String.raw`(?<![\w.@/<>*{}$~-])((?:\.{1,2}/)*(?:[A-Za-z_][\w.@-]*/)*[A-Za-z_][\w@-]*(?:\.[\w-]+)*\.(?:${EXTENSIONS})|(?:\.{1,2}/)*(?:[A-Za-z_][\w.@-]*/){2,})(?![\w/*<>{-])`,
  "g",
);
/** Places that are not the repository's files: built (the package, the site, the .vsix), installed, or another site. */
const ELSEWHERE = /^(?:dist|node_modules|playground\/dist|test-artifacts|https?:|www\.)|\.vsix$/;

/** The comment text of each line of code (strings are not comments: a path in a string is code). */
function commentLines(text: string): string[] {
  let inBlock = false;
  return text.split("\n").map((line) => {
    if (inBlock) {
      const end = line.indexOf("*/");
      if (end < 0) return line;
      inBlock = false;
      return line.slice(0, end);
    }
    const open = line.search(/(^|\s)\/\*/);
    const slash = line.search(/(^|[\s;,)])\/\/(?!\/)/);
    if (slash >= 0 && (open < 0 || slash < open)) return line.slice(slash);
    if (open >= 0) {
      const rest = line.slice(open);
      if (!rest.includes("*/")) inBlock = true;
      return rest;
    }
    return "";
  });
}

export function namedPaths(text: string, kind: "markdown" | "code"): NamedPath[] {
  const lines = kind === "code" ? commentLines(text) : text.split("\n");
  const out: NamedPath[] = [];
  lines.forEach((line, i) => {
    for (const url of line.matchAll(/\bhttps?:\/\/\S+/g)) line = line.replace(url[0], " ");
    for (const m of line.matchAll(PATH)) {
      const path = m[1]!;
      if (!ELSEWHERE.test(path.replace(/^(\.{1,2}\/)+/, ""))) out.push({ path, line: i + 1 });
    }
  });
  return out;
}

export interface Tree {
  exists: (path: string) => boolean;
  /** The names of the tree's files, and of the files the build makes (dist/cli.js...). */
  basenames: ReadonlySet<string>;
  /** Whether a source file's name without folders (`units.ts`) must be the name of some file. */
  bareNames: boolean;
  /** The package's entry points (package.json "exports"): what `riskc/...` may name. */
  packageExports: ReadonlySet<string>;
}

/** Names of code without folders; other bare names in prose are a user's files (`mine.risk`). */
const SOURCE_NAME = /\.(ts|js|mjs|cjs)$/;

/** Normalise `a/./b/../c` against the folder `from`; undefined when it leaves the repository. */
function join(from: string, path: string): string | undefined {
  const parts = from ? from.split("/") : [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/") + (path.endsWith("/") ? "/" : "");
}

const topFolders = ["grammar", "compiler", "engine", "bots", "sim", "cli", "playground", "bench", "scripts", "test", "editors", "language"];

/**
 * Whether `path`, named in a file of the folder `from`, is a file of the tree: relative to that
 * folder or one of its parents (so a file of engine/moves/ may name engine/board/territory.ts
 * without its first folder), or from the root; a bare name, where the tree allows it, when any
 * file has that name.
 */
export function resolvesIn(path: string, from: string, tree: Tree): boolean {
  if (path.startsWith("riskc/")) return tree.packageExports.has(`./${path.slice("riskc/".length)}`);
  if (!path.replace(/^(\.{1,2}\/)+/, "").includes("/")) {
    if (path.startsWith(".")) return tree.exists(join(from, path) ?? "");
    return !tree.bareNames || !SOURCE_NAME.test(path) || tree.basenames.has(path);
  }
  if (path.startsWith(".")) {
    // Relative to the file, or (in a command line in a comment) to the repository's root.
    return [join(from, path), join("", path)].some((target) => target !== undefined && tree.exists(target));
  }
  const folders = from ? from.split("/") : [];
  for (let n = folders.length; n >= 0; n--) {
    const target = join(folders.slice(0, n).join("/"), path);
    if (target !== undefined && tree.exists(target)) return true;
  }
  // Prose about one folder names its files from that folder (docs/architecture.md on the engine).
  return from === "docs" && topFolders.some((top) => tree.exists(`${top}/${path}`));
}
