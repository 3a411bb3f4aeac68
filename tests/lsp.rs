//! `gen-config lsp`, tested over pipes as an editor drives it: `initialize` (capabilities, the
//! position encoding, the file watcher it asks for), diagnostics on open and on change that are
//! exactly `check --json`'s for the same text (codes, messages and help, places, the deciding
//! Python line as related information), hover on a field, a backend and a GPU (facts from
//! `schema --json`), completion of fields and values, quick fixes that clear their diagnostic, a
//! `.py` change (watched-file notification and save) that changes a diagnostic, a harness that
//! can't be loaded (one diagnostic), the client's locale, malformed messages (JSON-RPC errors, and
//! the server goes on), `shutdown` and `exit`.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use common::*;
use serde_json::{json, Value as J};

struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    messages: Receiver<J>,
    next_id: i64,
    /// Notifications received while waiting for something else.
    seen: Vec<J>,
}

fn uri(p: &Path) -> String {
    format!("file://{}", p.display())
}

impl Client {
    fn start(cwd: &Path, args: &[&str]) -> Client {
        let mut child = Command::new(BIN)
            .arg("lsp")
            .args(args)
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start gen-config lsp");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            loop {
                let mut len = None;
                loop {
                    let mut line = String::new();
                    if r.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(v) = line.strip_prefix("Content-Length: ") {
                        len = v.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; len.expect("every message has a Content-Length")];
                r.read_exact(&mut body).expect("a whole message");
                let msg: J = serde_json::from_slice(&body).expect("each message is JSON");
                if tx.send(msg).is_err() {
                    return;
                }
            }
        });
        Client {
            stdin: child.stdin.take(),
            child,
            messages: rx,
            next_id: 0,
            seen: vec![],
        }
    }

    fn send_raw(&mut self, body: &[u8]) {
        let stdin = self.stdin.as_mut().expect("open stdin");
        stdin
            .write_all(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes())
            .expect("write");
        stdin.write_all(body).expect("write");
        stdin.flush().expect("flush");
    }

    fn send(&mut self, msg: J) {
        self.send_raw(msg.to_string().as_bytes());
    }

    fn notify(&mut self, method: &str, params: J) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    fn receive(&mut self) -> J {
        let msg = self
            .messages
            .recv_timeout(Duration::from_secs(120))
            .expect("the server says something within 2 minutes");
        assert_eq!(msg["jsonrpc"], "2.0", "{msg}");
        msg
    }

    /// The answer to the request with this id (notifications before it are kept in `seen`).
    fn answer(&mut self, id: &J) -> J {
        loop {
            let m = self.receive();
            if m.get("method").is_none() && &m["id"] == id {
                return m;
            }
            self.seen.push(m);
        }
    }

    fn request(&mut self, method: &str, params: J) -> J {
        self.next_id += 1;
        let id = json!(self.next_id);
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.answer(&id)
    }

    /// The result of a request, which must not be an error.
    fn call(&mut self, method: &str, params: J) -> J {
        let r = self.request(method, params);
        assert!(r.get("error").is_none(), "{method}: {r}");
        r["result"].clone()
    }

    /// Forget the diagnostics received for `uri` so far (before what publishes new ones).
    fn forget(&mut self, uri: &str) {
        self.seen.retain(|m| !is_publish(m, uri));
    }

    /// The next diagnostics published for `uri` (one already received first).
    fn diagnostics(&mut self, uri: &str) -> Vec<J> {
        if let Some(i) = self.seen.iter().position(|m| is_publish(m, uri)) {
            let m = self.seen.remove(i);
            return m["params"]["diagnostics"].as_array().cloned().unwrap_or_default();
        }
        loop {
            let m = self.receive();
            if is_publish(&m, uri) {
                return m["params"]["diagnostics"].as_array().cloned().unwrap_or_default();
            }
            self.seen.push(m);
        }
    }

    fn initialize(&mut self, extra: J) -> J {
        let mut params = json!({
            "processId": null,
            "rootUri": null,
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}},
            },
            "initializationOptions": {"debounceMs": 0},
        });
        for (k, v) in extra.as_object().into_iter().flatten() {
            params[k] = v.clone();
        }
        let r = self.call("initialize", params);
        self.notify("initialized", json!({}));
        r
    }

    fn open(&mut self, path: &Path, text: &str) -> Vec<J> {
        let u = uri(path);
        self.forget(&u);
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": u, "languageId": "yaml", "version": 1, "text": text}}),
        );
        self.diagnostics(&u)
    }

    fn change(&mut self, path: &Path, version: i64, text: &str) -> Vec<J> {
        let u = uri(path);
        self.forget(&u);
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": u, "version": version}, "contentChanges": [{"text": text}]}),
        );
        self.diagnostics(&u)
    }

    /// `shutdown`, `exit`: the server ends with 0.
    fn finish(mut self) {
        assert_eq!(self.call("shutdown", J::Null), J::Null);
        self.notify("exit", J::Null);
        drop(self.stdin.take());
        let status = self.child.wait().expect("wait");
        assert_eq!(status.code(), Some(0));
    }
}

