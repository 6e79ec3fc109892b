// AST + symbols → IR. Runs only on a variant without errors, so every name resolves; defaults
// for what a variant leaves out are decided here, in one place.
import type * as A from "./ast.js";
import { sectionsOf } from "./ast.js";
import * as IR from "./ir/ir-schema.js";
import { leaderPower, type MovePower, type PowerValue } from "./leader-powers.js";
import type { Quantity, Symbols } from "./resolve.js";

const int = (value: number): IR.Expr => ({ op: "int", value });

/** `seatVars`: the seat variables bound around `e`, innermost last (their index is their depth). */
function lowerExpr(e: A.Expr, s: Symbols, seatVars: readonly string[] = []): IR.Expr {
  const lower = (x: A.Expr) => lowerExpr(x, s, seatVars);
  const seatIndex = (name: A.Name) => seatVars.lastIndexOf(name.text);
  switch (e.kind) {
    case "Int":
      return int(e.value);
    case "Bool":
      return { op: "bool", value: e.value };
    case "Ref":
      if (s.counters.has(e.name)) return { op: "counter", name: e.name, ...(e.seatVar ? { seat: seatIndex(e.seatVar) } : {}) };
      if (s.scores.has(e.name)) return { op: "score", name: e.name, ...(e.seatVar ? { seat: seatIndex(e.seatVar) } : {}) };
      return s.params.has(e.name) ? { op: "param", name: e.name } : { op: "quantity", name: e.name as Quantity };
    case "OverTerritories":
      return { op: "overTerritories", fn: e.fn, set: lower(e.set), body: lower(e.body) };
    case "OverSeats":
      return { op: "over", fn: e.fn, var: seatVars.length, body: lowerExpr(e.body, s, [...seatVars, e.variable.text]) };
    case "Tokens":
      return { op: "tokens", seat: seatIndex(e.seatVar) };
    case "Plays":
      return { op: "plays", faction: s.factions.get(e.faction.text)!.index };
    case "Unary":
      return { op: e.op === "-" ? "neg" : "not", arg: lower(e.operand) };
    case "Binary":
      return { op: e.op, left: lower(e.left), right: lower(e.right) };
    case "If":
      return { op: "if", cond: lower(e.condition), then: lower(e.then), else: lower(e.else) };
    case "Call":
      return e.fn === "count" ? { op: "count", set: lower(e.args[0]!) } : { op: e.fn, args: e.args.map(lower) };
    case "Sum":
      return { op: "sum", attribute: e.attribute.text, set: lower(e.set) };
    case "Table":
      return {
        op: "table",
        key: lower(e.key),
        entries: e.entries.map((x) => [x.key, lower(x.value)] as [number, IR.Expr]),
        ...(e.fallback ? { fallback: lower(e.fallback) } : {}),
      };
    case "Set": {
      const group = e.within ? s.groups.get(e.within.text)?.index : undefined;
      return {
        op: "set",
        of: e.of,
        owned: e.owned,
        ...(group !== undefined ? { group } : {}),
        ...(e.inObjective ? { objective: true as const } : {}),
        ...(e.byTeam ? { team: true as const } : {}),
        ...(e.withAttribute ? { with: e.withAttribute.text } : {}),
      };
    }
  }
}

function lowerParamType(t: A.TypeRef): IR.Param["type"] {
  return t.kind === "IntType" ? "int" : t.kind === "BoolType" ? "bool" : { choice: t.choices.map((c) => c.text) };
}

function switchSide(x: { territories: number[]; borders: Symbols["borders"] }): IR.GameMap["switches"][number]["on"] {
  return {
    territories: [...x.territories],
    borders: x.borders.filter((b) => !b.oneWay).map((b) => (b.a < b.b ? [b.a, b.b] : [b.b, b.a]) as [number, number]),
    links: x.borders.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]),
  };
}

