//! `gen-config mcp`: the Model Context Protocol over stdio, so a coding agent asks gen-config
//! instead of reading the harness itself. JSON-RPC 2.0, one message a line (the MCP stdio
//! transport), written by hand over serde_json: the official SDK (rmcp) costs ~79 s of clean build
//! and 73 crates (tokio among them) for the three methods a tool server needs (README, "MCP").
//!
//! In: requests on stdin. Out: responses on stdout, one a line; nothing else is ever written there.
//! Tools `schema`, `check` and `new` (docs/contract.md, `mcp`) each run this same binary with
//! `--json` and return its document as `structuredContent` and as text: the answer is the CLI's,
//! byte for byte, and a failure in one call can't take the server down. A malformed message gets
//! a JSON-RPC error and the server goes on; the end of input ends it with exit 0.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{json, Value as J};

/// The protocol revisions this server speaks, newest first; a client asking for another gets the
/// newest, as the specification says.
const PROTOCOL_VERSIONS: &[&str] = &["2025-06-18", "2025-03-26", "2024-11-05"];

const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const METHOD_NOT_FOUND: i64 = -32601;
const INVALID_PARAMS: i64 = -32602;

/// Serve until the end of input; the exit code.
pub fn serve(root: Option<&Path>) -> u8 {
    let server = Server {
        root: root.map(Path::to_path_buf),
        calls: 0,
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut server = server;
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => return super::EXIT_OK,
            Ok(_) => {}
            Err(e) => {
                eprintln!("error: mcp: cannot read stdin: {e}");
                return super::EXIT_FAIL;
            }
        }
        let text = String::from_utf8_lossy(&line);
        if text.trim().is_empty() {
            continue;
        }
        if let Some(reply) = server.handle(text.trim()) {
            let mut out = std::io::stdout().lock();
            let mut bytes = reply.to_string().into_bytes();
            bytes.push(b'\n');
            if out.write_all(&bytes).and_then(|_| out.flush()).is_err() {
                // The client is gone.
                return super::EXIT_OK;
            }
        }
    }
}

struct Server {
    root: Option<PathBuf>,
    calls: usize,
}

fn error(id: J, code: i64, message: impl Into<String>) -> J {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message.into()}})
}

fn reply(id: J, result: J) -> J {
    json!({"jsonrpc": "2.0", "id": id, "result": result})
}

impl Server {
    /// The answer to one message (`None` for a notification).
    fn handle(&mut self, text: &str) -> Option<J> {
        let msg: J = match serde_json::from_str(text) {
            Ok(m) => m,
            Err(e) => return Some(error(J::Null, PARSE_ERROR, format!("not JSON: {e}"))),
        };
        let Some(obj) = msg.as_object() else {
            return Some(error(
                J::Null,
                INVALID_REQUEST,
                "a message is one JSON-RPC object (batches are not part of MCP's stdio transport)",
            ));
        };
        let id = obj.get("id").cloned();
        let valid_id = matches!(&id, None | Some(J::String(_)) | Some(J::Number(_)));
        let method = obj.get("method").and_then(J::as_str);
        if obj.get("jsonrpc").and_then(J::as_str) != Some("2.0") || !valid_id {
            return Some(error(
                if valid_id { id.unwrap_or(J::Null) } else { J::Null },
                INVALID_REQUEST,
                "not a JSON-RPC 2.0 request (`jsonrpc` must be \"2.0\", `id` a string or number)",
            ));
        }
        let Some(method) = method else {
            // A response from the client (we never ask it anything): nothing to say.
            if obj.contains_key("result") || obj.contains_key("error") {
                return None;
            }
            return Some(error(id.unwrap_or(J::Null), INVALID_REQUEST, "no `method`"));
        };
        let params = obj.get("params").cloned().unwrap_or(J::Null);
        // A notification gets no answer, whatever it is.
        let id = id?;
        Some(match method {
            "initialize" => reply(id, initialize(&params)),
            "ping" => reply(id, json!({})),
            "tools/list" => reply(id, json!({"tools": tools()})),
            "tools/call" => match self.call(&params) {
                Ok(result) => reply(id, result),
                Err(why) => error(id, INVALID_PARAMS, why),
            },
            other => error(id, METHOD_NOT_FOUND, format!("no method `{other}`")),
        })
    }

