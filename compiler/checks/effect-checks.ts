// The checks of the one effect list rules and cards share (part A of version 3; EP6/EP7): each
// effect's formulas read what its place gives them (a rule's event, a card's holder), the names it
// gives exist, and it is one its place can carry out. rule-checks.ts, deck-checks.ts and
// effect-card-checks.ts (version 2's `on reveal`) call it with their place.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { checkDeckName, namedDecks } from "./deck-names.js";
import { perTerritory, type ExprContext } from "./formula-contexts.js";
import { checkChooseOptions } from "./order-checks.js";

/** Where a list of effects is carried out. */
export interface EffectPlace {
  context: ExprContext;
  /** The event as written (for messages): `turn start`, `play`, `draw`... */
  event: string;
  /** Whether a territory is in question (the event's, or an `each` block's). */
  territory: boolean;
  inEach: boolean;
  /** Whose effects: a rule's, a named deck's card's (played or drawn), or a card turned up (version 2's `on reveal`). */
  of: "rule" | "card" | "reveal";
  /** The borders the variant's effects change so far (one effect per border, RISK4108). */
  borders: Map<string, A.Span>;
  /** PO4: inside an order of a `choose` (no `choose` there: RISK2090). */
  inOrder?: boolean;
  /** TC1: inside a `choose territory` block (no `choose` nor another `choose territory` there: RISK2090, RISK4300). */
  inPick?: boolean;
}

/** The effects version 2's `on reveal` does not carry out (RISK4104): part A's, and the named decks' cards'. */
export const ruleOnlyEffects = new Set<A.RevealEffect["kind"]>([
  "gain",
  "give",
  "open",
  "close",
  "owner",
  "each",
  "drawCards",
  "drawEffect",
  "dice",
  "endGame",
  "units",
  "discard",
  "move",
  "choose",
  "pick",
  "firstPlayer",
]);

/** How an effect is written (for messages). */
export function effectWords(kind: A.RevealEffect["kind"]): string {
  const words: Partial<Record<A.RevealEffect["kind"], string>> = {
    owner: "owner becomes",
    each: "each territory",
    drawCards: "draw N cards",
    drawEffect: "draw effect N from",
    dice: "attack +N",
    endGame: "end game",
    units: "units N",
    discard: "discard N",
    move: "move N armies",
    firstPlayer: "first player next round",
    pick: "choose territory",
  };
  return words[kind] ?? kind;
}

export function checkEffectList(effects: readonly A.RevealEffect[], place: EffectPlace, ctx: CheckContext): void {
  for (const effect of effects) checkEffect(effect, place, ctx);
  // RISK4301: the list goes on while the player has still to pick (TC1).
  const pick = effects.findIndex((e) => e.kind === "pick");
  const after = pick >= 0 ? effects[pick + 1] : undefined;
  if (after && place.of !== "reveal") ctx.report("effectsAfterPick", after.span, [effectWords(after.kind)]);
}

/** Whether some effect of the list lasts a rule's duration (a border). */
export function lasts(effects: readonly A.RevealEffect[]): boolean {
  return effects.some(
    (e) =>
      e.kind === "open" ||
      e.kind === "close" ||
      (e.kind === "each" && lasts(e.effects)) ||
      (e.kind === "choose" && e.options.some((o) => lasts(o.effects))) ||
      (e.kind === "pick" && lasts(e.effects)),
  );
}

