-- Neovim's own LSP client (0.7, as Debian ships it) driving the riskc language server, headless:
-- open a variant with a typo, read the diagnostics Neovim got, take the quick fix, hover, rename.
-- What happened is written as JSON to $RISKC_NVIM_OUT; test/editors/neovim.editors.test.ts reads it.
local out = {}
local function finish()
  local f = io.open(os.getenv("RISKC_NVIM_OUT"), "w")
  f:write(vim.fn.json_encode(out))
  f:close()
  vim.cmd("qa!")
end

local ok, err = pcall(function()
  local cmd = vim.split(os.getenv("RISKC_LSP"), "\t", true)
  local file = os.getenv("RISKC_FILE")
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({ name = "riskc", cmd = cmd, root_dir = vim.fn.fnamemodify(file, ":h") })
  vim.lsp.buf_attach_client(buf, client_id)
  local function wait(condition) return vim.wait(40000, condition, 50) end
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(buf, method, params, 40000) or {}
    local response = responses[client_id] or {}
    if response.err then error(method .. ": " .. vim.inspect(response.err)) end
    return response.result
  end
  local function text() return table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n") end
  local function position(name)
    local line, character = string.match(os.getenv(name), "(%d+),(%d+)")
    return { line = tonumber(line), character = tonumber(character) }
  end
  local doc = { uri = vim.uri_from_bufnr(buf) }

  -- The diagnostics Neovim received (published by the server after didOpen).
  out.attached = wait(function() return #vim.diagnostic.get(buf) > 0 end)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out.diagnostics, { code = d.code, message = d.message, line = d.lnum, column = d.col })
  end

  -- The quick fix for the first one, applied as Neovim applies a code action's edit.
  local d = vim.diagnostic.get(buf)[1]
  local actions = request("textDocument/codeAction", {
    textDocument = doc,
    range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, d.lnum) },
  })
  out.fix = actions[1].title
  vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16")
  -- Neovim sends the change; the server checks it again and publishes no diagnostics.
  out.cleared = wait(function() return #vim.diagnostic.get(buf) == 0 end)
  out.fixed_text = text()

  local hover = request("textDocument/hover", { textDocument = doc, position = position("RISKC_HOVER") })
  out.hover = hover.contents.value

  local edit = request("textDocument/rename", { textDocument = doc, position = position("RISKC_RENAME"), newName = "Kamtschatka" })
  vim.lsp.util.apply_workspace_edit(edit, "utf-16")
  out.renamed_text = text()
end)
if not ok then out.error = tostring(err) end
finish()
