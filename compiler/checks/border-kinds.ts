// BK1/BK3: the kinds the map's borders have (`England -- Lorraine [sea]`), which `across <kind>` may name.
import type { Symbols } from "../symbols.js";

/** Every kind some border of the map has (its own borders and its switches'). */
export function borderKinds(symbols: Symbols): Set<string> {
  const all = [...symbols.borders, ...symbols.switches.flatMap((sw) => [...sw.on.borders, ...sw.off.borders])];
  return new Set(all.flatMap((b) => (b.kinds ?? []).map((k) => k.text)));
}
