// A ladder worker thread: plays the games it is sent, one at a time, and posts each result with
// the time the measured seat spent deciding.
import { parentPort } from "node:worker_threads";
import { findBot, type Bot } from "../../bots/index.js";
import { createGame, type Game } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import type { GameTask, GameResult } from "./tasks.js";

const games = new Map<string, Game>();

/** Milliseconds now: of the wall clock, or of the process's CPU time (exact for one busy thread). */
const clocks = {
  wall: () => performance.now(),
  cpu: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
};

function timed(bot: Bot, clock: { decisions: number; ms: number }, now: () => number): Bot {
  return {
    name: bot.name,
    choose(ctx) {
      const start = now();
      const action = bot.choose(ctx);
      clock.ms += now() - start;
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
    return seat === task.seat ? timed(bot, clock, clocks[task.clock ?? "wall"]) : bot;
  });
  const record = playGame(game, bots, task.seed, { maxRounds: task.maxRounds });
  return { id: task.id, winners: record.winners, reason: record.reason, rounds: record.rounds, decisions: clock.decisions, ms: clock.ms };
}

/** The compiled variant of a task, made once per thread. */
export function ladderGame(task: GameTask): Game {
  let game = games.get(task.variant);
  if (!game) games.set(task.variant, (game = createGame(task.ir!)));
  return game;
}

/** Serve tasks from the thread's parent (bots found by `botNamed`). */
export function serve(botNamed: (name: string) => Bot | undefined = findBot): void {
  parentPort?.on("message", (task: GameTask) => {
    try {
      parentPort!.postMessage(playTask(task, ladderGame(task), botNamed));
    } catch (error) {
      parentPort!.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
