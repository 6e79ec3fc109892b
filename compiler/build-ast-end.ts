// CST → AST for how a game ends (C8, R3, R11–R13, M1–M4): end rules, scores and rankings, and
// the objectives a player may be dealt.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, join, node, nodes, nodeSpan, token, tokenSpan, unquote } from "./cst.js";

export function buildEndStmt(s: CstNode): A.EndStmt | undefined {
  const c = s.children;
  const span = nodeSpan(s);
  const reason = token(c, "StringLiteral");
  switch (s.name) {
    case "winStmt": {
      const when = buildExpr(node(c, "expr"));
      return reason && when ? { kind: "Win", reason: unquote(reason.image), reasonSpan: tokenSpan(reason), when, span } : undefined;
    }
    case "eliminatedStmt": {
      const when = buildExpr(node(c, "expr"));
      return when ? { kind: "Eliminated", when, span } : undefined;
    }
    case "rankingStmt": {
      const scores = compact(nodes(c, "expr").map(buildExpr));
      return scores.length ? { kind: "Ranking", scores, byTeam: hasToken(c, "Kw_team"), span } : undefined;
    }
    case "scoreStmt": {
      const id = token(c, "Identifier");
      const value = buildExpr(node(c, "expr"));
      return id && value ? { kind: "Score", name: { kind: "Name", text: id.image, span: tokenSpan(id) }, value, span } : undefined;
    }
    case "protectStmt": {
      const when = buildExpr(node(c, "expr"));
      return when ? { kind: "Protect", when, span } : undefined;
    }
    case "endWhenStmt": {
      const when = buildExpr(node(c, "condition"));
      const ranking = compact(nodes(c, "scores").map(buildExpr));
      return reason && when
        ? { kind: "EndWhen", reason: unquote(reason.image), reasonSpan: tokenSpan(reason), when, ranking, byTeam: hasToken(c, "Kw_team"), span }
        : undefined;
    }
    default:
      return undefined;
  }
}

function buildObjective(o: CstNode): A.ObjectiveDecl | undefined {
  const title = token(o.children, "StringLiteral");
  if (!title) return undefined;
  const when = buildExpr(node(o.children, "when"));
  const dealt = buildExpr(node(o.children, "dealt"));
  const instead = token(o.children, "instead");
  const insteadWhen = buildExpr(node(o.children, "insteadWhen"));
  return {
    name: unquote(title.image),
    nameSpan: tokenSpan(title),
    members: compact(nodes(o.children, "members").map(buildName)),
    ...(when ? { when } : {}),
    ...(dealt ? { dealt } : {}),
    ...(instead && insteadWhen
      ? {
          instead: {
            objective: unquote(instead.image),
            objectiveSpan: tokenSpan(instead),
            when: insteadWhen,
            span: join(tokenSpan(instead), insteadWhen.span),
          },
        }
      : {}),
    span: nodeSpan(o),
  };
}

export function buildObjectives(n: CstNode): A.ObjectivesDecl {
  return { kind: "Objectives", objectives: compact(nodes(n.children, "objectiveDecl").map(buildObjective)), span: nodeSpan(n) };
}
