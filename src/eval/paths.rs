//! Paths: `os.path` as `posixpath` computes it, and `pathlib`'s pure paths — the path arithmetic
//! a harness's entry does on its `--config` argument (`os.path.basename(os.path.dirname(args.config))`,
//! `Path(args.config).parent.name`: the op). Nothing here touches the file system: what depends
//! on it (`exists`, a relative `abspath` or `resolve`) stays unknown.
//!
//! In: a function or attribute and string arguments. Out: the value, or `None` when it is not
//! computable.

use std::rc::Rc;

use super::value::{Builtin, Value, V};

/// Call the `os.path` function `f` on string arguments.
pub fn call<'a>(f: Builtin, args: &[&str]) -> Option<Value<'a>> {
    use Builtin as B;
    let one = || (args.len() == 1).then(|| args[0]);
    Some(match f {
        B::PathJoin => Value::str(&join(args)),
        B::PathBasename => Value::str(split(one()?).1),
        B::PathDirname => Value::str(&split(one()?).0),
        B::PathSplit => {
            let (head, tail) = split(one()?);
            Value::tuple(vec![Value::str(&head), Value::str(tail)])
        }
        B::PathSplitext => {
            let (root, ext) = splitext(one()?);
            Value::tuple(vec![Value::str(root), Value::str(ext)])
        }
        B::PathNormpath => Value::str(&normpath(one()?)),
        B::PathAbspath => {
            let p = one()?;
            // A relative path depends on the working directory.
            if !p.starts_with('/') {
                return None;
            }
            Value::str(&normpath(p))
        }
        B::PathExpanduser => {
            let p = one()?;
            if p.starts_with('~') {
                return None;
            }
            Value::str(p)
        }
        _ => return None,
    })
}

/// A `pathlib` path from its parts (`Path("a", "b/c")`), in the normal form `PurePosixPath`
/// gives it: `.` components and repeated slashes gone (not `..`), `.` for an empty path.
pub fn pure_path(parts: &[&str]) -> String {
    let joined = join(parts);
    let slashes = joined.len() - joined.trim_start_matches('/').len();
    let root = match slashes {
        0 => "",
        2 => "//",
        _ => "/",
    };
    let comps: Vec<&str> = joined.split('/').filter(|c| !c.is_empty() && *c != ".").collect();
    let out = format!("{root}{}", comps.join("/"));
    if out.is_empty() {
        ".".into()
    } else {
        out
    }
}

pub fn path_value<'a>(text: &str) -> Value<'a> {
    Value::new(V::Path(Rc::from(text)))
}

/// The root and the components of a pure path.
fn path_parts(p: &str) -> (&str, Vec<&str>) {
    let root_len = p.len() - p.trim_start_matches('/').len();
    let (root, rest) = p.split_at(root_len);
    (root, rest.split('/').filter(|c| !c.is_empty() && *c != ".").collect())
}

/// Two pure paths ordered as pathlib orders them: by their parts (the root first), each a
/// string.
pub fn path_order(a: &str, b: &str) -> std::cmp::Ordering {
    let parts = |p| {
        let (root, comps) = path_parts(p);
        (!root.is_empty())
            .then_some(root)
            .into_iter()
            .chain(comps)
            .collect::<Vec<_>>()
    };
    parts(a).cmp(&parts(b))
}

