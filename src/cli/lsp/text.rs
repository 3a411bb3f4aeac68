//! Places in a document as the protocol counts them, and documents as paths.
//!
//! In: a config's text, a 1-based line and a 1-based character column (how `check` places a
//! diagnostic), or a `file:` URI. Out: LSP positions and ranges (0-based lines, columns in the
//! code units the client and server agreed on: UTF-16 unless the client offers UTF-32 or UTF-8),
//! the extent of the YAML token at a place, and paths.

use std::path::{Path, PathBuf};

use lsp_types::{Position, Range};

/// The unit of an LSP column, as agreed in `initialize`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Encoding {
    #[default]
    Utf16,
    Utf8,
    Utf32,
}

impl Encoding {
    /// The one to use from what the client offers (`general.positionEncodings`, or the older
    /// `offsetEncoding`): UTF-32 (characters, as `check` counts them) first, then UTF-8; UTF-16,
    /// the protocol's default, otherwise.
    pub fn choose(offered: &[String]) -> Encoding {
        if offered.iter().any(|e| e == "utf-32") {
            Encoding::Utf32
        } else if offered.iter().any(|e| e == "utf-8") {
            Encoding::Utf8
        } else {
            Encoding::Utf16
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Encoding::Utf16 => "utf-16",
            Encoding::Utf8 => "utf-8",
            Encoding::Utf32 => "utf-32",
        }
    }

    fn units(self, c: char) -> u32 {
        match self {
            Encoding::Utf16 => c.len_utf16() as u32,
            Encoding::Utf8 => c.len_utf8() as u32,
            Encoding::Utf32 => 1,
        }
    }
}

/// The text of line `line` (0-based), without its line break; empty past the end.
pub fn line_text(text: &str, line: u32) -> &str {
    text.split('\n')
        .nth(line as usize)
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .unwrap_or("")
}

/// The column in `enc` units of character `chars` (0-based) of `line`.
pub fn units_of(line: &str, chars: usize, enc: Encoding) -> u32 {
    line.chars().take(chars).map(|c| enc.units(c)).sum()
}

/// The character index (0-based) of a column in `enc` units of `line` (clamped to its end; a
/// column inside a character is that character).
pub fn chars_of(line: &str, units: u32, enc: Encoding) -> usize {
    let mut seen = 0u32;
    for (i, c) in line.chars().enumerate() {
        if seen >= units {
            return i;
        }
        seen += enc.units(c);
        if seen > units {
            return i;
        }
    }
    line.chars().count()
}

/// The range of the YAML token at a 1-based line and column: a flow collection up to its closing
/// bracket (the end of the line if it goes on), a quoted scalar up to its closing quote, anything
/// else up to the next `:` followed by a space, `,`, closing bracket or comment, without trailing
/// spaces. At least one character.
pub fn token_range(text: &str, line: u32, col: u32, enc: Encoding) -> Range {
    let l = line.saturating_sub(1);
    let lt = line_text(text, l);
    let start = col.saturating_sub(1) as usize;
    let len = token_len(lt, start);
    Range::new(
        Position::new(l, units_of(lt, start, enc)),
        Position::new(l, units_of(lt, start + len, enc)),
    )
}

