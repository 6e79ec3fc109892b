// The simulation panel: players, bots and number of games; runs in Web Workers with a progress
// bar and a cancel button; shows win rates with intervals, the metrics with intervals, game
// lengths and how games ended. "Watch one game" plays a single seeded game and steps through it
// on the map. The bots default to the CLI's, and every name goes through the bot list.
import { botNames, DEFAULT_BOTS, findBot } from "../../bots/index.js";
import { createGame, type GameState } from "../../engine/index.js";
import { DEFAULT_MAX_ROUNDS, mergeSummaries, playGame, reportOf, type SimJob, type Summary } from "../../sim/index.js";
import type { Variant } from "../../compiler/index.js";
import { h } from "./dom.js";
import type { MapView } from "./map-view.js";
import { reportView } from "./results-view.js";
import { WorkerRuns } from "./worker-runs.js";

const WAITING = "Simulate waits for a text without errors (see Problems, and Parameters for a value out of range)";

interface Snapshot {
  owner: number[];
  armies: number[];
  switches: boolean[];
  label: string;
}

/** The players, bots, games and seed the user set, shared with the A/B compare panel. */
export interface RunSettings {
  players: number;
  bots: string[];
  games: number;
  seed: number;
}

/** The job of all the games of a run: the variant played with these settings, each game to the round cap. */
export function jobFor(variant: Variant, settings: RunSettings): SimJob {
  const { bots, seed, games } = settings;
  return { variant, bots, seed, games, maxRounds: DEFAULT_MAX_ROUNDS, from: 0, to: games };
}

export class SimPanel {
  private ir: Variant | undefined;
  private parameters = "";
  private readonly runs = new WorkerRuns();
  private readonly players = h("input", { type: "number", min: "2", max: "8", value: "4", id: "players", "aria-label": "players" });
  private readonly bots = h("input", { type: "text", value: DEFAULT_BOTS, id: "bots", "aria-label": "bots by seat" });
  private readonly games = h("input", { type: "number", min: "1", max: "100000", value: "200", id: "games", "aria-label": "games" });
  private readonly seed = h("input", { type: "number", min: "0", value: "1", id: "seed", "aria-label": "seed" });
  private readonly run = h("button", { "data-testid": "simulate" }, "Simulate");
  private readonly cancel = h("button", { disabled: "" }, "Cancel");
  private readonly watch = h("button", {}, "Watch one game");
  private readonly progress = h("progress", { max: "1", value: "0" });
  private readonly status = h("span", { class: "status" });
  private readonly results = h("div", { "data-testid": "results", class: "results" });
  private readonly watchBar = h("div", { class: "watch", hidden: "" });

  constructor(
    container: HTMLElement,
    private readonly map: MapView,
  ) {
    this.bots.title = `bots by seat, comma-separated; the last fills the remaining seats (${botNames.join(", ")})`;
    container.append(
      h(
        "div",
        { class: "sim-controls" },
        h("label", {}, "players ", this.players),
        h("label", {}, "bots ", this.bots),
        h("label", {}, "games ", this.games),
        h("label", {}, "seed ", this.seed),
        this.run,
        this.cancel,
        this.watch,
      ),
      h("div", { class: "sim-progress" }, this.progress, this.status),
      this.watchBar,
      this.results,
    );
    this.run.addEventListener("click", () => void this.simulate());
    this.cancel.addEventListener("click", () => this.stop("cancelled"));
    this.watch.addEventListener("click", () => this.watchOne());
  }

  /**
   * A compile of newer text or parameters is under way: Simulate and Watch wait for it (setVariant
   * enables them again), so a click right after an edit never plays the variant as it was before.
   */
  compiling(): void {
    this.run.disabled = true;
    this.watch.disabled = true;
  }

  /** The compiled variant to simulate (undefined while the text has errors), and the parameters it was compiled with. */
  setVariant(ir: Variant | undefined, parameters = ""): void {
    this.ir = ir;
    this.parameters = parameters;
    this.run.disabled = !ir || this.runs.running;
    this.watch.disabled = !ir;
    // Never greyed out without a word: say why, and take the words back when it can run again.
    if (!ir && !this.runs.running) this.status.textContent = WAITING;
    else if (ir && this.status.textContent === WAITING) this.status.textContent = "";
    if (ir) {
      this.players.min = String(ir.players.min);
      this.players.max = String(ir.players.max);
      const n = Number(this.players.value);
      if (n < ir.players.min || n > ir.players.max) this.players.value = String(Math.min(Math.max(4, ir.players.min), ir.players.max));
    }
  }

