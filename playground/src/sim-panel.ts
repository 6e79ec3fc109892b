// The simulation panel: players, bots and number of games; runs in Web Workers with a progress
// bar and a cancel button; shows win rates with intervals, game lengths and how games ended.
// "Watch one game" plays a single seeded game and steps through it on the map.
import { botNames, findBot } from "../../bots/index.js";
import { createGame, type GameState } from "../../engine/index.js";
import { DEFAULT_MAX_ROUNDS, mergeSummaries, playGame, reportOf, type SimulationReport, type Summary } from "../../sim/index.js";
import type { Variant } from "../../compiler/index.js";
import { lengthHistogram, winRateChart } from "./charts.js";
import type { MapView } from "./map-view.js";
import type { SimJob, SimMessage } from "../../sim/index.js";

interface Snapshot {
  owner: number[];
  armies: number[];
  label: string;
}

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

export class SimPanel {
  private ir: Variant | undefined;
  private workers: Worker[] = [];
  private readonly players = h("input", { type: "number", min: "2", max: "8", value: "4", id: "players", "aria-label": "players" });
  private readonly bots = h("input", { type: "text", value: "greedy,random", id: "bots", "aria-label": "bots by seat" });
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

  /** The compiled variant to simulate (undefined while the text has errors). */
  setVariant(ir: Variant | undefined): void {
    this.ir = ir;
    this.run.disabled = !ir || this.workers.length > 0;
    this.watch.disabled = !ir;
    if (ir) {
      this.players.min = String(ir.players.min);
      this.players.max = String(ir.players.max);
      const n = Number(this.players.value);
      if (n < ir.players.min || n > ir.players.max) this.players.value = String(Math.min(Math.max(4, ir.players.min), ir.players.max));
    }
  }

  private seatBots(): string[] | string {
    const players = Number(this.players.value);
    const names = this.bots.value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length === 0) return "name at least one bot";
    // By the list of names: `findBot("constructor")` would find what every object inherits.
    const unknown = names.find((n) => !botNames.includes(n));
    if (unknown) return `unknown bot ${unknown} (bots: ${botNames.join(", ")})`;
    if (names.length > players) return `${names.length} bots for ${players} players`;
    return Array.from({ length: players }, (_, i) => names[Math.min(i, names.length - 1)]!);
  }

  private stop(message: string): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.cancel.disabled = true;
    this.run.disabled = !this.ir;
    this.status.textContent = message;
  }

  private async simulate(): Promise<void> {
    const ir = this.ir;
    const bots = this.seatBots();
    if (!ir) return;
    if (typeof bots === "string") {
      this.status.textContent = bots;
      return;
    }
    const games = Math.max(1, Math.floor(Number(this.games.value)));
    const seed = Math.max(0, Math.floor(Number(this.seed.value)));
    const workerCount = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4, Math.ceil(games / 20)));
    this.run.disabled = true;
    this.cancel.disabled = false;
    this.progress.max = games;
    this.progress.value = 0;
    this.status.textContent = `0 / ${games}`;
    let done = 0;
    const started = performance.now();
    const chunks = Array.from({ length: workerCount }, (_, w) => {
      const from = Math.floor((games * w) / workerCount);
      const to = Math.floor((games * (w + 1)) / workerCount);
      return new Promise<Summary>((resolve, reject) => {
        const worker = new Worker(new URL("./sim-worker.ts", import.meta.url), { type: "module" });
        this.workers.push(worker);
        worker.onmessage = (event: MessageEvent<SimMessage>) => {
          const m = event.data;
          if (m.kind === "progress") {
            done += m.done;
            this.progress.value = done;
            this.status.textContent = `${done} / ${games}`;
          } else if (m.kind === "done") resolve(m.summary);
          else if (m.kind === "error") reject(new Error(m.message));
        };
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage({ variant: ir, bots, seed, games, maxRounds: DEFAULT_MAX_ROUNDS, from, to } satisfies SimJob);
      });
    });
    try {
      const summary = (await Promise.all(chunks)).reduce((a, b) => mergeSummaries(a, b));
      if (this.workers.length === 0) return; // cancelled meanwhile
      const report = reportOf(summary);
      this.stop(`${games} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      this.showReport(report);
    } catch (error) {
      if (this.workers.length > 0) this.stop(`simulation failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private showReport(report: SimulationReport): void {
    const endings = h("table", { class: "endings" }, h("tr", {}, h("th", {}, "end"), h("th", {}, "games")));
    for (const [reason, n] of Object.entries(report.endings)) endings.append(h("tr", {}, h("td", {}, reason), h("td", {}, String(n))));
    this.results.replaceChildren(
      h("h3", {}, `${report.variant}: ${report.games} games, seed ${report.seed}`),
      winRateChart(report),
      ...(report.teams
        ? [
            h(
              "p",
              {},
              report.teams
                .map(
                  (t) =>
                    `team ${t.seats.join("+")}: ${(t.winRate * 100).toFixed(1)}% (${(t.ci95[0] * 100).toFixed(1)}–${(t.ci95[1] * 100).toFixed(1)}%)`,
                )
                .join(" · "),
            ),
          ]
        : []),
      // E16: wins by side, for variants with factions.
      ...(report.sides
        ? [
            h(
              "p",
              { class: "sides" },
              report.sides
                .map(
                  (x) =>
                    `${x.side} (${x.seats.join("+")}): ${(x.winRate * 100).toFixed(1)}% (${(x.ci95[0] * 100).toFixed(1)}–${(x.ci95[1] * 100).toFixed(1)}%)`,
                )
                .join(" · "),
            ),
          ]
        : []),
      h("p", {}, `stalled ${report.stalled} · rounds mean ${report.rounds.mean.toFixed(1)}, median ${report.rounds.median}`),
      lengthHistogram(report),
      endings,
    );
  }

  /** Play one seeded game and step through it on the map. */
  private watchOne(): void {
    const ir = this.ir;
    const bots = this.seatBots();
    if (!ir || typeof bots === "string") {
      this.status.textContent = typeof bots === "string" ? bots : "the variant has errors";
      return;
    }
    const game = createGame(ir);
    const snapshots: Snapshot[] = [];
    const record = (state: GameState, label: string) => snapshots.push({ owner: state.owner.slice(), armies: state.armies.slice(), label });
    const result = playGame(
      game,
      bots.map((b) => findBot(b)!),
      Math.max(0, Number(this.seed.value)),
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
      this.map.showGame(s.owner, s.armies);
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
