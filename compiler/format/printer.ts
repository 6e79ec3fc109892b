// The prettier printer: every construct of the language, from the format tree. Blocks always
// open onto their own lines; lists (group members, borders, arguments, tables) and formulas are
// groups, so short ones stay on one line and long ones wrap; blank lines between statements are
// kept (at most one).
import type { AstPath, Doc, Printer } from "prettier";
import { builders } from "prettier/doc";
import * as standalone from "prettier/standalone";

// prettier/standalone exports `util` at run time; its type declarations leave it out.
const { addDanglingComment, addLeadingComment } = (
  standalone as unknown as {
    util: { addDanglingComment(node: unknown, comment: unknown, marker: unknown): void; addLeadingComment(node: unknown, comment: unknown): void };
  }
).util;
import type { FormatComment, FormatNode, FormatToken } from "./format-tree.js";

const { group, indent, line, softline, hardline, fill } = builders;

type Node = FormatNode | FormatToken | FormatComment;
type Print = (path: AstPath<Node>) => Doc;

/** Rules printed as `header { statements }`. */
const blocks = new Set([
  "variantDecl",
  "mapDecl",
  "territoriesBlock",
  "bordersBlock",
  "setupDecl",
  "turnDecl",
  "phaseDecl",
  "combatDecl",
  "cardsDecl",
  "endDecl",
  "objectivesDecl",
  "limitsDecl",
  "effectsDecl",
  "effectCardDecl",
  "teamsDecl",
  "switchDecl",
  "leadersDecl",
  "leaderDecl",
  "factionsDecl",
  "factionDecl",
  "countersDecl",
  "seatsDecl",
  "neutralDecl",
  "choicesDecl",
  "marketDecl",
  "buildingsDecl",
  "buildingDecl",
  "unitDecl",
  "rulesDecl",
  "ruleDecl",
  "eachEffect",
  // TC1: `choose territory owned where c { effects }`.
  "pickEffect",
]);
/** Rules printed as `header { A, B, C }`, filled. */
const memberLists = new Set(["groupDecl", "objectiveDecl", "entryDecl"]);
/** Chains of operands and operators. */
const chains = new Set(["orExpr", "andExpr", "compareExpr", "addExpr", "mulExpr"]);

const noSpaceBefore = new Set(["Comma", "Colon", "DotDot", "RParen", "RBracket"]);
const noSpaceAfter = new Set(["LParen", "LBracket", "DotDot"]);

function isToken(n: Node | undefined): n is FormatToken {
  return n?.type === "token";
}

/** Whether a node of rule `type` stands somewhere below `node`. */
function holds(node: FormatNode, type: string): boolean {
  return node.children.some((c) => !isToken(c) && (c.type === type || holds(c, type)));
}

function firstToken(n: FormatNode | FormatToken): FormatToken {
  return isToken(n) ? n : firstToken(n.children[0]!);
}

function lastToken(n: FormatNode | FormatToken): FormatToken {
  return isToken(n) ? n : lastToken(n.children.at(-1)!);
}

/** Whether a space separates two neighbours in a line of tokens. */
function spaced(parent: FormatNode, a: FormatNode | FormatToken, b: FormatNode | FormatToken): boolean {
  const left = lastToken(a);
  const right = firstToken(b);
  if (noSpaceBefore.has(right.tokenType) || noSpaceAfter.has(left.tokenType)) return false;
  // `- -x` must not become `--x`, which reads as a border.
  if (left.tokenType === "Minus" && (parent.type === "unaryExpr" || parent.type === "literal")) return right.tokenType === "Minus";
  // `crossing gold = -10`: a negative value, not a subtraction.
  if (left.tokenType === "Minus" && parent.type === "ruleEvent") return false;
  // `then +5`, `attack +1`, `die +1`, `armies +3`: a sign, not an addition.
  if (left.tokenType === "Plus" && ["valuesStmt", "powerStmt", "effectStmt", "revealEffectStmt", "diceEffect", "modifierStmt"].includes(parent.type))
    return false;
  if (right.tokenType === "LParen" && parent.type === "callExpr") return false; // `max(`
  if (right.tokenType === "Plus" && (parent.type === "rankStmt" || parent.type === "bombardStep")) return false; // RB1, BB1: `hits 3+`
  return true;
}

