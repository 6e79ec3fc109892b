// F2/F3/F6 checks: resources with caps, the market's offers, income and purchases, buildings,
// setup builds and bids, and the turn order.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import { describeType } from "../value-types.js";
import type { CheckContext } from "./context.js";
import { checkDeckName } from "./deck-names.js";
import { evaluateStatic } from "./static-eval.js";

const BASIC_OFFERS = ["army", "card", "effect"];

/** A per-player resource named by an offer, a `gain`, a bid or a building's `captured into` (RISK4036); `what` names the use. */
export function perPlayerResource(name: A.Name, ctx: CheckContext, what: string): void {
  const resource = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, name, "counter");
  if (resource && !resource.decl.perPlayer) ctx.report("needsPlayerCounter", name.span, [what, name.text]);
}

export function checkMarket(section: A.MarketDecl, ctx: CheckContext): void {
  const hasCards = sectionsOf(ctx.symbols.file, "Cards").length > 0;
  const hasEffects = sectionsOf(ctx.symbols.file, "Effects").some((e) => e.cards.length > 0);
  for (const offer of section.offers) {
    const what = offer.what.text;
    const unit = ctx.symbols.unitTypes.get(what);
    const building = ctx.symbols.buildings.get(what);
    if (unit) ctx.symbols.references.push({ span: offer.what.span, target: { kind: "unit", name: what } });
    else if (building) ctx.symbols.references.push({ span: offer.what.span, target: { kind: "building", name: what } });
    else if (!BASIC_OFFERS.includes(what))
      ctx.report(
        "unknownOffer",
        offer.what.span,
        [what],
        didYouMean(what, [...BASIC_OFFERS, ...ctx.symbols.unitTypes.keys(), ...ctx.symbols.buildings.keys()]),
      );
    if (what === "card" && !hasCards) ctx.report("cardsWithoutDeck", offer.what.span, ["`offer card`"]);
    // DK6: `offer effect from gods`: a card of a named deck.
    if (offer.deck) {
      if (what === "effect") checkDeckName(offer.deck, ctx);
      else ctx.report("deckOnNonEffectOffer", offer.deck.span, [offer.deck.text]);
    } else if (what === "effect" && !hasEffects) ctx.report("noEffectCards", offer.what.span, ["offer effect"]);
    // PB1: only a leader declared `from market` is bought (PB16: one without a seat is RISK4271, not this).
    if (unit?.leader && !unit.leader.fromMarket && unit.leader.seat)
      ctx.report("leaderOffered", offer.what.span, [what], { help: "a destroyed leader comes back with `revive`; a leader bought is `from market`" });
    ctx.exprs.wantInt(offer.cost, "player", "a price");
    perPlayerResource(offer.resource, ctx, "a price");
    if (offer.when) ctx.exprs.wantBool(offer.when, "player");
    if (offer.where) {
      if (!unit && !building) ctx.report("whereOnOffer", offer.where.span, [what]);
      ctx.exprs.wantBool(offer.where, "territory");
    }
    if (offer.limit) ctx.exprs.wantInt(offer.limit, "player", "purchases a turn");
  }
}

export function checkResourceCaps(counter: A.CounterDecl, ctx: CheckContext): void {
  for (const cap of [counter.max, counter.min]) if (cap) ctx.exprs.wantInt(cap, "static", "a cap");
  if (!counter.max || !counter.start) return;
  for (const players of ctx.playerCounts) {
    const [max, start] = [evaluateStatic(counter.max, ctx.symbols, players), evaluateStatic(counter.start, ctx.symbols, players)];
    if (typeof max === "number" && typeof start === "number" && start > max) {
      ctx.report("counterAboveMax", counter.max.span, [counter.name.text, start, max]);
      return;
    }
  }
}

export function checkGain(step: Extract<A.PhaseStep, { kind: "Gain" }>, ctx: CheckContext): void {
  perPlayerResource(step.resource, ctx, "`gain`");
  ctx.exprs.wantInt(step.amount, "player", "an income");
}

export function checkBuy(step: Extract<A.PhaseStep, { kind: "Buy" }>, ctx: CheckContext): void {
  if (!sectionsOf(ctx.symbols.file, "Market").some((m) => m.offers.length > 0)) ctx.report("noMarket", step.span);
}

export function checkBuildings(section: A.BuildingsDecl, ctx: CheckContext): void {
  for (const building of section.buildings) {
    const attribute = ctx.symbols.attributes.get(building.name.text);
    if (attribute)
      ctx.report("nameTaken", building.name.span, [building.name.text, "a territory attribute"], {
        labels: [{ span: attribute.decl.name.span, message: "first defined here" }],
      });
    if (building.limit) {
      ctx.exprs.wantInt(building.limit, "static", "the most buildings of a kind on a territory");
      for (const players of ctx.playerCounts) {
        const v = evaluateStatic(building.limit, ctx.symbols, players);
        if (typeof v === "number" && (v < 1 || v > 1000)) {
          ctx.report("buildingLimitOutOfRange", building.limit.span, [v]);
          break;
        }
      }
    }
    if (building.onConquest === "captured" && building.into) perPlayerResource(building.into, ctx, "a captured building");
  }
}

/** F3: setup builds: a building, a number, and by choice only once players hold territories. */
export function checkSetupBuilds(steps: readonly A.SetupStep[], ctx: CheckContext): void {
  const deal = steps.findIndex((s) => s.kind === "Deal");
  for (const step of steps) {
    if (step.kind !== "Build") continue;
    lookUpName(ctx.symbols, ctx.report, ctx.symbols.buildings, step.building, "building");
    ctx.exprs.wantInt(step.count, "static", "a number of buildings");
    if (step.where) ctx.exprs.wantBool(step.where, step.mode === "choice" ? "territory" : "gameTerritory");
    if (step.mode === "choice" && deal >= 0 && steps.indexOf(step) < deal)
      ctx.report("stepBeforeDeal", step.span, [`build ${step.building.text} by choice`], {
        labels: [{ span: steps[deal]!.span, message: "the territories are dealt here" }],
      });
  }
}

/** F6: one turn order, by a per-player bid or by formulas, re-computed `each round` only when it is by formulas; TB1 its ties `by roll` or `by seat`. */
export function checkTurnOrder(steps: readonly A.SetupStep[], ctx: CheckContext): void {
  const orders = steps.filter((s): s is Extract<A.SetupStep, { kind: "Order" }> => s.kind === "Order");
  for (const extra of orders.slice(1))
    ctx.report("turnOrderTwice", extra.span, [], {
      labels: [{ span: orders[0]!.span, message: "first set here" }],
    });
  for (const order of orders) {
    if (order.bid) perPlayerResource(order.bid, ctx, "a bid");
    for (const by of order.by) {
      const t = ctx.exprs.typeOf(by, "player");
      if (t.kind !== "int" && t.kind !== "num" && t.kind !== "error") ctx.report("orderByNotNumber", by.span, [describeType(t)]);
    }
    if (order.period && order.period.text !== "round") ctx.report("periodNotRound", order.period.span, [order.period.text]);
    // TB1: the two ways ties are broken.
    if (order.ties && order.ties.word !== "roll" && order.ties.word !== "seat")
      ctx.report("orderTiesWord", order.ties.span, [order.ties.word], { help: "write `ties by roll` (a roll of dice) or `ties by seat`" });
  }
}
