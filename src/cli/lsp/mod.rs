//! `gen-config lsp`: a language server over stdio that gives, while a config is typed, the
//! harness's own judgement — exactly what `check` reports, as diagnostics — with hover,
//! completion and quick fixes from what the code says.
//!
//! In: LSP messages on stdin (`Content-Length` framed JSON-RPC, [`transport`]). Out: answers and
//! `textDocument/publishDiagnostics` on stdout; nothing else is ever written there.
//!
//! - A config is any YAML under a harness's `configs/`; its root is found from the document as
//!   `check` finds it from the working directory (or is `--root`). Each root's Python is read and
//!   parsed once and kept ([`workspace`]), until a `.py` file under it changes
//!   (`workspace/didChangeWatchedFiles`, registered when the client can; or a save of a `.py`
//!   document): then it is read again and every open config of it is checked again.
//! - Diagnostics on open at once, on change after a pause in typing (`debounceMs` in
//!   `initializationOptions`, default [`DEBOUNCE`]); [`diagnostics`] says what they hold.
//! - [`hover`], [`completion`], [`actions`] (quick fixes).
//! - The messages' language: `--lang`, else `initializationOptions.lang`, else the client's
//!   `locale`; English otherwise.
//! - A malformed message gets a JSON-RPC error and the server goes on; a harness that can't be
//!   loaded is one diagnostic on each of its configs. The end of input ends the server (exit 0);
//!   so does `exit` (0 after `shutdown`, else 1, as the protocol says).

mod actions;
mod completion;
mod diagnostics;
mod hover;
mod text;
mod transport;
mod workspace;

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, RecvTimeoutError};
use std::time::{Duration, Instant};

use lsp_types::{
    CodeActionParams, CodeActionProviderCapability, CompletionOptions, CompletionParams, Diagnostic, HoverParams,
    HoverProviderCapability, PositionEncodingKind, SaveOptions, ServerCapabilities, TextDocumentSyncCapability,
    TextDocumentSyncKind, TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Uri,
};
use serde_json::{json, Value as J};

use gen_config::check::Report;
use gen_config::lang::{self, Lang};

use text::Encoding;
use transport::{Incoming, Message};

/// How long typing must pause before a changed config is checked again.
pub const DEBOUNCE: Duration = Duration::from_millis(150);

/// An open document.
struct Doc {
    uri: Uri,
    path: Option<PathBuf>,
    text: String,
    version: Option<i32>,
    /// Its root, when it is a config under one.
    root: Option<PathBuf>,
    /// The last check's report and its diagnostics as sent.
    report: Option<Report>,
    sent: Vec<Diagnostic>,
    /// When it is to be checked again (changed since).
    due: Option<Instant>,
}

struct Server {
    roots: workspace::Roots,
    docs: HashMap<String, Doc>,
    enc: Encoding,
    debounce: Duration,
    /// `--lang`, which the client's locale does not override.
    lang_flag: Option<Lang>,
    initialized: bool,
    shutdown: bool,
    /// The client registers file watchers on request (`workspace/didChangeWatchedFiles`).
    can_watch: bool,
    requests_sent: u64,
}

