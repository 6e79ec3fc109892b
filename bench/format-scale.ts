// `riskc fmt` of generated maps of 1,000 and 10,000 territories (the layout of a designer's
// generated map): the median of 3 runs each, taking turns, after a warm-up, and the growth.
import { formatRisk } from "../compiler/index.js";
import { gridVariantText } from "./grid-map.js";
import { fmt, medianTimes, type Row } from "./measure.js";

export async function formatScaleRows(runs = 3): Promise<Row[]> {
  const texts = [gridVariantText(25, 40), gridVariantText(100, 100)];
  const [small, large] = (await medianTimes(texts, runs, 1, formatRisk)) as [number, number];
  return [
    [
      `riskc fmt (formatRisk), 10,000-territory grid (median of ${runs})`,
      `${fmt(large)} ms`,
      `1,000 territories: ${fmt(small)} ms (${fmt(large / small, 1)}× for 10×)`,
    ],
  ];
}