function checkEffect(effect: A.RevealEffect, place: EffectPlace, ctx: CheckContext): void {
  if (place.of === "reveal" && ruleOnlyEffects.has(effect.kind)) {
    ctx.report("ruleEffectOnCard", effect.span, [effectWords(effect.kind)]);
    return;
  }
  const needsTerritory = () => {
    if (!place.territory) ctx.report("noTerritoryAtEvent", effect.span, [effectWords(effect.kind), place.event]);
  };
  switch (effect.kind) {
    case "armies":
    case "lose":
      ctx.exprs.wantInt(effect.amount, place.context, effect.kind === "lose" ? "armies lost" : "armies gained");
      return;
    case "flip":
      checkSwitchName(effect, ctx);
      return;
    case "build":
    case "raze":
      lookUpName(ctx.symbols, ctx.report, ctx.symbols.buildings, effect.building, "building");
      needsTerritory();
      return;
    case "gain":
      lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, effect.resource, "counter");
      if (effect.amount) ctx.exprs.wantInt(effect.amount, place.context, "a resource's gain");
      if (effect.roll && (effect.roll.sides < 2 || effect.roll.sides > 100)) ctx.report("dieSides", effect.roll.span, [effect.roll.sides]);
      return;
    case "give": {
      const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, effect.resource, "counter");
      if (counter && !counter.decl.perPlayer) ctx.report("gameResourcePaid", effect.resource.span, [effect.resource.text, "a gift"]);
      ctx.exprs.wantInt(effect.amount, place.context, "the amount given");
      ctx.exprs.wantInt(effect.to, place.context, "the seat given to");
      return;
    }
    case "open":
    case "close":
      if (place.of === "card") ctx.report("borderOnCard", effect.span, [effect.kind]);
      else checkBorderEffect(effect, ctx, place.borders);
      return;
    case "owner":
      ctx.exprs.wantInt(effect.seat, place.context, "the seat the territory passes to");
      needsTerritory();
      return;
    case "drawCards":
      ctx.exprs.wantInt(effect.count, place.context, "a number of cards");
      if (sectionsOf(ctx.symbols.file, "Cards").length === 0) ctx.report("cardsWithoutDeck", effect.span, ["`draw N cards`"]);
      return;
    case "drawEffect":
      ctx.exprs.wantInt(effect.count, place.context, "a number of effect cards");
      checkDeckName(effect.deck, ctx);
      return;
    case "dice":
      if (effect.amount < 1) ctx.report("belowMinimum", effect.span, ["a card's die bonus", 1, effect.amount]);
      return;
    case "endGame":
      return;
    case "discard":
      ctx.exprs.wantInt(effect.count, place.context, "a number of cards");
      if (namedDecks(ctx.symbols.file).length === 0) ctx.report("discardWithoutDecks", effect.span);
      return;
    case "move": {
      // EF6: the count reads the place's formulas; `from where`/`to where` each territory's.
      ctx.exprs.wantInt(effect.count, place.context, effect.unit ? "a number of units" : "a number of armies");
      const each = perTerritory(place.context);
      if (effect.from) ctx.exprs.wantBool(effect.from, each);
      if (effect.to) ctx.exprs.wantBool(effect.to, each);
      else if (!place.territory) ctx.report("moveWithoutTarget", effect.span, [place.event]);
      if (effect.unit) lookUpName(ctx.symbols, ctx.report, ctx.symbols.unitTypes, effect.unit, "unit");
      return;
    }
    case "units": {
      ctx.exprs.wantInt(effect.count, place.context, "a number of units");
      const unit = lookUpName(ctx.symbols, ctx.report, ctx.symbols.unitTypes, effect.unit, "unit");
      if (unit && !unit.unit) ctx.report("effectUnitsOfLeader", effect.unit.span, [effect.unit.text]);
      return;
    }
    case "firstPlayer":
      return;
    case "choose":
      if (place.inOrder || place.inEach || place.inPick)
        ctx.report("chooseInside", effect.span, [
          place.inOrder ? "an order" : place.inPick ? "a `choose territory` block" : "an `each territory` block",
        ]);
      checkChooseOptions(effect, ctx);
      for (const o of effect.options) checkEffectList(o.effects, { ...place, inOrder: true }, ctx);
      return;
    case "pick": {
      // TC1/TC2: the condition reads each territory of the player's turn; the effects, the one picked (no `source`, no dice: they come after the event).
      if (place.inEach || place.inPick)
        ctx.report("pickInside", effect.span, [place.inPick ? "another `choose territory` block" : "an `each territory` block"]);
      if (effect.where) ctx.exprs.wantBool(effect.where, "territory");
      checkEffectList(effect.effects, { ...place, context: "territory", territory: true, inPick: true }, ctx);
      return;
    }
    case "each": {
      if (place.inEach) ctx.report("nestedEach", effect.span);
      const inner: EffectPlace = { ...place, context: perTerritory(place.context), territory: true, inEach: true };
      if (effect.where) ctx.exprs.wantBool(effect.where, inner.context);
      checkEffectList(effect.effects, inner, ctx);
      return;
    }
  }
}

function checkSwitchName(effect: Extract<A.RevealEffect, { kind: "flip" }>, ctx: CheckContext): void {
  const names = ctx.symbols.switches.map((sw) => sw.decl.name);
  if (!names.includes(effect.switchName)) ctx.report("unknownName", effect.switchSpan, [effect.switchName], didYouMean(effect.switchName, names));
}

/** `open A -- B` needs two territories not bordering, `close A -- B` two that do; a switch's border is the switch's; one effect per border. */
function checkBorderEffect(effect: Extract<A.RevealEffect, { kind: "open" | "close" }>, ctx: CheckContext, borders: Map<string, A.Span>): void {
  const a = lookUpName(ctx.symbols, ctx.report, ctx.symbols.territories, effect.from, "territory");
  const b = lookUpName(ctx.symbols, ctx.report, ctx.symbols.territories, effect.to, "territory");
  if (!a || !b) return;
  const joins = (x: { a: number; b: number }) => (x.a === a.index && x.b === b.index) || (x.a === b.index && x.b === a.index);
  const names = [effect.from.text, effect.to.text];
  const ofSwitch = ctx.symbols.switches.find((sw) => [...sw.on.borders, ...sw.off.borders].some(joins));
  if (ofSwitch) ctx.report("borderOfSwitch", effect.span, [effect.kind, ...names, ofSwitch.decl.name]);
  else {
    const border = ctx.symbols.borders.find(joins);
    if (effect.kind === "open" && border) ctx.report("borderAlreadyOpen", effect.span, names);
    if (effect.kind === "close" && (!border || border.oneWay)) ctx.report("noBorderToClose", effect.span, names);
  }
  const key = [a.index, b.index].sort((x, y) => x - y).join("--");
  if (borders.has(key)) ctx.report("borderChangedTwice", effect.span, names);
  else borders.set(key, effect.span);
}
