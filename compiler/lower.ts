// AST + symbols → IR. Runs only on a variant without errors, so every name resolves; defaults
// for what a variant leaves out are decided here, in one place.
import type * as A from "./ast.js";
import { sectionsOf, turnStepsOf } from "./ast.js";
import type * as IR from "./ir/index.js";
import { colourOf, IR_VERSION, QUANTITIES } from "./ir/index.js";
import { deckIndex } from "./checks/deck-names.js";
import { lowerDecks } from "./lower-decks.js";
import { isPowerValue, unitPower, type MovePower } from "./unit-powers.js";
import type { Symbols } from "./symbols.js";
import { battleRollModifiers, lowerRules } from "./lower-rules.js";
import { lowerRankRerolls, lowerRanks } from "./lower-ranks.js";
import type { Quantity } from "./value-types.js";

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
    case "Ref": {
      const at =
        e.seatVar && (e.seatVar.text === "source" || e.seatVar.text === "target") && !seatVars.includes(e.seatVar.text) ? e.seatVar.text : undefined;
      const where = at === "source" ? { at: "source" as const } : {};
      if (s.choices.has(e.name)) return { op: "choice", name: e.name, ...(e.seatVar ? { seat: seatIndex(e.seatVar) } : {}) };
      if (s.counters.has(e.name)) return { op: "counter", name: e.name, ...(e.seatVar ? { seat: seatIndex(e.seatVar) } : {}) };
      if (s.scores.has(e.name)) return { op: "score", name: e.name, ...(e.seatVar ? { seat: seatIndex(e.seatVar) } : {}) };
      if (s.params.has(e.name)) return { op: "param", name: e.name };
      // H6–H7: `armiesLost of s` reads seat variable s's turn's history.
      const seat = e.seatVar && !at ? { seat: seatIndex(e.seatVar) } : {};
      if ((QUANTITIES as readonly string[]).includes(e.name)) return { op: "quantity", name: e.name as Quantity, ...where, ...seat };
      if (seatVars.includes(e.name)) return { op: "seatVar", var: seatVars.lastIndexOf(e.name) };
      if (s.buildings.has(e.name)) return { op: "building", name: e.name, ...where };
      // MV1: `Siege of moving` counts the units among the pieces on the move.
      if (e.seatVar?.text === "moving" && !seatVars.includes("moving") && s.unitTypes.has(e.name)) return { op: "units", name: e.name, at: "moving" };
      if (s.unitTypes.has(e.name)) return { op: "units", name: e.name, ...where };
      if (s.attributes.has(e.name)) return { op: "attr", name: e.name, ...where };
      return { op: "word", value: e.name };
    }
    case "Holds": {
      const name = e.target.text;
      if (s.choices.has(name)) return { op: "holds", choice: name, ...(e.seatVar ? { seat: seatIndex(e.seatVar) } : {}) };
      const group = s.groups.get(name);
      return group ? { op: "holds", group: group.index } : { op: "holds", territory: s.territories.get(name)!.index };
    }
    case "Achieved":
      return { op: "objectiveMet" };
    case "Ordered":
      return { op: "ordered", order: e.order };
    case "Across":
      return { op: "across", kind: e.border.text };
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
        ...(e.bySeat ? { by: seatIndex(e.bySeat) } : {}),
        ...(e.where ? { where: lower(e.where) } : {}),
        ...(e.connected
          ? {
              connected: {
                ...(e.connected.where ? { where: lower(e.connected.where) } : {}),
                ...(e.connected.chosen ? { chosen: true as const } : {}),
              },
            }
          : {}),
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
  const groups: IR.Group[] = s.groupList.map((g) => {
    const colour = g.decl.attrs.map((a) => colourOf(a.value.text)).find((c) => c !== undefined);
    return {
      name: g.decl.name.text,
      kind: g.decl.keyword,
      ...(colour ? { colour } : {}),
      bonus: g.decl.bonus ? lowerExpr(g.decl.bonus, s) : int(0),
      territories: [...g.members],
    };
  });
  const fixed = s.borders.filter((b) => !b.piece);
  const borders = fixed.filter((b) => !b.oneWay).map((b) => (b.a < b.b ? [b.a, b.b] : [b.b, b.a]) as [number, number]);
  borders.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const links = fixed.filter((b) => b.oneWay).map((b) => [b.a, b.b] as [number, number]);
  // PB9: a border `with` a piece exists for one player at a time (checked: the piece is a unit type).
  const pieceBorders = s.borders.flatMap((b) =>
    b.piece ? [{ from: b.a, to: b.b, oneWay: b.oneWay, unit: s.unitTypes.get(b.piece.text)?.index ?? 0 }] : [],
  );
  return {
    ...(map.title ? { title: map.title } : {}),
    attributes: [...s.attributes.values()].map((a) => ({ name: a.decl.name.text, type: lowerParamType(a.decl.type) })),
    territories,
    groups,
    borders,
    links,
    switches: s.switches.map((sw) => ({ name: sw.decl.name, initial: sw.decl.initial, on: switchSide(sw.on), off: switchSide(sw.off) })),
    ...(pieceBorders.length ? { pieceBorders } : {}),
    ...borderKinds(s),
  };
}

