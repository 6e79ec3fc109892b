// One writer per field of the game state, derived from engine/model/state.ts: `stateLayout` names
// for every field the one file or folder of engine/ that may change it (or nobody), and
// `stateMakers` the files that make whole new states. The source of every package folder is read
// with the TypeScript parser, and a write to a state's field anywhere else fails.
//
// What counts as a write to field F of a state: an assignment or compound assignment to
// `state.F`, to anything under it (`state.F[i] += 1`, `state.F[i]![j] = 0`, `state.pending.left--`),
// `++`/`--`, `delete`, a mutating array method called on it (`.push(`, `.splice(`, `.fill(`...),
// `Object.assign(state.F, ...)`. A state is `state`, any `x.state` (a move's context), or a name
// declared with the type `GameState` or as a copy of a state. The same writes through an alias are
// seen: `const owner = state.owner` (or `state.owner[t]`, or `const { owner } = state`, or
// `for (const row of state.moved)`), then `owner[t] = 1`.
//
// What it cannot see: writes inside a function that is handed part of a state (`shuffleInPlace(
// state.rng, state.discard)` shuffles the pile in engine/math/rng.ts; such helpers are called by the
// writer here, which the rule cannot check), writes through a callback's parameter
// (`state.moved.forEach((row) => row.fill(0))`), through an alias kept in an object or returned
// by a function, or assigned after its declaration, and a state under another name with no
// `GameState` type. `rng` is written that way by design: every draw advances its words through
// the generator's parameter (engine/math/rng.ts), so its writer is never seen writing `state.rng`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { stateLayout, stateMakers, type StateField } from "../../engine/model/index.js";

const root = resolve(import.meta.dirname, "../..");
const fields = Object.keys(stateLayout) as StateField[];
/** The folders of the package with source (tests apart: a test never writes a state, test/support/engine.ts says how it makes one). */
const sourceFolders = ["engine", "bots", "sim", "cli", "compiler", "grammar", "playground/src", "bench", "scripts"];
/** Fields whose writer writes them only through a function's parameter (see above). */
const seenOnlyThroughParameters = new Set<StateField>(["rng"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return name === "node_modules" || name === "dist" ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

export interface Write {
  field: string;
  file: string;
  line: number;
  text: string;
}

const MUTATORS = new Set(["push", "pop", "shift", "unshift", "splice", "fill", "sort", "reverse", "copyWithin"]);
const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.AmpersandEqualsToken,
  ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.CaretEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** An expression without the `!`, `as`, `satisfies` and parentheses around it. */
function bare(e: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

const isStateType = (type: ts.TypeNode | undefined) => type !== undefined && ts.isTypeReferenceNode(type) && type.typeName.getText() === "GameState";

/** The declaration an identifier refers to: the nearest enclosing scope that declares the name. */
function declarationOf(id: ts.Identifier): ts.Node | undefined {
  const name = id.text;
  const inBinding = (b: ts.BindingName): ts.Node | undefined => {
    if (ts.isIdentifier(b)) return b.text === name ? b : undefined;
    for (const element of b.elements) {
      if (ts.isOmittedExpression(element)) continue;
      const found = inBinding(element.name);
      if (found) return found;
    }
    return undefined;
  };
  const inList = (list: ts.VariableDeclarationList) => list.declarations.map((d) => inBinding(d.name)).find((x) => x !== undefined);
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope)) {
      for (const st of scope.statements) {
        if (ts.isVariableStatement(st)) {
          const found = inList(st.declarationList);
          if (found) return found;
        }
        if (ts.isFunctionDeclaration(st) && st.name?.text === name) return st;
      }
    }
    if (ts.isFunctionLike(scope))
      for (const p of scope.parameters) {
        const found = inBinding(p.name);
        if (found) return found;
      }
    if (
      (ts.isForStatement(scope) || ts.isForOfStatement(scope) || ts.isForInStatement(scope)) &&
      scope.initializer &&
      ts.isVariableDeclarationList(scope.initializer)
    ) {
      const found = inList(scope.initializer);
      if (found) return found;
    }
    if (ts.isCatchClause(scope) && scope.variableDeclaration) {
      const found = inBinding(scope.variableDeclaration.name);
      if (found) return found;
    }
  }
  return undefined;
}

