// Random syntactically valid variants, built from the grammar's constructs, with random layout
// and comments: the formatter's property tests feed on them.
import fc from "fast-check";

const names = ["A", "B", "Cc", "North_1", '"Long Name"', '"Mare Nostrum"'];
const name = fc.constantFrom(...names);
const word = fc.constantFrom("x", "infantry", "adjacent", "connected");

type Gen = { expr: string; cond: string };
const formulas = fc.letrec<Gen>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    fc.integer({ min: 0, max: 99 }).map(String),
    fc.constantFrom("round", "players", "hand", "conquered", "turn", "alive", "placeBatch"),
    fc.constantFrom(
      "count(territories owned)",
      "sum(bonus of groups owned)",
      "count(territories in A)",
      'sum(value of territories owned in "Long Name")',
    ),
    fc.tuple(tie("expr"), fc.constantFrom("+", "-", "*", "/", "%"), tie("expr")).map(([a, o, b]) => `${a} ${o} ${b}`),
    tie("expr").map((e) => `(${e})`),
    tie("expr").map((e) => `- ${e}`),
    fc.tuple(fc.constantFrom("max", "min"), fc.array(tie("expr"), { minLength: 2, maxLength: 4 })).map(([f, args]) => `${f}(${args.join(", ")})`),
    tie("expr").map((e) => `floor(${e})`),
    fc.tuple(fc.constantFrom("max", "min", "sum"), tie("expr")).map(([f, e]) => `${f} over seats s: ${e} * tokens of s + points of s`),
    fc.tuple(tie("cond"), tie("expr"), tie("expr")).map(([c, a, b]) => `(if ${c} then ${a} else ${b})`),
    fc
      .tuple(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }), tie("expr"), fc.boolean())
      .map(([keys, v, fallback]) => `by players { ${[...keys.map((k) => `${k}: ${v}`), ...(fallback ? [`else: ${v}`] : [])].join(", ")} }`),
  ),
  cond: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    fc.constantFrom("true", "false"),
    fc.tuple(tie("expr"), fc.constantFrom("==", "!=", "<", "<=", ">", ">="), tie("expr")).map(([a, o, b]) => `${a} ${o} ${b}`),
    fc.tuple(tie("cond"), fc.constantFrom("and", "or"), tie("cond")).map(([a, o, b]) => `${a} ${o} ${b}`),
    tie("cond").map((c) => `not (${c})`),
  ),
}));
const expr = formulas.expr;
const cond = formulas.cond;

const comment = fc.constantFrom("// a note", "/* block */", "// C4: cards", "/* two\n   lines */");
const list = <T>(arb: fc.Arbitrary<T>, max = 4) => fc.array(arb, { maxLength: max });

const mapItems = fc.oneof(
  fc.constant("attribute symbol: infantry | cavalry | artillery"),
  fc.tuple(word).map(([w]) => `attribute value: int = ${w === "x" ? 1 : 0}`),
  list(fc.tuple(name, fc.option(fc.constantFrom("[symbol infantry]", "[value 3, at 10 20]", "[]"), { nil: undefined })), 5).map(
    (ts) => `territories { ${ts.map(([n, a]) => `${n}${a ? " " + a : ""}`).join(" ")} }`,
  ),
  fc
    .tuple(fc.constantFrom("continent", "group", "sector"), name, fc.option(expr, { nil: undefined }), list(name, 8))
    .map(([k, n, b, ms]) => `${k} ${n}${b ? ` bonus ${b}` : ""} { ${ms.join(", ")} }`),
  list(fc.tuple(fc.boolean(), name, fc.constantFrom("--", "->"), fc.array(name, { minLength: 1, maxLength: 6 })), 4).map(
    (bs) => `borders { ${bs.map(([r, a, op, to]) => `${r ? "remove " : ""}${a} ${op} ${to.join(", ")}`).join("\n")} }`,
  ),
);

const phaseStep = fc.oneof(
  expr.map((e) => `receive ${e}`),
  fc.option(cond, { nil: undefined }).map((c) => (c ? `trade forced when ${c}` : "trade")),
  fc.constantFrom("place", "attack"),
  fc
    .tuple(fc.option(expr, { nil: undefined }), fc.option(word, { nil: undefined }))
    .map(([m, p]) => `fortify${m ? ` moves ${m}` : ""}${p ? ` path ${p}` : ""} leave 1${p === "connected" ? " cede to partner" : ""}`),
  fc.tuple(expr, fc.option(cond, { nil: undefined })).map(([n, c]) => `draw ${n}${c ? ` when ${c}` : ""}`),
);

const switchDecl = fc
  .tuple(fc.constantFrom("on", "off"), fc.array(fc.tuple(fc.constantFrom("on", "off"), fc.boolean(), name, name), { minLength: 1, maxLength: 4 }))
  .map(
    ([start, items]) => `switch "S" starts ${start} { ${items.map(([side, border, a, b]) => `${side}: ${border ? `${a} -- ${b}` : a}`).join(" ")} }`,
  );

