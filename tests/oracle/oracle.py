#!/usr/bin/env python3
"""Test oracle for gen-config: run a HALOps harness's own entry in real CPython with stand-ins.

    python3 tests/oracle/oracle.py ROOT [--jobs N] [--timeout S] < requests.jsonl > results.jsonl

ROOT is the benchmark root (the folder holding benchmark.py). Each request line is
``{"id": ..., "op": ..., "yaml": ...}`` (optional ``"name"``: the config's file name); each result
line says whether the harness would run with that config ("ok"), fail ("raised", with the
exception and the harness line that raised it) or whether a stand-in decided it ("undecided").
See README.md beside this file for the format, the stand-ins and their limits.

How it works, in short:
  * ROOT is copied once per worker to a temp dir (nothing is ever written inside ROOT); the
    config text is written as configs/<op>/<name> there (and under the worker's cwd) and the
    harness's benchmark.py is executed as ``__main__`` with ``sys.argv = ["benchmark.py",
    "--config=<op>/<name>"]``: the harness's own argparse defaults, path logic and YAML call.
  * Harness files are parsed, instrumented (AST) and compiled once; every request gets fresh
    module objects (the compiled code is re-executed; harness modules are dropped afterwards).
  * Modules that are neither stdlib, PyYAML (nor ``--real`` ones) nor files under ROOT are inert
    stand-ins; ``torch`` is an inert module with real dtypes, finfo/iinfo and shape-tracking
    tensor factories.
  * The loaded config is a dict subclass that records the keys read; copies made with
    ``dict(cfg, ...)``, ``{**cfg}``, ``cfg.copy()``, ``copy.(deep)copy`` keep recording.
  * Exceptions caught by harness code are recorded by a call injected at the top of every
    ``except`` handler of harness code (no sys.settrace: it is exact and costs nothing until a
    handler runs).
"""

import argparse
import ast
import builtins
import copy
import dis
import functools
import importlib
import importlib.abc
import importlib.machinery
import inspect
import io
import json
import logging
import math
import os
import re
import shutil
import signal
import sys
import tempfile
import time
import types
import warnings

sys.dont_write_bytecode = True

import yaml  # noqa: E402  (real PyYAML, used by the harnesses)

_ORACLE_FILE = os.path.abspath(__file__)

# ----------------------------------------------------------------------------------------------
# Per-request state
# ----------------------------------------------------------------------------------------------


class _Policy:
    """How the stand-ins answer a question only the real GPU run could answer."""

    __slots__ = ("flip", "bool", "int", "float", "iter_n", "full_loops")

    def __init__(self, flip):
        self.flip = flip
        self.bool = not flip          # truth value of an inert (tensor) value
        self.int = 1 if flip else 2   # int()/len()/__index__ of an inert value
        self.float = 0.5 if flip else 1.0
        self.iter_n = 1 if flip else 2  # items yielded by iterating an inert value (not unpacking)
        self.full_loops = flip        # run range(<CLI default>) loops in full (up to --loop-max)


_P0 = _Policy(False)
_P1 = _Policy(True)


class _State:
    def __init__(self, policy, text, cfg_paths, loop_cap, loop_max):
        self.policy = policy
        self.text = text
        self.text_b = text.encode("utf-8")
        self.cfg_paths = cfg_paths          # absolute paths the config was written to
        self.loop_cap = loop_cap
        self.loop_max = loop_max
        self.reads = set()
        self.sets = set()
        self.read_all = {}                  # (how, file, line, via) -> None  (ordered)
        self.caught = {}                    # key -> entry
        self.decisions = 0
        self.truncated = 0
        self.loaded = None                  # how the harness loaded the config
        self.opened = False                 # the harness opened the config file
        self.entered = False                # _run_scenarios was called
        self.args = None                    # last argparse namespace
        self.created = []                   # module names this request put in sys.modules
        self.entry = None                   # how benchmark.py was run
        self.active = False


_S = None  # the current request's _State (None outside runs)


def _decide():
    s = _S
    if s is None:
        return _P0
    s.decisions += 1
    return s.policy


class _OracleTimeout(BaseException):
    """The per-request time limit ran out."""


class _OracleAbort(BaseException):
    """A loop too long to run in full during the re-check."""


def _mark_real(e):
    """An error a stand-in raises on purpose because the real library raises it too."""
    e._oracle_real = True
    return e


# ----------------------------------------------------------------------------------------------
# Harness roots (one copy per worker) and frames
# ----------------------------------------------------------------------------------------------

_ROOT = None        # the worker's copy of the harness tree (absolute, no trailing slash)
_ROOT_PREFIX = None


def _in_root(fn):
    return fn.startswith(_ROOT_PREFIX)


def _rel(fn):
    return os.path.relpath(fn, _ROOT).replace(os.sep, "/")


def _innermost_harness(tb):
    where = None
    while tb is not None:
        fn = tb.tb_frame.f_code.co_filename
        if _in_root(fn):
            where = (fn, tb.tb_lineno)
        tb = tb.tb_next
    if where is None:
        return None
    return {"file": _rel(where[0]), "line": where[1]}


def _harness_site(depth):
    """(file, line) of the nearest harness frame at or above sys._getframe(depth + 1), and the
    module name of the immediate caller when that is not harness code."""
    f = sys._getframe(depth + 1)
    via = None
    first = True
    while f is not None:
        fn = f.f_code.co_filename
        if _in_root(fn):
            return _rel(fn), f.f_lineno, via
        if first and fn != _ORACLE_FILE:
            via = f.f_globals.get("__name__")
            first = False
        f = f.f_back
    return None, None, via


# ----------------------------------------------------------------------------------------------
# Recording config dict
# ----------------------------------------------------------------------------------------------


def _read(k):
    s = _S
    if s is not None:
        try:
            s.reads.add(k)
        except TypeError:
            s.reads.add(repr(k))


def _set(k):
    s = _S
    if s is not None:
        try:
            s.sets.add(k)
        except TypeError:
            pass


def _all(how, depth=1):
    s = _S
    if s is None:
        return
    fn, line, via = _harness_site(depth + 1)
    s.read_all[(how, fn, line, via)] = None


class RecDict(dict):
    """The loaded config: a dict that records every key looked up.

    __iter__/keys/items/values are overridden, so CPython's fast dict-merge path is off: a
    copy made by C code we do not rewrite (OrderedDict(cfg), a library's dict(cfg)) goes
    through keys() and counts as going over the whole config (read_all), never silently lost.
    """

    __slots__ = ()

    def __getitem__(self, k):
        _read(k)
        return dict.__getitem__(self, k)

    def get(self, k, default=None):
        _read(k)
        return dict.get(self, k, default)

    def __contains__(self, k):
        _read(k)
        return dict.__contains__(self, k)

    def pop(self, k, *default):
        _read(k)
        return dict.pop(self, k, *default)

    def setdefault(self, k, default=None):
        _read(k)
        if not dict.__contains__(self, k):
            _set(k)
        return dict.setdefault(self, k, default)

    def __setitem__(self, k, v):
        _set(k)
        dict.__setitem__(self, k, v)

    def update(self, *a, **kw):
        plain = []
        for x in a:
            if isinstance(x, RecDict):
                x = _plain(x)
            plain.append(x)
        before = set(dict.keys(self))
        dict.update(self, *plain, **kw)
        for k in dict.keys(self):
            if k not in before:
                _set(k)
        for k in kw:
            _set(k)
        for x in plain:
            if isinstance(x, dict):
                for k in dict.keys(x):
                    _set(k)

    def __iter__(self):
        _all("iter")
        return dict.__iter__(self)

    def __reversed__(self):
        _all("iter")
        return dict.__reversed__(self)

    def keys(self):
        _all("keys")
        return dict.keys(self)

    def values(self):
        _all("values")
        return dict.values(self)

    def items(self):
        _all("items")
        return dict.items(self)

    def popitem(self):
        _all("popitem")
        return dict.popitem(self)

    def copy(self):
        return _rec(_plain(self))

    def __copy__(self):
        return _rec(_plain(self))

    def __deepcopy__(self, memo):
        new = RecDict()
        memo[id(self)] = new
        for k, v in dict.items(self):
            dict.__setitem__(new, copy.deepcopy(k, memo), copy.deepcopy(v, memo))
        return new

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = _rec(_plain(self))
        o = _plain(other) if isinstance(other, RecDict) else other
        dict.update(new, o)
        if not isinstance(other, RecDict):
            for k in dict.keys(o):
                _set(k)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = RecDict()
        dict.update(new, other)
        dict.update(new, _plain(self))
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    def __reduce_ex__(self, proto):
        _all("pickle")
        return (dict, (_plain(self),))


def _plain(d):
    """An unrecorded plain copy (dict.copy of a RecDict would go through keys())."""
    return dict(dict.items(d))


def _rec(plain):
    r = RecDict()
    dict.update(r, plain)
    return r


class _RecNamespace(types.SimpleNamespace):
    """SimpleNamespace(**cfg): attribute reads are config reads."""

    def __getattribute__(self, name):
        if name[:2] != "__":
            _read(name)
        elif name == "__dict__":
            _all("vars")
        return object.__getattribute__(self, name)


class _RecArgNamespace(argparse.Namespace):
    """argparse.Namespace(**cfg): attribute reads are config reads."""

    def __getattribute__(self, name):
        if name[:2] != "__" and name[:1] != "_":
            _read(name)
        elif name == "__dict__":
            _all("vars")
        return object.__getattribute__(self, name)


class _CliInt(int):
    """An int that came from the harness's argparse defaults (e.g. --repeat-iters)."""

    __slots__ = ()

    def __reduce__(self):
        return (int, (int(self),))


# ----------------------------------------------------------------------------------------------
# Hooks the instrumented harness code calls (installed in builtins)
# ----------------------------------------------------------------------------------------------

_SPREAD = type("_Spread", (), {"__repr__": lambda self: "<**>"})()


def _fname(f):
    n = getattr(f, "__qualname__", None) or getattr(f, "__name__", None) or type(f).__name__
    return f"{n}()"


def _mapping_pairs(val, f):
    """The (key, value) pairs `**val` passes, as CPython would take them (without recording)."""
    if isinstance(val, dict) and (type(val) is dict or isinstance(val, RecDict)
                                  or type(val).__iter__ is dict.__iter__):
        return list(dict.items(val))
    keys = getattr(val, "keys", None)
    if keys is None:
        raise TypeError(f"{_fname(f)} argument after ** must be a mapping, not {type(val).__name__}")
    return [(k, val[k]) for k in keys()]


_SIG_CACHE = {}


def _signature(f):
    code = getattr(f, "__code__", None)
    key = (code, type(f).__name__) if code is not None and not isinstance(f, type) else None
    if key is not None and key in _SIG_CACHE:
        return _SIG_CACHE[key]
    sig = inspect.signature(f)
    if key is not None:
        _SIG_CACHE[key] = sig
    return sig


