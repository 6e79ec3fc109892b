// The walls of layout.ts, derived from its table and held against the files' imports: every rule
// is a function of the table and of a repository given as data (paths, and for each source file
// its import specifiers and its first line), so the tests can hold it against tiny repositories
// as well as against this one (readRepository).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { posix } from "node:path";
import ts from "typescript";
import type { Folder } from "../../layout.js";

export interface SourceFile {
  /** The module specifiers it imports (static, dynamic with a literal, re-exports, type-only). */
  imports: readonly string[];
  /** Its first line (its second, after a `#!` line). */
  opening: string;
}

export interface Repository {
  /** Every file of the repository (sources or not), by its path from the root. */
  paths: ReadonlySet<string>;
  /** The source files among them (TypeScript and JavaScript). */
  sources: ReadonlyMap<string, SourceFile>;
}

export const rules = {
  table: "the table itself: known, earlier folders with faces, runtimes that fit, parts and faces that exist",
  placed: "every file in a declared folder",
  circle: "no import circle",
  face: "across folders only through the face",
  uses: "only the folders it declares it uses",
  reach: "every reach it declares is one it makes",
  node: "Node's built-ins only in folders that run on Node",
  browser: "no Node-only file within reach of a browser folder",
  packages: "only the npm packages it declares, and every one it declares",
  apart: "the files of an apart part never import one another",
  opening: "every source file opens with a comment",
} as const;

export type Rule = keyof typeof rules;
export interface Breach {
  rule: Rule;
  message: string;
}