function lowerMap(map: A.MapDecl, s: Symbols): IR.GameMap {
  const territories: IR.Territory[] = s.territoryList.map((t) => {
    const attrs: IR.Territory["attrs"] = {};
    for (const [name, attribute] of s.attributes) {
      const given = t.decl.attrs.find((a) => a.name.text === name)?.value ?? attribute.decl.fallback;
      // A value naming a parameter (checked: of the attribute's type) is the parameter's value.
      const param = given?.kind === "Word" && attribute.type.kind !== "choice" ? s.params.get(String(given.value)) : undefined;
      if (given) attrs[name] = param ? param.value : given.value;
    }
    return { name: t.decl.name.text, group: t.groups[0]!, attrs, ...(t.decl.at ? { at: [t.decl.at.x, t.decl.at.y] as [number, number] } : {}) };
  });
  const groups: IR.Group[] = s.groupList.map((g) => ({
    name: g.decl.name.text,
    kind: g.decl.keyword,
    bonus: g.decl.bonus ? lowerExpr(g.decl.bonus, s) : int(0),
    territories: [...g.members],
  }));
  const borders = s.borders.filter((b) => !b.oneWay).map((b) => (b.a < b.b ? [b.a, b.b] : [b.b, b.a]) as [number, number]);
  borders.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const links = s.borders.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]);
  return {
    ...(map.title ? { title: map.title } : {}),
    attributes: [...s.attributes.values()].map((a) => ({ name: a.decl.name.text, type: lowerParamType(a.decl.type) })),
    territories,
    groups,
    borders,
    links,
    switches: s.switches.map((sw) => ({ name: sw.decl.name, initial: sw.decl.initial, on: switchSide(sw.on), off: switchSide(sw.off) })),
  };
}

function lowerSetup(setup: A.SetupDecl, s: Symbols): IR.Setup {
  const step = <K extends A.SetupStep["kind"]>(k: K) => setup.steps.find((x): x is Extract<A.SetupStep, { kind: K }> => x.kind === k);
  const deal = step("Deal");
  const place = step("PlaceRemaining");
  return {
    armies: lowerExpr(step("Armies")!.amount, s),
    deal: {
      mode: deal?.mode ?? "random",
      ...(deal?.faction ? { faction: s.factions.get(deal.faction.text)!.index } : {}),
      reverse: deal?.reverse ?? false,
      armies: deal?.armies ? lowerExpr(deal.armies, s) : int(1),
      ...(deal?.limit ? { limit: lowerExpr(deal.limit, s) } : {}),
    },
    objectives: step("DealObjectives") !== undefined,
    ...(step("Exchange") ? { exchange: step("Exchange")!.when ? { when: lowerExpr(step("Exchange")!.when!, s) } : {} } : {}),
    place: { batch: place?.batch ? lowerExpr(place.batch, s) : int(1) },
  };
}

function lowerStep(step: A.PhaseStep, s: Symbols): IR.Step {
  switch (step.kind) {
    case "Receive":
      return { kind: "receive", amount: lowerExpr(step.amount, s) };
    case "Trade":
      return { kind: "trade", ...(step.forcedWhen ? { forcedWhen: lowerExpr(step.forcedWhen, s) } : {}) };
    case "Place":
      return { kind: "place" };
    case "Attack":
      return { kind: "attack" };
    case "Fortify": {
      // A choice parameter stands for its value; the engine sees only the word.
      const pathWord = step.path?.text ?? "connected";
      const param = s.params.get(pathWord);
      const path = (param ? String(param.value) : pathWord) as "adjacent" | "connected" | "allied";
      return {
        kind: "fortify",
        // E13: `moves any` leaves the number of moves open.
        ...(step.movesAny ? {} : { moves: step.moves ? lowerExpr(step.moves, s) : int(1) }),
        path,
        leave: step.leave ? lowerExpr(step.leave, s) : int(1),
        ...(step.cede ? { cede: true } : {}),
        ...(step.once ? { once: true } : {}),
        ...(step.drops ? { drops: true } : {}),
      };
    }
    case "Draw":
      return { kind: "draw", count: lowerExpr(step.count, s), ...(step.when ? { when: lowerExpr(step.when, s) } : {}) };
    case "Reveal":
      return { kind: "reveal", amount: lowerExpr(step.amount, s) };
    case "RevealEffect":
      return { kind: "revealEffect" };
    case "Switch":
      return {
        kind: "switch",
        ...(step.when ? { when: lowerExpr(step.when, s) } : {}),
        nearLeader: step.nearLeader,
        ...(step.usingCard ? { usingCard: step.usingCard.text } : {}),
      };
    case "Morph":
      return { kind: "morph" };
    case "Roll":
      return { kind: "roll", count: step.count, sides: step.sides, reason: step.reason, when: lowerExpr(step.when, s) };
  }
}