def _spread_reads(f, args, kwargs, rec_keys):
    """`f(**cfg)`: the keys f's named parameters take are read; keys landing in **kwargs, or a
    callee we cannot look into, mean any key may be used (read_all)."""
    if isinstance(f, _InertWrapped):
        f = f._f
    if isinstance(f, (_Inert, types.ModuleType)):
        _all("spread-to-stand-in", 2)
        return
    try:
        sig = _signature(f)
    except (TypeError, ValueError):
        _all("spread", 2)
        return
    names = set()
    varkw = False
    npos = len(args)
    for i, p in enumerate(sig.parameters.values()):
        if p.kind is p.VAR_KEYWORD:
            varkw = True
        elif p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
            if p.kind is p.POSITIONAL_OR_KEYWORD and i < npos:
                continue
            names.add(p.name)
    for n in names:
        _read(n)
    if varkw and any(k not in names for k in rec_keys):
        _all("spread-into-kwargs", 2)


def _oracle_call(f, args, kws):
    """Stands for a call written with `**x` (or any call of the name `dict`)."""
    kwargs = {}
    recs = []
    inert_spread = False
    for name, val in kws:
        if name is _SPREAD:
            if isinstance(val, _Inert):
                _decide()
                inert_spread = True
                continue
            if isinstance(val, RecDict):
                recs.append(val)
            for k, v in _mapping_pairs(val, f):
                if not isinstance(k, str):
                    raise TypeError(f"{_fname(f)} keywords must be strings")
                if k in kwargs:
                    raise TypeError(f"{_fname(f)} got multiple values for keyword argument '{k}'")
                kwargs[k] = v
        else:
            if name in kwargs:
                raise TypeError(f"{_fname(f)} got multiple values for keyword argument '{name}'")
            kwargs[name] = val
    if f is dict:
        srcs = bool(recs)
        pos = []
        for a in args:
            if isinstance(a, RecDict):
                srcs = True
                a = _plain(a)
            pos.append(a)
        res = dict(*pos, **kwargs)
        if not srcs:
            return res
        rec_keys = set()
        for r in recs:
            rec_keys.update(dict.keys(r))
        for k in kwargs:
            if k not in rec_keys:
                _set(k)
        return _rec(res)
    if recs:
        rec_keys = set()
        for r in recs:
            rec_keys.update(dict.keys(r))
        if f is types.SimpleNamespace:
            return _RecNamespace(*args, **kwargs)
        if f is argparse.Namespace:
            return _RecArgNamespace(*args, **kwargs)
        _spread_reads(f, args, kwargs, rec_keys)
    if inert_spread and not isinstance(f, _Inert):
        # `f(**stand_in)`: assume the mapping held whatever f requires.
        try:
            sig = _signature(f)
            for i, p in enumerate(sig.parameters.values()):
                if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.default is not p.empty:
                    continue
                if p.kind is p.POSITIONAL_ONLY or (p.kind is p.POSITIONAL_OR_KEYWORD and i < len(args)):
                    continue
                if p.name not in kwargs:
                    kwargs[p.name] = _mk("**stand-in")
        except (TypeError, ValueError):
            pass
    return f(*args, **kwargs)


def _oracle_display(items):
    """Stands for a dict display with `**x` in it."""
    res = {}
    recs = False
    explicit = []
    for k, v in items:
        if k is _SPREAD:
            if isinstance(v, RecDict):
                recs = True
                dict.update(res, _plain(v))
            elif isinstance(v, _Inert):
                _decide()
            elif isinstance(v, dict) and (type(v) is dict or type(v).__iter__ is dict.__iter__):
                dict.update(res, v)
            else:
                keys = getattr(v, "keys", None)
                if keys is None:
                    raise TypeError(f"'{type(v).__name__}' object is not a mapping")
                for kk in keys():
                    res[kk] = v[kk]
                    explicit.append(kk)
        else:
            res[k] = v
            explicit.append(k)
    if not recs:
        return res
    for k in explicit:
        _set(k)
    return _rec(res)


def _oracle_caught(line):
    """Called first thing in every `except` handler of harness code."""
    e = sys.exc_info()[1]
    if isinstance(e, (_OracleTimeout, _OracleAbort)):
        raise e
    s = _S
    if s is None or not s.active or e is None:
        return
    f = sys._getframe(1)
    tb = e.__traceback__
    standin = _is_standin_exc(e, tb)
    if standin:
        s.decisions += 1
    raised_at = _innermost_harness(tb)
    caught_at = {"file": _rel(f.f_code.co_filename), "line": line} if _in_root(f.f_code.co_filename) else None
    key = (type(e).__name__, None if raised_at is None else (raised_at["file"], raised_at["line"]),
           None if caught_at is None else (caught_at["file"], caught_at["line"]))
    ent = s.caught.get(key)
    if ent is None:
        ent = {"exception": type(e).__name__, "raised_at": raised_at, "caught_at": caught_at,
               "message": _msg(e), "count": 0}
        if standin:
            ent["stand_in"] = True
        s.caught[key] = ent
    ent["count"] += 1


def _oracle_wrap_entry(fn):
    """benchmark.py's `_run_scenarios`: mark it entered, and record reads on the config it is
    given even when the harness parsed the YAML itself (no PyYAML)."""
    if not callable(fn):
        return fn

    @functools.wraps(fn)
    def _run_scenarios(*a, **k):
        s = _S
        if s is not None and s.active:
            s.entered = True
            if len(a) >= 2 and type(a[1]) is dict:
                a = (a[0], _rec(a[1])) + tuple(a[2:])
                if s.loaded is None:
                    s.loaded = "_run_scenarios"
            elif type(k.get("cfg")) is dict:
                k["cfg"] = _rec(k["cfg"])
                if s.loaded is None:
                    s.loaded = "_run_scenarios"
        return fn(*a, **k)

    return _run_scenarios


def _oracle_int(f, x):
    """`int(x)`: an int from the harness's CLI defaults stays one (Timer(int(iters)) loops are
    still recognised as timing loops)."""
    if f is int and type(x) is _CliInt:
        return x
    return f(x)


def _oracle_range(*a):
    r = range(*a)
    s = _S
    if s is not None and s.active:
        for x in a:
            if type(x) is _CliInt:
                n = len(r)
                if s.policy.full_loops:
                    if n > s.loop_max:
                        raise _OracleAbort(f"range of {n} (a CLI default) is too long to run in full")
                elif n > s.loop_cap:
                    s.truncated += 1
                    return r[: s.loop_cap]
                break
    return r


builtins.__oracle_caught__ = _oracle_caught
builtins.__oracle_call__ = _oracle_call
builtins.__oracle_display__ = _oracle_display
builtins.__oracle_spread__ = _SPREAD
builtins.__oracle_wrap_entry__ = _oracle_wrap_entry
builtins.__oracle_int__ = _oracle_int


# ----------------------------------------------------------------------------------------------
# Inert values
# ----------------------------------------------------------------------------------------------

_OP = dis.opmap
_UNPACK_SEQUENCE = _OP["UNPACK_SEQUENCE"]
_UNPACK_EX = _OP["UNPACK_EX"]
_EXTENDED_ARG = _OP["EXTENDED_ARG"]
_IMPORT_NAME = _OP["IMPORT_NAME"]
_STATIC_ATTR_OPS = {_OP[n] for n in ("LOAD_ATTR", "LOAD_METHOD", "IMPORT_FROM") if n in _OP}


def _op_arg(code, i):
    arg = code[i + 1]
    shift = 8
    j = i - 2
    while j >= 0 and code[j] == _EXTENDED_ARG:
        arg |= code[j + 1] << shift
        shift += 8
        j -= 2
    return arg


def _nm(base, name):
    n = base + "." + name
    return n if len(n) <= 80 else "…" + n[-79:]


_onew = object.__new__


def _mk(name="inert", dt=None, sh=None):
    o = _onew(_Inert)
    o._n = name
    o._dt = dt
    o._sh = sh
    return o


def _child(n, suffix):
    """A new inert value named after its parent (names are for messages only)."""
    o = _onew(_Inert)
    o._n = (n if len(n) < 60 else "…" + n[-40:]) + suffix
    o._dt = o._sh = None
    return o


_ITER_WRAPPERS = ("tqdm", "trange", "track", "progress_bar")
_FUNC_TYPES = frozenset((types.FunctionType, types.MethodType, functools.partial))


class _Inert:
    """A value from a stand-in: absorbs every operation.

    Attribute access, calls, arithmetic, indexing give new inert values. A question only a real
    value could answer (truth value, int(), float(), len(), __index__, `in`, iteration count)
    is an *inert decision*: it is counted and answered from the policy (first run: True, 2, 1.0,
    2 items; the re-check run: False, 1, 0.5, 1 item). Unpacking (`a, b = x`) gets exactly the
    number of items the code asks for and is not a decision. Tensors built by torch factories
    know their dtype and shape while the operations on them keep those knowable.
    """

    __slots__ = ("_n", "_dt", "_sh", "__dict__", "__weakref__")

    def __init__(self, *a, **k):
        self._n = "inert"
        self._dt = None
        self._sh = None

    # --- attributes ---------------------------------------------------------------------
    def __getattr__(self, name):
        if name[0] == "_" and (name[:2] == "__" and name[-2:] == "__" or name in ("_n", "_dt", "_sh", "_f")):
            raise AttributeError(name)
        if (self._dt is not None or self._sh is not None) and name in _TENSOR_NAMES:
            return _tensor_member(self, name)
        return _child(self._n, "." + name)

    def __delattr__(self, name):
        try:
            object.__delattr__(self, name)
        except AttributeError:
            pass

    # --- calls --------------------------------------------------------------------------
    def __call__(self, *a, **k):
        if a:
            if len(a) == 1 and not k:
                x = a[0]
                t = type(x)
                if t in _FUNC_TYPES:
                    return _wrapped(x, self._n)  # function decorator: still callable as written
                if isinstance(x, type):
                    return x  # class decorator from a stand-in: the class as written
            if self._n.endswith(_ITER_WRAPPERS):
                return _IterWrap(a[0])
            for x in a:
                if type(x) is RecDict:
                    _all("passed-to-stand-in")
                    break
        if k:
            for x in k.values():
                if type(x) is RecDict:
                    _all("passed-to-stand-in")
                    break
        return _child(self._n, "()")

    # --- containers ---------------------------------------------------------------------
    def __getitem__(self, key):
        return _child(self._n, "[]")

    def __setitem__(self, key, value):
        if isinstance(value, RecDict):
            _all("passed-to-stand-in")

    def __delitem__(self, key):
        pass

    def __len__(self):
        sh = self._sh
        if sh is not None and len(sh) > 0:
            return sh[0]
        return _decide().int

    def __iter__(self):
        f = sys._getframe(1)
        code = f.f_code.co_code
        i = f.f_lasti
        op = code[i] if 0 <= i < len(code) else -1
        if op == _UNPACK_SEQUENCE:
            n = _op_arg(code, i)
        elif op == _UNPACK_EX:
            arg = _op_arg(code, i)
            n = (arg & 0xFF) + (arg >> 8)
        else:
            sh = self._sh
            if sh is not None and len(sh) > 0 and sh[0] <= 16:
                n = sh[0]
            else:
                n = _decide().iter_n
        return iter([_mk(self._n + "[]") for _ in range(n)])

    def __reversed__(self):
        return iter([_mk(self._n + "[]") for _ in range(_decide().iter_n)])

    def __next__(self):
        return _mk(self._n + ".next")

    def __contains__(self, item):
        return _decide().bool

    # --- conversions (decisions) ----------------------------------------------------------
    def __bool__(self):
        s = _S
        if s is None:
            return True
        s.decisions += 1
        return s.policy.bool

    def __int__(self):
        s = _S
        if s is None:
            return 2
        s.decisions += 1
        return s.policy.int

    __index__ = __int__

    def __float__(self):
        return _decide().float

    def __complex__(self):
        return complex(_decide().float)

    def __repr__(self):
        return f"<inert {self._n}>"

    __str__ = __repr__

    def __format__(self, spec):
        return repr(self)

    def __bytes__(self):
        return b""

    def __hash__(self):
        return object.__hash__(self)

    # --- comparisons give inert values (their truth value is the decision) ---------------
    def __eq__(self, o):
        return _child("", "==")

    def __ne__(self, o):
        return _child("", "!=")

    def __lt__(self, o):
        return _child("", "<")

    def __le__(self, o):
        return _child("", "<=")

    def __gt__(self, o):
        return _child("", ">")

    def __ge__(self, o):
        return _child("", ">=")

    # --- context manager, copying, classes ----------------------------------------------
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __mro_entries__(self, bases):
        return (_InertBase,)

    def __instancecheck__(self, obj):
        return isinstance(obj, (_Inert, _InertBase))

    def __subclasscheck__(self, cls):
        return isinstance(cls, type) and issubclass(cls, (_Inert, _InertBase))


