// positionFrom's moment of the game: the phase and step, the pool, the turns each seat has taken,
// the current turn's marks, the setup's progress, what the game waits for and the result.
import { actingUnit, markBought, markUnitMoved, setContested, setLasting } from "../board/index.js";
import { CONTESTED, type Pending } from "../model/index.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reader, Reading } from "./reader.js";
import { readSeatHistory } from "./seat-history.js";
import { LASTING_SIDES, OFF_BOARD, ruleBorderName, UNTIL_NAMES } from "./names.js";

const TURN_FIELDS = [
  "started",
  "stepStarted",
  "conquered",
  "armiesDestroyed",
  "armiesLost",
  "eliminations",
  "topFaces",
  "lastRollBest",
  "bySeat",
  "movesMade",
  "bonusUsed",
  "lastDice",
  "leaderMoved",
  "bought",
  "cardUp",
  "ordered",
  "chosen",
];

/** The phase, the step within it (1-based in a position), the pool and the turns taken. */
export function readMoment({ r, game, p, state, names }: Reading): void {
  const phase = p.phase === undefined ? 0 : r.name("phase", p.phase, names.phases, "phase");
  state.phase = phase ?? 0;
  const steps = game.phases[state.phase]?.steps.length ?? 0;
  state.step = p.step === undefined ? 0 : (r.int("step", p.step, 1, Math.max(1, steps)) ?? 1) - 1;
  // CT3: the turn is over (past the last phase): the round's battles are under way.
  if (p.turnOver !== undefined && r.bool("turnOver", p.turnOver) === true) {
    state.phase = game.phases.length;
    state.step = 0;
  }
  state.pool = p.pool === undefined ? 0 : (r.int("pool", p.pool) ?? 0);
  // Left out: every seat has played the rounds before this one, and those before the current seat this one.
  const given = p.turnsTaken === undefined ? undefined : r.bySeat("turnsTaken", p.turnsTaken, (path, v) => r.int(path, v));
  state.turnsTaken = state.turnsTaken.map((_, seat) => (given ? (given.get(seat) ?? 0) : state.round - 1 + (seat < state.current ? 1 : 0)));
}

/** The current turn's marks (`turn`): what the player has done so far this turn. */
export function readTurnMarks(reading: Reading): void {
  const { r, game, p, state } = reading;
  const atTurnStart = state.phase === 0 && state.step === 0;
  const turn = p.turn === undefined ? {} : (r.object("turn", p.turn) ?? {});
  const flag = (key: string, fallback: boolean) => (turn[key] === undefined ? fallback : (r.bool(`turn.${key}`, turn[key]) ?? fallback));
  const count = (key: string) => (turn[key] === undefined ? 0 : (r.int(`turn.${key}`, turn[key]) ?? 0));
  for (const key of Object.keys(turn)) if (!TURN_FIELDS.includes(key)) r.fail(`turn.${key}`, E.unknownField, "`turn`");
  state.turnStarted = flag("started", !atTurnStart);
  state.stepStarted = flag("stepStarted", false);
  state.conquered = count("conquered");
  state.armiesDestroyed = count("armiesDestroyed");
  state.armiesLost = count("armiesLost");
  state.eliminations = count("eliminations");
  state.topFaces = count("topFaces");
  state.lastRollBest = count("lastRollBest");
  if (turn["bySeat"] !== undefined) readSeatHistory(r, game, state, turn["bySeat"]);
  state.movesMade = count("movesMade");
  state.bonusUsed = count("bonusUsed");
  state.lastDice = count("lastDice");
  // PO3/PO4: the turn's programmed card turned up, the orders chosen (by name).
  state.cardUp = flag("cardUp", game.program !== undefined && state.turnStarted);
  state.ordered = (turn["ordered"] === undefined ? [] : (r.list("turn.ordered", turn["ordered"]) ?? [])).flatMap((name, i) => {
    const order = game.orders.indexOf(String(name));
    return order >= 0 ? [order] : (r.fail(`turn.ordered.${i}`, E.unknownName, "order", String(name)) ?? []);
  });
  // TC3: the territory picked this turn, by name.
  state.picked = turn["chosen"] === undefined ? -1 : (r.name("turn.chosen", turn["chosen"], reading.names.territories, "territory") ?? -1);
  if (flag("leaderMoved", false)) {
    const u = game.units ? actingUnit(game, state, state.current, undefined) : -1;
    if (u < 0) r.fail("turn.leaderMoved", E.noUnitToMove);
    else markUnitMoved(state, u);
  }
  if (turn["bought"] === undefined) return;
  const bought = r.list("turn.bought", turn["bought"]) ?? [];
  if (bought.length !== (game.market?.length ?? 0)) r.fail("turn.bought", E.boughtCount, game.market?.length ?? 0);
  else bought.forEach((n, i) => markBought(state, i, r.int(`turn.bought.${i}`, n) ?? 0));
}

