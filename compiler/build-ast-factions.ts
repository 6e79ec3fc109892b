// CST → AST for factions (E1) and the starting points they enter the board by (E3).
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token, tokens, tokenSpan, unquote } from "./cst.js";

export function buildFactions(n: CstNode): A.FactionsDecl {
  const c = n.children;
  const entries = compact(
    nodes(c, "entryDecl").map((e): A.EntryDecl | undefined => {
      const title = token(e.children, "StringLiteral");
      if (!title) return undefined;
      return {
        name: unquote(title.image),
        nameSpan: tokenSpan(title),
        members: compact(nodes(e.children, "members").map(buildName)),
        span: nodeSpan(e),
      };
    }),
  );
  const factions = compact(
    nodes(c, "factionDecl").map((f): A.FactionDecl | undefined => {
      const name = buildName(node(f.children, "name"));
      const when = buildExpr(node(f.children, "expr"));
      if (!name || !when) return undefined;
      const options = nodes(f.children, "factionOption");
      const has = (kw: string) => options.some((o) => hasToken(o.children, kw));
      const captives = options.map((o) => idName(token(o.children, "counter"))).find((x) => x !== undefined);
      return {
        name,
        when,
        entries: options.flatMap((o) => tokens(o.children, "entries").map((t) => ({ name: unquote(t.image), span: tokenSpan(t) }))),
        neutral: has("Kw_neutral"),
        leavesEmpty: has("Kw_leaves"),
        conquersEmpty: has("Kw_conquers"),
        collects: has("Kw_collects"),
        ...(captives ? { captives } : {}),
        span: nodeSpan(f),
      };
    }),
  );
  return { kind: "Factions", entries, factions, span: nodeSpan(n) };
}
