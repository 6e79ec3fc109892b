// riskc play <file> [--human seats] [--players n] [--from position.json] [--bots list] [--seed S]
// [--max-rounds R] [--save replay.json]: one game. With --human, people take those seats: at each
// of their decisions the board and the numbered legal actions are printed, and one line is read
// from stdin (a number, a typed command, or an action in its words; play/commands.ts); it works
// over a pipe. Without, bots play every seat from a position and the log is printed.
import { createGame, deriveSeed, positionOf, seedRng, viewFor, type Game, type GameState, type PlayerView } from "../../engine/index.js";
import { findBot, searchAdvice } from "../../bots/index.js";
import {
  attackOdds,
  actionGroup,
  actionWords,
  armies,
  boardLines,
  commandHelp,
  goalLines,
  objectiveProgress,
  ownLines,
  readCommand,
  replayOf,
  resultWords,
  seatName,
  Table,
  type Sitter,
} from "../../play/index.js";
import { DEFAULT_MAX_ROUNDS, playGame } from "../../sim/index.js";
import { parseBotList } from "../bot-list.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { UsageError, type Io } from "../io.js";
import { writeFileAtomic } from "../files.js";
import { readPosition } from "../position-file.js";
import { wholeNumber } from "../numbers.js";
import { playersFor } from "../run-settings.js";

export interface PlayOptions {
  from?: string;
  bots?: string;
  human?: string;
  players?: string;
  seed?: string;
  maxRounds?: string;
  save?: string;
  set?: string[];
  allowPath?: string[];
}

/** The board's lines wrap at this width (a terminal's usual 100 columns, and a README's). */
const BOARD_WIDTH = 100;

/** `--human 1,3`: seat numbers from 1. */
function humanSeats(list: string, players: number): Set<number> {
  const seats = new Set<number>();
  for (const part of list.split(",").map((s) => s.trim())) {
    if (!/^\d+$/.test(part) || Number(part) < 1 || Number(part) > players)
      throw new UsageError(`--human takes seat numbers from 1 to ${players}, comma-separated, not \`${list}\``);
    seats.add(Number(part) - 1);
  }
  return seats;
}

export async function runPlay(file: string, options: PlayOptions, io: Io): Promise<number> {
  if (options.from === undefined && options.human === undefined)
    throw new UsageError("give the position to play from (--from position.json), or take a seat yourself (--human 1)");
  const seed = wholeNumber(options.seed, "--seed", 0, 4294967295, 1);
  const maxRounds = wholeNumber(options.maxRounds, "--max-rounds", 1, 100_000, DEFAULT_MAX_ROUNDS);
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const game = createGame(compiled.result.ir);
  const from = options.from === undefined ? undefined : readPosition(game, options.from, io, seed);
  if (options.from !== undefined && !from) return 1;
  const players = from ? from.players : playersFor(options, compiled.result.ir.players);
  if (options.human === undefined) return playBots(game, from!, options.bots, seed, maxRounds, io);
  const humans = humanSeats(options.human, players);
  const botNames = parseBotList(options.bots, players);
  // The bots named take the seats people do not, in seat order.
  let nextBot = 0;
  const sitters: Sitter[] = Array.from({ length: players }, (_, s) =>
    humans.has(s) ? { kind: "human" } : { kind: "bot", bot: findBot(botNames[nextBot++]!)! },
  );
  const table = new Table(game, sitters, seed, from);
  const start = { players, seed, ...(from ? { from: positionOf(game, from) } : {}) };
  const code = await playAtTable(table, maxRounds, io);
  if (options.save !== undefined) {
    const seats = sitters.map((s) => (s.kind === "human" ? "human" : s.bot.name));
    writeFileAtomic(options.save, JSON.stringify(replayOf(game, start, seats, table.actions, table.state, { file, set: options.set ?? [] })) + "\n");
    io.stdout(`replay written to ${options.save}\n`);
  }
  return code;
}

function playBots(game: Game, from: GameState, bots: string | undefined, seed: number, maxRounds: number, io: Io): number {
  const seatBots = parseBotList(bots, from.seats).map((name) => findBot(name)!);
  const record = playGame(game, seatBots, seed, { maxRounds, from, log: (line) => io.stdout(line + "\n") });
  io.stdout(record.reason === "stalled" ? `no winner by round ${record.rounds} (the round cap)\n` : `${resultWords(from, record, record.rounds)}\n`);
  return 0;
}

