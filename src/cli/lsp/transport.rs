//! The LSP base protocol over stdio: messages framed by a `Content-Length` header, each one
//! JSON-RPC 2.0 object.
//!
//! In: the bytes on stdin, read on a thread of their own. Out: [`Incoming`] values on a channel —
//! a message, or a malformed one already turned into the JSON-RPC error to answer it with — and
//! [`write`] for what the server says. A malformed frame or payload costs that message only: the
//! reader goes on with the next frame (lsp-server's stdio transport ends its reader thread on the
//! first malformed payload, which would end the server; README, "Crates").

use std::io::{BufRead, Read, Write};
use std::sync::mpsc::Sender;

use serde_json::{json, Value as J};

pub const PARSE_ERROR: i64 = -32700;
pub const INVALID_REQUEST: i64 = -32600;
pub const METHOD_NOT_FOUND: i64 = -32601;
pub const INVALID_PARAMS: i64 = -32602;
pub const SERVER_NOT_INITIALIZED: i64 = -32002;

/// The largest message read; a larger one is skipped (read and dropped) and answered with an error.
const MAX_MESSAGE_BYTES: usize = 64 * 1024 * 1024;
/// The longest header line read.
const MAX_HEADER_LINE: usize = 4096;

/// One JSON-RPC message from the client: a request (`id` and `method`), a notification
/// (`method` only) or a response to a request of ours (`id`, no `method`).
#[derive(Debug, Clone)]
pub struct Message {
    pub id: Option<J>,
    pub method: Option<String>,
    pub params: J,
}

/// What the reader hands the server.
#[derive(Debug)]
pub enum Incoming {
    Message(Message),
    /// Not a message: answer with this error (`id` null where it could not be read) and go on.
    Malformed {
        id: J,
        code: i64,
        message: String,
    },
    /// The end of input (or stdin could not be read any more).
    End,
}

/// Read frames from `input` until its end, each sent as one [`Incoming`]; then [`Incoming::End`].
pub fn read_all(mut input: impl BufRead, tx: Sender<Incoming>) {
    loop {
        let item = match read_frame(&mut input) {
            Ok(Some(Ok(body))) => classify(&body),
            Ok(Some(Err(why))) => Incoming::Malformed {
                id: J::Null,
                code: PARSE_ERROR,
                message: why,
            },
            Ok(None) | Err(_) => {
                let _ = tx.send(Incoming::End);
                return;
            }
        };
        if tx.send(item).is_err() {
            return;
        }
    }
}

/// One frame's body: `Ok(None)` at the end of input, `Ok(Some(Err(why)))` for a frame whose
/// headers or length are wrong (what it held was skipped, so the next frame can still be read).
fn read_frame(input: &mut impl BufRead) -> std::io::Result<Option<Result<Vec<u8>, String>>> {
    let mut length: Option<Result<usize, String>> = None;
    let mut saw_header = false;
    loop {
        let mut line = Vec::new();
        let n = input
            .by_ref()
            .take(MAX_HEADER_LINE as u64)
            .read_until(b'\n', &mut line)?;
        if n == 0 {
            return Ok(None);
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            if saw_header {
                break;
            }
            // Blank lines between frames are no frame.
            continue;
        }
        saw_header = true;
        if let Some((name, value)) = text.split_once(':') {
            if name.trim().eq_ignore_ascii_case("Content-Length") {
                length = Some(
                    value
                        .trim()
                        .parse::<usize>()
                        .map_err(|_| format!("`Content-Length: {}` is not a length", value.trim())),
                );
            }
        }
    }
    let length = match length {
        Some(Ok(n)) => n,
        Some(Err(why)) => return Ok(Some(Err(why))),
        None => return Ok(Some(Err("a message without a `Content-Length` header".into()))),
    };
    if length > MAX_MESSAGE_BYTES {
        std::io::copy(&mut input.by_ref().take(length as u64), &mut std::io::sink())?;
        return Ok(Some(Err(format!(
            "a message of {length} bytes (the limit is {MAX_MESSAGE_BYTES})"
        ))));
    }
    let mut body = vec![0; length];
    input.read_exact(&mut body)?;
    Ok(Some(Ok(body)))
}

