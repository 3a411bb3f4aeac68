#!/usr/bin/env python3
"""The same check as `gen-config check --all`, written in Python with `ast` and PyYAML: a speed
reference for the evaluation itself.

    py_eval_check.py ROOT [--json]

Like gen-config, it runs the harness's own code for each config, from `_run_scenarios` in
benchmark.py (command-line arguments at the defaults its argparse declares), over the parsed AST,
with the config's values in `cfg` and an opaque value for what can't be known (tensors, kernels,
libraries outside the harness): loops over config lists run for real, a repeat loop
(`for _ in range(n)` whose target is never read) runs two iterations, a loop over opaque items
runs once, a branch on an opaque value takes the side that doesn't raise, and every `assert` or
`raise` met with a known outcome is a finding at its sweep point (the loop goes on with the next
point). The fields a config may hold, its required fields and the scenario's backends are read
from the code as `py_check.py` reads them.

It covers the Python the bench's grown harness is written in (the example harness's idioms),
not every idiom gen-config reads, and keeps no taint, no probe and no verdicts. Unlike
gen-config, it runs every call: it does not answer a call made again with equal arguments from
what that call returned before (gen-config's `eval::interp::memo`).

Exit code: 0 when every config checked passes, 1 otherwise.
"""

import argparse
import ast
import json
import os
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import py_check  # noqa: E402  (the static half: fields, required fields, backends)

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

STEP_LIMIT = 2_000_000
REPEAT_SAMPLE = 2


class Unknown:
    """A value the check can't know: every operation on it is unknown too."""

    __slots__ = ()

    def __repr__(self):
        return "<unknown>"


UNK = Unknown()


class UnknownTruth(Exception):
    pass


class PyRaise(Exception):
    """A Python exception raised by the harness's code (or by an operation on known values)."""

    def __init__(self, cls, msg, line):
        super().__init__(msg)
        self.cls, self.msg, self.line = cls, msg, line


class Return(Exception):
    def __init__(self, value):
        self.value = value


class Break(Exception):
    pass


class Continue(Exception):
    pass


class Stop(Exception):
    pass


class Dtype:
    __slots__ = ("name", "itemsize", "bits", "floating")

    def __init__(self, name, itemsize, floating):
        self.name, self.itemsize, self.bits, self.floating = name, itemsize, itemsize * 8, floating

    def __repr__(self):
        return "torch." + self.name


# torch's own dtypes (names and sizes): Python and torch, never the harness.
DTYPES = {}
for _n, _s, _f in [("float32", 4, True), ("float", 4, True), ("float64", 8, True), ("double", 8, True),
                   ("float16", 2, True), ("half", 2, True), ("bfloat16", 2, True),
                   ("float8_e4m3fn", 1, True), ("float8_e5m2", 1, True), ("float8_e4m3fnuz", 1, True),
                   ("float8_e5m2fnuz", 1, True), ("int8", 1, False), ("uint8", 1, False),
                   ("int16", 2, False), ("int32", 4, False), ("int", 4, False), ("int64", 8, False),
                   ("long", 8, False), ("bool", 1, False), ("float4_e2m1fn_x2", 1, True)]:
    DTYPES[_n] = Dtype(_n, _s, _f)


class Module:
    __slots__ = ("name", "scope", "native")

    def __init__(self, name, scope=None, native=None):
        self.name, self.scope, self.native = name, scope, native


class Func:
    __slots__ = ("node", "env", "defaults", "kw_defaults", "module", "name")

    def __init__(self, node, env, defaults, kw_defaults, module, name):
        self.node, self.env, self.defaults, self.kw_defaults = node, env, defaults, kw_defaults
        self.module, self.name = module, name


class Scope:
    __slots__ = ("vars", "parent", "globals_", "nonlocals")

    def __init__(self, parent):
        self.vars, self.parent, self.globals_, self.nonlocals = {}, parent, (), ()

    def lookup(self, name):
        s = self
        while s is not None:
            v = s.vars
            if name in v:
                return v[name]
            s = s.parent
        raise KeyError(name)

    def root(self):
        s = self
        while s.parent is not None:
            s = s.parent
        return s


