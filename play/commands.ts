// A line a person types at a decision, read as an action: a number picks the n-th offered action
// (counting from 1, in the engine's order); a few commands name the common ones by territory
// (`attack Alaska Kamchatka 3`, `place 3 Brazil`, `move 2 Ural Siberia`, `advance 3`, `end`);
// and any offered action may be typed in its menu words. A line that means no legal action gets
// a message saying why (the engine's own reason when it is an action but not a legal one).
import { namesOf, problemOf, type Action, type Decision, type Game, type GameState } from "../engine/index.js";
import { actionWords } from "./action-words.js";

export type ReadLine =
  | { kind: "action"; action: Action }
  /** A question, not an action: the menu again, the board, the search bot's hint, or leave. */
  | { kind: "help" | "board" | "hint" | "undo" | "quit" }
  | { kind: "error"; message: string };

/** What the commands say about themselves (`help`). */
export const commandHelp = [
  "a number: the action of that number in the menu",
  "place [n] <territory>: put n armies (1) there",
  "attack <from> <to>: attack until decided; attack <from> <to> <dice>: one roll with that many dice",
  "advance <n>: move n armies into the territory just taken",
  "move <n> <from> <to>: move armies between your territories",
  "trade [card, card, card]: trade those cards (the first set offered)",
  "end: end the step; board: the board again; hint: what the search bot would do",
  "undo: take back your last action, if it rolled no dice and drew no card; quit: leave the game",
  "or any action as the menu writes it",
];

type Word = { text: string } | { territory: number } | { number: number };

/** Splits the words after a command into territories (the longest name that matches), numbers and other words. */
function readWords(game: Game, words: readonly string[]): Word[] {
  const names = namesOf(game).territories;
  const lower = new Map<string, number>();
  for (let t = 0; t < game.territoryCount; t++) lower.set(names.nameOf(t)!.toLowerCase(), t);
  const out: Word[] = [];
  for (let i = 0; i < words.length;) {
    let found: { territory: number; length: number } | undefined;
    for (let j = words.length; j > i && !found; j--) {
      const t = lower.get(words.slice(i, j).join(" ").toLowerCase());
      if (t !== undefined) found = { territory: t, length: j - i };
    }
    if (found) {
      out.push({ territory: found.territory });
      i += found.length;
    } else {
      const w = words[i++]!;
      out.push(/^\d+$/.test(w) ? { number: Number(w) } : { text: w });
    }
  }
  return out;
}

const territories = (ws: Word[]) => ws.flatMap((w) => ("territory" in w ? [w.territory] : []));
const numbers = (ws: Word[]) => ws.flatMap((w) => ("number" in w ? [w.number] : []));
const unknownWords = (ws: Word[]) => ws.flatMap((w) => ("text" in w ? [w.text] : []));

const verbs = new Set(["place", "attack", "blitz", "advance", "move", "fortify", "trade", "end"]);

/** The action a typed command names, or why it names none. */
function commandAction(game: Game, verb: string, ws: Word[], offered: readonly Action[], state: GameState): Action | string {
  const ts = territories(ws);
  const ns = numbers(ws);
  const unknown = unknownWords(ws);
  if (!verbs.has(verb)) return `unknown command \`${verb}\` (type \`help\`)`;
  if (unknown.length) return `no territory \`${unknown.join(" ")}\` (type \`board\` to see them)`;
  switch (verb) {
    case "place":
      if (ts.length !== 1) return "say where: place [n] <territory>";
      return { type: "place", territory: ts[0]!, count: ns[0] ?? 1 };
    case "attack":
    case "blitz":
      if (ts.length !== 2) return "say from where and where to: attack <from> <to> [dice]";
      return ns.length ? { type: "attack", from: ts[0]!, to: ts[1]!, rolls: 1, dice: ns[0]! } : { type: "attack", from: ts[0]!, to: ts[1]! };
    case "advance":
      if (ns.length !== 1) return "say how many: advance <n>";
      return { type: "advance", count: ns[0]! };
    case "move":
    case "fortify": {
      if (ts.length === 0 && ns.length === 1 && state.pending?.kind === "advance") return { type: "advance", count: ns[0]! };
      if (ts.length !== 2 || ns.length !== 1) return "say how many, from where and where to: move <n> <from> <to>";
      // E1/E13: the offered move between the two names the faction and the route; the count is the player's.
      const like = offered.find((a) => a.type === "fortify" && a.from === ts[0] && a.to === ts[1]);
      return like?.type === "fortify" ? { ...like, count: ns[0]! } : { type: "fortify", from: ts[0]!, to: ts[1]!, count: ns[0]! };
    }
    case "trade": {
      const trades = offered.filter((a) => a.type === "trade");
      if (trades.length === 0) return "no set of cards can be traded now";
      return trades[0]!;
    }
    case "end":
      return { type: "end" };
  }
  return `unknown command \`${verb}\` (type \`help\`)`;
}

/** Reads a line typed at `decision`, where `offered` is the engine's list (`legalActions`). */
export function readCommand(game: Game, state: GameState, decision: Decision, offered: readonly Action[], line: string): ReadLine {
  const text = line.trim().replace(/\s+/g, " ");
  if (text === "") return { kind: "error", message: `type the number of an action (1 to ${offered.length}), or \`help\`` };
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n < 1 || n > offered.length) return { kind: "error", message: `there is no action ${text}: pick 1 to ${offered.length}` };
    return { kind: "action", action: offered[n - 1]! };
  }
  const lower = text.toLowerCase();
  if (lower === "help" || lower === "?") return { kind: "help" };
  if (lower === "board" || lower === "hint" || lower === "undo" || lower === "quit") return { kind: lower };
  // An offered action in its menu words.
  const named = offered.find((a) => actionWords(game, state, a, decision.kind).toLowerCase() === lower);
  if (named) return { kind: "action", action: named };
  const [verb, ...rest] = text.split(" ");
  const action = commandAction(game, verb!.toLowerCase(), readWords(game, rest), offered, state);
  if (typeof action === "string") return { kind: "error", message: action };
  const problem = problemOf(game, state, action);
  return problem ? { kind: "error", message: `not now: ${problem.message}` } : { kind: "action", action };
}