/// Serve until the end of input or `exit`; the exit code.
pub fn serve(root: Option<&Path>, lang_flag: Option<&str>) -> u8 {
    let lang_flag = lang_flag.and_then(Lang::parse);
    if let Some(l) = lang_flag {
        lang::set_messages(l);
    }
    let explicit = root.map(|r| {
        if r.is_absolute() {
            r.to_path_buf()
        } else {
            std::env::current_dir()
                .map(|d| d.join(r))
                .unwrap_or_else(|_| r.to_path_buf())
        }
    });
    let mut server = Server {
        roots: workspace::Roots::new(explicit),
        docs: HashMap::new(),
        enc: Encoding::default(),
        debounce: DEBOUNCE,
        lang_flag,
        initialized: false,
        shutdown: false,
        can_watch: false,
        requests_sent: 0,
    };
    let (tx, rx) = channel();
    let reader = std::thread::Builder::new()
        .name("lsp-reader".into())
        .spawn(move || transport::read_all(std::io::stdin().lock(), tx));
    if reader.is_err() {
        eprintln!("error: lsp: cannot start reading stdin");
        return super::EXIT_FAIL;
    }
    let mut out = std::io::stdout();
    loop {
        let due = server.docs.values().filter_map(|d| d.due).min();
        let next = match due {
            Some(t) => rx.recv_timeout(t.saturating_duration_since(Instant::now())),
            None => rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let said = match next {
            Ok(Incoming::Message(m)) => match server.handle(m) {
                Step::Say(msgs) => msgs,
                Step::Exit(code) => return code,
            },
            Ok(Incoming::Malformed { id, code, message }) => vec![transport::error(id, code, message)],
            Ok(Incoming::End) | Err(RecvTimeoutError::Disconnected) => return super::EXIT_OK,
            Err(RecvTimeoutError::Timeout) => server.check_due(),
        };
        for msg in said {
            if transport::write(&mut out.lock(), &msg).is_err() {
                // The client is gone.
                return super::EXIT_OK;
            }
        }
        let _ = out.flush();
    }
}

/// What handling a message comes to: messages to send, or the end.
enum Step {
    Say(Vec<J>),
    Exit(u8),
}

/// Typed params, or the invalid-params error saying what is wrong with them. (A macro: the
/// bound a function would need is serde's, a crate this one does not name.)
macro_rules! parse {
    ($t:ty, $params:expr) => {
        serde_json::from_value::<$t>($params).map_err(|e| (transport::INVALID_PARAMS, format!("invalid params: {e}")))
    };
}

impl Server {
    fn handle(&mut self, m: Message) -> Step {
        let Some(method) = m.method else {
            // A response to a request of ours (the watcher registration): nothing to do.
            return Step::Say(vec![]);
        };
        match m.id {
            Some(id) => Step::Say(self.request(id, &method, m.params)),
            None if method == "exit" => Step::Exit(if self.shutdown { super::EXIT_OK } else { 1 }),
            None => Step::Say(self.notification(&method, m.params)),
        }
    }

    fn request(&mut self, id: J, method: &str, params: J) -> Vec<J> {
        use transport::{error, response};
        if method == "initialize" {
            if self.initialized {
                return vec![error(id, transport::INVALID_REQUEST, "`initialize` was already sent")];
            }
            self.initialized = true;
            return vec![response(id, self.initialize(&params))];
        }
        if !self.initialized {
            return vec![error(
                id,
                transport::SERVER_NOT_INITIALIZED,
                "the server is not initialized: send `initialize` first",
            )];
        }
        if self.shutdown {
            return vec![error(
                id,
                transport::INVALID_REQUEST,
                "the server is shut down: only `exit` is taken now",
            )];
        }
        let answer = match method {
            "shutdown" => {
                self.shutdown = true;
                Ok((J::Null, vec![]))
            }
            "textDocument/hover" => parse!(HoverParams, params).map(|p| self.hover(p)),
            "textDocument/completion" => parse!(CompletionParams, params).map(|p| self.completion(p)),
            "textDocument/codeAction" => parse!(CodeActionParams, params).map(|p| self.code_actions(p)),
            other => Err((transport::METHOD_NOT_FOUND, format!("no method `{other}`"))),
        };
        match answer {
            // What the answer rests on first (the diagnostics of a config checked for it), then
            // the answer: a client sees them before it acts on the answer.
            Ok((answer, before)) => {
                let mut out = before;
                out.push(response(id, answer));
                out
            }
            Err((code, why)) => vec![error(id, code, why)],
        }
    }

    fn notification(&mut self, method: &str, params: J) -> Vec<J> {
        if !self.initialized || self.shutdown {
            return vec![];
        }
        match method {
            "initialized" => self.register_watchers(),
            "textDocument/didOpen" => self.did_open(&params),
            "textDocument/didChange" => self.did_change(&params),
            "textDocument/didClose" => self.did_close(&params),
            "textDocument/didSave" => {
                let uri = params["textDocument"]["uri"].as_str().unwrap_or("");
                match text::uri_path(uri).filter(|p| is_python(p)) {
                    Some(p) => self.python_changed(&[p]),
                    None => vec![],
                }
            }
            "workspace/didChangeWatchedFiles" => {
                let changed: Vec<PathBuf> = params["changes"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|c| c["uri"].as_str())
                    .filter_map(text::uri_path)
                    .filter(|p| is_python(p))
                    .collect();
                self.python_changed(&changed)
            }
            // `$/cancelRequest` (every answer is given at once), `$/setTrace`, and the others.
            _ => vec![],
        }
    }

    /// The answer to `initialize`: what the server does, in the position encoding and language
    /// agreed.
    fn initialize(&mut self, params: &J) -> J {
        let caps = &params["capabilities"];
        let strings = |v: &J| -> Vec<String> {
            v.as_array()
                .into_iter()
                .flatten()
                .filter_map(|e| e.as_str().map(str::to_string))
                .collect()
        };
        let offered = strings(&caps["general"]["positionEncodings"]);
        // The older form (clangd's, which Neovim before 0.10 sends).
        let offered_old = strings(&caps["offsetEncoding"]);
        self.enc = Encoding::choose(if offered.is_empty() { &offered_old } else { &offered });
        self.can_watch = caps["workspace"]["didChangeWatchedFiles"]["dynamicRegistration"] == J::Bool(true);
        let options = &params["initializationOptions"];
        if let Some(ms) = options["debounceMs"].as_u64() {
            self.debounce = Duration::from_millis(ms.min(10_000));
        }
        if self.lang_flag.is_none() {
            let asked = options["lang"].as_str().and_then(Lang::parse).or_else(|| {
                let locale = params["locale"].as_str()?;
                Lang::parse(locale).or_else(|| Lang::parse(locale.split(['-', '_']).next()?))
            });
            if let Some(l) = asked {
                lang::set_messages(l);
            }
        }
        let capabilities = ServerCapabilities {
            position_encoding: Some(PositionEncodingKind::new(self.enc.name())),
            text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::FULL),
                save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions {
                    include_text: Some(false),
                })),
                ..Default::default()
            })),
            hover_provider: Some(HoverProviderCapability::Simple(true)),
            completion_provider: Some(CompletionOptions {
                trigger_characters: Some(vec![":".into(), " ".into(), "[".into(), ",".into(), "-".into()]),
                ..Default::default()
            }),
            code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
            ..Default::default()
        };
        let mut result = json!({
            "capabilities": capabilities,
            "serverInfo": {"name": "gen-config", "version": env!("CARGO_PKG_VERSION")},
        });
        if !offered_old.is_empty() && offered.is_empty() {
            result["offsetEncoding"] = J::from(self.enc.name());
        }
        result
    }

    /// Ask the client to tell of every `.py` file's change, where it can.
    fn register_watchers(&mut self) -> Vec<J> {
        if !self.can_watch {
            return vec![];
        }
        self.requests_sent += 1;
        vec![transport::request(
            J::from(format!("gen-config-{}", self.requests_sent)),
            "client/registerCapability",
            json!({"registrations": [{
                "id": "gen-config-python",
                "method": "workspace/didChangeWatchedFiles",
                "registerOptions": {"watchers": [{"globPattern": "**/*.py"}]},
            }]}),
        )]
    }

    fn did_open(&mut self, params: &J) -> Vec<J> {
        let td = &params["textDocument"];
        let (Some(uri), Some(text)) = (td["uri"].as_str(), td["text"].as_str()) else {
            return vec![];
        };
        let Ok(parsed) = uri.parse::<Uri>() else { return vec![] };
        let path = text::uri_path(uri);
        let root = path
            .as_deref()
            .filter(|p| is_yaml(p))
            .and_then(|p| self.roots.root_of(p));
        self.docs.insert(
            uri.to_string(),
            Doc {
                uri: parsed,
                path,
                text: text.to_string(),
                version: td["version"].as_i64().and_then(|v| i32::try_from(v).ok()),
                root,
                report: None,
                sent: vec![],
                due: None,
            },
        );
        self.check(uri).into_iter().collect()
    }

    fn did_change(&mut self, params: &J) -> Vec<J> {
        let td = &params["textDocument"];
        let Some(doc) = td["uri"].as_str().and_then(|u| self.docs.get_mut(u)) else {
            return vec![];
        };
        for change in params["contentChanges"].as_array().into_iter().flatten() {
            let Some(new) = change["text"].as_str() else { continue };
            match serde_json::from_value::<lsp_types::Range>(change["range"].clone()) {
                Ok(r) => doc.text = apply(&doc.text, r, new, self.enc),
                Err(_) => doc.text = new.to_string(),
            }
        }
        doc.version = td["version"].as_i64().and_then(|v| i32::try_from(v).ok());
        if doc.root.is_some() {
            doc.due = Some(Instant::now() + self.debounce);
        }
        vec![]
    }

    fn did_close(&mut self, params: &J) -> Vec<J> {
        let Some(uri) = params["textDocument"]["uri"].as_str() else {
            return vec![];
        };
        match self.docs.remove(uri) {
            Some(d) if d.root.is_some() => vec![publish(&d.uri, None, &[])],
            _ => vec![],
        }
    }

    /// Python files changed: load their roots again and check their open configs again.
    fn python_changed(&mut self, files: &[PathBuf]) -> Vec<J> {
        let mut reloaded: Vec<PathBuf> = Vec::new();
        for f in files {
            // Several files of one root changed at once: it is loaded again once.
            if reloaded.iter().any(|r| f.starts_with(r)) {
                continue;
            }
            reloaded.extend(self.roots.reload_for(f));
        }
        let uris: Vec<String> = self
            .docs
            .iter()
            .filter(|(_, d)| d.root.as_ref().is_some_and(|r| reloaded.contains(r)))
            .map(|(u, _)| u.clone())
            .collect();
        uris.iter().filter_map(|u| self.check(u)).collect()
    }

    /// Check the configs whose pause in typing is over.
    fn check_due(&mut self) -> Vec<J> {
        let now = Instant::now();
        let due: Vec<String> = self
            .docs
            .iter()
            .filter(|(_, d)| d.due.is_some_and(|t| t <= now))
            .map(|(u, _)| u.clone())
            .collect();
        due.iter().filter_map(|u| self.check(u)).collect()
    }

    /// Check one open config now: its diagnostics to publish.
    fn check(&mut self, uri: &str) -> Option<J> {
        let doc = self.docs.get_mut(uri)?;
        doc.due = None;
        let root = doc.root.clone()?;
        let path = doc.path.clone()?;
        let r = self.roots.get_mut(&root)?;
        let report = r.check(&path, &doc.text);
        let h = r.state.as_ref().ok().map(|l| &l.h);
        let sent = diagnostics::of_report(&report, &doc.text, &doc.uri, &root, h, self.enc);
        let msg = publish(&doc.uri, doc.version, &sent);
        doc.report = Some(report);
        doc.sent = sent;
        Some(msg)
    }

    /// The loaded harness of an open config, with the config's root, path and text.
    fn loaded(&mut self, uri: &Uri) -> Option<(&mut workspace::Loaded, PathBuf, PathBuf, String)> {
        let doc = self.docs.get(uri.as_str())?;
        let root = doc.root.clone()?;
        let (path, text) = (doc.path.clone()?, doc.text.clone());
        let l = self.roots.get_mut(&root)?.state.as_mut().ok()?;
        Some((l, root, path, text))
    }

    fn hover(&mut self, p: HoverParams) -> (J, Vec<J>) {
        let tp = p.text_document_position_params;
        let enc = self.enc;
        let found = self
            .loaded(&tp.text_document.uri)
            .and_then(|(l, root, path, text)| hover::hover(l, &root, &path, &text, tp.position, enc));
        (serde_json::to_value(found).unwrap_or(J::Null), vec![])
    }

    fn completion(&mut self, p: CompletionParams) -> (J, Vec<J>) {
        let tp = p.text_document_position;
        let enc = self.enc;
        let items = self
            .loaded(&tp.text_document.uri)
            .map(|(l, _, path, text)| completion::complete(l, &path, &text, tp.position, enc))
            .unwrap_or_default();
        (serde_json::to_value(items).unwrap_or(J::Null), vec![])
    }

    fn code_actions(&mut self, p: CodeActionParams) -> (J, Vec<J>) {
        let uri = p.text_document.uri;
        // A config changed since its last check is checked first: the fixes are for its text.
        let mut said = vec![];
        if self.docs.get(uri.as_str()).is_some_and(|d| d.due.is_some()) {
            said.extend(self.check(uri.as_str()));
        }
        let (report, sent) = match self.docs.get(uri.as_str()) {
            Some(Doc {
                report: Some(r), sent, ..
            }) => (r.clone(), sent.clone()),
            _ => return (J::Array(vec![]), said),
        };
        let enc = self.enc;
        let fixes = self
            .loaded(&uri)
            .map(|(l, _, _, text)| actions::quick_fixes(l, &uri, &text, &report, &sent, p.range, enc))
            .unwrap_or_default();
        (serde_json::to_value(fixes).unwrap_or(J::Null), said)
    }
}

