// The language server's public API (Node only): `riskc lsp` and the VS Code extension start it.
export { startServer, serveStdio, serveSocket, MAP_REQUEST, SIMULATE_REQUEST, type ServerOptions } from "./server.js";
export { fileHost, type FileHostOptions } from "./file-host.js";
export type { SimulateParams } from "./simulate-request.js";