/// A frame's body as a message, or the error that answers it.
fn classify(body: &[u8]) -> Incoming {
    let bad = |id: J, code: i64, message: &str| Incoming::Malformed {
        id,
        code,
        message: message.to_string(),
    };
    let value: J = match serde_json::from_slice(body) {
        Ok(v) => v,
        Err(e) => return bad(J::Null, PARSE_ERROR, &format!("not JSON: {e}")),
    };
    let J::Object(mut obj) = value else {
        return bad(
            J::Null,
            INVALID_REQUEST,
            "a message is one JSON-RPC object (this server takes no batches)",
        );
    };
    let id = obj.remove("id");
    let valid_id = match &id {
        None => true,
        Some(J::String(_)) => true,
        Some(J::Number(n)) => n.is_i64() || n.is_u64(),
        Some(_) => false,
    };
    let reply_id = if valid_id {
        id.clone().unwrap_or(J::Null)
    } else {
        J::Null
    };
    if obj.get("jsonrpc").and_then(J::as_str) != Some("2.0") || !valid_id {
        return bad(
            reply_id,
            INVALID_REQUEST,
            "not a JSON-RPC 2.0 message (`jsonrpc` must be \"2.0\", `id` an integer or a string)",
        );
    }
    let method = match obj.remove("method") {
        None => None,
        Some(J::String(m)) => Some(m),
        Some(_) => return bad(reply_id, INVALID_REQUEST, "`method` must be a string"),
    };
    if method.is_none() && !(obj.contains_key("result") || obj.contains_key("error")) {
        return bad(reply_id, INVALID_REQUEST, "no `method`");
    }
    Incoming::Message(Message {
        id,
        method,
        params: obj.remove("params").unwrap_or(J::Null),
    })
}

/// Write one message, framed. `Err`: the client is gone.
pub fn write(out: &mut impl Write, msg: &J) -> std::io::Result<()> {
    let body = msg.to_string();
    let mut bytes = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    bytes.extend_from_slice(body.as_bytes());
    out.write_all(&bytes)?;
    out.flush()
}

pub fn response(id: J, result: J) -> J {
    json!({"jsonrpc": "2.0", "id": id, "result": result})
}

pub fn error(id: J, code: i64, message: impl Into<String>) -> J {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message.into()}})
}

pub fn notification(method: &str, params: J) -> J {
    json!({"jsonrpc": "2.0", "method": method, "params": params})
}

pub fn request(id: J, method: &str, params: J) -> J {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &str) -> Vec<Incoming> {
        let (tx, rx) = std::sync::mpsc::channel();
        read_all(std::io::Cursor::new(input.as_bytes().to_vec()), tx);
        rx.into_iter().collect()
    }

    fn frame(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    }

    #[test]
    fn a_malformed_frame_or_payload_costs_that_message_only() {
        let input = [
            frame(r#"{"jsonrpc":"2.0","id":1,"method":"a"}"#),
            frame("{nope"),
            "Content-Length: lots\r\n\r\n".to_string(),
            "X-Other: 1\r\n\r\n".to_string(),
            frame("[1,2]"),
            frame(r#"{"jsonrpc":"2.0","id":{},"method":"b"}"#),
            frame(r#"{"jsonrpc":"1.0","id":7,"method":"b"}"#),
            frame(r#"{"jsonrpc":"2.0","id":8}"#),
            frame(r#"{"jsonrpc":"2.0","method":"n","params":{"x":1}}"#),
            frame(r#"{"jsonrpc":"2.0","id":"r","result":null}"#),
        ]
        .concat();
        let got = frames(&input);
        let codes: Vec<i64> = got
            .iter()
            .map(|i| match i {
                Incoming::Message(_) => 0,
                Incoming::Malformed { code, .. } => *code,
                Incoming::End => 1,
            })
            .collect();
        assert_eq!(
            codes,
            [
                0,
                PARSE_ERROR,
                PARSE_ERROR,
                PARSE_ERROR,
                INVALID_REQUEST,
                INVALID_REQUEST,
                INVALID_REQUEST,
                INVALID_REQUEST,
                0,
                0,
                1
            ]
        );
        // The id of a request that is wrong otherwise is kept for its answer.
        assert!(matches!(&got[6], Incoming::Malformed { id, .. } if id == &json!(7)));
        assert!(matches!(&got[8], Incoming::Message(m) if m.id.is_none() && m.params["x"] == 1));
    }

    #[test]
    fn a_truncated_frame_is_the_end_of_input() {
        let got = frames("Content-Length: 100\r\n\r\n{\"jsonrpc\"");
        assert!(matches!(got.as_slice(), [Incoming::End]));
    }
}
