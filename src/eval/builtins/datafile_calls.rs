//! `open` and the file it gives, the loaders that read a stream or a text (`yaml.safe_load`,
//! `yaml.load`, `json.load`, `json.loads`), `Path.read_text`/`open`/`iterdir`, `os.listdir` and
//! `pkgutil.iter_modules` ([`crate::eval::datafiles`] reads the checkout).
//!
//! The config being checked is never read: a loader handed its file (or the text read from it)
//! gives the config, as the entry run has it. Any other stream or text a loader is handed is
//! parsed where the tool is sure of what PyYAML or `json` makes of it; else unknown. A folder's
//! listing is given in an order the tool does not know: its list is inexact, but `sorted(...)`,
//! `len(...)` and `.sort()` of it, unchanged, are exact.

use std::rc::Rc;

use super::*;
use crate::eval::datafiles::{self, Opened};

/// A read position meaning "somewhere not known" (the config's file, once read).
const POS_UNKNOWN: usize = usize::MAX;

impl<'a> Interp<'a> {
    /// A path the checkout does not have. On the machine the config is for it may be there (a
    /// build's output, a download, a file an earlier step writes): in a harness's run that is not
    /// known, so the read gives a value not known, never an error; in the conformance corpus,
    /// whose program folder is all there is, it is CPython's error.
    fn absent(&mut self, class: &str, message: String, t: Taint) -> R<'a, Value<'a>> {
        if self.assume_env {
            let bits = self.inexact(
                FallbackKind::Undecided,
                "a file absent from the checkout (it may be there when the harness runs)",
            );
            return Ok(Value::unknown(t | bits));
        }
        self.fail(class, message, t)
    }