fn is_publish(m: &J, uri: &str) -> bool {
    m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
}

/// What `check --json` says of a config's text, written where the editor has it.
fn check_json(root: &Path, path: &Path, text: &str, lang: &str) -> Vec<J> {
    std::fs::write(path, text).expect("write the config");
    let shown = path.to_string_lossy().to_string();
    let run = run(root, &["check", &shown, "--json", "--verbose", "--lang", lang]);
    let doc = run.json();
    doc["files"][0]["diagnostics"].as_array().cloned().expect("diagnostics")
}

/// The LSP diagnostics must be `check`'s: same codes, severities, messages with their help, places
/// and deciding Python lines, in the same order.
fn assert_same_as_check(lsp: &[J], check: &[J], root: &Path, text: &str, help_label: &str) {
    assert_eq!(
        lsp.len(),
        check.len(),
        "lsp: {}\ncheck: {}",
        J::from(lsp.to_vec()),
        J::from(check.to_vec())
    );
    for (l, c) in lsp.iter().zip(check) {
        assert_eq!(l["code"], c["code"], "{l}\n{c}");
        assert_eq!(l["source"], "gen-config");
        let severity = match c["severity"].as_str() {
            Some("error") => 1,
            Some("warning") => 2,
            _ => 4,
        };
        assert_eq!(l["severity"], severity, "{l}");
        let mut message = c["message"].as_str().expect("message").to_string();
        if let Some(h) = c["help"].as_str() {
            message.push_str(&format!("\n{help_label}{h}"));
        }
        assert_eq!(l["message"], message.as_str());
        match c["config"].as_object() {
            Some(at) => {
                let line = at["line"].as_u64().expect("line") - 1;
                let col = at["column"].as_u64().expect("column") - 1;
                assert_eq!(l["range"]["start"]["line"], line, "{l}\n{c}");
                // The example's configs are ASCII: a character is a UTF-16 unit.
                assert!(text.is_ascii());
                assert_eq!(l["range"]["start"]["character"], col, "{l}\n{c}");
                assert!(l["range"]["end"]["character"].as_u64() > Some(col), "{l}");
            }
            None => assert_eq!(l["range"]["start"], json!({"line": 0, "character": 0}), "{l}"),
        }
        // The whole of check's diagnostic rides along as `data`.
        assert_eq!(l["data"], *c);
        match c["source"].as_object() {
            Some(src) => {
                let related = &l["relatedInformation"][0];
                let file = root.join(src["file"].as_str().expect("file"));
                assert_eq!(related["location"]["uri"], uri(&file), "{l}");
                assert_eq!(
                    related["location"]["range"]["start"]["line"],
                    src["line"].as_u64().expect("line") - 1
                );
                let python = read(&file);
                let shown = python
                    .lines()
                    .nth(src["line"].as_u64().expect("line") as usize - 1)
                    .expect("the line")
                    .trim();
                assert!(
                    related["message"].as_str().expect("message").ends_with(shown),
                    "{related} should show `{shown}`"
                );
            }
            None => assert!(l.get("relatedInformation").is_none(), "{l}"),
        }
    }
}

