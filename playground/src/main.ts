// The playground: editor, problems, map and simulation, wired together. It uses only the public
// APIs of the compiler, engine, bots and simulator.
import "./style.css";
import type { Analysis } from "./analysis.js";
import type { CompileRequest, CompileResponse } from "./compile-worker.js";
import { examples } from "./examples.js";
import { installMapImport } from "./import-map.js";
import { changedPart, MapEditor } from "./map-editor.js";
import { MapView } from "./map-view.js";
import { LANGUAGE_ID, monaco, registerLanguage, toMonacoRange } from "./monaco-setup.js";
import { ComparePanel } from "./compare-panel.js";
import { h } from "./dom.js";
import { OddsPanel } from "./odds-panel.js";
import { ParamsPanel } from "./params-panel.js";
import { SimPanel } from "./sim-panel.js";
import { encodeText, MAX_SHARED_TEXT, STORAGE_KEY, textFromHash } from "./storage.js";

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

let latest: Analysis | undefined;
const status = $<HTMLSpanElement>("#status");
registerLanguage(
  () => latest,
  (message) => (status.textContent = message),
);

let openingProblem: string | undefined;
async function initialText(): Promise<string> {
  const shared = await textFromHash(location.hash);
  if (shared && "text" in shared) return shared.text;
  if (shared) openingProblem = shared.problem;
  return localStorage.getItem(STORAGE_KEY) ?? examples["classic.risk"] ?? 'variant "New" {\n}\n';
}

const editor = monaco.editor.create($("#editor"), {
  value: await initialText(),
  language: LANGUAGE_ID,
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  scrollBeyondLastLine: false,
});
const model = editor.getModel()!;
if (openingProblem) status.textContent = openingProblem;

// ---- examples menu ----
const picker = $<HTMLSelectElement>("#examples");
for (const name of Object.keys(examples).sort()) picker.append(new Option(name, name));
picker.addEventListener("change", () => {
  const text = examples[picker.value];
  if (text !== undefined) {
    // Results, parameter values and flipped switches of the previous example say nothing of this one.
    sim.clear();
    compare.clear();
    params.clear();
    model.setValue(text);
  }
  picker.value = "";
});

// ---- a Domination or Conquest map file, imported as one undoable edit ----
installMapImport(
  $("header"),
  (text) => {
    editor.pushUndoStop();
    editor.executeEdits("import-map", [{ range: model.getFullModelRange(), text }]);
    editor.pushUndoStop();
  },
  (message) => (status.textContent = message),
);

// ---- map ----
const mapView = new MapView($("#map"), (territory) => {
  const def = latest?.definitions.find((d) => d.kind === "territory" && d.name === territory);
  if (!def) return;
  editor.setSelection(toMonacoRange(def.range));
  editor.revealRangeInCenter(toMonacoRange(def.range));
  editor.focus();
});

// ---- the map editor: gestures on the map as edits of the text, one undo step each ----
const mapEditor = new MapEditor($("#map"), mapView, {
  text: () => model.getValue(),
  replace: (text) => {
    const { start, end, text: inserted } = changedPart(model.getValue(), text);
    const range = monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end));
    editor.pushUndoStop();
    editor.executeEdits("map-editor", [{ range, text: inserted }]);
    editor.pushUndoStop();
  },
});

// ---- Y7: the switches, drawn in their current state and flipped by the user ----
const switchBar = $<HTMLDivElement>("#switches");
function showSwitches(): void {
  const boxes = mapView.switches.map((sw, i) => {
    const box = h("input", { type: "checkbox", "data-switch": sw.name });
    box.checked = mapView.switchStates[i]!;
    box.addEventListener("change", () => {
      mapView.setSwitchStates(mapView.switchStates.map((s, k) => (k === i ? box.checked : s)));
      showMapCaption();
    });
    return h("label", {}, box, ` ${sw.name}`);
  });
  switchBar.replaceChildren(...(boxes.length ? [h("span", {}, "switches: "), ...boxes] : []));
}
function showMapCaption(): void {
  const { territories, borders } = mapView.counts;
  $("#map-caption").textContent = `${territories} territories, ${borders} borders`;
}

// ---- simulation, parameters, A/B compare, odds ----
const sim = new SimPanel($("#simulation"), mapView);
const params = new ParamsPanel($("#parameters"), () => scheduleCompile());
const compare = new ComparePanel($("#compare"), sim, () => ({ text: model.getValue(), overrides: { ...params.values } }));
const odds = new OddsPanel($("#odds"));