/**
 * BK1: each kind of border, with its borders wherever they are given (fixed, a switch's, a
 * piece's): two-way ones as [lower, higher], one-way links as [from, to].
 */
function borderKinds(s: Symbols): Pick<IR.GameMap, "borderKinds"> {
  const kinds = new Map<string, { borders: [number, number][]; links: [number, number][] }>();
  const all = [...s.borders, ...s.switches.flatMap((sw) => [...sw.on.borders, ...sw.off.borders])];
  for (const b of all)
    for (const kind of b.kinds ?? []) {
      const row = kinds.get(kind.text) ?? { borders: [], links: [] };
      kinds.set(kind.text, row);
      if (b.oneWay) row.links.push([b.a, b.b]);
      else row.borders.push(b.a < b.b ? [b.a, b.b] : [b.b, b.a]);
    }
  if (kinds.size === 0) return {};
  return { borderKinds: [...kinds].map(([name, row]) => ({ name, borders: row.borders, links: row.links })) };
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
      ...(deal?.where ? { where: lowerExpr(deal.where, s) } : {}),
      ...(deal?.evenly ? { evenly: true as const } : {}),
      ...(deal?.cap ? { cap: lowerExpr(deal.cap, s) } : {}),
    },
    objectives: step("DealObjectives") !== undefined,
    ...(step("DealObjectives") && stageOf(setup.steps, step("DealObjectives")!) === "start" ? { objectivesAt: "start" as const } : {}),
    ...(step("Exchange") ? { exchange: step("Exchange")!.when ? { when: lowerExpr(step("Exchange")!.when!, s) } : {} } : {}),
    place: { batch: place?.batch ? lowerExpr(place.batch, s) : int(1), ...(place?.neutral ? { neutral: lowerExpr(place.neutral, s) } : {}) },
    ...lowerSetupSteps(setup.steps, s),
  };
}

/** Where a setup step stands: before the territories are dealt, after the deal, or after the starting armies are placed. */
function stageOf(steps: readonly A.SetupStep[], step: A.SetupStep): IR.SetupStep["at"] {
  const at = steps.indexOf(step);
  const deal = steps.findIndex((x) => x.kind === "Deal");
  const place = steps.findIndex((x) => x.kind === "PlaceRemaining");
  if (place >= 0 && at > place) return "placement";
  if (deal >= 0 && at < deal) return "start";
  return "deal";
}

