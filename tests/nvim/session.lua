-- A scripted Neovim session with gen-config's language server (tests/lsp_nvim.rs runs it):
-- open a bad config, wait for the diagnostics, hover on a field, complete a field name on a new
-- line and apply the item, apply the quick fix of the typo'd field, and see the diagnostics after
-- each edit. Neovim's own LSP client does the work (vim.lsp); this script only drives it and
-- writes what it saw to $OUT as JSON. Inputs (environment): GEN_CONFIG_BIN, CONFIG (the bad
-- config's path), ROOT (the benchmark root), OUT.
local out = os.getenv("OUT")

local function finish(result, code)
  local f = assert(io.open(out, "w"))
  f:write(vim.fn.json_encode(result))
  f:close()
  vim.cmd((code == 0) and "qa!" or ("cquit " .. code))
end

local function wait(what, ms, cond)
  if not vim.wait(ms, cond, 20) then
    error("timed out waiting for " .. what)
  end
end

local function diagnostics(bufnr)
  local got = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local raw = d.user_data and d.user_data.lsp or {}
    table.insert(got, {
      lnum = d.lnum,
      col = d.col,
      severity = d.severity,
      message = d.message,
      code = raw.code,
      related = raw.relatedInformation,
    })
  end
  table.sort(got, function(a, b)
    if a.lnum ~= b.lnum then return a.lnum < b.lnum end
    return a.col < b.col
  end)
  return got
end

local function session()
  local result = {}
  local published = 0
  local published_version = -1
  local handlers = {
    ["textDocument/publishDiagnostics"] = function(err, res, ctx, config)
      published = published + 1
      published_version = res.version or -1
      vim.lsp.handlers["textDocument/publishDiagnostics"](err, res, ctx, config)
    end,
  }
  local client_id = vim.lsp.start_client({
    name = "gen-config",
    cmd = { os.getenv("GEN_CONFIG_BIN"), "lsp" },
    root_dir = os.getenv("ROOT"),
    init_options = { debounceMs = 50 },
    handlers = handlers,
  })
  assert(client_id, "the client started")
  vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("CONFIG")))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)
  wait("initialize", 60000, function() return client.initialized end)
  wait("the first diagnostics", 60000, function() return published > 0 end)
  result.opened = diagnostics(bufnr)
  local uri = vim.uri_from_bufnr(bufnr)

  -- Hover on the `page_size` key (line 6).
  local hover = vim.lsp.buf_request_sync(bufnr, "textDocument/hover",
    { textDocument = { uri = uri }, position = { line = 5, character = 2 } }, 30000)
  local h = hover and hover[client_id] and hover[client_id].result
  result.hover = h and h.contents and h.contents.value or vim.NIL

  -- Complete a field on a new last line: type `refch`, ask, apply the `refcheck_reference` item.
  local n = vim.api.nvim_buf_line_count(bufnr)
  vim.api.nvim_buf_set_lines(bufnr, n, n, false, { "refch" })
  local items = vim.lsp.buf_request_sync(bufnr, "textDocument/completion",
    { textDocument = { uri = uri }, position = { line = n, character = 5 } }, 30000)
  local list = items and items[client_id] and items[client_id].result or {}
  list = list.items or list
  result.completion = {}
  local chosen
  for _, item in ipairs(list) do
    table.insert(result.completion, item.label)
    if item.label == "refcheck_reference" then chosen = item end
  end
  assert(chosen, "refcheck_reference offered")
  vim.lsp.util.apply_text_edits({ chosen.textEdit }, bufnr, client.offset_encoding)
  result.completed_line = vim.api.nvim_buf_get_lines(bufnr, n, n + 1, false)[1]
  -- Give it a value the code takes: `golden`, completed too.
  local line = result.completed_line .. "gold"
  vim.api.nvim_buf_set_lines(bufnr, n, n + 1, false, { line })
  items = vim.lsp.buf_request_sync(bufnr, "textDocument/completion",
    { textDocument = { uri = uri }, position = { line = n, character = #line } }, 30000)
  list = items and items[client_id] and items[client_id].result or {}
  result.value_completion = {}
  for _, item in ipairs(list.items or list) do
    table.insert(result.value_completion, item.label)
    if item.label == "golden" then
      vim.lsp.util.apply_text_edits({ item.textEdit }, bufnr, client.offset_encoding)
    end
  end
  result.value_line = vim.api.nvim_buf_get_lines(bufnr, n, n + 1, false)[1]

  -- The quick fix of the typo'd field, asked for as `vim.lsp.buf.code_action` asks: the cursor's
  -- range, and the line's diagnostics in the context.
  wait("the diagnostics after typing", 30000, function()
    return published_version == vim.lsp.util.buf_versions[bufnr]
  end)
  local typo
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.user_data and d.user_data.lsp and d.user_data.lsp.code == "unknown-field" then typo = d end
  end
  assert(typo, "an unknown-field diagnostic")
  vim.api.nvim_win_set_cursor(0, { typo.lnum + 1, typo.col })
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr) }
  local actions = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, 30000)
  local list_a = actions and actions[client_id] and actions[client_id].result or {}
  result.actions = {}
  for _, a in ipairs(list_a) do
    table.insert(result.actions, a.title)
  end
  assert(#list_a == 1, "one quick fix for the line, got " .. #list_a)
  vim.lsp.util.apply_workspace_edit(list_a[1].edit, client.offset_encoding)
  -- The diagnostics of the buffer's version after the fix (Neovim sends changes after a pause of
  -- its own; the server checks after its debounce).
  wait("the diagnostics after the fix", 30000, function()
    return published_version == vim.lsp.util.buf_versions[bufnr]
  end)
  result.fixed_text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")
  result.after_fix = diagnostics(bufnr)
  vim.lsp.stop_client(client_id)
  return result
end

local ok, res = pcall(session)
if ok then
  finish(res, 0)
else
  finish({ error = tostring(res) }, 3)
end
