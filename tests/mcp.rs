//! `gen-config mcp`, tested by a real exchange over a pipe, as an MCP client has it: `initialize`,
//! `notifications/initialized`, `tools/list`, `tools/call` for each tool (`check` on paths and on
//! YAML text, `new`'s `needs_input` round trip through `answers`, a write), a malformed message (a
//! JSON-RPC error, and the server goes on), and the end of input (exit 0). Every tool result is
//! the CLI's `--json` document and has the contract's shape.

mod common;
mod pyenv;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use common::*;
use serde_json::{json, Value as J};

struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    next_id: i64,
}

impl Client {
    fn start(root: &std::path::Path) -> Client {
        let mut child = Command::new(BIN)
            .arg("--root")
            .arg(root)
            .arg("mcp")
            .current_dir(manifest_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start gen-config mcp");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Client {
            stdin: child.stdin.take(),
            child,
            lines: rx,
            next_id: 0,
        }
    }

    fn send_raw(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("open stdin");
        stdin.write_all(text.as_bytes()).expect("write");
        stdin.write_all(b"\n").expect("write");
        stdin.flush().expect("flush");
    }

    /// The next message the server writes (each must be one JSON-RPC object on its own line).
    fn receive(&self) -> J {
        let line = self
            .lines
            .recv_timeout(Duration::from_secs(120))
            .expect("the server answers within 2 minutes");
        let msg: J = serde_json::from_str(&line).unwrap_or_else(|e| panic!("not one JSON message ({e}): {line}"));
        assert_eq!(msg["jsonrpc"], "2.0", "{msg}");
        msg
    }

    fn request(&mut self, method: &str, params: J) -> J {
        self.next_id += 1;
        let id = self.next_id;
        self.send_raw(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string());
        let reply = self.receive();
        assert_eq!(reply["id"], id, "{reply}");
        reply
    }

    /// `tools/call`: the result (which must not be a JSON-RPC error).
    fn call(&mut self, tool: &str, arguments: J) -> J {
        let reply = self.request("tools/call", json!({"name": tool, "arguments": arguments}));
        assert!(reply.get("error").is_none(), "{tool}: {reply}");
        let result = reply["result"].clone();
        // The same document as text and as structured content.
        let text = result["content"][0]["text"].as_str().expect("a text item");
        assert_eq!(result["content"][0]["type"], "text");
        let parsed: J = serde_json::from_str(text).expect("the text is the JSON document");
        assert_eq!(parsed, result["structuredContent"], "{tool}");
        result
    }
}

/// A CLI run's document, with the paths the MCP call shows the same way.
fn cli(root: &std::path::Path, args: &[&str]) -> J {
    let mut all = args.to_vec();
    all.push("--json");
    run(root, &all).json()
}

