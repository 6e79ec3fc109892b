// Every definition of a compiled variant — its own and those it inherits through `extends` —
// with a one-paragraph description in plain text (hovers, completion details). Names come from
// the variant, so the text is never read as markup: hover.ts escapes it.
import type { Ast, Symbols } from "../compiler/index.js";

export type DefinitionKind =
  | "territory"
  | "group"
  | "phase"
  | "param"
  | "attribute"
  | "card"
  | "objective"
  | "switch"
  | "leader"
  | "faction"
  | "entry"
  | "counter"
  | "choice"
  | "building"
  | "unit"
  | "neutral"
  | "score";

export interface DescribedDefinition {
  kind: DefinitionKind;
  name: string;
  /** The name's token where it is defined (its `source` names a parent file). */
  span: Ast.Span;
  detail: string;
}

const show = (n: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(n) ? n : JSON.stringify(n));

/** A formula's value when it is a plain number or name, else `(a formula)`. */
function shortFormula(e: Ast.Expr | undefined): string {
  if (!e) return "";
  if (e.kind === "Int") return String(e.value);
  if (e.kind === "Ref") return e.name;
  if (e.kind === "Unary" && e.op === "-" && e.operand.kind === "Int") return `-${e.operand.value}`;
  return "(a formula)";
}

function describePower(p: Ast.Power): string {
  switch (p.kind) {
    case "modifier":
      return `${p.on} +${shortFormula(p.amount)}`;
    case "param":
      return `${p.name.text} (a parameter)`;
    default:
      return p.kind;
  }
}

function territories(s: Symbols): DescribedDefinition[] {
  const nameOf = (t: number) => s.territoryList[t]!.decl.name.text;
  return s.territoryList.map((t) => {
    const group = t.groups.map((g) => s.groupList[g]!.decl.name.text).join(", ") || "no group";
    const touches = (b: Symbols["borders"][number]) => b.a === t.index || (!b.oneWay && b.b === t.index);
    const other = (b: Symbols["borders"][number]) => show(nameOf(b.a === t.index ? b.b : b.a));
    const neighbours = s.borders.filter(touches).map(other);
    // Y7: borders that exist only in one state of a switch.
    const switched = s.switches.flatMap((sw) =>
      (["on", "off"] as const).flatMap((state) =>
        sw[state].borders.filter(touches).map((b) => `${other(b)} (while ${JSON.stringify(sw.decl.name)} is ${state})`),
      ),
    );
    const attrs = t.decl.attrs.map((a) => `${a.name.text} ${String(a.value.value)}`).join(", ");
    return {
      kind: "territory",
      name: t.decl.name.text,
      span: t.decl.name.span,
      detail: `${t.decl.name.text} — territory in ${group}${attrs ? ` (${attrs})` : ""}\n\nborders: ${[...neighbours, ...switched].join(", ") || "none"}`,
    };
  });
}

function mapParts(s: Symbols): DescribedDefinition[] {
  const nameOf = (t: number) => s.territoryList[t]!.decl.name.text;
  const groups = s.groupList.map((g): DescribedDefinition => {
    const bonus = g.decl.bonus?.kind === "Int" ? ` bonus ${g.decl.bonus.value}` : g.decl.bonus ? " bonus (a formula)" : "";
    return {
      kind: "group",
      name: g.decl.name.text,
      span: g.decl.name.span,
      detail: `${g.decl.name.text} — ${g.decl.keyword}${bonus}, ${g.members.length} territories: ${g.members.map(nameOf).map(show).join(", ")}`,
    };
  });
  // Y7: what each state of a switch puts on the board.
  const switches = s.switches.map((sw): DescribedDefinition => {
    const side = (x: Symbols["switches"][number]["on"]) =>
      [...x.territories.map(nameOf).map(show), ...x.borders.map((b) => `${show(nameOf(b.a))} ${b.oneWay ? "->" : "--"} ${show(nameOf(b.b))}`)].join(
        ", ",
      ) || "nothing";
    return {
      kind: "switch",
      name: sw.decl.name,
      span: sw.decl.nameSpan,
      detail: `switch ${JSON.stringify(sw.decl.name)} — starts ${sw.decl.initial ? "on" : "off"}\n\non: ${side(sw.on)}\n\noff: ${side(sw.off)}`,
    };
  });
  const attributes = [...s.attributes].map(([name, a]): DescribedDefinition => {
    const type =
      a.decl.type.kind === "IntType" ? "int" : a.decl.type.kind === "BoolType" ? "bool" : a.decl.type.choices.map((c) => c.text).join(" | ");
    const fallback = a.decl.fallback ? ` = ${String(a.decl.fallback.value)}` : "";
    return { kind: "attribute", name, span: a.decl.name.span, detail: `attribute ${name} of territories: ${type}${fallback}` };
  });
  return [...groups, ...switches, ...attributes];
}