/**
 * A node's children, printed. `print(path)` with no other argument lets prettier keep each node's
 * doc (`path.map(print, ...)` passes the index along, which turns that off), so printing a child
 * again — a header after the whole list — costs nothing: without it each nesting level printed its
 * subtree twice, and 50 nested `by players { ... }` tables never finished.
 */
function printChildren(path: AstPath<FormatNode>, print: Print): Doc[] {
  return path.map((child) => print(child as AstPath<Node>), "children");
}

/** Children printed in order with the spacing rules: the default for every statement. */
function printSequence(path: AstPath<FormatNode>, print: Print, from = 0, to?: number): Doc[] {
  return spacedSequence(path.node, printChildren(path, print), from, to);
}

/**
 * The printed children `from`..`to` of `node`, joined by the spacing rules. A comment between two
 * of them that prettier could attach to neither (they are tokens: `players 2 /* two *\/ .. 4`) is
 * left on the node; it is printed here, where it was written: a block comment between spaces, a
 * line comment followed by a line break.
 */
function spacedSequence(node: FormatNode, printed: Doc[], from = 0, to = node.children.length): Doc[] {
  const between = (node.comments ?? []).filter((c) => !c.leading && !c.trailing && !c.printed);
  const parts: Doc[] = [];
  // What was printed last: a child, or one of those comments.
  let last: { child: FormatNode | FormatToken } | { comment: FormatComment } | undefined;
  // What goes before the next part: nothing after a line comment (its line break is printed), a
  // line break after a child whose trailing line comment would otherwise run into the next part.
  const separator = (space: boolean): Doc[] => {
    if (!last || ("comment" in last && !last.comment.block)) return [];
    if ("child" in last && endsWithLineComment(last.child)) return [hardline];
    return space ? [" "] : [];
  };
  for (let i = from; i < to; i++) {
    const child = node.children[i]!;
    for (const comment of between.filter((c) => !c.printed && c.end <= child.start && (i === from || c.start >= node.children[i - 1]!.end))) {
      comment.printed = true;
      parts.push(...separator(true), comment.value.trimEnd(), ...(comment.block ? [] : [hardline]));
      last = { comment };
    }
    parts.push(...separator(!last || "comment" in last || spaced(node, last.child, child)), printed[i]!);
    last = { child };
  }
  return parts;
}

/** Comments on the node attached to none of its children (not those of an empty member list, which it prints). */
function hasStrayComments(node: FormatNode): boolean {
  const stray = node.comments?.some((c) => !c.leading && !c.trailing && !c.printed) ?? false;
  const open = node.children.findIndex((c) => isToken(c) && c.tokenType === "LCurly");
  const emptyList = memberLists.has(node.type) && open >= 0 && !node.children.slice(open).some((c) => !isToken(c));
  return stray && !emptyList;
}

const endsWithLineComment = (item: FormatNode | FormatToken) => (item as FormatNode).comments?.some((c) => c.trailing && !c.block) ?? false;

function hasBlankLineBetween(text: string, from: number, to: number): boolean {
  return /\n[ \t\r]*\n/.test(text.slice(from, to));
}

/** Where a statement really starts: before its leading comments. */
function startWithComments(node: FormatNode | FormatToken): number {
  const leading = (node as FormatNode).comments?.filter((c) => c.leading) ?? [];
  return Math.min(node.start, ...leading.map((c) => c.start));
}

/** The node's comments not yet printed that are attached to no child (those `where` allows), each on its line. */
function danglingComments(path: AstPath<FormatNode>, where: (comment: FormatComment) => boolean = () => true): Doc[] {
  const comments = path.node.comments?.filter((c) => !c.leading && !c.trailing && !c.printed && where(c)) ?? [];
  if (comments.length === 0) return [];
  return comments.flatMap((c) => {
    c.printed = true;
    return [c.value.trimEnd(), hardline];
  });
}