#[test]
fn a_real_exchange_over_a_pipe() {
    let h = Harness::example("mcp");
    let mut c = Client::start(&h.root);

    // initialize: the revision asked for, the tools capability, who we are.
    let init = c.request(
        "initialize",
        json!({"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "0"}}),
    );
    assert_eq!(init["result"]["protocolVersion"], "2025-06-18", "{init}");
    assert_eq!(init["result"]["serverInfo"]["name"], "gen-config");
    assert!(init["result"]["capabilities"]["tools"].is_object());
    // A notification: no answer (the next answer is the next request's).
    c.send_raw(r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#);

    let list = c.request("tools/list", json!({}));
    let tools = list["result"]["tools"].as_array().expect("tools");
    let names: Vec<&str> = tools.iter().filter_map(|t| t["name"].as_str()).collect();
    assert_eq!(names, ["schema", "check", "new"]);
    for t in tools {
        assert_eq!(t["inputSchema"]["type"], "object", "{t}");
        assert!(t["description"].as_str().is_some_and(|d| d.len() > 40), "{t}");
    }
    assert_eq!(tools[2]["inputSchema"]["required"], json!(["intent"]));

    let mut schema_docs = Vec::new();
    let mut check_docs = Vec::new();
    let mut new_docs = Vec::new();

    // schema: the CLI's document.
    let r = c.call("schema", json!({"target": "gemm/dense"}));
    assert_eq!(r["isError"], false);
    assert_eq!(r["structuredContent"], cli(&h.root, &["schema", "gemm/dense"]));
    schema_docs.push(("schema gemm/dense".to_string(), r["structuredContent"].clone()));
    let r = c.call("schema", json!({"target": "gemm/nope"}));
    assert_eq!(r["isError"], true, "an unknown scenario can't be described: {r}");
    assert!(r["structuredContent"]["error"]
        .as_str()
        .is_some_and(|e| e.contains("nope")));
    schema_docs.push(("schema gemm/nope".to_string(), r["structuredContent"].clone()));

    // check on a path: the CLI's document; an invalid config is an answer, not a failed call.
    let bad = fixture("configs/gemm/k_misaligned.yaml").to_string_lossy().into_owned();
    let r = c.call("check", json!({"paths": [bad]}));
    assert_eq!(r["isError"], false);
    assert_eq!(r["structuredContent"], cli(&h.root, &["check", &bad]));
    assert_eq!(only_file(&r["structuredContent"])["valid"], false);
    check_docs.push(("check path".to_string(), r["structuredContent"].clone()));

    // check on YAML text: its op found from its scenario.
    let text = read(&fixture("configs/attention/typo_field.yaml"));
    let r = c.call("check", json!({"yaml": text}));
    let f = only_file(&r["structuredContent"]).clone();
    assert_eq!(f["path"], "<yaml>");
    assert_eq!(f["op"], "attention");
    assert_eq!(diag(&f, "unknown-field")["help"], "did you mean `s_kv_list`?");
    check_docs.push(("check yaml".to_string(), r["structuredContent"].clone()));
    let r = c.call("check", json!({"all": true, "op": "gemm"}));
    assert_eq!(
        r["structuredContent"],
        cli(&h.root, &["check", "--all", "--op", "gemm"])
    );
    check_docs.push(("check all".to_string(), r["structuredContent"].clone()));

    // new: needs_input, answered with `answers`, then written with `write: true`.
    let intent = "add an FP8 config for decode";
    let r = c.call("new", json!({"intent": intent}));
    let doc = r["structuredContent"].clone();
    assert_eq!(doc["status"], "needs_input", "{doc:#}");
    assert_eq!(doc["written"], false);
    new_docs.push(("new needs_input".to_string(), doc.clone()));
    let mut answers = serde_json::Map::new();
    for q in doc["questions"].as_array().expect("questions") {
        let field = q["field"].as_str().expect("field");
        // Every suggestion is a value of its field, lists too.
        answers.insert(field.to_string(), q["suggestions"][0].clone());
    }
    let r = c.call("new", json!({"intent": intent, "answers": answers}));
    let doc = r["structuredContent"].clone();
    assert_eq!(doc["status"], "ok", "{doc:#}");
    assert_eq!(doc["written"], false, "nothing is written without write: true");
    new_docs.push(("new answered".to_string(), doc.clone()));
    let path = doc["path"].as_str().expect("path").to_string();
    assert!(!h.root.join(&path).exists());
    let r = c.call(
        "new",
        json!({"intent": intent, "answers": answers, "name": "from_mcp", "write": true}),
    );
    let doc = r["structuredContent"].clone();
    assert_eq!(doc["written"], true, "{doc:#}");
    assert_eq!(doc["path"], "configs/attention/from_mcp.yaml");
    assert_eq!(
        read(&h.root.join("configs/attention/from_mcp.yaml")),
        doc["yaml"].as_str().expect("yaml")
    );
    new_docs.push(("new written".to_string(), doc));

    // Malformed messages: a JSON-RPC error each, and the server keeps serving.
    c.send_raw("{this is not json");
    let e = c.receive();
    assert_eq!(e["error"]["code"], -32700, "{e}");
    assert!(e["id"].is_null());
    let e = c.request("tools/call", json!({"name": "frobnicate", "arguments": {}}));
    assert_eq!(e["error"]["code"], -32602, "{e}");
    let e = c.request(
        "tools/call",
        json!({"name": "check", "arguments": {"paths": "not a list"}}),
    );
    assert_eq!(e["error"]["code"], -32602, "{e}");
    let e = c.request("resources/list", json!({}));
    assert_eq!(e["error"]["code"], -32601, "{e}");
    let pong = c.request("ping", json!({}));
    assert_eq!(pong["result"], json!({}));

    // End of input: a clean exit, nothing more on stdout.
    drop(c.stdin.take());
    let mut waited = 0;
    let status = loop {
        if let Some(s) = c.child.try_wait().expect("wait") {
            break s;
        }
        assert!(waited < 300, "the server did not exit at the end of its input");
        std::thread::sleep(Duration::from_millis(100));
        waited += 1;
    };
    assert_eq!(status.code(), Some(0));
    assert!(
        c.lines.recv_timeout(Duration::from_secs(2)).is_err(),
        "output after the end"
    );

    // Every result has the contract's shape.
    let path = |def: &str| {
        format!(
            "{}#/$defs/{def}",
            manifest_dir().join("docs/contract.schema.json").display()
        )
    };
    for (def, docs) in [("schema", schema_docs), ("check", check_docs), ("new", new_docs)] {
        for (name, errors) in pyenv::validate(&path(def), &docs) {
            assert!(errors.is_empty(), "{name}: {errors:?}");
        }
    }
}

/// Every path a tool returns is taken back as is by the other tools, whatever the server's
/// working directory (here the crate's folder, not the harness root): `new`'s `path` (relative to
/// the root) by `check`, and `check --all`'s paths by `check` again; each result shows the path as
/// the client gave it. And an answer to "which of them, besides …?" adds to what the intent named.
#[test]
fn paths_go_round_trip_between_the_tools() {
    let h = Harness::example("mcp-paths");
    let mut c = Client::start(&h.root);
    c.request(
        "initialize",
        json!({"protocolVersion": "2025-06-18", "capabilities": {}}),
    );
    let intent = "B200 上测 decode，GQA 64 个 q 头 8 个 kv 头，bf16，batch 1 到 64，对比 fa2 和 flashinfer";
    let r = c.call("new", json!({"intent": intent}));
    let doc = &r["structuredContent"];
    assert_eq!(doc["status"], "needs_input", "{doc:#}");
    let r = c.call(
        "new",
        json!({"intent": intent, "answers": {"backends": ["fi"], "s_kv_list": "1k,4k"}, "name": "round_trip", "write": true}),
    );
    let doc = r["structuredContent"].clone();
    assert_eq!(doc["status"], "ok", "{doc:#}");
    assert_eq!(
        doc["config"]["backends"],
        json!(["halops", "fa2", "fi"]),
        "fa2 stays: {doc:#}"
    );
    assert_eq!(doc["config"]["s_kv_list"], json!([1024, 4096]));
    let path = doc["path"].as_str().expect("path").to_string();
    assert_eq!(path, "configs/attention/round_trip.yaml");
    assert!(
        !manifest_dir().join(&path).exists(),
        "the path is not one of the server's working directory"
    );
    // `check` takes `new`'s path as is, and answers with it.
    let r = c.call("check", json!({"paths": [path]}));
    assert_eq!(r["isError"], false, "{r}");
    let f = only_file(&r["structuredContent"]).clone();
    assert_eq!(f["path"], path.as_str());
    assert_eq!(f["valid"], true, "{f}");
    assert_eq!(f["scenario"], "decode_gqa");
    // `check --all`'s paths go back into `check` as they are.
    let r = c.call("check", json!({"all": true, "op": "attention"}));
    let all: Vec<String> = r["structuredContent"]["files"]
        .as_array()
        .expect("files")
        .iter()
        .map(|f| f["path"].as_str().unwrap_or("").to_string())
        .collect();
    assert!(all.iter().any(|p| p.ends_with("round_trip.yaml")), "{all:?}");
    let r = c.call("check", json!({"paths": all.clone()}));
    let again: Vec<&str> = r["structuredContent"]["files"]
        .as_array()
        .expect("files")
        .iter()
        .map(|f| f["path"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(again, all.iter().map(String::as_str).collect::<Vec<_>>());
    for f in r["structuredContent"]["files"].as_array().expect("files") {
        assert!(
            f["diagnostics"]
                .as_array()
                .is_none_or(|d| d.iter().all(|d| d["code"] != "io")),
            "{f}"
        );
    }
    // A path that is no file anywhere stays an `io` diagnostic under the name given.
    let r = c.call("check", json!({"paths": ["configs/attention/nope.yaml"]}));
    let f = only_file(&r["structuredContent"]).clone();
    assert_eq!(f["path"], "configs/attention/nope.yaml");
    assert_eq!(f["diagnostics"][0]["code"], "io", "{f}");
    drop(c.stdin.take());
    let _ = c.child.wait();
}
