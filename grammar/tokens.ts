// Tokens of the variant language, in one ordered list (the lexer tries them in this order).
// Every keyword carries the `Keyword` category so the parser can accept a keyword where a
// free name is wanted (phase names) and the playground can highlight keywords without a
// second hand-kept list.
import { createToken, Lexer, type TokenType } from "chevrotain";

// U+FEFF is white space: a file saved "with BOM" starts with it, and it is invisible anywhere else.
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\ufeff]+/, group: Lexer.SKIPPED });
// Comments are kept in their own group: the formatter re-attaches them.
export const LineComment = createToken({ name: "LineComment", pattern: /\/\/[^\n\r]*/, group: "comments" });

/**
 * `/* ... *\/` up to the first `*\/`, or to the end of the text when it is never closed (the
 * parser reports that once). One scan per comment: a regular expression that fails on an unclosed
 * comment would rescan the rest of the text from every later `/*`.
 */
function matchBlockComment(text: string, offset: number): RegExpExecArray | null {
  if (text.charCodeAt(offset) !== 47 || text.charCodeAt(offset + 1) !== 42) return null;
  const close = text.indexOf("*/", offset + 2);
  const match = [text.slice(offset, close < 0 ? text.length : close + 2)] as unknown as RegExpExecArray;
  match.index = offset;
  match.input = text;
  return match;
}
export const BlockComment = createToken({
  name: "BlockComment",
  pattern: { exec: matchBlockComment },
  start_chars_hint: ["/"],
  group: "comments",
  line_breaks: true,
});

export const isUnclosedComment = (image: string) => image.startsWith("/*") && (image.length < 4 || !image.endsWith("*/"));

export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_]*/ });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\n\r]|\\["\\nt])*"/ });
export const IntegerLiteral = createToken({ name: "IntegerLiteral", pattern: /\d+/ });
export const DieLiteral = createToken({ name: "DieLiteral", pattern: /d\d+/, longer_alt: Identifier });

export const Keyword = createToken({ name: "Keyword", pattern: Lexer.NA });

/** Every keyword of the language, by its spelling. */
// prettier-ignore
const keywordSpellings = [
  "variant", "extends", "players", "param", "int", "bool", "in", "map", "territories", "attribute",
  "continent", "group", "sector", "bonus", "borders", "remove", "setup", "armies", "by", "deal",
  "randomly", "turns", "place", "remaining", "batch", "turn", "phase", "when", "receive", "trade",
  "forced", "all", "attack", "fortify", "moves", "path", "adjacent", "connected", "leave", "draw",
  "combat", "die", "attacker", "defender", "dice", "ties", "conquer", "move", "cards", "deck",
  "showing", "wilds", "set", "alike", "distinct", "any", "wild", "of", "values", "then", "on",
  "to", "territory", "worth", "at", "pool", "limit", "per", "hand", "elimination", "takes", "until",
  "end", "win", "winner", "highest", "eliminated", "if", "else", "and", "or", "not", "true", "false",
  "floor", "ceil", "min", "max", "abs", "count", "sum", "owned", "groups", "each", "objectives",
  "objective", "reverse", "limits", "require", "keep", "roll", "ranking", "protect", "effects",
  "card", "use", "game", "once", "never", "exchange", "seat", "tokens", "score", "over", "seats",
  "teams", "team", "switch", "starts", "off", "pieces", "reveal", "reinforce", "choice", "with", "leaders", "leader", "form", "defend", "jump", "retreat", "strike", "revive", "cost", "morph", "near", "using", "cede", "partner", "hold", "alone",
  "factions", "faction", "entry", "enters", "neutral", "leaves", "empty", "conquers", "collects", "captured", "counters",
  "counter", "player", "token", "refills", "plays", "placed", "wait", "effect", "copies", "pass", "lose", "drops", "first",
  // v2 (docs/language-design.md): formulas, seats, choices, objectives, resources, market, buildings, units, dice.
  "holds", "where", "achieved", "choices", "choose", "secret", "dealt", "instead", "resources", "resource", "gain",
  "market", "offer", "buy", "bid", "order", "buildings", "building", "build", "raze", "flip", "kept", "destroyed", "into",
  "units", "unit", "stands", "death", "returns", "lost", "reroll", "pays", "except", "conquest",
  // v3 (docs/language-design.md, part B): the dice pipeline.
  "lowest", "extra",
  // v3 (docs/language-design.md, part A): the rules section.
  "rules", "rule", "start", "battle", "crossing", "open", "close", "give", "becomes", "for", "this", "your", "next",
  // v3 (docs/language-design.md, part A "Decks"): named decks and effect-card play (durations: the rules' keywords above).
  "from", "play", "discard", "reshuffle",
  // v3 (issue 26, GT10): a card placed in part of its deck's pile when it is shuffled (`in bottom half`).
  "top", "bottom", "half",
  // v3 (issue 26): a card's play window, `on play during attack` / `on play during defence`.
  "during", "defence",
  // v3 (issue 26, the setup program's deals): a deal to the players only, the same number each.
  "evenly",
  // v3 (issue 26, part A's remaining events): a rule that is its player's decision.
  "optional",
  // v3 (issue 26, SW13): hidden markers dealt from a named deck onto territories (`put 1 from bases`).
  "put",
  // v3 (issue 26, part E item 3): ranked battles with hit thresholds (`rank Archer hits 5+`).
  "rank", "hits",
  // v3 (issue 26, Risk Europe's Maneuver): a move at most N borders long (`fortify ... within 2`).
  "within",
  // v3 (issue 26, part E item 2): contested territories, their battles at the round's end (`battles at round end`).
  "battles",
  // v3 (issue 26, part E items 1 and 5): programmed orders (`program 2 each round`, `ordered "Tax"`).
  "program", "ordered",
  // v3 (part E, remaining item 2): one move or invasion a step (`expand into 2 leave 1`).
  "expand",
  // v3 (issue 26, part E "what still keeps Risk Europe" item 1): the territory an effect chose (`connected to chosen`).
  "chosen",
  // v3 (issue 26, part E "what still keeps Risk Europe"): bombardment and borders of a kind (`bombard Siege ...`, `across sea`).
  "bombard", "across",
] as const;
export type KeywordSpelling = (typeof keywordSpellings)[number];