function printBlock(path: AstPath<FormatNode>, print: Print, text: string): Doc {
  const node = path.node;
  const open = node.children.findIndex((c) => isToken(c) && c.tokenType === "LCurly");
  // A block whose body is optional and left out (`faction Humans when seat >= 1`): a statement.
  if (open < 0) return printSequence(path, print);
  const close = node.children.length - 1;
  // Each child printed once (a map's block holds thousands of statements).
  const printed = printChildren(path, print);
  const header = spacedSequence(node, printed, 0, open);
  const statements: Doc[] = [];
  let previous: FormatNode | FormatToken | undefined;
  let first: FormatNode | FormatToken | undefined;
  for (let i = open + 1; i < close; i++) {
    const child = node.children[i]!;
    if (isToken(child) && child.tokenType === "Comma") continue; // optional separators in `territories { A, B }`
    if (previous) {
      statements.push(hardline);
      if (hasBlankLineBetween(text, previous.end, startWithComments(child))) statements.push(hardline);
    }
    statements.push(printed[i]!);
    first ??= child;
    previous = child;
  }
  // Comments left on the block, where they stand: before the first statement or after the last.
  const dangling = danglingComments(path, (c) => !first || c.start < first.start);
  const after = danglingComments(path);
  if (statements.length === 0 && dangling.length === 0) return [...header, header.length ? " " : "", "{}"];
  const inside =
    statements.length === 0 ? dangling.slice(0, -1) : [...dangling, ...statements, ...(after.length ? [hardline, ...after.slice(0, -1)] : [])];
  return [...header, header.length ? " " : "", "{", indent([hardline, ...inside]), hardline, "}"];
}

/** The separator after a list item: a line, or a hard break after a trailing line comment. */
function separatorAfter(item: FormatNode | FormatToken): Doc {
  return [",", endsWithLineComment(item) ? hardline : line];
}

/** The items among the children `from`..`to` (commas left out), with a separator after each but the last. */
function separatedItems(node: FormatNode, printed: Doc[], from: number, to: number): Doc[] {
  const items: Doc[] = [];
  let previous: FormatNode | FormatToken | undefined;
  for (let i = from; i < to; i++) {
    const child = node.children[i]!;
    if (isToken(child) && child.tokenType === "Comma") continue;
    if (previous) items.push(separatorAfter(previous));
    items.push(printed[i]!);
    previous = child;
  }
  return items;
}

/** `{ A, B, C }` as a filled list: as many per line as fit. */
function printMemberList(path: AstPath<FormatNode>, print: Print): Doc {
  const node = path.node;
  const open = node.children.findIndex((c) => isToken(c) && c.tokenType === "LCurly");
  // Members are optional in `objective "Alone"`: without braces it is a plain statement.
  if (open < 0) return printSequence(path, print);
  const items = separatedItems(node, printChildren(path, print), open + 1, node.children.length - 1);
  const header = printSequence(path, print, 0, open);
  const dangling = danglingComments(path);
  if (items.length === 0)
    return dangling.length ? [...header, " {", indent([hardline, ...dangling.slice(0, -1)]), hardline, "}"] : [...header, " {}"];
  return group([...header, " {", indent([line, fill(items)]), line, "}"]);
}

/** `A -- B, C, D`: the targets fill the line and wrap under an indent; `with Fleet` (PB9) and `[sea]` (BK1) follow them. */
function printBorderEntry(path: AstPath<FormatNode>, print: Print): Doc {
  const node = path.node;
  const arrow = node.children.findIndex((c) => isToken(c) && (c.tokenType === "TwoWay" || c.tokenType === "OneWay"));
  const withAt = node.children.findIndex((c) => isToken(c) && c.tokenType === "Kw_with");
  const kindsAt = node.children.findIndex((c) => isToken(c) && c.tokenType === "LBracket");
  const length = node.children.length;
  const end = Math.min(withAt < 0 ? length : withAt, kindsAt < 0 ? length : kindsAt);
  const targets = separatedItems(node, printChildren(path, print), arrow + 1, end);
  // A trailing line comment ends the line: what follows starts the next one.
  const gapBefore = (at: number) => {
    const before = node.children[at - 1];
    return before && endsWithLineComment(before) ? hardline : " ";
  };
  const piece = withAt < 0 ? [] : [gapBefore(withAt), ...printSequence(path, print, withAt, kindsAt < 0 ? length : kindsAt)];
  const kinds = kindsAt < 0 ? [] : [gapBefore(kindsAt), ...printSequence(path, print, kindsAt, length)];
  return group([...printSequence(path, print, 0, arrow + 1), " ", indent(fill(targets)), ...piece, ...kinds]);
}

