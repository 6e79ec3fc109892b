// The shared pieces of the grammar: names, literals, ranges and the expression language
// (formulas and conditions). The parsers of the sections extend it (Chevrotain's grammar
// inheritance); only the final parser runs the self-analysis.
import { CstParser, type ILookaheadStrategy, type IToken, type TokenType } from "chevrotain";
import { messages } from "./messages.js";
import * as T from "./tokens.js";

const K = T.keywords;

/**
 * How deeply a formula may nest: brackets, calls, `if`, `not`, `-` and each operator of a chain
 * count one level. The parser and every later stage recurse along a formula, so without a limit
 * a hostile text would exhaust the stack; 64 is far beyond any real rule and well inside it.
 */
export const MAX_FORMULA_DEPTH = 64;

/** Thrown (outside Chevrotain's recovery) when a formula nests deeper than the limit. */
export class FormulaTooDeep extends Error {
  constructor(readonly token: IToken) {
    super(`formula nested deeper than ${MAX_FORMULA_DEPTH} levels`);
  }
}

/** The most tokens a decision of the grammar looks ahead. */
export const MAX_LOOKAHEAD = 3;

export class ExpressionParser extends CstParser {
  /** The formula levels open at the current token (see MAX_FORMULA_DEPTH). */
  formulaDepth = 0;

  /**
   * `validate`: run Chevrotain's checks of the grammar (ambiguities, left recursion) while it is
   * built. They cost a third of the CLI's start-up, so the parser the tools use skips them and a
   * test builds a validating one (test/grammar/parser.test.ts). `lookahead`: how the decisions
   * are made (Chevrotain's LL(k) by default; the tools' parser reads them from a table, see
   * lookahead.ts).
   */
  constructor(options: { validate?: boolean; lookahead?: ILookaheadStrategy } = {}) {
    super(T.allTokens, {
      recoveryEnabled: true,
      nodeLocationTracking: "full",
      maxLookahead: MAX_LOOKAHEAD,
      errorMessageProvider: messages,
      skipValidations: !options.validate,
      ...(options.lookahead ? { lookaheadStrategy: options.lookahead } : {}),
    });
  }

  /**
   * Run a rule body that opens formula levels: `level()` opens one. The levels close when the
   * body ends, also when a syntax error unwinds it. ACTION keeps this out of Chevrotain's
   * grammar recording.
   */
  private levels(body: (level: () => void) => void): void {
    let opened = 0;
    try {
      body(() =>
        this.ACTION(() => {
          opened++;
          if (++this.formulaDepth > MAX_FORMULA_DEPTH) throw new FormulaTooDeep(this.LA(1));
        }),
      );
    } finally {
      this.ACTION(() => {
        this.formulaDepth -= opened;
      });
    }
  }

