// createGame: check the IR against its schema and version, then compile it once into a Game
// (formulas into closures, the map into a graph, the dice into tables).
import { IR_VERSION, validateVariant, type Variant } from "../../compiler/ir/index.js";
import { buildDeck, buildGraph, cardValues, diceRules, WinOdds } from "../math/index.js";
import { compileBool, compileNumber, makeCompileEnv } from "./formulas.js";
import type { CompiledStep, Game } from "./game.js";

/** A variant the engine cannot play: another IR version, or data that breaks the IR schema. Errors are data: `code`, `message`, `details`. */
export class EngineInputError extends Error {
  constructor(
    readonly code: "ir-version" | "ir-invalid" | "players",
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

export function createGame(variant: Variant): Game {
  checkIr(variant);
  const graph = buildGraph(variant.map);
  const env = makeCompileEnv(variant, graph);
  const num = (e: Parameters<typeof compileNumber>[0]) => compileNumber(e, env);
  const bool = (e: Parameters<typeof compileBool>[0]) => compileBool(e, env);
  const require = variant.combat.require ? bool(variant.combat.require) : undefined;
  const dice = diceRules(variant.combat, require, variant.leaders?.holdAlone === true);
  const cards = variant.cards;
  const counterIndex = new Map((variant.counters ?? []).map((c, i) => [c.name, i]));
  const factions = variant.factions;
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
      ...(variant.setup.deal.limit ? { dealLimit: num(variant.setup.deal.limit) } : {}),
      batch: num(variant.setup.place.batch),
      ...(variant.setup.exchange ? { exchange: variant.setup.exchange.when ? bool(variant.setup.exchange.when) : () => true } : {}),
    },
    ...(variant.armyLimit ? { armyLimit: num(variant.armyLimit) } : {}),
    ...(variant.pieces ? { pieces: num(variant.pieces) } : {}),
    ...(variant.leaders
      ? {
          leaders: {
            list: variant.leaders.leaders.map((l) => ({
              name: l.name,
              seat: num(l.seat),
              ...(l.when ? { when: bool(l.when) } : {}),
              die: l.die,
              forms: l.forms,
            })),
            revive: variant.leaders.revive ? num(variant.leaders.revive) : () => 0,
            holdAlone: variant.leaders.holdAlone === true,
          },
        }
      : {}),
    ...(variant.teams ? { teams: { ...(variant.teams.when ? { when: bool(variant.teams.when) } : {}), teams: variant.teams.teams } } : {}),
    effects: variant.effects.map((card) => {
      const armies = card.reveal?.effects.find((e) => e.kind === "armies");
      const lose = card.reveal?.effects.find((e) => e.kind === "lose");
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
          ? { reveal: { pass: card.reveal.pass, ...(armies ? { armies: num(armies.amount) } : {}), ...(lose ? { lose: num(lose.amount) } : {}) } }
          : {}),
      };
    }),
    ...(variant.effectDeal ? { effectDeal: num(variant.effectDeal) } : {}),
    ...(factions
      ? {
          factions: {
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
          },
        }
      : {}),
    counters: (variant.counters ?? []).map((c) => ({
      name: c.name,
      perPlayer: c.perPlayer,
      start: num(c.start),
      ...(c.perRound ? { perRound: num(c.perRound) } : {}),
    })),
    counterIndex,
    ...(variant.tokens
      ? { tokens: { name: variant.tokens.name, count: num(variant.tokens.count), refills: counterIndex.get(variant.tokens.refills)! } }
      : {}),
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
          case "attack":
            return { kind: s.kind };
          case "fortify":
            return {
              kind: "fortify",
              moves: s.moves ? num(s.moves) : () => Infinity,
              path: s.path,
              leave: num(s.leave),
              cede: s.cede === true,
              once: s.once === true,
              drops: s.drops === true,
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
      leave: num(variant.combat.leave),
      conquerMin: num(variant.combat.conquerMin),
      keep: num(variant.combat.keep),
      ...(require ? { require } : {}),
      diceMax: variant.combat.diceMax,
      attackerMin: variant.combat.attacker.min,
      defenderMin: variant.combat.defender.min,
    },
    ...(cards
      ? {
          cards: {
            symbols: cards.symbols,
            wilds: num(cards.wilds),
            setWorth: cards.sets.map((s) => (s.worth ? num(s.worth) : null)),
            values: cards.values.map(num),
            step: num(cards.step),
            ...(cards.bonus
              ? {
                  bonus: {
                    amount: num(cards.bonus.amount),
                    target: cards.bonus.target,
                    ...(cards.bonus.limitPerTurn ? { limitPerTurn: num(cards.bonus.limitPerTurn) } : {}),
                  },
                }
              : {}),
            ...(cards.handLimit ? { handLimit: num(cards.handLimit) } : {}),
            ...(cards.sumSet ? { sumSet: { min: num(cards.sumSet.min), worth: num(cards.sumSet.worth) } } : {}),
            cardValue: cardValues(variant),
            eliminationTakesCards: cards.eliminationTakesCards,
            ...(cards.eliminationTrade
              ? { eliminationTrade: { when: bool(cards.eliminationTrade.when), until: bool(cards.eliminationTrade.until) } }
              : {}),
            deck: buildDeck(
              cards,
              variant.map.territories.map((t) => String(t.attrs[cards.attribute] ?? "")),
            ),
          },
        }
      : {}),
    end: {
      wins: variant.end.wins.map((w) => ({ reason: w.reason, when: bool(w.when) })),
      eliminated: variant.end.eliminated ? bool(variant.end.eliminated) : () => false,
      ends: variant.end.ends.map((e) => ({ reason: e.reason, when: bool(e.when), ranking: e.ranking.map(num), byTeam: e.byTeam })),
      ranking: variant.end.ranking.map(num),
      rankingByTeam: variant.end.rankingByTeam,
      ...(variant.end.protect ? { protect: bool(variant.end.protect) } : {}),
    },
  };
}