/** A comma-separated list between brackets: `max(a, b)`, `by players { 3: 35 }`. */
function printBracketed(path: AstPath<FormatNode>, print: Print, openType: string, closeType: string, padded: boolean): Doc {
  const node = path.node;
  const open = node.children.findIndex((c) => isToken(c) && c.tokenType === openType);
  const close = node.children.length - 1 - [...node.children].reverse().findIndex((c) => isToken(c) && c.tokenType === closeType);
  const printed = printChildren(path, print);
  const items = separatedItems(node, printed, open + 1, close);
  // Nothing between the brackets but perhaps a comment: `floor( /* none *\/ )`.
  if (items.length === 0) return printSequence(path, print);
  const header = printSequence(path, print, 0, open + 1);
  const edge = padded ? line : softline;
  return group([...header, indent([edge, padded ? fill(items) : items]), edge, printed[close]!]);
}

/** A statement ending in a comma-separated list that wraps under an indent: `winner highest a, b`. */
function printTrailingList(path: AstPath<FormatNode>, print: Print, startsAfter: string[], endsBefore?: string): Doc {
  const node = path.node;
  const start = Math.max(...startsAfter.map((type) => node.children.findIndex((c) => isToken(c) && c.tokenType === type))) + 1;
  const stop = endsBefore === undefined ? node.children.length : node.children.findIndex((c) => isToken(c) && c.tokenType === endsBefore);
  const end = stop < 0 ? node.children.length : stop;
  const printed = printChildren(path, print);
  const items = separatedItems(node, printed, start, end);
  const last = node.children[end - 1];
  const tail = end < node.children.length ? [last && endsWithLineComment(last) ? hardline : " ", ...printSequence(path, print, end)] : [];
  return group([...printSequence(path, print, 0, start), indent([line, items]), ...tail]);
}

/**
 * M1: `objective "X" { A, B } when ... dealt when ... instead "Y" when ...`: the member list as a
 * filled list, then each clause on its own line under an indent when they do not fit on one.
 */
function printObjective(path: AstPath<FormatNode>, print: Print): Doc {
  const node = path.node;
  const printed = printChildren(path, print);
  const at = (i: number) => node.children[i];
  const isTok = (i: number, type: string) => isToken(at(i)) && (at(i) as FormatToken).tokenType === type;
  // Clauses start at `dealt`, `instead`, and a `when` that neither of them opened.
  const starts: number[] = [];
  for (let i = 0; i < node.children.length; i++) {
    if (isTok(i, "Kw_dealt") || isTok(i, "Kw_instead")) starts.push(i);
    else if (isTok(i, "Kw_when") && !isTok(i - 1, "Kw_dealt") && !(isTok(i - 2, "Kw_instead") && isTok(i - 1, "StringLiteral"))) starts.push(i);
  }
  if (starts.length === 0) return printMemberList(path, print);
  const head = starts[0]!;
  const open = node.children.findIndex((c) => isToken(c) && c.tokenType === "LCurly");
  const header = spacedSequence(node, printed, 0, open >= 0 && open < head ? open : head);
  if (open >= 0 && open < head) {
    header.push(" ", group(["{", indent([line, fill(separatedItems(node, printed, open + 1, head - 1))]), line, "}"]));
  }
  const clauses = starts.map((from, k) => spacedSequence(node, printed, from, starts[k + 1] ?? node.children.length));
  return group([...header, indent(clauses.map((c) => [line, ...c]))]);
}

