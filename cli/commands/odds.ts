// riskc odds <file> -a A -d D [--rolls N] [--json] [--table N]: exact battle odds from the
// variant's own dice rules (a Markov chain, not a simulation); RB3: ranked battles' from their
// chain (`--attacker-units Archer:2`), estimated past its bounds and said so.
import {
  attackers,
  battleOdds,
  createGame,
  unitsInBattle,
  MAX_BATTLE_CELLS,
  modifiedRules,
  newGame,
  rankedBattleOdds,
  rankedSidesAt,
  rankedSideOf,
  unitTypeInBattle,
  type RankedOdds,
  type RankedSide,
  WinOdds,
  type BattleOdds,
  type DiceRules,
  type Game,
  type UnitInBattle as LeaderInBattle,
} from "../../engine/index.js";
import { readPosition } from "../position-file.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { UsageError, type Io } from "../io.js";

export interface OddsOptions {
  attackers?: string;
  defenders?: string;
  rolls?: string;
  table?: string;
  json?: boolean;
  set?: string[];
  allowPath?: string[];
  /** Y8/Y9: a leader fighting with each side, `Name` or `Name:form`. */
  attackerLeader?: string;
  defenderLeader?: string;
  /** RB3: the units of each side of a ranked battle by type, `Archer:2,Siege:1`. */
  attackerUnits?: string;
  defenderUnits?: string;
  /** A position file and the attack in it (`Alaska:Kamchatka`): the armies and leaders that fight come from the position. */
  from?: string;
  attack?: string;
  /** F4: `Territory` or `From:To`: the dice modifiers that hold for an attack there at the start of a game. */
  at?: string;
}

/** `A:B` by territory names (a name may itself hold a colon: every split is tried). */
function attackOption(game: Game, value: string | undefined, flag = "--attack"): [number, number] {
  if (value === undefined) throw new UsageError("with --from, give the attack: --attack <from>:<to> (territory names)");
  const index = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
  for (let i = value.indexOf(":"); i >= 0; i = value.indexOf(":", i + 1)) {
    const [a, b] = [index(value.slice(0, i)), index(value.slice(i + 1))];
    if (a >= 0 && b >= 0) return [a, b];
  }
  throw new UsageError(`${flag} takes ${flag === "--at" ? "a territory or " : ""}<from>:<to>, territories of the variant, not \`${value}\``);
}

/**
 * F4: `--at Territory` or `--at From:To`: the dice rules with the modifiers and re-rolls that hold
 * for an attack there (from there) in a new game of the fewest players, before anyone has played.
 */
function rulesAt(game: Game, value: string): DiceRules {
  const index = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
  let [from, to] = [-1, index(value)];
  if (to < 0) [from, to] = attackOption(game, value, "--at");
  return modifiedRules(game, newGame(game, game.variant.players.min, 1), game.dice, from, to);
}

interface PositionBattle {
  rules: DiceRules;
  attackers: number;
  defenders: number;
  leaders: { attacker?: LeaderInBattle[]; defender?: LeaderInBattle[] };
  /** RB3: with ranks, the two sides as the ranked odds read them. */
  ranked?: { attacker: RankedSide; defender: RankedSide };
}

/** The battle of an attack in a position: the armies able to fight (the engine's rules), the defenders, the units in it (U1: their dice in this attack; PB13: the attacker's that join it). */
function positionBattle(game: Game, options: OddsOptions, io: Io): PositionBattle | undefined {
  const state = readPosition(game, options.from!, io);
  if (!state) return undefined;
  const [from, to] = attackOption(game, options.attack);
  const names = game.variant.map.territories;
  if (state.owner[from] !== state.current)
    throw new UsageError(`in this position seat ${state.current + 1} is to move, and ${names[from]!.name} is not theirs`);
  const at = { state, from, to };
  const attacker = unitsInBattle(game, state, state.current, from, "attack", at);
  const defender = unitsInBattle(game, state, state.owner[to]!, to, "defend", at);
  return {
    // F4: the dice modifiers and re-rolls of this attack (pieces, buildings, the territory).
    rules: modifiedRules(game, state, game.dice, from, to),
    attackers: attackers(game, state, from),
    defenders: state.armies[to]!,
    leaders: { ...(attacker.length > 0 ? { attacker } : {}), ...(defender.length > 0 ? { defender } : {}) },
    ...(game.combat.ranks ? { ranked: rankedSidesAt(game, state, from, to, attackers(game, state, from)) } : {}),
  };
}