def _arith(name):
    label = "(" + name + ")"

    def op(self, *o):
        x = _onew(_Inert)
        x._n = label
        x._dt = x._sh = None
        return x

    op.__name__ = name
    return op


for _n in ("add radd sub rsub mul rmul truediv rtruediv floordiv rfloordiv mod rmod pow rpow "
           "matmul rmatmul and rand or ror xor rxor lshift rlshift rshift rrshift neg pos abs "
           "invert round trunc floor ceil").split():
    setattr(_Inert, f"__{_n}__", _arith(_n))


def _divmod(self, o):
    return (_mk("divmod"), _mk("divmod"))


_Inert.__divmod__ = _divmod
_Inert.__rdivmod__ = _divmod


class _InertNS(_Inert):
    """An attribute of a stand-in module (torch.backends, torch.cuda.Event, ...) and the
    attributes reached from it: the same object on every access, so what the harness sets on it
    (torch.backends.cudnn.benchmark = True) reads back."""

    __slots__ = ()

    def __getattr__(self, name):
        if name[0] == "_" and (name[:2] == "__" and name[-2:] == "__" or name in ("_n", "_dt", "_sh", "_f")):
            raise AttributeError(name)
        o = _onew(_InertNS)
        n = self._n
        o._n = (n if len(n) < 60 else "…" + n[-40:]) + "." + name
        o._dt = o._sh = None
        self.__dict__[name] = o
        return o


def _mkns(name):
    o = _onew(_InertNS)
    o._n = name
    o._dt = o._sh = None
    return o


class _InertWrapped(_Inert):
    """A function passed through a stand-in decorator (@torch.no_grad(), @triton.jit, ...):
    calling it calls the function; anything else is inert."""

    __slots__ = ("_f",)

    def __call__(self, *a, **k):
        return self._f(*a, **k)

    def __getattr__(self, name):
        if name in ("_n", "_dt", "_sh", "_f"):
            raise AttributeError(name)
        try:
            return getattr(self._f, name)
        except AttributeError:
            if name[:2] == "__" and name[-2:] == "__":
                raise
            return _mk(_nm(self._n, name))

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return types.MethodType(self, obj)


def _wrapped(fn, name):
    o = _InertWrapped.__new__(_InertWrapped)
    o._n = name + "(fn)"
    o._dt = None
    o._sh = None
    o._f = fn
    return o


class _IterWrap(_Inert):
    """tqdm(x) and the like: iterates x itself."""

    __slots__ = ("_it",)

    def __new__(cls, it):
        o = _Inert.__new__(cls)
        o._n = "progress"
        o._dt = None
        o._sh = None
        o._it = it
        return o

    def __init__(self, it):
        pass

    def __iter__(self):
        return iter(self._it)

    def __len__(self):
        return len(self._it)


class _InertMeta(type):
    def __getattr__(cls, name):
        if name[:2] == "__" and name[-2:] == "__":
            raise AttributeError(name)
        return _mk(_nm(cls.__name__, name))


class _InertBase(metaclass=_InertMeta):
    """Base class standing in for a stand-in class a harness subclasses (torch.nn.Module, ...)."""

    def __init__(self, *a, **k):
        pass

    def __getattr__(self, name):
        if name[:2] == "__" and name[-2:] == "__":
            raise AttributeError(name)
        return _mk(_nm(type(self).__name__, name))

    def __call__(self, *a, **k):
        for klass in type(self).__mro__:
            fwd = klass.__dict__.get("forward")
            if fwd is not None:
                return fwd(self, *a, **k)
        return _mk(type(self).__name__ + "()")


# ----------------------------------------------------------------------------------------------
# torch stand-in
# ----------------------------------------------------------------------------------------------


class dtype:  # noqa: N801  (named as torch names it: "Object of type dtype is not ...")
    __slots__ = ("name", "itemsize", "is_floating_point", "is_complex", "is_signed", "_finfo", "_iinfo")

    def __repr__(self):
        return "torch." + self.name

    __str__ = __repr__

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (_dtype_by_name, (self.name,))

    def to_real(self):
        return {"complex32": _DT["float16"], "complex64": _DT["float32"],
                "complex128": _DT["float64"]}.get(self.name, self)

    def to_complex(self):
        return {"float16": _DT["complex32"], "float32": _DT["complex64"],
                "float64": _DT["complex128"]}.get(self.name, self)


dtype.__module__ = "torch"


class _Info:
    def __init__(self, kind, dt, **kw):
        self.dtype = str(dt).replace("torch.", "")
        self.__dict__.update(kw)
        self._kind = kind

    def __repr__(self):
        fields = ", ".join(f"{k}={v}" for k, v in self.__dict__.items() if not k.startswith("_") and k != "dtype")
        return f"{self._kind}({fields}, dtype={self.dtype})"


_DT = {}
_ALIASES = {"float": "float32", "double": "float64", "half": "float16", "cfloat": "complex64",
            "cdouble": "complex128", "chalf": "complex32", "short": "int16", "int": "int32",
            "long": "int64"}


def _dtype_by_name(name):
    return _DT[name]


def _mkdt(name, itemsize, kind, finfo=None, iinfo=None):
    d = object.__new__(dtype)
    d.name = name
    d.itemsize = itemsize
    d.is_floating_point = kind == "f"
    d.is_complex = kind == "c"
    d.is_signed = kind in ("f", "c", "i")
    d._finfo = finfo
    d._iinfo = iinfo
    _DT[name] = d


def _fi(bits, mx, eps, tiny, res, mn=None):
    return dict(bits=bits, max=mx, min=-mx if mn is None else mn, eps=eps, tiny=tiny,
                smallest_normal=tiny, resolution=res)


_mkdt("float32", 4, "f", _fi(32, 3.4028234663852886e38, 1.1920928955078125e-07, 1.1754943508222875e-38, 1e-06))
_mkdt("float64", 8, "f", _fi(64, 1.7976931348623157e308, 2.220446049250313e-16, 2.2250738585072014e-308, 1e-15))
_mkdt("float16", 2, "f", _fi(16, 65504.0, 0.0009765625, 6.103515625e-05, 0.001))
_mkdt("bfloat16", 2, "f", _fi(16, 3.3895313892515355e38, 0.0078125, 1.1754943508222875e-38, 0.01))
_mkdt("float8_e4m3fn", 1, "f", _fi(8, 448.0, 0.125, 0.015625, 1.0))
_mkdt("float8_e5m2", 1, "f", _fi(8, 57344.0, 0.25, 6.103515625e-05, 1.0))
_mkdt("float8_e4m3fnuz", 1, "f", _fi(8, 240.0, 0.125, 0.0078125, 1.0))
_mkdt("float8_e5m2fnuz", 1, "f", _fi(8, 57344.0, 0.125, 3.0517578125e-05, 1.0))
_mkdt("float8_e8m0fnu", 1, "f", _fi(8, 1.7014118346046923e38, 1.0, 5.877471754111438e-39, 1.0,
                                    mn=5.877471754111438e-39))
_mkdt("float4_e2m1fn_x2", 1, "f", None)  # finfo of it: not known here (inert)
_mkdt("complex32", 4, "c", _DT["float16"]._finfo)
_mkdt("complex64", 8, "c", _DT["float32"]._finfo)
_mkdt("complex128", 16, "c", _DT["float64"]._finfo)
for _name, _sz, _lo, _hi in (("uint8", 1, 0, 255), ("int8", 1, -128, 127), ("int16", 2, -32768, 32767),
                             ("int32", 4, -2**31, 2**31 - 1), ("int64", 8, -2**63, 2**63 - 1),
                             ("uint16", 2, 0, 2**16 - 1), ("uint32", 4, 0, 2**32 - 1),
                             ("uint64", 8, 0, 2**64 - 1)):
    _mkdt(_name, _sz, "u" if _lo == 0 else "i", None, dict(bits=_sz * 8, min=_lo, max=_hi))
_mkdt("bool", 1, "b")
for _name, _sz in (("qint8", 1), ("quint8", 1), ("qint32", 4), ("quint4x2", 1), ("quint2x4", 1),
                   ("bits1x8", 1), ("bits2x4", 1), ("bits4x2", 1), ("bits8", 1), ("bits16", 2)):
    _mkdt(_name, _sz, "q")
for _b in range(1, 8):
    _mkdt(f"uint{_b}", 1, "u", None, dict(bits=_b, min=0, max=2**_b - 1))
    _mkdt(f"int{_b}", 1, "i", None, dict(bits=_b, min=-2**(_b - 1), max=2**(_b - 1) - 1))
for _a, _t in _ALIASES.items():
    _DT[_a] = _DT[_t]

