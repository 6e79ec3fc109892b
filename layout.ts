// The repository's structure, declared once: every folder, the one file (its face) through which
// other folders import it, what it may import, and where its code may run. The list goes from the
// ground up: a folder may use only folders listed before it. test/architecture/layout.test.ts
// derives every wall from this table, and `npm run gen` writes the map of folders in
// docs/architecture.md from it.

/**
 * Where a folder's code may run. `anywhere`: pure code, no Node built-ins (Node, a browser page, a
 * Web Worker); `node`: Node only; `browser`: a page (the playground), so never Node-only code.
 */
export type Runs = "anywhere" | "node" | "browser";

export interface Folder {
  /** A folder (`engine/model`), or files at the root (`index.ts`, `*.config.ts`). */
  path: string;
  /** What it holds, in one line. */
  holds: string;
  /** The one file other folders import it through; without one, no folder imports it. */
  face?: string;
  runs: Runs;
  /** The folders before it in this list that it may import, each through its face. */
  uses: readonly string[];
  /** The npm packages its files may import (Node's built-ins come with `runs: "node"`). */
  packages?: readonly string[];
  /** Sub-folders that belong to it, with no face of their own. */
  parts?: Readonly<Record<string, Part>>;
  /** Files (or, ending in `/`, folders) past another folder's face that it imports all the same, each with why. */
  reaches?: Readonly<Record<string, string>>;
}

export interface Part {
  holds: string;
  /** Its files never import one another: each is an entry point of its own. */
  apart?: boolean;
}

/** The engine's floors, from the ground up: each may import the floors below it, and the IR it runs. */
const engineFloors: readonly (readonly [name: string, holds: string])[] = [
  ["model", "the vocabulary: the game state and its layout (how each field is copied, who sees it), actions, decisions, problem codes"],
  ["math", "the seeded generator, the map graph, card sets, battle odds: pure, no state"],
  ["variant", "createGame: the IR checked and compiled into closures, graph and tables"],
  ["board", "the one writer of the board, and the queries every rule shares"],
  ["end", "wins, ends with a ranking, eliminations"],
  ["moves", "one file per family of actions, and the table of families"],
  ["turn", "apply, what the game waits for (the decision), the automatic flow, the setup"],
  ["position", "a player's view, and positions: states written down as JSON and read back"],
];