  /** Forget the results of another variant (the example changed): they say nothing about this one. */
  clear(): void {
    this.stop("");
    this.results.replaceChildren();
    this.watchBar.hidden = true;
    this.watchBar.replaceChildren();
    this.map.showGame(null, null);
  }

  /** The settings, or what is wrong with them. */
  settings(): RunSettings | string {
    const players = Number(this.players.value);
    const names = this.bots.value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length === 0) return "name at least one bot";
    const unknown = names.find((n) => !findBot(n));
    if (unknown) return `unknown bot ${unknown} (bots: ${botNames.join(", ")})`;
    if (names.length > players) return `${names.length} bots for ${players} players`;
    return {
      players,
      bots: Array.from({ length: players }, (_, i) => names[Math.min(i, names.length - 1)]!),
      games: Math.max(1, Math.floor(Number(this.games.value))),
      seed: Math.max(0, Math.floor(Number(this.seed.value))),
    };
  }

  private stop(message: string): void {
    this.runs.stop();
    this.cancel.disabled = true;
    this.run.disabled = !this.ir;
    this.status.textContent = message;
  }

  private async simulate(): Promise<void> {
    const ir = this.ir;
    const settings = this.settings();
    if (!ir) return;
    if (typeof settings === "string") {
      this.status.textContent = settings;
      return;
    }
    const { bots, games, seed } = settings;
    const parameters = this.parameters;
    this.run.disabled = true;
    this.cancel.disabled = false;
    this.progress.max = games;
    this.progress.value = 0;
    this.status.textContent = `0 / ${games}`;
    const started = performance.now();
    try {
      // With the heat maps: what each territory did (simulate --heat).
      const job = { ...jobFor(ir, settings), heat: true };
      const summary = await this.runs.run<Summary>(job, mergeSummaries, (done) => {
        this.progress.value = done;
        this.status.textContent = `${done} / ${games}`;
      });
      if (!summary) return; // cancelled meanwhile
      this.stop(`${games} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      this.results.replaceChildren(...reportView(reportOf(summary), parameters));
    } catch (error) {
      this.stop(`simulation failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Play one seeded game and step through it on the map. */
  private watchOne(): void {
    const ir = this.ir;
    const settings = this.settings();
    if (!ir || typeof settings === "string") {
      this.status.textContent = typeof settings === "string" ? settings : "the variant has errors";
      return;
    }
    const game = createGame(ir);
    const snapshots: Snapshot[] = [];
    const record = (state: GameState, label: string) =>
      snapshots.push({ owner: state.owner.slice(), armies: state.armies.slice(), switches: state.switches.slice(), label });
    const result = playGame(
      game,
      settings.bots.map((b) => findBot(b)!),
      settings.seed,
      {
        maxRounds: DEFAULT_MAX_ROUNDS,
        onAction: (state, action) => {
          // Record moments a person wants to see: after attacks, moves and completed placements.
          if (action.type !== "place" || state.pool === 0) record(state, `round ${state.round}, seat ${state.current + 1}: ${action.type}`);
        },
      },
    );
    const slider = h("input", {
      type: "range",
      min: "0",
      max: String(Math.max(0, snapshots.length - 1)),
      value: "0",
      "aria-label": "moment of the game",
    });
    const label = h("span", {});
    const show = () => {
      const s = snapshots[Number(slider.value)];
      if (!s) return;
      this.map.showGame(s.owner, s.armies, s.switches);
      label.textContent = `${Number(slider.value) + 1}/${snapshots.length} · ${s.label}`;
    };
    const step = (d: number) => {
      slider.value = String(Math.min(snapshots.length - 1, Math.max(0, Number(slider.value) + d)));
      show();
    };
    slider.addEventListener("input", show);
    const close = h("button", {}, "Close");
    close.addEventListener("click", () => {
      this.watchBar.hidden = true;
      this.map.showGame(null, null);
    });
    const prev = h("button", {}, "◀");
    const next = h("button", {}, "▶");
    prev.addEventListener("click", () => step(-1));
    next.addEventListener("click", () => step(1));
    const outcome = result.winners.length
      ? `seat ${result.winners.map((w) => w + 1).join(", ")} wins (${result.reason}) in round ${result.rounds}`
      : `stalled after ${result.rounds} rounds`;
    this.watchBar.replaceChildren(prev, slider, next, label, close, h("div", {}, outcome));
    this.watchBar.hidden = false;
    show();
  }
}