# A name that looks like a dtype spelling; real torch has no such attribute unless it is in _DT.
_DTYPE_LIKE = re.compile(
    r"(?i)(?:b?float\w*|f\d\w*|bf\w*|fp\w*|tf\d+\w*|mxfp\w*|nvfp\w*|mx\d\w*|half\w*|double\w*|"
    r"single|u?int\d*(?:_\w*)?|long|short|char|byte|bool\w*|complex\d+\w*|c(?:float|double|half)\w*|"
    r"qu?int\w*|bits\w*|e\d+m\d+\w*)")
_NEW_DTYPE = re.compile(r"(?:b?float|u?int|complex)\d+(?:_[a-z0-9]+)*")
def _new_dtype(name):
    """A dtype written as torch.<name> in the harness's source that this table lacks (a newer
    torch): itemsize from its bit count."""
    if name not in _DT:
        bits = int(re.search(r"\d+", name).group())
        _mkdt(name, max(1, bits // 8), "f" if "float" in name else "c" if name.startswith("complex")
              else "u" if name.startswith("uint") else "i")
    return _DT[name]


_REAL_DTYPEISH = frozenset(("float_power", "int_repr", "complex", "bitwise_and", "bitwise_or",
                            "bitwise_xor", "bitwise_not", "bitwise_left_shift", "bitwise_right_shift",
                            "bincount", "bilinear", "binomial", "binary_cross_entropy_with_logits",
                            "fft", "fix", "fix_", "flatten", "flip", "fliplr", "flipud", "float_power",
                            "floor", "floor_divide", "fmax", "fmin", "fmod", "frac", "frexp", "full",
                            "full_like", "from_numpy", "frombuffer", "fused_moe"))

# torch names a harness may look up by a string (getattr(torch, name)); statically written
# attributes (torch.foo in the source) are always inert values.
_TORCH_KNOWN = frozenset("""
abs absolute acos add addmm all allclose amax amin any arange argmax argmin argsort as_strided
as_tensor atan2 baddbmm bernoulli bmm broadcast_tensors bucketize cat ceil chunk clamp clip clone
compile concat concatenate cos cosine_similarity cross cuda cumprod cumsum device diag diagonal dist
distributed div divide dot dropout einsum empty empty_like empty_strided eq equal erf exp expand_copy
eye flatten flip floor fmod full full_like gather ge gelu get_default_dtype gt hstack index_add
index_copy index_select inference_mode isclose isfinite isinf isnan kron layer_norm le lerp linalg
linspace log log1p log2 log10 log_softmax logical_and logical_not logical_or logsumexp lt manual_seed
masked_fill masked_select matmul max maximum mean median min minimum mm mul multinomial mv nan_to_num
narrow ne neg nn no_grad nonzero norm normal numel ones ones_like ops outer permute pow prod rand
rand_like randint randint_like randn randn_like randperm reciprocal relu remainder repeat_interleave
reshape roll round rsqrt scatter scatter_add searchsorted select set_default_dtype set_grad_enabled
sigmoid sign silu sin softmax sort split sqrt square squeeze stack std sub sum swapaxes t take tanh
tensor tensordot testing tile topk trace transpose tril triu trunc unbind unique unsqueeze var view_as_real
view_as_complex vstack where zeros zeros_like backends cpu version library utils profiler autograd
distributions fx jit onnx overrides random sparse special float_power int_repr complex
""".split())

_TORCH_NAMES = frozenset(_DT) | _TORCH_KNOWN
_HARNESS_STRINGS = set()  # every string constant in the harness's source (filled at compile time)


class Size(tuple):
    __slots__ = ()

    def numel(self):
        n = 1
        for d in self:
            n *= d
        return n

    def __repr__(self):
        return f"torch.Size({list(self)})"


Size.__module__ = "torch"


def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def _shape_of(a, k):
    if "size" in k:
        a = (k["size"],)
    if len(a) == 1 and isinstance(a[0], (tuple, list)):
        a = tuple(a[0])
    if all(_is_int(x) and x >= 0 for x in a):
        return Size(int(x) for x in a)
    return None


def _kw_dtype(k, default):
    if "dtype" in k:
        d = k["dtype"]
        return d if isinstance(d, dtype) else None
    return default


# torch's own checks of a factory's arguments, as real torch raises them: a size that is no int
# (TypeError, when the arguments are parsed), a negative size (RuntimeError, when the tensor is
# made), a dtype the random kernels have no code for (NotImplementedError: `normal_` skips an
# empty tensor, `uniform_` checks its bounds first). What the stand-ins can't tell is taken.
_RANDOM_KERNEL_DTYPES = ("float32", "float64", "float16", "bfloat16", "complex64", "complex128")


def _check_sizes(name, items):
    if items is None:
        return
    for i, x in enumerate(items):
        if isinstance(x, (_Inert, bool)) or _is_int(x):
            continue
        raise _mark_real(TypeError(f"{name}(): argument 'size' must be tuple of ints, but found element "
                                   f"of type {type(x).__name__} at pos {i}"))
    for x in items:
        if _is_int(x) and x < 0:
            raise _mark_real(RuntimeError(f"Trying to create tensor with negative dimension {x}: {list(items)}"))


def _check_kernel(kind, dt, items):
    """`kind`: "normal" (randn) or "uniform" (rand); `items`: the sizes, when known."""
    if not isinstance(dt, dtype) or dt.name in _RANDOM_KERNEL_DTYPES:
        return
    if kind == "normal":
        if items is None or not all(_is_int(x) for x in items) or _numel(items) == 0:
            return
        raise _mark_real(NotImplementedError(f'"normal_kernel_cuda" not implemented for {dt.name!r}'))
    if kind == "uniform":
        raise _mark_real(NotImplementedError(f'"check_uniform_bounds" not implemented for {dt.name!r}'))


def _size_items(a, k):
    if "size" in k:
        a = (k["size"],)
    if len(a) == 1 and isinstance(a[0], (tuple, list)):
        return tuple(a[0])
    return tuple(a) if a else None


_KERNEL_OF = {"randn": "normal", "rand": "uniform", "randn_like": "normal", "rand_like": "uniform",
              "normal_": "normal", "uniform_": "uniform"}


def _factory(name, default):
    def make(*a, **k):
        items = _size_items(a, k)
        _check_sizes(name, items)
        dt = _kw_dtype(k, _DT[default])
        _check_kernel(_KERNEL_OF.get(name), dt, items)
        return _mk(f"torch.{name}()", dt, _shape_of(a, k))

    make.__name__ = name
    return make


def _full(*a, **k):
    size = k.get("size", a[0] if a else None)
    fill = k.get("fill_value", a[1] if len(a) > 1 else None)
    if isinstance(size, (tuple, list)):
        _check_sizes("full", tuple(size))
    default = _DT["bool"] if isinstance(fill, bool) else _DT["int64"] if _is_int(fill) else _DT["float32"]
    return _mk("torch.full()", _kw_dtype(k, default), _shape_of((size,), {}) if size is not None else None)


def _randint(*a, **k):
    size = k.get("size")
    if size is None:
        for x in a:
            if isinstance(x, (tuple, list)):
                size = x
    if isinstance(size, (tuple, list)):
        _check_sizes("randint", tuple(size))
    return _mk("torch.randint()", _kw_dtype(k, _DT["int64"]), _shape_of((size,), {}) if size is not None else None)


def _randperm(n=None, **k):
    n = k.get("n", n)
    return _mk("torch.randperm()", _kw_dtype(k, _DT["int64"]), Size((n,)) if _is_int(n) and n >= 0 else None)


def _arange(*a, **k):
    nums = list(a[:3])
    for key in ("start", "end", "step"):
        if key in k:
            nums.append(k[key])
    sh = None
    isint = all(_is_int(x) for x in nums)
    try:
        if len(a) == 1:
            start, end, step = 0, a[0], 1
        elif len(a) == 2:
            start, end, step = a[0], a[1], 1
        else:
            start, end, step = a[0], a[1], a[2]
        if all(isinstance(x, (int, float)) for x in (start, end, step)) and step != 0:
            sh = Size((max(0, math.ceil((end - start) / step)),))
    except Exception:
        sh = None
    return _mk("torch.arange()", _kw_dtype(k, _DT["int64"] if isint else _DT["float32"]), sh)


def _data_shape(d, depth=0):
    if isinstance(d, (list, tuple)) and depth < 8:
        if not d:
            return (0,)
        inner = _data_shape(d[0], depth + 1)
        return None if inner is None else (len(d),) + inner
    if isinstance(d, (int, float, bool)):
        return ()
    return None


def _tensor(data=None, **k):
    sh = _data_shape(data)
    flat = data
    while isinstance(flat, (list, tuple)) and flat:
        flat = flat[0]
    default = (_DT["bool"] if isinstance(flat, bool) else _DT["int64"] if _is_int(flat)
               else _DT["float32"] if isinstance(flat, float) else None)
    return _mk("torch.tensor()", _kw_dtype(k, default), Size(sh) if sh is not None else None)


def _like(name):
    def make(x=None, *a, **k):
        dt = x._dt if isinstance(x, _Inert) else None
        sh = x._sh if isinstance(x, _Inert) else None
        dt = _kw_dtype(k, dt)
        _check_kernel(_KERNEL_OF.get(name), dt, tuple(sh) if sh is not None else None)
        return _mk(f"torch.{name}()", dt, sh)

    make.__name__ = name
    return make


def _is_tensor(x):
    return isinstance(x, _Inert) and not isinstance(x, _IterWrap)


def _is_floating_point(x):
    if isinstance(x, _Inert) and x._dt is not None:
        return x._dt.is_floating_point
    return _decide().bool


def _finfo(t=None):
    if t is None:
        t = _DT["float32"]
    if isinstance(t, _Inert):
        return _mk("torch.finfo()")
    if not isinstance(t, dtype):
        raise _mark_real(TypeError(f"finfo(): argument 'type' (position 1) must be torch.dtype, not {type(t).__name__}"))
    if not (t.is_floating_point or t.is_complex):
        raise _mark_real(TypeError("torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'"))
    if t._finfo is None:
        return _mk(f"torch.finfo({t})")
    return _Info("finfo", t, **t._finfo)


def _iinfo(t):
    if isinstance(t, _Inert):
        return _mk("torch.iinfo()")
    if not isinstance(t, dtype):
        raise _mark_real(TypeError(f"iinfo(): argument 'type' (position 1) must be torch.dtype, not {type(t).__name__}"))
    if t._iinfo is None:
        raise _mark_real(TypeError("torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'"))
    return _Info("iinfo", t, **t._iinfo)


class _TensorMeta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, _Inert)

    def __subclasscheck__(cls, sub):
        return isinstance(sub, type) and issubclass(sub, _Inert)

    def __getattr__(cls, name):
        if name[:2] == "__" and name[-2:] == "__":
            raise AttributeError(name)
        return _mk(_nm("torch.Tensor", name))


