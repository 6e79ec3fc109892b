// How the parser decides at each OR, OPTION, MANY... of the grammar: which token sequences pick
// which branch. Chevrotain finds those sequences by walking the grammar when the parser is built,
// which was the largest part of `riskc check`'s start-up. They depend on the grammar alone, so
// scripts/gen-lookahead.ts computes them once into lookahead.gen.ts and the parser builds its
// decision functions from that table. A test fails when the table is stale; a decision the table
// does not know (or that names a token no longer defined) is computed the usual way.
import { EOF, LLkLookaheadStrategy, tokenMatcher, type ILookaheadStrategy, type IOrAlt, type IToken, type TokenType } from "chevrotain";

/** One decision's sequences: per branch, the token sequences (by token name) that choose it. */
export type NamedPaths = readonly (readonly (readonly string[])[])[];

/** The table's key of a decision: its rule, its kind (`Alternation`, `Option`, `Repetition`...) and its occurrence number. */
export function decisionKey(rule: string, kind: string, occurrence: number): string {
  return `${rule}/${kind}/${occurrence}`;
}

type Lookahead = { LA(i: number): IToken };
type Paths = TokenType[][][];

/** The branch an OR takes: the first whose sequences match the next tokens (and whose GATE, if any, holds). */
export function alternationFunction(alts: Paths, hasPredicates: boolean): (this: Lookahead, orAlts?: IOrAlt<unknown>[]) => number | undefined {
  if (!hasPredicates && alts.every((alt) => alt.every((path) => path.length === 1))) {
    // Every branch is told by one token: a table from token type to branch.
    const choice = new Map<number, number>();
    alts.forEach((alt, branch) => {
      for (const [token] of alt)
        for (const idx of [token!.tokenTypeIdx!, ...(token!.categoryMatches ?? [])]) if (!choice.has(idx)) choice.set(idx, branch);
    });
    return function (this: Lookahead) {
      return choice.get(this.LA(1).tokenTypeIdx);
    };
  }
  return function (this: Lookahead, orAlts?: IOrAlt<unknown>[]) {
    for (let branch = 0; branch < alts.length; branch++) {
      const gate = hasPredicates ? orAlts?.[branch]?.GATE : undefined;
      if (gate && gate.call(this) === false) continue;
      if (alts[branch]!.some((path) => matches(this, path))) return branch;
    }
    return undefined;
  };
}

/** Whether an optional part (OPTION, MANY, the next round of an AT_LEAST_ONE...) is entered. */
export function optionalFunction(paths: TokenType[][]): (this: Lookahead) => boolean {
  return function (this: Lookahead) {
    return paths.some((path) => matches(this, path));
  };
}

function matches(parser: Lookahead, path: readonly TokenType[]): boolean {
  for (let i = 0; i < path.length; i++) if (!tokenMatcher(parser.LA(i + 1), path[i]!)) return false;
  return true;
}

export type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
export type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];
type AlternationFunction = ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]>;
type OptionalFunction = ReturnType<ILookaheadStrategy["buildLookaheadForOptional"]>;

/** Chevrotain's LL(k) lookahead, its sequences read from a table where the table has them. */
export class TabledLookahead extends LLkLookaheadStrategy {
  private readonly tokens: Map<string, TokenType>;

  constructor(
    private readonly table: Readonly<Record<string, NamedPaths>>,
    tokens: readonly TokenType[],
    maxLookahead: number,
  ) {
    super({ maxLookahead });
    this.tokens = new Map([...tokens, EOF].map((t) => [t.name, t]));
  }

  /** The table's sequences of a decision as token types; undefined if missing or naming an unknown token. */
  private paths(key: string): Paths | undefined {
    const named = this.table[key];
    if (!named) return undefined;
    const paths = named.map((alt) => alt.map((path) => path.map((name) => this.tokens.get(name))));
    return paths.every((alt) => alt.every((path) => path.every((t) => t !== undefined))) ? (paths as Paths) : undefined;
  }

  override buildLookaheadForAlternation(options: AlternationOptions): AlternationFunction {
    const paths = this.paths(decisionKey(options.rule.name, "Alternation", options.prodOccurrence));
    if (!paths) return super.buildLookaheadForAlternation(options);
    return alternationFunction(paths, options.hasPredicates) as AlternationFunction;
  }

  override buildLookaheadForOptional(options: OptionalOptions): OptionalFunction {
    const paths = this.paths(decisionKey(options.rule.name, options.prodType, options.prodOccurrence));
    if (!paths) return super.buildLookaheadForOptional(options);
    return optionalFunction(paths[0]!) as OptionalFunction;
  }
}