export const layout: readonly Folder[] = [
  {
    path: "variants",
    holds: "the bundled variants: the .risk files, and their texts as a generated module (data, no code of a rule)",
    face: "variants/index.ts",
    runs: "anywhere",
    uses: [],
  },
  {
    path: "grammar",
    holds: "the tokens and the Chevrotain parser (its decisions a generated table): text → CST",
    face: "grammar/index.ts",
    runs: "anywhere",
    uses: [],
    packages: ["chevrotain"],
  },
  {
    path: "compiler/ir",
    holds: "the IR: its TypeBox schema, version and quantities, and the generated validator (the engine's contract)",
    face: "compiler/ir/index.ts",
    runs: "anywhere",
    uses: [],
    packages: ["@sinclair/typebox"],
  },
  {
    path: "compiler",
    holds: "CST → AST → symbols → checks → diagnostics, and lowering to the IR: check() and compile()",
    face: "compiler/index.ts",
    runs: "anywhere",
    uses: ["variants", "grammar", "compiler/ir"],
    packages: ["chevrotain", "prettier", "tsx"],
    parts: {
      "compiler/format": {
        holds: "the formatter: a prettier plugin over the CST, comments kept, its output checked by meaning against the input's AST (RISK9002)",
      },
      "compiler/checks": { holds: "the checks by concern, registered by node kind; they read the AST and the resolved symbols" },
      "compiler/diagnostics": { holds: "the code table, diagnostics as data, code frames, 'did you mean'" },
    },
  },
  {
    path: "compiler/node",
    holds: "the compiler on Node: variant files on disk, and the loader `extends` uses to find parents in allowed folders",
    face: "compiler/node/index.ts",
    runs: "node",
    uses: ["compiler"],
  },
  {
    path: "language",
    holds:
      "the language service: every editor feature (diagnostics, completion, hover, references, rename, quick fixes...) over a workspace of documents, in the LSP's types",
    face: "language/index.ts",
    runs: "anywhere",
    uses: ["grammar", "compiler"],
    packages: ["vscode-languageserver-types", "vscode-languageserver-textdocument"],
  },
  ...engineFloors.map(([name, holds], i): Folder => ({
    path: `engine/${name}`,
    holds,
    face: `engine/${name}/index.ts`,
    runs: "anywhere",
    uses: ["compiler/ir", ...engineFloors.slice(0, i).map(([below]) => `engine/${below}`)],
  })),
  {
    path: "engine",
    holds: "the engine's public API: (state, action) → state, the view of a player, positions, battle odds",
    face: "engine/index.ts",
    runs: "anywhere",
    uses: engineFloors.map(([name]) => `engine/${name}`),
  },
  {
    path: "maps",
    holds:
      "the map outside a game: the map at the start, its drawing (regions, labels, legend) as SVG, the community's map formats (Domination, Conquest) read and written, a map as variant text, and edits of a variant's map as text edits",
    face: "maps/index.ts",
    runs: "anywhere",
    uses: ["grammar", "compiler/ir", "compiler", "engine"],
    packages: ["d3-delaunay"],
  },
  {
    path: "bots",
    holds: "random, greedy, search and exploiter bots: they see a player's view and the offered actions, nothing else",
    face: "bots/index.ts",
    runs: "anywhere",
    uses: ["engine"],
    parts: {
      "bots/search": { holds: "information-set Monte Carlo tree search, its playouts and its fitted evaluation" },
      "bots/exploiters": { holds: "simple strategies (turtle, bully, hoarder, racer, vulture) the ladder sets against the judge bots" },
    },
  },
  {
    path: "play",
    holds: "people at the table: actions and the log in words, typed commands, seat totals, replay files",
    face: "play/index.ts",
    runs: "anywhere",
    uses: ["engine", "bots"],
  },
  {
    path: "sim",
    holds: "play games, fold them into summaries that merge, the balance report, its metrics and statistics, compare, sweep",
    face: "sim/index.ts",
    runs: "anywhere",
    uses: ["compiler/ir", "engine", "maps", "bots", "play"],
  },
  {
    path: "sim/report",
    holds: "the reports for people: terminal tables, self-contained HTML pages, SVG charts",
    face: "sim/report/index.ts",
    runs: "anywhere",
    uses: ["maps", "sim"],
  },
  {
    path: "sim/node",
    holds: "the simulator on Node: worker threads, and the BullMQ queue for runs across machines",
    face: "sim/node/index.ts",
    runs: "node",
    uses: ["compiler/ir", "sim"],
    packages: ["@sinclair/typebox", "bullmq", "ioredis", "tsx"],
  },
  {
    path: "language/node",
    holds: "the language server (riskc lsp) on vscode-languageserver: stdio or a socket, files from disk, simulate and map requests",
    face: "language/node/index.ts",
    runs: "node",
    uses: ["language", "compiler", "engine", "bots", "sim", "sim/report"],
    packages: ["vscode-languageserver"],
  },
  {
    path: "index.ts",
    holds: "the package's root API (`import ... from \"riskc\"`): the stages' faces, re-exported",
    face: "index.ts",
    runs: "node",
    uses: ["compiler", "compiler/node", "engine", "bots", "sim", "sim/report"],
  },
  {
    path: "cli",
    holds: "riskc (commander): the one table of commands, files, flags and the terminal",
    runs: "node",
    uses: ["compiler", "compiler/node", "language/node", "engine", "maps", "bots", "play", "sim", "sim/report", "sim/node"],
    packages: ["commander"],
    parts: { "cli/commands": { holds: "one file per command, loaded by the command table when it runs", apart: true } },
    reaches: {
      "bots/defaults.ts": "the command table names the default bot in its help without loading the bots (start-up time)",
    },
  },
  {
    path: "playground",
    holds: "the Vite + Monaco app: editor, map, simulation in Web Workers, A/B compare, odds, play",
    runs: "browser",
    uses: ["grammar", "compiler", "language", "engine", "maps", "bots", "play", "sim", "sim/report"],
    packages: ["monaco-editor", "vscode-languageserver-types"],
    parts: {
      "playground/src": { holds: "the app's modules, its workers and its style" },
      "playground/src/play": {
        holds: "the Play tab: seats, the legal actions in words, map gestures, hints, positions, replays; the game in a worker",
      },
    },
  },
  {
    path: "editors/vscode",
    holds: "the VS Code extension: the client that starts the bundled server, its commands, the map's webview, and its build into a .vsix",
    runs: "node",
    uses: ["language", "language/node"],
    packages: ["vscode", "vscode-languageclient", "vite"],
    parts: { "editors/vscode/src": { holds: "the extension's entry and the server's entry" } },
  },
  {
    path: "editors/vscode/webview",
    holds: 'the page of the extension\'s "Show the map" webview',
    runs: "browser",
    uses: ["language"],
    reaches: { "playground/src/map-view.ts": "the webview draws the playground's map: the same drawing" },
  },
  {
    path: "bench",
    holds: "npm run bench (start-up, games a second, memory, scale) and npm run ladder (the bots' strength)",
    runs: "node",
    uses: ["compiler", "compiler/node", "engine", "bots", "sim"],
    packages: ["tsx"],
    parts: { "bench/ladder": { holds: "the strength ladder and the exploitability table: rungs, tasks and its worker threads" } },
  },
  {
    path: "layout.ts",
    holds: "this table: the repository's folders, their faces and their walls",
    face: "layout.ts",
    runs: "anywhere",
    uses: [],
  },
  {
    path: "bin",
    holds: "the riskc executable: the bundle when installed or fresh, the sources through tsx in a clone; the bundle's freshness",
    runs: "node",
    uses: [],
    packages: ["tsx"],
    reaches: { "dist/": "the package's built CLI, where the sources are not there" },
  },
  {
    path: "scripts",
    holds: "generators of the `*.gen.*` files and of this map, the fixtures' writers, the fuzzer, the profile, the package build",
    runs: "node",
    uses: ["grammar", "compiler/ir", "compiler", "compiler/node", "engine", "bots", "sim", "layout.ts"],
    packages: ["ajv", "chevrotain", "vite"],
    reaches: {
      "grammar/lookahead.ts": "the generator of the parser's decision table builds the parser itself",
      "grammar/parser.ts": "the generator of the parser's decision table builds the parser itself",
      "grammar/parser-expressions.ts": "the generator of the parser's decision table reads the parser's lookahead depth",
      "compiler/ir/ir-schema.ts": "the generator of the IR's JSON Schema and validator reads the TypeBox schema itself",
      "sim/node/job-schema.ts": "the generator of a queue job's validator reads the TypeBox schema itself",
      "bots/greedy-bot.ts": "fit-weights plays greedy games and fits the search's evaluation on its own features",
      "bots/search/features.ts": "fit-weights plays greedy games and fits the search's evaluation on its own features",
      "bench/grid-map.ts": "the profile plays the bench's grid maps",
      "bin/bundle-freshness.js": "the package build writes the manifest the launcher checks the bundle against",
      "test/": "the writers of the tests' fixtures and the fuzzer's runner use the tests' own helpers",
    },
  },
  {
    path: "*.config.ts",
    holds: "the settings of Vite (the playground, the package's bundle) and of Vitest",
    runs: "node",
    uses: [],
    packages: ["vite", "vitest"],
  },
];

/** Folders the layout leaves out, with why. */
export const leftOut: Readonly<Record<string, string>> = {
  test: "the tests, which may import any file to test it",
};