function lowerSetupSteps(steps: readonly A.SetupStep[], s: Symbols): Pick<IR.Setup, "steps"> {
  const out: IR.SetupStep[] = [];
  for (const step of steps) {
    const at = stageOf(steps, step);
    if (step.kind === "Choose") out.push({ kind: "choose", at, choice: step.choice.text });
    else if (step.kind === "Build")
      out.push({
        kind: "build",
        at,
        building: step.building.text,
        mode: step.mode,
        count: lowerExpr(step.count, s),
        ...(step.where ? { where: lowerExpr(step.where, s) } : {}),
      });
    else if (step.kind === "Order")
      out.push({
        kind: "order",
        at,
        ...(step.bid ? { bid: step.bid.text } : {}),
        winnerPays: step.winnerPays,
        by: step.by.map((b) => lowerExpr(b, s)),
        eachRound: step.eachRound,
        ...(step.random ? { random: true as const } : {}),
        ...(step.ties?.word === "roll" ? { tiesByRoll: true as const } : {}),
      });
    else if (step.kind === "LeaveNeutral")
      out.push({
        kind: "neutral",
        at,
        count: lowerExpr(step.count, s),
        armies: lowerExpr(step.armies, s),
        ...(step.where ? { where: lowerExpr(step.where, s) } : {}),
      });
    else if (step.kind === "LeaveEmpty")
      out.push({ kind: "empty", at, count: lowerExpr(step.count, s), ...(step.where ? { where: lowerExpr(step.where, s) } : {}) });
    else if (step.kind === "Gain") out.push({ kind: "gain", at, resource: step.resource.text, amount: lowerExpr(step.amount, s) });
    else if (step.kind === "Units")
      out.push({ kind: "units", at, unit: step.unit.text, count: lowerExpr(step.count, s), ...(step.choice ? { choice: true as const } : {}) });
    else if (step.kind === "PlaceSplit")
      out.push({ kind: "split", at, count: lowerExpr(step.count, s), ...(step.where ? { where: lowerExpr(step.where, s) } : {}) });
  }
  return out.length > 0 ? { steps: out } : {};
}