    /// `open`, the loaders, `os.listdir`, `pkgutil.iter_modules`.
    pub(super) fn datafile_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let unknown = Value::unknown(t);
        match b {
            B::Open => {
                let Some(path) = args.first() else { return Ok(unknown) };
                let mode = args.get(1).cloned().or_else(|| kw(&kwargs, "mode"));
                let encoding = args.get(3).cloned().or_else(|| kw(&kwargs, "encoding"));
                let newline = args.get(5).cloned().or_else(|| kw(&kwargs, "newline"));
                // `buffering`, `errors`, `closefd`, `opener` other than what changes nothing
                // here (`buffering=0` is Python's `ValueError` in text mode): not modelled.
                let other = |i: usize, name: &str| args.get(i).cloned().or_else(|| kw(&kwargs, name));
                let plain =
                    |v: Option<Value<'a>>, ok: &dyn Fn(&Value<'a>) -> bool| v.is_none_or(|v| v.is_exact() && ok(&v));
                let modelled = plain(other(2, "buffering"), &|v| matches!(v.kind, V::Int(n) if n != 0))
                    && plain(other(4, "errors"), &|v| {
                        matches!(v.kind, V::None) || v.as_str() == Some("strict")
                    })
                    && plain(other(6, "closefd"), &|v| matches!(v.kind, V::Bool(true)))
                    && plain(other(7, "opener"), &|v| matches!(v.kind, V::None));
                if !modelled {
                    self.may_raise_unseen();
                    let bits = self.inexact(
                        FallbackKind::NotModelled,
                        "open() with buffering, errors, closefd or opener",
                    );
                    return Ok(self.unknown_op(t | bits));
                }
                self.open_file(path, mode, encoding, newline, t)
            }
            B::YamlLoad | B::YamlLoadWith => {
                let Some(stream) = args.first() else { return Ok(unknown) };
                // `yaml.load` needs its `Loader`; one PyYAML resolves plain scalars with as
                // `safe_load` does (not `BaseLoader`, not one the tool can't tell).
                let resolving = b == B::YamlLoad
                    || matches!(
                        args.get(1).cloned().or_else(|| kw(&kwargs, "Loader")).map(|l| l.kind),
                        Some(V::Builtin(B::YamlLoader))
                    );
                self.load_stream(stream, Loader::Yaml { resolving }, t)
            }
            B::JsonLoad => {
                let Some(stream) = args.first() else { return Ok(unknown) };
                if !kwargs.is_empty() {
                    return Ok(unknown);
                }
                self.load_stream(stream, Loader::Json, t)
            }
            B::ListDir => {
                let p = match args.first() {
                    None => Some(".".to_string()),
                    Some(v) => path_text(v).map(str::to_string),
                };
                let Some(p) = p else { return Ok(unknown) };
                match datafiles::listdir(&self.h.root, &p) {
                    Ok(names) => Ok(self.listing(names.iter().map(|n| Value::str(n)).collect(), t)),
                    Err(true) => self.absent(
                        "FileNotFoundError",
                        format!("[Errno 2] No such file or directory: {}", py_repr_str(&p)),
                        t,
                    ),
                    Err(false) => Ok(self.unknown_op(t)),
                }
            }
            B::Glob => {
                let Some(pattern) = args.first().and_then(path_text).map(str::to_string) else {
                    return Ok(unknown);
                };
                let recursive = match kw(&kwargs, "recursive").map(|r| r.kind) {
                    None => false,
                    Some(V::Bool(r)) => r,
                    Some(_) => return Ok(unknown),
                };
                if args.len() > 1 || kwargs.iter().any(|(k, _)| &**k != "recursive") {
                    return Ok(self.unknown_op(t));
                }
                match datafiles::glob(&self.h.root, &pattern, recursive, false) {
                    Some(found) => Ok(self.listing(found.iter().map(|p| Value::str(p)).collect(), t)),
                    None => Ok(self.unknown_op(t)),
                }
            }
            B::IterModules => {
                let path = args.first().cloned().or_else(|| kw(&kwargs, "path"));
                let prefix = args.get(1).cloned().or_else(|| kw(&kwargs, "prefix"));
                let prefix = match &prefix {
                    None => String::new(),
                    Some(p) => match p.as_str() {
                        Some(s) => s.to_string(),
                        None => return Ok(unknown),
                    },
                };
                let dirs: Option<Vec<String>> = match path.as_ref().map(|p| &p.kind) {
                    Some(V::List(_) | V::Tuple(_)) => seq_items(path.as_ref().unwrap_or(&unknown))
                        .iter()
                        .map(|x| x.as_str().map(str::to_string))
                        .collect(),
                    _ => None,
                };
                let Some(dirs) = dirs else { return Ok(unknown) };
                let dirs: Vec<&str> = dirs.iter().map(String::as_str).collect();
                let Some(found) = datafiles::iter_modules(&self.h.root, &dirs, &prefix) else {
                    return Ok(self.unknown_op(t));
                };
                let items = found.into_iter().map(|(n, p)| module_info(&n, p)).collect();
                Ok(self.new_iter("generator", items, None, t))
            }
            _ => Ok(unknown),
        }
    }

    /// `open(path, mode, encoding=…, newline=…)` for reading text: a file value; for another
    /// mode, or a path outside the checkout, not known.
    fn open_file(
        &mut self,
        path: &Value<'a>,
        mode: Option<Value<'a>>,
        encoding: Option<Value<'a>>,
        newline: Option<Value<'a>>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        // Not known: whether it raises either (where the run does not take the machine to work).
        let unknown = |me: &mut Self| Ok(me.unknown_op(t));
        let Some(p) = path_text(path).map(str::to_string) else {
            return unknown(self);
        };
        let reading = match &mode {
            None => true,
            Some(m) => matches!(m.as_str(), Some("r" | "rt" | "tr")),
        };
        if !reading {
            return unknown(self);
        }
        // The encoding: the locale's (an ASCII text reads the same in any), or UTF-8; another
        // is not modelled. A `newline` other than the default is not modelled.
        let (ascii_only, encoding_known) = match encoding.as_ref().map(|e| &e.kind) {
            None | Some(V::None) => (true, true),
            Some(V::Str(e)) => {
                let e = e.to_ascii_lowercase().replace('_', "-");
                (false, matches!(e.as_str(), "utf-8" | "utf8" | "ascii" | "us-ascii"))
            }
            _ => (false, false),
        };
        let ascii_only = ascii_only
            || encoding
                .as_ref()
                .and_then(|e| e.as_str())
                .is_some_and(|e| e.contains("ascii"));
        let newline_known = matches!(newline.as_ref().map(|n| &n.kind), None | Some(V::None));
        let config = self.entry.config_path.clone();
        let content = match datafiles::open(&self.h.root, config.as_deref(), &p, ascii_only) {
            None => return unknown(self),
            Some(Opened::Config) => FileContent::Config,
            Some(Opened::Text(Some(s))) if encoding_known && newline_known => FileContent::Text(Rc::from(s.as_str())),
            Some(Opened::Text(_)) => FileContent::Unknown,
            Some(Opened::Missing) => {
                return self.absent(
                    "FileNotFoundError",
                    format!("[Errno 2] No such file or directory: {}", py_repr_str(&p)),
                    t,
                )
            }
            Some(Opened::Dir) => {
                return self.fail(
                    "IsADirectoryError",
                    format!("[Errno 21] Is a directory: {}", py_repr_str(&p)),
                    t,
                )
            }
        };
        Ok(datafiles::file_value(&p, content).with_taint(t))
    }

    /// A loader handed `stream`: a file or a text.
    fn load_stream(&mut self, stream: &Value<'a>, loader: Loader, t: Taint) -> R<'a, Value<'a>> {
        let unknown = Value::unknown(t);
        let text: Rc<str> = match &stream.kind {
            V::File(f) => {
                let f = f.clone();
                if f.closed.get() {
                    return Ok(unknown);
                }
                self.may_raise(stream.inexact_bits());
                let text = match &f.content {
                    FileContent::Config => {
                        let at_start = f.pos.get() == 0;
                        self.file_moved(stream, &f, POS_UNKNOWN);
                        return Ok(match (&loader, at_start) {
                            (Loader::Yaml { .. }, true) => self.the_config(t),
                            _ => unknown,
                        });
                    }
                    FileContent::Text(s) => {
                        let at = f.pos.get();
                        let rest = s.get(at..).map(Rc::from);
                        self.file_moved(stream, &f, s.len());
                        match rest {
                            Some(r) => r,
                            None => return Ok(unknown),
                        }
                    }
                    FileContent::Unknown => return Ok(unknown),
                };
                text
            }
            V::Str(s)
                if self
                    .entry
                    .config_texts
                    .iter()
                    .any(|c| std::ptr::eq(c.as_ptr(), Rc::as_ptr(s))) =>
            {
                return Ok(match loader {
                    Loader::Yaml { .. } => self.the_config(t),
                    Loader::Json => unknown,
                });
            }
            V::Str(s) => s.clone(),
            _ => return Ok(unknown),
        };
        let v = match loader {
            Loader::Yaml { resolving: true } => datafiles::yaml_value(&text, self.cur),
            Loader::Yaml { resolving: false } => None,
            Loader::Json => datafiles::json_value(&text, self.cur),
        };
        let bits = stream.inexact_bits();
        Ok(match v {
            Some(v) => {
                v.mark_inexact(bits);
                v.with_taint(t | bits)
            }
            None => unknown,
        })
    }

    /// `yaml.safe_load(text)` (or `yaml.load`) of the text read from the config's file: the
    /// config; `None` for any other call.
    pub(super) fn config_text_loaded(&mut self, b: Builtin, args: &[Value<'a>]) -> Option<Value<'a>> {
        if !matches!(b, Builtin::YamlLoad | Builtin::YamlLoadWith) {
            return None;
        }
        let V::Str(s) = &args.first()?.kind else { return None };
        if !self
            .entry
            .config_texts
            .iter()
            .any(|c| std::ptr::eq(c.as_ptr(), Rc::as_ptr(s)))
        {
            return None;
        }
        Some(self.the_config(0))
    }

    /// The config being checked, as the entry run's loaders give it (not known outside it).
    fn the_config(&mut self, t: Taint) -> Value<'a> {
        match self.entry.entry_config.clone() {
            Some(cfg) => {
                self.events.config_loaded = true;
                cfg
            }
            None => Value::unknown(t),
        }
    }

    /// The text read from the config's file: not known (an inexact string), but a loader
    /// handed this very string gives the config.
    fn config_text(&mut self, t: Taint) -> Value<'a> {
        let s: Rc<str> = Rc::from("<the config file's text>");
        self.entry.config_texts.retain(|w| w.strong_count() > 0);
        self.entry.config_texts.push(Rc::downgrade(&s));
        let bits = self.inexact(FallbackKind::NotModelled, "the text of the config file");
        Value::new(V::Str(s)).with_taint(t | bits)
    }

    /// A file's read position changed (or it was closed): where the path is undecided, what
    /// it reads next is not known after.
    fn file_moved(&mut self, v: &Value<'a>, f: &Rc<PyFile>, pos: usize) {
        self.changed(v);
        f.pos.set(pos);
    }

    /// A method of a file opened for reading.
    pub(super) fn file_method(
        &mut self,
        recv: &Value<'a>,
        f: &Rc<PyFile>,
        name: &str,
        args: &[Value<'a>],
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let reads = matches!(
            name,
            "read"
                | "readline"
                | "readlines"
                | "__enter__"
                | "__next__"
                | "__iter__"
                | "readable"
                | "writable"
                | "seekable"
                | "isatty"
        );
        if reads && f.closed.get() {
            return self.fail(
                "ValueError",
                "I/O operation on closed file.".into(),
                t | f.inexact.get(),
            );
        }
        if reads {
            // A file not known exactly may be closed (`ValueError`).
            self.may_raise((t & INEXACT) | f.inexact.get());
        }
        let whole = args.is_empty() || (args.len() == 1 && matches!(args[0].kind, V::None | V::Int(-1)));
        // What is not known of a file read: whether it raises either (a text not decoded).
        let tu = t | f.inexact.get();
        let unknown = |me: &mut Self| me.unknown_op(tu);
        Ok(match name {
            "close" | "__exit__" => {
                self.changed(recv);
                f.closed.set(true);
                Value::none()
            }
            "__enter__" | "__iter__" if args.is_empty() => recv.clone(),
            "read" if whole => match &f.content {
                FileContent::Config if f.pos.get() == 0 => {
                    self.file_moved(recv, f, POS_UNKNOWN);
                    self.config_text(t)
                }
                FileContent::Text(s) => {
                    let rest = s.get(f.pos.get()..).map(str::to_string);
                    self.file_moved(recv, f, s.len());
                    match rest {
                        Some(r) => Value::str(&r).with_taint(t),
                        None => unknown(self),
                    }
                }
                _ => {
                    self.file_moved(recv, f, POS_UNKNOWN);
                    unknown(self)
                }
            },
            "readline" | "__next__" if args.is_empty() => match self.file_lines(recv, f, Some(1)) {
                Some(mut lines) => match lines.pop() {
                    Some(l) => Value::str(&l).with_taint(t),
                    None if name == "__next__" => return self.fail("StopIteration", String::new(), t),
                    None => Value::str("").with_taint(t),
                },
                None => unknown(self),
            },
            "readlines" if whole => match self.file_lines(recv, f, None) {
                Some(lines) => Value::list(lines.iter().map(|l| Value::str(l)).collect()).with_taint(t),
                None => unknown(self),
            },
            "seek" if args.len() == 1 && matches!(args[0].kind, V::Int(0)) => {
                self.file_moved(recv, f, 0);
                Value::int(0).with_taint(t)
            }
            "readable" if args.is_empty() => Value::bool(true).with_taint(t),
            "writable" | "seekable" | "isatty" if args.is_empty() => match name {
                "seekable" => Value::bool(true).with_taint(t),
                _ => Value::bool(false).with_taint(t),
            },
            _ => {
                if reads || name == "write" {
                    self.file_moved(recv, f, POS_UNKNOWN);
                }
                unknown(self)
            }
        })
    }

    /// `next(f[, default])`: the file's next line.
    pub(crate) fn file_next(
        &mut self,
        v: &Value<'a>,
        f: &Rc<PyFile>,
        default: Option<Value<'a>>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        let t = t | v.taint;
        if f.closed.get() {
            return self.fail(
                "ValueError",
                "I/O operation on closed file.".into(),
                t | f.inexact.get(),
            );
        }
        self.may_raise((t & INEXACT) | f.inexact.get());
        match self.file_lines(v, f, Some(1)) {
            Some(mut lines) => match (lines.pop(), default) {
                (Some(l), _) => Ok(Value::str(&l).with_taint(t | f.inexact.get())),
                (None, Some(d)) => Ok(d),
                (None, None) => self.fail("StopIteration", String::new(), t | f.inexact.get()),
            },
            None => Ok(self.unknown_op(t | f.inexact.get())),
        }
    }

    /// The next `n` lines of a file (all that are left for `None`), each with its newline; the
    /// position moves past them. `None`: not known (and the position is then not known either).
    fn file_lines(&mut self, recv: &Value<'a>, f: &Rc<PyFile>, n: Option<usize>) -> Option<Vec<String>> {
        let FileContent::Text(s) = &f.content else {
            self.file_moved(recv, f, POS_UNKNOWN);
            return None;
        };
        let s = s.clone();
        let Some(rest) = s.get(f.pos.get()..) else {
            self.file_moved(recv, f, POS_UNKNOWN);
            return None;
        };
        let mut out = Vec::new();
        let mut at = f.pos.get();
        for line in rest.split_inclusive('\n') {
            if n.is_some_and(|n| out.len() >= n) {
                break;
            }
            at += line.len();
            out.push(line.to_string());
        }
        self.file_moved(recv, f, at);
        Some(out)
    }

    /// The items a loop over a file takes: its lines left (`None`: not known). Where the file
    /// is after is not known: a loop may take only some of them (`break`).
    pub(crate) fn file_items(&mut self, v: &Value<'a>, f: &Rc<PyFile>) -> R<'a, Option<Vec<Value<'a>>>> {
        if f.closed.get() {
            return self.fail(
                "ValueError",
                "I/O operation on closed file.".into(),
                v.taint | f.inexact.get(),
            );
        }
        self.may_raise(v.inexact_bits());
        let lines = self.file_lines(v, f, None);
        self.file_moved(v, f, POS_UNKNOWN);
        Ok(lines.map(|lines| {
            let bits = v.taint | f.inexact.get();
            lines.iter().map(|l| Value::str(l).with_taint(bits)).collect()
        }))
    }

    /// An attribute of a file: `closed`, `name`, `mode`.
    pub(crate) fn file_attr(&mut self, obj: &Value<'a>, f: &Rc<PyFile>, name: &str) -> Value<'a> {
        let t = obj.taint | f.inexact.get();
        match name {
            "closed" => Value::bool(f.closed.get()).with_taint(t),
            "name" => Value::str(&f.name).with_taint(t),
            "close" | "read" | "readline" | "readlines" | "seek" | "tell" | "readable" | "writable" | "seekable"
            | "isatty" | "write" | "writelines" | "flush" | "fileno" | "truncate" | "detach" | "reconfigure"
            | "__enter__" | "__exit__" | "__iter__" | "__next__" => {
                Value::new(V::Method(Rc::new((obj.clone(), Rc::from(name)))))
            }
            // (`mode` as given, `encoding`, `newlines`, `buffer`: not kept.)
            _ => {
                let bits = self.inexact(FallbackKind::NotModelled, &format!("a file's {name}"));
                Value::unknown(t | bits)
            }
        }
    }

    /// `Path.read_text()`, `Path.open()`, `Path.iterdir()`; `None` for another method.
    pub(super) fn path_data_method(
        &mut self,
        p: &str,
        name: &str,
        args: &[Value<'a>],
        kwargs: &Kw<'a>,
        t: Taint,
    ) -> Option<R<'a, Value<'a>>> {
        let unknown = Value::unknown(t);
        let path = Value::str(p);
        Some(match name {
            "read_text" => {
                let encoding = args.first().cloned().or_else(|| kw(kwargs, "encoding"));
                let newline = args.get(2).cloned().or_else(|| kw(kwargs, "newline"));
                match self.open_file(&path, None, encoding, newline, t) {
                    Ok(v) => match &v.kind {
                        V::File(f) => {
                            let f = f.clone();
                            let r = self.file_method(&v, &f, "read", &[], t);
                            f.closed.set(true);
                            r
                        }
                        _ => Ok(unknown),
                    },
                    Err(e) => Err(e),
                }
            }
            "open" => {
                let mode = args.first().cloned().or_else(|| kw(kwargs, "mode"));
                let encoding = args.get(2).cloned().or_else(|| kw(kwargs, "encoding"));
                let newline = args.get(4).cloned().or_else(|| kw(kwargs, "newline"));
                self.open_file(&path, mode, encoding, newline, t)
            }
            "iterdir" if args.is_empty() => match datafiles::listdir(&self.h.root, p) {
                Ok(names) => {
                    let several = names.len() > 1;
                    let items = names
                        .iter()
                        .map(|n| crate::eval::paths::path_value(&crate::eval::paths::pure_path(&[p, n])))
                        .collect();
                    // In the file system's order, which is not known.
                    let bits = if several {
                        self.inexact(FallbackKind::NotModelled, "the order of a folder's listing")
                    } else {
                        0
                    };
                    Ok(self.new_iter("generator", items, None, t | bits))
                }
                _ => Ok(self.unknown_op(t)),
            },
            "glob" if args.len() == 1 && kwargs.is_empty() => {
                let pattern = match args[0].as_str() {
                    Some(s) if !s.is_empty() && !s.starts_with('/') && !s.contains("**") => s.to_string(),
                    _ => return Some(Ok(self.unknown_op(t))),
                };
                let full = if p == "." {
                    pattern
                } else {
                    format!("{}/{pattern}", p.trim_end_matches('/'))
                };
                match datafiles::glob(&self.h.root, &full, false, true) {
                    Some(found) => {
                        let items: Vec<Value<'a>> = found
                            .iter()
                            .map(|f| crate::eval::paths::path_value(&crate::eval::paths::pure_path(&[f])))
                            .collect();
                        let bits = if items.len() > 1 {
                            self.inexact(FallbackKind::NotModelled, "the order of a folder's listing")
                        } else {
                            0
                        };
                        Ok(self.new_iter("generator", items, None, t | bits))
                    }
                    None => Ok(self.unknown_op(t)),
                }
            }
            _ => return None,
        })
    }

    /// A folder's listing as a list whose order is not known (inexact), remembered so that
    /// what does not depend on the order can be exact ([`Self::listing_items`]).
    fn listing(&mut self, items: Vec<Value<'a>>, t: Taint) -> Value<'a> {
        let v = Value::list(items.clone()).with_taint(t & FIELD_BITS);
        if items.len() < 2 {
            // One order only.
            v.mark_inexact(t);
            return v;
        }
        let bits = self.inexact(FallbackKind::NotModelled, "the order of a folder's listing");
        v.mark_inexact(bits | (t & INEXACT));
        if let V::List(l) = &v.kind {
            if t & INEXACT == 0 {
                self.entry.listings.retain(|(w, _, _)| w.strong_count() > 0);
                self.entry.listings.push((Rc::downgrade(l), items, bits));
            }
        }
        v
    }

    /// The items of a folder's listing ([`Self::listing`]) not changed since it was made: known
    /// as a collection, not in their order.
    pub(super) fn listing_items(&self, v: &Value<'a>) -> Option<Vec<Value<'a>>> {
        let V::List(l) = &v.kind else { return None };
        if v.taint & INEXACT != 0 {
            return None;
        }
        let (_, items, bits) = self
            .entry
            .listings
            .iter()
            .find(|(w, _, _)| std::ptr::eq(w.as_ptr(), Rc::as_ptr(l)))?;
        let now = l.borrow();
        let same = now.inexact == *bits
            && now.items.len() == items.len()
            && now
                .items
                .iter()
                .zip(items)
                .all(|(a, b)| py_eq(a, b) == Some(true) && a.is_exact());
        same.then(|| items.clone())
    }

    /// `sorted(listing)` / `len(listing)` / `listing.sort()` need not know the listing's
    /// order: the listing, exact, for them; `None` when `b` (or its arguments) does.
    pub(super) fn order_free_listing(&self, b: Builtin, args: &[Value<'a>], kwargs: &Kw<'a>) -> Option<Value<'a>> {
        if !matches!(b, Builtin::Sorted | Builtin::Len) || args.len() != 1 {
            return None;
        }
        let key_free = kwargs
            .iter()
            .all(|(k, v)| (&**k == "reverse" && b == Builtin::Sorted) || (&**k == "key" && matches!(v.kind, V::None)));
        if !key_free {
            return None;
        }
        let items = self.listing_items(&args[0])?;
        Some(Value::list(items).with_taint(args[0].taint))
    }

    /// `listing.sort()` (no key): the listing's order is then Python's, known.
    pub(super) fn sort_listing(&mut self, recv: &Value<'a>, name: &str, kwargs: &Kw<'a>) {
        if name != "sort"
            || !kwargs
                .iter()
                .all(|(k, v)| &**k == "reverse" || (&**k == "key" && matches!(v.kind, V::None)))
        {
            return;
        }
        if self.listing_items(recv).is_some() {
            if let V::List(l) = &recv.kind {
                l.borrow_mut().inexact = 0;
                let p = Rc::as_ptr(l);
                self.entry.listings.retain(|(w, _, _)| !std::ptr::eq(w.as_ptr(), p));
            }
        }
    }
}

/// Which loader reads a stream.
enum Loader {
    /// PyYAML; `resolving`: its loader resolves plain scalars as `safe_load` does.
    Yaml {
        resolving: bool,
    },
    Json,
}

/// `repr` of a string, as an `OSError`'s message shows the path.
fn py_repr_str(s: &str) -> String {
    crate::eval::value::to_display(&Value::str(s), true)
}

/// A `pkgutil.ModuleInfo(module_finder, name, ispkg)`: a named tuple, read by attribute or
/// unpacked. Its class says it is a tuple (a base the tool does not follow: what it does not
/// model of it is not known), and gives its three items to whatever iterates it.
fn module_info<'a>(name: &str, ispkg: bool) -> Value<'a> {
    let finder = Value::unknown(0);
    let items = Value::tuple(vec![finder.clone(), Value::str(name), Value::bool(ispkg)]);
    let iter = Value::new(V::Partial(Rc::new((
        Value::new(V::Builtin(Builtin::Tuple)),
        vec![items],
        vec![],
    ))));
    let class = Rc::new(Class::new(
        Rc::from("ModuleInfo"),
        vec![Value::new(V::Builtin(Builtin::Tuple))],
        vec![
            (Rc::from("__iter__"), iter),
            // A named tuple's equality and hash are its items': not modelled.
            (Rc::from("__eq__"), Value::unknown(0)),
            (Rc::from("__hash__"), Value::unknown(0)),
        ],
    ));
    Value::new(V::Instance(Rc::new(Instance::new(
        Value::new(V::Class(class)),
        vec![
            (Rc::from("module_finder"), finder),
            (Rc::from("name"), Value::str(name)),
            (Rc::from("ispkg"), Value::bool(ispkg)),
        ],
    ))))
}
