// A ladder worker thread: plays the games it is sent, one at a time, and posts each result with
// the time the measured seat spent deciding.
import { parentPort } from "node:worker_threads";
import { findBot, type Bot } from "../../bots/index.js";
import { createGame, type Game } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import type { GameTask, GameResult } from "./tasks.js";

const games = new Map<string, Game>();

function timed(bot: Bot, clock: { decisions: number; ms: number }): Bot {
  return {
    name: bot.name,
    choose(ctx) {
      const start = performance.now();
      const action = bot.choose(ctx);
      clock.ms += performance.now() - start;
      clock.decisions++;
      return action;
    },
  };
}

export function playTask(task: GameTask, game: Game, botNamed: (name: string) => Bot | undefined = findBot): GameResult {
  const clock = { decisions: 0, ms: 0 };
  const bots = task.lineup.map((name, seat) => {
    const bot = botNamed(name);
    if (!bot) throw new Error(`unknown bot ${name}`);
    return seat === task.seat ? timed(bot, clock) : bot;
  });
  const record = playGame(game, bots, task.seed, { maxRounds: task.maxRounds });
  return { id: task.id, winners: record.winners, reason: record.reason, rounds: record.rounds, decisions: clock.decisions, ms: clock.ms };
}

/** Serve tasks from the thread's parent (bots found by `botNamed`). */
export function serve(botNamed: (name: string) => Bot | undefined = findBot): void {
  parentPort?.on("message", (task: GameTask) => {
    try {
      let game = games.get(task.variant);
      if (!game) games.set(task.variant, (game = createGame(task.ir!)));
      parentPort!.postMessage(playTask(task, game, botNamed));
    } catch (error) {
      parentPort!.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