/// A pure path's attribute: `name`, `stem`, `suffix`, `parent`, `parts`, `anchor`, `root`,
/// `drive` (none, on POSIX).
pub fn path_attr<'a>(p: &str, attr: &str) -> Option<Value<'a>> {
    let (root, comps) = path_parts(p);
    let name = comps.last().copied().unwrap_or("");
    // pathlib: a suffix is a dot that neither starts nor ends the name.
    let dot = name.rfind('.').filter(|&i| i > 0 && i + 1 < name.len());
    Some(match attr {
        "name" => Value::str(name),
        "suffix" => Value::str(dot.map_or("", |i| &name[i..])),
        // pathlib: none when the name ends with a dot; leading dots start no suffix.
        "suffixes" if name.ends_with('.') => Value::list(vec![]),
        "suffixes" => Value::list(
            name.trim_start_matches('.')
                .split('.')
                .skip(1)
                .map(|s| Value::str(&format!(".{s}")))
                .collect(),
        ),
        "stem" => Value::str(dot.map_or(name, |i| &name[..i])),
        "parent" => match comps.split_last() {
            Some((_, rest)) => path_value(&pure_path(&[&format!("{root}{}", rest.join("/"))])),
            None => path_value(p),
        },
        "parts" => {
            let mut items: Vec<Value<'a>> = Vec::new();
            if !root.is_empty() {
                items.push(Value::str(root));
            }
            items.extend(comps.iter().map(|c| Value::str(c)));
            Value::tuple(items)
        }
        "anchor" | "root" => Value::str(root),
        "drive" => Value::str(""),
        _ => return None,
    })
}

/// What `with_name`, `with_stem` and `with_suffix` refuse (CPython 3.11's `pathlib`): the
/// `ValueError`'s message.
fn refused_rename(p: &str, name: &str, args: &[&str]) -> Option<String> {
    let empty_name = || match path_attr(p, "name").map(|v| v.kind) {
        Some(V::Str(n)) if n.is_empty() => Some(format!("PosixPath('{p}') has an empty name")),
        _ => None,
    };
    match (name, args) {
        ("with_suffix", [s]) => {
            if s.contains('/') || (!s.is_empty() && !s.starts_with('.')) || *s == "." {
                return Some(format!("Invalid suffix '{s}'"));
            }
            empty_name()
        }
        ("with_name" | "with_stem", [n]) => {
            if let Some(e) = empty_name() {
                return Some(e);
            }
            let suffix = match (name, path_attr(p, "suffix").map(|v| v.kind)) {
                ("with_stem", Some(V::Str(x))) => x.to_string(),
                _ => String::new(),
            };
            let n = format!("{n}{suffix}");
            let parts = n.split('/').filter(|c| !c.is_empty() && *c != ".").count();
            (n.is_empty() || n.ends_with('/') || n.starts_with('/') || parts != 1)
                .then(|| format!("Invalid name '{n}'"))
        }
        _ => None,
    }
}

/// A pure path's method that needs no file system: `joinpath`, `with_suffix`, `with_name`,
/// `is_absolute`, `as_posix`, and `resolve`/`absolute` of an absolute path. `Ok(None)`: not
/// known; `Err`: Python's `ValueError`, with its message.
pub fn path_method<'a>(p: &str, name: &str, args: &[&str]) -> Result<Option<Value<'a>>, String> {
    if let Some(message) = refused_rename(p, name, args) {
        return Err(message);
    }
    // A name of more than one part (`x/.`) that 3.11 takes: not modelled.
    if matches!(name, "with_name" | "with_stem") && args.iter().any(|a| a.contains('/')) {
        return Ok(None);
    }
    Ok(path_method_known(p, name, args))
}

fn path_method_known<'a>(p: &str, name: &str, args: &[&str]) -> Option<Value<'a>> {
    let absolute = p.starts_with('/');
    Some(match (name, args) {
        ("joinpath", _) => {
            let mut all = vec![p];
            all.extend_from_slice(args);
            path_value(&pure_path(&all))
        }
        ("with_suffix", [s]) => {
            let stem = path_attr(p, "stem")?;
            let parent = path_attr(p, "parent")?;
            let (V::Str(stem), V::Path(parent)) = (&stem.kind, &parent.kind) else {
                return None;
            };
            path_value(&pure_path(&[parent, &format!("{stem}{s}")]))
        }
        ("with_name", [n]) => {
            let parent = path_attr(p, "parent")?;
            let V::Path(parent) = &parent.kind else { return None };
            path_value(&pure_path(&[parent, n]))
        }
        ("with_stem", [n]) => {
            let suffix = path_attr(p, "suffix")?;
            let parent = path_attr(p, "parent")?;
            let (V::Str(suffix), V::Path(parent)) = (&suffix.kind, &parent.kind) else {
                return None;
            };
            path_value(&pure_path(&[parent, &format!("{n}{suffix}")]))
        }
        ("is_absolute", []) => Value::bool(absolute),
        ("as_posix", []) | ("__str__", []) | ("__fspath__", []) => Value::str(p),
        ("resolve" | "absolute", _) if absolute => path_value(&normpath(p)),
        ("expanduser", []) if !p.starts_with('~') => path_value(p),
        _ => return None,
    })
}

