// `--bots greedy,random`: one bot per seat, the last name filling the remaining seats. Every name
// must be one `findBot` knows (so a bot added to bots/ is accepted everywhere): an empty name
// (`--bots ,,`) or one JavaScript objects inherit (`constructor`) is a usage error, not a crash later.
// `search:N` / `search:Nms` name a search bot with a budget.
import { botNames, DEFAULT_BOTS, findBot } from "../bots/index.js";
import { UsageError } from "./io.js";

export function parseBotList(list: string | undefined, players: number): string[] {
  const written = list ?? DEFAULT_BOTS;
  const names = written.split(",").map((s) => s.trim());
  if (names.every((n) => n === "")) throw new UsageError(`--bots names no bot (\`${written}\`); bots: ${botNames.join(", ")}`);
  if (names.some((n) => n === "")) throw new UsageError(`--bots has an empty name in \`${written}\`; bots: ${botNames.join(", ")}`);
  for (const name of names) if (!findBot(name)) throw new UsageError(`unknown bot \`${name}\`; bots: ${botNames.join(", ")}`);
  if (names.length > players) throw new UsageError(`${names.length} bots for ${players} players`);
  return Array.from({ length: players }, (_, i) => names[Math.min(i, names.length - 1)]!);
}
