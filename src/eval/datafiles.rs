//! The checkout's data files and folders as the harness's code reads them: `open(p)` and what
//! its loaders make of the text (`yaml.safe_load`, `json.load`), and a folder's listing
//! (`os.listdir`, `Path.iterdir`, `pkgutil.iter_modules`).
//!
//! A file is read only inside the checkout ([`crate::eval::files::absolute`]), from the path as
//! the harness computed it: the config being checked is not read (its loaders give the config),
//! any other file is read as CPython's text mode reads it. What PyYAML or `json` would make of a
//! text is given only where the tool is sure it is the same (see [`yaml_value`], [`json_value`]);
//! elsewhere `None` (unknown).
//!
//! In: the root, the config's path, a path. Out: what is there.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use saphyr_parser::{Event, Parser, ScalarStyle};

use super::files;
use super::value::{Dict, Src, Value, V};
use crate::parse::yaml::{self, Node};

/// The largest data file read (a larger one is not known).
const MAX_BYTES: u64 = 4 * 1024 * 1024;

/// What `open(path)` (text mode, for reading) finds.
pub enum Opened {
    /// The config being checked.
    Config,
    /// A file of the checkout: its text as text mode reads it (`None`: not known, e.g. not
    /// UTF-8, or too large).
    Text(Option<String>),
    /// Nothing there (`FileNotFoundError`).
    Missing,
    /// A folder (`IsADirectoryError`).
    Dir,
}

/// The absolute path `path` names from `root` (the run's working directory), if it is in the
/// checkout; and the path as the file system takes it (symbolic links followed there, not
/// resolved by hand).
fn locate(root: &Path, path: &str) -> Option<(PathBuf, PathBuf)> {
    let abs = files::absolute(root, path)?;
    let raw = if path.starts_with('/') {
        PathBuf::from(path)
    } else {
        std::path::absolute(root).ok()?.join(path)
    };
    Some((abs, raw))
}

/// `open(path)` for reading text; `None` when the path is outside the checkout.
/// `ascii_only`: no encoding was given (the locale's decides), so only an ASCII text is known.
pub fn open(root: &Path, config: Option<&Path>, path: &str, ascii_only: bool) -> Option<Opened> {
    if path.is_empty() {
        return None;
    }
    let (abs, raw) = locate(root, path)?;
    if config.is_some_and(|c| c == abs) {
        return Some(Opened::Config);
    }
    files::note_looked();
    Some(match std::fs::metadata(&raw) {
        Ok(m) if m.is_dir() => Opened::Dir,
        Ok(m) if m.len() > MAX_BYTES => Opened::Text(None),
        Ok(_) => Opened::Text(
            std::fs::read(&raw)
                .ok()
                .and_then(|b| String::from_utf8(b).ok())
                .filter(|s| !ascii_only || s.is_ascii())
                .map(|s| universal_newlines(&s)),
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if !absent(root, &abs, path) {
                return None;
            }
            Opened::Missing
        }
        Err(_) => return None,
    })
}