const parsed = new Map<string, { text: string; writes: Write[] }>();

/** The state fields written by a source file (each text is read once). */
export function writesIn(file: string, text: string): Write[] {
  const known = parsed.get(file);
  if (known?.text === text) return known.writes;
  const writes = readWrites(file, text);
  parsed.set(file, { text, writes });
  return writes;
}

function readWrites(file: string, text: string): Write[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Write[] = [];

  /** What a name stands for: a whole state, part of field `field`, or nothing of a state. */
  const meaning = new Map<ts.Node, { state: true } | { field: string } | undefined>();
  function meaningOfName(id: ts.Identifier): { state: true } | { field: string } | undefined {
    const decl = declarationOf(id);
    if (!decl) return id.text === "state" ? { state: true } : undefined;
    if (meaning.has(decl)) return meaning.get(decl);
    meaning.set(decl, undefined); // a name defined by itself means nothing of a state
    let m: { state: true } | { field: string } | undefined;
    const holder = decl.parent;
    if (ts.isParameter(holder) && holder.name === decl)
      m = (holder.type ? isStateType(holder.type) : id.text === "state") ? { state: true } : undefined;
    else if (ts.isVariableDeclaration(holder) && holder.name === decl) {
      const loop = ts.isVariableDeclarationList(holder.parent) ? holder.parent.parent : undefined;
      if (holder.type) m = isStateType(holder.type) ? { state: true } : undefined;
      // `for (const row of state.moved)`: each row is part of the field.
      else if (loop && ts.isForOfStatement(loop)) m = pathOf(loop.expression);
      else m = (holder.initializer && pathOf(holder.initializer)) || (id.text === "state" ? { state: true } : undefined);
    } else if (ts.isBindingElement(holder) && holder.name === decl) {
      // `const { owner, armies: a } = state`: the property named.
      const pattern = holder.parent;
      const declaration = pattern.parent;
      const key = holder.propertyName ? holder.propertyName.getText() : id.text;
      if (ts.isObjectBindingPattern(pattern) && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const whole = pathOf(declaration.initializer);
        if (whole && "state" in whole) m = fields.includes(key as StateField) ? { field: key } : undefined;
        else if (whole) m = whole;
      } else if (ts.isObjectBindingPattern(pattern) && ts.isParameter(declaration)) {
        // `({ game, state }, action)`: a move's context.
        m = key === "state" ? { state: true } : undefined;
      }
    } else if (id.text === "state" && !ts.isFunctionDeclaration(decl)) m = { state: true };
    meaning.set(decl, m);
    return m;
  }

  /** What an expression is: a whole state, part of field `field` of one, or nothing of a state. */
  function pathOf(expression: ts.Expression): { state: true } | { field: string } | undefined {
    const e = bare(expression);
    if (ts.isIdentifier(e)) return meaningOfName(e);
    const member = ts.isPropertyAccessExpression(e)
      ? e.name.text
      : ts.isElementAccessExpression(e) && ts.isStringLiteral(bare(e.argumentExpression))
        ? (bare(e.argumentExpression) as ts.StringLiteral).text
        : undefined;
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const base = pathOf(e.expression);
      if (base && "field" in base) return base;
      if (base && "state" in base) return member !== undefined && fields.includes(member as StateField) ? { field: member } : undefined;
      // `ctx.state`, `scope.state`: a move's context or a formula's scope holds the state.
      if (member === "state") return { state: true };
    }
    return undefined;
  }

  /** `target` is written (`rebinds`: by an assignment or a step, which only rebind a bare name: `hand = []`, `n++`). */
  const report = (node: ts.Node, target: ts.Expression, rebinds = true) => {
    const path = pathOf(target);
    if (!path || (rebinds && ts.isIdentifier(bare(target)))) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ field: "field" in path ? path.field : "(the whole state)", file, line, text: node.getText(source).split("\n")[0]!.trim() });
  };
  const assigned = (node: ts.Node, target: ts.Expression) => {
    const t = bare(target);
    if (ts.isArrayLiteralExpression(t)) for (const el of t.elements) assigned(node, ts.isSpreadElement(el) ? el.expression : el);
    else if (ts.isObjectLiteralExpression(t))
      for (const p of t.properties) {
        if (ts.isPropertyAssignment(p)) assigned(node, p.initializer);
        else if (ts.isShorthandPropertyAssignment(p)) assigned(node, p.name);
      }
    else report(node, t);
  };

  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) assigned(node, node.left);
    else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
    )
      report(node, node.operand);
    else if (ts.isDeleteExpression(node)) report(node, node.expression);
    else if (ts.isCallExpression(node)) {
      const callee = bare(node.expression);
      if (ts.isPropertyAccessExpression(callee) && MUTATORS.has(callee.name.text)) report(node, callee.expression, false);
      if (callee.getText(source) === "Object.assign" && node.arguments[0]) {
        const target = pathOf(node.arguments[0]);
        if (target) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push({
            field: "field" in target ? target.field : "(the whole state)",
            file,
            line,
            text: node.getText(source).split("\n")[0]!.trim(),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether `file` (a path from the package root) is `writer` (a file or a folder of engine/). */
const isWriter = (file: string, writer: string | null) =>
  writer !== null && (writer.endsWith("/") ? file.startsWith(`engine/${writer}`) : file === `engine/${writer}`);
const isMaker = (file: string) => stateMakers.some((m) => file === `engine/${m}`);

/** The writes that break the rule: by a file other than the field's writer (makers apart). */
export function wrongWrites(sources: ReadonlyMap<string, string>): string[] {
  const wrong: string[] = [];
  for (const [file, text] of sources) {
    if (isMaker(file)) continue;
    for (const w of writesIn(file, text)) {
      const writer = fields.includes(w.field as StateField) ? stateLayout[w.field as StateField].writer : null;
      if (!isWriter(file, writer)) wrong.push(`${w.file}:${w.line} writes ${w.field} (its writer: ${writer ?? "nobody"}): ${w.text}`);
    }
  }
  return wrong;
}

const sources = new Map(sourceFolders.flatMap(sourceFiles).map((f) => [f, readFileSync(join(root, f), "utf8")] as const));

describe("one writer per field of the state (engine/model/state.ts stateLayout)", () => {
  it("declares a writer (or nobody) for every field, and every writer exists", () => {
    for (const field of fields) {
      const writer: string | null = stateLayout[field].writer;
      expect(writer === null || typeof writer === "string", field).toBe(true);
      if (writer !== null) expect(existsSync(join(root, "engine", writer)), `${field}: engine/${writer}`).toBe(true);
    }
    for (const maker of stateMakers) expect(existsSync(join(root, "engine", maker)), maker).toBe(true);
  });

  it("has no write to any field outside its writer, in any source folder", () => {
    expect(wrongWrites(sources)).toEqual([]);
  });

  it("sees each writer write its field, so the declared writer is the real one (nobody writes the fields of nobody)", () => {
    const seen = new Map<string, Set<string>>();
    for (const [file, text] of sources)
      if (!isMaker(file)) for (const w of writesIn(file, text)) (seen.get(w.field) ?? seen.set(w.field, new Set()).get(w.field)!).add(file);
    for (const field of fields) {
      const writer = stateLayout[field].writer;
      const by = [...(seen.get(field) ?? [])];
      if (writer === null || seenOnlyThroughParameters.has(field)) expect(by, field).toEqual([]);
      else expect(by.length, `${field}: no write seen in engine/${writer}`).toBeGreaterThan(0);
    }
  });
});

describe("the rule's reading of the source", () => {
  const writes = (body: string) =>
    writesIn("engine/moves/example.ts", `function f(game: Game, state: GameState, t: number) {\n${body}\n}`).map((w) => w.field);

  it("sees assignments, steps, deletes and mutating calls, under indices and non-null marks", () => {
    expect(writes("state.owner[t] = 1;")).toEqual(["owner"]);
    expect(writes("state.counters[c]![0]! += 2;")).toEqual(["counters"]);
    expect(writes("state.setupLeft[state.owner[t]!]! -= 1;")).toEqual(["setupLeft"]);
    expect(writes("state.round++; --state.phase;")).toEqual(["round", "phase"]);
    expect(writes("state.hands[0]!.push(3); state.deck.splice(0, 1); state.fresh.fill(0);")).toEqual(["hands", "deck", "fresh"]);
    expect(writes("delete state.result;")).toEqual(["result"]);
    expect(writes("state.pending!.left -= 1; (state.pending as P).left--;")).toEqual(["pending", "pending"]);
    expect(writes('state["armies"][t] = 0;')).toEqual(["armies"]);
    expect(writes("[state.armies[0], state.armies[1]] = [1, 2];")).toEqual(["armies", "armies"]);
    expect(writes("Object.assign(state.counters, x);")).toEqual(["counters"]);
    expect(writes("state.pool ??= 1;")).toEqual(["pool"]);
  });

  it("sees a move's context and a scope as states", () => {
    expect(writesIn("x.ts", "const m = { apply({ state }, a) { state.conquered++; } };").map((w) => w.field)).toEqual(["conquered"]);
    expect(writesIn("x.ts", "function f(ctx: MoveContext) { ctx.state.movesMade++; }").map((w) => w.field)).toEqual(["movesMade"]);
    expect(writesIn("x.ts", "function f(s: GameState) { s.bids[0] = 1; }").map((w) => w.field)).toEqual(["bids"]);
  });

  it("sees writes through an alias: a name, a destructured field, a loop's rows", () => {
    expect(writes("const owner = state.owner; owner[t] = 3;")).toEqual(["owner"]);
    expect(writes("const hand = state.hands[t]!; hand.push(1);")).toEqual(["hands"]);
    expect(writes("const p = state.pending as Pending; p.left--;")).toEqual(["pending"]);
    expect(writes("const { armies, kinds: k } = state; armies[t] = 0; k[0]![t] = 0;")).toEqual(["armies", "kinds"]);
    expect(writes("for (const row of state.buildings) row[t] = 0;")).toEqual(["buildings"]);
    expect(writes("const s = state; s.stage = 'over';")).toEqual(["stage"]);
  });

  it("does not take reads, copies or other objects for writes", () => {
    expect(writes("const n = state.armies[t]! + 1; if (state.owner[t] === 1) return n;")).toEqual([]);
    expect(writes("const hand = state.hands[t]!.slice(); hand.push(1); hand[0] = 2;")).toEqual([]);
    expect(writes("let hand = state.hands[t]!; hand = [];")).toEqual([]);
    expect(writes("const out = [] as number[]; out.push(state.pool); const view = { owner: state.owner.slice() }; view.owner[0] = 1;")).toEqual([]);
    // A name declared again in an inner scope is that scope's own.
    expect(writes("const hand = state.hands[t]!; { const hand = [] as number[]; hand.push(1); }")).toEqual([]);
    expect(writesIn("x.ts", "function f(state: UiState) { state.owner = []; }").map((w) => w.field)).toEqual([]);
  });

  it("fails on a write planted outside the field's writer, directly or through an alias", () => {
    const planted = new Map(sources);
    const tokens = "engine/moves/tokens.ts";
    const attack = "engine/moves/attack.ts";
    planted.set(tokens, `${sources.get(tokens)}\nexport function plant(state: GameState): void {\n  state.counters[0]![0]! += 1;\n}\n`);
    planted.set(
      attack,
      `${sources.get(attack)}\nexport function plantAlias(state: GameState): void {\n  const owner = state.owner;\n  owner[0] = 1;\n}\n`,
    );
    const lines = (file: string) => sources.get(file)!.split("\n").length;
    expect(wrongWrites(planted)).toEqual([
      `${attack}:${lines(attack) + 3} writes owner (its writer: board/territory.ts): owner[0] = 1`,
      `${tokens}:${lines(tokens) + 2} writes counters (its writer: board/resources.ts): state.counters[0]![0]! += 1`,
    ]);
  });
});