class Tensor(metaclass=_TensorMeta):
    pass


Tensor.__module__ = "torch"

# --- tensor members with real answers when dtype/shape are known ----------------------------

_DT_METHODS = {"float": "float32", "half": "float16", "bfloat16": "bfloat16", "double": "float64",
               "int": "int32", "long": "int64", "bool": "bool", "short": "int16", "char": "int8",
               "byte": "uint8", "cfloat": "complex64", "cdouble": "complex128"}
_SAME_SHAPE = frozenset("""contiguous clone detach cuda cpu zero_ fill_ normal_ uniform_ random_ abs neg
exp sqrt rsqrt relu sigmoid tanh requires_grad_ pin_memory softmax log_softmax masked_fill masked_fill_
clamp clamp_ clamp_min clamp_max mul_ add_ sub_ div_ copy_ sign floor ceil exponential_ bernoulli_
share_memory_ nan_to_num""".split())
_TENSOR_NAMES = frozenset(("shape", "dtype", "ndim", "to", "view", "reshape", "t", "transpose", "flatten",
                           "unsqueeze", "squeeze", "permute", "size", "dim", "numel", "nelement",
                           "element_size", "is_floating_point", "is_complex", "new_empty", "new_zeros",
                           "new_ones", "new_full", "view_as", "reshape_as", "expand", "T", "itemsize",
                           "nbytes")) | frozenset(_DT_METHODS) | _SAME_SHAPE


def _dim(sh, d):
    n = len(sh)
    if not _is_int(d) or not -n <= d < max(n, 1):
        raise ValueError
    return d + n if d < 0 else d


def _numel(sh):
    n = 1
    for d in sh:
        n *= d
    return n


def _reshape(sh, a):
    if len(a) == 1 and isinstance(a[0], (tuple, list)):
        a = tuple(a[0])
    if not all(_is_int(x) for x in a):
        return None
    dims = [int(x) for x in a]
    if sh is None:
        return Size(dims) if all(d >= 0 for d in dims) else None
    total = _numel(sh)
    if dims.count(-1) == 1:
        known = _numel([d for d in dims if d != -1])
        if known == 0 or total % known:
            return None
        dims[dims.index(-1)] = total // known
    if any(d < 0 for d in dims) or _numel(dims) != total:
        return None
    return Size(dims)


def _tensor_member(self, name):
    sh = self._sh
    dt = self._dt
    if name == "shape":
        return sh if sh is not None else _mk(_nm(self._n, name))
    if name == "dtype":
        return dt if dt is not None else _mk(_nm(self._n, name))
    if name == "ndim":
        return len(sh) if sh is not None else _mk(_nm(self._n, name))
    if name == "itemsize":
        return dt.itemsize if dt is not None else _mk(_nm(self._n, name))
    if name == "nbytes":
        return dt.itemsize * _numel(sh) if dt is not None and sh is not None else _mk(_nm(self._n, name))
    if name == "T":
        return _mk(_nm(self._n, name), dt, Size(reversed(sh)) if sh is not None else None)
    return functools.partial(_tensor_method, self, name)


def _tensor_method(self, name, *a, **k):
    # `x.normal_()`, `x.uniform_()`: the random kernels' dtypes, as the factories have them.
    _check_kernel(_KERNEL_OF.get(name), self._dt, tuple(self._sh) if self._sh is not None else None)
    try:
        r = _tensor_method_impl(self, name, a, k)
    except Exception:
        r = None
    return _mk(f"{self._n}.{name}()"[-80:]) if r is None else r