/// Whether nothing is at `abs` for certain: the nearest of its folders that is there is a
/// folder of the checkout (a path through `..` only when its own folder is there, since `..`
/// after a symbolic link is not where it seems).
fn absent(root: &Path, abs: &Path, given: &str) -> bool {
    let Ok(root) = std::path::absolute(root) else {
        return false;
    };
    let through_parent = given.split('/').any(|c| c == "..");
    let mut at = abs.parent();
    while let Some(dir) = at {
        if !dir.starts_with(&root) {
            return false;
        }
        match std::fs::metadata(dir) {
            Ok(m) => return m.is_dir() && std::fs::read_dir(dir).is_ok(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && !through_parent => at = dir.parent(),
            Err(_) => return false,
        }
    }
    false
}

/// Text mode's newlines: `\r\n` and `\r` read as `\n`.
fn universal_newlines(s: &str) -> String {
    if !s.contains('\r') {
        return s.to_string();
    }
    s.replace("\r\n", "\n").replace('\r', "\n")
}

/// What a folder of the checkout holds, by name (sorted: the order `os.listdir` gives is the
/// file system's, which the caller must not rely on). `Err(true)`: nothing there
/// (`FileNotFoundError`); `Err(false)`: not known (outside the checkout, not readable, not a
/// folder).
pub fn listdir(root: &Path, path: &str) -> Result<Vec<String>, bool> {
    let (abs, raw) = locate(root, path).ok_or(false)?;
    files::note_looked();
    match std::fs::metadata(&raw) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return Err(false),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(absent(root, &abs, path)),
        Err(_) => return Err(false),
    }
    let mut out = Vec::new();
    for e in std::fs::read_dir(&raw).map_err(|_| false)? {
        let e = e.map_err(|_| false)?;
        out.push(e.file_name().into_string().map_err(|_| false)?);
    }
    out.sort();
    Ok(out)
}

/// `inspect.getmodulename(fn)` for the suffixes that do not depend on the machine (`.py`,
/// `.pyc`); `Err(())` for a name an extension module's suffix may end (`.so`, `.pyd`), which
/// depends on the machine's Python.
fn module_name(f: &str) -> Result<Option<&str>, ()> {
    if f.ends_with(".so") || f.ends_with(".pyd") {
        return Err(());
    }
    Ok(f.strip_suffix(".py").or_else(|| f.strip_suffix(".pyc")))
}

/// `pkgutil.iter_modules(paths, prefix)`: each module's name and whether it is a package, in
/// the order CPython gives them (each folder's listing sorted); `None` when not known.
pub fn iter_modules(root: &Path, paths: &[&str], prefix: &str) -> Option<Vec<(String, bool)>> {
    let mut out: Vec<(String, bool)> = Vec::new();
    for dir in paths {
        let names = match listdir(root, dir) {
            Ok(n) => n,
            // A folder that is not there has no finder: nothing.
            Err(true) => continue,
            Err(false) => return None,
        };
        let mut yielded: Vec<String> = Vec::new();
        for f in &names {
            let mut modname = module_name(f).ok()?.map(str::to_string);
            if modname.as_deref() == Some("__init__") || modname.as_ref().is_some_and(|m| yielded.contains(m)) {
                continue;
            }
            let path = format!("{}/{f}", dir.trim_end_matches('/'));
            let mut ispkg = false;
            if modname.as_deref().is_none_or(str::is_empty) {
                let is_dir = matches!(files::entry(root, None, &path)?, files::Entry::Dir);
                if !is_dir || f.contains('.') {
                    continue;
                }
                modname = Some(f.clone());
                let inside = listdir(root, &path).ok()?;
                for g in &inside {
                    if module_name(g).ok()? == Some("__init__") {
                        ispkg = true;
                        break;
                    }
                }
                if !ispkg {
                    continue;
                }
            }
            let Some(m) = modname.filter(|m| !m.is_empty() && !m.contains('.')) else {
                continue;
            };
            yielded.push(m.clone());
            let full = format!("{prefix}{m}");
            if !out.iter().any(|(n, _)| *n == full) {
                out.push((full, ispkg));
            }
        }
    }
    Some(out)
}

/// Whether a glob pattern has a wildcard (`*`, `?`, `[`).
fn has_magic(s: &str) -> bool {
    s.contains(['*', '?', '['])
}

/// `fnmatch.fnmatchcase(name, pat)`: `*`, `?`, `[seq]`, `[!seq]` (a `[` without its `]` is
/// itself).
pub fn fnmatch(name: &str, pat: &str) -> bool {
    let n: Vec<char> = name.chars().collect();
    let p: Vec<char> = pat.chars().collect();
    match_from(&n, &p)
}