/** `Boss` or `Boss:vehicle` → his die and his bonus on that side (Y8, Y9); F2: any unit type. */
function leaderOption(game: Game, value: string | undefined, role: "attack" | "defend", flag: string): LeaderInBattle | undefined {
  if (value === undefined) return undefined;
  const [type, form] = value.split(":");
  const unit = unitTypeInBattle(game, { type: type!, ...(form !== undefined ? { form } : {}) }, role);
  if ("problem" in unit) throw new UsageError(`${flag}: ${unit.problem}`);
  return unit;
}

function positive(value: string | undefined, flag: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new UsageError(`${flag} takes a whole number from 1 to ${max}, not \`${value}\``);
  return Number(value);
}

function formatOdds(odds: BattleOdds | RankedOdds, rolls: number | undefined, game?: Game): string {
  const lines = [
    // RB3: past the exact chain's bounds a ranked battle's odds are simulated.
    ...("estimated" in odds && odds.estimated ? ["estimated from 20,000 simulated battles (past the exact odds' bound)"] : []),
    ...(game ? rankedOddsNotes(game) : []),
    `${odds.attackers} attacking vs ${odds.defenders} defending${rolls !== undefined ? `, ${rolls} roll${rolls === 1 ? "" : "s"} at most` : ""}`,
    `attacker wins: ${(odds.attackerWins * 100).toFixed(4)}%`,
    "",
    "attackers  defenders  probability",
    // Y3: a defending leader left holding the territory alone.
    ...odds.outcomes.map(
      (o) => `${String(o.attackers).padStart(9)}  ${(o.defenderLeader ? "leader" : String(o.defenders)).padStart(9)}  ${o.probability.toFixed(9)}`,
    ),
  ];
  return lines.join("\n");
}

function formatTable(rules: DiceRules, n: number, rolls: number | undefined): string {
  const header = "A\\D " + Array.from({ length: n }, (_, d) => String(d + 1).padStart(7)).join("");
  // A fight to the end: one table of every cell, each read off the ones below it; with a roll limit, a chain per cell.
  const wins = new WinOdds(rules);
  const cell = (a: number, d: number) => (rolls === undefined ? wins.get(a, d) : battleOdds(rules, a, d, rolls).attackerWins);
  const rows = Array.from({ length: n }, (_, a) => {
    const cells = Array.from({ length: n }, (_, d) =>
      cell(a + 1, d + 1)
        .toFixed(4)
        .padStart(7),
    );
    return String(a + 1).padStart(3) + " " + cells.join("");
  });
  return ["P(attacker wins), A attacking armies (rows) vs D defending (columns)", header, ...rows].join("\n");
}