/**
 * A keyword is its spelling as a plain string: an identifier that merely starts with it (`inside`)
 * is the longer match, so the identifier wins (`longer_alt`). Plain strings are cheap for the
 * lexer to analyse when it is built (a regular expression per keyword cost most of the start-up
 * of `riskc check`).
 */
function keywordToken(spelling: string): TokenType {
  return createToken({ name: `Kw_${spelling}`, pattern: spelling, longer_alt: Identifier, categories: [Keyword], label: `'${spelling}'` });
}

export const keywords: Record<KeywordSpelling, TokenType> = Object.fromEntries(keywordSpellings.map((s) => [s, keywordToken(s)])) as Record<
  KeywordSpelling,
  TokenType
>;

/** Keywords in lexing order: longer first, so that `int` is tried before `in` (which would match its start). */
const keywordsByLength = [...keywordSpellings].sort((a, b) => b.length - a.length || a.localeCompare(b)).map((s) => keywords[s]);

export const LCurly = createToken({ name: "LCurly", pattern: "{", label: "'{'" });
export const RCurly = createToken({ name: "RCurly", pattern: "}", label: "'}'" });
export const LParen = createToken({ name: "LParen", pattern: "(", label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: ")", label: "')'" });
export const LBracket = createToken({ name: "LBracket", pattern: "[", label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: "]", label: "']'" });
export const Comma = createToken({ name: "Comma", pattern: ",", label: "','" });
export const Colon = createToken({ name: "Colon", pattern: ":", label: "':'" });
export const DotDot = createToken({ name: "DotDot", pattern: "..", label: "'..'" });
export const TwoWay = createToken({ name: "TwoWay", pattern: "--", label: "'--'" });
export const OneWay = createToken({ name: "OneWay", pattern: "->", label: "'->'" });
export const Pipe = createToken({ name: "Pipe", pattern: "|", label: "'|'" });
export const Equals = createToken({ name: "Equals", pattern: "==", label: "'=='" });
export const NotEquals = createToken({ name: "NotEquals", pattern: "!=", label: "'!='" });
export const LessEq = createToken({ name: "LessEq", pattern: "<=", label: "'<='" });
export const GreaterEq = createToken({ name: "GreaterEq", pattern: ">=", label: "'>='" });
export const Less = createToken({ name: "Less", pattern: "<", label: "'<'" });
export const Greater = createToken({ name: "Greater", pattern: ">", label: "'>'" });
export const Assign = createToken({ name: "Assign", pattern: "=", label: "'='" });
export const Plus = createToken({ name: "Plus", pattern: "+", label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: "-", label: "'-'" });
export const Star = createToken({ name: "Star", pattern: "*", label: "'*'" });
export const Slash = createToken({ name: "Slash", pattern: "/", label: "'/'" });
export const Percent = createToken({ name: "Percent", pattern: "%", label: "'%'" });

/** The lexer's token order: comments before `/`, multi-character operators before their prefixes,
 * keywords and die sizes before identifiers. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  BlockComment,
  StringLiteral,
  IntegerLiteral,
  Keyword,
  ...keywordsByLength,
  DieLiteral,
  Identifier,
  LCurly,
  RCurly,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Comma,
  Colon,
  DotDot,
  TwoWay,
  OneWay,
  Pipe,
  Equals,
  NotEquals,
  LessEq,
  GreaterEq,
  Less,
  Greater,
  Assign,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
];

export const keywordList: readonly string[] = keywordSpellings;

const keywordSet: ReadonlySet<string> = new Set(keywordSpellings);

/**
 * A name as a variant file writes it: bare when it lexes as one identifier, else a string literal
 * (`"North America"`, `"map"`), with `"`, `\\` and tabs escaped. A name cannot hold a line break.
 */
export function writtenName(name: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !keywordSet.has(name) && !/^d\d+$/.test(name)) return name;
  return `"${name.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\t/g, "\\t")}"`;
}

/** The keywords that open a section of a variant (the `section` rule of the parser). */
export const sectionKeywords: ReadonlySet<string> = new Set([
  "players",
  "param",
  "map",
  "setup",
  "turn",
  "combat",
  "cards",
  "end",
  "objectives",
  "limits",
  "effects",
  "teams",
  "leaders",
  "factions",
  "counters",
  "seats",
  "choices",
  "resources",
  "market",
  "buildings",
  "units",
  "rules",
]);
/** The lexer the tools use skips Chevrotain's checks of the token definitions (a test builds one that runs them). */
export const lexerOptions = { ensureOptimizations: true, positionTracking: "full" } as const;
export const riskLexer = new Lexer(allTokens, { ...lexerOptions, skipValidations: true });