fn codes(diags: &[J]) -> Vec<String> {
    diags
        .iter()
        .filter_map(|d| d["code"].as_str().map(str::to_string))
        .collect()
}

/// Apply a text edit of one line (the test's configs are ASCII).
fn apply_edits(text: &str, edits: &[J]) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut edits: Vec<&J> = edits.iter().collect();
    edits.sort_by_key(|e| {
        std::cmp::Reverse((
            e["range"]["start"]["line"].as_u64(),
            e["range"]["start"]["character"].as_u64(),
        ))
    });
    for e in edits {
        let line = e["range"]["start"]["line"].as_u64().expect("line") as usize;
        assert_eq!(e["range"]["end"]["line"].as_u64(), Some(line as u64), "one-line edits");
        let a = e["range"]["start"]["character"].as_u64().expect("start") as usize;
        let b = e["range"]["end"]["character"].as_u64().expect("end") as usize;
        let l = &mut lines[line];
        l.replace_range(a..b, e["newText"].as_str().expect("newText"));
    }
    lines.join("\n") + "\n"
}

/// The quick fix offered for the diagnostic with this code, applied to `text`.
fn fix(c: &mut Client, path: &Path, text: &str, diags: &[J], code: &str) -> (String, String) {
    let d = diags
        .iter()
        .find(|d| d["code"] == code)
        .unwrap_or_else(|| panic!("a `{code}` diagnostic"));
    let actions = c.call(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri(path)}, "range": d["range"], "context": {"diagnostics": [d]}}),
    );
    let actions = actions.as_array().expect("actions");
    let mine: Vec<&J> = actions.iter().filter(|a| a["diagnostics"][0]["code"] == code).collect();
    assert_eq!(mine.len(), 1, "one fix for `{code}`: {actions:?}");
    let a = mine[0];
    assert_eq!(a["kind"], "quickfix");
    let edits = a["edit"]["changes"][uri(path)]
        .as_array()
        .expect("edits for the config");
    (apply_edits(text, edits), a["title"].as_str().unwrap_or("").to_string())
}

const BAD_DECODE: &str = "\
scenario: decode_gqa
dtype: bf16
num_q_heads: 64
num_kv_heads: 8
head_dim: 128
page_size: 64
batch_sizes: [1, 4]
mtp_step_list: [0, 1]
s_kv_list: [1000, 4096, 1001]
backends: [halops, fi, fa9]
gpu_type: B200
";

const BAD_DENSE: &str = "\
scenario: dense
mode: bf16
batch_sizes: [1]
shapes:
  - [128, 7168, 2048]
backends: [cublas, halops, torch]
";