export function runOdds(file: string, options: OddsOptions, io: Io): number {
  if (options.from !== undefined) return runPositionOdds(file, options, io);
  const attackers = positive(options.attackers, "-a/--attackers", 10000);
  const defenders = positive(options.defenders, "-d/--defenders", 10000);
  const rolls = positive(options.rolls, "--rolls", 100000);
  const table = positive(options.table, "--table", 60);
  if (table === undefined && (attackers === undefined || defenders === undefined))
    throw new UsageError("give -a <attackers> and -d <defenders>, or --table <n>");
  const leadersGiven = options.attackerLeader !== undefined || options.defenderLeader !== undefined;
  const most = leadersGiven ? MAX_BATTLE_CELLS / 4 : MAX_BATTLE_CELLS;
  if (attackers !== undefined && defenders !== undefined && attackers * defenders > most)
    throw new UsageError(
      `-a × -d is at most ${most.toLocaleString("en-US")}${leadersGiven ? " with leaders" : ""} (the exact chain keeps every state in memory); ${attackers} × ${defenders} is ${(attackers * defenders).toLocaleString("en-US")}`,
    );
  if (
    rolls !== undefined &&
    attackers !== undefined &&
    defenders !== undefined &&
    attackers * defenders * Math.min(rolls, attackers + defenders) > 2e9
  )
    throw new UsageError(
      `with --rolls the chain is run roll by roll: ${attackers} × ${defenders} over ${rolls} rolls is too long a computation; leave out --rolls or give fewer`,
    );
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const game = createGame(compiled.result.ir);
  const rules = options.at !== undefined ? rulesAt(game, options.at) : game.dice;
  if (table !== undefined) {
    io.stdout(formatTable(rules, table, rolls) + "\n");
    if (attackers === undefined || defenders === undefined) return 0;
  }
  const leaders = {
    attacker: leaderOption(game, options.attackerLeader, "attack", "--attacker-leader"),
    defender: leaderOption(game, options.defenderLeader, "defend", "--defender-leader"),
  };
  const odds = game.combat.ranks
    ? rankedBattleOdds(
        game.combat.ranks,
        rules,
        rankedSide(game, attackers!, options.attackerUnits, "--attacker-units", "attack"),
        rankedSide(game, defenders!, options.defenderUnits, "--defender-units", "defend"),
        rolls,
      )
    : battleOdds(rules, attackers!, defenders!, rolls, leaders);
  io.stdout((options.json ? JSON.stringify(odds, null, 2) : formatOdds(odds, rolls, game)) + "\n");
  return 0;
}

/** CS4/RR2: what the odds of a ranked battle assume of the players' choices (the greedy answers), one line each. */
export function rankedOddsNotes(game: Game): string[] {
  if (!game.combat.ranks) return [];
  return [
    ...(game.combat.casualtiesByChoice
      ? ["casualties by choice: the odds assume each side loses its cheapest pieces first (the greedy answer)"]
      : []),
    ...(game.combat.rankRerolls
      ? ["rank re-rolls: a side with one re-rolls the first rank of each round that hits fewer than its average (the greedy answer to its decision)"]
      : []),
  ];
}

/** RB3: `Archer:2,Siege:1` → a side of a ranked battle: its armies, its pieces of each rank's type and its units' dice. */
function rankedSide(game: Game, armies: number, value: string | undefined, flag: string, role: "attack" | "defend"): RankedSide {
  const counts = new Map<string, number>();
  for (const part of value ? value.split(",") : []) {
    const [name, n = "1"] = part.split(":");
    counts.set(name!, (counts.get(name!) ?? 0) + (positive(n, flag, 20) ?? 0));
  }
  const side = rankedSideOf(game, armies, counts, role);
  if ("problem" in side) throw new UsageError(`${flag}: ${side.problem}`);
  // RR1: without a territory a re-roll under a condition cannot be read (`--from` reads it); one without applies.
  const reroll = game.combat.rankRerolls?.some((r) => r.side === (role === "attack" ? "attacker" : "defender") && !r.when);
  return reroll ? { ...side, reroll: true } : side;
}

function runPositionOdds(file: string, options: OddsOptions, io: Io): number {
  if (
    options.attackers !== undefined ||
    options.defenders !== undefined ||
    options.attackerLeader !== undefined ||
    options.defenderLeader !== undefined
  )
    throw new UsageError("with --from the armies and leaders come from the position: leave out -a, -d and the leader options");
  const rolls = positive(options.rolls, "--rolls", 100000);
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const game = createGame(compiled.result.ir);
  const battle = positionBattle(game, options, io);
  if (!battle) return 1;
  // RB3: a ranked battle's odds read its sides' ranked pieces.
  const odds = battle.ranked
    ? rankedBattleOdds(game.combat.ranks!, battle.rules, battle.ranked.attacker, battle.ranked.defender, rolls)
    : battleOdds(battle.rules, battle.attackers, battle.defenders, rolls, battle.leaders);
  io.stdout((options.json ? JSON.stringify(odds, null, 2) : formatOdds(odds, rolls, game)) + "\n");
  return 0;
}
