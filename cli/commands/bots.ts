// riskc bots: the names `--bots` takes (the bot list of bots/, so a bot added there is listed here).
import { botNames } from "../../bots/index.js";
import type { Io } from "../io.js";

export function runBots(io: Io): number {
  io.stdout(botNames.join("\n") + "\n");
  return 0;
}