/** C2: the setup's progress: armies each seat has yet to place, those of the current setup turn, the running item. */
export function readSetup({ r, game, p, state }: Reading): void {
  if (p.setup === undefined) return;
  const setup = r.object("setup", p.setup) ?? {};
  if (setup["left"] !== undefined)
    r.bySeat("setup.left", setup["left"], (path, v) => r.int(path, v)).forEach((n, seat) => (state.setupLeft[seat] = n));
  if (setup["batch"] !== undefined) state.batchLeft = r.int("setup.batch", setup["batch"]) ?? 0;
  if (setup["item"] !== undefined) state.setupStep = r.int("setup.item", setup["item"], 0, game.setup.program.length) ?? 0;
}

/** What the game waits for besides the step (`pending`). */
export function readPending(reading: Reading): void {
  const { p, state } = reading;
  state.pending = p.pending === undefined || p.pending === null ? null : (pendingFrom(reading, p.pending) ?? null);
}

function pendingFrom(reading: Reading, v: unknown): Pending | undefined {
  const { r, game, state, names } = reading;
  const entry = r.object("pending", v);
  if (!entry) return undefined;
  switch (entry["kind"]) {
    case "advance": {
      const staging = game.factions?.staging ? game.territoryCount + state.current : -1;
      const from = entry["from"] === OFF_BOARD && staging >= 0 ? staging : r.name("pending.from", entry["from"], names.territories, "territory");
      const to = r.name("pending.to", entry["to"], names.territories, "territory");
      const min = r.int("pending.min", entry["min"], 1);
      const max = r.int("pending.max", entry["max"], 1);
      const eliminated = entry["eliminated"] === undefined ? false : r.bool("pending.eliminated", entry["eliminated"]);
      if (from === undefined || to === undefined || min === undefined || max === undefined || eliminated === undefined) return undefined;
      return { kind: "advance", from, to, min, max, eliminated };
    }
    case "defend": {
      const staging = game.factions?.staging ? game.territoryCount + state.current : -1;
      const from = entry["from"] === OFF_BOARD && staging >= 0 ? staging : r.name("pending.from", entry["from"], names.territories, "territory");
      const to = r.name("pending.to", entry["to"], names.territories, "territory");
      if (from === undefined || to === undefined) return undefined;
      const out: Extract<Pending, { kind: "defend" }> = { kind: "defend", from, to };
      for (const field of ["rolls", "stopAt", "dice", "effect", "unit"] as const)
        if (entry[field] !== undefined) {
          const n = r.int(`pending.${field}`, entry[field], 0);
          if (n === undefined) return undefined;
          out[field] = n;
        }
      if (entry["strike"] !== undefined) {
        const strike = r.bool("pending.strike", entry["strike"]);
        if (strike === undefined) return undefined;
        out.strike = strike;
      }
      return out;
    }
    case "pass": {
      const card = r.name("pending.card", entry["card"], names.effects, "effect card");
      return card === undefined ? undefined : { kind: "pass", card };
    }
    case "choose": {
      const choice = r.name("pending.choice", entry["choice"], names.choices, "choice");
      return choice === undefined ? undefined : { kind: "choose", choice };
    }
    case "build": {
      const building = r.name("pending.building", entry["building"], names.buildings, "building");
      const left = r.int("pending.left", entry["left"], 1);
      const raze = entry["raze"] === undefined ? false : r.bool("pending.raze", entry["raze"]);
      const setup = entry["setup"] === undefined ? state.stage === "setup" : r.bool("pending.setup", entry["setup"]);
      if (building === undefined || left === undefined || raze === undefined || setup === undefined) return undefined;
      return { kind: "build", building, left, raze, setup };
    }
    case "placeNeutral": {
      const left = r.int("pending.left", entry["left"], 1);
      return left === undefined ? undefined : { kind: "placeNeutral", left };
    }
    case "fire": {
      // Part A: optional rules offered, each by name to a seat; only optional rules can be.
      const offers: number[] = [];
      (r.list("pending.offers", entry["offers"]) ?? []).forEach((o, i) => {
        const path = `pending.offers.${i}`;
        const offer = r.object(path, o);
        if (!offer) return;
        const rule = game.rules?.rules.findIndex((x) => x.optional && x.name === offer["rule"]) ?? -1;
        if (rule < 0) r.fail(`${path}.rule`, E.unknownName, "optional rule", String(offer["rule"]));
        const seat = r.seat(`${path}.seat`, offer["seat"]);
        if (rule >= 0 && seat !== undefined) offers.push(rule, seat);
      });
      return offers.length === 0 ? r.fail("pending.offers", E.noOffers) : { kind: "fire", offers };
    }
    case "discard": {
      // EF5: an effect's discard names its seat and how many are left, and what waits after it.
      if (entry["seat"] === undefined && entry["left"] === undefined) return { kind: "discard" };
      const seat = r.seat("pending.seat", entry["seat"]);
      const left = r.int("pending.left", entry["left"], 1);
      if (seat === undefined || left === undefined) return undefined;
      if (entry["then"] === undefined || entry["then"] === null) return { kind: "discard", seat, left };
      const then = pendingFrom(reading, entry["then"]);
      return then === undefined ? undefined : { kind: "discard", seat, left, then };
    }
    case "move": {
      // EF6: an effect's move names its seat, what is left, the territories and what waits after it.
      const seat = r.seat("pending.seat", entry["seat"]);
      const left = r.int("pending.left", entry["left"], 1);
      const unit = entry["unit"] === undefined ? -1 : r.name("pending.unit", entry["unit"], names.unitTypes, "unit type");
      const where = (field: "from" | "to") =>
        (r.list(`pending.${field}`, entry[field]) ?? []).map((t, i) => r.name(`pending.${field}.${i}`, t, names.territories, "territory"));
      const from = where("from");
      const to = where("to");
      if (seat === undefined || left === undefined || unit === undefined || from.includes(undefined) || to.includes(undefined)) return undefined;
      const out: Pending = { kind: "move", seat, left, unit, from: from as number[], to: to as number[] };
      if (entry["then"] === undefined || entry["then"] === null) return out;
      const then = pendingFrom(reading, entry["then"]);
      return then === undefined ? undefined : { ...out, then };
    }
    case "placeUnit": {
      // S12: units of a type put by choice at the setup.
      const unit = r.name("pending.unit", entry["unit"], names.unitTypes, "unit type");
      const left = r.int("pending.left", entry["left"], 1);
      return unit === undefined || left === undefined ? undefined : { kind: "placeUnit", unit, left };
    }
    case "split": {
      // SP1: the setup's armies to put down, split with an adjacent empty territory.
      const armies = r.int("pending.armies", entry["armies"], 1);
      return armies === undefined ? undefined : { kind: "split", armies };
    }
    case "put": {
      // MK1: the marker drawn from the deck waits to be put.
      const d = (game.decks ?? []).findIndex((deck) => deck.name === entry["deck"]);
      const left = r.int("pending.left", entry["left"], 0);
      if (d < 0) return r.fail("pending.deck", E.unknownName, "deck", String(entry["deck"]));
      return left === undefined ? undefined : { kind: "put", deck: d, left };
    }
    case "order": {
      // PO4: a choice of orders waits for its seat.
      const seat = r.seat("pending.seat", entry["seat"]);
      const choose = r.int("pending.choose", entry["choose"], 0, Math.max(0, game.chooses.length - 1));
      if (game.chooses.length === 0) return r.fail("pending.choose", E.unknownName, "choice of orders", String(entry["choose"]));
      const territory = entry["territory"] === undefined ? -1 : r.name("pending.territory", entry["territory"], names.territories, "territory");
      if (seat === undefined || choose === undefined || territory === undefined) return undefined;
      const out: Pending = { kind: "order", seat, choose, territory };
      if (entry["then"] === undefined || entry["then"] === null) return out;
      const then = pendingFrom(reading, entry["then"]);
      return then === undefined ? undefined : { ...out, then };
    }
    case "pick": {
      // TC1: a territory an effect asks for waits for its seat: the territories offered by name, the order it stands in.
      const seat = r.seat("pending.seat", entry["seat"]);
      if (game.picks.length === 0) return r.fail("pending.pick", E.unknownName, "choice of territory", String(entry["pick"]));
      const pick = r.int("pending.pick", entry["pick"], 0, game.picks.length - 1);
      const options = (r.list("pending.options", entry["options"]) ?? []).map((t, i) =>
        r.name(`pending.options.${i}`, t, names.territories, "territory"),
      );
      const order = entry["order"] === undefined ? -1 : game.orders.indexOf(String(entry["order"]));
      if (order < 0 && entry["order"] !== undefined) return r.fail("pending.order", E.unknownName, "order", String(entry["order"]));
      if (seat === undefined || pick === undefined || options.includes(undefined)) return undefined;
      if (options.length === 0) return r.fail("pending.options", E.noPickOptions);
      const out: Pending = { kind: "pick", seat, pick, options: options as number[], order };
      if (entry["then"] === undefined || entry["then"] === null) return out;
      const then = pendingFrom(reading, entry["then"]);
      return then === undefined ? undefined : { ...out, then };
    }
    case "casualty": {
      // CS3: a side's casualties wait for its seat.
      const seat = r.seat("pending.seat", entry["seat"]);
      const from = r.name("pending.from", entry["from"], names.territories, "territory");
      const to = r.name("pending.to", entry["to"], names.territories, "territory");
      const left = r.int("pending.left", entry["left"], 1);
      const other = r.int("pending.other", entry["other"] ?? 0, 0);
      const rank = r.int("pending.rank", entry["rank"], 0, game.combat.ranks?.length ?? 0);
      const rerolls = r.int("pending.rerolls", entry["rerolls"] ?? 0, 0, 3);
      if ([seat, from, to, left, other, rank, rerolls].includes(undefined)) return undefined;
      const out: Pending = { kind: "casualty", seat: seat!, from: from!, to: to!, left: left!, other: other!, rank: rank!, rerolls: rerolls! };
      // BB5: a bombardment's hits.
      if (entry["bombard"] === true) return { ...out, bombard: true };
      return withAttack(r, entry, out);
    }
    case "reroll": {
      // RR2: a side's re-roll waits for its seat, the rank's hits seen.
      const seat = r.seat("pending.seat", entry["seat"]);
      const from = r.name("pending.from", entry["from"], names.territories, "territory");
      const to = r.name("pending.to", entry["to"], names.territories, "territory");
      const rank = r.int("pending.rank", entry["rank"], 0, Math.max(0, (game.combat.ranks?.length ?? 1) - 1));
      const hits = (r.list("pending.hits", entry["hits"]) ?? []).map((h, i) => r.int(`pending.hits.${i}`, h, 0));
      const rerolls = r.int("pending.rerolls", entry["rerolls"] ?? 0, 0, 3);
      const decided = r.int("pending.decided", entry["decided"] ?? 0, 0, 3);
      if ([seat, from, to, rank, rerolls, decided, ...hits].includes(undefined)) return undefined;
      if (hits.length !== 2) return r.fail("pending.hits", E.badRerollHits);
      const out: Pending = {
        kind: "reroll",
        seat: seat!,
        from: from!,
        to: to!,
        rank: rank!,
        hits: [hits[0]!, hits[1]!],
        rerolls: rerolls!,
        decided: decided!,
      };
      return withAttack(r, entry, out);
    }
    case "program":
    case "battle":
    case "tradeDown":
    case "placePool":
    case "exchange":
    case "claim":
    case "placeLeader":
    case "bid":
      return { kind: entry["kind"] };
    default:
      return r.fail("pending.kind", E.badPendingKind);
  }
}

