// The Play tab: choose who sits at each seat (a person or any bot), start a game (or load a
// position), and play it. The panel lists the engine's legal actions of the current decision in
// words, grouped and in the engine's order, so every decision of every variant is playable; on
// the map, a click places (shift-click: all the armies offered) and a drag from one territory to
// another attacks or moves. Attacks show their odds before they are rolled; a hint asks the search
// bot; hot-seat games hand over between people with a screen that hides the previous hand.
import { botNames } from "../../../bots/index.js";
import type { Action } from "../../../engine/index.js";
import { actionGroups, seatColourNames, totalsLine } from "../../../play/index.js";
import type { Variant } from "../../../compiler/index.js";
import { h } from "../dom.js";
import "./play.css";
import type { MapView } from "../map-view.js";
import type { Frame, FromPlayWorker, Offer, ReplayStepView, ToPlayWorker } from "./play-protocol.js";

const percent = (p: number) => `${(p * 100).toFixed(p > 0.995 || p < 0.005 ? 1 : 0)}%`;

export class PlayPanel {
  private ir: Variant | undefined;
  private worker: Worker | undefined;
  private frame: Frame | undefined;
  /** The person the screen was last shown to (hot-seat: a hand-over screen comes between people). */
  private shownTo = 0;
  private replaySteps: ReplayStepView[] = [];
  private replayAt = 0;
  private replayTimer: ReturnType<typeof setInterval> | undefined;
  private dragFrom: string | undefined;
  private frames = 0;
  /** Whether the Play tab is in front (then the map is the game's). */
  active = false;

  private readonly players = h("input", { type: "number", min: "2", max: "8", value: "4", id: "play-players", "aria-label": "players" });
  private readonly seed = h("input", { type: "number", min: "0", value: "1", id: "play-seed", "aria-label": "seed" });
  private readonly seats = h("div", { class: "play-seats" });
  private readonly startButton = h("button", { "data-testid": "start-game" }, "Start game");
  private readonly loadInput = h("input", {
    type: "file",
    accept: ".json,application/json",
    "data-testid": "load-position",
    "aria-label": "load a position or a replay",
  });
  private readonly status = h("div", { class: "status", "data-testid": "play-status", "aria-live": "polite" });
  private readonly decision = h("div", { class: "play-decision", "data-testid": "play-decision" });
  private readonly hand = h("div", { class: "play-hand", "data-testid": "play-hand" });
  private readonly reinforcements = h("div", { class: "play-hand", "data-testid": "reinforcements" });
  private readonly actions = h("div", { class: "play-actions", "data-testid": "play-actions" });
  private readonly hintButton = h("button", { "data-testid": "hint", disabled: "" }, "Hint");
  private readonly undoButton = h("button", { "data-testid": "undo", disabled: "" }, "Undo");
  /** C5: a drag attacks with one roll instead of until decided. */
  private readonly oneRoll = h("input", { type: "checkbox", "data-testid": "one-roll" });
  /** C6/C7: how many armies a drag moves (blank: the most offered), and how many move into a conquest. */
  private readonly moveCount = h("input", {
    type: "number",
    min: "1",
    placeholder: "most",
    "data-testid": "move-count",
    "aria-label": "armies a drag moves",
  });
  private readonly advanceBox = h("div", { class: "sim-controls", hidden: "" });
  private readonly advanceCount = h("input", { type: "range", "data-testid": "advance-count", "aria-label": "armies to move in" });
  private readonly advanceMove = h("button", { "data-testid": "advance-move" }, "Move in");
  private readonly hintText = h("span", { class: "status", "data-testid": "hint-text" });
  private readonly saveButton = h("button", { "data-testid": "save-position", disabled: "" }, "Save position");
  private readonly finishButton = h("button", { "data-testid": "bots-finish", disabled: "" }, "Let the bots finish");
  private readonly replayButton = h("button", { "data-testid": "replay", disabled: "" }, "Replay");
  private readonly totals = h("table", { class: "play-totals", "data-testid": "totals" });
  private readonly goals = h("div", { class: "play-hand", "data-testid": "goals" });
  private readonly log = h("ol", { class: "play-log", "data-testid": "game-log" });
  private readonly over = h("div", { class: "play-over", "data-testid": "game-over", hidden: "" });
  private readonly handOver = h("div", { class: "hand-over", "data-testid": "hand-over", hidden: "" });
  private readonly replayBar = h("div", { class: "replay-bar", "data-testid": "replay-bar", hidden: "" });
  private readonly replayPlay = h("button", { "data-testid": "replay-play" }, "Play");
  private readonly replayStep = h("button", { "data-testid": "replay-step" }, "Step");
  private readonly replayRound = h("button", { "data-testid": "replay-round" }, "Next round");
  private readonly replaySpeed = h("select", { "data-testid": "replay-speed", "aria-label": "replay speed" });
  private readonly replayCaption = h("span", { class: "status", "data-testid": "replay-caption" });