const SOURCE = /\.(ts|mts|cts|tsx|js|mjs|cjs)$/;
const isDeclaration = (path: string) => /\.d\.[mc]?ts$/.test(path);
const builtins = new Set(builtinModules);
const isBuiltin = (specifier: string) => specifier.startsWith("node:") || builtins.has(specifier.split("/")[0]!);
const packageOf = (specifier: string) => {
  const parts = specifier.split("?")[0]!.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
};
const under = (path: string, folder: string) => path.startsWith(folder + "/");
const globMatch = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`).test(path);

/** The file a relative specifier names: as written, or the TypeScript source its `.js` stands for. */
export function resolveImport(from: string, specifier: string, paths: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(from), specifier.split("?")[0]!));
  const candidates = [
    target,
    target.replace(/\.js$/, ".ts"),
    target.replace(/\.mjs$/, ".mts"),
    target.replace(/\.cjs$/, ".cts"),
    `${target}.ts`,
    `${target}/index.ts`,
  ];
  return candidates.find((c) => paths.has(c)) ?? target;
}

/** Where each file belongs: the folder of the table, and the part of it, if any. */
interface Place {
  folder: Folder;
  part?: string;
}

function placeOf(layout: readonly Folder[], path: string): Place | undefined {
  if (!path.includes("/")) {
    const folder = layout.find((f) => !f.path.includes("/") && f.path.includes(".") && globMatch(f.path, path));
    return folder && { folder };
  }
  let best: (Place & { depth: number }) | undefined;
  for (const folder of layout) {
    const claims: { dir: string; part?: string }[] = [{ dir: folder.path }, ...Object.keys(folder.parts ?? {}).map((part) => ({ dir: part, part }))];
    for (const { dir, part } of claims)
      if (under(path, dir) && (!best || dir.length > best.depth)) best = { folder, ...(part ? { part } : {}), depth: dir.length };
  }
  if (!best) return undefined;
  // A file directly in the folder, or anywhere in one of its parts; not in a sub-folder nobody declared.
  const rest = path.slice(best.depth + 1);
  return best.part !== undefined || !rest.includes("/") ? { folder: best.folder, ...(best.part ? { part: best.part } : {}) } : undefined;
}

const reachCovers = (key: string, target: string) => (key.endsWith("/") ? target.startsWith(key) : key === target);

/** Every breach of the layout's walls in the repository; none when it keeps them all. */
export function breaches(layout: readonly Folder[], leftOut: readonly string[], repo: Repository): Breach[] {
  const out: Breach[] = [];
  const say = (rule: Rule, message: string) => out.push({ rule, message });
  const index = new Map(layout.map((f, i) => [f.path, i]));
  const byPath = new Map(layout.map((f) => [f.path, f]));
  const isLeftOut = (path: string) => leftOut.some((dir) => under(path, dir));

  // The table: each used folder is declared, comes before, has a face and runs where the user runs.
  const fits = (user: Folder, used: Folder) => used.runs === "anywhere" || used.runs === user.runs;
  layout.forEach((folder, i) => {
    if (index.get(folder.path) !== i) say("table", `${folder.path} is declared twice`);
    for (const name of folder.uses) {
      const used = byPath.get(name);
      if (!used) say("table", `${folder.path} uses ${name}, which the table does not declare`);
      else if (index.get(name)! >= i) say("table", `${folder.path} uses ${name}, which comes after it: an arrow back up`);
      else if (!used.face) say("table", `${folder.path} uses ${name}, which has no face`);
      else if (!fits(folder, used)) say("table", `${folder.path} (runs ${folder.runs}) uses ${name}, which runs on ${used.runs} only`);
    }
    if (folder.face && !repo.paths.has(folder.face)) say("table", `${folder.path}'s face ${folder.face} is not there`);
    else if (folder.face && placeOf(layout, folder.face)?.folder !== folder) say("table", `${folder.path}'s face ${folder.face} is not a file of it`);
    for (const part of Object.keys(folder.parts ?? {}))
      if (!under(part, folder.path) || ![...repo.paths].some((p) => under(p, part)))
        say("table", `${folder.path}'s part ${part} is not a folder of it`);
    for (const key of Object.keys(folder.reaches ?? {})) {
      const target = placeOf(layout, key.endsWith("/") ? key + "x.ts" : key);
      if (target && index.get(target.folder.path)! >= i) say("table", `${folder.path} reaches ${key}, which comes after it: an arrow back up`);
      if (target && !fits(folder, target.folder))
        say("table", `${folder.path} (runs ${folder.runs}) reaches ${key}, which runs on ${target.folder.runs} only`);
    }
  });

  // Every source file's imports resolved (the left-out ones' too: a browser folder must not reach
  // Node through them), and every file of the layout placed.
  const edges = new Map<string, string[]>();
  for (const [path, source] of repo.sources)
    edges.set(
      path,
      source.imports.map((s) => resolveImport(path, s, repo.paths)).filter((t): t is string => t !== undefined),
    );
  const places = new Map<string, Place>();
  for (const path of repo.sources.keys()) {
    if (isLeftOut(path)) continue;
    const place = placeOf(layout, path);
    if (!place) say("placed", `${path} is in no folder of the layout`);
    else places.set(path, place);
  }
  const nodeOnly = new Set([...repo.sources].filter(([, source]) => source.imports.some(isBuiltin)).map(([path]) => path));
  const reachesUsed = new Set<string>();
  const packagesUsed = new Set<string>();
  for (const [path, place] of places) {
    const { folder } = place;
    const source = repo.sources.get(path)!;
    if (!isDeclaration(path) && !/^(#!.*\n)?\/\/ \S/.test(source.opening))
      say("opening", `${path} does not open with a comment saying what it holds`);
    for (const specifier of source.imports) {
      if (specifier.startsWith(".")) continue;
      if (isBuiltin(specifier)) {
        if (folder.runs !== "node") say("node", `${path} imports ${specifier}, but ${folder.path} runs ${folder.runs}`);
      } else if (!(folder.packages ?? []).includes(packageOf(specifier)))
        say("packages", `${path} imports ${specifier}, which ${folder.path} does not declare`);
      else packagesUsed.add(`${folder.path}\n${packageOf(specifier)}`);
    }
    for (const target of edges.get(path)!) {
      const there = places.get(target) ?? (repo.sources.has(target) || repo.paths.has(target) ? placeOf(layout, target) : undefined);
      if (there && there.folder === folder) {
        if (place.part && folder.parts![place.part]!.apart && there.part === place.part && target !== path)
          say("apart", `${path} imports ${target}: the files of ${place.part} stand apart`);
        continue;
      }
      const reach = Object.keys(folder.reaches ?? {}).find((key) => reachCovers(key, target));
      if (reach) {
        reachesUsed.add(`${folder.path}\n${reach}`);
        continue;
      }
      if (!there) {
        say("face", `${path} imports ${target}, which is no file of a declared folder`);
        continue;
      }
      if (!folder.uses.includes(there.folder.path)) say("uses", `${path} imports ${target}, but ${folder.path} does not use ${there.folder.path}`);
      else if (target !== there.folder.face) say("face", `${path} imports ${target}, past ${there.folder.path}'s face ${there.folder.face}`);
    }
  }
  for (const folder of layout) {
    for (const key of Object.keys(folder.reaches ?? {}))
      if (!reachesUsed.has(`${folder.path}\n${key}`)) say("reach", `${folder.path} declares a reach to ${key} that no file of it makes`);
    for (const name of folder.packages ?? [])
      if (!packagesUsed.has(`${folder.path}\n${name}`)) say("packages", `${folder.path} declares the package ${name}, which no file of it imports`);
  }

  // No circle: the strongly connected components of the file graph (Tarjan), each shown as a loop.
  const laidOut = new Map([...edges].filter(([path]) => !isLeftOut(path)));
  for (const loop of circles(laidOut)) say("circle", loop.join(" -> "));

  // Nothing Node-only within reach of a browser folder's files.
  for (const [path, place] of places) {
    if (place.folder.runs !== "browser") continue;
    const chain = route(path, edges, (p) => nodeOnly.has(p));
    if (chain) say("browser", `${chain.join(" -> ")}, which imports Node's built-ins`);
  }
  return out;
}

/** Each import circle, as one loop of files through it (a file that imports itself included). */
export function circles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, order.size);
    low.set(v, order.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) !== order.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const members = new Set(component);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) {
      const start = [...members].sort()[0]!;
      const inside = new Map([...members].map((m) => [m, (edges.get(m) ?? []).filter((t) => members.has(t))]));
      found.push(route(start, inside, (p) => p === start)!);
    }
  };
  for (const v of edges.keys()) if (!order.has(v)) visit(v);
  return found;
}

/** The shortest import route from `start` to a file `isTarget` accepts (`start` itself only by coming back to it). */
function route(start: string, edges: ReadonlyMap<string, readonly string[]>, isTarget: (path: string) => boolean): string[] | undefined {
  const before = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const next of edges.get(at) ?? []) {
      if (before.has(next)) continue;
      before.set(next, at);
      if (isTarget(next)) {
        const path = [next];
        for (let p = at; p !== start; p = before.get(p)!) path.unshift(p);
        return [start, ...path];
      }
      queue.push(next);
    }
  }
  return undefined;
}

/** This repository as the rules read it: the files git knows (tracked, or new and not ignored). */
export function readRepository(root: string): Repository {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((p) => p && existsSync(posix.join(root, p)));
  const sources = new Map<string, SourceFile>();
  for (const path of listed.filter((p) => SOURCE.test(p))) {
    const text = readFileSync(posix.join(root, path), "utf8");
    const lines = text.split("\n", 2);
    sources.set(path, {
      imports: ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName),
      opening: lines[0]!.startsWith("#!") ? `${lines[0]}\n${lines[1] ?? ""}` : lines[0]!,
    });
  }
  return { paths: new Set(listed), sources };
}
