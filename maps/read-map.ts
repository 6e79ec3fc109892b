// Read a map file in either format: the one named, or the one its sections show.
import { readConquest } from "./conquest.js";
import { readDomination } from "./domination.js";
import type { MapFileRead, MapFormat } from "./map-file.js";
import { mapProblem } from "./problems.js";
import { sectionsOf } from "./sections.js";

/** The format a file's sections show: Domination lists `[countries]`, Conquest `[Territories]`. */
export function formatOf(text: string): MapFormat | undefined {
  const names = new Set(sectionsOf(text).map((s) => s.name));
  if (names.has("countries")) return "domination";
  if (names.has("territories")) return "conquest";
  return undefined;
}

export function readMapFile(text: string, format: MapFormat | undefined = formatOf(text)): MapFileRead {
  if (format === "domination") return readDomination(text);
  if (format === "conquest") return readConquest(text);
  const problem = mapProblem(
    "unknown-format",
    0,
    "this is neither a Domination map (with a [countries] section) nor a Conquest map (with [Territories]); name the format with --from",
  );
  return { problems: [problem] };
}