  constructor(
    container: HTMLElement,
    private readonly map: MapView,
    private readonly mapElement: HTMLElement,
  ) {
    for (const [label, ms] of [
      ["slow", 600],
      ["normal", 150],
      ["fast", 20],
    ] as const)
      this.replaySpeed.append(new Option(label, String(ms)));
    this.replaySpeed.value = "150";
    this.replayBar.append(this.replayPlay, this.replayStep, this.replayRound, this.replaySpeed, this.replayCaption);
    container.append(
      h("div", { class: "sim-controls" }, h("label", {}, "players ", this.players), h("label", {}, "seed ", this.seed), this.startButton),
      this.seats,
      h(
        "div",
        { class: "sim-controls" },
        h("label", {}, "load a position or replay ", this.loadInput),
        this.saveButton,
        this.finishButton,
        this.replayButton,
      ),
      this.status,
      this.handOver,
      this.over,
      this.decision,
      this.reinforcements,
      this.hand,
      h(
        "div",
        { class: "sim-controls" },
        this.hintButton,
        this.undoButton,
        h("label", {}, this.oneRoll, " drag: one roll"),
        h("label", {}, "drag moves ", this.moveCount),
        this.hintText,
      ),
      this.advanceBox,
      this.actions,
      this.replayBar,
      this.totals,
      this.goals,
      h("div", { class: "caption" }, "Log"),
      this.log,
    );
    this.players.addEventListener("change", () => this.showSeats());
    this.startButton.addEventListener("click", () => this.start());
    this.loadInput.addEventListener("change", () => void this.load());
    this.hintButton.addEventListener("click", () => this.send({ type: "hint" }));
    this.undoButton.addEventListener("click", () => this.send({ type: "undo" }));
    this.advanceBox.append(h("label", {}, "move in ", this.advanceCount), this.advanceMove);
    this.advanceCount.addEventListener("input", () => (this.advanceMove.textContent = `Move ${this.advanceCount.value} in`));
    this.advanceMove.addEventListener("click", () => this.act({ type: "advance", count: Number(this.advanceCount.value) }));
    this.saveButton.addEventListener("click", () => this.send({ type: "save" }));
    this.finishButton.addEventListener("click", () => this.send({ type: "finish" }));
    this.replayButton.addEventListener("click", () => this.send({ type: "replay" }));
    this.replayPlay.addEventListener("click", () => this.toggleReplay());
    this.replayStep.addEventListener("click", () => this.stepReplay(1));
    this.replayRound.addEventListener("click", () => this.stepReplayRound());
    this.listenToMap();
    this.showSeats();
  }

  setVariant(ir: Variant | undefined): void {
    this.ir = ir;
    this.startButton.disabled = !ir;
    if (ir) {
      this.players.min = String(ir.players.min);
      this.players.max = String(ir.players.max);
      const n = Math.min(Math.max(Number(this.players.value) || 4, ir.players.min), ir.players.max);
      if (String(n) !== this.players.value) {
        this.players.value = String(n);
        this.showSeats();
      }
    }
  }

  /** The Play tab comes to the front (true) or goes (false): the map shows the game, or goes back. */
  show(active: boolean): void {
    this.active = active;
    if (active && this.frame) this.drawMap(this.frame);
    else if (!active) this.map.showGame(null, null);
  }

  private showSeats(): void {
    const n = Math.min(Math.max(Number(this.players.value) || 4, 2), 8);
    const kept = [...this.seats.querySelectorAll("select")].map((s) => s.value);
    const selects = Array.from({ length: n }, (_, i) => {
      const select = h("select", { "data-testid": "seat-kind", "aria-label": `seat ${i + 1}` });
      for (const kind of ["human", ...botNames]) select.append(new Option(kind === "human" ? "person" : kind, kind));
      select.value = kept[i] ?? (i === 0 ? "human" : "greedy");
      return h("label", { class: "seat" }, h("span", { class: `swatch seat-${i}` }), `${seatColourNames[i] ?? `seat ${i + 1}`} `, select);
    });
    this.seats.replaceChildren(...selects);
  }