fn join(parts: &[&str]) -> String {
    let mut path = String::new();
    for (i, b) in parts.iter().enumerate() {
        if i == 0 || b.starts_with('/') {
            path = b.to_string();
        } else if path.is_empty() || path.ends_with('/') {
            path.push_str(b);
        } else {
            path.push('/');
            path.push_str(b);
        }
    }
    path
}

/// `(head, tail)`: the tail after the last `/`, the head with its trailing slashes removed
/// (unless it is all slashes).
fn split(p: &str) -> (String, &str) {
    let i = p.rfind('/').map_or(0, |i| i + 1);
    let (head, tail) = p.split_at(i);
    let trimmed = head.trim_end_matches('/');
    let head = if trimmed.is_empty() { head } else { trimmed };
    (head.to_string(), tail)
}

/// `(root, ext)`: the extension from the last dot of the last component, unless that dot only
/// leads the name (`.bashrc`).
fn splitext(p: &str) -> (&str, &str) {
    let name_start = p.rfind('/').map_or(0, |i| i + 1);
    let name = &p[name_start..];
    let Some(dot) = name.rfind('.') else { return (p, "") };
    if name[..dot].chars().all(|c| c == '.') {
        return (p, "");
    }
    p.split_at(name_start + dot)
}

pub fn normpath(p: &str) -> String {
    if p.is_empty() {
        return ".".into();
    }
    let slashes = p.len() - p.trim_start_matches('/').len();
    // POSIX keeps exactly two leading slashes; one, or three and more, become one.
    let lead = match slashes {
        0 => "",
        2 => "//",
        _ => "/",
    };
    let mut comps: Vec<&str> = Vec::new();
    for c in p.split('/') {
        match c {
            "" | "." => {}
            ".." if !lead.is_empty() && comps.is_empty() => {}
            ".." if comps.last().is_some_and(|l| *l != "..") => {
                comps.pop();
            }
            c => comps.push(c),
        }
    }
    let out = format!("{lead}{}", comps.join("/"));
    if out.is_empty() {
        ".".into()
    } else {
        out
    }
}