/** A chance as a whole percentage, but never 0% or 100% for what may still happen. */
function percent(p: number): string {
  const shown = Math.round(p * 100);
  return `${p > 0 && shown === 0 ? "<1" : p < 1 && shown === 100 ? ">99" : shown}%`;
}

/** The menu of the current decision: the engine's actions, numbered in its order, under their groups. */
function menu(table: Table): string {
  const decision = table.decision();
  const lines: string[] = [];
  let group = "";
  table.offered().forEach((action, i) => {
    const g = actionGroup(action);
    if (g !== group) lines.push(`${(group = g)}:`);
    // C5: an attack's exact odds before it is rolled.
    const odds = action.type === "attack" ? attackOdds(table.game, table.state, action) : undefined;
    const chance = odds ? ` (${percent(odds.attackerWins)} to take it)` : "";
    lines.push(`  ${i + 1}. ${actionWords(table.game, table.state, action, decision.kind)}${chance}`);
  });
  return lines.join("\n") + "\n";
}

/** The board, each public goal's progress, then what only the deciding person holds (M1: their objective's progress too). */
function boardWithGoals(table: Table, view: PlayerView): string[] {
  const seat = table.decision().seatIndex;
  return [
    ...boardLines(table.game, view, BOARD_WIDTH),
    ...goalLines(table.game, table.state),
    ...ownLines(table.game, view),
    ...(seat >= 0 ? objectiveProgress(table.game, table.state, seat) : []),
  ];
}

async function playAtTable(table: Table, maxRounds: number, io: Io): Promise<number> {
  if (!io.lines) throw new UsageError("--human reads the players' lines from stdin, which this run has not");
  const input = io.lines()[Symbol.asyncIterator]();
  const say = (text: string) => io.stdout(text + "\n");
  let round = 0;
  let shownTurn = "";
  let reinforcedTurn = "";
  try {
    while (!table.over && table.state.round <= maxRounds) {
      if (table.state.round !== round) say(`— round ${(round = table.state.round)} —`);
      if (!table.humanToPlay()) {
        say(table.botPlay().line);
        continue;
      }
      const decision = table.decision();
      const view = table.view();
      const turn = `${table.state.round}/${decision.seatIndex}`;
      if (turn !== shownTurn) {
        shownTurn = turn;
        say(boardWithGoals(table, view).join("\n"));
      }
      // C3: the reinforcements and why, once a turn.
      const reinforcements = table.reinforcements();
      if (reinforcements && turn !== reinforcedTurn) say(reinforcements);
      if (reinforcements) reinforcedTurn = turn;
      const pool = table.state.pool > 0 && decision.kind !== "setupPlace" ? `, ${armies(table.state.pool)} to place` : "";
      io.stdout(`${seatName(table.state, decision.seatIndex)} to play (${decision.kind}${pool}):\n${menu(table)}> `);
      const next = await input.next();
      if (next.done) {
        io.stdout("\n");
        io.stderr(`error: the input ended in round ${table.state.round}, before the game did\n`);
        return 2;
      }
      const read = readCommand(table.game, table.state, decision, table.offered(), next.value);
      const undone = table.log.at(-1);
      io.stdout(next.value.trim() + "\n");
      switch (read.kind) {
        case "error":
          say(read.message);
          break;
        case "help":
          say(commandHelp.join("\n"));
          break;
        case "board":
          say(boardWithGoals(table, view).join("\n"));
          break;
        case "hint": {
          // The hint's own generator, seeded from where the game is: asking twice gives the same hint.
          const hint = searchAdvice(table.game, view, table.offered(), seedRng(deriveSeed(table.seed, table.actions.length)));
          say(
            `the search bot would ${actionWords(table.game, table.state, hint.action, decision.kind)} (it rates your chances ${Math.round(hint.estimate * 100)}%)`,
          );
          break;
        }
        case "undo":
          say(table.undo() ? `took back: ${undone}` : "nothing to take back: your last action rolled dice, drew a card, or was not the last one");
          break;
        case "quit":
          say(`left the game in round ${table.state.round}`);
          return 0;
        case "action": {
          const played = table.play(read.action);
          say("code" in played ? `not now: ${played.message}` : played.line);
        }
      }
    }
  } finally {
    await input.return?.();
  }
  const result = table.state.result;
  say(`— the board after ${table.actions.length} actions —`);
  say(boardLines(table.game, viewFor(table.state, 1), BOARD_WIDTH).join("\n"));
  say(result ? resultWords(table.state, result, table.state.round) : `no winner by round ${maxRounds} (the round cap)`);
  return 0;
}
