// Programs made from the grammar itself (the parser's own productions), one per construct and per
// way of writing it: for every rule, the rule written as briefly as it can be, then once with each
// optional part present (a repetition twice, so that separators appear), once with each branch of
// each choice, and once with every optional part at once — each inside the shortest variant that
// reaches the rule. A construct added to the grammar is in the list without anyone writing it.
import {
  Alternation,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Terminal,
  type IProduction,
  type Rule,
  type TokenType,
} from "chevrotain";
import { riskParser } from "../../grammar/parser.js";

export interface GrammarSentence {
  /** The rule the sentence is about and how it is written: `objectiveDecl, minimal`. */
  name: string;
  text: string;
}

/** Options, repetitions and alternatives: productions made of productions. */
type Composite = IProduction & { definition: IProduction[] };

/** How a rule's optional parts are taken: rounds of an option or repetition, branch of a choice. */
type Plan = Map<IProduction, number>;

/** Stands where the rule being reached goes, in a context sentence. */
const HOLE = "\u0000hole";

/** A sample spelling of each kind of token. `Keyword` is the category any keyword belongs to. */
function spelling(type: TokenType): string {
  if (type.name.startsWith("Kw_")) return type.name.slice(3);
  const samples: Record<string, string> = { Identifier: "A", StringLiteral: '"S"', IntegerLiteral: "1", DieLiteral: "d6", Keyword: "reverse" };
  const sample = samples[type.name] ?? (typeof type.PATTERN === "string" ? type.PATTERN : undefined);
  if (sample === undefined) throw new Error(`no spelling for token ${type.name}`);
  return sample;
}

const isOptional = (p: IProduction) => p instanceof Option || p instanceof Repetition || p instanceof RepetitionWithSeparator;
const isRepeated = (p: IProduction) =>
  p instanceof Repetition ||
  p instanceof RepetitionWithSeparator ||
  p instanceof RepetitionMandatory ||
  p instanceof RepetitionMandatoryWithSeparator;
const separatorOf = (p: IProduction) =>
  p instanceof RepetitionWithSeparator || p instanceof RepetitionMandatoryWithSeparator ? spelling(p.separator) : undefined;

class SentenceMaker {
  private readonly shortest = new Map<string, string[]>();

  constructor(private readonly rules: Record<string, Rule>) {
    // Each rule's shortest sentence, by iterating until no rule gets a shorter one.
    for (let changed = true; changed;) {
      changed = false;
      for (const rule of Object.values(rules)) {
        const found = this.expand(rule.definition, new Map());
        const known = this.shortest.get(rule.name);
        if (found && (!known || found.length < known.length)) {
          this.shortest.set(rule.name, found);
          changed = true;
        }
      }
    }
  }

  /** The rule's shortest sentence. */
  minimal(rule: string): string[] {
    const found = this.shortest.get(rule);
    if (!found) throw new Error(`rule ${rule} derives no finite sentence`);
    return found;
  }

  /**
   * The tokens of `productions` under `plan`; each sub-rule at its shortest, except the one
   * occurrence `hole` (if given), which is written as HOLE. Undefined while a sub-rule has no
   * shortest sentence yet (as they are being found).
   */
  expand(productions: readonly IProduction[], plan: Plan, hole?: NonTerminal): string[] | undefined {
    const out: string[] = [];
    for (const p of productions) {
      const part = this.expandOne(p, plan, hole);
      if (!part) return undefined;
      out.push(...part);
    }
    return out;
  }

