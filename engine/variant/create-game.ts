// createGame: check the IR against its schema and version, then compile it once into a Game
// (formulas into closures, the map into a graph, the dice into tables).
import { IR_VERSION, validateVariant, type Variant } from "../../compiler/ir/index.js";
import { buildDeck, buildGraph, cardValues, diceRules, WinOdds } from "../math/index.js";
import { compileBool, compileNumber, makeCompileEnv } from "./formulas.js";
import type { CompiledSetupStep, CompiledStep, Game, SetupItem } from "./game.js";

/** A variant the engine cannot play: another IR version, or data that breaks the IR schema. Errors are data: `code`, `message`, `details`. */
export class EngineInputError extends Error {
  constructor(
    readonly code: "ir-version" | "ir-invalid" | "players" | "seat",
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = "EngineInputError";
  }
}

/** Refuse an IR of another version or one that breaks the schema, with a message saying why. */
function checkIr(variant: unknown): asserts variant is Variant {
  const version = (variant as { irVersion?: unknown } | null)?.irVersion;
  if (version !== IR_VERSION)
    throw new EngineInputError(
      "ir-version",
      `this IR has version ${JSON.stringify(version)}; this engine plays version ${IR_VERSION} (compile the variant again with this riskc)`,
    );
  if (!validateVariant(variant)) {
    const details = (validateVariant.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
    throw new EngineInputError("ir-invalid", `the IR does not match its schema: ${details[0] ?? "invalid"}`, details);
  }
}

/** The setup's items in the order they run (see SetupItem). */
function setupProgram(steps: CompiledSetupStep[], objectivesFirst: boolean): SetupItem[] {
  const at = (stage: CompiledSetupStep["at"]): SetupItem[] => steps.filter((s) => s.at === stage).map((step) => ({ kind: "step", step }));
  return [
    ...at("start"),
    ...(objectivesFirst ? [{ kind: "objectives" } as const] : []),
    { kind: "deal" },
    ...(objectivesFirst ? [] : [{ kind: "objectives" } as const]),
    { kind: "cardsAndTokens" },
    ...at("deal"),
    { kind: "leaders" },
    { kind: "placement" },
    ...at("placement"),
    { kind: "exchange" },
  ];
}

export function createGame(variant: Variant): Game {
  checkIr(variant);
  const graph = buildGraph(variant.map);
  const env = makeCompileEnv(variant, graph);
  const num = (e: Parameters<typeof compileNumber>[0]) => compileNumber(e, env);
  const bool = (e: Parameters<typeof compileBool>[0]) => compileBool(e, env);
  const require = variant.combat.require ? bool(variant.combat.require) : undefined;
  const leave = num(variant.combat.leave);
  const dice = diceRules(variant.combat, require);
  const cards = variant.cards;
  const counterIndex = new Map((variant.counters ?? []).map((c, i) => [c.name, i]));
  const factions = variant.factions;
  const choiceIndex = new Map((variant.choices ?? []).map((c, i) => [c.name, i]));
  const unitIndex = new Map((variant.units?.types ?? []).map((u, i) => [u.name, i]));
  const buildingIndex = new Map((variant.buildings ?? []).map((b, i) => [b.name, i]));
  const setupSteps: CompiledSetupStep[] = (variant.setup.steps ?? []).map((st) => {
    switch (st.kind) {
      case "choose":
        return { kind: "choose" as const, at: st.at, choice: choiceIndex.get(st.choice)! };
      case "build":
        return {
          kind: "build" as const,
          at: st.at,
          building: buildingIndex.get(st.building)!,
          mode: st.mode,
          count: num(st.count),
          ...(st.where ? { where: bool(st.where) } : {}),
        };
      case "order":
        return {
          kind: "order" as const,
          at: st.at,
          bid: st.bid !== undefined ? counterIndex.get(st.bid)! : -1,
          winnerPays: st.winnerPays,
          by: st.by.map(num),
          eachRound: st.eachRound,
        };
    }
  });
  const orderStep = setupSteps.find((st): st is Extract<CompiledSetupStep, { kind: "order" }> => st.kind === "order");
  const reorder = orderStep?.eachRound ? orderStep.by : undefined;
  // One literal with every field, an absent rule undefined rather than missing: every Game, whatever
  // its variant, then has one hidden class in V8, and the engine's hot code, which reads
  // `game.factions`, `game.cards`, `game.combat.attackWhere` at every action, stays monomorphic in a
  // process that plays several variants (test/engine/game-shape.test.ts holds every variant to it).
  return {
    variant,
    graph,
    dice,
    odds: new WinOdds(dice),
    territoryCount: variant.map.territories.length,
    groupBonus: variant.map.groups.map((g) => num(g.bonus)),
    setup: {
      armies: num(variant.setup.armies),
      dealArmies: num(variant.setup.deal.armies),
      dealLimit: variant.setup.deal.limit ? num(variant.setup.deal.limit) : undefined,
      batch: num(variant.setup.place.batch),
      exchange: variant.setup.exchange ? (variant.setup.exchange.when ? bool(variant.setup.exchange.when) : () => true) : undefined,
      neutral: variant.setup.place.neutral ? num(variant.setup.place.neutral) : undefined,
      objectivesFirst: variant.setup.objectivesAt === "start",
      steps: setupSteps,
      program: setupProgram(setupSteps, variant.setup.objectivesAt === "start"),
      reorder,
    },
    armyLimit: variant.armyLimit ? num(variant.armyLimit) : undefined,
    pieces: variant.pieces ? num(variant.pieces) : undefined,
    units: variant.units
      ? {
          types: variant.units.types.map((u) => ({
            name: u.name,
            leader: u.leader,
            ...(u.seat ? { seat: num(u.seat) } : {}),
            ...(u.when ? { when: bool(u.when) } : {}),
            limit: num(u.limit),
            die: u.die,
            forms: u.forms,
            holdAlone: u.holdAlone,
            ...(u.stands ? { stands: bool(u.stands) } : {}),
            onDeath: u.onDeath,
          })),
          revive: variant.units.revive ? num(variant.units.revive) : () => 0,
        }
      : undefined,
    neutrals: variant.neutrals
      ? variant.neutrals.map((n) => ({ name: n.name, ...(n.when ? { when: bool(n.when) } : {}), armies: num(n.armies) }))
      : undefined,
    choices: variant.choices
      ? variant.choices.map((c) => ({
          name: c.name,
          ...(c.words ? { words: c.words } : {}),
          owned: c.owned,
          ...(c.where ? { where: bool(c.where) } : {}),
          distinct: c.distinct,
          secret: c.secret,
        }))
      : undefined,
    market: variant.market
      ? variant.market.map((o) => ({
          what: o.what,
          index: o.what === "unit" ? unitIndex.get(o.name!)! : o.what === "building" ? buildingIndex.get(o.name!)! : -1,
          cost: num(o.cost),
          resource: counterIndex.get(o.resource)!,
          ...(o.when ? { when: bool(o.when) } : {}),
          ...(o.where ? { where: bool(o.where) } : {}),
          ...(o.limit ? { limit: num(o.limit) } : {}),
        }))
      : undefined,
    buildings: variant.buildings
      ? variant.buildings.map((b) => ({
          name: b.name,
          limit: num(b.limit),
          onConquest: b.onConquest,
          into: b.into !== undefined ? counterIndex.get(b.into)! : -1,
        }))
      : undefined,
    objectivesReplaced: variant.objectives.some((o) => o.instead !== undefined),
    objectives: variant.objectives.map((o) => ({
      ...(o.when ? { when: bool(o.when) } : {}),
      ...(o.dealt ? { dealt: bool(o.dealt) } : {}),
      ...(o.instead ? { instead: { objective: o.instead.objective, when: bool(o.instead.when) } } : {}),
    })),
    teams: variant.teams ? { ...(variant.teams.when ? { when: bool(variant.teams.when) } : {}), teams: variant.teams.teams } : undefined,
    effects: variant.effects.map((card) => {
      const armies = card.reveal?.effects.find((e) => e.kind === "armies");
      const lose = card.reveal?.effects.find((e) => e.kind === "lose");
      const onMap = (kind: "flip" | "build" | "raze") =>
        (card.reveal?.effects ?? []).flatMap((e) => (e.kind === kind ? [e.kind === "flip" ? e.switch : buildingIndex.get(e.building)!] : []));
      return {
        name: card.name,
        ...(card.dealt ? { dealt: bool(card.dealt) } : {}),
        copies: card.copies ?? 1,
        uses: card.uses.map((u) => {
          const ties = u.effects.find((e) => e.kind === "ties");
          return {
            on: u.on,
            ...(u.when ? { when: bool(u.when) } : {}),
            ...(ties ? { ties: ties.side } : {}),
            bonus: u.effects.reduce((n, e) => n + (e.kind === "bonus" ? e.amount : 0), 0),
          };
        }),
        ...(card.reveal
          ? {
              reveal: {
                pass: card.reveal.pass,
                ...(armies && "amount" in armies ? { armies: num(armies.amount) } : {}),
                ...(lose && "amount" in lose ? { lose: num(lose.amount) } : {}),
                flip: onMap("flip"),
                build: onMap("build"),
                raze: onMap("raze"),
              },
            }
          : {}),
      };
    }),
    effectDeal: variant.effectDeal ? num(variant.effectDeal) : undefined,
    factions: factions
      ? {
          list: factions.list.map((f) => ({
            name: f.name,
            when: bool(f.when),
            neutral: f.neutral,
            leavesEmpty: f.leavesEmpty,
            conquersEmpty: f.conquersEmpty,
            collects: f.collects,
            captives: f.captives !== undefined ? counterIndex.get(f.captives)! : -1,
          })),
          entryTerritories: factions.list.map((f) =>
            f.entries.length === 0 ? undefined : [...new Set(f.entries.flatMap((e) => factions.entries[e]!.territories))].sort((a, b) => a - b),
          ),
          staging: factions.list.some((f) => f.entries.length > 0),
        }
      : undefined,
    counters: (variant.counters ?? []).map((c) => ({
      name: c.name,
      perPlayer: c.perPlayer,
      start: num(c.start),
      ...(c.perRound ? { perRound: num(c.perRound) } : {}),
      ...(c.max ? { max: num(c.max) } : {}),
      ...(c.min ? { min: num(c.min) } : {}),
    })),
    counterIndex,
    tokens: variant.tokens
      ? { name: variant.tokens.name, count: num(variant.tokens.count), refills: counterIndex.get(variant.tokens.refills)! }
      : undefined,
    phases: variant.phases.map((p) => ({
      name: p.name,
      ...(p.when ? { when: bool(p.when) } : {}),
      steps: p.steps.map((s): CompiledStep => {
        switch (s.kind) {
          case "receive":
            return { kind: "receive", amount: num(s.amount) };
          case "trade":
            return { kind: "trade", ...(s.forcedWhen ? { forcedWhen: bool(s.forcedWhen) } : {}) };
          case "place":
            return { kind: "place", ...(s.where ? { where: bool(s.where) } : {}) };
          case "attack":
            return { kind: "attack" };
          case "choose":
            return { kind: "choose", choice: choiceIndex.get(s.choice)! };
          case "gain":
            return { kind: "gain", resource: counterIndex.get(s.resource)!, amount: num(s.amount) };
          case "buy":
            return { kind: "buy" };
          case "drawEffect":
            return { kind: "drawEffect", count: num(s.count), ...(s.when ? { when: bool(s.when) } : {}) };
          case "fortify":
            return {
              kind: "fortify",
              moves: s.moves ? num(s.moves) : () => Infinity,
              path: s.path,
              leave: num(s.leave),
              cede: s.cede === true,
              once: s.once === true,
              drops: s.drops === true,
              ...(s.where ? { where: bool(s.where) } : {}),
            };
          case "draw":
            return { kind: "draw", count: num(s.count), ...(s.when ? { when: bool(s.when) } : {}) };
          case "roll":
            return { kind: "roll", count: s.count, sides: s.sides, reason: s.reason, when: bool(s.when) };
          case "switch":
            return {
              kind: "switch",
              ...(s.when ? { when: bool(s.when) } : {}),
              nearLeader: s.nearLeader,
              ...(s.usingCard ? { usingCard: s.usingCard } : {}),
            };
          case "morph":
            return { kind: "morph" };
          case "reveal":
            return { kind: "reveal", amount: num(s.amount) };
          case "revealEffect":
            return { kind: "revealEffect" };
        }
      }),
    })),
    combat: {
      placedWait: variant.combat.placedWait === true,
      leave,
      // A bound on moves/battle-dice.ts's attackers(): armies − max(leave, fresh) ≥ attackerMin needs armies ≥ attackerMin + leave,
      // unless nothing need stay behind (keepsNone, E3/E9), which only factions allow; a leave formula may be 0.
      // test/engine/board-index.test.ts holds attackers() to it.
      sourceMin: variant.combat.attacker.min + (factions || leave.constant === undefined ? 0 : Math.max(0, leave.constant)),
      conquerMin: num(variant.combat.conquerMin),
      keep: num(variant.combat.keep),
      require,
      diceMax: variant.combat.diceMax,
      attackerMin: variant.combat.attacker.min,
      defenderMin: variant.combat.defender.min,
      attackWhere: variant.combat.attackWhere ? bool(variant.combat.attackWhere) : undefined,
      modifiers: variant.combat.modifiers
        ? variant.combat.modifiers.map((m) => ({
            side: m.side,
            ...(m.bonus ? { bonus: num(m.bonus) } : {}),
            reroll: m.reroll ?? 0,
            ...(m.when ? { when: bool(m.when) } : {}),
          }))
        : undefined,
    },
    cards: cards
      ? {
          symbols: cards.symbols,
          except: cards.except !== undefined ? choiceIndex.get(cards.except)! : -1,
          wilds: num(cards.wilds),
          setWorth: cards.sets.map((s) => (s.worth ? num(s.worth) : null)),
          values: cards.values.map(num),
          step: num(cards.step),
          bonus: cards.bonus
            ? {
                amount: num(cards.bonus.amount),
                target: cards.bonus.target,
                ...(cards.bonus.limitPerTurn ? { limitPerTurn: num(cards.bonus.limitPerTurn) } : {}),
              }
            : undefined,
          handLimit: cards.handLimit ? num(cards.handLimit) : undefined,
          sumSet: cards.sumSet ? { min: num(cards.sumSet.min), worth: num(cards.sumSet.worth) } : undefined,
          cardValue: cardValues(variant),
          eliminationTakesCards: cards.eliminationTakesCards,
          eliminationTrade: cards.eliminationTrade
            ? { when: bool(cards.eliminationTrade.when), until: bool(cards.eliminationTrade.until) }
            : undefined,
          deck: buildDeck(
            cards,
            variant.map.territories.map((t) => String(t.attrs[cards.attribute] ?? "")),
          ),
        }
      : undefined,
    end: {
      wins: variant.end.wins.map((w) => ({ reason: w.reason, when: bool(w.when) })),
      eliminated: variant.end.eliminated ? bool(variant.end.eliminated) : () => false,
      ends: variant.end.ends.map((e) => ({ reason: e.reason, when: bool(e.when), ranking: e.ranking.map(num), byTeam: e.byTeam })),
      ranking: variant.end.ranking.map(num),
      rankingByTeam: variant.end.rankingByTeam,
      protect: variant.end.protect ? bool(variant.end.protect) : undefined,
    },
  };
}
