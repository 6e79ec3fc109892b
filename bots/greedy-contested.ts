// The greedy bot and contested territories (CT1-CT3, `battles at round end`): an invasion counts
// the bot's armies already in the territory, and at the round's end the bot, as its first player,
// has the battle with the best odds for itself fought first.
import { CONTESTED, contestedRow, oddsRerollAnswer, type Action, type GameState } from "../engine/index.js";
import { attackersIn, winChance, type Board } from "./greedy-board.js";

/** CT2: the bot's own armies already contesting `to` (0 when it is not contested, or by another seat). */
export function ownContest(b: Board, to: number): number {
  if (!b.game.combat.battlesAtRoundEnd) return 0;
  const row = contestedRow(b.view, to);
  return row && row[CONTESTED.seat] === b.seat ? row[CONTESTED.armies]! : 0;
}

/**
 * CT3: the chance, for the bot, of the battle of contested `t` (the classic odds of the invader's
 * armies against the owner's): its own as the invader, one minus it as the owner, a half for a
 * battle of two others (whoever wins, it is not the bot's).
 */
export function battleChance(b: Board, t: number): number {
  const row = contestedRow(b.view, t);
  if (!row) return 0;
  const p = winChance(b, row[CONTESTED.armies]!, b.view.armies[t]!);
  if (row[CONTESTED.seat] === b.seat) return p;
  return b.view.owner[t] === b.seat ? 1 - p : 0.5;
}

/** FM2: how much more a battle's chance must be for a move to join the invasion (a few points: below, the armies serve better elsewhere). */
export const JOIN_GAIN = 0.05;

/**
 * FM2 (`fortify ... into battle`): what `armies` more would add to the bot's chance in the battle
 * of `t`, which it contests (undefined when it does not: the move is no join).
 */
export function joinGain(b: Board, t: number, armies: number): number | undefined {
  const already = ownContest(b, t);
  if (already === 0) return undefined;
  const defenders = b.view.armies[t]!;
  return winChance(b, already + armies, defenders) - winChance(b, already, defenders);
}

/** CT3: the battle with the best odds for the bot first (ties: the first offered). */
export function chooseBattle(b: Board, actions: Action[]): Action {
  let best = actions[0]!;
  let bestChance = -1;
  for (const a of actions) {
    if (a.type !== "battle") continue;
    const p = battleChance(b, a.territory);
    if (p > bestChance) {
      bestChance = p;
      best = a;
    }
  }
  return best;
}

/**
 * CT2: what catching the defender's pieces in `to` is worth: they cannot leave a contested
 * territory before its battle, so a large stack invaded with good odds cannot slip away to invade
 * elsewhere (left alone, two stacks can pass each other round after round). The share of the
 * battle's pieces that are the defender's, times 4 (a continent's worth in targetValue's terms).
 */
export function stackCaught(b: Board, from: number, to: number): number {
  const defenders = b.view.armies[to]!;
  const attackers = attackersIn(b, from) + ownContest(b, to);
  return attackers + defenders > 0 ? (4 * defenders) / (attackers + defenders) : 0;
}

/**
 * CS3: the greedy answer to a casualty decision: cheapest first — an army while the side keeps one
 * after it (armies are what hold the territory), else its cheapest unit type (the combat's loss
 * order), so a side down to its last army loses a unit instead and fights on: a battle lost takes
 * every unit with it, so keeping the last army is worth more than any unit.
 */
export function chooseCasualty(b: Board, actions: Action[]): Action {
  const p = b.view.pending;
  const offered = actions.filter((a): a is Extract<Action, { type: "casualty" }> => a.type === "casualty");
  if (offered.length === 0 || p?.kind !== "casualty") return actions[0]!;
  const where = p.attack ? (p.seat === b.view.owner[p.from] ? p.from : p.to) : p.to;
  const mine =
    b.view.owner[where] === p.seat
      ? b.view.armies[where]! - (p.attack && where === p.from ? b.leave : 0)
      : (contestedRow(b.view, where)?.[CONTESTED.armies] ?? 0);
  const army = offered.find((a) => a.unit < 0);
  if (army && mine > 1) return army;
  const place = b.game.combat.lossPlace;
  const units = offered.filter((a) => a.unit >= 0);
  if (units.length === 0) return army ?? offered[0]!;
  return units.reduce((best, a) => ((place?.[a.unit] ?? 0) < (place?.[best.unit] ?? 0) ? a : best));
}

/**
 * RR2: the greedy bot's re-roll: again when its dice of the rank hit fewer times than on average —
 * the answer the exact odds assume, so the bot plays the battles it weighed (a later rank's
 * chance is not worth more than this one's below its mean).
 */
export function chooseReroll(b: Board, actions: Action[]): Action {
  const again = b.view.pending?.kind === "reroll" && oddsRerollAnswer(b.game, b.view as unknown as GameState);
  return actions.find((a) => a.type === "reroll" && a.again === again) ?? actions[0]!;
}