#[test]
fn a_session_over_pipes_gives_checks_judgement_hover_completion_and_fixes() {
    let h = Harness::example("lsp");
    let root = std::fs::canonicalize(&h.root).expect("root");
    let decode = root.join("configs/attention/lsp_bad.yaml");
    let dense = root.join("configs/gemm/lsp_bad.yaml");
    // The server is started elsewhere: the root is found from each document.
    let mut c = Client::start(&h.dir.path, &[]);
    let init = c.initialize(json!({}));
    let caps = &init["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16");
    assert_eq!(caps["hoverProvider"], true);
    assert_eq!(caps["codeActionProvider"], true);
    assert!(caps["completionProvider"].is_object());
    assert_eq!(caps["textDocumentSync"]["change"], 1);
    assert_eq!(init["serverInfo"]["name"], "gen-config");
    // It asks to hear of every `.py` change.
    let reg = c.receive();
    assert_eq!(reg["method"], "client/registerCapability", "{reg}");
    let reg_id = reg["id"].clone();
    assert_eq!(
        reg["params"]["registrations"][0]["registerOptions"]["watchers"][0]["globPattern"],
        "**/*.py"
    );
    c.send(json!({"jsonrpc": "2.0", "id": reg_id, "result": null}));

    // Diagnostics on open: check's, exactly.
    let diags = c.open(&decode, BAD_DECODE);
    let expected = check_json(&root, &decode, BAD_DECODE, "en");
    assert_same_as_check(&diags, &expected, &root, BAD_DECODE, "help: ");
    for code in [
        "unknown-field",
        "unknown-backend",
        "bad-dtype",
        "constraint",
        "unknown-gpu",
    ] {
        assert!(codes(&diags).iter().any(|c| c == code), "{code} in {:?}", codes(&diags));
    }
    // The constraint that fails at two values names the other's YAML place too.
    let constraint = diags.iter().find(|d| d["code"] == "constraint").expect("constraint");
    let related = constraint["relatedInformation"].as_array().expect("related");
    assert!(
        related
            .iter()
            .any(|r| r["location"]["uri"] == uri(&decode) && r["location"]["range"]["start"]["line"] == 8),
        "{constraint}"
    );

    // Hover on a field: what `schema --json` says of it, with its file:line.
    let schema = h.run(&["schema", "attention/decode_gqa", "--json"]).json();
    let sc = scenario(&schema, "attention", "decode_gqa");
    let hover = |c: &mut Client, line: u32, character: u32| -> String {
        let r = c.call(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&decode)}, "position": {"line": line, "character": character}}),
        );
        r["contents"]["value"].as_str().unwrap_or("").to_string()
    };
    let on_key = hover(&mut c, 5, 2);
    let page = field(sc, "page_size");
    assert!(on_key.contains("**`page_size`**"), "{on_key}");
    assert!(on_key.contains(&src(&page["source"])), "{on_key}");
    if let Some(d) = page["default"].as_i64() {
        assert!(on_key.contains(&format!("default `{d}`")), "{on_key}");
    }
    // The constraint on it, with its line.
    let assert_line = line_of(
        &root,
        "kernel/attention/scenarios/decode_gqa.py",
        "assert s_kv % page_size == 0",
    );
    assert!(
        on_key.contains(&format!("decode_gqa.py:{assert_line}")),
        "the page size's constraint: {on_key}"
    );
    // On a backend: where it is registered and what its adapter refuses.
    let on_fi = hover(&mut c, 9, 20);
    let fi = backend(sc, "fi");
    assert!(on_fi.contains("`fi`") && on_fi.contains(&src(&fi["source"])), "{on_fi}");
    for u in fi["unsupported"].as_array().into_iter().flatten() {
        assert!(on_fi.contains(u["value"].as_str().unwrap_or("?")), "{on_fi}");
    }
    // On the GPU field: the row of the specs.
    let gpu_text = hover(&mut c, 10, 1);
    assert!(gpu_text.contains("**`gpu_type`**"), "{gpu_text}");
    let empty = c.call(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri(&decode)}, "position": {"line": 40, "character": 0}}),
    );
    assert_eq!(empty, J::Null);

    // Completion: on a new line, the fields the scenario reads that the config lacks.
    let with_line = format!("{BAD_DECODE}re");
    c.change(&decode, 2, &with_line);
    let items = c.call(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri(&decode)}, "position": {"line": 11, "character": 2}}),
    );
    let labels: Vec<&str> = items
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|i| i["label"].as_str())
        .collect();
    let fields = names(&sc["fields"]);
    let present: Vec<&str> = BAD_DECODE.lines().filter_map(|l| l.split(':').next()).collect();
    let wanted: Vec<&str> = fields
        .iter()
        .map(String::as_str)
        .filter(|f| !present.contains(f))
        .collect();
    let mut sorted = labels.clone();
    sorted.sort();
    let mut wanted_sorted = wanted.clone();
    wanted_sorted.sort();
    assert_eq!(sorted, wanted_sorted);
    assert!(labels.contains(&"refcheck_reference"));
    // Values: the dtype spellings the code takes (as the JSON Schema of the scenario lists them).
    let js = h.run(&["schema", "--json-schema", "attention/decode_gqa"]).json();
    let dtypes = &js["properties"]["dtype"]["enum"];
    let items = c.call(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri(&decode)}, "position": {"line": 1, "character": 9}}),
    );
    let values: Vec<&str> = items
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|i| i["label"].as_str())
        .collect();
    assert_eq!(J::from(values.clone()), *dtypes, "dtype values");
    // Backends in a flow list: the registry's names it does not hold yet.
    let items = c.call(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri(&decode)}, "position": {"line": 9, "character": 23}}),
    );
    let values: Vec<String> = items
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|i| i["label"].as_str().map(str::to_string))
        .collect();
    let mut registry = names(&sc["backends"]);
    registry.retain(|b| b != "halops" && b != "fi");
    assert_eq!(values, registry);

    // Quick fixes: each replaces the name check's help suggests, and clears its diagnostic.
    let mut text = BAD_DECODE.to_string();
    let mut diags = c.change(&decode, 3, &text);
    let mut version = 3;
    for code in ["unknown-field", "unknown-backend", "bad-dtype", "unknown-gpu"] {
        let d = diags.iter().find(|d| d["code"] == code).expect("diagnostic").clone();
        let help = d["data"]["help"].as_str().expect("a help").to_string();
        let (fixed, title) = fix(&mut c, &decode, &text, &diags, code);
        let suggested = help.split('`').nth(1).expect("a suggestion");
        assert!(title.ends_with(&format!("`{suggested}`")), "{title} / {help}");
        version += 1;
        diags = c.change(&decode, version, &fixed);
        assert!(
            !codes(&diags).contains(&code.to_string()),
            "{code} after its fix: {:?}",
            codes(&diags)
        );
        text = fixed;
    }
    // A diagnostic with no single fix (a constraint: which value to write is the user's call) has
    // no action.
    let constraint = diags
        .iter()
        .find(|d| d["code"] == "constraint")
        .expect("constraint")
        .clone();
    let actions = c.call(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri(&decode)}, "range": constraint["range"], "context": {"diagnostics": [constraint]}}),
    );
    assert!(
        actions
            .as_array()
            .expect("actions")
            .iter()
            .all(|a| a["diagnostics"][0]["code"] != "constraint"),
        "{actions}"
    );
    // What is left is still exactly check's.
    let expected = check_json(&root, &decode, &text, "en");
    assert_same_as_check(&diags, &expected, &root, &text, "help: ");

    // `halops` moved first, where the scenario keeps the order.
    let diags = c.open(&dense, BAD_DENSE);
    assert!(codes(&diags).contains(&"halops-not-first".to_string()), "{diags:?}");
    let (fixed, _) = fix(&mut c, &dense, BAD_DENSE, &diags, "halops-not-first");
    assert!(fixed.contains("backends: [halops, cublas, torch]"), "{fixed}");
    let diags = c.change(&dense, 2, &fixed);
    assert!(!codes(&diags).contains(&"halops-not-first".to_string()));

    // A `.py` change that changes a diagnostic: the page size's assert now wants multiples of 1000.
    let valid = read(&root.join("configs/attention/decode_c16_gqa8_fp8.yaml"));
    let good = root.join("configs/attention/decode_c16_gqa8_fp8.yaml");
    assert!(c.open(&good, &valid).iter().all(|d| d["severity"] != 1));
    h.patch(
        "kernel/attention/scenarios/decode_gqa.py",
        "assert s_kv % page_size == 0",
        "assert s_kv % 1000 == 0",
    );
    let py = uri(&root.join("kernel/attention/scenarios/decode_gqa.py"));
    c.forget(&uri(&good));
    c.notify(
        "workspace/didChangeWatchedFiles",
        json!({"changes": [{"uri": py, "type": 2}]}),
    );
    let after = c.diagnostics(&uri(&good));
    let expected = check_json(&root, &good, &valid, "en");
    assert_same_as_check(&after, &expected, &root, &valid, "help: ");
    assert!(codes(&after).contains(&"constraint".to_string()), "{after:?}");
    // Saved back (a save of a `.py` document the editor has open): valid again.
    h.patch(
        "kernel/attention/scenarios/decode_gqa.py",
        "assert s_kv % 1000 == 0",
        "assert s_kv % page_size == 0",
    );
    c.forget(&uri(&good));
    c.notify("textDocument/didSave", json!({"textDocument": {"uri": py}}));
    let back = c.diagnostics(&uri(&good));
    assert!(back.iter().all(|d| d["severity"] != 1), "{back:?}");

    // Malformed messages: errors, and the server goes on.
    c.send_raw(b"{nope");
    let e = c.answer(&J::Null);
    assert_eq!(e["error"]["code"], -32700);
    assert_eq!(e["id"], J::Null);
    let e = c.request("textDocument/frobnicate", json!({}));
    assert_eq!(e["error"]["code"], -32601);
    let e = c.request("textDocument/hover", json!({"textDocument": 3}));
    assert_eq!(e["error"]["code"], -32602);
    c.send(json!({"jsonrpc": "2.0", "id": {"x": 1}, "method": "textDocument/hover"}));
    let e = c.answer(&J::Null);
    assert_eq!(e["error"]["code"], -32600);
    let e = c.request("initialize", json!({"capabilities": {}}));
    assert_eq!(e["error"]["code"], -32600);
    // Closing a config clears its diagnostics.
    c.forget(&uri(&dense));
    c.notify("textDocument/didClose", json!({"textDocument": {"uri": uri(&dense)}}));
    assert!(c.diagnostics(&uri(&dense)).is_empty());
    c.finish();
}