class Namespace:
    def __init__(self, **kw):
        self.__dict__.update(kw)


BUILTINS = {
    "len": len, "min": min, "max": max, "int": int, "float": float, "str": str, "bool": bool,
    "list": list, "tuple": tuple, "dict": dict, "set": set, "sorted": sorted, "range": range,
    "enumerate": enumerate, "zip": zip, "abs": abs, "sum": sum, "any": any, "all": all,
    "round": round, "isinstance": isinstance, "getattr": getattr, "hasattr": hasattr, "print": lambda *a, **k: None, "repr": repr,
    "ValueError": ValueError, "NotImplementedError": NotImplementedError, "KeyError": KeyError,
    "ImportError": ImportError, "TypeError": TypeError, "AssertionError": AssertionError,
    "RuntimeError": RuntimeError, "SystemExit": SystemExit, "Exception": Exception,
    "ModuleNotFoundError": ModuleNotFoundError, "IndexError": IndexError,
    "AttributeError": AttributeError, "ZeroDivisionError": ZeroDivisionError,
    "None": None, "True": True, "False": False,
}

BINOPS = {
    ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b, ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
    ast.Pow: lambda a, b: a ** b, ast.BitAnd: lambda a, b: a & b, ast.BitOr: lambda a, b: a | b,
    ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b,
}
CMPOPS = {
    ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
    ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b,
    ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b,
    ast.Is: lambda a, b: a is b, ast.IsNot: lambda a, b: a is not b,
}


def is_tensor(v):
    return False  # a known value is no tensor (an unknown argument makes the call unknown)


def finfo(d):
    if not isinstance(d, Dtype):
        raise TypeError("finfo() takes a dtype")
    return d  # `.bits`


def has_unknown(v, depth=0):
    if v is UNK:
        return True
    if depth < 3 and isinstance(v, (list, tuple)):
        return any(has_unknown(x, depth + 1) for x in v)
    return False


def reads_name(body, name):
    for n in ast.walk(ast.Module(body=body, type_ignores=[])):
        if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load):
            return True
    return False


