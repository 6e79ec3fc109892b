// CST → AST for the shared pieces: names, ranges, literals, types and formulas.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { firstToken, hasToken, idName, join, node, nodes, nodeSpan, token, tokens, tokenSpan, unquote } from "./cst.js";

const binaryOps: Record<string, A.BinaryOp> = {
  Plus: "+",
  Minus: "-",
  Star: "*",
  Slash: "/",
  Percent: "%",
  Equals: "==",
  NotEquals: "!=",
  Less: "<",
  LessEq: "<=",
  Greater: ">",
  GreaterEq: ">=",
  Kw_and: "and",
  Kw_or: "or",
};

export function buildName(n: CstNode | undefined): A.Name | undefined {
  const t = firstToken(n);
  if (!t) return undefined;
  const text = t.tokenType.name === "StringLiteral" ? unquote(t.image) : t.image;
  return { kind: "Name", text, span: tokenSpan(t) };
}

export function buildRange(n: CstNode | undefined): A.IntRange | undefined {
  if (!n) return undefined;
  const from = token(n.children, "from");
  const to = token(n.children, "to");
  if (!from || !to) return undefined;
  return { from: Number(from.image), to: Number(to.image), span: nodeSpan(n) };
}

export function buildLiteral(n: CstNode | undefined): A.Literal | undefined {
  if (!n) return undefined;
  const c = n.children;
  const span = nodeSpan(n);
  const int = token(c, "IntegerLiteral");
  if (int) return { kind: "Int", value: (hasToken(c, "Minus") ? -1 : 1) * Number(int.image), span };
  if (hasToken(c, "Kw_true")) return { kind: "Bool", value: true, span };
  if (hasToken(c, "Kw_false")) return { kind: "Bool", value: false, span };
  const word = buildName(node(c, "word"));
  return word ? { kind: "Word", value: word.text, span } : undefined;
}

export function buildType(n: CstNode | undefined): A.TypeRef | undefined {
  if (!n) return undefined;
  const c = n.children;
  const span = nodeSpan(n);
  if (hasToken(c, "Kw_int")) return { kind: "IntType", span };
  if (hasToken(c, "Kw_bool")) return { kind: "BoolType", span };
  const choices = nodes(c, "word")
    .map(buildName)
    .filter((x): x is A.Name => x !== undefined);
  return choices.length > 0 ? { kind: "ChoiceType", choices, span } : undefined;
}

// ---- expressions ----

function buildBinaryChain(n: CstNode): A.Expr | undefined {
  const operands = nodes(n.children, "operands").map(buildExpr);
  const operators = tokens(n.children, "operators");
  let left = operands[0];
  if (!left) return undefined;
  for (let i = 0; i < operators.length; i++) {
    const right = operands[i + 1];
    const op = operators[i]!;
    if (!right) return undefined;
    left = { kind: "Binary", op: binaryOps[op.tokenType.name]!, left, right, span: join(left.span, right.span), opSpan: tokenSpan(op) };
  }
  return left;
}

type ExprBuilder = (n: CstNode, c: CstNode["children"], span: A.Span) => A.Expr | undefined;

const seatVarOf = (c: CstNode["children"]): A.Name | undefined => {
  const seatVar = token(c, "seatVar");
  return seatVar ? { kind: "Name", text: seatVar.image, span: tokenSpan(seatVar) } : undefined;
};

/** The rules a `primaryExpr` may hold, besides literals: the first one present is built. */
const primaries = [
  "overSeatsExpr",
  "callExpr",
  "tableExpr",
  "tokensExpr",
  "playsExpr",
  "holdsExpr",
  "achievedExpr",
  "orderedExpr",
  "acrossExpr",
  "setExpr",
  "parenExpr",
  "reference",
];

const buildPrimary: ExprBuilder = (_, c, span) => {
  const int = token(c, "IntegerLiteral");
  if (int) return { kind: "Int", value: Number(int.image), span };
  if (hasToken(c, "Kw_true")) return { kind: "Bool", value: true, span };
  if (hasToken(c, "Kw_false")) return { kind: "Bool", value: false, span };
  for (const rule of primaries) {
    const inner = node(c, rule);
    if (inner) return buildExpr(inner);
  }
  return undefined;
};

/** `sum over territories ...: ...` and `sum over seats s: ...` (the grammar shares the rule). */
const buildOver: ExprBuilder = (_, c, span) => {
  const fn = token(c, "function");
  const variable = token(c, "Identifier");
  const body = buildExpr(node(c, "expr"));
  const set = buildSet(node(c, "setExpr"));
  if (fn && set && body) return { kind: "OverTerritories", fn: fn.image as A.OverFunction, set, body, span };
  if (!fn || !variable || !body) return undefined;
  return {
    kind: "OverSeats",
    fn: fn.image as A.OverFunction,
    variable: { kind: "Name", text: variable.image, span: tokenSpan(variable) },
    body,
    span,
  };
};

/** `not x` and `-x`, or the operand rule when there is no operator. */
const prefixed =
  (operator: string, op: "not" | "-", self: string, next: string): ExprBuilder =>
  (_, c, span) => {
    if (!hasToken(c, operator)) return buildExpr(node(c, next));
    const operand = buildExpr(node(c, self));
    return operand ? { kind: "Unary", op, operand, span } : undefined;
  };