#[test]
fn a_harness_that_fails_to_load_gives_one_diagnostic_until_it_is_fixed() {
    let h = Harness::example("lsp-broken");
    let root = std::fs::canonicalize(&h.root).expect("root");
    h.patch("benchmark.py", "OP_REGISTRY = {", "OP_REGISTRY = {{");
    let config = root.join("configs/gemm/dense_bf16.yaml");
    let text = read(&config);
    let mut c = Client::start(&root, &[]);
    c.initialize(json!({}));
    let _registration = c.receive();
    let diags = c.open(&config, &text);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "python");
    assert!(
        diags[0]["message"].as_str().unwrap_or("").contains("benchmark.py"),
        "{}",
        diags[0]
    );
    assert_eq!(
        diags[0]["relatedInformation"][0]["location"]["uri"],
        uri(&root.join("benchmark.py"))
    );
    // Fixed and saved: the config is checked again, and is valid.
    h.patch("benchmark.py", "OP_REGISTRY = {{", "OP_REGISTRY = {");
    c.notify(
        "textDocument/didSave",
        json!({"textDocument": {"uri": uri(&root.join("benchmark.py"))}}),
    );
    let diags = c.diagnostics(&uri(&config));
    assert!(diags.iter().all(|d| d["severity"] != 1), "{diags:?}");
    c.finish();
}

