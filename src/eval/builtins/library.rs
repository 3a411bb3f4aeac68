//! The library functions a harness's entry layer calls: `importlib.import_module`, `argparse`
//! (its parser gives the arguments `benchmark.py` declares), the PyYAML loaders (they give the
//! config), `sys.exit`, `os.path` and `pathlib`.

use super::*;

impl<'a> Interp<'a> {
    /// The working directory of the run: the benchmark root, absolute (`python benchmark.py …` is
    /// run from there, as the seed runs it).
    pub(crate) fn cwd(&self) -> String {
        std::path::absolute(&self.h.root)
            .unwrap_or_else(|_| self.h.root.clone())
            .to_string_lossy()
            .to_string()
    }

    /// A library function of the harness's entry layer: `importlib`, `argparse`, `yaml`, `sys.exit`, `os.path`, `pathlib`.
    pub(super) fn library_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Value<'a>>,
        kwargs: Kw<'a>,
        t: Taint,
    ) -> R<'a, Value<'a>> {
        use Builtin as B;
        let arg = |i: usize| args.get(i).cloned();
        let unknown = Value::unknown(t);
        Ok(match b {
            B::ImportModule => {
                let Some(name) = arg(0).and_then(|v| v.as_str().map(str::to_string)) else {
                    // Any module may be the one imported: its code, run now, may change
                    // anything a module holds.
                    self.exec_unseen(None, &args, &kwargs);
                    return Ok(self.unknown_op(t));
                };
                let full = if name.starts_with('.') {
                    let level = name.len() - name.trim_start_matches('.').len();
                    let package = kw(&kwargs, "package").or(arg(1));
                    let Some(package) = package.filter(|p| !matches!(p.kind, V::None)) else {
                        let message =
                            format!("the 'package' argument is required to perform a relative import for '{name}'");
                        return self.fail("TypeError", message, t);
                    };
                    let Some(package) = package.as_str().filter(|_| package.is_exact()).map(str::to_string) else {
                        self.exec_unseen(None, &args, &kwargs);
                        return Ok(self.unknown_op(t));
                    };
                    match crate::eval::interp::resolve_relative(&package, level, &name[level..]) {
                        Ok(full) => full,
                        Err(message) => return self.fail("ImportError", message.to_string(), t),
                    }
                } else {
                    name.clone()
                };
                match self.module_value(&full)? {
                    Some(m) => m,
                    None => match self.import_module_unseen(&full)? {
                        Some(m) => m,
                        None => return self.fail("ModuleNotFoundError", format!("No module named '{full}'"), t),
                    },
                }
            }
            B::DunderImport => {
                let fromlist = kw(&kwargs, "fromlist").or(arg(3));
                let level = kw(&kwargs, "level").or(arg(4));
                let Some(name) = arg(0).and_then(|v| v.as_str().filter(|_| v.is_exact()).map(str::to_string)) else {
                    self.exec_unseen(None, &args, &kwargs);
                    return Ok(self.unknown_op(t));
                };
                let Some(empty) = fromlist.as_ref().map_or(Some(true), |f| f.truthy().map(|t| !t)) else {
                    return Ok(self.unknown_op(t));
                };
                // (Relative to the caller's package: not modelled.)
                if level.is_some_and(|l| l.as_int() != Some(0)) {
                    return Ok(self.unknown_op(t));
                }
                let module = self.call_builtin(B::ImportModule, vec![Value::str(&name)], vec![])?;
                match name.split_once('.') {
                    Some((top, _)) if empty && !module.is_unknown() => {
                        self.call_builtin(B::ImportModule, vec![Value::str(top)], vec![])?
                    }
                    _ => module,
                }
            }
            B::FindSpec => match arg(0).as_ref().and_then(|v| v.as_str()) {
                Some(name) => self.find_spec(name)?.with_taint(t),
                None => unknown,
            },
            B::ArgParser => Value::new(V::Native(crate::eval::value::Native::ArgParser)),
            B::ParseArgs => self.entry.entry_args.clone().unwrap_or(unknown),
            B::ParseKnownArgs => match self.entry.entry_args.clone() {
                Some(ns) => Value::tuple(vec![ns, Value::list(vec![])]),
                None => unknown,
            },
            B::SysExit => {
                let code = arg(0).unwrap_or_else(Value::none);
                let msg = to_display(&code, false);
                let v = self.call(&Value::new(V::ExcType(Rc::from("SystemExit"))), vec![code], vec![])?;
                let mut e = self.error("SystemExit", msg, t);
                if let Flow::Exc(x) = &mut e {
                    x.value = v;
                }
                return Err(e);
            }
            B::PathIsabs => match args.first().and_then(path_text) {
                Some(p) => Value::bool(p.starts_with('/')).with_taint(t),
                None => unknown,
            },
            B::Getcwd => Value::str(&self.cwd()).with_taint(t),
            B::PathRelpath => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                let cwd = self.cwd();
                match parts.as_deref() {
                    Some([p]) => {
                        crate::eval::paths::relpath(p, &cwd, &cwd).map_or(unknown, |s| Value::str(&s).with_taint(t))
                    }
                    Some([p, start]) => {
                        crate::eval::paths::relpath(p, start, &cwd).map_or(unknown, |s| Value::str(&s).with_taint(t))
                    }
                    _ => unknown,
                }
            }
            B::PathAbspath if args.first().and_then(path_text).is_some_and(|p| !p.starts_with('/')) => {
                let p = args.first().and_then(path_text).unwrap_or_default();
                let cwd = self.cwd();
                Value::str(&crate::eval::paths::normpath(&format!("{cwd}/{p}"))).with_taint(t)
            }
            B::PathIsfile | B::PathIsdir | B::PathExists => {
                let Some(p) = args.first().and_then(path_text) else {
                    return Ok(unknown);
                };
                let config = self.entry.config_path.clone();
                match crate::eval::files::entry(&self.h.root, config.as_deref(), p) {
                    Some(e) => {
                        use crate::eval::files::Entry;
                        let yes = match b {
                            B::PathIsfile => e == Entry::File,
                            B::PathIsdir => e == Entry::Dir,
                            _ => e != Entry::Missing,
                        };
                        Value::bool(yes).with_taint(t)
                    }
                    None => unknown,
                }
            }
            B::PathNew => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                match parts {
                    Some(parts) => crate::eval::paths::path_value(&crate::eval::paths::pure_path(&parts)).with_taint(t),
                    None => unknown,
                }
            }
            B::PathJoin
            | B::PathBasename
            | B::PathDirname
            | B::PathSplit
            | B::PathSplitext
            | B::PathNormpath
            | B::PathAbspath
            | B::PathExpanduser => {
                let parts: Option<Vec<&str>> = args.iter().map(path_text).collect();
                match parts {
                    Some(parts) if !parts.is_empty() => {
                        crate::eval::paths::call(b, &parts).unwrap_or(unknown).with_taint(t)
                    }
                    _ => unknown,
                }
            }
            _ => unreachable!("{b:?} is not of Kind::Library"),
        })
    }
}