/** Each formula rule of the grammar. */
const exprBuilders: Record<string, ExprBuilder> = {
  expr: (_, c) => buildExpr(node(c, "ifExpr") ?? node(c, "orExpr")),
  ifExpr: (_, c, span) => {
    const condition = buildExpr(node(c, "condition"));
    const then = buildExpr(node(c, "then"));
    const otherwise = buildExpr(node(c, "else"));
    return condition && then && otherwise ? { kind: "If", condition, then, else: otherwise, span } : undefined;
  },
  orExpr: buildBinaryChain,
  andExpr: buildBinaryChain,
  compareExpr: buildBinaryChain,
  addExpr: buildBinaryChain,
  mulExpr: buildBinaryChain,
  notExpr: prefixed("Kw_not", "not", "notExpr", "compareExpr"),
  unaryExpr: prefixed("Minus", "-", "unaryExpr", "primaryExpr"),
  primaryExpr: buildPrimary,
  parenExpr: (_, c) => buildExpr(node(c, "expr")),
  reference: (n, c, span) => {
    const t = firstToken(n);
    const seatVar = seatVarOf(c);
    return t ? { kind: "Ref", name: t.image, ...(seatVar ? { seatVar } : {}), span } : undefined;
  },
  overSeatsExpr: buildOver,
  playsExpr: (_, c, span) => {
    const faction = buildName(node(c, "name"));
    return faction ? { kind: "Plays", faction, span } : undefined;
  },
  holdsExpr: (_, c, span) => {
    const target = buildName(node(c, "name"));
    const seatVar = seatVarOf(c);
    return target ? { kind: "Holds", target, ...(seatVar ? { seatVar } : {}), span } : undefined;
  },
  achievedExpr: (_, __, span) => ({ kind: "Achieved", span }),
  orderedExpr: (_, c, span) => {
    const order = token(c, "order");
    return order ? { kind: "Ordered", order: unquote(order.image), orderSpan: tokenSpan(order), span } : undefined;
  },
  acrossExpr: (_, c, span) => {
    const border = idName(token(c, "borderKind"));
    return border ? { kind: "Across", border, span } : undefined;
  },
  tokensExpr: (_, c, span) => {
    const variable = token(c, "Identifier");
    return variable ? { kind: "Tokens", seatVar: { kind: "Name", text: variable.image, span: tokenSpan(variable) }, span } : undefined;
  },
  callExpr: buildCall,
  tableExpr: buildTable,
  setExpr: buildSet,
};

export function buildExpr(n: CstNode | undefined): A.Expr | undefined {
  if (!n || !Object.hasOwn(exprBuilders, n.name)) return undefined;
  return exprBuilders[n.name]!(n, n.children, nodeSpan(n));
}

function buildCall(n: CstNode): A.Expr | undefined {
  const c = n.children;
  const span = nodeSpan(n);
  if (hasToken(c, "Kw_sum")) {
    const attribute = buildName(node(c, "attribute"));
    const set = buildSet(node(c, "setExpr"));
    return attribute && set ? { kind: "Sum", attribute, set, span } : undefined;
  }
  const fnToken = token(c, "function");
  if (!fnToken) return undefined;
  const args = nodes(c, "args").map(buildExpr);
  if (args.some((a) => a === undefined)) return undefined;
  return { kind: "Call", fn: fnToken.image as A.CallFunction, args: args as A.Expr[], fnSpan: tokenSpan(fnToken), span };
}

function buildTable(n: CstNode): A.Table | undefined {
  const c = n.children;
  const key = buildExpr(node(c, "key"));
  if (!key) return undefined;
  const entries: A.TableEntry[] = [];
  let fallback: A.Expr | undefined;
  for (const entry of nodes(c, "tableEntry")) {
    const value = buildExpr(node(entry.children, "expr"));
    if (!value) continue;
    const int = token(entry.children, "IntegerLiteral");
    if (int) entries.push({ key: Number(int.image), keySpan: tokenSpan(int), value });
    else fallback = value;
  }
  return { kind: "Table", key, entries, ...(fallback ? { fallback } : {}), span: nodeSpan(n) };
}

function buildSet(n: CstNode | undefined): A.SetExpr | undefined {
  if (!n) return undefined;
  const c = n.children;
  const of = hasToken(c, "Kw_groups") ? "groups" : hasToken(c, "Kw_territories") ? "territories" : undefined;
  if (!of) return undefined;
  const within = buildName(node(c, "name"));
  const inObjective = hasToken(c, "Kw_objective");
  const byTeam = hasToken(c, "Kw_team");
  const withToken = token(c, "attribute");
  const bySeat = token(c, "seatVar");
  const where = buildExpr(node(c, "where"));
  const connected = token(c, "Kw_connected");
  const lineWhere = buildExpr(node(c, "lineWhere"));
  return {
    kind: "Set",
    of,
    owned: hasToken(c, "Kw_owned"),
    ...(byTeam ? { byTeam } : {}),
    ...(withToken ? { withAttribute: { kind: "Name" as const, text: withToken.image, span: tokenSpan(withToken) } } : {}),
    ...(within ? { within } : {}),
    ...(inObjective ? { inObjective } : {}),
    ...(bySeat ? { bySeat: { kind: "Name" as const, text: bySeat.image, span: tokenSpan(bySeat) } } : {}),
    ...(where ? { where } : {}),
    ...(connected
      ? {
          connected: { ...(lineWhere ? { where: lineWhere } : {}), ...(hasToken(c, "Kw_chosen") ? { chosen: true } : {}) },
          connectedSpan: tokenSpan(connected),
        }
      : {}),
    span: nodeSpan(n),
  };
}

// ---- sections ----