    /// `tools/call`: run the tool; a bad argument is an invalid-params error.
    fn call(&mut self, params: &J) -> Result<J, String> {
        let name = params["name"].as_str().ok_or("`name` (the tool) is missing")?;
        let empty = json!({});
        let args = match &params["arguments"] {
            J::Null => &empty,
            a @ J::Object(_) => a,
            _ => return Err("`arguments` must be an object".into()),
        };
        let str_arg = |k: &str| -> Result<Option<&str>, String> {
            match &args[k] {
                J::Null => Ok(None),
                J::String(s) => Ok(Some(s.as_str())),
                _ => Err(format!("`{k}` must be a string")),
            }
        };
        let bool_arg = |k: &str| -> Result<bool, String> {
            match &args[k] {
                J::Null => Ok(false),
                J::Bool(b) => Ok(*b),
                _ => Err(format!("`{k}` must be true or false")),
            }
        };
        let known: &[&str] = match name {
            "schema" => &["target"],
            "check" => &["paths", "yaml", "op", "all"],
            "new" => &["intent", "answers", "name", "write"],
            other => return Err(format!("no tool `{other}`; the tools are `schema`, `check` and `new`")),
        };
        if let Some(k) = args
            .as_object()
            .and_then(|o| o.keys().find(|k| !known.contains(&k.as_str())))
        {
            return Err(format!(
                "`{name}` takes no argument `{k}` (it takes {})",
                known.join(", ")
            ));
        }
        let mut argv: Vec<String> = Vec::new();
        let mut scratch: Option<PathBuf> = None;
        // Paths given to the command in another form than the client wrote them: each result
        // shows the client's own (`check` echoes the path it was given).
        let mut renames: Vec<(String, String)> = Vec::new();
        match name {
            "schema" => {
                argv.push("schema".into());
                if let Some(t) = str_arg("target")? {
                    argv.push(t.into());
                }
            }
            "check" => {
                argv.push("check".into());
                let paths = match &args["paths"] {
                    J::Null => vec![],
                    J::Array(a) => a
                        .iter()
                        .map(|p| p.as_str().map(str::to_string).ok_or("`paths` must be strings"))
                        .collect::<Result<Vec<_>, _>>()?,
                    _ => return Err("`paths` must be a list of config paths".into()),
                };
                let yaml = str_arg("yaml")?;
                let all = bool_arg("all")?;
                if paths.is_empty() && yaml.is_none() && !all {
                    return Err("`check` needs `paths`, `yaml` or `all: true`".into());
                }
                for p in paths {
                    let given = self.resolve_path(&p);
                    if given != p {
                        renames.push((given.clone(), p));
                    }
                    // A path is a path, never a flag.
                    argv.push(if given.starts_with('-') {
                        format!("./{given}")
                    } else {
                        given
                    });
                }
                if let Some(text) = yaml {
                    self.calls += 1;
                    let dir =
                        std::env::temp_dir().join(format!("gen-config-mcp-{}-{}", std::process::id(), self.calls));
                    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make a scratch folder: {e}"))?;
                    let file = dir.join("config.yaml");
                    std::fs::write(&file, text).map_err(|e| format!("cannot write the yaml to check: {e}"))?;
                    argv.push(file.to_string_lossy().into());
                    renames.push((file.to_string_lossy().into(), "<yaml>".into()));
                    scratch = Some(dir);
                }
                if all {
                    argv.push("--all".into());
                }
                if let Some(op) = str_arg("op")? {
                    argv.extend(["--op".into(), op.into()]);
                }
            }
            _ => {
                let intent = str_arg("intent")?.ok_or("`new` needs `intent` (the sentence)")?;
                argv.push("new".into());
                match &args["answers"] {
                    J::Null => {}
                    J::Object(m) => {
                        for (field, value) in m {
                            // A JSON value is a YAML flow value.
                            let v = match value {
                                J::String(s) => s.clone(),
                                other => other.to_string(),
                            };
                            argv.push(format!("--set={field}={v}"));
                        }
                    }
                    _ => return Err("`answers` must be an object of field → value".into()),
                }
                if let Some(n) = str_arg("name")? {
                    argv.push(format!("--name={n}"));
                }
                argv.push(if bool_arg("write")? { "--yes" } else { "--dry-run" }.into());
                // The sentence last, after `--`: words of it that look like flags stay words.
                argv.extend(["--".into(), intent.into()]);
            }
        }
        let result = self.run(&argv, &renames);
        if let Some(dir) = scratch {
            let _ = std::fs::remove_dir_all(dir);
        }
        result
    }

