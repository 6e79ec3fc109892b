// CST → AST for the economy (F2, F3): the market's offers and the buildings.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, idName, node, nodes, nodeSpan, token, tokenSpan, unquote } from "./cst.js";

export function buildMarket(n: CstNode): A.MarketDecl {
  const offers = compact(
    nodes(n.children, "offerDecl").map((d): A.OfferDecl | undefined => {
      const c = d.children;
      const quoted = token(c, "quoted");
      const what = quoted ? { kind: "Name" as const, text: unquote(quoted.image), span: tokenSpan(quoted) } : buildName(node(c, "what"));
      const cost = buildExpr(node(c, "cost"));
      const resource = idName(token(c, "resource"));
      if (!what || !cost || !resource) return undefined;
      const when = buildExpr(node(c, "when"));
      const where = buildExpr(node(c, "where"));
      const limit = buildExpr(node(c, "limit"));
      const deck = idName(token(c, "deck"));
      return {
        what,
        ...(deck ? { deck } : {}),
        cost,
        resource,
        ...(when ? { when } : {}),
        ...(where ? { where } : {}),
        ...(limit ? { limit } : {}),
        span: nodeSpan(d),
      };
    }),
  );
  return { kind: "Market", offers, span: nodeSpan(n) };
}

export function buildBuildings(n: CstNode): A.BuildingsDecl {
  const buildings = compact(
    nodes(n.children, "buildingDecl").map((d): A.BuildingDecl | undefined => {
      const c = d.children;
      const name = idName(token(c, "Identifier"));
      if (!name) return undefined;
      const limit = buildExpr(node(node(c, "buildingLimitStmt")?.children ?? {}, "limit"));
      const fateStmt = node(c, "conquestFateStmt")?.children ?? {};
      const fate = token(fateStmt, "fate")?.image;
      const into = idName(token(fateStmt, "into"));
      return {
        name,
        ...(limit ? { limit } : {}),
        onConquest: fate === "destroyed" ? "destroyed" : fate === "captured" ? "captured" : "kept",
        ...(into ? { into } : {}),
        holdAlone: nodes(c, "holdStmt").length > 0,
        span: nodeSpan(d),
      };
    }),
  );
  return { kind: "Buildings", buildings, span: nodeSpan(n) };
}
