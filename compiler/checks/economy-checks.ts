// F2/F3/F6 checks: resources with caps, the market's offers, income and purchases, buildings,
// setup builds and bids, and the turn order.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { evaluateStatic } from "./static-eval.js";

const BASIC_OFFERS = ["army", "card", "effect"];

/** A per-player resource named by an offer, a `gain`, a bid or a building's `captured into` (RISK4036/RISK4037). */
function perPlayerResource(name: A.Name, ctx: CheckContext, code: "badEconomy" | "badBuilding", why: string): void {
  const resource = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, name, "counter");
  if (resource && !resource.decl.perPlayer) ctx.report(code, name.span, [`${why}, and \`${name.text}\` is the game's, not \`per player\``]);
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
        "badEconomy",
        offer.what.span,
        [`an offer sells \`army\`, \`card\`, \`effect\`, a unit type or a building, not \`${what}\``],
        didYouMean(what, [...BASIC_OFFERS, ...ctx.symbols.unitTypes.keys(), ...ctx.symbols.buildings.keys()]),
      );
    if (what === "card" && !hasCards) ctx.report("cardsWithoutDeck", offer.what.span, ["`cards { ... }` block"]);
    if (what === "effect" && !hasEffects)
      ctx.report("badEconomy", offer.what.span, ["`offer effect` sells an effect card, and the variant has none (`effects { card ... }`)"]);
    if (unit?.leader)
      ctx.report("badEconomy", offer.what.span, [
        `\`${what}\` is a leader: it is given to its seat, not bought (a destroyed one comes back with \`revive\`)`,
      ]);
    ctx.exprs.wantInt(offer.cost, "player", "a price");
    perPlayerResource(offer.resource, ctx, "badEconomy", "players pay for what they buy");
    if (offer.when) ctx.exprs.wantBool(offer.when, "player");
    if (offer.where) {
      if (!unit && !building) ctx.report("badEconomy", offer.where.span, ["`where` says on which territories a unit or a building may be bought"]);
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
      ctx.report("badEconomy", counter.max.span, [`\`${counter.name.text}\` starts at ${start}, above its \`max\` of ${max}`]);
      return;
    }
  }
}

export function checkGain(step: Extract<A.PhaseStep, { kind: "Gain" }>, ctx: CheckContext): void {
  perPlayerResource(step.resource, ctx, "badEconomy", "`gain` is the income of the player whose turn it is");
  ctx.exprs.wantInt(step.amount, "player", "an income");
}

export function checkBuy(step: Extract<A.PhaseStep, { kind: "Buy" }>, ctx: CheckContext): void {
  if (!sectionsOf(ctx.symbols.file, "Market").some((m) => m.offers.length > 0))
    ctx.report("badEconomy", step.span, ["`buy` buys offers of the market, and the variant has none (`market { offer army cost 2 gold }`)"]);
}

export function checkBuildings(section: A.BuildingsDecl, ctx: CheckContext): void {
  for (const building of section.buildings) {
    if (ctx.symbols.attributes.has(building.name.text))
      ctx.report("badBuilding", building.name.span, [`\`${building.name.text}\` is a territory attribute too: a building needs a name of its own`]);
    if (building.limit) {
      ctx.exprs.wantInt(building.limit, "static", "the most buildings of a kind on a territory");
      for (const players of ctx.playerCounts) {
        const v = evaluateStatic(building.limit, ctx.symbols, players);
        if (typeof v === "number" && (v < 1 || v > 1000)) {
          ctx.report("badBuilding", building.limit.span, [`a territory holds 1 to 1000 buildings of a kind, not ${v}`]);
          break;
        }
      }
    }
    if (building.onConquest === "captured" && building.into)
      perPlayerResource(building.into, ctx, "badBuilding", "a captured building goes to the conqueror");
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
      ctx.report("badBuilding", step.span, ["players build on their own territories: `build ... by choice` comes after the territories are dealt"]);
  }
}

/** F6: one turn order, by a per-player bid or by formulas, re-computed `each round` only when it is by formulas. */
export function checkTurnOrder(steps: readonly A.SetupStep[], ctx: CheckContext): void {
  const orders = steps.filter((s): s is Extract<A.SetupStep, { kind: "Order" }> => s.kind === "Order");
  for (const extra of orders.slice(1))
    ctx.report("badTurnOrder", extra.span, ["the turn order is set once: one `order by` in the setup"], {
      labels: [{ span: orders[0]!.span, message: "first set here" }],
    });
  for (const order of orders) {
    if (order.bid) perPlayerResource(order.bid, ctx, "badEconomy", "players bid what they hold");
    for (const by of order.by) {
      const t = ctx.exprs.typeOf(by, "player");
      if (t.kind !== "int" && t.kind !== "num" && t.kind !== "error")
        ctx.report("badTurnOrder", by.span, ["the turn order sorts the players by numbers: highest first"]);
    }
    if (order.period && order.period.text !== "round")
      ctx.report("badTurnOrder", order.period.span, [`the turn order is computed again \`each round\`, not each \`${order.period.text}\``]);
  }
}