function lowerCombat(combat: A.CombatDecl, s: Symbols): IR.Combat {
  const find = <K extends A.CombatStmt["kind"]>(k: K, side?: string) =>
    combat.stmts.find((x): x is Extract<A.CombatStmt, { kind: K }> => x.kind === k && (side === undefined || (x as { side?: string }).side === side));
  const attacker = find("Dice", "attacker")!;
  const defender = find("Dice", "defender")!;
  const conquer = find("Conquer");
  const keep = find("Keep");
  const require = find("Require");
  const leave = attacker.leave ? lowerExpr(attacker.leave, s) : int(1);
  return {
    die: find("Die")?.sides ?? 6,
    attacker: { min: attacker.range.from, max: attacker.range.to },
    defender: { min: defender.range.from, max: defender.range.to },
    leave,
    ties: find("Ties")?.side ?? "defender",
    conquerMin: conquer ? lowerExpr(conquer.atLeast, s) : int(1),
    keep: keep ? lowerExpr(keep.keep, s) : leave,
    diceMax: find("DiceMax") !== undefined,
    ...(require ? { require: lowerExpr(require.condition, s) } : {}),
    ...(find("PlacedWait") ? { placedWait: true } : {}),
  };
}

function lowerCards(cards: A.CardsDecl, s: Symbols): IR.Cards {
  const find = <K extends A.CardsStmt["kind"]>(k: K) => cards.stmts.find((x): x is Extract<A.CardsStmt, { kind: K }> => x.kind === k);
  const deck = find("Deck")!;
  const attribute = s.attributes.get(deck.attribute.text)!;
  const symbols = attribute.type.kind === "choice" ? attribute.type.choices : [];
  const values = find("Values");
  const bonus = find("CardBonus");
  const hand = find("HandLimit");
  const trade = find("EliminationTrade");
  const sumSet = find("SumSet");
  return {
    attribute: deck.attribute.text,
    symbols,
    wilds: lowerExpr(find("Wilds")?.count ?? { kind: "Int", value: 0, span: cards.span }, s),
    sets: cards.stmts
      .filter((x): x is Extract<A.CardsStmt, { kind: "Set" }> => x.kind === "Set")
      .map((x) => ({
        count: x.count,
        pattern: x.pattern,
        ...(x.of ? { of: x.of.text } : {}),
        wilds: x.wilds,
        ...(x.worth ? { worth: lowerExpr(x.worth, s) } : {}),
      })),
    values: (values?.values ?? []).map((v) => lowerExpr(v, s)),
    step: values?.step ? lowerExpr(values.step, s) : int(0),
    ...(bonus
      ? {
          bonus: {
            amount: lowerExpr(bonus.amount, s),
            target: bonus.target,
            ...(bonus.limitPerTurn ? { limitPerTurn: lowerExpr(bonus.limitPerTurn, s) } : {}),
          },
        }
      : {}),
    ...(hand ? { handLimit: lowerExpr(hand.limit, s) } : {}),
    ...(sumSet ? { sumSet: { min: lowerExpr(sumSet.min, s), worth: lowerExpr(sumSet.worth, s) } } : {}),
    eliminationTakesCards: find("EliminationTakesCards") !== undefined,
    ...(trade && !("never" in trade) ? { eliminationTrade: { when: lowerExpr(trade.when, s), until: lowerExpr(trade.until, s) } } : {}),
  };
}