/// How many characters the token starting at character `start` of `line` takes.
pub fn token_len(line: &str, start: usize) -> usize {
    let rest: Vec<char> = line.chars().skip(start).collect();
    let n = match rest.first() {
        Some('[' | '{') => {
            let mut depth = 0usize;
            let mut n = 0;
            for c in &rest {
                n += 1;
                match c {
                    '[' | '{' => depth += 1,
                    ']' | '}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            n
        }
        Some(q @ ('"' | '\'')) => rest[1..]
            .iter()
            .position(|c| c == q)
            .map(|i| i + 2)
            .unwrap_or(rest.len()),
        Some(_) => {
            let mut n = 0;
            while n < rest.len() {
                let c = rest[n];
                let colon = c == ':' && rest.get(n + 1).is_none_or(|x| x.is_whitespace());
                let comment = c == '#' && n > 0 && rest[n - 1].is_whitespace();
                if colon || comment || matches!(c, ',' | ']' | '}') {
                    break;
                }
                n += 1;
            }
            while n > 0 && rest[n - 1].is_whitespace() {
                n -= 1;
            }
            n
        }
        None => 0,
    };
    n.max(1)
}

/// The range of a whole line (0-based), from its first non-blank character.
pub fn line_range(text: &str, line: u32, enc: Encoding) -> Range {
    let lt = line_text(text, line);
    let lead = lt.chars().take_while(|c| c.is_whitespace()).count();
    let end = lt.trim_end().chars().count();
    Range::new(
        Position::new(line, units_of(lt, lead, enc)),
        Position::new(line, units_of(lt, end.max(lead), enc)),
    )
}

/// The path a `file:` URI names (percent-escapes decoded); `None` for any other URI.
pub fn uri_path(uri: &str) -> Option<PathBuf> {
    let rest = uri.strip_prefix("file://")?;
    // `file:///p` (no authority) or `file://localhost/p`.
    let rest = rest.strip_prefix("localhost").unwrap_or(rest);
    if !rest.starts_with('/') {
        return None;
    }
    let rest = rest.split(['?', '#']).next().unwrap_or(rest);
    let bytes = rest.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
            if let Some(b) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    let text = String::from_utf8(out).ok()?;
    Some(PathBuf::from(text))
}

/// The `file:` URI of an absolute path (every byte but the unreserved ones and `/` escaped).
pub fn path_uri(path: &Path) -> String {
    let mut out = String::from("file://");
    for &b in path.to_string_lossy().as_bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'/' | b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_in_the_agreed_units() {
        let line = "dtype: 半精度🚀x";
        // `x` is the 12th character: 13 UTF-16 units (the emoji takes two), 20 bytes.
        assert_eq!(units_of(line, 11, Encoding::Utf32), 11);
        assert_eq!(units_of(line, 11, Encoding::Utf16), 12);
        assert_eq!(units_of(line, 11, Encoding::Utf8), 7 + 9 + 4);
        for enc in [Encoding::Utf16, Encoding::Utf8, Encoding::Utf32] {
            for chars in 0..=line.chars().count() {
                assert_eq!(
                    chars_of(line, units_of(line, chars, enc), enc),
                    chars,
                    "{enc:?} {chars}"
                );
            }
        }
        assert_eq!(chars_of(line, 999, Encoding::Utf16), line.chars().count());
        assert_eq!(Encoding::choose(&["utf-16".into(), "utf-8".into()]), Encoding::Utf8);
        assert_eq!(Encoding::choose(&[]), Encoding::Utf16);
    }

    #[test]
    fn a_token_ends_where_yaml_ends_it() {
        assert_eq!(token_len("backends: [halops, fa9]", 11), 6);
        assert_eq!(token_len("backends: [halops, fa9]", 19), 3);
        assert_eq!(token_len("backends: [halops, fa9]", 10), 13);
        assert_eq!(token_len("s_kv_lst: [1, 2]", 0), 8);
        assert_eq!(token_len("dtype: bf16   # half", 7), 4);
        assert_eq!(token_len("mode: \"w4a4: x\" ", 6), 9);
        assert_eq!(token_len("url: http://x", 5), 8);
        assert_eq!(token_len("", 0), 1);
    }

    #[test]
    fn file_uris_and_paths_round_trip() {
        let p = Path::new("/tmp/a b/配置/x%.yaml");
        let uri = path_uri(p);
        assert_eq!(uri, "file:///tmp/a%20b/%E9%85%8D%E7%BD%AE/x%25.yaml");
        assert_eq!(uri_path(&uri).as_deref(), Some(p));
        assert_eq!(uri_path("file://localhost/x/y.yaml"), Some(PathBuf::from("/x/y.yaml")));
        assert_eq!(uri_path("untitled:Untitled-1"), None);
        assert_eq!(uri_path("file:///x/%"), Some(PathBuf::from("/x/%")));
        assert_eq!(uri_path("file:///x/%4"), Some(PathBuf::from("/x/%4")));
    }
}