function lowerStep(step: A.PhaseStep, s: Symbols): IR.Step {
  switch (step.kind) {
    case "Receive":
      return { kind: "receive", amount: lowerExpr(step.amount, s) };
    case "Trade":
      return { kind: "trade", ...(step.forcedWhen ? { forcedWhen: lowerExpr(step.forcedWhen, s) } : {}) };
    case "Place":
      return { kind: "place", ...(step.where ? { where: lowerExpr(step.where, s) } : {}) };
    case "Choose":
      return { kind: "choose", choice: step.choice.text };
    case "Gain":
      return { kind: "gain", resource: step.resource.text, amount: lowerExpr(step.amount, s) };
    case "Buy":
      return { kind: "buy" };
    case "DrawEffect":
      return {
        kind: "drawEffect",
        count: lowerExpr(step.count, s),
        ...(step.when ? { when: lowerExpr(step.when, s) } : {}),
        ...(step.deck ? { deck: deckIndex(s.file, step.deck) } : {}),
      };
    case "Play":
      return { kind: "play" };
    case "Put":
      return {
        kind: "put",
        deck: deckIndex(s.file, step.deck),
        count: lowerExpr(step.count, s),
        ...(step.when ? { when: lowerExpr(step.when, s) } : {}),
      };
    case "Bombard":
      return {
        kind: "bombard",
        unit: s.unitTypes.get(step.unit.text)?.index ?? 0,
        dice: step.dice?.value ?? 1,
        hits: step.hits.value,
        ...(step.from ? { from: lowerExpr(step.from, s) } : {}),
        ...(step.at ? { at: lowerExpr(step.at, s) } : {}),
      };
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
        ...(step.where ? { where: lowerExpr(step.where, s) } : {}),
        ...(step.through ? { pathWhere: lowerExpr(step.through, s) } : {}),
        ...(step.within ? { within: lowerExpr(step.within, s) } : {}),
        ...(step.intoBattle ? { intoBattle: true } : {}),
      };
    }
    case "Expand":
      return {
        kind: "expand",
        into: step.into ? lowerExpr(step.into, s) : int(1),
        leave: step.leave ? lowerExpr(step.leave, s) : int(1),
        ...(step.where ? { where: lowerExpr(step.where, s) } : {}),
      };
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
  const diceRules = combat.stmts.filter((x): x is Extract<A.CombatStmt, { kind: "Dice" }> => x.kind === "Dice");
  const attacker = diceRules.find((x) => x.side === "attacker" && !x.when)!;
  const defender = diceRules.find((x) => x.side === "defender" && !x.when)!;
  const diceCounts = diceRules.filter((x) => x.when !== undefined);
  const conquer = find("Conquer");
  const keep = find("Keep");
  const require = find("Require");
  const leave = attacker.leave ? lowerExpr(attacker.leave, s) : int(1);
  const modifiers = combat.stmts.filter((x): x is Extract<A.CombatStmt, { kind: "Modifier" }> => x.kind === "Modifier");
  const tieRules = combat.stmts.filter((x): x is Extract<A.CombatStmt, { kind: "Ties" }> => x.kind === "Ties" && x.when !== undefined);
  const ruleModifiers = battleRollModifiers(s, lowerExpr);
  return {
    die: find("Die")?.sides ?? 6,
    attacker: { min: attacker.range.from, max: attacker.range.to },
    defender: { min: defender.range.from, max: defender.range.to, ...(defender.chosen ? { chosen: true } : {}) },
    leave,
    ties: combat.stmts.find((x): x is Extract<A.CombatStmt, { kind: "Ties" }> => x.kind === "Ties" && !x.when)?.side ?? "defender",
    ...(tieRules.length > 0 ? { tieRules: tieRules.map((t) => ({ side: t.side, when: lowerExpr(t.when!, s) })) } : {}),
    ...(diceCounts.length > 0 ? { diceCounts: diceCounts.map((d) => ({ side: d.side, max: d.range.to, when: lowerExpr(d.when!, s) })) } : {}),
    conquerMin: conquer ? lowerExpr(conquer.atLeast, s) : int(1),
    keep: keep ? lowerExpr(keep.keep, s) : leave,
    diceMax: find("DiceMax") !== undefined,
    ...(require ? { require: lowerExpr(require.condition, s) } : {}),
    ...(find("PlacedWait") ? { placedWait: true } : {}),
    ...(find("BattlesAtRoundEnd") ? { battlesAtRoundEnd: true } : {}),
    // CS1/BB5: the choice is of a ranked battle's losses and of a bombardment's.
    ...(find("CasualtiesByChoice") && (combat.stmts.some((x) => x.kind === "Rank") || turnStepsOf(s.file).some((x) => x.kind === "Bombard"))
      ? { casualtiesByChoice: true }
      : {}),
    ...lowerRankRerolls(combat, s, lowerExpr),
    ...(find("AttackWhere") ? { attackWhere: lowerExpr(find("AttackWhere")!.condition, s) } : {}),
    ...(modifiers.length > 0 || ruleModifiers.length > 0
      ? {
          modifiers: [
            ...modifiers.map((m) => ({
              side: m.side,
              ...(m.bonus ? { bonus: lowerExpr(m.bonus, s) } : {}),
              ...(m.on ? { on: m.on.die } : {}),
              ...(m.reroll ? { reroll: m.reroll.value } : {}),
              ...(m.rerollLowest ? { rerollLowest: lowerExpr(m.rerollLowest, s) } : {}),
              ...(m.extra ? { extra: m.extra.count } : {}),
              ...(m.sides ? { sides: m.sides.value } : {}),
              ...(m.when ? { when: lowerExpr(m.when, s) } : {}),
            })),
            // A22: the rules at `battle roll`, after the combat section's own.
            ...ruleModifiers,
          ],
        }
      : {}),
    ...lowerRanks(combat, s, find("Die")?.sides ?? 6),
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
    ...(find("Except") ? { except: find("Except")!.choice.text } : {}),
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

/** A form's bonuses and powers as numbers and flags (the checks made sure each is fixed for every player count); `base`: the unit type's own. */
function lowerForm(name: string, powers: readonly A.Power[], s: Symbols, players: number, base: readonly A.Power[] = []): IR.LeaderForm {
  const values = [...base, ...powers].map((p) => unitPower(p, s, players)).filter(isPowerValue);
  const amount = (on: "attack" | "defend", own: boolean) =>
    values.reduce((n, p) => (p.kind === "modifier" && p.on === on && p.own === own ? n + p.amount : n), 0);
  const has = (kind: MovePower) => values.some((p) => p.kind === kind);
  const [attackOwn, defendOwn] = [amount("attack", true), amount("defend", true)];
  return {
    name,
    attack: amount("attack", false),
    defend: amount("defend", false),
    ...(attackOwn > 0 ? { attackOwn } : {}),
    ...(defendOwn > 0 ? { defendOwn } : {}),
    jump: has("jump"),
    retreat: has("retreat"),
    strike: has("strike"),
  };
}

/** U1: a unit's die sizes under conditions; PB13: its `attack when`. */
function lowerDice(u: Pick<A.UnitTypeDecl, "dieWhen" | "attackWhen">, s: Symbols): Pick<IR.UnitType, "dieWhen" | "attackWhen"> {
  return {
    ...(u.dieWhen ? { dieWhen: u.dieWhen.map((d) => ({ die: d.sides, when: lowerExpr(d.when, s) })) } : {}),
    ...(u.attackWhen ? { attackWhen: lowerExpr(u.attackWhen, s) } : {}),
  };
}

/** Y2/F2: leaders and unit types, in the order of the symbol table (leaders first: the order units fall in). */
function lowerUnits(section: A.LeadersDecl, s: Symbols, players: number): NonNullable<IR.Variant["units"]> {
  const types = [...s.unitTypes.values()].map(({ leader, unit }): IR.UnitType => {
    if (leader)
      return {
        name: leader.name,
        leader: true,
        // PB16: no seat: every player's copy, bought from the market.
        ...(leader.seat ? { seat: lowerExpr(leader.seat, s) } : {}),
        ...(leader.when ? { when: lowerExpr(leader.when, s) } : {}),
        limit: int(1),
        die: leader.die ?? 6,
        ...lowerDice(leader, s),
        // L2: a leader's own powers go into every form; without forms, into one named after it.
        forms:
          leader.forms.length > 0
            ? leader.forms.map((form) => lowerForm(form.name.text, form.powers, s, players, leader.powers))
            : [lowerForm(leader.name, leader.powers, s, players)],
        holdAlone: section.holdAlone || leader.holdAlone,
        ...(leader.stands ? { stands: lowerExpr(leader.stands, s) } : {}),
        onDeath: leader.onDeath,
      };
    const u = unit!;
    return {
      name: u.name.text,
      leader: false,
      limit: lowerExpr(u.limit, s),
      die: u.die ?? 6,
      ...lowerDice(u, s),
      forms:
        u.forms.length > 0
          ? u.forms.map((form) => lowerForm(form.name.text, form.powers, s, players, u.powers))
          : [lowerForm(u.name.text, u.powers, s, players)],
      holdAlone: u.holdAlone,
      ...(u.stands ? { stands: lowerExpr(u.stands, s) } : {}),
      onDeath: u.onDeath,
    };
  });
  return { types, ...(section.revive ? { revive: lowerExpr(section.revive, s) } : {}) };
}

export function lower(s: Symbols, parentName?: string): IR.Variant {
  const file = s.file;
  const first = <K extends A.Section["kind"]>(k: K) => sectionsOf(file, k)[0];
  const players = first("Players")!.range;
  const cards = first("Cards");
  return {
    irVersion: IR_VERSION,
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
    ...(first("Limits")?.armies[0] ? { armyLimit: lowerExpr(first("Limits")!.armies[0]!, s) } : {}),
    ...(first("Limits")?.pieces[0] ? { pieces: lowerExpr(first("Limits")!.pieces[0]!, s) } : {}),
    ...(first("Limits")?.casualties[0] ? { casualties: first("Limits")!.casualties[0]!.text } : {}),
    ...(first("Teams")
      ? {
          teams: {
            ...(first("Teams")!.when ? { when: lowerExpr(first("Teams")!.when!, s) } : {}),
            teams: first("Teams")!.teams.map((t) => t.seats.map((seat) => seat.value - 1)),
          },
        }
      : {}),
    ...(first("Leaders") && s.unitTypes.size > 0 ? { units: lowerUnits(first("Leaders")!, s, players.from) } : {}),
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
      ...(card.reveal ? { reveal: { pass: card.reveal.pass, effects: card.reveal.effects.flatMap((e) => lowerRevealEffect(e, s)) } } : {}),
    })),
    ...lowerDecks(s, (e, sym) => lowerExpr(e, sym)),
    objectives: s.objectives.map((o) => ({
      name: o.decl.name,
      territories: o.members,
      ...(o.decl.when ? { when: lowerExpr(o.decl.when, s) } : {}),
      ...(o.decl.dealt ? { dealt: lowerExpr(o.decl.dealt, s) } : {}),
      ...(o.decl.instead
        ? {
            instead: { objective: s.objectives.findIndex((x) => x.decl.name === o.decl.instead!.objective), when: lowerExpr(o.decl.instead.when, s) },
          }
        : {}),
    })),
    ...lowerFactions(s),
    ...lowerEconomy(s),
    ...lowerRules(s, (e, sym) => lowerExpr(e, sym)),
  };
}