class Interp:
    def __init__(self, root):
        self.root = root
        self.harness = py_check.Harness(root)
        self.modules = {}
        self.trees = {}
        self.steps = 0
        self.findings = []
        self.sweep = []
        self.module_name = ""
        self.repeat_cache = {}

    # ---- modules ------------------------------------------------------------------------------
    def module_path(self, dotted):
        return self.harness.module_path(dotted)

    def import_module(self, dotted):
        if dotted in self.modules:
            return self.modules[dotted]
        if dotted == "torch" or dotted.startswith("torch."):
            m = Module(dotted, native="torch")
        else:
            path = self.module_path(dotted)
            if path is None:
                m = Module(dotted, native=dotted)
            else:
                with open(path) as f:
                    tree = ast.parse(f.read(), path)
                scope = Scope(None)
                scope.vars["__name__"] = dotted
                scope.vars["__file__"] = path
                m = Module(dotted, scope)
                self.modules[dotted] = m
                is_pkg = path.endswith("__init__.py")
                saved = self.module_name
                self.module_name = dotted if is_pkg else dotted.rpartition(".")[0]
                try:
                    self.exec_block(tree.body, scope)
                except PyRaise:
                    pass  # what the module defined before the error stays defined
                finally:
                    self.module_name = saved
                return m
        self.modules[dotted] = m
        return m

    def resolve(self, module, level):
        if not level:
            return module
        parts = self.module_name.split(".")
        if level > 1:
            parts = parts[: len(parts) - level + 1]
        base = ".".join(parts)
        return f"{base}.{module}" if module else base

    # ---- statements ---------------------------------------------------------------------------
    def step(self):
        self.steps += 1
        if self.steps > STEP_LIMIT:
            raise Stop()

    def exec_block(self, body, env):
        for s in body:
            self.exec_stmt(s, env)

    def exec_stmt(self, s, env):
        self.step()
        t = type(s)
        if t is ast.Expr:
            self.eval(s.value, env)
        elif t is ast.Assign:
            v = self.eval(s.value, env)
            for target in s.targets:
                self.assign(target, v, env)
        elif t is ast.AugAssign:
            cur = self.eval(s.target, env)
            v = self.binop(type(s.op), cur, self.eval(s.value, env), s.lineno)
            self.assign(s.target, v, env)
        elif t is ast.AnnAssign:
            if s.value is not None:
                self.assign(s.target, self.eval(s.value, env), env)
        elif t is ast.Return:
            raise Return(self.eval(s.value, env) if s.value is not None else None)
        elif t is ast.If:
            truth = self.truth(self.eval(s.test, env))
            if truth is None:
                # Unknown: the side that doesn't raise (the other is tried, its errors dropped).
                try:
                    self.exec_block(s.body, env)
                except PyRaise:
                    self.exec_block(s.orelse, env)
            elif truth:
                self.exec_block(s.body, env)
            else:
                self.exec_block(s.orelse, env)
        elif t is ast.For:
            self.exec_for(s, env)
        elif t is ast.While:
            n = 0
            while n < 1000:
                truth = self.truth(self.eval(s.test, env))
                if not truth:
                    break
                try:
                    self.exec_block(s.body, env)
                except Break:
                    break
                except Continue:
                    pass
                n += 1
        elif t is ast.FunctionDef:
            env.vars[s.name] = self.make_func(s, env, s.name)
        elif t is ast.Assert:
            truth = self.truth(self.eval(s.test, env))
            if truth is False:
                msg = self.eval(s.msg, env) if s.msg is not None else ""
                raise PyRaise("AssertionError", msg, s.lineno)
        elif t is ast.Raise:
            exc = self.eval(s.exc, env) if s.exc is not None else UNK
            if isinstance(exc, PyRaise):
                exc.line = s.lineno
                raise exc
            if isinstance(exc, type) and issubclass(exc, BaseException):
                raise PyRaise(exc.__name__, "", s.lineno)
            raise PyRaise("Exception", str(exc), s.lineno)
        elif t is ast.Try:
            try:
                self.exec_block(s.body, env)
            except PyRaise as e:
                for h in s.handlers:
                    types = self.eval(h.type, env) if h.type is not None else BaseException
                    types = types if isinstance(types, tuple) else (types,)
                    if any(isinstance(x, type) and x.__name__ == e.cls or x is BaseException or x is Exception
                           for x in types):
                        if h.name:
                            env.vars[h.name] = e
                        self.exec_block(h.body, env)
                        break
                else:
                    raise
            else:
                self.exec_block(s.orelse, env)
            finally:
                if s.finalbody:
                    self.exec_block(s.finalbody, env)
        elif t is ast.Import:
            for a in s.names:
                m = self.import_module(a.name)
                if a.asname:
                    env.vars[a.asname] = m
                else:
                    env.vars[a.name.split(".")[0]] = self.import_module(a.name.split(".")[0])
        elif t is ast.ImportFrom:
            dotted = self.resolve(s.module, s.level)
            m = self.import_module(dotted)
            for a in s.names:
                sub = f"{dotted}.{a.name}"
                if m.scope is not None and a.name in m.scope.vars:
                    v = m.scope.vars[a.name]
                elif m.native is None and self.module_path(sub):
                    v = self.import_module(sub)
                elif m.native is not None:
                    v = UNK
                elif (self.module_path(dotted) or "").endswith("__init__.py"):
                    # A package's submodule the checkout lacks (a build output): opaque.
                    v = self.import_module(sub)
                else:
                    raise PyRaise("ImportError", f"cannot import name {a.name!r}", s.lineno)
                env.vars[a.asname or a.name] = v
        elif t is ast.With:
            for item in s.items:
                v = self.eval(item.context_expr, env)
                if item.optional_vars is not None:
                    self.assign(item.optional_vars, UNK if not isinstance(v, Unknown) else v, env)
            self.exec_block(s.body, env)
        elif t is ast.Global:
            env.globals_ = tuple(env.globals_) + tuple(s.names)
        elif t is ast.Nonlocal:
            env.nonlocals = tuple(env.nonlocals) + tuple(s.names)
        elif t is ast.Pass:
            pass
        elif t is ast.Break:
            raise Break()
        elif t is ast.Continue:
            raise Continue()
        elif t is ast.ClassDef:
            env.vars[s.name] = UNK
        elif t is ast.Delete:
            pass

    def exec_for(self, s, env):
        it = self.eval(s.iter, env)
        is_range = isinstance(it, range)
        if isinstance(it, Unknown):
            items, repeat = [UNK], False
        elif isinstance(it, dict):
            items, repeat = list(it), False
        else:
            try:
                items = it if is_range else list(it)
            except TypeError:
                raise PyRaise("TypeError", "not iterable", s.lineno)
            repeat = False
            if is_range and len(items) > REPEAT_SAMPLE:
                key = id(s)
                if key not in self.repeat_cache:
                    target = s.target.id if isinstance(s.target, ast.Name) else None
                    self.repeat_cache[key] = target is not None and not reads_name(s.body, target)
                repeat = self.repeat_cache[key]
        sweep = self.sweeping(s.iter, env)
        n = 0
        for item in items:
            self.step()
            if sweep:
                self.sweep.append((sweep, item))
            try:
                self.assign(s.target, item, env)
                self.exec_block(s.body, env)
            except Break:
                if sweep:
                    self.sweep.pop()
                return
            except Continue:
                pass
            except PyRaise as e:
                if not sweep:
                    if sweep is not None and self.sweep:
                        self.sweep.pop()
                    raise
                self.record(e)
            if sweep:
                self.sweep.pop()
            n += 1
            if repeat and n >= REPEAT_SAMPLE:
                break
        else:
            self.exec_block(s.orelse, env)

    def sweeping(self, it_node, env):
        """The name of the config list a loop goes over (a sweep), if it is one."""
        if isinstance(it_node, ast.Name):
            v = env.vars.get(it_node.id)
            if v is not None and id(v) in self.config_lists:
                return self.config_lists[id(v)]
        return None

    def record(self, e):
        self.findings.append({"class": e.cls, "message": str(e.msg), "line": e.line,
                              "point": [(k, v if not isinstance(v, Unknown) else None) for k, v in self.sweep]})

    def assign(self, target, v, env):
        t = type(target)
        if t is ast.Name:
            name = target.id
            if name in env.globals_:
                env.root().vars[name] = v
            elif name in env.nonlocals:
                s = env.parent
                while s is not None and name not in s.vars:
                    s = s.parent
                (s or env).vars[name] = v
            else:
                env.vars[name] = v
        elif t is ast.Tuple or t is ast.List:
            if isinstance(v, Unknown):
                for e in target.elts:
                    self.assign(e, UNK, env)
                return
            items = list(v)
            if len(items) != len(target.elts):
                raise PyRaise("ValueError", "unpack", getattr(target, "lineno", 0))
            for e, x in zip(target.elts, items):
                self.assign(e, x, env)
        elif t is ast.Subscript:
            obj = self.eval(target.value, env)
            key = self.eval(target.slice, env)
            if isinstance(obj, (dict, list)) and not isinstance(key, Unknown):
                obj[key] = v
        elif t is ast.Attribute:
            obj = self.eval(target.value, env)
            if isinstance(obj, Namespace):
                setattr(obj, target.attr, v)

    # ---- expressions --------------------------------------------------------------------------
    def truth(self, v):
        if isinstance(v, Unknown):
            return None
        if isinstance(v, (list, tuple)) and has_unknown(v):
            return bool(v)
        return bool(v)

    def eval(self, e, env):
        t = type(e)
        if t is ast.Name:
            try:
                return env.lookup(e.id)
            except KeyError:
                if e.id in BUILTINS:
                    return BUILTINS[e.id]
                raise PyRaise("NameError", e.id, e.lineno)
        if t is ast.Constant:
            return e.value
        if t is ast.Attribute:
            return self.get_attr(self.eval(e.value, env), e.attr, e.lineno)
        if t is ast.Call:
            return self.eval_call(e, env)
        if t is ast.Subscript:
            obj = self.eval(e.value, env)
            if isinstance(e.slice, ast.Slice):
                if isinstance(obj, Unknown):
                    return UNK
                lo = self.eval(e.slice.lower, env) if e.slice.lower else None
                hi = self.eval(e.slice.upper, env) if e.slice.upper else None
                return obj[lo:hi]
            key = self.eval(e.slice, env)
            if isinstance(obj, Unknown) or isinstance(key, Unknown):
                return UNK
            try:
                return obj[key]
            except KeyError:
                raise PyRaise("KeyError", repr(key), e.lineno)
            except (IndexError, TypeError) as x:
                raise PyRaise(type(x).__name__, str(x), e.lineno)
        if t is ast.BinOp:
            return self.binop(type(e.op), self.eval(e.left, env), self.eval(e.right, env), e.lineno)
        if t is ast.Compare:
            left = self.eval(e.left, env)
            result = True
            for op, c in zip(e.ops, e.comparators):
                right = self.eval(c, env)
                if isinstance(left, Unknown) or isinstance(right, Unknown):
                    result = UNK
                elif result is not UNK:
                    try:
                        if not CMPOPS[type(op)](left, right):
                            result = False
                    except TypeError as x:
                        raise PyRaise("TypeError", str(x), e.lineno)
                left = right
            return result
        if t is ast.BoolOp:
            is_and = isinstance(e.op, ast.And)
            last = None
            for x in e.values:
                v = self.eval(x, env)
                truth = self.truth(v)
                if truth is None:
                    return UNK
                if truth != is_and:
                    return v
                last = v
            return last
        if t is ast.UnaryOp:
            v = self.eval(e.operand, env)
            if isinstance(v, Unknown):
                return UNK
            if isinstance(e.op, ast.Not):
                return not v
            if isinstance(e.op, ast.USub):
                return -v
            return v
        if t is ast.Dict:
            out = {}
            for k, v in zip(e.keys, e.values):
                if k is None:
                    d = self.eval(v, env)
                    if isinstance(d, dict):
                        out.update(d)
                else:
                    key = self.eval(k, env)
                    out[key if not isinstance(key, (list, dict)) else UNK] = self.eval(v, env)
            return out
        if t is ast.List:
            return [self.eval(x, env) for x in e.elts]
        if t is ast.Tuple:
            return tuple(self.eval(x, env) for x in e.elts)
        if t is ast.Set:
            return {self.eval(x, env) for x in e.elts}
        if t is ast.JoinedStr:
            parts = []
            for p in e.values:
                if isinstance(p, ast.Constant):
                    parts.append(p.value)
                else:
                    v = self.eval(p.value, env)
                    if isinstance(v, Unknown):
                        return UNK
                    parts.append(repr(v) if p.conversion == 114 else format(v, self.eval(p.format_spec, env) if p.format_spec else ""))
            return "".join(parts)
        if t is ast.IfExp:
            truth = self.truth(self.eval(e.test, env))
            if truth is None:
                self.eval(e.body, env)
                self.eval(e.orelse, env)
                return UNK
            return self.eval(e.body if truth else e.orelse, env)
        if t is ast.Lambda:
            return self.make_func(e, env, "<lambda>")
        if t in (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp):
            return self.comprehension(e, env)
        if t is ast.Starred:
            return self.eval(e.value, env)
        return UNK

    def comprehension(self, e, env):
        scope = Scope(env)
        out = []
        unknown = []

        def gen(i):
            if i == len(e.generators):
                if isinstance(e, ast.DictComp):
                    out.append((self.eval(e.key, scope), self.eval(e.value, scope)))
                else:
                    out.append(self.eval(e.elt, scope))
                return
            g = e.generators[i]
            it = self.eval(g.iter, scope)
            if isinstance(it, Unknown):
                unknown.append(True)  # items of unknown number: run once, the result unknown
            items = [UNK] if isinstance(it, Unknown) else list(it)
            for item in items:
                self.assign(g.target, item, scope)
                if all(self.truth(self.eval(c, scope)) is not False for c in g.ifs):
                    gen(i + 1)

        gen(0)
        if unknown:
            return UNK
        if isinstance(e, ast.DictComp):
            return dict(out)
        if isinstance(e, ast.SetComp):
            return set(out)
        return out

    def binop(self, op, a, b, line):
        if isinstance(a, Unknown) or isinstance(b, Unknown):
            return UNK
        try:
            return BINOPS[op](a, b)
        except ZeroDivisionError as x:
            raise PyRaise("ZeroDivisionError", str(x), line)
        except TypeError as x:
            raise PyRaise("TypeError", str(x), line)

    def get_attr(self, obj, name, line):
        if isinstance(obj, Unknown):
            return UNK
        if isinstance(obj, Module):
            if obj.scope is not None:
                if name in obj.scope.vars:
                    return obj.scope.vars[name]
                sub = f"{obj.name}.{name}"
                if self.module_path(sub):
                    return self.import_module(sub)
                raise PyRaise("AttributeError", name, line)
            if obj.native == "torch":
                if name in DTYPES:
                    return DTYPES[name]
                if name == "is_tensor":
                    return is_tensor
                if name in ("finfo", "iinfo"):
                    return finfo
            if obj.native == "importlib" and name == "import_module":
                return self.import_module
            return UNK
        if isinstance(obj, Dtype):
            if name in ("itemsize", "bits"):
                return getattr(obj, name)
            if name == "is_floating_point":
                return obj.floating
            raise PyRaise("AttributeError", name, line)
        try:
            return getattr(obj, name)
        except AttributeError:
            raise PyRaise("AttributeError", name, line)

    def eval_call(self, e, env):
        if isinstance(e.func, ast.Name) and e.func.id in ("globals", "locals") and not e.args:
            return env.root().vars if e.func.id == "globals" else env.vars
        f = self.eval(e.func, env)
        args = []
        for a in e.args:
            if isinstance(a, ast.Starred):
                v = self.eval(a.value, env)
                args.extend([UNK] if isinstance(v, Unknown) else list(v))
            else:
                args.append(self.eval(a, env))
        kwargs = {}
        for k in e.keywords:
            v = self.eval(k.value, env)
            if k.arg is None:
                if isinstance(v, dict):
                    kwargs.update(v)
            else:
                kwargs[k.arg] = v
        self.step()
        return self.call(f, args, kwargs, e.lineno)

    def call(self, f, args, kwargs, line):
        if isinstance(f, Func):
            return self.call_func(f, args, kwargs)
        if isinstance(f, Unknown) or isinstance(f, Module):
            return UNK
        if isinstance(f, type) and issubclass(f, BaseException):
            return PyRaise(f.__name__, args[0] if args else "", line)
        if f is self.import_module:
            return self.import_module(args[0]) if isinstance(args[0], str) else UNK
        if f is getattr or f is hasattr:
            if len(args) < 2 or not isinstance(args[1], str):
                return UNK
            try:
                v = self.get_attr(args[0], args[1], line)
                return True if f is hasattr else v
            except PyRaise:
                if f is hasattr:
                    return False
                if len(args) > 2:
                    return args[2]
                raise
        if any(has_unknown(a) for a in args) or any(has_unknown(v) for v in kwargs.values()):
            if f in (len,) and args and isinstance(args[0], (list, tuple, dict)):
                return len(args[0])
            if getattr(f, "__name__", "") in ("append", "extend", "insert", "update", "get", "setdefault",
                                               "pop", "items", "keys", "values", "sort", "remove"):
                try:
                    return f(*args, **kwargs)
                except (TypeError, KeyError, ValueError):
                    return UNK
            return UNK
        args = [self.native_callable(a) if isinstance(a, Func) else a for a in args]
        kwargs = {k: self.native_callable(v) if isinstance(v, Func) else v for k, v in kwargs.items()}
        try:
            return f(*args, **kwargs)
        except TypeError as x:
            if has_unknown(getattr(f, "__self__", None)):
                return UNK  # a method of a list holding unknown values (sorting it)
            raise PyRaise("TypeError", str(x), line)
        except (ValueError, KeyError, IndexError, ZeroDivisionError, AttributeError) as x:
            raise PyRaise(type(x).__name__, str(x), line)

    def native_callable(self, fn):
        """A harness function handed to a built-in (`sorted(key=...)`): called back here."""
        return lambda *a, **k: self.call_func(fn, list(a), dict(k))

    def make_func(self, node, env, name):
        a = node.args
        defaults = [self.eval(d, env) for d in a.defaults]
        kw_defaults = [self.eval(d, env) if d is not None else None for d in a.kw_defaults]
        return Func(node, env, defaults, kw_defaults, self.module_name, name)

    def call_func(self, f, args, kwargs):
        node = f.node
        a = node.args
        scope = Scope(f.env)
        params = a.posonlyargs + a.args
        nd = len(params) - len(f.defaults)
        for i, p in enumerate(params):
            if i < len(args):
                scope.vars[p.arg] = args[i]
            elif p.arg in kwargs:
                scope.vars[p.arg] = kwargs.pop(p.arg)
            elif i >= nd:
                scope.vars[p.arg] = f.defaults[i - nd]
            else:
                raise PyRaise("TypeError", f"{f.name}() missing argument {p.arg!r}", node.lineno)
        if a.vararg:
            scope.vars[a.vararg.arg] = tuple(args[len(params):])
        for p, d in zip(a.kwonlyargs, f.kw_defaults):
            scope.vars[p.arg] = kwargs.pop(p.arg, d)
        if a.kwarg:
            scope.vars[a.kwarg.arg] = dict(kwargs)
        saved = self.module_name
        self.module_name = f.module
        try:
            if isinstance(node, ast.Lambda):
                return self.eval(node.body, scope)
            try:
                self.exec_block(node.body, scope)
            except Return as r:
                return r.value
            return None
        finally:
            self.module_name = saved

    # ---- a config -----------------------------------------------------------------------------
    def run_config(self, op, cfg, entry_args):
        self.findings = []
        self.sweep = []
        self.steps = 0
        self.config_lists = {}
        for k, v in cfg.items():
            if isinstance(v, list):
                self.config_lists[id(v)] = k
        bench = self.import_module("benchmark")
        run = bench.scope.vars["_run_scenarios"]
        try:
            self.call_func(run, [op, cfg, entry_args], {})
        except PyRaise as e:
            self.record(e)
        except (Stop, RecursionError):
            pass
        return self.findings