    /// A config path as the client gave it, or, where no such file is there relative to the
    /// server's working directory but one is relative to the harness root, that one: every path a
    /// tool returns (`new`'s `configs/<op>/<name>.yaml`, relative to the root) is taken back as is.
    fn resolve_path(&self, p: &str) -> String {
        let path = Path::new(p);
        if path.is_absolute() || path.exists() {
            return p.to_string();
        }
        let Ok(cwd) = std::env::current_dir() else {
            return p.to_string();
        };
        match gen_config::discover::find_root(self.root.as_deref(), &cwd) {
            Ok(root) if root.join(path).exists() => root.join(path).to_string_lossy().into_owned(),
            _ => p.to_string(),
        }
    }

    /// Run this binary with `argv` and `--json`; the tool result of its document, each path of
    /// `renames` (as given to the command → as the client wrote it) shown as the client wrote it.
    fn run(&self, argv: &[String], renames: &[(String, String)]) -> Result<J, String> {
        let exe = std::env::current_exe().map_err(|e| format!("cannot find gen-config itself: {e}"))?;
        let mut cmd = Command::new(exe);
        if let Some(r) = &self.root {
            cmd.arg("--root").arg(r);
        }
        // `--json` before any `--`, where it is a flag.
        cmd.arg("--json").args(argv);
        let out = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| format!("cannot run gen-config: {e}"))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mut doc: J = serde_json::from_str(stdout.trim())
            .unwrap_or_else(|_| json!({"error": String::from_utf8_lossy(&out.stderr).trim().to_string()}));
        // (`get_mut`: indexing would add a `files` key to the other documents.)
        if let Some(files) = doc.get_mut("files").and_then(J::as_array_mut) {
            for f in files {
                if let Some((_, client)) = renames.iter().find(|(shown, _)| f["path"] == shown.as_str()) {
                    f["path"] = J::from(client.as_str());
                }
            }
        }
        let code = out.status.code().unwrap_or(2);
        Ok(json!({
            "content": [{"type": "text", "text": doc.to_string()}],
            "structuredContent": doc,
            // Exit 2: the job could not be done. An invalid config (exit 1) is an answer.
            "isError": code == 2,
        }))
    }
}

fn initialize(params: &J) -> J {
    let asked = params["protocolVersion"].as_str().unwrap_or("");
    let version = PROTOCOL_VERSIONS
        .iter()
        .find(|v| **v == asked)
        .unwrap_or(&PROTOCOL_VERSIONS[0]);
    json!({
        "protocolVersion": version,
        "capabilities": {"tools": {"listChanged": false}},
        "serverInfo": {"name": "gen-config", "version": env!("CARGO_PKG_VERSION")},
        "instructions": "gen-config reads the HALOps benchmark harness's own Python code and answers from it: \
            use `schema` for what a scenario's config may hold (fields, defaults, backends, dtypes, constraints, \
            each with its file:line), `check` to judge configs at every sweep point, and `new` to turn an intent \
            into a checked config (answer its `questions` with `answers`; it writes only with `write: true`). \
            Do not read the harness to find these facts yourself.",
    })
}