/// Each pattern item but `*` takes one character, so a greedy match that, on a miss, goes back
/// to the last `*` and lets it take one more is enough: O(len(n) × len(p)), where trying every
/// split at every `*` is exponential in their number (a harness's pattern could hang the run).
fn match_from(n: &[char], p: &[char]) -> bool {
    let (mut i, mut j) = (0, 0);
    // The last `*` seen: the pattern after it, and where in the name it stopped taking.
    let mut star: Option<(usize, usize)> = None;
    while i < n.len() {
        let next = match p.get(j) {
            Some('*') => {
                star = Some((j + 1, i));
                j += 1;
                continue;
            }
            Some('?') => Some(j + 1),
            Some('[') => match class(&p[j + 1..]) {
                Some((set_end, negate, items)) => {
                    let hit = items.iter().any(|&(a, b)| a <= n[i] && n[i] <= b);
                    (hit != negate).then_some(j + 1 + set_end)
                }
                None => (n[i] == '[').then_some(j + 1),
            },
            Some(&c) => (n[i] == c).then_some(j + 1),
            None => None,
        };
        match (next, star) {
            (Some(next), _) => {
                i += 1;
                j = next;
            }
            (None, Some((after, took))) => {
                star = Some((after, took + 1));
                i = took + 1;
                j = after;
            }
            (None, None) => return false,
        }
    }
    p[j..].iter().all(|&c| c == '*')
}

/// A `[...]` class: where the pattern goes on after its `]`, whether it is negated, its ranges.
type Class = (usize, bool, Vec<(char, char)>);

/// The `[...]` class after its `[`; `None` when it has no `]`.
fn class(p: &[char]) -> Option<Class> {
    let mut i = 0;
    let negate = p.first() == Some(&'!');
    if negate {
        i += 1;
    }
    let start = i;
    let mut items = Vec::new();
    while i < p.len() {
        let c = p[i];
        if c == ']' && i > start {
            return Some((i + 1, negate, items));
        }
        if p.get(i + 1) == Some(&'-') && p.get(i + 2).is_some_and(|&e| e != ']') {
            items.push((c, p[i + 2]));
            i += 3;
        } else {
            items.push((c, c));
            i += 1;
        }
    }
    None
}

/// `glob.glob(pattern, recursive=…)` (`hidden`: names starting with `.` matched by a wildcard,
/// as `pathlib`'s glob does, not `glob`'s): the paths, sorted (their order is the file
/// system's, not known); `None` when not known (outside the checkout, a `**` where it is not
/// followed, a symbolic link).
pub fn glob(root: &Path, pattern: &str, recursive: bool, hidden: bool) -> Option<Vec<String>> {
    if pattern.is_empty() || pattern.ends_with('/') || pattern.contains("//") {
        return None;
    }
    if !has_magic(pattern) {
        files::note_looked();
        return Some(match files::entry(root, None, pattern)? {
            files::Entry::Missing => vec![],
            _ => vec![pattern.to_string()],
        });
    }
    // The folders before the first wildcard are taken as they are (listed, not looked up:
    // `glob` lists a literal folder, and finds nothing in one that is not there).
    let (prefix, rest) = match pattern.find(['*', '?', '[']).and_then(|i| pattern[..i].rfind('/')) {
        Some(0) => ("/", &pattern[1..]),
        Some(i) => (&pattern[..i], &pattern[i + 1..]),
        None => ("", pattern),
    };
    let mut found = vec![prefix.to_string()];
    let comps: Vec<&str> = rest.split('/').collect();
    let join = |dir: &str, name: &str| {
        if dir.is_empty() {
            name.to_string()
        } else if dir.ends_with('/') {
            format!("{dir}{name}")
        } else {
            format!("{dir}/{name}")
        }
    };
    let here = |dir: &str| {
        if dir.is_empty() {
            ".".to_string()
        } else {
            dir.to_string()
        }
    };
    let last = comps.len() - 1;
    for (i, comp) in comps.iter().enumerate() {
        let mut next = Vec::new();
        for dir in &found {
            if *comp == "**" && recursive {
                if i == last {
                    return None;
                }
                next.push(dir.clone());
                next.extend(subdirs(root, dir, &here, &join, hidden)?);
            } else if comp.contains("**") && recursive {
                return None;
            } else if has_magic(comp) {
                let names = match listdir(root, &here(dir)) {
                    Ok(n) => n,
                    Err(true) => continue,
                    Err(false) => match files::entry(root, None, &here(dir))? {
                        files::Entry::File => continue,
                        _ => return None,
                    },
                };
                for name in names {
                    if (hidden || comp.starts_with('.') || !name.starts_with('.')) && fnmatch(&name, comp) {
                        next.push(join(dir, &name));
                    }
                }
            } else {
                let p = join(dir, comp);
                if files::entry(root, None, &p)? != files::Entry::Missing {
                    next.push(p);
                }
            }
        }
        found = next;
    }
    for p in &found {
        if std::fs::symlink_metadata(locate(root, p)?.1)
            .ok()?
            .file_type()
            .is_symlink()
        {
            return None;
        }
    }
    found.sort();
    found.dedup();
    Some(found)
}

