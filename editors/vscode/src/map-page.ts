// The map webview's page: the map view's script and its styles, under a content security policy
// that allows nothing but them (the map's names are set as text, never as markup).
export function mapPage(cspSource: string, scriptUri: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${cspSource} 'unsafe-inline'; script-src ${cspSource};">
<style>
  body { margin: 0; padding: 0.5rem; font-family: var(--vscode-font-family); color: var(--vscode-foreground); }
  #map svg { width: 100%; height: calc(100vh - 3rem); background: #fafafa; }
  #map .territory { cursor: pointer; }
  #map .territory:hover circle { stroke-width: 3; }
  #caption { font-size: 0.9em; opacity: 0.8; }
</style>
</head>
<body>
<div id="caption"></div>
<div id="map"></div>
<script src="${scriptUri}"></script>
</body>
</html>`;
}
