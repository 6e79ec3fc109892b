// `riskc completion bash|zsh|fish`: a shell completion script generated from the program itself
// (the same commands, options and arguments that --help lists), so it never goes stale.
// Completed: command names, each command's options, the words of a choice (`completion <shell>`),
// variant files (`*.risk`) for file arguments and any file for an option that takes a file.
import type { Argument, Command, Option } from "commander";

type Shell = "bash" | "zsh" | "fish";

/** What a value (an argument, or an option's value) is completed with. */
type Values = { kind: "risk-files" } | { kind: "files" } | { kind: "words"; words: string[] } | { kind: "none" };

interface OptionSpec {
  short?: string;
  long?: string;
  description: string;
  /** Undefined for a flag that takes no value. */
  value?: Values;
  repeatable: boolean;
}

interface CommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
  /** The values of its positional arguments, in order; the last may repeat. */
  args: Values[];
  variadic: boolean;
}

/** A description cut to its first clause: `a; b`, `a. B` and `a: \`example\`` give `a`. */
const firstClause = (text: string) => text.split(/[.;] |: `/)[0]!;

/** An option repeats when its parser adds each value to the previous ones (`--set a=1 --set b=2`). */
function repeats(option: Option): boolean {
  try {
    return Array.isArray(option.parseArg?.("b", ["a"]));
  } catch {
    return false;
  }
}

function optionSpec(option: Option): OptionSpec {
  const takesValue = option.required || option.optional;
  const valueName = /[<[]([^>\]]*)[>\]]/.exec(option.flags)?.[1] ?? "";
  const value: Values | undefined = !takesValue
    ? undefined
    : option.argChoices
      ? { kind: "words", words: option.argChoices }
      : /file/.test(valueName)
        ? { kind: "files" }
        : { kind: "none" };
  return {
    ...(option.short ? { short: option.short } : {}),
    ...(option.long ? { long: option.long } : {}),
    description: firstClause(option.description),
    ...(value ? { value } : {}),
    repeatable: repeats(option),
  };
}

function argumentValues(argument: Argument, commandNames: string[]): Values {
  if (argument.argChoices) return { kind: "words", words: argument.argChoices };
  if (argument.name() === "command") return { kind: "words", words: commandNames };
  return /file/.test(argument.name()) ? { kind: "risk-files" } : { kind: "none" };
}

function describeProgram(program: Command): { global: OptionSpec[]; commands: CommandSpec[] } {
  const help = program.createHelp();
  const commands = help.visibleCommands(program);
  const names = commands.map((c) => c.name());
  return {
    global: help.visibleOptions(program).map(optionSpec),
    commands: commands.map((command) => ({
      name: command.name(),
      description: firstClause(command.description()),
      options: help.visibleOptions(command).map(optionSpec),
      args: command.registeredArguments.map((a) => argumentValues(a, names)),
      variadic: command.registeredArguments.at(-1)?.variadic ?? false,
    })),
  };
}

const flagsOf = (options: OptionSpec[]) => options.flatMap((o) => [o.short, o.long].filter((f): f is string => f !== undefined));

function bashValues(values: Values): string {
  switch (values.kind) {
    case "risk-files":
      return `compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -X '!*.risk' -- "$cur") $(compgen -d -- "$cur"))`;
    case "files":
      return `compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))`;
    case "words":
      return `COMPREPLY=($(compgen -W "${values.words.join(" ")}" -- "$cur"))`;
    case "none":
      return "COMPREPLY=()";
  }
}

function bash(program: Command): string {
  const { global, commands } = describeProgram(program);
  const cases = commands.map((command) => {
    // Options whose values complete alike share one case: `--games|--seed) COMPREPLY=()`.
    const byAction = new Map<string, string[]>();
    for (const option of command.options.filter((o) => o.value)) {
      const action = bashValues(option.value!);
      byAction.set(action, [...(byAction.get(action) ?? []), ...flagsOf([option])]);
    }
    const valueCases = [...byAction].map(([action, flags]) => `        ${flags.join("|")}) ${action}; return ;;`);
    const argument = command.args[0] ?? { kind: "none" };
    return [
      `    ${command.name})`,
      ...(valueCases.length ? ["      case $prev in", ...valueCases, "      esac"] : []),
      `      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "${flagsOf(command.options).join(" ")}" -- "$cur")); else ${bashValues(argument)}; fi`,
      "      ;;",
    ].join("\n");
  });
  return `# riskc completion for bash: \`source <(riskc completion bash)\` in ~/.bashrc, or save the output