fn tools() -> J {
    json!([
        {
            "name": "schema",
            "title": "What a config may hold",
            "description": "What the harness's code says a config of each scenario may hold: fields (required, default, swept), backends and the dtypes/modes their adapters reject, constraints, GPUs; every fact with its file:line. The document of `gen-config schema --json`.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "target": {"type": "string", "description": "An op, or OP/SCENARIO; all ops when absent"}
                },
                "additionalProperties": false
            }
        },
        {
            "name": "check",
            "title": "Check configs",
            "description": "Judge configs as the harness's own code would, at every sweep point: diagnostics with the YAML position, the Python line that decides, the failing point and a help line. The document of `gen-config check --json`.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "paths": {"type": "array", "items": {"type": "string"}, "description": "Config files: relative to the server's working directory, or, where no such file is there, to the harness root (as `new` returns `path`)"},
                    "yaml": {"type": "string", "description": "A config's text, checked as a file outside configs/ (give `op` if its scenario's name is not enough)"},
                    "op": {"type": "string", "description": "The op of configs whose folder is not an op; with `all`, only that op's folder"},
                    "all": {"type": "boolean", "description": "Check every configs/<folder>/*.yaml"}
                },
                "additionalProperties": false
            }
        },
        {
            "name": "new",
            "title": "Write a config from an intent",
            "description": "Turn an intent (Chinese or English) into a checked config. Open questions come back as `needs_input` with `questions`; call again with `answers` (field → value). Writes configs/<op>/<name>.yaml only with `write: true`. The document of `gen-config new --json`.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "intent": {"type": "string", "description": "The sentence, e.g. \"add an FP8 config for decode, batch 1/16/64\""},
                    "answers": {"type": "object", "description": "Answers to `questions`: field → value (a list, a number, a name)"},
                    "name": {"type": "string", "description": "The file name (configs/<op>/<name>.yaml)"},
                    "write": {"type": "boolean", "description": "Write the file (default false: show only)"}
                },
                "required": ["intent"],
                "additionalProperties": false
            }
        }
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server() -> Server {
        Server { root: None, calls: 0 }
    }

    fn code(reply: Option<J>) -> i64 {
        reply.and_then(|r| r["error"]["code"].as_i64()).unwrap_or(0)
    }

    #[test]
    fn malformed_messages_get_json_rpc_errors_and_notifications_none() {
        let mut s = server();
        assert_eq!(code(s.handle("{nope")), PARSE_ERROR);
        assert_eq!(code(s.handle("[1, 2]")), INVALID_REQUEST);
        assert_eq!(code(s.handle(r#"{"id": 1, "method": "ping"}"#)), INVALID_REQUEST);
        assert_eq!(
            code(s.handle(r#"{"jsonrpc": "2.0", "id": {}, "method": "ping"}"#)),
            INVALID_REQUEST
        );
        assert_eq!(
            code(s.handle(r#"{"jsonrpc": "2.0", "id": 1, "method": "nope"}"#)),
            METHOD_NOT_FOUND
        );
        for bad in [
            r#"{"name": "rm"}"#,
            r#"{"name": "check", "arguments": {}}"#,
            r#"{"name": "check", "arguments": {"paths": "x.yaml"}}"#,
            r#"{"name": "new", "arguments": {"intent": "x", "answers": [1]}}"#,
            r#"{"name": "schema", "arguments": {"target": "gemm", "verbose": true}}"#,
        ] {
            let msg = format!(r#"{{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {bad}}}"#);
            assert_eq!(code(s.handle(&msg)), INVALID_PARAMS, "{bad}");
        }
        assert!(s
            .handle(r#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#)
            .is_none());
        assert!(s.handle(r#"{"jsonrpc": "2.0", "method": "nope"}"#).is_none());
        let ok = s
            .handle(r#"{"jsonrpc": "2.0", "id": "a", "method": "ping"}"#)
            .expect("reply");
        assert_eq!(ok, json!({"jsonrpc": "2.0", "id": "a", "result": {}}));
    }
}