/// Every folder below `dir` (not hidden ones), for `**`; `None` when not known.
fn subdirs(
    root: &Path,
    dir: &str,
    here: &dyn Fn(&str) -> String,
    join: &dyn Fn(&str, &str) -> String,
    hidden: bool,
) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let names = match listdir(root, &here(dir)) {
        Ok(n) => n,
        Err(true) => return Some(out),
        Err(false) => return None,
    };
    for name in names {
        if !hidden && name.starts_with('.') {
            continue;
        }
        let p = join(dir, &name);
        let meta = std::fs::symlink_metadata(locate(root, &p)?.1).ok()?;
        if meta.file_type().is_symlink() {
            return None;
        }
        if meta.is_dir() {
            out.push(p.clone());
            out.extend(subdirs(root, &p, here, join, hidden)?);
        }
    }
    Some(out)
}

// ---------------------------------------------------------------------------------------------
// YAML

/// What PyYAML's safe loader makes of `text`, where the tool is sure: one document whose tags
/// are YAML's own implicit ones only, whose mapping keys are strings, whose plain scalars
/// resolve here as PyYAML resolves them, and whose aliases copy only scalars (or merge a mapping
/// of scalars: PyYAML shares an aliased collection between its places, which copies here would
/// not). `None` otherwise (not known: the loader may give something else, or raise).
/// `src`: where the harness loads it (each mapping entry is placed there).
pub fn yaml_value<'a>(text: &str, src: Src) -> Option<Value<'a>> {
    // PyYAML's reader: a byte-order mark is dropped, a character it does not print is an error.
    let printable = |c: char| {
        matches!(c, '\t' | '\n' | '\r' | '\u{85}')
            || ('\u{20}'..='\u{7e}').contains(&c)
            || ('\u{a0}'..='\u{d7ff}').contains(&c)
            || ('\u{e000}'..='\u{fffd}').contains(&c)
            || c >= '\u{10000}'
    };
    if text.len() > yaml::MAX_BYTES || text.starts_with('\u{feff}') || !text.chars().all(printable) || !yaml_sure(text)
    {
        return None;
    }
    match yaml::parse_node(text) {
        Ok(Some(n)) => Some(n.node.to_data().to_value_at(src)),
        Ok(None) => Some(Value::none()),
        Err(_) => None,
    }
}

/// An open collection, in [`yaml_sure`]'s walk over the events.
struct Open {
    map: bool,
    /// A mapping: the next node is a key.
    at_key: bool,
    /// A mapping: the key just read is a plain `<<` (merge key).
    merge: bool,
    /// Its anchor (0: none), and whether it is a mapping of scalars only so far.
    anchor: usize,
    flat: bool,
}