# as ~/.local/share/bash-completion/completions/riskc
_riskc() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]} sub="" i
  # The command is the first word that is not an option (riskc's own options take no value).
  for ((i = 1; i < COMP_CWORD; i++)); do
    case \${COMP_WORDS[i]} in -*) ;; *) sub=\${COMP_WORDS[i]}; break ;; esac
  done
  case $sub in
    "") COMPREPLY=($(compgen -W "${[...commands.map((c) => c.name), ...flagsOf(global)].join(" ")}" -- "$cur")) ;;
${cases.join("\n")}
  esac
}
complete -F _riskc riskc
`;
}

/** Text inside a zsh single-quoted `_arguments` spec: quotes, brackets and colons escaped. */
const zshText = (text: string) => text.replace(/'/g, `'\\''`).replace(/([[\]:\\])/g, "\\$1");

function zshValues(values: Values): string {
  switch (values.kind) {
    case "risk-files":
      return `_files -g "*.risk"`;
    case "files":
      return "_files";
    case "words":
      return `(${values.words.join(" ")})`;
    case "none":
      return " ";
  }
}

function zshOption(option: OptionSpec): string {
  const flags = flagsOf([option]);
  const prefix = option.repeatable ? "*" : flags.length > 1 ? `(${flags.join(" ")})` : "";
  const valueName = option.long?.slice(2) ?? "value";
  const rest = `[${zshText(option.description)}]${option.value ? `:${zshText(valueName)}:${zshValues(option.value)}` : ""}`;
  return flags.length > 1 ? `'${prefix}'{${flags.join(",")}}'${rest}'` : `'${prefix}${flags[0]}${rest}'`;
}

function zsh(program: Command): string {
  const { global, commands } = describeProgram(program);
  const cases = commands.map((command) => {
    const args = command.args.map((values, i) => {
      const repeat = command.variadic && i === command.args.length - 1 ? "*" : `${i + 1}`;
      return `'${repeat}:${zshText(command.name)} argument:${zshValues(values)}'`;
    });
    return `    ${command.name}) _arguments -s ${[...command.options.map(zshOption), ...args].join(" ")} ;;`;
  });
  return `#compdef riskc
# riskc completion for zsh: \`source <(riskc completion zsh)\` in ~/.zshrc, or save the output as
# _riskc in a directory of your $fpath
_riskc() {
  local -a commands
  commands=(
${commands.map((c) => `    '${zshText(c.name)}:${c.description.replace(/'/g, `'\\''`)}'`).join("\n")}
  )
  local curcontext=$curcontext state line
  _arguments -C ${global.map(zshOption).join(" ")} '1: :->command' '*:: :->argument'
  case $state in
    command) _describe -t commands 'riskc command' commands ;;
    argument)
      case $words[1] in
${cases.map((c) => "  " + c).join("\n")}
      esac
      ;;
  esac
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _riskc "$@"; else compdef _riskc riskc; fi
`;
}

const fishText = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

function fishValues(values: Values): string {
  switch (values.kind) {
    case "risk-files":
      return "-k -a '(__fish_complete_suffix .risk)'";
    case "files":
      return "-r -F";
    case "words":
      return `-x -a ${fishText(values.words.join(" "))}`;
    case "none":
      return "-x";
  }
}

function fishOption(condition: string, option: OptionSpec): string {
  const short = option.short ? ` -s ${option.short.slice(1)}` : "";
  const long = option.long ? ` -l ${option.long.slice(2)}` : "";
  const value = option.value ? ` ${fishValues(option.value)}` : "";
  return `complete -c riskc -n ${fishText(condition)}${short}${long}${value} -d ${fishText(option.description)}`;
}

function fish(program: Command): string {
  const { global, commands } = describeProgram(program);
  const lines = [
    "# riskc completion for fish: `riskc completion fish > ~/.config/fish/completions/riskc.fish`",
    "complete -c riskc -f",
    ...global.map((o) => fishOption("__fish_use_subcommand", o)),
    ...commands.map((c) => `complete -c riskc -n __fish_use_subcommand -a ${c.name} -d ${fishText(c.description)}`),
  ];
  for (const command of commands) {
    const condition = `__fish_seen_subcommand_from ${command.name}`;
    lines.push(...command.options.map((o) => fishOption(condition, o)));
    const argument = command.args[0];
    if (argument && argument.kind !== "none") lines.push(`complete -c riskc -n ${fishText(condition)} ${fishValues(argument)}`);
  }
  return lines.join("\n") + "\n";
}

export function completionScript(program: Command, shell: Shell): string {
  return { bash, zsh, fish }[shell](program);
}