/** Players with no territories are out unless the variant says otherwise (C8). */
const noTerritoriesLeft: IR.Expr = { op: "==", left: { op: "count", set: { op: "set", of: "territories", owned: true } }, right: int(0) };

function lowerEnd(end: A.EndDecl | undefined, s: Symbols): IR.End {
  const stmts = end?.stmts ?? [];
  const eliminated = stmts.find((x): x is Extract<A.EndStmt, { kind: "Eliminated" }> => x.kind === "Eliminated");
  const ranking = stmts.find((x): x is Extract<A.EndStmt, { kind: "Ranking" }> => x.kind === "Ranking");
  const protect = stmts.find((x): x is Extract<A.EndStmt, { kind: "Protect" }> => x.kind === "Protect");
  return {
    wins: stmts
      .filter((x): x is Extract<A.EndStmt, { kind: "Win" }> => x.kind === "Win")
      .map((x) => ({ reason: x.reason, when: lowerExpr(x.when, s) })),
    eliminated: eliminated ? lowerExpr(eliminated.when, s) : noTerritoriesLeft,
    ends: stmts
      .filter((x): x is Extract<A.EndStmt, { kind: "EndWhen" }> => x.kind === "EndWhen")
      .map((x) => ({ reason: x.reason, when: lowerExpr(x.when, s), ranking: x.ranking.map((r) => lowerExpr(r, s)), byTeam: x.byTeam })),
    ranking: (ranking?.scores ?? []).map((r) => lowerExpr(r, s)),
    rankingByTeam: ranking?.byTeam ?? false,
    ...(protect ? { protect: lowerExpr(protect.when, s) } : {}),
    scores: [...s.scores.values()].map((score) => ({ name: score.name.text, value: lowerExpr(score.value, s) })),
  };
}

function lowerLeaders(section: A.LeadersDecl, s: Symbols, players: number): NonNullable<IR.Variant["leaders"]> {
  return {
    leaders: section.leaders.map((leader) => ({
      name: leader.name,
      seat: lowerExpr(leader.seat, s),
      ...(leader.when ? { when: lowerExpr(leader.when, s) } : {}),
      die: leader.die ?? 6,
      forms: leader.forms.map((form) => {
        // The checks made sure every power is fixed for every player count.
        const powers = form.powers.map((p) => leaderPower(p, s, players)).filter((p): p is PowerValue => typeof p !== "string");
        const amount = (on: "attack" | "defend") => powers.reduce((n, p) => (p.kind === "modifier" && p.on === on ? n + p.amount : n), 0);
        const has = (kind: MovePower) => powers.some((p) => p.kind === kind);
        return {
          name: form.name.text,
          attack: amount("attack"),
          defend: amount("defend"),
          jump: has("jump"),
          retreat: has("retreat"),
          strike: has("strike"),
        };
      }),
    })),
    ...(section.revive ? { revive: lowerExpr(section.revive, s) } : {}),
    ...(section.holdAlone ? { holdAlone: true } : {}),
  };
}