/// Whether [`yaml_value`] can be sure of `text` (see there).
fn yaml_sure(text: &str) -> bool {
    let mut parser = Parser::new_from_str(text);
    let mut stack: Vec<Open> = Vec::new();
    // Anchors: whether each names a scalar (`Some(true)`), a mapping of scalars (`Some(false)`),
    // or another collection (absent).
    let mut anchors: std::collections::HashMap<usize, bool> = Default::default();
    let mut docs = 0;
    while let Some(ev) = parser.next_event() {
        let Ok((ev, _)) = ev else { return false };
        // Whether the node this event finishes stands as a key, or as a merge key's value.
        let (as_key, merge_value) = match stack.last() {
            Some(o) if o.map => (o.at_key, !o.at_key && o.merge),
            _ => (false, false),
        };
        let mut finished = false;
        match ev {
            Event::StreamStart | Event::StreamEnd | Event::Nothing | Event::DocumentEnd => {}
            Event::DocumentStart(_) => {
                docs += 1;
                if docs > 1 {
                    return false;
                }
            }
            Event::Scalar(value, style, anchor, tag) => {
                if tag.is_some() {
                    return false;
                }
                if style == ScalarStyle::Plain {
                    if as_key && value == "<<" {
                        if let Some(o) = stack.last_mut() {
                            o.merge = true;
                            o.at_key = false;
                        }
                        continue;
                    }
                    let resolved = yaml::unquoted(&value);
                    if !plain_sure(&value, &resolved) || (as_key && !matches!(resolved, Node::Str(_))) {
                        return false;
                    }
                }
                if anchor != 0 {
                    anchors.insert(anchor, true);
                }
                finished = true;
            }
            Event::SequenceStart(anchor, ref tag) | Event::MappingStart(anchor, ref tag) => {
                if tag.is_some() || as_key {
                    return false;
                }
                let map = matches!(ev, Event::MappingStart(..));
                if let Some(o) = stack.last_mut() {
                    o.flat = false;
                }
                stack.push(Open {
                    map,
                    at_key: true,
                    merge: false,
                    anchor,
                    flat: map,
                });
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let Some(o) = stack.pop() else { return false };
                if o.anchor != 0 && o.flat {
                    anchors.insert(o.anchor, false);
                }
                if merge_after(&stack) {
                    // A collection as a merge key's value: a list of mappings is not followed.
                    return false;
                }
                finished = true;
            }
            Event::Alias(id) => {
                if as_key {
                    return false;
                }
                match anchors.get(&id) {
                    Some(true) => {}
                    Some(false) if merge_value => {}
                    _ => return false,
                }
                finished = true;
            }
        }
        if finished {
            if let Some(o) = stack.last_mut() {
                if o.map {
                    if !o.at_key {
                        o.merge = false;
                    }
                    o.at_key = !o.at_key;
                }
            }
        }
    }
    true
}

/// Whether the innermost open mapping waits for a merge key's value.
fn merge_after(stack: &[Open]) -> bool {
    stack.last().is_some_and(|o| o.map && !o.at_key && o.merge)
}

/// Whether a plain scalar resolves here as PyYAML's implicit resolvers resolve it: an int or
/// float only where PyYAML's own patterns match the text, a string only where none of its
/// number, timestamp, sexagesimal or value patterns could.
fn plain_sure(text: &str, resolved: &Node) -> bool {
    match resolved {
        Node::Int(_) => pyyaml_int(text),
        Node::Float(f) => pyyaml_float(text) || f.is_infinite() || f.is_nan(),
        Node::Str(_) => {
            if text == "=" || text == "<<" {
                return false;
            }
            let first = text.chars().next().unwrap_or(' ');
            // A text PyYAML might take for a number or a date: not sure of it.
            !(first.is_ascii_digit() || matches!(first, '+' | '-' | '.'))
                || !text.chars().all(|c| {
                    c.is_ascii_hexdigit()
                        || matches!(
                            c,
                            '_' | ':' | '.' | '+' | '-' | 'x' | 'X' | 'o' | 'O' | 'T' | 't' | 'Z' | 'z' | ' '
                        )
                })
        }
        Node::Null | Node::Bool(_) => true,
        Node::Seq(_) | Node::Map(_) => false,
    }
}