  /** A free name: an identifier, or a quoted string for names with spaces ("North America"). */
  name = this.RULE("name", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.StringLiteral) }]);
  });

  /** A word in a choice (`adjacent | connected`, `infantry`): identifiers and keywords alike. */
  word = this.RULE("word", () => {
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.Keyword) }]);
  });

  intRange = this.RULE("intRange", () => {
    this.CONSUME(T.IntegerLiteral, { LABEL: "from" });
    this.CONSUME(T.DotDot);
    this.CONSUME2(T.IntegerLiteral, { LABEL: "to" });
  });

  typeRef = this.RULE("typeRef", () => {
    // `int`/`bool` are keywords and so also words: the first alternative that fits wins.
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.CONSUME(K.int) },
        { ALT: () => this.CONSUME(K.bool) },
        {
          ALT: () => {
            this.SUBRULE(this.word);
            this.MANY(() => {
              this.CONSUME(T.Pipe);
              this.SUBRULE2(this.word);
            });
          },
        },
      ],
    });
  });

  literal = this.RULE("literal", () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            this.OPTION(() => this.CONSUME(T.Minus));
            this.CONSUME(T.IntegerLiteral);
          },
        },
        { ALT: () => this.CONSUME(K.true) },
        { ALT: () => this.CONSUME(K.false) },
        { ALT: () => this.SUBRULE(this.word) },
      ],
    });
  });

  side = this.RULE("side", () => {
    this.OR([{ ALT: () => this.CONSUME(K.attacker) }, { ALT: () => this.CONSUME(K.defender) }]);
  });

  // ---- Expressions: a small typed language for formulas and conditions. ----
  expr = this.RULE("expr", () => {
    this.levels((level) => {
      level();
      this.OR([{ ALT: () => this.SUBRULE(this.ifExpr) }, { ALT: () => this.SUBRULE(this.orExpr) }]);
    });
  });

  ifExpr = this.RULE("ifExpr", () => {
    this.CONSUME(K.if);
    this.SUBRULE(this.expr, { LABEL: "condition" });
    this.CONSUME(K.then);
    this.SUBRULE2(this.expr, { LABEL: "then" });
    this.CONSUME(K.else);
    this.SUBRULE3(this.expr, { LABEL: "else" });
  });

  orExpr = this.RULE("orExpr", () => {
    this.levels((level) => {
      this.SUBRULE(this.andExpr, { LABEL: "operands" });
      this.MANY(() => {
        this.CONSUME(K.or, { LABEL: "operators" });
        level();
        this.SUBRULE2(this.andExpr, { LABEL: "operands" });
      });
    });
  });

  andExpr = this.RULE("andExpr", () => {
    this.levels((level) => {
      this.SUBRULE(this.notExpr, { LABEL: "operands" });
      this.MANY(() => {
        this.CONSUME(K.and, { LABEL: "operators" });
        level();
        this.SUBRULE2(this.notExpr, { LABEL: "operands" });
      });
    });
  });

  notExpr = this.RULE("notExpr", () => {
    this.levels((level) =>
      this.OR([
        {
          ALT: () => {
            this.CONSUME(K.not);
            level();
            this.SUBRULE(this.notExpr);
          },
        },
        { ALT: () => this.SUBRULE(this.compareExpr) },
      ]),
    );
  });

  compareExpr = this.RULE("compareExpr", () => {
    this.SUBRULE(this.addExpr, { LABEL: "operands" });
    this.OPTION(() => {
      this.OR(
        [T.Equals, T.NotEquals, T.LessEq, T.GreaterEq, T.Less, T.Greater].map((tok) => ({
          ALT: () => this.CONSUME(tok, { LABEL: "operators" }),
        })),
      );
      this.SUBRULE2(this.addExpr, { LABEL: "operands" });
    });
  });

  addExpr = this.RULE("addExpr", () => {
    this.levels((level) => {
      this.SUBRULE(this.mulExpr, { LABEL: "operands" });
      this.MANY(() => {
        this.OR([{ ALT: () => this.CONSUME(T.Plus, { LABEL: "operators" }) }, { ALT: () => this.CONSUME(T.Minus, { LABEL: "operators" }) }]);
        level();
        this.SUBRULE2(this.mulExpr, { LABEL: "operands" });
      });
    });
  });

  mulExpr = this.RULE("mulExpr", () => {
    this.levels((level) => {
      this.SUBRULE(this.unaryExpr, { LABEL: "operands" });
      this.MANY(() => {
        this.OR([
          { ALT: () => this.CONSUME(T.Star, { LABEL: "operators" }) },
          { ALT: () => this.CONSUME(T.Slash, { LABEL: "operators" }) },
          { ALT: () => this.CONSUME(T.Percent, { LABEL: "operators" }) },
        ]);
        level();
        this.SUBRULE2(this.unaryExpr, { LABEL: "operands" });
      });
    });
  });

  unaryExpr = this.RULE("unaryExpr", () => {
    this.levels((level) =>
      this.OR([
        {
          ALT: () => {
            this.CONSUME(T.Minus);
            level();
            this.SUBRULE(this.unaryExpr);
          },
        },
        { ALT: () => this.SUBRULE(this.primaryExpr) },
      ]),
    );
  });

  primaryExpr = this.RULE("primaryExpr", () => {
    this.OR([
      { ALT: () => this.CONSUME(T.IntegerLiteral) },
      { ALT: () => this.CONSUME(K.true) },
      { ALT: () => this.CONSUME(K.false) },
      { ALT: () => this.SUBRULE(this.overSeatsExpr) },
      { ALT: () => this.SUBRULE(this.callExpr) },
      { ALT: () => this.SUBRULE(this.holdsExpr) },
      { ALT: () => this.SUBRULE(this.achievedExpr) },
      { ALT: () => this.SUBRULE(this.orderedExpr) },
      { ALT: () => this.SUBRULE(this.acrossExpr) },
      { ALT: () => this.SUBRULE(this.tableExpr) },
      { ALT: () => this.SUBRULE(this.tokensExpr) },
      { ALT: () => this.SUBRULE(this.playsExpr) },
      { ALT: () => this.SUBRULE(this.setExpr) },
      { ALT: () => this.SUBRULE(this.parenExpr) },
      { ALT: () => this.SUBRULE(this.reference) },
    ]);
  });

  /**
   * R13: `max over seats s: floor(points of s / players) * tokens of s`; K2/M2: `all over seats s:
   * holds capital of s`, `any ...`, `count over seats s: <condition>` (how many seats meet it).
   */
  overSeatsExpr = this.RULE("overSeatsExpr", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.max, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.min, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.sum, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.all, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.any, { LABEL: "function" }) },
      { ALT: () => this.CONSUME(K.count, { LABEL: "function" }) },
    ]);
    this.CONSUME(K.over);
    this.OR2([
      {
        ALT: () => {
          this.CONSUME(K.seats);
          this.CONSUME(T.Identifier);
        },
      },
      // Y6: `sum over territories owned with factory: min(3, armies)`, per territory.
      { ALT: () => this.SUBRULE(this.setExpr) },
    ]);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expr);
  });

  /** K2/M4: `holds Europe`, `holds Alaska`, `holds capital of s`: the player holds a group whole, a territory, a chosen territory. */
  holdsExpr = this.RULE("holdsExpr", () => {
    this.CONSUME(K.holds);
    this.SUBRULE(this.name);
    this.OPTION(() => {
      this.CONSUME(K.of);
      this.CONSUME(T.Identifier, { LABEL: "seatVar" });
    });
  });

  /** M1: `objective achieved`: the player's objective, of any kind, is met. */
  achievedExpr = this.RULE("achievedExpr", () => {
    this.CONSUME(K.objective);
    this.CONSUME(K.achieved);
  });

  /** PO4: `ordered "Spend"`: the player chose that order in this turn. */
  orderedExpr = this.RULE("orderedExpr", () => {
    this.CONSUME(K.ordered);
    this.CONSUME(T.StringLiteral, { LABEL: "order" });
  });

  /** BK2: `across sea`: the border between `source` and the territory in question is of that kind. */
  acrossExpr = this.RULE("acrossExpr", () => {
    this.CONSUME(K.across);
    this.CONSUME(T.Identifier, { LABEL: "borderKind" });
  });

  /** E1: `plays Invaders`: whether the player in question plays that faction. */
  playsExpr = this.RULE("playsExpr", () => {
    this.CONSUME(K.plays);
    this.SUBRULE(this.name);
  });

  /** R13: `tokens of s`: how many of seat s's tokens the player holds. */
  tokensExpr = this.RULE("tokensExpr", () => {
    this.CONSUME(K.tokens);
    this.CONSUME(K.of);
    this.CONSUME(T.Identifier);
  });

  parenExpr = this.RULE("parenExpr", () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expr);
    this.CONSUME(T.RParen);
  });

  /** A parameter or a game quantity: `placeBatch`, `round`, `players`, `hand`, `dice`, `turn`. */
  reference = this.RULE("reference", () => {
    this.OR(
      [T.Identifier, K.players, K.hand, K.dice, K.turn, K.roll, K.seat, K.armies, K.leaders].map((tok: TokenType) => ({
        ALT: () => this.CONSUME(tok),
      })),
    );
    // `points of s`: a named score of another seat, inside `over seats s: ...`.
    this.OPTION(() => {
      this.CONSUME(K.of);
      this.CONSUME2(T.Identifier, { LABEL: "seatVar" });
    });
  });

  /** `max(3, floor(count(territories owned) / 3))`, `sum(bonus of groups owned)`. */
  callExpr = this.RULE("callExpr", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.sum);
          this.CONSUME(T.LParen);
          this.SUBRULE(this.word, { LABEL: "attribute" });
          this.CONSUME(K.of);
          this.SUBRULE(this.setExpr);
          this.CONSUME(T.RParen);
        },
      },
      {
        ALT: () => {
          this.OR2(
            [K.floor, K.ceil, K.min, K.max, K.abs, K.count].map((tok) => ({
              ALT: () => this.CONSUME(tok, { LABEL: "function" }),
            })),
          );
          this.CONSUME2(T.LParen);
          this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.expr, { LABEL: "args" }) });
          this.CONSUME2(T.RParen);
        },
      },
    ]);
  });

  /** `by players { 3: 35, 4: 30, else: 20 }`: a table keyed by a number. */
  tableExpr = this.RULE("tableExpr", () => {
    this.CONSUME(K.by);
    this.levels((level) => {
      level();
      this.SUBRULE(this.primaryExpr, { LABEL: "key" });
    });
    this.CONSUME(T.LCurly);
    this.MANY_SEP({ SEP: T.Comma, DEF: () => this.SUBRULE(this.tableEntry) });
    this.CONSUME(T.RCurly);
  });

  tableEntry = this.RULE("tableEntry", () => {
    this.OR([{ ALT: () => this.CONSUME(T.IntegerLiteral) }, { ALT: () => this.CONSUME(K.else) }]);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expr);
  });

  /** `territories`, `territories owned`, `groups owned`, `territories in Asia`. */
  setExpr = this.RULE("setExpr", () => {
    this.OR([{ ALT: () => this.CONSUME(K.territories) }, { ALT: () => this.CONSUME(K.groups) }]);
    this.OPTION(() => {
      this.CONSUME(K.owned);
      // Y13: `owned by team`: held by the player or a partner; M2: `owned by s`, by a seat of `over seats s`.
      this.OPTION3(() => {
        this.CONSUME(K.by);
        this.OR3([{ ALT: () => this.CONSUME(K.team) }, { ALT: () => this.CONSUME2(T.Identifier, { LABEL: "seatVar" }) }]);
      });
    });
    // Y6: `with factory`: only territories whose (true or false) attribute is true.
    this.OPTION4(() => {
      this.CONSUME(K.with);
      this.CONSUME(T.Identifier, { LABEL: "attribute" });
    });
    this.OPTION2(() => {
      this.CONSUME(K.in);
      this.OR2([{ ALT: () => this.SUBRULE(this.name) }, { ALT: () => this.CONSUME(K.objective) }]);
    });
    // M1: `where armies >= 2`: only the territories for which the condition holds.
    this.OPTION5(() => {
      this.CONSUME(K.where);
      this.SUBRULE(this.expr, { LABEL: "where" });
    });
    // SL1: `connected [where c]`: of those, the ones joined to the territory in question through
    // them (a supply line), and of the line, those where `c` holds.
    this.OPTION6(() => {
      this.CONSUME(K.connected);
      // TC3: `connected to chosen`: the line reaches the territory the player picked this turn instead.
      this.OPTION8(() => {
        this.CONSUME(K.to);
        this.CONSUME(K.chosen);
      });
      this.OPTION7(() => {
        this.CONSUME2(K.where);
        this.SUBRULE2(this.expr, { LABEL: "lineWhere" });
      });
    });
  });
}