def argparse_defaults(tree):
    """The defaults of benchmark.py's own `add_argument` calls, as attributes."""
    out = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "add_argument":
            if not n.args or not isinstance(n.args[0], ast.Constant):
                continue
            name = n.args[0].value.lstrip("-").replace("-", "_")
            default = None
            for k in n.keywords:
                if k.arg == "default" and isinstance(k.value, ast.Constant):
                    default = k.value.value
            out[name] = default
    return Namespace(**out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("root")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = os.path.abspath(a.root)
    sys.setrecursionlimit(20000)
    model = py_check.build(root)
    static = {f["path"]: f for f in py_check.check(root, model)}
    it = Interp(root)
    with open(os.path.join(root, "benchmark.py")) as f:
        entry_args = argparse_defaults(ast.parse(f.read()))
    files = []
    paths = sorted(static)
    for rel in paths:
        report = static[rel]
        if report["valid"]:
            with open(os.path.join(root, rel)) as f:
                cfg = yaml.load(f, Loader=Loader)
            findings = it.run_config(report["op"], cfg, entry_args)
            for fd in findings:
                report["diagnostics"].append({"severity": "error", "code": fd["class"], "field": None,
                                              "message": fd["message"], "line": fd["line"],
                                              "point": fd["point"]})
            report["valid"] = not findings
        files.append(report)
    invalid = sum(not f["valid"] for f in files)
    if a.json:
        json.dump({"files": files}, sys.stdout, default=repr)
        print()
    print(f"{len(files)} configs checked: {len(files) - invalid} valid, {invalid} invalid", file=sys.stderr)
    sys.exit(1 if invalid else 0)


if __name__ == "__main__":
    main()