def _tensor_method_impl(self, name, a, k):
    sh, dt = self._sh, self._dt
    nm = f"{self._n}.{name}()"[-80:]
    if name in _DT_METHODS:
        return _mk(nm, _DT[_DT_METHODS[name]], sh)
    if name in _SAME_SHAPE:
        return _mk(nm, dt, sh)
    if name == "to":
        new = dt
        for x in a:
            if isinstance(x, dtype):
                new = x
            elif isinstance(x, _Inert) and x._dt is not None:
                new = x._dt  # .to(other_tensor)
        if isinstance(k.get("dtype"), dtype):
            new = k["dtype"]
        return _mk(nm, new, sh)
    if name in ("view", "reshape"):
        if len(a) == 1 and isinstance(a[0], dtype):
            new = a[0]
            if sh is None or dt is None:
                return _mk(nm, new, None)
            if new.itemsize == dt.itemsize:
                return _mk(nm, new, sh)
            if not sh:
                return _mk(nm, new, None)
            last = sh[-1] * dt.itemsize
            if last % new.itemsize:
                return _mk(nm, new, None)
            return _mk(nm, new, Size(sh[:-1] + (last // new.itemsize,)))
        return _mk(nm, dt, _reshape(sh, a))
    if name in ("view_as", "reshape_as", "expand_as"):
        o = a[0] if a else None
        return _mk(nm, dt, o._sh if isinstance(o, _Inert) else None)
    if name in ("new_empty", "new_zeros", "new_ones"):
        return _mk(nm, _kw_dtype(k, dt), _shape_of(a, k))
    if name == "new_full":
        return _mk(nm, _kw_dtype(k, dt), _shape_of(a[:1], {}) if a else None)
    if name in ("is_floating_point", "is_complex", "element_size"):
        if dt is None:
            return None
        return (dt.is_floating_point if name == "is_floating_point" else
                dt.is_complex if name == "is_complex" else dt.itemsize)
    if sh is None:
        return None
    if name == "size":
        d = a[0] if a else k.get("dim")
        return sh if d is None else sh[_dim(sh, d)]
    if name == "dim":
        return len(sh)
    if name in ("numel", "nelement"):
        return _numel(sh)
    if name == "t":
        if len(sh) > 2:
            return None
        return _mk(nm, dt, Size(reversed(sh)))
    if name == "transpose":
        i, j = (_dim(sh, x) for x in a[:2])
        s = list(sh)
        s[i], s[j] = s[j], s[i]
        return _mk(nm, dt, Size(s))
    if name == "permute":
        order = a[0] if len(a) == 1 and isinstance(a[0], (tuple, list)) else a
        if len(order) != len(sh):
            return None
        return _mk(nm, dt, Size(sh[_dim(sh, x)] for x in order))
    if name == "flatten":
        if not sh:
            return _mk(nm, dt, Size((1,)))
        s0 = _dim(sh, a[0] if a else k.get("start_dim", 0))
        s1 = _dim(sh, a[1] if len(a) > 1 else k.get("end_dim", -1))
        return _mk(nm, dt, Size(sh[:s0] + (_numel(sh[s0:s1 + 1]),) + sh[s1 + 1:]))
    if name == "unsqueeze":
        d = a[0] if a else k.get("dim")
        n = len(sh) + 1
        if not _is_int(d) or not -n <= d < n:
            return None
        d = d + n if d < 0 else d
        return _mk(nm, dt, Size(sh[:d] + (1,) + sh[d:]))
    if name == "squeeze":
        if not a and "dim" not in k:
            return _mk(nm, dt, Size(x for x in sh if x != 1))
        d = _dim(sh, a[0] if a else k["dim"])
        return _mk(nm, dt, Size(sh[:d] + sh[d + 1:]) if sh[d] == 1 else sh)
    if name == "expand":
        sizes = a[0] if len(a) == 1 and isinstance(a[0], (tuple, list)) else a
        if len(sizes) != len(sh) or not all(_is_int(x) for x in sizes):
            return None
        return _mk(nm, dt, Size(o if x == -1 else x for x, o in zip(sizes, sh)))
    return None


# --- modules ----------------------------------------------------------------------------------

_EXC_NAME = re.compile(r"^[A-Z]\w*(?:Error|Exception|Warning|Interrupt)$")


def _exc_class(modname, name):
    base = Warning if name.endswith("Warning") else Exception
    return type(name, (base,), {"__module__": modname})


class _InertModule(types.ModuleType):
    """A module that cannot be imported for real: every attribute is an inert value (names like
    FooError/FooWarning are exception classes, so `except lib.FooError:` works)."""

    def __getattr__(self, name):
        if name[:2] == "__" and name[-2:] == "__":
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        v = _exc_class(self.__name__, name) if _EXC_NAME.match(name) else _mkns(_nm(self.__name__, name))
        self.__dict__[name] = v
        return v

    def __call__(self, *a, **k):  # a module used as a callable (rare) stays inert
        return _mk(self.__name__ + "()")


def _config_strings():
    """The strings the current request's config holds as values (read once a request)."""
    s = _S
    if s is None:
        return ()
    found = getattr(s, "config_strings", None)
    if found is None:
        found = set()
        try:
            stack = [_YAML_ORIG["safe_load"](s.text)]
        except Exception:
            stack = []
        while stack:
            v = stack.pop()
            if isinstance(v, str):
                found.add(v)
            elif isinstance(v, dict):
                stack.extend(v.values())
            elif isinstance(v, list):
                stack.extend(v)
        s.config_strings = found
    return found


def _caller_is_static(depth):
    """Was the attribute lookup in sys._getframe(depth) written as `x.name` / `from x import
    name` (static) rather than getattr(x, some_string) (dynamic)?"""
    f = sys._getframe(depth + 1)
    code = f.f_code.co_code
    i = f.f_lasti
    return 0 <= i < len(code) and code[i] in _STATIC_ATTR_OPS, f


class _TorchModule(_InertModule):
    """torch: real dtypes, finfo/iinfo, shape-tracking factories; every other statically written
    attribute is inert. getattr(torch, <string>) fails as real torch does for a name that is a
    dtype spelling torch lacks ("bf16", "fp8"), is not an identifier, or is neither a known torch
    name nor a string written in the harness's source."""

    def __getattr__(self, name):
        if name[:2] == "__" and name[-2:] == "__":
            raise AttributeError(f"module 'torch' has no attribute {name!r}")
        static, f = _caller_is_static(1)
        lname = name.lower()
        dtypeish = (_DTYPE_LIKE.fullmatch(name) is not None and name not in _REAL_DTYPEISH
                    and not lname.endswith(("tensor", "storage", "type")))
        if static and _NEW_DTYPE.fullmatch(name):
            v = self.__dict__[name] = _new_dtype(name)
            return v
        if not name.isidentifier() or dtypeish:
            raise _mark_real(AttributeError(f"module 'torch' has no attribute '{name}'"))
        # A name the config gives (`getattr(torch, cfg["dtype"])` with `dtype: fa4_paged`) is no
        # torch name for also being a string of the harness (a backend's name).
        if not static and name not in _TORCH_NAMES \
                and (name not in _HARNESS_STRINGS or name in _config_strings()) \
                and name not in f.f_code.co_consts:
            raise _mark_real(AttributeError(f"module 'torch' has no attribute '{name}'"))
        if _EXC_NAME.match(name):
            v = _exc_class("torch", name)
        else:
            v = _mkns("torch." + name)
        self.__dict__[name] = v
        return v


def _true(*a, **k):
    return True


def _one(*a, **k):
    return 1


def _zero(*a, **k):
    return 0


def _none(*a, **k):
    return None


def _float32(*a, **k):
    return _DT["float32"]


_TORCH_FUNCS = {
    "dtype": dtype, "Size": Size, "Tensor": Tensor, "finfo": _finfo, "iinfo": _iinfo,
    "is_tensor": _is_tensor, "is_floating_point": _is_floating_point,
    "get_default_dtype": _float32, "set_default_dtype": _none,
    "randn": _factory("randn", "float32"), "rand": _factory("rand", "float32"),
    "empty": _factory("empty", "float32"), "zeros": _factory("zeros", "float32"),
    "ones": _factory("ones", "float32"), "full": _full, "randint": _randint, "randperm": _randperm,
    "arange": _arange, "tensor": _tensor, "as_tensor": _tensor,
    "empty_like": _like("empty_like"), "zeros_like": _like("zeros_like"), "ones_like": _like("ones_like"),
    "randn_like": _like("randn_like"), "rand_like": _like("rand_like"), "full_like": _like("full_like"),
    "__version__": "2.8.0",
}
_CUDA_FUNCS = {"is_available": _true, "is_bf16_supported": _true, "is_initialized": _true,
               "device_count": _one, "current_device": _zero}


def _new_torch(name):
    m = _TorchModule(name)
    d = m.__dict__
    d.update(_DT)
    d.update(_TORCH_FUNCS)
    cuda = _InertModule("torch.cuda")
    cuda.__dict__.update(_CUDA_FUNCS)
    cuda.__path__ = []
    version = _InertModule("torch.version")
    version.__dict__.update({"__version__": "2.8.0", "cuda": "12.8", "hip": None, "git_version": "oracle"})
    d["cuda"] = cuda
    d["version"] = version
    for n in ("device", "Generator", "Stream", "Event"):
        d[n] = _mkns("torch." + n)
    return m, {"torch.cuda": cuda, "torch.version": version}


# ----------------------------------------------------------------------------------------------
# Import machinery
# ----------------------------------------------------------------------------------------------

_REAL_TOP = set(sys.stdlib_module_names) | {"yaml", "_yaml"}
_CODE = {}        # path -> code object (or exception)
_FIND = {}        # (dir, name) -> (path, is_pkg) or None
_MAIN_BLOCK = {}  # path -> bool: has `if __name__ == "__main__":`


class _Instrument(ast.NodeTransformer):
    def __init__(self, entry):
        self.entry = entry
        self.strings = set()

    def visit_Constant(self, node):
        if isinstance(node.value, str) and len(node.value) < 100:
            self.strings.add(node.value)
        return node

    def visit_Attribute(self, node):
        self.generic_visit(node)
        if isinstance(node.value, ast.Name) and node.value.id == "torch" and _NEW_DTYPE.fullmatch(node.attr):
            _new_dtype(node.attr)
        return node

    def visit_ImportFrom(self, node):
        for a in node.names:
            self.strings.add(a.name)
        return node

    def visit_ExceptHandler(self, node):
        self.generic_visit(node)
        call = ast.Expr(ast.Call(ast.Name("__oracle_caught__", ast.Load()), [ast.Constant(node.lineno)], []))
        ast.copy_location(call, node)
        ast.copy_location(call.value, node)
        node.body.insert(0, call)
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        if (isinstance(node.func, ast.Name) and node.func.id == "int" and len(node.args) == 1
                and not node.keywords and not isinstance(node.args[0], ast.Starred)):
            new = ast.Call(ast.Name("__oracle_int__", ast.Load()), [node.func, node.args[0]], [])
            return ast.copy_location(new, node)
        spread = any(kw.arg is None for kw in node.keywords)
        is_dict = isinstance(node.func, ast.Name) and node.func.id == "dict"
        if not (spread or is_dict):
            return node
        pos = ast.Tuple(list(node.args), ast.Load())
        items = []
        for kw in node.keywords:
            key = ast.Name("__oracle_spread__", ast.Load()) if kw.arg is None else ast.Constant(kw.arg)
            items.append(ast.Tuple([key, kw.value], ast.Load()))
        new = ast.Call(ast.Name("__oracle_call__", ast.Load()), [node.func, pos, ast.Tuple(items, ast.Load())], [])
        return ast.copy_location(new, node)

    def visit_Dict(self, node):
        self.generic_visit(node)
        if not any(k is None for k in node.keys):
            return node
        items = []
        for k, v in zip(node.keys, node.values):
            key = ast.Name("__oracle_spread__", ast.Load()) if k is None else k
            items.append(ast.Tuple([key, v], ast.Load()))
        new = ast.Call(ast.Name("__oracle_display__", ast.Load()), [ast.Tuple(items, ast.Load())], [])
        return ast.copy_location(new, node)

    def visit_Module(self, node):
        self.generic_visit(node)
        if self.entry:
            body = []
            for st in node.body:
                body.append(st)
                if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) and st.name == "_run_scenarios":
                    wrap = ast.parse("_run_scenarios = __oracle_wrap_entry__(_run_scenarios)").body[0]
                    for n in ast.walk(wrap):
                        ast.copy_location(n, st)
                    body.append(wrap)
            node.body = body
        return node


def _is_main_block(st):
    if not isinstance(st, ast.If) or not isinstance(st.test, ast.Compare):
        return False
    t = st.test
    parts = [t.left] + list(t.comparators)
    names = [p for p in parts if isinstance(p, ast.Name) and p.id == "__name__"]
    consts = [p for p in parts if isinstance(p, ast.Constant) and p.value == "__main__"]
    return bool(names and consts)


def _compile(path, entry=False):
    c = _CODE.get(path)
    if c is not None:
        if isinstance(c, BaseException):
            raise c
        return c
    try:
        with open(path, "rb") as f:
            src = f.read()
        tree = ast.parse(src, path)
        if entry:
            _MAIN_BLOCK[path] = any(_is_main_block(st) for st in tree.body)
        inst = _Instrument(entry)
        tree = inst.visit(tree)
        ast.fix_missing_locations(tree)
        _HARNESS_STRINGS.update(inst.strings)
        c = compile(tree, path, "exec", dont_inherit=True)
    except SyntaxError as e:
        _CODE[path] = e
        raise
    _CODE[path] = c
    return c


def _find_in(d, name):
    key = (d, name)
    r = _FIND.get(key, False)
    if r is not False:
        return r
    r = None
    base = os.path.join(d, name)
    if os.path.isfile(os.path.join(base, "__init__.py")):
        r = (os.path.join(base, "__init__.py"), True)
    elif os.path.isfile(base + ".py"):
        r = (base + ".py", False)
    elif os.path.isdir(base) and name.isidentifier():
        r = (None, True)  # namespace package
    _FIND[key] = r
    return r


class _HarnessLoader(importlib.abc.Loader):
    def create_module(self, spec):
        return None

    def exec_module(self, module):
        s = _S
        if s is not None:
            s.created.append(module.__name__)
        module.__dict__["range"] = _oracle_range
        path = module.__spec__.origin
        if path is None or path == "namespace":
            return
        exec(_compile(path), module.__dict__)


class _InertLoader(importlib.abc.Loader):
    def create_module(self, spec):
        s = _S
        name = spec.name
        if name == "torch":
            m, subs = _new_torch(name)
            for k, v in subs.items():
                sys.modules[k] = v
                if s is not None:
                    s.created.append(k)
        else:
            m = _InertModule(name)
        if s is not None:
            s.created.append(name)
        return m

    def exec_module(self, module):
        pass


_HLOADER = _HarnessLoader()
_ILOADER = _InertLoader()


def _inert_spec(name):
    spec = importlib.machinery.ModuleSpec(name, _ILOADER, is_package=True)
    spec.submodule_search_locations = []
    return spec


class _HarnessFinder(importlib.abc.MetaPathFinder):
    """Files under the harness copy; stand-ins for everything that is not stdlib/PyYAML."""

    def find_spec(self, fullname, path=None, target=None):
        if _ROOT is None:
            return None
        top, dot, rest = fullname.partition(".")
        if not dot:
            hit = _find_in(_ROOT, fullname)
            if hit is not None:
                return self._spec(fullname, hit, _ROOT)
            if fullname in _REAL_TOP:
                return None
            return _inert_spec(fullname)
        parent = sys.modules.get(fullname.rpartition(".")[0])
        if isinstance(parent, _InertModule):
            return _inert_spec(fullname)
        if path:
            leaf = fullname.rpartition(".")[2]
            for d in path:
                if isinstance(d, str) and _in_root(d + os.sep):
                    hit = _find_in(d, leaf)
                    if hit is not None:
                        return self._spec(fullname, hit, d)
        return None

    @staticmethod
    def _spec(fullname, hit, d):
        path, pkg = hit
        if path is None:
            spec = importlib.machinery.ModuleSpec(fullname, _HLOADER, origin="namespace", is_package=True)
            spec.submodule_search_locations = [os.path.join(d, fullname.rpartition(".")[2])]
            return spec
        spec = importlib.machinery.ModuleSpec(fullname, _HLOADER, origin=path, is_package=pkg)
        spec.has_location = True
        if pkg:
            spec.submodule_search_locations = [os.path.dirname(path)]
        return spec


def _import_is_static():
    f = sys._getframe(2)
    while f is not None:
        fn = f.f_code.co_filename
        if fn.startswith("<frozen importlib") or fn == _ORACLE_FILE or fn.endswith(os.sep + "importlib" + os.sep + "__init__.py"):
            f = f.f_back
            continue
        break
    if f is None:
        return False
    code = f.f_code.co_code
    i = f.f_lasti
    return 0 <= i < len(code) and code[i] == _IMPORT_NAME


class _LastResortFinder(importlib.abc.MetaPathFinder):
    """A submodule of a harness package that does not exist (`from . import _C`, `from
    kernel.x.backends import fa3`): a stand-in, when written as an import statement. A dynamic
    importlib.import_module of a missing harness module fails as it really would."""

    def find_spec(self, fullname, path=None, target=None):
        if _ROOT is None or "." not in fullname:
            return None
        parent = sys.modules.get(fullname.rpartition(".")[0])
        ppath = getattr(parent, "__path__", None) or []
        if not any(isinstance(d, str) and _in_root(d + os.sep) for d in ppath):
            return None
        if not _import_is_static():
            return None
        return _inert_spec(fullname)


# ----------------------------------------------------------------------------------------------
# Global patches: yaml loaders, json/yaml of inert values, argparse, open
# ----------------------------------------------------------------------------------------------


def _stream_is_config(stream):
    s = _S
    if s is None or not s.active:
        return False
    if isinstance(stream, str):
        return stream == s.text
    if isinstance(stream, (bytes, bytearray)):
        return bytes(stream) == s.text_b
    name = getattr(stream, "name", None)
    if isinstance(name, str):
        return os.path.abspath(name) in s.cfg_paths
    return False


def _patch_yaml():
    def wrap(name):
        orig = getattr(yaml, name)

        def load(stream, *a, **k):
            match = _stream_is_config(stream)
            res = orig(stream, *a, **k)
            if match and isinstance(res, dict):
                if type(res) is dict:
                    res = _rec(res)
                _S.loaded = "yaml." + name  # the outermost call (safe_load calls load) names it
            return res

        functools.update_wrapper(load, orig)
        setattr(yaml, name, load)
        return orig

    origs = {n: wrap(n) for n in ("safe_load", "load", "full_load", "unsafe_load")}

    def wrap_all(name):
        orig = getattr(yaml, name)

        def load_all(stream, *a, **k):
            match = _stream_is_config(stream)
            for doc in orig(stream, *a, **k):
                if match and type(doc) is dict:
                    doc = _rec(doc)
                    _S.loaded = "yaml." + name
                yield doc

        functools.update_wrapper(load_all, orig)
        setattr(yaml, name, load_all)

    for n in ("load_all", "safe_load_all", "full_load_all", "unsafe_load_all"):
        if hasattr(yaml, n):
            wrap_all(n)

    def rep_inert(dumper, data):
        return dumper.represent_float(_P0.float)

    for rep in (yaml.representer.SafeRepresenter, yaml.representer.Representer):
        rep.add_representer(RecDict, rep.represent_dict)
        rep.add_representer(_CliInt, rep.represent_int)
        rep.add_multi_representer(_Inert, rep_inert)
        rep.add_representer(Size, rep.represent_list)
    return origs


_YAML_ORIG = _patch_yaml()

_json_default = json.JSONEncoder.default


def _json_default_patched(self, o):
    if isinstance(o, _Inert):
        return (_S.policy if _S is not None else _P0).float
    return _json_default(self, o)


json.JSONEncoder.default = _json_default_patched

_orig_parse_known = argparse.ArgumentParser.parse_known_args


def _parse_known_args(self, args=None, namespace=None):
    ns, extras = _orig_parse_known(self, args, namespace)
    s = _S
    if s is not None and s.active:
        for k, v in list(vars(ns).items()):
            if type(v) is int:
                setattr(ns, k, _CliInt(v))
        s.args = ns
    return ns, extras


argparse.ArgumentParser.parse_known_args = _parse_known_args

_orig_open = builtins.open


def _open(file, *a, **k):
    s = _S
    if s is not None and s.active and isinstance(file, (str, os.PathLike)):
        try:
            if os.path.abspath(os.fspath(file)) in s.cfg_paths:
                s.opened = True
        except Exception:
            pass
    return _orig_open(file, *a, **k)


# ----------------------------------------------------------------------------------------------
# Classifying exceptions
# ----------------------------------------------------------------------------------------------

_STANDIN_CODES = set()


def _collect_codes(obj):
    for v in list(vars(obj).values()):
        if isinstance(v, (staticmethod, classmethod)):
            v = v.__func__
        if isinstance(v, property):
            v = v.fget
        code = getattr(v, "__code__", None)
        if code is not None:
            stack = [code]
            while stack:
                c = stack.pop()
                _STANDIN_CODES.add(c)
                stack.extend(x for x in c.co_consts if isinstance(x, types.CodeType))


for _o in (_Inert, _InertNS, _InertWrapped, _IterWrap, _InertMeta, _InertBase, _InertModule, _TorchModule,
           _TensorMeta, dtype, Size, _Info):
    _collect_codes(_o)
for _fn in (_child, _mkns, _tensor_member, _tensor_method, _tensor_method_impl, _reshape, _dim, _numel, _shape_of,
            _full, _randint, _randperm, _arange, _tensor, _data_shape, _is_tensor, _is_floating_point,
            _finfo, _iinfo, _caller_is_static, _mk, _nm, _kw_dtype, _decide, _json_default_patched,
            _check_sizes, _check_kernel, _size_items, _config_strings):
    _STANDIN_CODES.add(_fn.__code__)
for _fn in list(_TORCH_FUNCS.values()) + list(_CUDA_FUNCS.values()):
    if hasattr(_fn, "__code__"):
        _STANDIN_CODES.add(_fn.__code__)
for _n in ("add", "radd", "sub"):
    _STANDIN_CODES.add(getattr(_Inert, f"__{_n}__").__code__)


def _msg(e):
    try:
        m = str(e)
    except Exception:
        m = "<unprintable>"
    return m if len(m) <= 2000 else m[:2000] + "…"


def _norm(m):
    return None if m is None else re.sub(r"0x[0-9a-fA-F]+", "0x?", m)


def _is_standin_exc(e, tb):
    if getattr(e, "_oracle_real", False):
        return False
    if isinstance(e, (_OracleTimeout, _OracleAbort, MemoryError)):
        return True
    last = tb
    while last is not None and last.tb_next is not None:
        last = last.tb_next
    if last is not None and last.tb_frame.f_code in _STANDIN_CODES:
        return True
    m = _msg(e)
    if "Inert" in m or "<inert" in m or "_Spread" in m:
        return True
    for a in getattr(e, "args", ()):
        if isinstance(a, _Inert):
            return True
    return False


# ----------------------------------------------------------------------------------------------
# Running one request
# ----------------------------------------------------------------------------------------------

_ORIG_EXIT = os._exit


def _fake_exit(code=0):
    raise SystemExit(code)


def _alarm(signum, frame):
    raise _OracleTimeout()


class _Worker:
    def __init__(self, src_root, copy_root, work_dir, opts):
        global _ROOT, _ROOT_PREFIX
        self.src_root = src_root
        self.root = copy_root
        self.work = work_dir
        self.opts = opts
        _ROOT = copy_root
        _ROOT_PREFIX = copy_root + os.sep
        self.bench = os.path.join(copy_root, "benchmark.py")
        self.made_dirs = set()
        # Compile every harness file now: warms the cache and collects its string constants.
        for dp, dns, fns in os.walk(copy_root):
            dns[:] = [d for d in dns if d not in ("__pycache__", ".git")]
            for fn in fns:
                if fn.endswith(".py"):
                    p = os.path.join(dp, fn)
                    try:
                        _compile(p, entry=(p == self.bench))
                    except (SyntaxError, ValueError, OSError):
                        pass
        self.originals = {}

    # --- config files ---------------------------------------------------------------------
    def _write_cfg(self, op, name, text):
        paths = [os.path.join(self.root, "configs", op, name),
                 os.path.join(self.work, op, name),
                 os.path.join(self.work, "configs", op, name)]
        data = text.encode("utf-8")
        for p in paths:
            d = os.path.dirname(p)
            if d not in self.made_dirs:
                os.makedirs(d, exist_ok=True)
                self.made_dirs.add(d)
            if p not in self.originals:
                try:
                    with _orig_open(p, "rb") as f:
                        self.originals[p] = f.read()
                except OSError:
                    self.originals[p] = None
            with _orig_open(p, "wb") as f:
                f.write(data)
        return paths

    def _restore_cfg(self, paths):
        for p in paths:
            orig = self.originals.get(p)
            try:
                if orig is None:
                    os.unlink(p)
                else:
                    with _orig_open(p, "wb") as f:
                        f.write(orig)
            except OSError:
                pass

    # --- one run --------------------------------------------------------------------------
    def run(self, req):
        t0 = time.perf_counter()
        rid = req.get("id")
        op = req.get("op")
        text = req.get("yaml")
        if not isinstance(op, str) or not op or ".." in op.split("/") or op.startswith("/") \
                or not isinstance(text, str):
            return self._bad(rid, "request needs a relative \"op\" and a \"yaml\" text", t0)
        name = req.get("name") or f"oracle_{os.getpid()}.yaml"
        name = os.path.basename(str(name))
        if not name.endswith((".yaml", ".yml")):
            name += ".yaml"
        r0 = self._run_once(op, name, text, _P0)
        res = r0
        recheck = r0["outcome"] == "raised" or (r0["outcome"] == "ok" and self.opts.recheck_ok)
        if recheck and (r0["inert_decisions"] or r0["truncated_loops"]) and not self.opts.no_recheck:
            r1 = self._run_once(op, name, text, _P1)
            same = (r1["outcome"] == r0["outcome"] and r1["exception"] == r0["exception"]
                    and r1["where"] == r0["where"] and _norm(r1["message"]) == _norm(r0["message"]))
            if not same:
                res = dict(r0)
                res["outcome"] = "undecided"
                w = r1["where"]
                w = f" at {w['file']}:{w['line']}" if w else ""
                other = ("ended ok" if r1["outcome"] == "ok" else
                         f"was stopped ({r1.get('reason')}){w}" if r1["outcome"] == "undecided" else
                         f"raised {r1['exception']}{w}: {r1['message']}")
                res["reason"] = (f"the {'failure' if r0['outcome'] == 'raised' else 'success'} depends on "
                                 "what the stand-ins answered: re-run with other answers and timing "
                                 "loops in full, the run " + other)
            res["rechecked"] = True
        res["id"] = rid
        res["seconds"] = round(time.perf_counter() - t0, 6)
        return res

    def _bad(self, rid, why, t0):
        return {"id": rid, "outcome": "undecided", "exception": None, "message": why, "where": None,
                "read": [], "read_all": False, "caught": [], "inert_decisions": 0,
                "truncated_loops": 0, "reason": "bad request", "seconds": round(time.perf_counter() - t0, 6)}

    def _run_once(self, op, name, text, policy):
        global _S
        paths = self._write_cfg(op, name, text)
        s = _State(policy, text, {os.path.abspath(p) for p in paths}, self.opts.loop_cap, self.opts.loop_max)

        saved_path = list(sys.path)
        saved_argv = sys.argv
        saved_cwd = os.getcwd()
        env_data = getattr(os.environ, "_data", None)
        saved_env = dict(env_data) if env_data is not None else dict(os.environ)
        saved_filters = list(warnings.filters)
        saved_main = sys.modules.get("__main__")
        saved_stdout, saved_stderr, saved_stdin = sys.stdout, sys.stderr, sys.stdin
        saved_rlimit = sys.getrecursionlimit()
        saved_root_handlers = list(logging.root.handlers)
        saved_root_level = logging.root.level
        saved_loggers = set(logging.Logger.manager.loggerDict)
        saved_modules = set(sys.modules)

        sys.argv = ["benchmark.py", f"--config={op}/{name}"]
        sys.path[:] = [self.root] + [p for p in saved_path[1:] if p != self.root]
        os.chdir(self.work)
        sys.stdout = sys.stderr = _NULL
        sys.stdin = _NULL_IN
        os._exit = _fake_exit
        builtins.open = _open
        io.open = _open

        outcome = exc = None
        _S = s
        s.active = True
        try:
            signal.setitimer(signal.ITIMER_REAL, self.opts.timeout, 0.05)
            try:
                self._entry(s, op)
                outcome = "ok"
            except SystemExit as e:
                code = e.code
                if code is None or code == 0 or code is False:
                    outcome = "ok"
                else:
                    outcome, exc = "raised", e
            except BaseException as e:  # noqa: B902
                outcome, exc = "raised", e
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        except _OracleTimeout as e:
            signal.setitimer(signal.ITIMER_REAL, 0)
            outcome, exc = "raised", e
        finally:
            s.active = False
            _S = None
            builtins.open = _orig_open
            io.open = _orig_open
            os._exit = _ORIG_EXIT
            sys.stdout, sys.stderr, sys.stdin = saved_stdout, saved_stderr, saved_stdin
            if saved_main is not None:
                sys.modules["__main__"] = saved_main
            for n in s.created:
                sys.modules.pop(n, None)
            for n in set(sys.modules) - saved_modules:
                m = sys.modules.get(n)
                if isinstance(m, _InertModule) or _in_root(getattr(m, "__file__", None) or ""):
                    sys.modules.pop(n, None)
            sys.argv = saved_argv
            sys.path[:] = saved_path
            os.chdir(saved_cwd)
            if (env_data if env_data is not None else dict(os.environ)) != saved_env:
                if env_data is not None:
                    for k in set(env_data) - set(saved_env):
                        os.environ.pop(os.fsdecode(k), None)
                    for k, v in saved_env.items():
                        if env_data.get(k) != v:
                            os.environ[os.fsdecode(k)] = os.fsdecode(v)
                else:
                    os.environ.clear()
                    os.environ.update(saved_env)
            warnings.filters[:] = saved_filters
            sys.setrecursionlimit(saved_rlimit)
            logging.root.handlers[:] = saved_root_handlers
            logging.root.setLevel(saved_root_level)
            for n in set(logging.Logger.manager.loggerDict) - saved_loggers:
                logging.Logger.manager.loggerDict.pop(n, None)
            try:
                import atexit
                atexit._clear()
            except Exception:
                pass
            self._restore_cfg(paths)

        res = {"id": None, "outcome": outcome, "exception": None, "message": None, "where": None}
        if exc is not None:
            tb = exc.__traceback__
            res["exception"] = type(exc).__name__
            if isinstance(exc, SystemExit):
                res["message"] = _msg(exc.code)
            elif isinstance(exc, _OracleTimeout):
                res["message"] = f"time limit of {self.opts.timeout} s"
            else:
                res["message"] = _msg(exc)
            res["where"] = _innermost_harness(tb)
            if isinstance(exc, _OracleTimeout):
                res["outcome"] = "undecided"
                res["reason"] = "timeout"
            elif isinstance(exc, _OracleAbort):
                res["outcome"] = "undecided"
                res["reason"] = "a loop over a CLI default is too long to run in full"
            elif not isinstance(exc, SystemExit) and _is_standin_exc(exc, tb):
                res["outcome"] = "undecided"
                res["reason"] = "the failure comes from a stand-in value used where a real one was needed"
        res["read"] = sorted({k if isinstance(k, str) else repr(k) for k in s.reads})
        res["read_all"] = bool(s.read_all)
        res["caught"] = list(s.caught.values())
        res["inert_decisions"] = s.decisions
        res["truncated_loops"] = s.truncated
        res["entry"] = s.entry
        res["loaded"] = s.loaded
        if s.read_all:
            res["read_all_at"] = [{"how": h, "file": f, "line": ln, "via": v} for (h, f, ln, v) in s.read_all]
        if s.sets:
            res["set"] = sorted({k if isinstance(k, str) else repr(k) for k in s.sets})
        return res

    def _entry(self, s, op):
        code = _compile(self.bench, entry=True)
        mod = types.ModuleType("__main__")
        d = mod.__dict__
        d["__file__"] = self.bench
        d["__builtins__"] = builtins
        d["__cached__"] = None
        d["range"] = _oracle_range
        sys.modules["__main__"] = mod
        s.entry = "__main__"
        exec(code, d)
        if not _MAIN_BLOCK.get(self.bench) and callable(d.get("main")):
            s.entry = "main()"
            d["main"]()
        if (not self.opts.no_fallback and s.loaded is None and not s.opened and not s.entered
                and callable(d.get("_run_scenarios")) and s.args is not None):
            # main() never loaded the config (an entry layer without a load): run the entry
            # layer's _run_scenarios with the config and the args main parsed.
            cfg = _YAML_ORIG["safe_load"](s.text)
            if type(cfg) is dict:
                cfg = _rec(cfg)
            s.loaded = "oracle:yaml.safe_load"
            s.entry += "+_run_scenarios"
            d["_run_scenarios"](op, cfg, s.args)


class _NullIO(io.TextIOBase):
    def write(self, s):
        return len(s)

    def writable(self):
        return True

    def readable(self):
        return True

    def read(self, *a):
        return ""

    def readline(self, *a):
        return ""

    def fileno(self):
        return _DEVNULL_FD

    def isatty(self):
        return False


_DEVNULL_FD = os.open(os.devnull, os.O_RDWR)
_NULL = _NullIO()
_NULL_IN = _NULL


# ----------------------------------------------------------------------------------------------
# Main
# ----------------------------------------------------------------------------------------------


def _copy_tree(src, dst):
    def ignore(d, names):
        out = set()
        for n in names:
            if n in ("__pycache__", ".git", ".hg", ".svn", ".gen-config-cache") or n.endswith((".pyc", ".pyo")):
                out.add(n)
            else:
                p = os.path.join(d, n)
                try:
                    if os.path.isfile(p) and os.path.getsize(p) > 50 * 1024 * 1024:
                        out.add(n)
                except OSError:
                    out.add(n)
        return out

    shutil.copytree(src, dst, ignore=ignore, symlinks=False)


def _serve(worker, items, out):
    for idx, req in items:
        if isinstance(req, str):
            res = worker._bad(None, req, time.perf_counter())
        else:
            try:
                res = worker.run(req)
            except BaseException as e:  # noqa: B902  (an oracle bug must not kill the batch)
                res = worker._bad(req.get("id") if isinstance(req, dict) else None,
                                  f"oracle error: {type(e).__name__}: {e}", time.perf_counter())
                res["reason"] = "oracle error"
        out(idx, res)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("root", help="benchmark root (the folder holding benchmark.py)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (0: one per CPU)")
    ap.add_argument("--timeout", type=float, default=5.0, help="seconds per run (default 5)")
    ap.add_argument("--loop-cap", type=int, default=2,
                    help="range(<int from the harness's CLI defaults>) loops run at most this many times")
    ap.add_argument("--loop-max", type=int, default=10000,
                    help="in the re-check run such loops run in full up to this length")
    ap.add_argument("--real", default="", help="comma-separated extra top-level modules to import for real")
    ap.add_argument("--no-fallback", action="store_true",
                    help="do not call _run_scenarios when main() never loads the config")
    ap.add_argument("--no-recheck", action="store_true",
                    help="do not re-run a failure that followed an inert decision")
    ap.add_argument("--recheck-ok", action="store_true",
                    help="also re-run an ok that followed an inert decision (undecided if it then fails)")
    opts = ap.parse_args()

    src = os.path.abspath(opts.root)
    if not os.path.isfile(os.path.join(src, "benchmark.py")):
        ap.error(f"no benchmark.py in {src}")
    for m in filter(None, (x.strip() for x in opts.real.split(","))):
        _REAL_TOP.add(m)

    lines = sys.stdin.read().splitlines()
    reqs = []
    for ln in lines:
        if not ln.strip():
            continue
        try:
            r = json.loads(ln)
            if not isinstance(r, dict):
                raise ValueError("not an object")
            reqs.append(r)
        except ValueError as e:
            reqs.append(f"bad request line: {e}")

    out_fd = os.dup(1)
    os.dup2(_DEVNULL_FD, 1)
    os.dup2(_DEVNULL_FD, 0)
    out = os.fdopen(out_fd, "w", encoding="utf-8")

    base = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    tmp = tempfile.mkdtemp(prefix="halops-oracle-", dir=base)
    jobs = opts.jobs if opts.jobs > 0 else (os.cpu_count() or 1)
    jobs = max(1, min(jobs, len(reqs) or 1))

    sys.meta_path.insert(next((i for i, f in enumerate(sys.meta_path)
                               if f is importlib.machinery.PathFinder), len(sys.meta_path)), _HarnessFinder())
    sys.meta_path.append(_LastResortFinder())
    signal.signal(signal.SIGALRM, _alarm)

    try:
        items = list(enumerate(reqs))
        if jobs == 1:
            root = os.path.join(tmp, "h0", os.path.basename(src.rstrip(os.sep)) or "benchmark")
            _copy_tree(src, root)
            work = os.path.join(tmp, "w0")
            os.makedirs(work)
            worker = _Worker(src, root, work, opts)

            def emit(idx, res):
                out.write(json.dumps(res) + "\n")

            _serve(worker, items, emit)
            out.flush()
        else:
            pids = []
            files = []
            for j in range(jobs):
                root = os.path.join(tmp, f"h{j}", os.path.basename(src.rstrip(os.sep)) or "benchmark")
                _copy_tree(src, root)
                work = os.path.join(tmp, f"w{j}")
                os.makedirs(work)
                rpath = os.path.join(tmp, f"r{j}.jsonl")
                files.append(rpath)
                pid = os.fork()
                if pid == 0:
                    code = 0
                    try:
                        worker = _Worker(src, root, work, opts)
                        with _orig_open(rpath, "w", encoding="utf-8") as rf:
                            def emit(idx, res, rf=rf):
                                rf.write(f"{idx}\t{json.dumps(res)}\n")

                            _serve(worker, items[j::jobs], emit)
                    except BaseException:  # noqa: B902
                        code = 1
                    finally:
                        _ORIG_EXIT(code)
                pids.append(pid)
            for pid in pids:
                os.waitpid(pid, 0)
            results = {}
            for rpath in files:
                try:
                    with _orig_open(rpath, encoding="utf-8") as rf:
                        for ln in rf:
                            idx, _, js = ln.partition("\t")
                            results[int(idx)] = js.rstrip("\n")
                except OSError:
                    pass
            for idx, req in items:
                js = results.get(idx)
                if js is None:
                    rid = req.get("id") if isinstance(req, dict) else None
                    js = json.dumps({"id": rid, "outcome": "undecided", "exception": None,
                                     "message": "worker died", "where": None, "read": [],
                                     "read_all": False, "caught": [], "inert_decisions": 0,
                                     "truncated_loops": 0, "reason": "oracle error", "seconds": 0.0})
                out.write(js + "\n")
            out.flush()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
