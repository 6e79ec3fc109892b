// `riskc fmt` of generated maps of 1,000 and 10,000 territories (the layout of a designer's
// generated map): the median of 3 runs each, taking turns, after a warm-up, and the growth.
import { formatRisk } from "../compiler/index.js";
import { gridVariantText } from "./grid-map.js";
import { fmt, median } from "./measure.js";
import type { Row } from "./processes.js";

export async function formatScaleRows(runs = 3): Promise<Row[]> {
  const texts = [gridVariantText(25, 40), gridVariantText(100, 100)];
  const once = async (text: string) => {
    const start = performance.now();
    await formatRisk(text);
    return performance.now() - start;
  };
  await once(texts[0]!);
  const times: number[][] = [[], []];
  for (let r = 0; r < runs; r++) for (const [i, text] of texts.entries()) times[i]!.push(await once(text));
  const [small, large] = times.map(median) as [number, number];
  return [
    [
      `riskc fmt (formatRisk), 10,000-territory grid (median of ${runs})`,
      `${fmt(large)} ms`,
      `1,000 territories: ${fmt(small)} ms (${fmt(large / small, 1)}× for 10×)`,
    ],
  ];
}
