// PB5 checks: `destroyed into R` (limits) sends destroyed armies into a per-player resource, a
// second board they come back from only when something spends it: R is a per-player resource
// (RISK2003 unknown, RISK4036 a game resource), given once (as any repeated statement), and
// something spends it (RISK4211 warns when nothing does: the destroyed would never come back).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { reportRepeats, type CheckContext } from "./context.js";
import { perPlayerResource } from "./economy-checks.js";

export function checkCasualties(section: A.LimitsDecl, ctx: CheckContext): void {
  reportRepeats(
    section.casualties,
    () => "destroyed",
    () => "`destroyed into`",
    ctx,
  );
  const into = section.casualties[0];
  if (!into) return;
  perPlayerResource(into, ctx, "`destroyed into`");
  if (!spenders(ctx.symbols.file).has(into.text)) ctx.report("casualtiesNeverSpent", into.span, [into.text]);
}

/** The resources something spends: offers' prices, rules' costs, cards' play costs and bids. */
function spenders(file: A.VariantFile): Set<string> {
  const out = new Set<string>();
  for (const market of sectionsOf(file, "Market")) for (const offer of market.offers) out.add(offer.resource.text);
  for (const rules of sectionsOf(file, "Rules")) for (const rule of rules.rules) if (rule.cost) out.add(rule.cost.resource.text);
  for (const deck of sectionsOf(file, "Deck"))
    for (const card of deck.cards) if (card.play?.cost?.kind === "resource") out.add(card.play.cost.resource.text);
  for (const setup of sectionsOf(file, "Setup")) for (const step of setup.steps) if (step.kind === "Order" && step.bid) out.add(step.bid.text);
  return out;
}