// ---- problems ----
const problemsList = $<HTMLUListElement>("[data-testid=problems]");
function showProblems(analysis: Analysis): void {
  monaco.editor.setModelMarkers(
    model,
    "riskc",
    analysis.problems.map((p) => ({
      ...toMonacoRange(p.range),
      startLineNumber: p.range.startLine,
      startColumn: p.range.startColumn,
      endLineNumber: p.range.endLine,
      endColumn: p.range.endColumn,
      severity: p.severity === "error" ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
      message: p.help ? `${p.message}\nhelp: ${p.help}` : p.message,
      code: p.code,
      source: "riskc",
    })),
  );
  problemsList.replaceChildren(
    ...analysis.problems.map((p) => {
      const item = document.createElement("li");
      item.className = p.severity;
      item.dataset["line"] = String(p.range.startLine);
      item.textContent = `${p.range.startLine}:${p.range.startColumn} ${p.severity}[${p.code}]: ${p.message}${p.help ? ` — help: ${p.help}` : ""}`;
      item.addEventListener("click", () => {
        editor.setSelection(toMonacoRange(p.range));
        editor.revealRangeInCenter(toMonacoRange(p.range));
        editor.focus();
      });
      return item;
    }),
  );
  $("#problem-count").textContent =
    analysis.problems.length === 0 ? "no problems" : `${analysis.problems.length} problem${analysis.problems.length === 1 ? "" : "s"}`;
}

// ---- compiling in a worker, newest text wins ----
const compiler = new Worker(new URL("./compile-worker.ts", import.meta.url), { type: "module" });
let version = 0;
let shown = 0;
compiler.onmessage = (event: MessageEvent<CompileResponse>) => {
  const { version: answered, analysis, millis } = event.data;
  if (answered < shown || answered !== version) return; // a stale answer: the text has changed since
  shown = answered;
  latest = analysis;
  showProblems(analysis);
  const switchesBefore = JSON.stringify(mapView.switches.map((s) => s.name));
  // A syntax error keeps the last good map, dimmed and marked out of date.
  mapView.setMap(
    analysis.map,
    analysis.problems.some((p) => p.code.startsWith("RISK1") && p.file === undefined),
  );
  if (JSON.stringify(mapView.switches.map((s) => s.name)) !== switchesBefore || switchBar.childElementCount === 0) showSwitches();
  showMapCaption();
  mapEditor.setGroups(analysis.map.groups.map((g) => g.name));
  params.setParams(analysis.ir?.params);
  sim.setVariant(analysis.ir, params.describe());
  compare.setVariant(analysis.ir);
  odds.setVariant(analysis.ir);
  // Its own place, so that a background compile never hides what the user just did ("saved").
  $("#compile-status").textContent = `compiled in ${millis.toFixed(1)} ms`;
};

let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleCompile(): void {
  clearTimeout(timer);
  sim.compiling();
  timer = setTimeout(() => {
    sim.compiling();
    version++;
    compiler.postMessage({ version, text: model.getValue(), overrides: { ...params.values } } satisfies CompileRequest);
  }, 40);
}

// ---- keeping the text: local storage and the URL ----
async function persist(): Promise<boolean> {
  const text = model.getValue();
  localStorage.setItem(STORAGE_KEY, text);
  if (text.length > MAX_SHARED_TEXT) return false;
  history.replaceState(null, "", `#code=${await encodeText(text)}`);
  return true;
}
let persistTimer: ReturnType<typeof setTimeout> | undefined;
model.onDidChangeContent(() => {
  scheduleCompile();
  clearTimeout(persistTimer);
  persistTimer = setTimeout(() => void persist(), 500);
});

// ---- format: on demand, and on save when asked ----
const formatOnSave = $<HTMLInputElement>("#format-on-save");
formatOnSave.checked = localStorage.getItem("riskc.playground.formatOnSave") === "true";
formatOnSave.addEventListener("change", () => localStorage.setItem("riskc.playground.formatOnSave", String(formatOnSave.checked)));
$("#format").addEventListener("click", () => void editor.getAction("editor.action.formatDocument")?.run());
editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, async () => {
  if (formatOnSave.checked) await editor.getAction("editor.action.formatDocument")?.run();
  await persist();
  status.textContent = "saved";
});
$("#share").addEventListener("click", async () => {
  if (!(await persist())) {
    status.textContent = `not shared: a link holds at most ${MAX_SHARED_TEXT / 1048576} MB of text`;
    return;
  }
  await navigator.clipboard?.writeText(location.href).catch(() => undefined);
  status.textContent = "link copied";
});

scheduleCompile();
(window as unknown as { riskcPlayground: unknown }).riskcPlayground = { editor, model, monaco, mapView, odds };