function rules(s: Symbols): DescribedDefinition[] {
  const nameOf = (t: number) => s.territoryList[t]!.decl.name.text;
  const phases = [...s.phases].map(([name, phase]): DescribedDefinition => ({
    kind: "phase",
    name,
    span: phase.name.span,
    detail: `phase ${name} — steps: ${phase.steps.map((st) => st.kind.toLowerCase()).join(", ") || "none"}`,
  }));
  const params = [...s.params].map(([name, p]): DescribedDefinition => {
    const type =
      p.decl.type.kind === "IntType" ? "int" : p.decl.type.kind === "BoolType" ? "bool" : p.decl.type.choices.map((c) => c.text).join(" | ");
    const range = p.decl.range ? ` in ${p.decl.range.from}..${p.decl.range.to}` : "";
    return { kind: "param", name, span: p.decl.name.span, detail: `param ${name}: ${type} = ${String(p.value)}${range}` };
  });
  const cards = [...s.effectCards].map(([name, card]): DescribedDefinition => {
    const uses = card.uses.map(
      (u) =>
        `on ${u.on}${u.when ? " (when a condition holds)" : ""}: ${u.effects
          .map((e) => (e.kind === "Ties" ? `ties go to the ${e.side}` : `+${e.amount} on the best die`))
          .join(", ")} for that ${u.on === "attack" ? "attack" : "defence"}`,
    );
    if (card.reveal)
      uses.push(
        `when turned up${card.reveal.pass ? ", passed to another player" : ""}: ${card.reveal.effects.map((e) => (e.kind === "lose" ? "loses armies" : "gains armies")).join(", ")}`,
      );
    return {
      kind: "card",
      name,
      span: card.nameSpan,
      detail: `card ${JSON.stringify(name)} — each player ${card.dealtWhen ? "may hold" : "holds"} one, used once: ${uses.join("; ") || "no use"}`,
    };
  });
  const objectives = s.objectives.map((o): DescribedDefinition => ({
    kind: "objective",
    name: o.decl.name,
    span: o.decl.nameSpan,
    // M1: an objective is a condition, or (without one) the territories to hold.
    detail: `objective ${JSON.stringify(o.decl.name)} — ${
      o.decl.when ? "met when its condition holds" : `${o.members.length} territories: ${o.members.map(nameOf).map(show).join(", ")}`
    }${o.decl.dealt ? "; dealt only when its deck condition holds" : ""}${
      o.decl.instead ? `; becomes ${JSON.stringify(o.decl.instead.objective)} when its condition holds` : ""
    }`,
  }));
  const scores = [...s.scores].map(([name, score]): DescribedDefinition => ({
    kind: "score",
    name,
    span: score.name.span,
    detail: `score ${name} — a player's score, read by the end rules (\`${name} of s\` inside \`over seats s\`)`,
  }));
  return [...phases, ...params, ...cards, ...objectives, ...scores];
}

/** E3: starting points and the territories they touch; E1: what each faction may do; E10/F2: counters. */
function forces(s: Symbols): DescribedDefinition[] {
  const nameOf = (t: number) => s.territoryList[t]!.decl.name.text;
  const entries = [...s.entries].map(([name, entry]): DescribedDefinition => {
    const users = [...s.factions.values()].filter((f) => f.decl.entries.some((e) => e.name === name)).map((f) => f.decl.name.text);
    return {
      kind: "entry",
      name,
      span: entry.decl.nameSpan,
      detail: `starting point ${JSON.stringify(name)} (off the board) — new armies of ${users.join(", ") || "no faction"} come in next to it: ${entry.members.map(nameOf).map(show).join(", ")}`,
    };
  });
  const factions = [...s.factions].map(([name, { decl }]): DescribedDefinition => {
    const traits = [
      decl.neutral ? "neutral (never gets armies)" : "gets the new armies of its player",
      decl.entries.length ? `comes in at ${decl.entries.map((e) => JSON.stringify(e.name)).join(", ")}` : "",
      decl.leavesEmpty ? "may leave a territory empty" : "",
      decl.conquersEmpty ? "taking an empty territory is a conquest" : "",
      decl.collects ? "picks up tokens" : "",
      decl.captives ? `each one destroyed adds 1 to the destroyer's \`${decl.captives.text}\`` : "",
    ].filter(Boolean);
    return { kind: "faction", name, span: decl.name.span, detail: `faction ${name} — ${traits.join("; ")}` };
  });
  const counters = [...s.counters].map(([name, { decl }]): DescribedDefinition => {
    const change = decl.perRound ? shortFormula(decl.perRound) : "";
    return {
      kind: "counter",
      name,
      span: decl.name.span,
      // F2: resources are counters with a cap (`max`) and a floor (`min`).
      detail: `counter ${name} — ${decl.perPlayer ? "one per player" : "one for the game"}${change ? `, changes by ${change} after every round` : ""}${
        decl.max ? `, at most ${shortFormula(decl.max)}` : ""
      }`,
    };
  });
  return [...entries, ...factions, ...counters];
}

