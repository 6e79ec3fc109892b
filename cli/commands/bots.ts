// riskc bots: the names `--bots` takes, each with what it plays like (the bot list of bots/, so a
// bot added there is listed here).
import { botNames, botSummaries } from "../../bots/index.js";
import type { Io } from "../io.js";

export function runBots(io: Io): number {
  const width = Math.max(...botNames.map((name) => name.length));
  io.stdout(botNames.map((name) => `${name.padEnd(width)}  ${botSummaries[name] ?? ""}`.trimEnd()).join("\n") + "\n");
  return 0;
}