/// PyYAML's int pattern, without its sexagesimal form (which does not resolve to an int here).
fn pyyaml_int(t: &str) -> bool {
    let body = t.strip_prefix(['-', '+']).unwrap_or(t);
    let all = |s: &str, f: fn(char) -> bool| !s.is_empty() && s.chars().all(f);
    if let Some(b) = body.strip_prefix("0b") {
        return all(b, |c| matches!(c, '0' | '1' | '_'));
    }
    if let Some(x) = body.strip_prefix("0x") {
        return all(x, |c| c.is_ascii_hexdigit() || c == '_');
    }
    if body == "0" {
        return true;
    }
    if let Some(o) = body.strip_prefix('0') {
        return all(o, |c| matches!(c, '0'..='7' | '_'));
    }
    body.starts_with(|c: char| c.is_ascii_digit()) && all(body, |c| c.is_ascii_digit() || c == '_')
}

/// PyYAML's float pattern for a number with a dot (`1.5`, `1.`, `.5`, `1.0e+3`).
fn pyyaml_float(t: &str) -> bool {
    let digits_ = |s: &str| s.chars().all(|c| c.is_ascii_digit() || c == '_');
    let exp_ok = |e: Option<&str>| match e {
        None => true,
        Some(e) => e
            .strip_prefix(['-', '+'])
            .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit())),
    };
    let split_exp = |s: &str| -> (String, Option<String>) {
        match s.find(['e', 'E']) {
            Some(i) => (s[..i].to_string(), Some(s[i + 1..].to_string())),
            None => (s.to_string(), None),
        }
    };
    // `[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+][0-9]+)?`
    let signed = t.strip_prefix(['-', '+']).unwrap_or(t);
    let (m, e) = split_exp(signed);
    if let Some((i, f)) = m.split_once('.') {
        if i.starts_with(|c: char| c.is_ascii_digit()) && digits_(i) && digits_(f) && exp_ok(e.as_deref()) {
            return true;
        }
    }
    // `\.[0-9][0-9_]*([eE][-+][0-9]+)?` (no sign)
    let (m, e) = split_exp(t);
    if let Some(f) = m.strip_prefix('.') {
        return f.starts_with(|c: char| c.is_ascii_digit()) && digits_(f) && exp_ok(e.as_deref());
    }
    false
}

// ---------------------------------------------------------------------------------------------
// JSON

/// What `json.loads(text)` gives, as CPython's `json` module parses it (`NaN`, `Infinity`
/// accepted; a repeated key keeps its first place and takes the last value); `None` when the
/// text does not parse (a `JSONDecodeError`, not modelled) or holds what is not known here (an
/// int beyond 64 bits, a lone surrogate).
/// `src`: where the harness loads it (each object entry is placed there).
pub fn json_value<'a>(text: &str, src: Src) -> Option<Value<'a>> {
    let mut p = Json {
        src,
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    p.ws();
    let v = p.value()?;
    p.ws();
    (p.i == p.s.len()).then_some(v)
}

struct Json<'t> {
    src: Src,
    s: &'t [u8],
    i: usize,
    depth: usize,
}