export function lower(s: Symbols, parentName?: string): IR.Variant {
  const file = s.file;
  const first = <K extends A.Section["kind"]>(k: K) => sectionsOf(file, k)[0];
  const players = first("Players")!.range;
  const cards = first("Cards");
  return {
    irVersion: IR.IR_VERSION,
    name: file.name.text,
    ...(parentName ? { extends: parentName } : {}),
    players: { min: players.from, max: players.to },
    params: [...s.params.values()].map((p) => ({
      name: p.decl.name.text,
      type: lowerParamType(p.decl.type),
      value: p.value,
      default: p.decl.value.value,
      ...(p.decl.range ? { range: [p.decl.range.from, p.decl.range.to] as [number, number] } : {}),
    })),
    map: lowerMap(first("Map")!, s),
    setup: lowerSetup(first("Setup")!, s),
    phases: first("Turn")!.phases.map((p) => ({
      name: p.name.text,
      ...(p.when ? { when: lowerExpr(p.when, s) } : {}),
      steps: p.steps.map((st) => lowerStep(st, s)),
    })),
    combat: lowerCombat(first("Combat")!, s),
    ...(cards ? { cards: lowerCards(cards, s) } : {}),
    end: lowerEnd(first("End"), s),
    objectives: s.objectives.map((o) => ({ name: o.decl.name, territories: o.members })),
    ...(first("Limits")?.armies[0] ? { armyLimit: lowerExpr(first("Limits")!.armies[0]!, s) } : {}),
    ...(first("Limits")?.pieces[0] ? { pieces: lowerExpr(first("Limits")!.pieces[0]!, s) } : {}),
    ...(first("Teams")
      ? {
          teams: {
            ...(first("Teams")!.when ? { when: lowerExpr(first("Teams")!.when!, s) } : {}),
            teams: first("Teams")!.teams.map((t) => t.seats.map((seat) => seat.value - 1)),
          },
        }
      : {}),
    ...(first("Leaders") ? { leaders: lowerLeaders(first("Leaders")!, s, players.from) } : {}),
    ...(first("Effects")?.deal ? { effectDeal: lowerExpr(first("Effects")!.deal!, s) } : {}),
    effects: [...s.effectCards.values()].map((card) => ({
      name: card.name,
      ...(card.dealtWhen ? { dealt: lowerExpr(card.dealtWhen, s) } : {}),
      ...(card.copies ? { copies: card.copies.value } : {}),
      uses: card.uses.map((u) => ({
        on: u.on,
        ...(u.when ? { when: lowerExpr(u.when, s) } : {}),
        effects: u.effects.map((e): IR.EffectCard["uses"][number]["effects"][number] =>
          e.kind === "Ties" ? { kind: "ties", side: e.side } : { kind: "bonus", amount: e.amount },
        ),
      })),
      ...(card.reveal
        ? { reveal: { pass: card.reveal.pass, effects: card.reveal.effects.map((e) => ({ kind: e.kind, amount: lowerExpr(e.amount, s) })) } }
        : {}),
    })),
    ...lowerFactions(s),
  };
}

/** E1/E3/E10/E14: factions with their starting points, counters and tokens. */
function lowerFactions(s: Symbols): Pick<IR.Variant, "factions" | "counters" | "tokens"> {
  const token = sectionsOf(s.file, "Counters")[0]?.tokens[0];
  return {
    ...(s.factions.size > 0
      ? {
          factions: {
            entries: [...s.entries.values()].map((e) => ({ name: e.decl.name, territories: [...e.members] })),
            list: [...s.factions.values()].map(({ decl }) => ({
              name: decl.name.text,
              when: lowerExpr(decl.when, s),
              entries: decl.entries.map((e) => s.entries.get(e.name)!.index),
              neutral: decl.neutral,
              leavesEmpty: decl.leavesEmpty,
              conquersEmpty: decl.conquersEmpty,
              collects: decl.collects,
              ...(decl.captives ? { captives: decl.captives.text } : {}),
            })),
          },
        }
      : {}),
    ...(s.counters.size > 0
      ? {
          counters: [...s.counters.values()].map(({ decl }) => ({
            name: decl.name.text,
            perPlayer: decl.perPlayer,
            start: decl.start ? lowerExpr(decl.start, s) : int(0),
            ...(decl.perRound ? { perRound: lowerExpr(decl.perRound, s) } : {}),
          })),
        }
      : {}),
    ...(token ? { tokens: { name: token.name.text, count: lowerExpr(token.count, s), refills: token.refills.text } } : {}),
  };
}