  private expandOne(p: IProduction, plan: Plan, hole?: NonTerminal): string[] | undefined {
    if (p instanceof Terminal) return [spelling(p.terminalType)];
    if (p instanceof NonTerminal) {
      if (p === hole) return [HOLE];
      return this.shortest.get(p.nonTerminalName);
    }
    if (p instanceof Alternation) {
      const chosen = plan.get(p);
      if (chosen !== undefined) return this.expand((p.definition[chosen] as Composite).definition, plan, hole);
      // The shortest branch (the first of equals).
      let best: string[] | undefined;
      for (const alt of p.definition as Composite[]) {
        const found = this.expand(alt.definition, plan, hole);
        if (found && (!best || found.length < best.length)) best = found;
      }
      return best;
    }
    const rounds = plan.get(p) ?? (isOptional(p) ? 0 : 1);
    const out: string[] = [];
    const separator = separatorOf(p);
    for (let round = 0; round < rounds; round++) {
      if (round > 0 && separator) out.push(separator);
      const part = this.expand((p as Composite).definition, plan, hole);
      if (!part) return undefined;
      out.push(...part);
    }
    return out;
  }
}

/** Every decision (option, repetition, choice) and every sub-rule occurrence of a rule, with the decisions around it. */
function walk(productions: readonly IProduction[], around: IProduction[], visit: (p: IProduction, around: IProduction[]) => void): void {
  for (const p of productions) {
    visit(p, around);
    if (p instanceof Alternation) (p.definition as Composite[]).forEach((alt) => walk(alt.definition, [...around, p, alt], visit));
    else if (!(p instanceof Terminal) && !(p instanceof NonTerminal)) walk((p as Composite).definition, [...around, p], visit);
  }
}

/** The plan that takes every decision around a production (an alternative: its branch). */
function planAround(around: readonly IProduction[]): Plan {
  const plan: Plan = new Map();
  around.forEach((p, i) => {
    if (p instanceof Alternation) plan.set(p, p.definition.indexOf(around[i + 1] as never));
    else if (isOptional(p)) plan.set(p, 1);
  });
  return plan;
}

/** For each rule, the shortest sentence of the whole file with HOLE where the rule stands. */
function contexts(maker: SentenceMaker, rules: Record<string, Rule>): Map<string, string[]> {
  const found = new Map<string, string[]>([["file", [HOLE]]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, outer] of [...found]) {
      walk(rules[name]!.definition, [], (p, around) => {
        if (!(p instanceof NonTerminal)) return;
        const inner = maker.expand(rules[name]!.definition, planAround(around), p)!;
        const sentence = outer.flatMap((t) => (t === HOLE ? inner : [t]));
        const known = found.get(p.nonTerminalName);
        if (!known || sentence.length < known.length) {
          found.set(p.nonTerminalName, sentence);
          changed = true;
        }
      });
    }
  }
  return found;
}

/** One program per rule and way of writing it (see the top of the file). */
export function grammarSentences(): GrammarSentence[] {
  const rules = riskParser.getGAstProductions();
  const maker = new SentenceMaker(rules);
  const reach = contexts(maker, rules);
  const out: GrammarSentence[] = [];
  for (const rule of Object.values(rules)) {
    const context = reach.get(rule.name);
    if (!context) continue; // not reachable from `file`
    const write = (how: string, plan: Plan) => {
      const inner = maker.expand(rule.definition, plan)!;
      out.push({ name: `${rule.name}, ${how}`, text: context.flatMap((t) => (t === HOLE ? inner : [t])).join(" ") });
    };
    write("minimal", new Map());
    const everything: Plan = new Map();
    walk(rule.definition, [], (p, around) => {
      const plan = planAround(around);
      const where = `${p.constructor.name.replace(/^(\w)/, (c) => c.toLowerCase())} ${"idx" in p ? String(p.idx) : ""}`.trim();
      if (p instanceof Alternation) p.definition.forEach((_, branch) => write(`${where} branch ${branch + 1}`, new Map(plan).set(p, branch)));
      else if (isRepeated(p)) write(`${where} twice`, new Map(plan).set(p, 2));
      else if (p instanceof Option) write(`${where} present`, new Map(plan).set(p, 1));
      if (isOptional(p) && !around.some((a) => a instanceof Alternation)) everything.set(p, isRepeated(p) ? 2 : 1);
    });
    if (everything.size > 1) write("every optional part", everything);
  }
  return out;
}