impl Json<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn eat(&mut self, lit: &str) -> bool {
        if self.s[self.i..].starts_with(lit.as_bytes()) {
            self.i += lit.len();
            true
        } else {
            false
        }
    }

    fn value<'a>(&mut self) -> Option<Value<'a>> {
        self.depth += 1;
        if self.depth > 200 {
            return None;
        }
        let c = *self.s.get(self.i)?;
        let v = match c {
            b'{' => {
                self.i += 1;
                let mut d = Dict::default();
                self.ws();
                if self.eat("}") {
                    self.depth -= 1;
                    return Some(Value::dict(d));
                }
                loop {
                    self.ws();
                    if self.s.get(self.i) != Some(&b'"') {
                        return None;
                    }
                    let k = self.string()?;
                    self.ws();
                    if !self.eat(":") {
                        return None;
                    }
                    self.ws();
                    let v = self.value()?;
                    d.insert(Value::str(&k), v, self.src);
                    self.ws();
                    if self.eat(",") {
                        continue;
                    }
                    if self.eat("}") {
                        break;
                    }
                    return None;
                }
                Value::dict(d)
            }
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if !self.eat("]") {
                    loop {
                        self.ws();
                        items.push(self.value()?);
                        self.ws();
                        if self.eat(",") {
                            continue;
                        }
                        if self.eat("]") {
                            break;
                        }
                        return None;
                    }
                }
                Value::list(items)
            }
            b'"' => Value::str(&self.string()?),
            _ if self.eat("null") => Value::none(),
            _ if self.eat("true") => Value::bool(true),
            _ if self.eat("false") => Value::bool(false),
            _ if self.eat("NaN") => Value::new(V::Float(f64::NAN)),
            _ if self.eat("Infinity") => Value::new(V::Float(f64::INFINITY)),
            _ if self.eat("-Infinity") => Value::new(V::Float(f64::NEG_INFINITY)),
            _ => self.number()?,
        };
        self.depth -= 1;
        Some(v)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`, as `json`'s scanner matches it.
    fn number<'a>(&mut self) -> Option<Value<'a>> {
        let start = self.i;
        let digits = |me: &mut Self| {
            let from = me.i;
            while me.i < me.s.len() && me.s[me.i].is_ascii_digit() {
                me.i += 1;
            }
            me.i - from
        };
        self.eat("-");
        if self.eat("0") {
        } else if digits(self) == 0 {
            return None;
        }
        let int_end = self.i;
        let mut float = false;
        if self.s.get(self.i) == Some(&b'.') && self.s.get(self.i + 1).is_some_and(u8::is_ascii_digit) {
            self.i += 1;
            digits(self);
            float = true;
        }
        if matches!(self.s.get(self.i), Some(b'e' | b'E')) {
            let save = self.i;
            self.i += 1;
            if matches!(self.s.get(self.i), Some(b'-' | b'+')) {
                self.i += 1;
            }
            if digits(self) == 0 {
                self.i = save;
            } else {
                float = true;
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).ok()?;
        if float {
            text.parse::<f64>().ok().map(|f| Value::new(V::Float(f)))
        } else {
            debug_assert_eq!(int_end, self.i);
            text.parse::<i64>().ok().map(Value::int)
        }
    }

    fn string(&mut self) -> Option<String> {
        self.i += 1;
        let mut out = String::new();
        loop {
            let c = *self.s.get(self.i)?;
            match c {
                b'"' => {
                    self.i += 1;
                    return Some(out);
                }
                b'\\' => {
                    let e = *self.s.get(self.i + 1)?;
                    self.i += 2;
                    match e {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) {
                                // A pair, or a lone surrogate (not a Rust string).
                                if !self.eat("\\u") {
                                    return None;
                                }
                                let lo = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&lo) {
                                    return None;
                                }
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                hi
                            };
                            out.push(char::from_u32(code)?);
                        }
                        _ => return None,
                    }
                }
                // `strict=True`: a control character in a string is an error.
                0..=0x1f => return None,
                _ => {
                    let rest = std::str::from_utf8(&self.s[self.i..]).ok()?;
                    let ch = rest.chars().next()?;
                    out.push(ch);
                    self.i += ch.len_utf8();
                }
            }
        }
    }

    fn hex4(&mut self) -> Option<u32> {
        let h = std::str::from_utf8(self.s.get(self.i..self.i + 4)?).ok()?;
        let v = u32::from_str_radix(h, 16).ok()?;
        if !h.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        self.i += 4;
        Some(v)
    }
}

/// A file value for what `open` found.
pub fn file_value<'a>(name: &str, content: super::value::FileContent) -> Value<'a> {
    Value::new(V::File(Rc::new(super::value::PyFile {
        name: Rc::from(name),
        content,
        pos: std::cell::Cell::new(0),
        closed: std::cell::Cell::new(false),
        inexact: std::cell::Cell::new(0),
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(v: Option<Value>) -> String {
        v.map_or("unknown".into(), |v| super::super::value::to_display(&v, true))
    }

    #[test]
    fn fnmatch_matches_as_python_does() {
        for (n, p, want) in [
            ("a.yaml", "*.yaml", true),
            ("a.yml", "*.yaml", false),
            ("ab", "a?", true),
            ("a", "a?", false),
            ("b1", "[abc]1", true),
            ("d1", "[!abc]1", true),
            ("c", "[a-c]", true),
            ("[x", "[x", true),
            ("]", "[]]", true),
            ("abcab", "*ab", true),
            ("ab", "a**b*", true),
            ("", "*", true),
            ("x", "", false),
            // Many `*`s that all fail: one pass, not a search of every split.
            (&"a".repeat(200), "*a*a*a*a*a*a*a*a*a*a*a*a*b", false),
        ] {
            assert_eq!(fnmatch(n, p), want, "{n} {p}");
        }
    }

    #[test]
    fn json_parses_as_python_does() {
        assert_eq!(
            enc(json_value(r#"{"a": [1, 2.5, true, null], "b": "x"}"#, Src::default())),
            "{'a': [1, 2.5, True, None], 'b': 'x'}"
        );
        assert_eq!(
            enc(json_value(r#"{"a": 1, "b": 2, "a": 3}"#, Src::default())),
            "{'a': 3, 'b': 2}"
        );
        assert_eq!(
            enc(json_value("[1e2, -0, 0.5, \"\\u00e9\\ud83d\\ude00\"]", Src::default())),
            "[100.0, 0, 0.5, 'é😀']"
        );
        for bad in [
            "{bad",
            "[1,]",
            "01",
            "1.",
            "\"\\ud800\"",
            "123456789012345678901234567890",
            "[1] x",
        ] {
            assert_eq!(enc(json_value(bad, Src::default())), "unknown", "{bad}");
        }
    }

    #[test]
    fn yaml_is_known_only_where_pyyaml_would_agree() {
        assert_eq!(
            enc(yaml_value("a: 1\nb: [x, 2.5, true, null]\nc: yes\n", Src::default())),
            "{'a': 1, 'b': ['x', 2.5, True, None], 'c': True}"
        );
        assert_eq!(
            enc(yaml_value(
                "base: &b {x: 1, y: 2}\nd:\n  <<: *b\n  y: 3\n",
                Src::default()
            )),
            "{'base': {'x': 1, 'y': 2}, 'd': {'x': 1, 'y': 3}}"
        );
        assert_eq!(enc(yaml_value("", Src::default())), "None");
        for unsure in [
            "a: 2024-01-01\n",
            "a: 1:30\n",
            "a: 123456789012345678901234\n",
            "1: x\n",
            "yes: x\n",
            "a: !!set {x}\n",
            "a: &l [1]\nb: *l\n",
            "a: -.5\n",
            "a: 1.2.3\n",
            "---\na: 1\n---\nb: 2\n",
            "\u{feff}a: 1\n",
            "a: \"\u{7}\"\n",
        ] {
            assert_eq!(enc(yaml_value(unsure, Src::default())), "unknown", "{unsure}");
        }
        assert_eq!(
            enc(yaml_value("a: 10ms\nb: '1:30'\nc: .5\nd: 1.0e+3\n", Src::default())),
            "{'a': '10ms', 'b': '1:30', 'c': 0.5, 'd': 1000.0}"
        );
    }
}
