// The playground: editor, problems, map and simulation, wired together. It uses only the public
// APIs of the compiler, engine, bots and simulator.
import "./style.css";
import type { Diagnostic } from "vscode-languageserver-types";
import type { MapModel } from "../../language/index.js";
import { examples } from "./examples.js";
import { installMapImport } from "./import-map.js";
import { changedPart, MapEditor } from "./map-editor.js";
import { LanguageClient } from "./language-client.js";
import { DOCUMENT_URI } from "./language-protocol.js";
import { MapView } from "./map-view.js";
import { LANGUAGE_ID, monaco, registerLanguage, toMarker, toMonacoRange } from "./monaco-setup.js";
import { ComparePanel } from "./compare-panel.js";
import { h } from "./dom.js";
import { OddsPanel } from "./odds-panel.js";
import { ParamsPanel } from "./params-panel.js";
import { paramDefaultEdit, paramNotesReader } from "./param-text.js";
import { SweepPanel } from "./sweep-panel.js";
import { PlayPanel } from "./play/play-panel.js";
import { SimPanel } from "./sim-panel.js";
import { encodeText, MAX_SHARED_TEXT, STORAGE_KEY, textFromHash } from "./storage.js";

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

let latestMap: MapModel | undefined;
const status = $<HTMLSpanElement>("#status");
// The text's version: up by one at every edit and every change of the parameters' values.
let version = 0;
const client = new LanguageClient(
  () => ({ version, text: model.getValue(), overrides: { ...params.values } }),
  (analysis) => showAnalysis(analysis),
);
registerLanguage(client, (message) => (status.textContent = message));

let openingProblem: string | undefined;
async function initialText(): Promise<string> {
  const shared = await textFromHash(location.hash);
  if (shared && "text" in shared) return shared.text;
  if (shared) openingProblem = shared.problem;
  return localStorage.getItem(STORAGE_KEY) ?? examples["classic.risk"] ?? 'variant "New" {\n}\n';
}

const editor = monaco.editor.create($("#editor"), {
  model: monaco.editor.createModel(await initialText(), LANGUAGE_ID, monaco.Uri.parse(DOCUMENT_URI)),
  theme: "riskc",
  "semanticHighlighting.enabled": true,
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
    sweep.clear();
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
  // While a game is played on the map, a click is a move of the game's, not a jump in the text.
  if (play.active) return;
  const def = latestMap?.territories.find((t) => t.name === territory)?.definition;
  if (!def || def.uri !== DOCUMENT_URI) return;
  editor.setSelection(toMonacoRange(def.range));
  editor.revealRangeInCenter(toMonacoRange(def.range));
  editor.focus();
});

// ---- the map editor: gestures on the map as edits of the text, one undo step each ----
/** Replace the characters [start, end) of the text as one undoable edit of the editor. */
function editText(source: string, start: number, end: number, text: string): void {
  const range = monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end));
  editor.pushUndoStop();
  editor.executeEdits(source, [{ range, text }]);
  editor.pushUndoStop();
}
const mapEditor = new MapEditor($("#map"), mapView, {
  text: () => model.getValue(),
  replace: (text) => {
    const { start, end, text: inserted } = changedPart(model.getValue(), text);
    editText("map-editor", start, end, inserted);
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
const notesOf = paramNotesReader();
const compare = new ComparePanel($("#compare"), sim, () => ({ text: model.getValue(), overrides: { ...params.values } }));
const odds = new OddsPanel($("#odds"));
const sweep = new SweepPanel($("#sweep"), sim, {
  current: () => ({ text: model.getValue(), overrides: { ...params.values } }),
  makeDefault: (name, value) => {
    const edit = paramDefaultEdit(model.getValue(), name, value);
    if ("error" in edit) return edit.error;
    editText("sweep", edit.start, edit.end, edit.text);
    // The new default is the value now: a value given for it in the parameters panel goes.
    params.forget(name);
    return undefined;
  },
});
const play = new PlayPanel($("#play"), mapView, $("#map"));

// ---- the Simulate and Play tabs, side by side under the map ----
const tabs = [...document.querySelectorAll<HTMLButtonElement>("[data-tab]")];
for (const tab of tabs)
  tab.addEventListener("click", () => {
    for (const other of tabs) {
      other.setAttribute("aria-selected", String(other === tab));
      $(`#${other.dataset["tab"]!}`).hidden = other !== tab;
    }
    play.show(tab.dataset["tab"] === "play");
  });

// ---- problems ----
const problemsList = $<HTMLUListElement>("[data-testid=problems]");
function showProblems(diagnostics: Diagnostic[]): void {
  monaco.editor.setModelMarkers(model, "riskc", diagnostics.map(toMarker));
  problemsList.replaceChildren(
    ...diagnostics.map((d) => {
      const item = document.createElement("li");
      const severity = d.severity === 1 ? "error" : "warning";
      const [headline] = (typeof d.message === "string" ? d.message : d.message.value).split("\n");
      const help = (d.data as { help?: string } | undefined)?.help;
      item.className = severity;
      item.dataset["line"] = String(d.range.start.line + 1);
      item.textContent = `${d.range.start.line + 1}:${d.range.start.character + 1} ${severity}[${String(d.code)}]: ${headline}${help ? ` — help: ${help}` : ""}`;
      item.addEventListener("click", () => {
        editor.setSelection(toMonacoRange(d.range));
        editor.revealRangeInCenter(toMonacoRange(d.range));
        editor.focus();
      });
      return item;
    }),
  );
  $("#problem-count").textContent = diagnostics.length === 0 ? "no problems" : `${diagnostics.length} problem${diagnostics.length === 1 ? "" : "s"}`;
}

// ---- each text's analysis, from the language worker (a stale one is dropped there) ----
function showAnalysis({ diagnostics, map, ir, millis }: Parameters<ConstructorParameters<typeof LanguageClient>[1]>[0]): void {
  latestMap = map;
  showProblems(diagnostics);
  const switchesBefore = JSON.stringify(mapView.switches.map((s) => s.name));
  // A syntax error in this file keeps the last good map, dimmed and marked out of date.
  mapView.setMap(
    map,
    diagnostics.some((d) => String(d.code).startsWith("RISK1") && (d.data as { file?: string } | undefined)?.file === undefined),
  );
  if (JSON.stringify(mapView.switches.map((s) => s.name)) !== switchesBefore || switchBar.childElementCount === 0) showSwitches();
  showMapCaption();
  mapEditor.setGroups(map.groups.map((g) => g.name));
  params.setParams(ir?.params, notesOf(model.getValue()));
  sim.setVariant(ir, params.describe());
  compare.setVariant(ir);
  sweep.setVariant(ir);
  odds.setVariant(ir);
  play.setVariant(ir);
  // Its own place, so that a background compile never hides what the user just did ("saved").
  $("#compile-status").textContent = `compiled in ${millis.toFixed(1)} ms`;
}

let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleCompile(): void {
  version++;
  clearTimeout(timer);
  sim.compiling();
  // A call of the editor's (hover, completion) may have sent this text already, and its analysis
  // may be shown: then the simulation panel must not wait for another.
  timer = setTimeout(() => {
    if (client.sync()) sim.compiling();
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