/** How the game ended: the reason and the winners (seat numbers). */
export function readResult({ r, p, state }: Reading): void {
  if (p.result === undefined || p.result === null) return;
  const result = r.object("result", p.result);
  if (!result) return;
  const winners = (r.list("result.winners", result["winners"]) ?? []).flatMap((s, i) => r.seat(`result.winners.${i}`, s) ?? []);
  state.result = { reason: typeof result["reason"] === "string" ? result["reason"] : (r.fail("result.reason", E.notText) ?? ""), winners };
}

/** The lasting effects (part A: rules' borders, whose flags follow; EP6: cards' die bonuses), through their writer. */
export function readLasting({ r, game, p, state }: Reading): void {
  if (p.lasting === undefined) return;
  const ruleNames = game.rules?.rules.map((x) => x.name) ?? [];
  const borderNames = game.rules?.borders.map((_, k) => ruleBorderName(game, k)) ?? [];
  const rows: number[][] = [];
  (r.list("lasting", p.lasting) ?? []).forEach((entry, i) => {
    const path = `lasting.${i}`;
    const o = r.object(path, entry);
    if (!o) return;
    const card = o["rule"] === undefined && o["side"] !== undefined;
    let rule: number | undefined;
    let border: number | undefined;
    if (!card) {
      rule = typeof o["rule"] === "string" && ruleNames.includes(o["rule"]) ? ruleNames.indexOf(o["rule"]) : undefined;
      if (rule === undefined) r.fail(`${path}.rule`, E.unknownName, "rule", String(o["rule"]));
      border = typeof o["border"] === "string" && borderNames.includes(o["border"]) ? borderNames.indexOf(o["border"]) : undefined;
      if (border === undefined) r.fail(`${path}.border`, E.unknownName, "border a rule opens or closes", String(o["border"]));
    }
    const seat = r.seat(`${path}.seat`, o["seat"]);
    const until = UNTIL_NAMES.indexOf(o["until"] as (typeof UNTIL_NAMES)[number]);
    if (until < 0) r.fail(`${path}.until`, E.unknownName, "duration (battle, turn, nextTurn, always)", String(o["until"]));
    if (card) {
      // EP6: a played card's die bonus.
      const side = LASTING_SIDES.indexOf(o["side"] as (typeof LASTING_SIDES)[number]);
      if (side < 0) r.fail(`${path}.side`, E.unknownName, "side", String(o["side"]));
      const amount = r.int(`${path}.amount`, o["amount"], 1);
      if (seat !== undefined && until >= 0 && side >= 0 && amount !== undefined) rows.push([-1, -1, seat, until, side, amount]);
      return;
    }
    if (rule === undefined || border === undefined || seat === undefined || until < 0) return;
    rows.push([rule, border, seat, until, -1, 0]);
  });
  setLasting(game, state, rows);
}