/** `a + b - c`: operators end the line when a formula wraps. */
function printChain(path: AstPath<FormatNode>, print: Print): Doc {
  const node = path.node;
  const printed = printChildren(path, print);
  if (node.children.length === 1) return printed[0]!;
  const rest: Doc[] = [];
  for (let i = 1; i < node.children.length; i += 2) {
    // After an operand's line comment the operator starts the next line (where the comment ended it).
    if (endsWithLineComment(node.children[i - 1]!)) rest.push([hardline, printed[i]!, " ", printed[i + 1]!]);
    else rest.push([" ", printed[i]!, line, printed[i + 1]!]);
  }
  return group([printed[0]!, indent(rest)]);
}

/**
 * A comment inside the braces of a block (or member list) with nothing else inside belongs to
 * the block, not to its header: attach it as dangling so it is printed between the braces. A line
 * comment on the `{` line stays there, as in a block with statements (`phase q { // later`).
 */
function attachToEmptyBlock(comment: PlacedComment, text?: string): boolean {
  const block = comment.enclosingNode;
  if (!block || (!blocks.has(block.type) && !memberLists.has(block.type))) return false;
  const open = block.children.findIndex((c) => isToken(c) && c.tokenType === "LCurly");
  const close = block.children.at(-1)!;
  if (open < 0 || comment.start < block.children[open]!.end || comment.end > close.start) return false;
  const onOpeningLine = text !== undefined && !text.slice(block.children[open]!.end, comment.start).includes("\n");
  if (onOpeningLine && !comment.block && comment.precedingNode && !endsWithLineComment(comment.precedingNode)) return false;
  const inside = block.children.slice(open + 1, -1).filter((c) => !isToken(c) || c.tokenType !== "Comma");
  if (inside.length > 0) return false;
  addDanglingComment(block, comment, undefined);
  return true;
}

type PlacedComment = FormatComment & { enclosingNode?: FormatNode; precedingNode?: FormatNode; followingNode?: FormatNode };

/**
 * A comment after a token that follows the node before it (`= // the default` before a value,
 * `2 .. /* most *\/ 4`) belongs after that token. Trailing the node before, it would be printed
 * before the token — and moved back on the next run. It leads the next node when that node comes
 * right after it; with tokens on both sides (`copies /* n *\/ 2 {`) it stays on the node that
 * holds it and is printed where it stands (spacedSequence). Not after `{`: `phase attack { //
 * note` stays on the header's line (unless a line comment is there already, or tokens stand
 * between the header's last node and `{`), and `A, // note` on its item's.
 */
function attachAfterToken(comment: PlacedComment, text: string, endOfLine: boolean): boolean {
  const { precedingNode: before, followingNode: after, enclosingNode: parent } = comment;
  if (!before || !parent) return false;
  const tokensBetween = (from: number, to: number) => parent.children.filter((c): c is FormatToken => isToken(c) && c.start >= from && c.end <= to);
  const tokensBefore = tokensBetween(before.end, comment.start);
  if (tokensBefore.length === 0) return false;
  // The comment right after a lone `{` or `,` (no other comment between them).
  const only = (type: string) =>
    tokensBefore.length === 1 && tokensBefore[0]!.tokenType === type && text.slice(tokensBefore[0]!.end, comment.start).trim() === "";
  // `header { // note`: the note trails the header, on the `{` line, unless a comment is there already.
  if (only("LCurly") && !endsWithLineComment(before)) return false;
  // `A, // note`: the note trails the item, after its comma (the list breaks the line after it).
  if (endOfLine && !comment.block && only("Comma")) return false;
  if (after && tokensBetween(comment.end, after.start).length === 0) addLeadingComment(after, comment);
  else addDanglingComment(parent, comment, undefined);
  return true;
}

/**
 * A comment on its own line before a token that precedes the next node (`}` then `when` in an
 * objective): leading that node, it would be printed after the token. It stays on the node that
 * holds it, printed where it stands. (Before a block's `{`, leading the first statement is fine.)
 */
