// What the editor needs from one compile, as plain data that crosses a worker boundary:
// diagnostics with line/column ranges, the names defined and used (completion, hover,
// definitions), the map (even when the variant has errors), and the IR when it has none.
import { colourOf, compile, LineIndex, type Ast, type CompileResult, type Diagnostic, type Symbols, type Variant } from "../../compiler/index.js";

export interface Range {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

export interface Problem {
  code: string;
  severity: "error" | "warning";
  message: string;
  help?: string;
  /** Where it points in this file (a problem in a parent file points at the `extends`). */
  range: Range;
  file?: string;
}

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
  | "neutral";

export interface Definition {
  kind: DefinitionKind;
  name: string;
  range: Range;
  /** A one-paragraph description for hovers, in plain text: names come from the variant, so it is never read as markdown. */
  detail: string;
}

export interface Reference {
  kind: "territory" | "group" | "param" | "faction" | "entry" | "counter" | "choice" | "building" | "unit";
  name: string;
  range: Range;
}

/** Y7: what one state of a switch puts on the board. */
export interface SwitchSide {
  territories: number[];
  borders: [number, number][];
  links: [number, number][];
}

export interface MapModel {
  territories: { name: string; group: number; at?: [number, number] }[];
  /** `colour`: the group's declared colour; `bonus`: its bonus when it is a number. */
  groups: { name: string; colour?: string; bonus?: number }[];
  /** Borders and one-way links that exist in every state of the switches. */
  borders: [number, number][];
  links: [number, number][];
  /** E3: off-board starting points and the territories each touches. */
  entries: { name: string; territories: number[] }[];
  /** Y7: the switches, their state at the start, and what each state puts on the board. */
  switches: { name: string; initial: boolean; on: SwitchSide; off: SwitchSide }[];
}

/** The map in one state of the switches: which territories are on the board, and the borders between them. */
export function mapInState(
  map: MapModel,
  states: readonly boolean[],
): { present: boolean[]; borders: [number, number][]; links: [number, number][] } {
  const present = map.territories.map(() => true);
  map.switches.forEach((sw, i) => {
    for (const t of sw.on.territories) if (!states[i]) present[t] = false;
    for (const t of sw.off.territories) if (states[i]) present[t] = false;
  });
  const inForce = map.switches.map((sw, i) => (states[i] ? sw.on : sw.off));
  const both = ([a, b]: [number, number]) => present[a]! && present[b]!;
  return {
    present,
    borders: [...map.borders, ...inForce.flatMap((side) => side.borders)].filter(both),
    links: [...map.links, ...inForce.flatMap((side) => side.links)].filter(both),
  };
}

export interface Analysis {
  problems: Problem[];
  definitions: Definition[];
  references: Reference[];
  map: MapModel;
  ir?: Variant;
}

function rangeOf(index: LineIndex, span: { start: number; end: number }): Range {
  const a = index.position(span.start);
  const b = index.position(Math.max(span.start + 1, span.end));
  return { startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
}

const show = (n: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(n) ? n : JSON.stringify(n));

function definitionsOf(s: Symbols, index: LineIndex): Definition[] {
  const own = (span: { source?: string }) => span.source === undefined;
  const defs: Definition[] = [];
  const nameOf = (t: number) => s.territoryList[t]!.decl.name.text;
  for (const t of s.territoryList) {
    if (!own(t.decl.name.span)) continue;
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
    defs.push({
      kind: "territory",
      name: t.decl.name.text,
      range: rangeOf(index, t.decl.name.span),
      detail: `${t.decl.name.text} — territory in ${group}${attrs ? ` (${attrs})` : ""}\n\nborders: ${[...neighbours, ...switched].join(", ") || "none"}`,
    });
  }
  for (const g of s.groupList) {
    if (!own(g.decl.name.span)) continue;
    const bonus = g.decl.bonus?.kind === "Int" ? ` bonus ${g.decl.bonus.value}` : g.decl.bonus ? " bonus (a formula)" : "";
    defs.push({
      kind: "group",
      name: g.decl.name.text,
      range: rangeOf(index, g.decl.name.span),
      detail: `${g.decl.name.text} — ${g.decl.keyword}${bonus}, ${g.members.length} territories: ${g.members.map(nameOf).map(show).join(", ")}`,
    });
  }
  for (const [name, phase] of s.phases) {
    if (!own(phase.name.span)) continue;
    defs.push({
      kind: "phase",
      name,
      range: rangeOf(index, phase.name.span),
      detail: `phase ${name} — steps: ${phase.steps.map((st) => st.kind.toLowerCase()).join(", ") || "none"}`,
    });
  }
  for (const [name, p] of s.params) {
    if (!own(p.decl.name.span)) continue;
    const type =
      p.decl.type.kind === "IntType" ? "int" : p.decl.type.kind === "BoolType" ? "bool" : p.decl.type.choices.map((c) => c.text).join(" | ");
    const range = p.decl.range ? ` in ${p.decl.range.from}..${p.decl.range.to}` : "";
    defs.push({ kind: "param", name, range: rangeOf(index, p.decl.name.span), detail: `param ${name}: ${type} = ${String(p.value)}${range}` });
  }
  for (const [name, card] of s.effectCards) {
    if (!own(card.nameSpan)) continue;
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
    defs.push({
      kind: "card",
      name,
      range: rangeOf(index, card.nameSpan),
      detail: `card ${JSON.stringify(name)} — each player ${card.dealtWhen ? "may hold" : "holds"} one, used once: ${uses.join("; ") || "no use"}`,
    });
  }
  for (const o of s.objectives) {
    if (!own(o.decl.nameSpan)) continue;
    defs.push({
      kind: "objective",
      name: o.decl.name,
      range: rangeOf(index, o.decl.nameSpan),
      // M1: an objective is a condition, or (without one) the territories to hold.
      detail: `objective ${JSON.stringify(o.decl.name)} — ${
        o.decl.when ? "met when its condition holds" : `${o.members.length} territories: ${o.members.map(nameOf).map(show).join(", ")}`
      }${o.decl.dealt ? "; dealt only when its deck condition holds" : ""}${
        o.decl.instead ? `; becomes ${JSON.stringify(o.decl.instead.objective)} when its condition holds` : ""
      }`,
    });
  }
  // Y7: what each state of a switch puts on the board.
  for (const sw of s.switches) {
    if (!own(sw.decl.nameSpan)) continue;
    const side = (x: Symbols["switches"][number]["on"]) =>
      [...x.territories.map(nameOf).map(show), ...x.borders.map((b) => `${show(nameOf(b.a))} ${b.oneWay ? "->" : "--"} ${show(nameOf(b.b))}`)].join(
        ", ",
      ) || "nothing";
    defs.push({
      kind: "switch",
      name: sw.decl.name,
      range: rangeOf(index, sw.decl.nameSpan),
      detail: `switch ${JSON.stringify(sw.decl.name)} — starts ${sw.decl.initial ? "on" : "off"}\n\non: ${side(sw.on)}\n\noff: ${side(sw.off)}`,
    });
  }
  // Y9: a leader's die and the powers of each form.
  for (const section of s.file.sections) {
    if (section.kind !== "Leaders") continue;
    for (const leader of section.leaders) {
      if (!own(leader.nameSpan)) continue;
      const forms = leader.forms.map((f) => `${f.name.text}${f.powers.length ? ` (${f.powers.map(describePower).join(", ")})` : ""}`);
      defs.push({
        kind: "leader",
        name: leader.name,
        range: rangeOf(index, leader.nameSpan),
        detail: `leader ${JSON.stringify(leader.name)} — rolls a d${leader.die ?? 6}; forms: ${forms.join(", ")}`,
      });
    }
  }
  // E3: starting points and the territories they touch; E1: what each faction may do.
  for (const [name, entry] of s.entries) {
    if (!own(entry.decl.nameSpan)) continue;
    const users = [...s.factions.values()].filter((f) => f.decl.entries.some((e) => e.name === name)).map((f) => f.decl.name.text);
    defs.push({
      kind: "entry",
      name,
      range: rangeOf(index, entry.decl.nameSpan),
      detail: `starting point ${JSON.stringify(name)} (off the board) — new armies of ${users.join(", ") || "no faction"} come in next to it: ${entry.members.map(nameOf).map(show).join(", ")}`,
    });
  }
  for (const [name, { decl }] of s.factions) {
    if (!own(decl.name.span)) continue;
    const traits = [
      decl.neutral ? "neutral (never gets armies)" : "gets the new armies of its player",
      decl.entries.length ? `comes in at ${decl.entries.map((e) => JSON.stringify(e.name)).join(", ")}` : "",
      decl.leavesEmpty ? "may leave a territory empty" : "",
      decl.conquersEmpty ? "taking an empty territory is a conquest" : "",
      decl.collects ? "picks up tokens" : "",
      decl.captives ? `each one destroyed adds 1 to the destroyer's \`${decl.captives.text}\`` : "",
    ].filter(Boolean);
    defs.push({ kind: "faction", name, range: rangeOf(index, decl.name.span), detail: `faction ${name} — ${traits.join("; ")}` });
  }
  for (const [name, { decl }] of s.counters) {
    if (!own(decl.name.span)) continue;
    const change = decl.perRound
      ? decl.perRound.kind === "Int"
        ? ` ${decl.perRound.value}`
        : decl.perRound.kind === "Unary" && decl.perRound.operand.kind === "Int"
          ? ` -${decl.perRound.operand.value}`
          : " (a formula)"
      : "";
    defs.push({
      kind: "counter",
      name,
      range: rangeOf(index, decl.name.span),
      // F2: resources are counters with a cap (`max`) and a floor (`min`).
      detail: `counter ${name} — ${decl.perPlayer ? "one per player" : "one for the game"}${change ? `, changes by${change} after every round` : ""}${
        decl.max ? `, at most ${decl.max.kind === "Int" ? decl.max.value : decl.max.kind === "Ref" ? decl.max.name : "(a formula)"}` : ""
      }`,
    });
  }
  defs.push(...v2Definitions(s, index));
  for (const [name, a] of s.attributes) {
    if (!own(a.decl.name.span)) continue;
    defs.push({ kind: "attribute", name, range: rangeOf(index, a.decl.name.span), detail: `attribute ${name} of territories` });
  }
  return defs;
}

/** K1/M1 choices, T1 neutral seats, F2 unit types, F3 buildings: what each is, for hover and completion. */
function v2Definitions(s: Symbols, index: LineIndex): Definition[] {
  const own = (span: { source?: string }) => span.source === undefined;
  const defs: Definition[] = [];
  for (const section of s.file.sections) {
    if (section.kind === "Choices")
      for (const c of section.choices) {
        if (!own(c.name.span)) continue;
        const of = c.words
          ? c.words.map((w) => w.text).join(" | ")
          : `a territory${c.owned ? " of the player's own" : ""}${c.where ? " (with a condition)" : ""}`;
        const how = [c.distinct ? "no two players alike" : "", c.secret ? "sealed, revealed when every player has chosen" : ""].filter(Boolean);
        defs.push({
          kind: "choice",
          name: c.name.text,
          range: rangeOf(index, c.name.span),
          detail: `choice ${c.name.text} — each player picks ${of}${how.length ? `; ${how.join("; ")}` : ""} (\`${c.name.text} of s\` in formulas)`,
        });
      }
    if (section.kind === "Seats")
      for (const n of section.neutrals) {
        if (!own(n.nameSpan)) continue;
        defs.push({
          kind: "neutral",
          name: n.name,
          range: rangeOf(index, n.nameSpan),
          detail: `neutral seat ${JSON.stringify(n.name)} — sits after the players${n.when ? " (when its condition holds)" : ""}, never decides: its dice are rolled for it`,
        });
      }
    if (section.kind === "Buildings")
      for (const b of section.buildings) {
        if (!own(b.name.span)) continue;
        const limit =
          b.limit?.kind === "Int" ? `at most ${b.limit.value} a territory` : b.limit ? "a limit per territory (a formula)" : "any number a territory";
        const fate = b.onConquest === "captured" ? `captured into the conqueror's \`${b.into?.text ?? "?"}\`` : b.onConquest;
        defs.push({
          kind: "building",
          name: b.name.text,
          range: rangeOf(index, b.name.span),
          detail: `building ${b.name.text} — ${limit}; on conquest ${fate}`,
        });
      }
    if (section.kind === "Leaders")
      for (const u of section.units) {
        if (!own(u.name.span)) continue;
        const limit = u.limit.kind === "Int" ? `${u.limit.value} per player` : "a limit per player (a formula)";
        const powers = [
          ...u.powers.map(describePower),
          u.holdAlone ? "holds a territory alone" : "",
          u.stands ? "stands only where its condition holds" : "",
        ].filter(Boolean);
        defs.push({
          kind: "unit",
          name: u.name.text,
          range: rangeOf(index, u.name.span),
          detail: `unit ${u.name.text} — ${limit}, rolls a d${u.die ?? 6}${powers.length ? `; ${powers.join(", ")}` : ""}; on death ${u.onDeath === "lost" ? "lost for good" : "back to its player's stock"}`,
        });
      }
  }
  return defs;
}

function describePower(p: Ast.Power): string {
  switch (p.kind) {
    case "modifier":
      return `${p.on} +${p.amount.kind === "Int" ? p.amount.value : p.amount.kind === "Ref" ? p.amount.name : "(a formula)"}`;
    case "param":
      return `${p.name.text} (a parameter)`;
    default:
      return p.kind;
  }
}

function sideOf(side: Symbols["switches"][number]["on"]): SwitchSide {
  return {
    territories: [...side.territories],
    borders: side.borders.filter((b) => !b.oneWay).map((b) => [b.a, b.b] as [number, number]),
    links: side.borders.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]),
  };
}