/** CT1: the contested territories (`battles at round end`): each by name, its invading seat (not its owner) and armies, once. */
export function readContested({ r, p, state, names }: Reading): void {
  if (p.contested === undefined) return;
  const rows: number[][] = [];
  (r.list("contested", p.contested) ?? []).forEach((entry, i) => {
    const path = `contested.${i}`;
    const o = r.object(path, entry);
    if (!o) return;
    const t = r.name(`${path}.territory`, o["territory"], names.territories, "territory");
    const seat = r.seat(`${path}.seat`, o["seat"]);
    const armies = r.int(`${path}.armies`, o["armies"], 0);
    if (t === undefined || seat === undefined || armies === undefined) return;
    if (state.owner[t] === seat) r.fail(`${path}.seat`, E.contestedOwn);
    else if (rows.some((row) => row[CONTESTED.territory] === t)) r.fail(`${path}.territory`, E.contestedTwice);
    else rows.push([t, seat, armies]);
  });
  setContested(state, rows);
}

/** CS3/RR2: an attack's battle round waiting: what its general rank needs (`attack`), read onto `out`. */
function withAttack<P extends Extract<Pending, { kind: "casualty" | "reroll" }>>(r: Reader, entry: Record<string, unknown>, out: P): P | undefined {
  const attack = entry["attack"];
  if (attack === undefined || attack === null) return out;
  const a = r.object("pending.attack", attack);
  if (!a) return undefined;
  const joined = (r.list("pending.attack.joined", a["joined"]) ?? []).map((u, i) => r.int(`pending.attack.joined.${i}`, u, 0));
  const attackBonus = r.int("pending.attack.attackBonus", a["attackBonus"] ?? 0, -100);
  const defenceBonus = r.int("pending.attack.defenceBonus", a["defenceBonus"] ?? 0, -100);
  if (joined.includes(undefined) || attackBonus === undefined || defenceBonus === undefined) return undefined;
  const ties = a["ties"] === "attacker" || a["ties"] === "defender" ? { ties: a["ties"] as "attacker" | "defender" } : {};
  const dice = typeof a["dice"] === "number" ? { dice: a["dice"] } : {};
  const defended = typeof a["defended"] === "number" ? { defended: a["defended"] } : {};
  return { ...out, attack: { attackBonus, defenceBonus, joined: joined as number[], ...ties, ...dice, ...defended } };
}
