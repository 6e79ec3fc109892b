// CST → AST for what belongs to the seats: neutral seats (T1) and the choices each player makes (K1, M1).
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
