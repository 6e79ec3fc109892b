// A generated grid map with the classic rules, for measuring how the engine scales with the map:
// `width` × `height` territories, each bordering its four neighbours, in groups of 2 × 3 (bonus 3),
// card symbols in turn. The rules are classic.risk's, with its map block replaced.
import { readFileSync } from "node:fs";

export function gridVariantText(width: number, height: number): string {
  const classic = readFileSync(new URL("../variants/classic.risk", import.meta.url), "utf8");
  const name = (x: number, y: number) => `T${y}_${x}`;
  const symbols = ["infantry", "cavalry", "artillery"];
  const territories: string[] = [];
  const groups = new Map<string, string[]>();
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      territories.push(`      ${name(x, y)} [symbol ${symbols[(x + y) % 3]}, at ${x * 30} ${y * 30}]`);
      const g = `G${Math.floor(y / 2)}_${Math.floor(x / 3)}`;
      groups.set(g, [...(groups.get(g) ?? []), name(x, y)]);
    }
  const borders: string[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const next = [...(x + 1 < width ? [name(x + 1, y)] : []), ...(y + 1 < height ? [name(x, y + 1)] : [])];
      if (next.length > 0) borders.push(`      ${name(x, y)} -- ${next.join(", ")}`);
    }
  const map = [
    `  map "Grid ${width}x${height}" {`,
    "    attribute symbol: infantry | cavalry | artillery",
    "    territories {",
    ...territories,
    "    }",
    ...[...groups].map(([g, members]) => `    group ${g} bonus 3 { ${members.join(", ")} }`),
    "    borders {",
    ...borders,
    "    }",
    "  }",
  ].join("\n");
  const start = classic.indexOf("  map ");
  const end = classic.indexOf("\n  setup {");
  return classic.slice(0, start).replace('variant "Classic"', `variant "Grid ${width}x${height}"`) + map + "\n" + classic.slice(end);
}
