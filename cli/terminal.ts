// Terminal conventions: whether to colour output when no --color/--no-color flag says so.
// FORCE_COLOR (force-color.org) wins over NO_COLOR (no-color.org), as in Node and chalk; an
// empty value counts as unset; FORCE_COLOR=0 or false turns colours off. Otherwise colours go
// to a terminal that is not TERM=dumb.
export function defaultColor(env: Readonly<Record<string, string | undefined>>, isTerminal: boolean): boolean {
  const force = env["FORCE_COLOR"];
  if (force) return !/^(0|false)$/i.test(force);
  if (env["NO_COLOR"]) return false;
  return isTerminal && env["TERM"] !== "dumb";
}