const leaderDecl = fc
  .tuple(
    fc.constantFrom('"Megatron"', '"Optimus Prime"'),
    expr,
    fc.option(cond, { nil: undefined }),
    fc.boolean(),
    fc.array(fc.constantFrom("attack +1", "defend +2", "attack +placeBatch", "defend +(n + 1)", "jump", "retreat", "strike", "p"), { maxLength: 3 }),
  )
  .map(
    ([n, seat, when, die, powers]) =>
      `leader ${n} seat ${seat}${when ? ` when ${when}` : ""} { ${die ? "die d8 " : ""}form robot${powers.length ? `: ${powers.join(", ")}` : ""} form vehicle }`,
  );

const section = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })).map(([a, b]) => `players ${a}..${b}`),
  fc.constantFrom("param placeBatch: int = 1 in 1..10", "param p: adjacent | connected = connected", "param b: bool = true", "param n: int = -3"),
  list(mapItems, 4).map((items) => `map "Board" { ${items.join("\n")} }`),
  fc
    .tuple(expr, fc.constantFrom("randomly", "in turns"), fc.option(expr, { nil: undefined }))
    .map(([a, d, b]) => `setup { armies ${a} deal territories ${d} place remaining${b ? ` batch ${b}` : ""} }`),
  list(fc.tuple(fc.constantFrom("reinforce", "attack", "fortify", "draw", "x"), fc.option(cond, { nil: undefined }), list(phaseStep, 4)), 3).map(
    (ps) => `turn { ${ps.map(([n, w, steps]) => `phase ${n}${w ? ` when ${w}` : ""} { ${steps.join("\n")} }`).join("\n")} }`,
  ),
  fc
    .tuple(fc.integer({ min: 2, max: 20 }), expr)
    .map(([d, e]) => `combat { die d${d} attacker dice 1..3 leave 1 defender dice 1..2 ties defender conquer move >= ${e} }`),
  fc
    .tuple(expr, list(fc.constantFrom("set 3 alike", "set 3 distinct", "set 2 any + 1 wild", "set 3 alike of infantry worth 8"), 4), list(expr, 6))
    .map(
      ([w, sets, values]) =>
        `cards { deck territories showing symbol wilds ${w} ${sets.join(" ")} ${values.length ? `values ${values.join(", ")} then +5` : ""} bonus 2 on territory limit 1 per turn hand limit 7 elimination takes cards }`,
    ),
  fc
    .tuple(cond, list(expr, 3))
    .map(
      ([c, scores]) =>
        `end { win "x" when ${c} eliminated when ${c}${scores.length ? ` end "rounds" when ${c} winner highest ${scores.join(", ")}` : ""} }`,
    ),
  fc
    .tuple(expr, list(expr, 3), cond)
    .map(([p, scores, c]) => `end { score points = ${p} ${scores.length ? `ranking ${scores.join(", ")}` : ""} protect when ${c} }`),
  list(fc.tuple(fc.constantFrom('"1. Bed"', '"Two"'), list(name, 6)), 3).map(
    (os) => `objectives { ${os.map(([n, ms]) => `objective ${n} { ${ms.join(", ")} }`).join(" ")} }`,
  ),
  expr.map((e) => `limits { armies ${e} pieces ${e} }`),
  fc.array(switchDecl, { maxLength: 2 }).map((sw) => `map { ${sw.join(" ")} }`),
  fc
    .tuple(fc.array(leaderDecl, { maxLength: 2 }), expr, fc.boolean())
    .map(([ls, cost, alone]) => `leaders { ${ls.join(" ")} revive cost ${cost}${alone ? " hold alone" : ""} }`),
  fc
    .tuple(expr)
    .map(
      ([e]) => `turn { phase m { morph switch near leader using card with change reveal card reinforce ${e} } } setup { deal territories by choice }`,
    ),
  fc
    .tuple(cond, fc.option(cond, { nil: undefined }))
    .map(([d, u]) => `effects { card "Challenge" when ${d} { use on attack${u ? ` when ${u}` : ""}: ties attacker } }`),
  fc
    .tuple(expr, fc.boolean())
    .map(
      ([e, k]) =>
        `setup { deal territories in turns reverse limit ${e} per group deal objectives${k ? " exchange seat tokens when kingmaker" : ""} }`,
    ),
  fc
    .tuple(cond, fc.array(fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }), { maxLength: 3 }))
    .map(([c, teams]) => `teams when ${c} { ${teams.map((t) => `team ${t.join(", ")}`).join(" ")} }`),
  fc
    .tuple(cond, cond)
    .map(([c, r]) => `turn { phase sdadata when ${c} { roll 2 d6 end "sdadata" when ${r} } } combat { dice max require ${r} conquer keep 2 }`),
);

const separator = fc.constantFrom(" ", "\n", "\n\n", "\n  ", "   ");

/** A random variant, laid out at random, with comments between sections. */
export const randomVariant: fc.Arbitrary<string> = fc
  .tuple(name, fc.option(name, { nil: undefined }), list(fc.tuple(section, fc.option(comment, { nil: undefined }), separator), 6))
  .map(([n, parent, sections]) => {
    const body = sections.map(([s, c, sep]) => `${c ? c + "\n" : ""}${s}${sep}`).join("");
    return `variant ${n}${parent ? ` extends ${parent}` : ""} {\n${body}}\n`;
  });
