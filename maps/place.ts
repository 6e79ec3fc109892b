// Positions for the territories a variant does not place (`at x y`), which the map formats need:
// the map view's layout, in the frame of the positions the variant does give (else 1000 × 640).
import type { Board } from "./board.js";
import { layoutMap } from "./layout.js";
import { mapProblem, type MapProblem } from "./problems.js";

export function placeBoard(board: Board): { board: Board; problems: MapProblem[] } {
  const missing = board.territories.flatMap((t, i) => (t.at ? [] : [i]));
  if (missing.length === 0) return { board, problems: [] };
  const given = board.territories.flatMap((t) => (t.at ? [t.at] : []));
  const [minX, minY] = given.length ? [Math.min(...given.map((p) => p[0])), Math.min(...given.map((p) => p[1]))] : [0, 0];
  const [maxX, maxY] = given.length ? [Math.max(...given.map((p) => p[0])), Math.max(...given.map((p) => p[1]))] : [1000, 640];
  const [width, height] = [Math.max(maxX - minX, 100), Math.max(maxY - minY, 64)];
  const layout = layoutMap({ ...board, territories: board.territories.map((t) => ({ group: t.group })) }, width / height);
  const territories = board.territories.map((t, i) =>
    t.at ? t : { ...t, at: [Math.round(minX + layout[i]![0] * width), Math.round(minY + layout[i]![1] * height)] as [number, number] },
  );
  const names = missing.map((i) => board.territories[i]!.name);
  const shown = names.length > 5 ? `${names.slice(0, 5).join(", ")} and ${names.length - 5} more` : names.join(", ");
  return {
    board: { ...board, territories },
    problems: [mapProblem("position-computed", 0, `no \`at x y\` for ${shown}: placed by the map view's layout`)],
  };
}