function mapOf(s: Symbols): MapModel {
  return {
    territories: s.territoryList.map((t) => ({
      name: t.decl.name.text,
      group: t.groups[0] ?? -1,
      ...(t.decl.at ? { at: [t.decl.at.x, t.decl.at.y] as [number, number] } : {}),
    })),
    groups: s.groupList.map((g) => {
      const colour = g.decl.attrs.map((a) => colourOf(a.value.text)).find((c) => c !== undefined);
      return { name: g.decl.name.text, ...(colour ? { colour } : {}), ...(g.decl.bonus?.kind === "Int" ? { bonus: g.decl.bonus.value } : {}) };
    }),
    borders: s.borders.filter((b) => !b.oneWay).map((b) => [b.a, b.b] as [number, number]),
    links: s.borders.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]),
    entries: [...s.entries.values()].map((e) => ({ name: e.decl.name, territories: [...e.members] })),
    switches: s.switches.map((sw) => ({ name: sw.decl.name, initial: sw.decl.initial, on: sideOf(sw.on), off: sideOf(sw.off) })),
  };
}

function problemOf(d: Diagnostic, index: LineIndex, result: CompileResult): Problem {
  // A problem inside a parent file is shown on this file's `extends` line.
  const span = d.file === undefined ? d.span : (result.ast?.parent?.span ?? { start: 0, end: 1 });
  return {
    code: d.code,
    severity: d.severity,
    message: d.file ? `${d.file}: ${d.message}` : d.message,
    ...(d.help ? { help: d.help } : {}),
    range: rangeOf(index, span),
    ...(d.file ? { file: d.file } : {}),
  };
}

/** Compile a variant for the editor. `examples` are the bundled variants, by file name; `overrides` are the parameters panel's values (like `--set`). */
export function analyze(text: string, examples: Record<string, string>, overrides: Record<string, string> = {}): Analysis {
  const result = compile(text, {
    fileName: "playground.risk",
    overrides,
    loadVariant: (name) => {
      const file = name.endsWith(".risk") ? name : `${name}.risk`;
      const found = examples[file];
      return found === undefined ? undefined : { fileName: `variants/${file}`, text: found };
    },
  });
  const index = new LineIndex(text);
  const symbols = result.symbols;
  return {
    problems: result.diagnostics.map((d) => problemOf(d, index, result)),
    definitions: symbols ? definitionsOf(symbols, index) : [],
    references: (symbols?.references ?? [])
      .filter((r) => r.span.source === undefined)
      .map((r) => ({ kind: r.target.kind, name: r.target.name, range: rangeOf(index, r.span) })),
    map: symbols ? mapOf(symbols) : { territories: [], groups: [], borders: [], links: [], entries: [], switches: [] },
    ...(result.ir ? { ir: result.ir } : {}),
  };
}
