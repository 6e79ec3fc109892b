// CST → AST for counters or resources (E10, E14, F2) and the tokens that refill them.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token } from "./cst.js";

export function buildCounters(n: CstNode): A.CountersDecl {
  const c = n.children;
  const counters = compact(
    nodes(c, "counterDecl").map((d): A.CounterDecl | undefined => {
      const name = idName(token(d.children, "Identifier"));
      if (!name) return undefined;
      const start = buildExpr(node(d.children, "start"));
      const perRound = buildExpr(node(d.children, "perRound"));
      const period = idName(token(d.children, "period"));
      const max = buildExpr(node(d.children, "max"));
      const min = buildExpr(node(d.children, "min"));
      return {
        name,
        perPlayer: hasToken(d.children, "Kw_per"),
        ...(start ? { start } : {}),
        ...(max ? { max } : {}),
        ...(min ? { min } : {}),
        ...(perRound ? { perRound } : {}),
        ...(period ? { period } : {}),
        span: nodeSpan(d),
      };
    }),
  );
  const tokenDecls = compact(
    nodes(c, "tokenDecl").map((d): A.TokenDecl | undefined => {
      const name = buildName(node(d.children, "name"));
      const count = buildExpr(node(d.children, "expr"));
      const refills = idName(token(d.children, "counter"));
      return name && count && refills ? { name, count, refills, span: nodeSpan(d) } : undefined;
    }),
  );
  return { kind: "Counters", keyword: token(c, "keyword")?.image ?? "counters", counters, tokens: tokenDecls, span: nodeSpan(n) };
}