#[test]
fn the_clients_locale_chooses_the_language_and_the_lang_flag_wins() {
    let h = Harness::example("lsp-zh");
    let root = std::fs::canonicalize(&h.root).expect("root");
    let path = root.join("configs/attention/lsp_zh.yaml");
    let mut c = Client::start(&root, &[]);
    c.initialize(json!({"locale": "zh-CN"}));
    let diags = c.open(&path, BAD_DECODE);
    let expected = check_json(&root, &path, BAD_DECODE, "zh");
    assert_same_as_check(&diags, &expected, &root, BAD_DECODE, "提示：");
    c.finish();

    let mut c = Client::start(&root, &["--lang", "en"]);
    c.initialize(json!({"locale": "zh-CN"}));
    let diags = c.open(&path, BAD_DECODE);
    let expected = check_json(&root, &path, BAD_DECODE, "en");
    assert_same_as_check(&diags, &expected, &root, BAD_DECODE, "help: ");
    c.finish();
}

#[test]
fn before_initialize_requests_are_refused_and_documents_outside_configs_get_nothing() {
    let h = Harness::example("lsp-init");
    let root = std::fs::canonicalize(&h.root).expect("root");
    let mut c = Client::start(&root, &[]);
    let e = c.request("textDocument/hover", json!({}));
    assert_eq!(e["error"]["code"], -32002);
    c.initialize(json!({"capabilities": {}}));
    // A YAML file outside configs/ is no config: no diagnostics (the hover's answer comes first).
    let outside: PathBuf = root.join("docs/notes.yaml");
    c.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri(&outside), "languageId": "yaml", "version": 1, "text": "a: 1\n"}}),
    );
    let r = c.call(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri(&outside)}, "position": {"line": 0, "character": 0}}),
    );
    assert_eq!(r, J::Null);
    assert!(c.seen.is_empty(), "{:?}", c.seen);
    // The end of input ends it, with 0.
    drop(c.stdin.take());
    let status = c.child.wait().expect("wait");
    assert_eq!(status.code(), Some(0));
}

