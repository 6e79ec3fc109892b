// PB9 checks: a border that exists for one player because of a piece (`Hawaii -- Japan with
// Fleet`) names a unit type (RISK2060 otherwise), and stands in the map's `borders` block, not in
// a switch or with `remove` (RISK4212): a switch's border already depends on the switch, and a
// removal takes out a border whatever it needed.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { CheckContext } from "./context.js";

export function checkPieceBorders(map: A.MapDecl, ctx: CheckContext): void {
  for (const border of map.borders) {
    if (!border.piece) continue;
    if (border.remove) ctx.report("pieceBorderMisplaced", border.piece.span, [border.piece.text, "with `remove`"]);
    else checkPiece(border.piece, ctx);
  }
  for (const sw of map.switches)
    for (const item of sw.items)
      if (item.border?.piece) ctx.report("pieceBorderMisplaced", item.border.piece.span, [item.border.piece.text, `in switch "${sw.name}"`]);
}

function checkPiece(piece: A.Name, ctx: CheckContext): void {
  if (ctx.symbols.unitTypes.has(piece.text)) {
    ctx.symbols.references.push({ span: piece.span, target: { kind: "unit", name: piece.text } });
    return;
  }
  ctx.report("unknownBorderPiece", piece.span, [piece.text], didYouMean(piece.text, ctx.symbols.unitTypes.keys()));
}
