"""CPython's side of the conformance corpus: every variant of every program, run in this one
process, one JSON line per variant on stdout.

    python cpython.py PROGRAMS_DIR [--only SUBSTRING]

A program is `PROGRAMS_DIR/<area>/<name>.py`, or a folder `PROGRAMS_DIR/<area>/<name>/` holding
`main.py` beside the modules it imports and the data files it reads. Either way the program runs
as module `main` whose `__file__` is `<folder>/main.py`; a folder program's folder is first on
`sys.path` while it runs. Each variant (variants.py) runs in a fresh module, with a fresh
`_unseen` module in `sys.modules` (the inputs' values, or `flag`), stdout and stderr captured, and
every module imported from the program's folder forgotten after it.

Each line: {"program", "root", "modules" (the folder program's other `.py` files), "variant",
"source", "expect", "runs": [{"flag", "ending", "message", "globals", "unencodable"}]} where
"ending" is "ok", "raised:<class name>" (its `str` in "message") or "timeout", and "globals" maps
every module-level name not starting with `_` (modules left out) to its canonical encoding (see
`encode`). A program that breaks the layout gives {"program", "error"}; one that needs a newer
Python, {"program", "skipped"}.
"""

import contextlib
import io
import json
import os
import signal
import sys
import types
import warnings

sys.dont_write_bytecode = True
sys.setrecursionlimit(3000)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from variants import Program, ProgramError  # noqa: E402

MAX_DEPTH = 48
TIMEOUT_SECONDS = 5


class Deep(Exception):
    pass


class Timeout(BaseException):
    pass


def _on_alarm(signum, frame):
    raise Timeout()


def _text(j):
    return json.dumps(j, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


def encode(v, depth=0):
    """The canonical encoding, the same as `src/eval/program.rs`'s `encode`: by exact type, so a
    subclass (an IntEnum member, a namedtuple, an OrderedDict) is an object of its own type."""
    if depth > MAX_DEPTH:
        raise Deep()
    t = type(v)
    sub = lambda x: encode(x, depth + 1)  # noqa: E731
    if v is None:
        return None
    if t is bool:
        return v
    if t is int:
        return {"int": str(v)}
    if t is float:
        return {"float": repr(v)}
    if t is str:
        return v
    if t is list:
        return {"list": [sub(x) for x in v]}
    if t is tuple:
        return {"tuple": [sub(x) for x in v]}
    if t is dict:
        return {"dict": [[sub(k), sub(x)] for k, x in v.items()]}
    if t is set or t is frozenset:
        return {"set": sorted((sub(x) for x in v), key=_text)}
    if t is bytes:
        return {"bytes": v.hex()}
    if isinstance(v, type):
        return {"class": v.__name__}
    if isinstance(v, (types.FunctionType, types.BuiltinFunctionType, types.MethodType)):
        return {"function": v.__name__}
    return {"object": t.__name__}


def discover(root, only=None):
    """(program id, folder, main.py path, other module paths relative to the folder)."""
    out = []
    for area in sorted(os.listdir(root)):
        adir = os.path.join(root, area)
        if not os.path.isdir(adir) or area.startswith((".", "_")):
            continue
        for entry in sorted(os.listdir(adir)):
            path = os.path.join(adir, entry)
            if entry.endswith(".py") and os.path.isfile(path):
                pid = f"{area}/{entry[:-3]}"
                out.append((pid, adir, path, []))
            elif os.path.isfile(os.path.join(path, "main.py")):
                pid = f"{area}/{entry}"
                mods = []
                for d, dirs, files in os.walk(path):
                    dirs[:] = sorted(x for x in dirs if not x.startswith((".", "__pycache__")))
                    for f in sorted(files):
                        rel = os.path.relpath(os.path.join(d, f), path)
                        if f.endswith(".py") and rel != "main.py":
                            mods.append(rel.replace(os.sep, "/"))
                out.append((pid, path, os.path.join(path, "main.py"), mods))
    if only:
        out = [p for p in out if only in p[0]]
    return out


def run_once(source, root, folder_program, unseen):
    main_file = os.path.join(root, "main.py")
    # Modules imported before this run stay (the program's own were forgotten after the last).
    before = set(sys.modules)
    mod = types.ModuleType("main")
    mod.__file__ = main_file
    sys.modules["main"] = mod
    if unseen is not None:
        u = types.ModuleType("_unseen")
        u.__dict__.update(unseen)
        sys.modules["_unseen"] = u
    if folder_program:
        sys.path.insert(0, root)
    out, err = io.StringIO(), io.StringIO()
    message = ""
    signal.setitimer(signal.ITIMER_REAL, TIMEOUT_SECONDS)
    try:
        code = compile(source, main_file, "exec")
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            exec(code, mod.__dict__)
        ending = "ok"
    except Timeout:
        ending = "timeout"
    except BaseException as e:  # noqa: B036 — SystemExit and KeyboardInterrupt are endings too
        ending = f"raised:{type(e).__name__}"
        try:
            message = str(e)[:200]
        except Exception:  # noqa: BLE001 — a user __str__ that fails
            message = "?"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        if folder_program:
            sys.path.remove(root)
        # The program's own modules are imported afresh by the next variant (the standard
        # library's stay: a second `enum` would not be the one `re` uses).
        prefix = os.path.abspath(root) + os.sep
        for name in sys.modules.keys() - before:
            if os.path.abspath(getattr(sys.modules[name], "__file__", None) or "/").startswith(prefix):
                del sys.modules[name]
        sys.modules.pop("main", None)
        sys.modules.pop("_unseen", None)
    globals_, unencodable = {}, []
    for name, v in list(mod.__dict__.items()):
        if name.startswith("_") or isinstance(v, types.ModuleType):
            continue
        try:
            globals_[name] = encode(v)
        except (Deep, ValueError, RecursionError):
            unencodable.append(name)
    return {"ending": ending, "message": message, "globals": globals_, "unencodable": unencodable}


def input_values(program, root):
    """The inputs' values, made afresh (a variant may change a list it was given)."""
    ns = {"__name__": "_unseen_inputs", "__file__": os.path.join(root, "main.py")}
    exec(compile(program.inputs_source(), "<inputs>", "exec"), ns)
    return {n: ns[n] for n in program.input_names}


def main(argv):
    if os.environ.get("PYTHONHASHSEED") != "0":
        # The same set order on every run.
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, "-B"] + argv)
    args = argv[1:]
    only = None
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1]
        del args[i : i + 2]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    signal.signal(signal.SIGALRM, _on_alarm)
    warnings.simplefilter("ignore")
    for pid, root, main_path, mods in discover(args[0], only):
        with open(main_path, encoding="utf-8") as f:
            source = f.read()
        try:
            program = Program(source, pid)
        except ProgramError as e:
            print(json.dumps({"program": pid, "error": str(e)}))
            continue
        if program.skipped:
            print(json.dumps({"program": pid, "skipped": program.skipped}))
            continue
        folder = bool(mods) or os.path.basename(main_path) == "main.py"
        for name, vsource, kind in program.variants():
            if kind == "flag":
                runs = [
                    dict(flag=flag, **run_once(vsource, root, folder, {"flag": flag})) for flag in (True, False)
                ]
            else:
                unseen = input_values(program, root) if kind == "inputs" else None
                runs = [dict(flag=None, **run_once(vsource, root, folder, unseen))]
            line = {
                "program": pid,
                "root": os.path.abspath(root),
                "modules": mods,
                "variant": name,
                "source": vsource,
                "expect": program.expect,
                "runs": runs,
            }
            print(json.dumps(line, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