/** An effect card's effect; part A's effects are refused on cards until cards play them (RISK4119). */
function lowerRevealEffect(e: A.RevealEffect, s: Symbols): NonNullable<IR.EffectCard["reveal"]>["effects"] {
  return cardEffect(e, s) ?? [];
}

function cardEffect(e: A.RevealEffect, s: Symbols): NonNullable<IR.EffectCard["reveal"]>["effects"] | undefined {
  switch (e.kind) {
    case "armies":
    case "lose":
      return [{ kind: e.kind, amount: lowerExpr(e.amount, s) }];
    case "flip":
      return [{ kind: "flip", switch: s.switches.findIndex((sw) => sw.decl.name === e.switchName) }];
    case "build":
    case "raze":
      return [{ kind: e.kind, building: e.building.text }];
    default:
      return undefined;
  }
}

/** T1/K1/F2/F3: neutral seats, choices, the market and buildings. */
function lowerEconomy(s: Symbols): Pick<IR.Variant, "neutrals" | "choices" | "market" | "buildings"> {
  const offers = sectionsOf(s.file, "Market")[0]?.offers ?? [];
  const what = (name: string): NonNullable<IR.Variant["market"]>[number]["what"] =>
    s.unitTypes.has(name) ? "unit" : s.buildings.has(name) ? "building" : (name as "army" | "card" | "effect");
  return {
    ...(s.neutrals.length > 0
      ? {
          neutrals: s.neutrals.map((n) => ({
            name: n.name,
            ...(n.when ? { when: lowerExpr(n.when, s) } : {}),
            armies: n.armies
              ? lowerExpr(n.armies, s)
              : lowerExpr(
                  sectionsOf(s.file, "Setup")[0]!.steps.find((x): x is Extract<A.SetupStep, { kind: "Armies" }> => x.kind === "Armies")!.amount,
                  s,
                ),
          })),
        }
      : {}),
    ...(s.choices.size > 0
      ? {
          choices: [...s.choices.values()].map(({ decl }) => ({
            name: decl.name.text,
            ...(decl.words ? { words: decl.words.map((w) => w.text) } : {}),
            owned: decl.owned,
            ...(decl.where ? { where: lowerExpr(decl.where, s) } : {}),
            distinct: decl.distinct,
            secret: decl.secret,
          })),
        }
      : {}),
    ...(offers.length > 0
      ? {
          market: offers.map((o) => {
            const kind = what(o.what.text);
            return {
              what: kind,
              ...(kind === "unit" || kind === "building" ? { name: o.what.text } : {}),
              ...(o.deck ? { deck: deckIndex(s.file, o.deck) } : {}),
              cost: lowerExpr(o.cost, s),
              resource: o.resource.text,
              ...(o.when ? { when: lowerExpr(o.when, s) } : {}),
              ...(o.where ? { where: lowerExpr(o.where, s) } : {}),
              ...(o.limit ? { limit: lowerExpr(o.limit, s) } : {}),
            };
          }),
        }
      : {}),
    ...(s.buildings.size > 0
      ? {
          buildings: [...s.buildings.values()].map(({ decl }) => ({
            name: decl.name.text,
            limit: decl.limit ? lowerExpr(decl.limit, s) : int(1000),
            onConquest: decl.onConquest,
            ...(decl.into ? { into: decl.into.text } : {}),
            ...(decl.holdAlone ? { holdAlone: true as const } : {}),
          })),
        }
      : {}),
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
            ...(decl.max ? { max: lowerExpr(decl.max, s) } : {}),
            ...(decl.min ? { min: lowerExpr(decl.min, s) } : {}),
          })),
        }
      : {}),
    ...(token ? { tokens: { name: token.name.text, count: lowerExpr(token.count, s), refills: token.refills.text } } : {}),
  };
}