  private seatChoices(): string[] {
    return [...this.seats.querySelectorAll("select")].map((s) => s.value);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    this.worker = new Worker(new URL("./play-worker.ts", import.meta.url), { type: "module" });
    this.worker.onmessage = (event: MessageEvent<FromPlayWorker>) => this.receive(event.data);
    return this.worker;
  }

  private send(message: ToPlayWorker): void {
    this.ensureWorker().postMessage(message);
  }

  private start(from?: unknown): void {
    if (!this.ir) return;
    this.stopReplay();
    this.replayBar.hidden = true;
    this.shownTo = 0;
    this.status.textContent = "";
    this.hintText.textContent = "";
    this.log.replaceChildren();
    this.send({ type: "start", ir: this.ir, seats: this.seatChoices(), seed: Number(this.seed.value) || 0, ...(from !== undefined ? { from } : {}) });
  }

  /** A file from the user: a position starts a game from it; a replay file is watched. */
  private async load(): Promise<void> {
    const file = this.loadInput.files?.[0];
    if (!file) return;
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch (error) {
      this.status.textContent = `${file.name} is not JSON: ${(error as Error).message}`;
      return;
    }
    this.loadInput.value = "";
    if (json && typeof json === "object" && (json as { format?: unknown }).format === "riskc-replay") {
      if (this.ir) this.send({ type: "replay", file: json, ir: this.ir });
      return;
    }
    const players = (json as { players?: unknown } | null)?.players;
    if (typeof players === "number" && players !== this.seatChoices().length) {
      this.players.value = String(players);
      this.showSeats();
    }
    this.start(json);
  }

  private receive(message: FromPlayWorker): void {
    switch (message.type) {
      case "frame":
        this.showFrame(message.frame);
        return;
      case "problem":
        this.status.textContent = message.message;
        return;
      case "hint":
        this.hintText.textContent = `the search bot would ${message.words}${Number.isFinite(message.estimate) ? ` (it rates your chances ${percent(message.estimate)})` : ""}`;
        this.actions.querySelectorAll(".hinted").forEach((b) => b.classList.remove("hinted"));
        this.actions.querySelectorAll<HTMLButtonElement>("[data-testid=legal-action]")[message.index]?.classList.add("hinted");
        return;
      case "position":
        this.download("position.json", message.json);
        this.download("replay.json", message.replay);
        this.status.textContent = "position and replay saved (position.json, replay.json)";
        return;
      case "replay":
        this.startReplay(message.steps, message.result, message.start);
    }
  }