/** K1/M1 choices, T1 neutral seats, F2 unit types, Y9 leaders, F3 buildings. */
function pieces(s: Symbols): DescribedDefinition[] {
  const defs: DescribedDefinition[] = [];
  for (const section of s.file.sections) {
    if (section.kind === "Choices")
      for (const c of section.choices) {
        const of = c.words
          ? c.words.map((w) => w.text).join(" | ")
          : `a territory${c.owned ? " of the player's own" : ""}${c.where ? " (with a condition)" : ""}`;
        const how = [c.distinct ? "no two players alike" : "", c.secret ? "sealed, revealed when every player has chosen" : ""].filter(Boolean);
        defs.push({
          kind: "choice",
          name: c.name.text,
          span: c.name.span,
          detail: `choice ${c.name.text} — each player picks ${of}${how.length ? `; ${how.join("; ")}` : ""} (\`${c.name.text} of s\` in formulas)`,
        });
      }
    if (section.kind === "Seats")
      for (const n of section.neutrals)
        defs.push({
          kind: "neutral",
          name: n.name,
          span: n.nameSpan,
          detail: `neutral seat ${JSON.stringify(n.name)} — sits after the players${n.when ? " (when its condition holds)" : ""}, never decides: its dice are rolled for it`,
        });
    if (section.kind === "Buildings")
      for (const b of section.buildings) {
        const limit =
          b.limit?.kind === "Int" ? `at most ${b.limit.value} a territory` : b.limit ? "a limit per territory (a formula)" : "any number a territory";
        const fate = b.onConquest === "captured" ? `captured into the conqueror's \`${b.into?.text ?? "?"}\`` : b.onConquest;
        defs.push({ kind: "building", name: b.name.text, span: b.name.span, detail: `building ${b.name.text} — ${limit}; on conquest ${fate}` });
      }
    if (section.kind === "Leaders") defs.push(...leaders(section));
  }
  return defs;
}

/** PB1/PB16: who buys a leader `from market`: its seat, or every seat its own copy. */
const boughtBy = (leader: Ast.LeaderDecl) =>
  !leader.fromMarket ? "" : leader.seat ? "; bought by its seat from the market" : "; every seat buys its own copy from the market";

function leaders(section: Ast.LeadersDecl): DescribedDefinition[] {
  // Y9: a leader's die and the powers of each form.
  const named = section.leaders.map((leader): DescribedDefinition => {
    const forms = leader.forms.map((f) => `${f.name.text}${f.powers.length ? ` (${f.powers.map(describePower).join(", ")})` : ""}`);
    return {
      kind: "leader",
      name: leader.name,
      span: leader.nameSpan,
      detail: `leader ${JSON.stringify(leader.name)} — rolls a d${leader.die ?? 6}; forms: ${forms.join(", ")}${boughtBy(leader)}`,
    };
  });
  const units = section.units.map((u): DescribedDefinition => {
    const limit = u.limit.kind === "Int" ? `${u.limit.value} per player` : "a limit per player (a formula)";
    const powers = [
      ...u.powers.map(describePower),
      u.holdAlone ? "holds a territory alone" : "",
      u.stands ? "stands only where its condition holds" : "",
    ].filter(Boolean);
    return {
      kind: "unit",
      name: u.name.text,
      span: u.name.span,
      detail: `unit ${u.name.text} — ${limit}, rolls a d${u.die ?? 6}${powers.length ? `; ${powers.join(", ")}` : ""}; on death ${u.onDeath === "lost" ? "lost for good" : "back to its player's stock"}`,
    };
  });
  return [...named, ...units];
}

/** Every definition of the merged variant, in the order the outline lists kinds. */
export function describeDefinitions(s: Symbols): DescribedDefinition[] {
  return [...territories(s), ...mapParts(s), ...rules(s), ...forces(s), ...pieces(s)];
}
