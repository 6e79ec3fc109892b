// The script of the map webview: the playground's map view, fed with the language server's map
// model (riskc/map) by the extension; a click on a territory asks the extension to reveal it.
import type { MapModel } from "../../../language/index.js";
import { MapView } from "../../../playground/src/map-view.js";

declare function acquireVsCodeApi(): { postMessage(message: unknown): void };

const vscode = acquireVsCodeApi();
const view = new MapView(document.getElementById("map")!, (territory) => vscode.postMessage({ select: territory }));
window.addEventListener("message", (event: MessageEvent<{ map?: MapModel }>) => {
  if (!event.data.map) return;
  view.setMap(event.data.map);
  const { territories, borders } = view.counts;
  document.getElementById("caption")!.textContent = `${territories} territories, ${borders} borders`;
});
vscode.postMessage({ ready: true });
