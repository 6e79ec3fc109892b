// npm run test:editors (after npm run build:vscode): the packed VS Code extension, and Neovim
// (Debian's `neovim`) driving the language server with its own LSP client. Not in `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/editors/**/*.editors.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
