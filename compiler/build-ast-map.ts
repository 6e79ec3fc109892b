// CST → AST for the map (C1, R1, Y1, Y7): territories with their attributes and places, groups,
// borders and switches.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildLiteral, buildName, buildType } from "./build-ast-expr.js";
import { compact, firstToken, hasToken, idName, node, nodes, nodeSpan, token, tokens, tokenSpan, unquote } from "./cst.js";

function buildTerritory(n: CstNode): A.TerritoryDecl | undefined {
  const name = buildName(node(n.children, "name"));
  if (!name) return undefined;
  const attrs: A.TerritoryAttr[] = [];
  let at: A.TerritoryDecl["at"];
  for (const a of nodes(n.children, "territoryAttr")) {
    const x = token(a.children, "x");
    const y = token(a.children, "y");
    if (x && y) {
      at = { x: Number(x.image), y: Number(y.image), span: nodeSpan(a) };
      continue;
    }
    const id = token(a.children, "Identifier");
    const value = buildLiteral(node(a.children, "literal"));
    if (id && value) attrs.push({ name: { kind: "Name", text: id.image, span: tokenSpan(id) }, value, span: nodeSpan(a) });
  }
  return { kind: "Territory", name, attrs, ...(at ? { at } : {}), span: nodeSpan(n) };
}

function buildAttribute(a: CstNode): A.AttributeDecl | undefined {
  const id = token(a.children, "Identifier");
  const type = buildType(node(a.children, "typeRef"));
  if (!id || !type) return undefined;
  const fallback = buildLiteral(node(a.children, "literal"));
  return {
    kind: "Attribute",
    name: { kind: "Name", text: id.image, span: tokenSpan(id) },
    type,
    ...(fallback ? { fallback } : {}),
    span: nodeSpan(a),
  };
}

function buildGroup(g: CstNode): A.GroupDecl | undefined {
  const name = buildName(node(g.children, "name"));
  if (!name) return undefined;
  const keyword = firstToken(g)?.image ?? "group";
  const bonus = buildExpr(node(g.children, "expr"));
  const members = compact(nodes(g.children, "members").map(buildName));
  const attrs = nodes(g.children, "groupAttr").flatMap((a) => {
    const id = token(a.children, "Identifier");
    const value = buildName(node(a.children, "name"));
    return id && value ? [{ name: { kind: "Name" as const, text: id.image, span: tokenSpan(id) }, value, span: nodeSpan(a) }] : [];
  });
  return { kind: "Group", keyword, name, attrs, ...(bonus ? { bonus } : {}), members, span: nodeSpan(g) };
}

function buildBorder(e: CstNode | undefined): A.BorderDecl | undefined {
  if (!e) return undefined;
  const from = buildName(node(e.children, "from"));
  const to = compact(nodes(e.children, "to").map(buildName));
  if (!from || to.length === 0) return undefined;
  const piece = buildName(node(e.children, "piece"));
  const kinds = compact(tokens(e.children, "kind").map(idName));
  return {
    kind: "Border",
    remove: hasToken(e.children, "Kw_remove"),
    oneWay: hasToken(e.children, "OneWay"),
    from,
    to,
    ...(piece ? { piece } : {}),
    ...(kinds.length > 0 ? { kinds } : {}),
    span: nodeSpan(e),
  };
}

function buildSwitchItem(item: CstNode): A.SwitchItem | undefined {
  const state = token(item.children, "state");
  if (!state) return undefined;
  const border = buildBorder(node(item.children, "borderEntry"));
  const territory = buildName(node(item.children, "name"));
  const on = state.image === "on";
  if (border) return { on, border, span: nodeSpan(item) };
  return territory ? { on, territory, span: nodeSpan(item) } : undefined;
}

/** Y7: a switch of the map, with what exists while it is on and while it is off. */
function buildSwitch(sw: CstNode): A.SwitchDecl | undefined {
  const title = token(sw.children, "StringLiteral");
  const initial = token(sw.children, "initial");
  if (!title || !initial) return undefined;
  const items = compact(nodes(sw.children, "switchItem").map(buildSwitchItem));
  return { kind: "Switch", name: unquote(title.image), nameSpan: tokenSpan(title), initial: initial.image === "on", items, span: nodeSpan(sw) };
}

export function buildMap(n: CstNode): A.MapDecl {
  const c = n.children;
  const title = token(c, "StringLiteral");
  const attributes = compact(nodes(c, "attributeDecl").map(buildAttribute));
  const territories = compact(nodes(c, "territoriesBlock").flatMap((b) => nodes(b.children, "territoryDecl").map(buildTerritory)));
  const groups = compact(nodes(c, "groupDecl").map(buildGroup));
  const borders = compact(nodes(c, "bordersBlock").flatMap((b) => nodes(b.children, "borderEntry").map(buildBorder)));
  const switches = compact(nodes(c, "switchDecl").map(buildSwitch));
  const instead = token(c, "Kw_instead");
  return {
    kind: "Map",
    ...(title ? { title: unquote(title.image) } : {}),
    ...(instead ? { instead: true as const, insteadSpan: tokenSpan(instead) } : {}),
    attributes,
    territories,
    groups,
    borders,
    switches,
    span: nodeSpan(n),
  };
}
