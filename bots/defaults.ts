// The bots a run uses when none are named: the CLI's `--bots` default and the playground's. A
// module of its own, with no imports, so the command table can read it without loading the bots.
export const DEFAULT_BOTS = "greedy";