fn publish(uri: &Uri, version: Option<i32>, diagnostics: &[Diagnostic]) -> J {
    let mut params = json!({"uri": uri, "diagnostics": diagnostics});
    if let Some(v) = version {
        params["version"] = J::from(v);
    }
    transport::notification("textDocument/publishDiagnostics", params)
}

fn is_python(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "py")
}

fn is_yaml(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "yaml" || e == "yml")
}

/// `text` with the range replaced by `new` (an incremental change).
fn apply(text: &str, r: lsp_types::Range, new: &str, enc: Encoding) -> String {
    let offset = |p: lsp_types::Position| -> usize {
        let mut at = 0;
        for (i, line) in text.split_inclusive('\n').enumerate() {
            if i as u32 == p.line {
                let lt = line.trim_end_matches(['\n', '\r']);
                let chars = text::chars_of(lt, p.character, enc);
                return at + lt.char_indices().nth(chars).map_or(lt.len(), |(b, _)| b);
            }
            at += line.len();
        }
        text.len()
    };
    let (a, b) = (offset(r.start), offset(r.end));
    let (a, b) = (a.min(b), a.max(b));
    format!("{}{new}{}", &text[..a], &text[b..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_incremental_change_lands_where_the_client_counts() {
        let text = "a: 半x\nb: 2\n";
        let r = lsp_types::Range::new(lsp_types::Position::new(0, 4), lsp_types::Position::new(1, 1));
        assert_eq!(apply(text, r, "Y\nc", Encoding::Utf16), "a: 半Y\nc: 2\n");
        let end = lsp_types::Range::new(lsp_types::Position::new(9, 0), lsp_types::Position::new(9, 0));
        assert_eq!(apply(text, end, "z", Encoding::Utf16), "a: 半x\nb: 2\nz");
    }
}