#[test]
fn changes_typed_in_a_burst_are_checked_once_after_the_pause() {
    let h = Harness::example("lsp-debounce");
    let root = std::fs::canonicalize(&h.root).expect("root");
    let path = root.join("configs/attention/lsp_burst.yaml");
    let mut c = Client::start(&root, &[]);
    c.initialize(json!({"capabilities": {}, "initializationOptions": {"debounceMs": 1000}}));
    // Opening is checked at once.
    let opened = c.open(&path, BAD_DECODE);
    assert!(!opened.is_empty());
    let u = uri(&path);
    let start = std::time::Instant::now();
    for version in 2..=6 {
        let text = BAD_DECODE.replace("page_size: 64", &format!("page_size: {}", 60 + version));
        c.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": u, "version": version}, "contentChanges": [{"text": text}]}),
        );
    }
    let m = loop {
        let m = c.receive();
        if is_publish(&m, &u) {
            break m;
        }
    };
    // One publish, for the last version, after the pause.
    assert_eq!(m["params"]["version"], 6, "{m}");
    assert!(start.elapsed() >= Duration::from_millis(1000), "{:?}", start.elapsed());
    let r = c.call(
        "textDocument/hover",
        json!({"textDocument": {"uri": u}, "position": {"line": 0, "character": 1}}),
    );
    assert!(
        r["contents"]["value"].as_str().unwrap_or("").contains("scenario"),
        "{r}"
    );
    assert!(c.seen.iter().all(|m| !is_publish(m, &u)), "{:?}", c.seen);
    c.finish();
}

#[test]
fn hover_on_a_mode_the_code_takes_beyond_the_values_it_names_says_so() {
    // `mode_tables`' `strict` names `e4m3` on one path only and runs any other mode through;
    // `convert` looks the mode up in its tables, and takes only the modes it names.
    let h = Harness::copy_of(&idiom_root("mode_tables"), "lsp-open-driver");
    let root = std::fs::canonicalize(&h.root).expect("root");
    let mut c = Client::start(&root, &[]);
    c.initialize(json!({}));
    let _registration = c.receive();
    let mode_hover = |c: &mut Client, name: &str| -> String {
        let path = root.join("configs/cast").join(name);
        let text = read(&path);
        let line = text.lines().position(|l| l.starts_with("mode:")).expect("a mode line") as u32;
        c.open(&path, &text);
        let r = c.call(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(&path)}, "position": {"line": line, "character": 1}}),
        );
        r["contents"]["value"].as_str().unwrap_or("").to_string()
    };
    let strict = mode_hover(&mut c, "strict_any_ok.yaml");
    assert!(
        strict.contains("values the code takes") && strict.contains("`e4m3`"),
        "{strict}"
    );
    assert!(strict.contains("others too"), "{strict}");
    let convert = mode_hover(&mut c, "convert_ok.yaml");
    assert!(convert.contains("values the code takes"), "{convert}");
    assert!(!convert.contains("others too"), "{convert}");
    c.finish();
}