/// `os.path.relpath(path, start)` as `posixpath` computes it, relative paths taken from `cwd`;
/// `None` when a part is not a path it can compute.
pub fn relpath(path: &str, start: &str, cwd: &str) -> Option<String> {
    let abs = |p: &str| {
        if p.starts_with('/') {
            normpath(p)
        } else {
            normpath(&format!("{cwd}/{p}"))
        }
    };
    let (p, s) = (abs(path), abs(start));
    let pc: Vec<&str> = p.split('/').filter(|c| !c.is_empty()).collect();
    let sc: Vec<&str> = s.split('/').filter(|c| !c.is_empty()).collect();
    let common = pc.iter().zip(sc.iter()).take_while(|(a, b)| a == b).count();
    let mut out: Vec<&str> = vec![".."; sc.len() - common];
    out.extend(&pc[common..]);
    Some(if out.is_empty() { ".".to_string() } else { out.join("/") })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected values from CPython 3.11's `posixpath`.
    #[test]
    fn path_arithmetic_agrees_with_posixpath() {
        assert_eq!(join(&["a", "b", "c.yaml"]), "a/b/c.yaml");
        assert_eq!(join(&["/x/", "y"]), "/x/y");
        assert_eq!(join(&["x", "/abs", "z"]), "/abs/z");
        assert_eq!(join(&["", "y"]), "y");
        assert_eq!(split("attention/decode.yaml"), ("attention".into(), "decode.yaml"));
        assert_eq!(split("/decode.yaml"), ("/".into(), "decode.yaml"));
        assert_eq!(split("a//b"), ("a".into(), "b"));
        assert_eq!(split("decode.yaml"), ("".into(), "decode.yaml"));
        assert_eq!(splitext("gemm/dense.v2.yaml"), ("gemm/dense.v2", ".yaml"));
        assert_eq!(splitext("a.b/.rc"), ("a.b/.rc", ""));
        assert_eq!(splitext("..x"), ("..x", ""));
        assert_eq!(splitext("x."), ("x", "."));
        assert_eq!(normpath("./attention//decode.yaml"), "attention/decode.yaml");
        assert_eq!(normpath("a/../../b"), "../b");
        assert_eq!(normpath("/../x/./y/.."), "/x");
        assert_eq!(normpath("//x"), "//x");
        assert_eq!(normpath("///x"), "/x");
        assert_eq!(normpath(""), ".");
        assert_eq!(normpath("a/.."), ".");
    }

    fn attr(p: &str, a: &str) -> String {
        match path_attr(p, a).map(|v| v.kind) {
            Some(V::Str(s)) | Some(V::Path(s)) => s.to_string(),
            _ => "?".into(),
        }
    }

    /// Expected values from CPython 3.11's `pathlib.PurePosixPath`.
    #[test]
    fn pure_paths_agree_with_pathlib() {
        assert_eq!(pure_path(&["attention/decode.yaml"]), "attention/decode.yaml");
        assert_eq!(pure_path(&["/r/", "configs", "./moe//x.yaml"]), "/r/configs/moe/x.yaml");
        assert_eq!(pure_path(&["a/../b"]), "a/../b");
        assert_eq!(pure_path(&[""]), ".");
        assert_eq!(pure_path(&["//a"]), "//a");
        assert_eq!(attr("moe/x.yaml", "name"), "x.yaml");
        assert_eq!(attr("moe/x.yaml", "stem"), "x");
        assert_eq!(attr("moe/x.tar.gz", "suffix"), ".gz");
        assert_eq!(attr("moe/.hidden", "suffix"), "");
        assert_eq!(attr("moe/x.", "stem"), "x.");
        assert_eq!(attr("/r/configs/moe/x.yaml", "parent"), "/r/configs/moe");
        assert_eq!(attr("x.yaml", "parent"), ".");
        assert_eq!(attr("/", "parent"), "/");
        assert_eq!(attr("/", "name"), "");
        match path_method("moe/x.yaml", "with_suffix", &[".json"])
            .ok()
            .flatten()
            .map(|v| v.kind)
        {
            Some(V::Path(p)) => assert_eq!(&*p, "moe/x.json"),
            _ => panic!("with_suffix"),
        }
        assert!(matches!(path_method("rel", "resolve", &[]), Ok(None)));
        // What CPython 3.11's `pathlib` refuses (`ValueError`).
        for (p, m, arg) in [
            ("a/b.pt", "with_suffix", "pt"),
            ("a/b.pt", "with_suffix", "."),
            ("a/b.pt", "with_suffix", "./x"),
            ("/", "with_suffix", ".x"),
            ("a/b.pt", "with_name", ""),
            ("a/b.pt", "with_name", "c/d"),
            ("a/b.pt", "with_name", "."),
        ] {
            assert!(path_method(p, m, &[arg]).is_err(), "{p} {m} {arg}");
        }
        assert!(matches!(path_method("a/b.pt", "with_suffix", &[""]), Ok(Some(_))));
        assert!(matches!(path_method("a/b.pt", "with_name", &[".."]), Ok(Some(_))));
        assert!(matches!(path_method("a/b.pt", "with_stem", &[""]), Ok(Some(_))));
    }
}
