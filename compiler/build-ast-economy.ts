// CST → AST for the v2 sections about who sits where and what they have: neutral seats (T1),
// choices (K1/M1), the market (F2) and buildings (F3).
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token, tokenSpan, unquote } from "./cst.js";

export function buildSeats(n: CstNode): A.SeatsDecl {
  const neutrals = compact(
    nodes(n.children, "neutralDecl").map((d): A.NeutralDecl | undefined => {
      const title = token(d.children, "StringLiteral");
      if (!title) return undefined;
      const when = buildExpr(node(d.children, "condition"));
      const armies = buildExpr(node(node(d.children, "neutralArmiesStmt")?.children ?? {}, "armies"));
      return { name: unquote(title.image), nameSpan: tokenSpan(title), ...(when ? { when } : {}), ...(armies ? { armies } : {}), span: nodeSpan(d) };
    }),
  );
  return { kind: "Seats", neutrals, span: nodeSpan(n) };
}

export function buildChoices(n: CstNode): A.ChoicesDecl {
  const choices = compact(
    nodes(n.children, "choiceDecl").map((d): A.ChoiceDecl | undefined => {
      const c = d.children;
      const name = idName(token(c, "Identifier"));
      if (!name) return undefined;
      const words = compact(nodes(c, "words").map(buildName));
      const where = buildExpr(node(c, "where"));
      return {
        name,
        ...(words.length > 0 ? { words } : {}),
        owned: hasToken(c, "Kw_owned"),
        ...(where ? { where } : {}),
        distinct: hasToken(c, "Kw_distinct"),
        secret: hasToken(c, "Kw_secret"),
        span: nodeSpan(d),
      };
    }),
  );
  return { kind: "Choices", choices, span: nodeSpan(n) };
}

export function buildMarket(n: CstNode): A.MarketDecl {
  const offers = compact(
    nodes(n.children, "offerDecl").map((d): A.OfferDecl | undefined => {
      const c = d.children;
      const what = buildName(node(c, "what"));
      const cost = buildExpr(node(c, "cost"));
      const resource = idName(token(c, "resource"));
      if (!what || !cost || !resource) return undefined;
      const when = buildExpr(node(c, "when"));
      const where = buildExpr(node(c, "where"));
      const limit = buildExpr(node(c, "limit"));
      return { what, cost, resource, ...(when ? { when } : {}), ...(where ? { where } : {}), ...(limit ? { limit } : {}), span: nodeSpan(d) };
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
        span: nodeSpan(d),
      };
    }),
  );
  return { kind: "Buildings", buildings, span: nodeSpan(n) };
}