function keepBeforeToken(comment: PlacedComment): boolean {
  const { followingNode: after, enclosingNode: parent } = comment;
  if (!after || !parent) return false;
  const tokens = parent.children.filter((c): c is FormatToken => isToken(c) && c.start >= comment.end && c.end <= after.start);
  if (tokens.length === 0 || tokens.some((t) => t.tokenType === "LCurly")) return false;
  addDanglingComment(parent, comment, undefined);
  return true;
}

/** `if c then a else b`, or when long: `then` and `else` on their own lines under the `if`. */
function printIf(path: AstPath<FormatNode>, print: Print): Doc {
  const node = path.node;
  const printed = printChildren(path, print);
  const at = (type: string) => node.children.findIndex((c) => isToken(c) && c.tokenType === type);
  const [thenAt, elseAt] = [at("Kw_then"), at("Kw_else")];
  return group([
    printed[0]!,
    " ",
    printed[1]!,
    indent([line, printed[thenAt]!, " ", printed[thenAt + 1]!, line, printed[elseAt]!, " ", printed[elseAt + 1]!]),
  ]);
}

export function makePrinter(): Printer<Node> {
  return {
    print(path, options, print) {
      const node = path.node;
      if (node.type === "token") return (node as FormatToken).image;
      if (node.type === "comment") return (node as FormatComment).value.trimEnd();
      const p = path as AstPath<FormatNode>;
      const text = options.originalText;
      if (node.type === "root") return [...printChildren(p, print), hardline];
      if (blocks.has(node.type)) return printBlock(p, print, text);
      // PO4 with TC1: an order whose effects pick a territory is a block too (the pick's block inside it).
      if (node.type === "orderOption" && holds(node as FormatNode, "pickEffect")) return printBlock(p, print, text);
      // Comments left between the children of a list, a formula or a clause: printed where they
      // stand, the children in a plain sequence (the list's or formula's own layout would drop them).
      if (hasStrayComments(node as FormatNode)) return printSequence(p, print);
      if (chains.has(node.type)) return printChain(p, print);
      if (node.type === "objectiveDecl") return printObjective(p, print);
      if (memberLists.has(node.type)) return printMemberList(p, print);
      switch (node.type) {
        case "borderEntry":
          return printBorderEntry(p, print);
        case "callExpr":
          return (node as FormatNode).children.some((c) => isToken(c) && c.tokenType === "Kw_sum")
            ? printSequence(p, print)
            : printBracketed(p, print, "LParen", "RParen", false);
        case "tableExpr":
          return printBracketed(p, print, "LCurly", "RCurly", true);
        case "territoryDecl":
          return (node as FormatNode).children.some((c) => isToken(c) && c.tokenType === "LBracket")
            ? printBracketed(p, print, "LBracket", "RBracket", false)
            : printSequence(p, print);
        case "valuesStmt":
          return printTrailingList(p, print, ["Kw_values"], "Kw_then");
        case "rankingStmt":
          return printTrailingList(p, print, ["Kw_ranking", "Kw_team"]);
        case "ifExpr":
          return printIf(p, print);
        case "endWhenStmt":
          return printTrailingList(p, print, ["Kw_highest", "Kw_team"]);
        default:
          return printSequence(p, print);
      }
    },
    printComment(path) {
      return (path.node as FormatComment).value.trimEnd();
    },
    canAttachComment(node) {
      return node.type !== "token" && node.type !== "comment" && node.type !== "root";
    },
    isBlockComment(node) {
      return (node as FormatComment).block === true;
    },
    handleComments: {
      ownLine: (comment) => attachToEmptyBlock(comment as never) || keepBeforeToken(comment as never),
      endOfLine: (comment, text) => attachToEmptyBlock(comment as never, text) || attachAfterToken(comment as never, text, true),
      remaining: (comment, text) => attachToEmptyBlock(comment as never) || attachAfterToken(comment as never, text, false),
    },
    getVisitorKeys(node) {
      return node.type === "token" || node.type === "comment" ? [] : ["children"];
    },
  };
}
