// riskc odds <file> -a A -d D [--rolls N] [--json] [--table N]: exact battle odds from the
// variant's own dice rules (a Markov chain, not a simulation).
import { battleOdds, createGame, type BattleOdds, type DiceRules, type LeaderInBattle } from "../../engine/index.js";
import type { Variant } from "../../compiler/index.js";
import { compileFile, parseOverrides, renderFileDiagnostics } from "../compile-file.js";
import { UsageError, type Io } from "../io.js";

export interface OddsOptions {
  attackers?: string;
  defenders?: string;
  rolls?: string;
  table?: string;
  json?: boolean;
  set?: string[];
  /** Y8/Y9: a leader fighting with each side, `Name` or `Name:form`. */
  attackerLeader?: string;
  defenderLeader?: string;
}

/** `Boss` or `Boss:vehicle` → his die and his bonus on that side (Y8, Y9). */
function leaderOption(ir: Variant, value: string | undefined, role: "attack" | "defend", flag: string): LeaderInBattle | undefined {
  if (value === undefined) return undefined;
  const [name, formName] = value.split(":");
  const leaders = ir.leaders?.leaders ?? [];
  const leader = leaders.find((l) => l.name === name);
  if (!leader)
    throw new UsageError(
      `${flag}: no leader \`${name}\` in this variant${leaders.length ? ` (leaders: ${leaders.map((l) => l.name).join(", ")})` : ""}`,
    );
  const form = formName === undefined ? leader.forms[0] : leader.forms.find((f) => f.name === formName);
  if (!form) throw new UsageError(`${flag}: \`${name}\` has no form \`${formName}\` (forms: ${leader.forms.map((f) => f.name).join(", ")})`);
  return { die: leader.die, bonus: role === "attack" ? form.attack : form.defend };
}

function positive(value: string | undefined, flag: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new UsageError(`${flag} takes a whole number from 1 to ${max}, not \`${value}\``);
  return Number(value);
}

function formatOdds(odds: BattleOdds, rolls: number | undefined): string {
  const lines = [
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
  const rows = Array.from({ length: n }, (_, a) => {
    const cells = Array.from({ length: n }, (_, d) =>
      battleOdds(rules, a + 1, d + 1, rolls)
        .attackerWins.toFixed(4)
        .padStart(7),
    );
    return String(a + 1).padStart(3) + " " + cells.join("");
  });
  return ["P(attacker wins), A attacking armies (rows) vs D defending (columns)", header, ...rows].join("\n");
}

export function runOdds(file: string, options: OddsOptions, io: Io): number {
  const attackers = positive(options.attackers, "-a/--attackers", 10000);
  const defenders = positive(options.defenders, "-d/--defenders", 10000);
  const rolls = positive(options.rolls, "--rolls", 100000);
  const table = positive(options.table, "--table", 60);
  if (table === undefined && (attackers === undefined || defenders === undefined))
    throw new UsageError("give -a <attackers> and -d <defenders>, or --table <n>");
  if (attackers !== undefined && defenders !== undefined && attackers * defenders > 4_000_000) throw new UsageError("-a × -d is at most 4,000,000");
  const compiled = compileFile(file, parseOverrides(options.set));
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const rules = createGame(compiled.result.ir).dice;
  if (table !== undefined) {
    io.stdout(formatTable(rules, table, rolls) + "\n");
    if (attackers === undefined || defenders === undefined) return 0;
  }
  const leaders = {
    attacker: leaderOption(compiled.result.ir, options.attackerLeader, "attack", "--attacker-leader"),
    defender: leaderOption(compiled.result.ir, options.defenderLeader, "defend", "--defender-leader"),
  };
  const odds = battleOdds(rules, attackers!, defenders!, rolls, leaders);
  io.stdout((options.json ? JSON.stringify(odds, null, 2) : formatOdds(odds, rolls)) + "\n");
  return 0;
}