  private download(name: string, text: string): void {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = h("a", { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  private showFrame(frame: Frame): void {
    const previous = this.frame;
    // Which frame is on screen: a new one comes after every action (what a test waits for).
    this.decision.dataset["frame"] = String(++this.frames);
    this.frame = frame;
    this.saveButton.disabled = false;
    this.replayButton.disabled = false;
    this.finishButton.disabled = frame.over !== undefined;
    this.hintButton.disabled = !frame.human;
    this.undoButton.disabled = !frame.canUndo;
    this.hintText.textContent = "";
    // The log: only the new lines are added (a game's log only grows).
    const shown = this.log.childElementCount;
    if (frame.log.length < shown || (previous && previous.log.length !== shown)) this.log.replaceChildren();
    for (const line of frame.log.slice(this.log.childElementCount)) this.log.append(h("li", {}, line));
    this.log.scrollTop = this.log.scrollHeight;
    this.totals.replaceChildren(
      ...frame.totals.map((t) => h("tr", {}, h("td", {}, h("span", { class: `swatch seat-${t.seat}` })), h("td", {}, totalsLine(t)))),
    );
    this.goals.replaceChildren(...frame.goals.map((line) => h("div", {}, line)));
    this.over.hidden = frame.over === undefined;
    this.over.textContent = frame.over ?? "";
    if (this.active) this.drawMap(frame);
    const people = this.seatChoices().filter((s) => s === "human").length;
    if (frame.human && people > 1 && this.shownTo !== 0 && this.shownTo !== frame.decision.seat) this.askHandOver(frame);
    else this.showDecision(frame);
  }

  /** Hot-seat: a screen between two people, so that the next does not see the last one's hand. */
  private askHandOver(frame: Frame): void {
    this.decision.textContent = "";
    this.reinforcements.textContent = "";
    this.hand.textContent = "";
    this.actions.replaceChildren();
    const ready = h("button", { "data-testid": "hand-over-ready" }, `I am ${frame.decision.name}: show my hand`);
    this.handOver.replaceChildren(h("p", {}, `Pass the screen to ${frame.decision.name}.`), ready);
    this.handOver.hidden = false;
    ready.addEventListener("click", () => {
      this.handOver.hidden = true;
      this.showDecision(frame);
    });
  }

  private showDecision(frame: Frame): void {
    this.handOver.hidden = true;
    if (frame.human) this.shownTo = frame.decision.seat;
    if (frame.over) {
      this.decision.textContent = "";
      this.reinforcements.textContent = "";
      this.hand.textContent = "";
      this.actions.replaceChildren();
      return;
    }
    const what = frame.decision.kind;
    this.decision.textContent = frame.human
      ? `Round ${frame.round}: ${frame.decision.name} to play (${what})${frame.pool > 0 ? ` — ${frame.pool} armies to place` : ""}`
      : `Round ${frame.round}: ${frame.decision.name} (a bot) is playing`;
    this.reinforcements.textContent = frame.human ? (frame.reinforcements ?? "") : "";
    this.hand.replaceChildren(...(frame.human ? frame.hand.map((line) => h("div", {}, line)) : []));
    // Grouped as play/ groups them, each group in the engine's order; the buttons' index is the engine's.
    const groups = new Map<string, HTMLElement[]>();
    frame.offered.forEach((offer, index) => {
      const button = h(
        "button",
        { "data-testid": "legal-action", "data-index": String(index), "data-action": JSON.stringify(offer.action) },
        this.label(offer),
      );
      button.addEventListener("click", () => this.act(offer.action));
      const list = groups.get(offer.group) ?? [];
      list.push(button);
      groups.set(offer.group, list);
    });
    // C6: a slider over every count that may move into the territory just taken.
    const advances = frame.offered.flatMap((o) => (o.action.type === "advance" ? [o.action.count] : []));
    this.advanceBox.hidden = advances.length === 0;
    if (advances.length) {
      this.advanceCount.min = String(Math.min(...advances));
      this.advanceCount.max = String(Math.max(...advances));
      this.advanceCount.value = this.advanceCount.max;
      this.advanceMove.textContent = `Move ${this.advanceCount.value} in`;
    }
    const ordered = [...groups].sort(([a], [b]) => actionGroups.indexOf(a as never) - actionGroups.indexOf(b as never));
    this.actions.replaceChildren(
      ...ordered.map(([group, buttons]) => h("div", { class: "play-group" }, h("span", { class: "caption" }, `${group}: `), ...buttons)),
    );
  }

  private label(offer: Offer): string {
    return offer.odds === undefined ? offer.words : `${offer.words} — ${percent(offer.odds)} to take it`;
  }

  private act(action: Action): void {
    this.status.textContent = "";
    this.send({ type: "act", action });
  }

  private drawMap(frame: Frame): void {
    this.map.showGame(frame.owner, frame.armies, frame.switches);
    this.markAttack(frame.lastAttack);
  }

  /** The last attack, drawn on the map: its two territories ringed. */
  private markAttack(attack: { from: number; to: number } | undefined): void {
    this.mapElement.querySelectorAll(".attack-from, .attack-to").forEach((n) => n.classList.remove("attack-from", "attack-to"));
    if (!attack || !this.frame) return;
    const node = (t: number) => this.mapElement.querySelector(`[data-territory="${CSS.escape(this.frame!.territories[t] ?? "")}"]`);
    node(attack.from)?.classList.add("attack-from");
    node(attack.to)?.classList.add("attack-to");
  }

  // ---- map gestures: a click places, a drag attacks or moves ----
  private listenToMap(): void {
    const territoryAt = (target: EventTarget | null) =>
      (target as Element | null)?.closest?.("[data-territory]")?.getAttribute("data-territory") ?? undefined;
    this.mapElement.addEventListener("pointerdown", (e) => {
      if (!this.active) return;
      this.dragFrom = territoryAt(e.target);
      // A drag is a move of the game's: no text selection, no native drag and drop (which would cancel the pointer).
      if (this.dragFrom !== undefined) e.preventDefault();
    });
    this.mapElement.addEventListener("pointerup", (e) => {
      if (!this.active || this.dragFrom === undefined) return;
      const from = this.dragFrom;
      this.dragFrom = undefined;
      const to = territoryAt(document.elementFromPoint(e.clientX, e.clientY));
      if (to === undefined) return;
      if (to === from) this.clickOn(to, e.shiftKey);
      else this.dragBetween(from, to);
    });
  }

  private offers(): Offer[] {
    return this.frame?.human && this.handOver.hidden ? this.frame.offered : [];
  }

  /** A click on a territory: place there (1 army; shift: the most offered), or take, build, choose it. */
  private clickOn(name: string, most: boolean): void {
    const t = this.frame?.territories.indexOf(name) ?? -1;
    const offers = this.offers();
    const places = offers.filter((o) => o.action.type === "place" && o.action.territory === t);
    if (places.length) {
      const counts = places.map((o) => (o.action as Extract<Action, { type: "place" }>).count);
      const count = most ? Math.max(...counts) : Math.min(...counts);
      this.act(places.find((o) => (o.action as Extract<Action, { type: "place" }>).count === count)!.action);
      return;
    }
    const other = offers.find(
      (o) =>
        ((o.action.type === "claim" || o.action.type === "placeLeader" || o.action.type === "placeUnit" || o.action.type === "build") &&
          o.action.territory === t) ||
        (o.action.type === "choose" && this.frame!.decision.kind === "choose" && o.words.includes(name)),
    );
    if (other) this.act(other.action);
    else if (offers.length) this.status.textContent = `nothing to do on ${name} now: pick an action below`;
  }

  /** A drag from one territory to another: attack it (until decided), or move there (the most offered). */
  private dragBetween(fromName: string, toName: string): void {
    const from = this.frame?.territories.indexOf(fromName) ?? -1;
    const to = this.frame?.territories.indexOf(toName) ?? -1;
    const offers = this.offers();
    const rolls = this.oneRoll.checked ? 1 : undefined;
    const attack = offers.find(
      (o) => o.action.type === "attack" && o.action.from === from && o.action.to === to && o.action.rolls === rolls && o.action.effect === undefined,
    );
    const move = offers.find((o) => o.action.type === "fortify" && o.action.from === from && o.action.to === to);
    const count = Number(this.moveCount.value);
    // The move the engine offers between the two (its faction, its route), with the count asked for if one is.
    if (move?.action.type === "fortify" && !attack && this.moveCount.value !== "" && count > 0) this.act({ ...move.action, count });
    else if (attack ?? move) this.act((attack ?? move)!.action);
    else if (offers.length) this.status.textContent = `no attack or move from ${fromName} to ${toName} now`;
  }

  // ---- replay: the game's actions again, step by step, by round, or played at a speed ----
  private startReplay(steps: ReplayStepView[], result: string, start: { owner: number[]; armies: number[]; switches: boolean[] }): void {
    this.stopReplay();
    this.replaySteps = steps;
    this.replayAt = 0;
    this.replayBar.hidden = false;
    this.log.replaceChildren();
    this.map.showGame(start.owner, start.armies, start.switches);
    this.replayCaption.textContent = `0 of ${steps.length} actions — ${result}`;
    this.replayCaption.dataset["result"] = result;
  }

  private stepReplay(n: number): void {
    for (let i = 0; i < n && this.replayAt < this.replaySteps.length; i++) {
      const step = this.replaySteps[this.replayAt++]!;
      this.log.append(h("li", {}, step.line));
    }
    const step = this.replaySteps[this.replayAt - 1];
    if (step) {
      this.map.showGame(step.owner, step.armies, step.switches);
      this.markAttack(step.attack);
      this.replayCaption.textContent = `${this.replayAt} of ${this.replaySteps.length} actions, round ${step.round} — ${this.replayCaption.dataset["result"]}`;
    }
    if (this.replayAt >= this.replaySteps.length) this.stopReplay();
  }

  private stepReplayRound(): void {
    const round = this.replaySteps[this.replayAt]?.round;
    let n = 0;
    while (this.replaySteps[this.replayAt + n]?.round === round) n++;
    this.stepReplay(Math.max(1, n));
  }

  private toggleReplay(): void {
    if (this.replayTimer) return this.stopReplay();
    this.replayPlay.textContent = "Pause";
    this.replayTimer = setInterval(() => this.stepReplay(1), Number(this.replaySpeed.value));
  }

  private stopReplay(): void {
    clearInterval(this.replayTimer);
    this.replayTimer = undefined;
    this.replayPlay.textContent = "Play";
  }
}
