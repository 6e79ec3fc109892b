// The Play tab's worker: it holds the game (play/'s Table) with people and bots at it, lets the
// bots play until a person must decide, and sends the page a frame made from that person's view.
import { findBot, searchAdvice } from "../../../bots/index.js";
import { createGame, deriveSeed, positionFrom, positionOf, seedRng, viewFor, type Game, type GameState } from "../../../engine/index.js";
import {
  actionGroup,
  actionWords,
  attackOdds,
  goalLines,
  objectiveProgress,
  ownLines,
  readReplay,
  replayGame,
  replayOf,
  resultWords,
  seatName,
  seatTotals,
  Table,
  type Replay,
  type Sitter,
} from "../../../play/index.js";
import type { FromPlayWorker, Frame, ToPlayWorker } from "./play-protocol.js";

let table: Table | undefined;
let start: { players: number; seed: number; from?: ReturnType<typeof positionOf> } | undefined;
let seatChoices: string[] = [];

const post = (message: FromPlayWorker) => postMessage(message);

/** A frame for the deciding seat (a person's: their view), or for the last person when bots decide. */
function frameOf(t: Table): Frame {
  const { game, state } = t;
  const decision = t.decision();
  const seat = decision.seatIndex >= 0 ? decision.seatIndex : 0;
  const view = viewFor(state, seat + 1);
  const human = t.humanToPlay();
  const offered = human
    ? t.offered().map((action) => {
        const odds = action.type === "attack" ? attackOdds(game, state, action) : undefined;
        return {
          action,
          words: actionWords(game, state, action, decision.kind),
          group: actionGroup(action),
          ...(odds ? { odds: odds.attackerWins } : {}),
        };
      })
    : [];
  const last = t.actions.at(-1);
  const reinforcements = human ? t.reinforcements() : undefined;
  return {
    territories: game.variant.map.territories.map((x) => x.name),
    owner: state.owner.slice(0, game.territoryCount),
    armies: state.armies.slice(0, game.territoryCount),
    switches: state.switches.slice(),
    round: state.round,
    decision: { kind: decision.kind, seat: decision.seat, name: decision.seatIndex >= 0 ? seatName(state, decision.seatIndex) : "" },
    human,
    offered,
    log: t.log.slice(),
    totals: seatTotals(game, view),
    goals: goalLines(game, state),
    hand: human ? [...ownLines(game, view), ...objectiveProgress(game, state, seat)] : [],
    ...(reinforcements ? { reinforcements } : {}),
    pool: state.pool,
    canUndo: t.canUndo,
    ...(last?.type === "attack" ? { lastAttack: { from: last.from, to: last.to } } : {}),
    ...(state.result ? { over: resultWords(state, state.result, state.round) } : {}),
  };
}

/** The bots play until a person must decide or the game ends; then the frame. */
function playOn(t: Table): void {
  let guard = 0;
  while (!t.over && !t.humanToPlay() && guard++ < 200_000) t.botPlay();
  post({ type: "frame", frame: frameOf(t) });
}

function sitters(seats: string[]): Sitter[] {
  return seats.map((s) => (s === "human" ? { kind: "human" } : { kind: "bot", bot: findBot(s) ?? findBot("greedy")! }));
}

let game: Game | undefined;

function replayMessage(g: Game, replay: Replay): FromPlayWorker {
  const steps: Extract<FromPlayWorker, { type: "replay" }>["steps"] = [];
  const n = g.territoryCount;
  const played = replayGame(g, replay, (step, s) =>
    steps.push({
      line: step.line,
      round: step.round,
      owner: s.owner.slice(0, n),
      armies: s.armies.slice(0, n),
      switches: s.switches.slice(),
      ...(step.action.type === "attack" ? { attack: { from: step.action.from, to: step.action.to } } : {}),
    }),
  );
  if (!played.ok) return { type: "problem", message: played.message };
  const first = played.start;
  const end: GameState = played.state;
  return {
    type: "replay",
    steps,
    result: end.result ? resultWords(end, end.result, end.round) : `not over: round ${end.round}`,
    start: { owner: first.owner.slice(0, n), armies: first.armies.slice(0, n), switches: first.switches.slice() },
  };
}

self.onmessage = (event: MessageEvent<ToPlayWorker>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case "start": {
        game = createGame(message.ir);
        let from: GameState | undefined;
        if (message.from !== undefined) {
          const read = positionFrom(game, message.from);
          if (!read.ok) {
            post({ type: "problem", message: read.errors.map((e) => `${e.path || "(the position)"}: ${e.message}`).join("; ") });
            return;
          }
          from = read.state;
        }
        const players = from ? from.players : message.seats.length;
        seatChoices = message.seats.slice(0, players);
        while (seatChoices.length < players) seatChoices.push("greedy");
        table = new Table(game, sitters(seatChoices), message.seed, from);
        start = { players, seed: message.seed, ...(from ? { from: positionOf(game, from) } : {}) };
        playOn(table);
        return;
      }
      case "act": {
        if (!table || !table.humanToPlay()) return;
        const played = table.play(message.action);
        if ("code" in played) post({ type: "problem", message: `not now: ${played.message}` });
        playOn(table);
        return;
      }
      case "undo": {
        if (!table) return;
        if (!table.undo()) post({ type: "problem", message: "nothing to take back" });
        playOn(table);
        return;
      }
      case "hint": {
        if (!table || !table.humanToPlay()) return;
        const view = table.view();
        const offered = table.offered();
        const advice = searchAdvice(table.game, view, offered, seedRng(deriveSeed(table.seed, table.actions.length)));
        const decision = table.decision();
        post({
          type: "hint",
          words: actionWords(table.game, table.state, advice.action, decision.kind),
          estimate: advice.estimate,
          index: offered.indexOf(advice.action),
        });
        return;
      }
      case "save": {
        if (!table || !start) return;
        const replay = replayOf(table.game, start, seatChoices, table.actions, table.state);
        post({ type: "position", json: JSON.stringify(positionOf(table.game, table.state), null, 2), replay: JSON.stringify(replay) });
        return;
      }
      case "finish": {
        if (!table || !start) return;
        // Let the bots finish from here: every person's seat goes to the greedy bot, the game goes on as it stands.
        const from = table.state;
        seatChoices = seatChoices.map((s) => (s === "human" ? "greedy" : s));
        const log = table.log.slice();
        const actions = table.actions.slice();
        table = new Table(table.game, sitters(seatChoices), table.seed, from);
        table.log.push(...log);
        table.actions.push(...actions);
        playOn(table);
        return;
      }
      case "replay": {
        if (message.file !== undefined) {
          const read = readReplay(message.file);
          const of = message.ir ? createGame(message.ir) : game;
          if (!of) return;
          post(read.ok ? replayMessage(of, read.replay) : { type: "problem", message: read.message });
          return;
        }
        if (!table || !start) return;
        post(replayMessage(table.game, replayOf(table.game, start, seatChoices, table.actions, table.state)));
        return;
      }
    }
  } catch (error) {
    post({ type: "problem", message: error instanceof Error ? error.message : String(error) });
  }
};
