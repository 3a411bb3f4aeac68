#!/usr/bin/env python3
"""Random programs for the conformance property (tests/conformance/README.md): small, well-formed
Python programs made from the corpus's vocabulary (expressions over ints, strings, lists and dicts,
and the statement kinds harness code is written in: closures with `nonlocal`, classes with
properties, generators, `while`, custom exceptions with `else`/`finally`, `global`, dataclasses,
unpacking loops, lambdas with defaults), run by CPython and by the evaluator through the
same test, which must find the evaluator's answer equal to CPython's or unknown.

    python scripts/conformance_fuzz.py [--count N] [--seed S] [--out DIR] [--no-run] [--wide] [--deep] [--objects] [--live] [--regex] [--args] [--inplace] [--effects] [--unseen] [--dunders] [--classes]

It writes N programs to DIR/fuzz/ (in the corpus's layout: inputs, then a body whose statements
bind `r_<n>`), marks each with the ending CPython gives it (`# expect: raises X`), then runs
`cargo test --test conformance` over DIR (GEN_CONFIG_CONFORMANCE_PROGRAMS) and prints the
differences, each with the statement that bound the global in question. The same seed gives the
same programs. Not part of CI: a program it finds that shows a new cause is worth copying, made
minimal, into tests/conformance/programs/.

Typed generation keeps the programs mostly free of accidental type errors; the errors a
statement may raise on purpose (an index out of range, a missing key) are caught by a `try` the
generator writes, so most programs run to their end.
"""

import argparse
import ast
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

STRS = ["a", "bb", "Ab", "x y", "", "decode", "fp8", "1", "42"]
WORDS = ["alpha", "beta", "gamma", "delta"]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.names = {"int": [], "str": [], "list": [], "dict": [], "bool": []}
        self.pending = []
        self.n = 0

    def pick(self, xs):
        return self.r.choice(xs)

    def var(self, kind):
        vs = self.names[kind]
        return self.pick(vs) if vs and self.r.random() < 0.7 else None

    # Expressions of a kind, as source text; depth bounds them.
    def int_(self, d=0):
        v = self.var("int")
        if d > 2 or self.r.random() < 0.25:
            return v or str(self.r.randint(-5, 20))
        a, b = self.int_(d + 1), self.int_(d + 1)
        return self.pick([
            f"({a} + {b})", f"({a} - {b})", f"({a} * {b})", f"({a} // ({b} or 1))", f"({a} % ({b} or 7))",
            f"(-{a})", f"abs({a})", f"len({self.list_(d + 1)})", f"len({self.str_(d + 1)})",
            f"min({a}, {b})", f"max({self.list_(d + 1)}, default={b})", f"sum({self.list_(d + 1)})",
            f"({a} if {self.bool_(d + 1)} else {b})", f"({a} & {b})", f"({a} | {b})", f"({a} ^ {b})",
            f"({a} << {self.r.randint(0, 3)})", f"({a} >> {self.r.randint(0, 3)})", f"round({a} / 3)",
            f"pow({a}, {self.r.randint(0, 3)})", f"divmod({a}, ({b} or 3))[0]", f"len({self.dict_(d + 1)})",
            f"{self.str_(d + 1)}.count({self.str_(d + 2)})", f"{self.str_(d + 1)}.find({self.str_(d + 2)})",
            f"int({self.bool_(d + 1)})", f"hash({a})", f"sorted({self.list_(d + 1)} + [0])[0]",
        ])

    def str_(self, d=0):
        v = self.var("str")
        if d > 2 or self.r.random() < 0.3:
            return v or repr(self.pick(STRS))
        a, b = self.str_(d + 1), self.str_(d + 1)
        return self.pick([
            f"({a} + {b})", f"({a} * {self.r.randint(0, 3)})", f"{a}.upper()", f"{a}.lower()", f"{a}.strip()",
            f"{a}.replace({b}, 'z')", f"{a}[{self.r.randint(-2, 2)}:{self.r.randint(-1, 4)}]", f"{a}[::-1]",
            f"str({self.int_(d + 1)})", f"'-'.join({self.strlist(d + 1)})", f"f'{{{a}}}:{{{self.int_(d + 1)}}}'",
            f"f'{{{self.int_(d + 1)}:>4}}'", f"repr({a})", f"{a}.title()", f"({a} if {self.bool_(d + 1)} else {b})",
            f"('%s=%d' % ({a}, {self.int_(d + 1)}))", f"'{{}}/{{}}'.format({a}, {b})", f"({a}.split()[0] if {a}.split() else '')",
            f"str({self.list_(d + 1)})", f"str(sorted({self.dict_(d + 1)}))",
        ])

    def bool_(self, d=0):
        if d > 2 or self.r.random() < 0.2:
            return self.var("bool") or self.pick(["True", "False"])
        a, b = self.int_(d + 1), self.int_(d + 1)
        return self.pick([
            f"({a} < {b})", f"({a} == {b})", f"({a} <= {b} < {self.int_(d + 1)})", f"({a} in {self.list_(d + 1)})",
            f"({self.str_(d + 1)} in {self.str_(d + 1)})", f"(not {self.bool_(d + 1)})",
            f"({self.bool_(d + 1)} and {self.bool_(d + 1)})", f"({self.bool_(d + 1)} or {self.bool_(d + 1)})",
            f"bool({self.list_(d + 1)})", f"any({self.list_(d + 1)})", f"all({self.list_(d + 1)})",
            f"isinstance({a}, int)", f"{self.str_(d + 1)}.startswith({self.str_(d + 2)})",
            f"({self.str_(d + 1)} in {self.dict_(d + 1)})", f"{self.str_(d + 1)}.isdigit()",
        ])

    def list_(self, d=0):
        v = self.var("list")
        if d > 2 or self.r.random() < 0.3:
            return v or repr([self.r.randint(-3, 9) for _ in range(self.r.randint(0, 4))])
        a, b = self.list_(d + 1), self.list_(d + 1)
        x = "v" + str(d)
        return self.pick([
            f"sorted({a})", f"sorted({a}, reverse=True)", f"list(reversed({a}))", f"({a} + {b})", f"{a}[1:]",
            f"[{x} * 2 for {x} in {a}]", f"[{x} for {x} in {a} if {x} % 2]", f"list(range({self.r.randint(0, 5)}))",
            f"[*{a}, {self.int_(d + 1)}]", f"list(map(abs, {a}))", f"[{x} for {x} in {a}][:2]",
            f"list({self.dict_(d + 1)}.values())", f"[len({x}) for {x} in {self.strlist(d + 1)}]",
            f"sorted(set({a}))", f"[i * {x} for i, {x} in enumerate({a})]", f"list(filter(None, {a}))",
            f"[{x} for {x} in {a} if {x} > {self.int_(d + 1)}]",
        ])

    def strlist(self, d=0):
        return self.pick([repr(self.r.sample(WORDS, self.r.randint(0, 3))), f"sorted({self.dict_(d + 1)})",
                          f"{self.str_(d + 1)}.split()", f"list({self.str_(d + 1)})"])

    def dict_(self, d=0):
        v = self.var("dict")
        if d > 2 or self.r.random() < 0.3:
            return v or repr({w: self.r.randint(0, 9) for w in self.r.sample(WORDS, self.r.randint(0, 3))})
        a, b = self.dict_(d + 1), self.dict_(d + 1)
        x = "k" + str(d)
        return self.pick([
            f"({a} | {b})", f"{{**{a}, 'alpha': {self.int_(d + 1)}}}", f"{{{x}: len({x}) for {x} in {self.strlist(d + 1)}}}",
            f"dict(zip({self.strlist(d + 1)}, {self.list_(d + 1)}))", f"{{{x}: v for {x}, v in {a}.items() if v}}",
            f"dict({a}, extra={self.int_(d + 1)})",
        ])

    def expr(self, kind):
        return getattr(self, kind + "_")()

    def bind(self, kind):
        # Usable by the statements after this one (a statement's own expressions, made after
        # its names, must not read them).
        self.n += 1
        name = f"r_{self.n}"
        self.pending.append((kind, name))
        return name

    # Statements.
    def stmt(self):
        if self.r.random() < 0.4:
            return self.idiom()
        kind = self.pick(["int", "str", "list", "dict", "bool"])
        roll = self.r.random()
        if roll < 0.45:
            e = self.expr(kind)
            return [f"{self.bind(kind)} = {e}"]
        if roll < 0.55:
            c, a, b = self.bool_(), self.expr(kind), self.expr(kind)
            name = self.bind(kind)
            return [f"if {c}:", f"    {name} = {a}", "else:", f"    {name} = {b}"]
        if roll < 0.63:
            items, k = self.list_(), self.int_(2)
            acc = self.bind("int")
            return [f"{acc} = 0", f"for item in {items}:", "    if item % 3 == 0:", "        continue",
                    f"    {acc} += item * {k}"]
        if roll < 0.72:
            lst, i = self.list_(), self.int_(2)
            name = self.bind("str")
            return ["try:", f"    {name} = str({lst}[{i}])",
                    "except (IndexError, KeyError, ZeroDivisionError, ValueError, TypeError) as err:",
                    f"    {name} = type(err).__name__"]
        if roll < 0.8:
            target = self.var("list")
            pre = []
            if target is None:
                init = self.list_()
                target = self.bind("list")
                pre = [f"{target} = list({init})"]
            op = self.pick([f"{target}.append({self.int_(1)})", f"{target}.extend({self.list_(1)})", f"{target}.sort()",
                            f"{target}.reverse()", f"{target}.insert(0, {self.int_(1)})",
                            f"{target}.pop() if {target} else None", f"{target}[:] = {target}[::2]"])
            return pre + [op]
        if roll < 0.86:
            subj = self.pick([self.list_(), self.int_(), self.str_(), self.dict_()])
            name = self.bind("str")
            return [f"match {subj}:", "    case []:", f"        {name} = 'empty'", "    case [x, *rest]:",
                    f"        {name} = 'seq ' + str(len(rest))", "    case {'alpha': v}:", f"        {name} = 'alpha ' + str(v)",
                    "    case int(n) if n > 3:", f"        {name} = 'big'", "    case str() as s:", f"        {name} = 's:' + s",
                    "    case _:", f"        {name} = 'other'"]
        if roll < 0.93:
            self.n += 1
            fn = f"f_{self.n}"
            body, arg = self.int_(1), self.int_(1)
            name = self.bind("int")
            return [f"def {fn}(a, b=2):", f"    return {body} + a * b", f"{name} = {fn}({arg}) + {fn}(1, b=0)"]
        d = self.var("dict")
        pre = []
        if d is None:
            init = self.dict_()
            d = self.bind("dict")
            pre = [f"{d} = dict({init})"]
        return pre + [self.pick([f"{d}['beta'] = {self.int_(1)}", f"{d}.setdefault('gamma', []).append(1) if isinstance({d}.get('gamma', []), list) else None",
                                 f"{d}.pop('alpha', None)", f"{d}.update({self.dict_(1)})"])]

    def fresh(self, stem):
        self.n += 1
        return f"{stem}_{self.n}"

    def idiom(self):
        """A statement kind harness code uses beyond the expression grammar: closures, classes,
        generators, exceptions, dataclasses, loops with unpacking, `global`, `while`."""
        k = self.r.randrange(48)
        if k >= 32:
            return self.idiom_dunder(k - 32)
        if k >= 16:
            return self.idiom_more(k - 16)
        i1, i2 = self.int_(1), self.int_(1)
        if k == 0:
            f = self.fresh("f")
            r = self.bind("int")
            return [f"def {f}():", f"    c = {i1}", "    def inc(k=1):", "        nonlocal c", "        c += k",
                    "        return c", "    return inc", f"g_{f} = {f}()", f"{r} = g_{f}() + g_{f}({i2})"]
        if k == 1:
            c = self.fresh("C")
            r = self.bind("int")
            return [f"class {c}:", f"    scale = {i1}", "    def __init__(self, v):", "        self.v = v",
                    "    @property", "    def twice(self):", "        return self.v * 2 + self.scale",
                    "    def bump(self, k=1):", "        self.v += k", "        return self",
                    f"{r} = {c}({i2}).bump({self.int_(2)}).twice"]
        if k == 2:
            g = self.fresh("gen")
            lst = self.list_(1)
            r = self.bind("list")
            return [f"def {g}(xs):", "    for x in xs:", "        if x % 2:", "            yield x * 2", "        else:",
                    "            yield from (x, -x)", f"{r} = list({g}({lst}))"]
        if k == 3:
            r = self.bind("int")
            j = self.fresh("j")
            return [f"{r} = {i1}", f"{j} = 0", f"while {j} < 5:", f"    if {r} > 30:", "        break",
                    f"    {r} += {j}", f"    {j} += 1", "else:", f"    {r} -= 1"]
        if k == 4:
            e, h = self.fresh("E"), self.fresh("h")
            r, fin = self.bind("str"), self.bind("int")
            return [f"class {e}(ValueError):", "    pass", f"def {h}(x):", "    if x < 0:", f"        raise {e}(f'neg {{x}}')",
                    "    return x", f"{fin} = 0", "try:", f"    {r} = str({h}({i1}))", "except ValueError as err:",
                    f"    {r} = type(err).__name__ + ':' + str(err)", "else:", f"    {r} += '!'", "finally:", f"    {fin} += 1"]
        if k == 5:
            r = self.bind("int")
            return [f"if (w := {i1}) > 3:", f"    {r} = w", "else:", f"    {r} = -w"]
        if k == 6:
            a, b = self.bind("int"), self.bind("list")
            return [f"{a}, *{b} = [*{self.list_(1)}, {i1}]"]
        if k == 7:
            r = self.bind("list")
            return [f"{r} = sorted({self.list_(1)}, key=lambda v: (v % 3, -v))"]
        if k == 8:
            g, f = self.fresh("G"), self.fresh("set")
            r = self.bind("int")
            return [f"{g} = {i1}", f"def {f}(v):", f"    global {g}", f"    {g} = {g} + v", f"    return {g}",
                    f"{r} = {f}({i2}) + {f}(1)"]
        if k == 9:
            d = self.fresh("D")
            r = self.bind("int")
            return ["from dataclasses import dataclass, field", "@dataclass", f"class {d}:", "    a: int",
                    "    b: list = field(default_factory=list)", "    def total(self):", "        return self.a + sum(self.b)",
                    f"{r} = {d}({i1}, {self.list_(1)}).total() + len({d}(0).b)"]
        if k == 10:
            r = self.bind("int")
            return ["try:", f"    {r} = {self.dict_(1)}[{self.str_(1)}]", "except KeyError:", f"    {r} = -1"]
        if k == 11:
            r = self.bind("str")
            return [f"{r} = ','.join(str(v) for v in {self.list_(1)} if v != {i1})"]
        if k == 12:
            init = self.dict_(1)
            d = self.bind("dict")
            return [f"{d} = dict({init})", f"{d}['alpha'] = {d}.get('alpha', 0) + {i1}", f"{d}['alpha'] *= 2"]
        if k == 13:
            r = self.bind("list")
            return [f"{r} = []", f"for i, (a, b) in enumerate(zip({self.list_(1)}, {self.list_(1)})):",
                    f"    {r}.append(i * a - b)"]
        if k == 14:
            r = self.bind("list")
            return [f"{r} = [f() for f in [lambda v=i: v * {i1} for i in range(3)]]"]
        f = self.fresh("fin")
        r = self.bind("int")
        return [f"def {f}(x):", "    try:", "        if x > 2:", "            return x", "        return -x", "    finally:",
                "        x += 100", f"{r} = {f}({i1}) + {f}({i2})"]

    def idiom_more(self, k):
        """More of harness code's idioms: inheritance and super(), class and static methods,
        enums, collections, functools, itertools, `*args`/`**kwargs`, context managers, a
        mutable default, `isinstance` dispatch, setters, a cache, a loop with `try` inside."""
        i1, i2 = self.int_(1), self.int_(1)
        if k == 0:
            b, c = self.fresh("Base"), self.fresh("Sub")
            r = self.bind("int")
            return [f"class {b}:", "    def __init__(self, v):", "        self.v = v", "    def size(self):",
                    "        return self.v", f"class {c}({b}):", "    def __init__(self, v, w):", "        super().__init__(v)",
                    "        self.w = w", "    def size(self):", "        return super().size() * 2 + self.w",
                    f"{r} = {c}({i1}, {i2}).size() + {b}({i2}).size()"]
        if k == 1:
            c = self.fresh("K")
            r = self.bind("int")
            return [f"class {c}:", "    count = 0", "    @classmethod", "    def make(cls, v):", "        cls.count += 1",
                    "        return cls.twice(v)", "    @staticmethod", "    def twice(v):", "        return v * 2",
                    f"{r} = {c}.make({i1}) + {c}.make({i2}) + {c}.count"]
        if k == 2:
            e = self.fresh("Mode")
            r, q = self.bind("str"), self.bind("int")
            return ["import enum", f"class {e}(enum.Enum):", "    A = 'a'", "    B = 'bb'",
                    f"{r} = {e}({self.pick(['a', 'bb'])!r}).name + str([m.value for m in {e}])",
                    f"{q} = len({e}.B.value) + ({e}['A'] is {e}.A)"]
        if k == 3:
            words, items = self.strlist(1), self.list_(1)
            r, q = self.bind("dict"), self.bind("list")
            return ["from collections import Counter, defaultdict", f"{r} = dict(Counter({words}))",
                    f"dd_{self.n} = defaultdict(list)", f"for v in {items}:", f"    dd_{self.n}[v % 3].append(v)",
                    f"{q} = sorted(dd_{self.n}.items())"]
        if k == 4:
            r = self.bind("int")
            return ["from functools import reduce, partial", f"{r} = reduce(lambda x, y: x * 2 + y, {self.list_(1)}, {i1})",
                    f"add_{self.n} = partial(pow, {self.r.randint(1, 3)})", f"{r} += add_{self.n}({self.r.randint(0, 3)})"]
        if k == 5:
            r = self.bind("list")
            return ["import itertools", f"{r} = [a * b for a, b in itertools.product({self.list_(1)}, [1, 2])][:6]",
                    f"{r} += list(itertools.chain({self.list_(1)}, {self.list_(1)}))"]
        if k == 6:
            f = self.fresh("va")
            r = self.bind("int")
            return [f"def {f}(*args, scale=1, **kw):", "    return sum(args) * scale + len(kw)",
                    f"{r} = {f}({i1}, {i2}) + {f}(*{self.list_(1)}, scale=2, extra=1, other=2)"]
        if k == 7:
            c = self.fresh("ctx")
            r, log = self.bind("int"), self.bind("list")
            return ["from contextlib import contextmanager", f"{log} = []", "@contextmanager", f"def {c}(tag):",
                    f"    {log}.append('in ' + tag)", "    try:", "        yield len(tag)", "    finally:",
                    f"        {log}.append('out')", f"with {c}({self.str_(1)}) as n:", f"    {r} = n + {i1}"]
        if k == 8:
            f = self.fresh("acc")
            r = self.bind("list")
            return [f"def {f}(v, into=[]):", "    into.append(v)", "    return into",
                    f"{r} = list({f}({i1}))", f"{r} = list({f}({i2}))"]
        if k == 9:
            f = self.fresh("kind")
            r = self.bind("str")
            x = self.pick([self.int_(1), self.str_(1), self.list_(1), self.dict_(1)])
            return [f"def {f}(x):", "    if isinstance(x, bool):", "        return 'bool'", "    if isinstance(x, (int, float)):",
                    "        return 'num'", "    if isinstance(x, str):", "        return 'str:' + x[:2]",
                    "    if isinstance(x, (list, tuple)):", "        return 'seq' + str(len(x))", "    return type(x).__name__",
                    f"{r} = {f}({x})"]
        if k == 10:
            c = self.fresh("P")
            r = self.bind("int")
            return [f"class {c}:", "    def __init__(self):", "        self._v = 0", "    @property", "    def v(self):",
                    "        return self._v", "    @v.setter", "    def v(self, x):", "        self._v = max(0, x)",
                    f"p_{self.n} = {c}()", f"p_{self.n}.v = {i1}", f"{r} = p_{self.n}.v"]
        if k == 11 and self.r.random() < 0.5:
            f = self.fresh("cached")
            r = self.bind("int")
            return ["from functools import lru_cache", "@lru_cache(maxsize=None)", f"def {f}(n):",
                    "    return n if n < 2 else " + f"{f}(n - 1) + {f}(n - 2)", f"{r} = {f}(abs({i1}) % 15)"]
        if k == 11:
            # A cached function that logs each run, called with keys that are equal or not as
            # CPython's key makes them (int, float, bool, str; keywords; positional against
            # keyword), past its size; the log says which calls ran it, `is` which were kept.
            f = self.fresh("cached")
            log, same = self.bind("list"), self.bind("bool")
            size = self.pick(["None", "0", "1", "2", "3"])
            deco = self.pick([f"@functools.lru_cache(maxsize={size})", f"@functools.lru_cache({size})", "@functools.cache",
                              "@functools.lru_cache"])
            keys = [i1, i2, "1", "1.0", "True", "'k'", "(1, 2)", "None", "2.0"]
            calls = []
            for _ in range(self.r.randrange(2, 7)):
                a = self.pick(keys)
                calls.append(self.pick([f"{f}({a})", f"{f}({a}, 1)", f"{f}({a}, j=1)", f"{f}(k={a})", f"{f}(j=1, k={a})"]))
            a = self.pick(keys)
            return ["import functools", f"{log} = []", deco, f"def {f}(k, j=0):", f"    {log}.append((k, j))",
                    "    return [k, j]", *calls, f"{same} = {f}({a}) is {f}({a})"]
        if k == 12:
            r = self.bind("list")
            return [f"{r} = []", f"for v in {self.list_(1)}:", "    try:", f"        if v == {i1}:", "            break",
                    f"        {r}.append(10 // (v - {i2}))", "    except ZeroDivisionError:", f"        {r}.append(-1)",
                    "        continue"]
        if k == 13:
            d = self.fresh("Pt")
            r = self.bind("str")
            return ["from dataclasses import dataclass", "@dataclass(frozen=True)", f"class {d}:", "    x: int", "    y: int = 0",
                    "    def __post_init__(self):", "        if self.x < -100:", "            raise ValueError('x')",
                    f"match {d}({i1}, {i2}):", f"    case {d}(x=0):", f"        {r} = 'origin x'",
                    f"    case {d}(x=a, y=b) if a > b:", f"        {r} = 'right ' + str(a - b)", "    case _:", f"        {r} = 'other'"]
        if k == 14:
            words = self.strlist(1)
            r = self.bind("dict")
            return [f"{r} = {{}}", f"for word in {words}:", f"    {r}.setdefault(word[:1], []).append(len(word))",
                    f"{r} = {{k: sum(v) for k, v in sorted({r}.items())}}"]
        if k == 15 and self.r.random() < 0.5:
            return self.idiom_callee(i1, i2)
        r = self.bind("str")
        return [f"{r} = '{{:>6}}|{{:<4}}|{{:^5}}'.format({self.str_(1)}, {i1}, {self.str_(1)}[:3])",
                f"{r} += '%-5s%03d' % ({self.str_(1)}[:4], abs({i2}) % 1000)"]

    def idiom_callee(self, i1, i2):
        """A function chosen where the inputs decide, or replaced (each statement may land under
        a branch the evaluator can't decide), then called: two functions that log, picked by a
        conditional, a table or list item at a key or index made from the inputs, `pop` or
        `setdefault`, a class's static method or method replaced, an object's attribute
        replaced, a `globals()` write; the log says which ran."""
        f1, f2 = self.fresh("h"), self.fresh("h")
        log, r = self.bind("list"), self.bind("int")
        n = self.n
        key = self.pick(["'a'", "'b'", f"'a' if {i1} > {i2} else 'b'", f"{self.str_(1)}[:1] or 'a'"])
        lines = [f"{log} = []", f"def {f1}(*a):", f"    {log}.append('{f1}')", "    return 1",
                 f"def {f2}(*a):", f"    {log}.append('{f2}')", "    return 2"]
        way = self.r.randrange(9)
        if way == 0:
            lines += [f"{r} = ({f1} if {i1} > {i2} else {f2})()"]
        elif way == 1:
            lines += [f"t_{n} = {{'a': {f1}, 'b': {f1}}}", f"t_{n}[{key}] = {f2}", f"{r} = t_{n}['a']() + t_{n}['b']()"]
        elif way == 2:
            lines += [f"l_{n} = [{f1}, {f1}]", f"l_{n}[{i1} % 2] = {f2}", f"{r} = l_{n}[0]() + l_{n}[-1]()"]
        elif way == 3:
            lines += [f"t_{n} = {{'a': {f1}, 'b': {f2}}}", f"g_{n} = t_{n}.pop({key}, {f1})",
                      f"{r} = g_{n}() + len(t_{n})"]
        elif way == 4:
            lines += [f"t_{n} = {{'a': {f1}}}", f"{r} = t_{n}.setdefault({key}, {f2})() + t_{n}['a']()"]
        elif way == 5:
            lines += [f"class C_{n}:", f"    go = staticmethod({f1})", f"C_{n}.go = staticmethod({f2})", f"{r} = C_{n}.go()"]
        elif way == 6:
            lines += [f"class C_{n}:", "    def go(self):", f"        return {f1}()", f"C_{n}.go = lambda self: {f2}()",
                      f"{r} = C_{n}().go()"]
        elif way == 7:
            lines += [f"class C_{n}:", "    pass", f"o_{n} = C_{n}()", f"o_{n}.act = {f1}", f"o_{n}.act = {f2}",
                      f"{r} = o_{n}.act()"]
        else:
            lines += [f"globals()['{f1}'] = {f2}", f"{r} = {f1}()"]
        return lines

    def idiom_dunder(self, k):
        """Classes that take part in Python's protocols as harness code writes them: `__eq__` and
        `__hash__` (in sets and dict keys), `__getitem__`/`__len__`/`__iter__`/`__contains__`,
        `__add__`/`__radd__`, `__bool__`, `__repr__`/`__str__`, `__call__`, a registry filled by a
        decorator, a `functools.wraps` wrapper, namedtuples with `_replace`, class attributes
        shared by instances, `zip(*rows)`, slice assignment, `del`, walrus in a comprehension."""
        i1, i2 = self.int_(1), self.int_(1)
        if k == 0:
            c = self.fresh("Key")
            r = self.bind("int")
            return [f"class {c}:", "    def __init__(self, v):", "        self.v = v % 3", "    def __eq__(self, o):",
                    f"        return isinstance(o, {c}) and o.v == self.v", "    def __hash__(self):", "        return hash(self.v)",
                    f"{r} = len({{{c}(x) for x in {self.list_(1)}}}) + len({{{c}({i1}): 1, {c}({i2}): 2}})"]
        if k == 1:
            c = self.fresh("Seq")
            r, q = self.bind("int"), self.bind("list")
            return [f"class {c}:", "    def __init__(self, xs):", "        self.xs = list(xs)", "    def __len__(self):",
                    "        return len(self.xs)", "    def __getitem__(self, i):", "        return self.xs[i] * 10",
                    "    def __contains__(self, v):", "        return v in self.xs",
                    f"s_{self.n} = {c}({self.list_(1)})", f"{r} = len(s_{self.n}) + ({i1} in s_{self.n})",
                    f"{q} = list(s_{self.n})[:4]"]
        if k == 2:
            c = self.fresh("Vec")
            r = self.bind("list")
            return [f"class {c}:", "    def __init__(self, a, b):", "        self.a, self.b = a, b", "    def __add__(self, o):",
                    f"        return {c}(self.a + o.a, self.b + o.b)", "    def __radd__(self, o):", "        return self if o == 0 else NotImplemented",
                    "    def __bool__(self):", "        return bool(self.a or self.b)",
                    f"v_{self.n} = sum([{c}({i1}, 1), {c}(2, {i2})])", f"{r} = [v_{self.n}.a, v_{self.n}.b, bool({c}(0, 0))]"]
        if k == 3:
            c = self.fresh("Named")
            r = self.bind("str")
            return [f"class {c}:", "    def __init__(self, n):", "        self.n = n", "    def __repr__(self):",
                    f"        return '{c}(' + repr(self.n) + ')'", "    def __str__(self):", "        return 'n=' + str(self.n)",
                    f"{r} = repr({c}({self.str_(1)})) + str({c}({i1})) + f'{{{c}({i2})!r}}'"]
        if k == 4:
            reg, dec = self.fresh("REG"), self.fresh("register")
            r = self.bind("list")
            return [f"{reg} = {{}}", f"def {dec}(name):", "    def wrap(fn):", f"        {reg}[name] = fn", "        return fn",
                    "    return wrap", f"@{dec}('double')", "def _double(x):", "    return x * 2", f"@{dec}('neg')", "def _neg(x):",
                    "    return -x", f"{r} = [{reg}[k]({i1}) for k in sorted({reg})]"]
        if k == 5:
            w = self.fresh("logged")
            r, calls = self.bind("int"), self.bind("list")
            return ["import functools", f"{calls} = []", f"def {w}(fn):", "    @functools.wraps(fn)", "    def inner(*a, **kw):",
                    f"        {calls}.append(fn.__name__)", "        return fn(*a, **kw)", "    return inner", f"@{w}",
                    "def _area(h, w=2):", "    return h * w", f"{r} = _area({i1}) + _area({i2}, w=3)"]
        if k == 6:
            r, q = self.bind("list"), self.bind("str")
            return ["from collections import namedtuple", f"S_{self.n} = namedtuple('S_{self.n}', 'm n k')",
                    f"s = S_{self.n}({i1}, {i2}, 64)", "t = s._replace(k=s.k * 2)", f"{r} = [t.m, t.n, t.k, len(t)]",
                    f"{q} = str(t._asdict())"]
        if k == 7:
            c = self.fresh("Shared")
            r = self.bind("list")
            return [f"class {c}:", "    seen = []", "    def __init__(self, v):", "        self.seen.append(v)", "        self.v = v",
                    f"{c}({i1})", f"{c}({i2})", f"{r} = list({c}.seen)"]
        if k == 8:
            r = self.bind("list")
            return [f"rows_{self.n} = [{self.list_(1)}, {self.list_(1)}]", f"{r} = [list(c) for c in zip(*rows_{self.n})]"]
        if k == 9:
            r = self.bind("list")
            return [f"{r} = list({self.list_(1)})", f"{r}[1:3] = [{i1}, {i2}, 7]", f"del {r}[::2]"]
        if k == 10:
            c = self.fresh("Scale")
            r = self.bind("int")
            return [f"class {c}:", "    def __init__(self, k):", "        self.k = k", "    def __call__(self, x):",
                    "        return x * self.k", f"{r} = sum(map({c}({i1}), {self.list_(1)}))"]
        if k == 11:
            r = self.bind("list")
            return [f"{r} = [y for x in {self.list_(1)} if (y := x * 2) > {i1}]"]
        if k == 12:
            c = self.fresh("It")
            r = self.bind("list")
            return [f"class {c}:", "    def __init__(self, n):", "        self.n = n", "    def __iter__(self):",
                    "        i = 0", "        while i < self.n:", "            yield i * i", "            i += 1",
                    f"{r} = list({c}(abs({i1}) % 6)) + sorted({c}(3), reverse=True)"]
        if k == 13:
            d = self.bind("dict")
            return [f"{d} = dict({self.dict_(1)})", f"for key in list({d}):", f"    if {d}[key] % 2:", f"        del {d}[key]"]
        if k == 14:
            r = self.bind("str")
            return [f"{r} = ''", f"for part in {self.str_(1)}.partition(' '):", f"    {r} = {r} + part.strip().upper()[:2]"]
        r = self.bind("bool")
        return [f"{r} = {self.list_(1)} is {self.list_(1)} or ({i1} is not None and {i2} == {i2})"]

    def program(self, idx):
        inputs = []
        for kind, value in (("int", self.r.randint(-3, 12)), ("str", self.pick(STRS)),
                            ("list", [self.r.randint(0, 9) for _ in range(self.r.randint(0, 5))]),
                            ("dict", {w: self.r.randint(0, 5) for w in self.r.sample(WORDS, 2)})):
            if self.r.random() < 0.75:
                name = f"in_{kind}"
                self.names[kind].append(name)
                inputs.append(f"{name} = {value!r}")
        body = []
        for _ in range(self.r.randint(4, 9)):
            body.extend(self.stmt())
            for kind, name in self.pending:
                self.names[kind].append(name)
            self.pending = []
        return "\n".join([f"# probe: random program {idx} (scripts/conformance_fuzz.py)", "# inputs", *inputs, "# body", *body]) + "\n"


class WideGen(Gen):
    """`--wide`: the same programs, with floats, tuples and sets among the kinds, and the
    expressions harness code computes with them: float arithmetic and rounding, `math`, format
    specs (`:.2f`, `:>8`, `:,`, `:x`, `%`-formats), more str methods, tuple and set algebra,
    keyed `sorted`/`min`/`max`, `collections` and `itertools`, ints past 64 bits. A set is looked
    into only through `sorted`, `len` and `in` (CPython's order of a set of strings changes from
    run to run)."""

    FLOATS = ["0.5", "-1.25", "3.0", "1e-3", "2.5e6", "0.1", "-0.0", "7.75", "1e20", "float('inf')"]

    def __init__(self, rng):
        super().__init__(rng)
        self.names.update({"float": [], "tuple": [], "set": []})

    def float_(self, d=0):
        v = self.var("float")
        if d > 2 or self.r.random() < 0.3:
            return v or self.pick(self.FLOATS)
        a, b, i = self.float_(d + 1), self.float_(d + 1), self.int_(d + 1)
        return self.pick([
            f"({a} + {b})", f"({a} - {b})", f"({a} * {b})", f"({a} / ({b} or 1.0))", f"({a} // ({b} or 2.0))",
            f"({a} % ({b} or 2.5))", f"(-{a})", f"abs({a})", f"float({i})", f"({i} / ({self.int_(d + 1)} or 4))",
            f"round({a}, {self.r.randint(0, 3)})", f"min({a}, {b})", f"max({a}, {i})", f"({a} if {self.bool_(d + 1)} else {b})",
            f"math.sqrt(abs({a}))", f"math.floor({a}) * 1.0 if math.isfinite({a}) else 0.0", f"({a} ** 2)",
            f"sum([{a}, {b}, {i}])", f"float({self.pick(['0.25', '-3', '1e3', '  2.5 ', 'nan'])!r})",
            f"({i} * 0.1)", f"math.fsum([{a}, {b}])", f"float(sum({self.list_(d + 1)}))",
        ])

    def tuple_(self, d=0):
        v = self.var("tuple")
        if d > 2 or self.r.random() < 0.3:
            return v or repr(tuple(self.r.randint(-2, 9) for _ in range(self.r.randint(0, 3))))
        a, b = self.tuple_(d + 1), self.tuple_(d + 1)
        return self.pick([
            f"({self.int_(d + 1)}, {self.int_(d + 1)})", f"tuple({self.list_(d + 1)})", f"{a}[1:]", f"({a} + {b})",
            f"({a} * 2)", f"tuple(sorted({a}, reverse=True))", f"divmod({self.int_(d + 1)}, ({self.int_(d + 1)} or 5))",
            f"{a}[::-1]", f"tuple(i for i, _ in enumerate({self.strlist(d + 1)}, start=1))[:2]", f"(*{a}, {self.int_(d + 1)})",
            f"tuple(x * 2 for x in {a} if isinstance(x, int))", f"min([{a}, {b}])", f"tuple(len(w) + n for n, w in zip({self.list_(d + 1)}, {self.strlist(d + 1)}))",
        ])

    def set_(self, d=0):
        v = self.var("set")
        if d > 2 or self.r.random() < 0.3:
            return v or ("{" + ", ".join(str(self.r.randint(0, 6)) for _ in range(self.r.randint(1, 4))) + "}")
        a, b = self.set_(d + 1), self.set_(d + 1)
        return self.pick([
            f"set({self.list_(d + 1)})", f"({a} | {b})", f"({a} & {b})", f"({a} - {b})", f"({a} ^ {b})",
            f"{{x % 3 for x in {self.list_(d + 1)}}}", f"set({self.strlist(d + 1)})", f"frozenset({a}) | {b}",
            f"{a}.union({self.list_(d + 1)})", f"{a}.difference({b})", f"set({self.dict_(d + 1)})",
        ])

    def int_(self, d=0):
        if d <= 2 and self.r.random() < 0.3:
            a, f = super().int_(d + 1), self.float_(d + 1)
            return self.pick([
                f"int({f}) if math.isfinite({f}) else 0", f"round({f}) if math.isfinite({f}) else 1", f"len({self.tuple_(d + 1)})",
                f"len({self.set_(d + 1)})", f"({a} * 10 ** 18)", f"(2 ** {self.r.randint(60, 70)} + {a})", f"{a}.bit_length()",
                f"int({self.pick(['42', ' -7 ', '0x1f', '1_000', '3.5', ''])!r}, {self.pick(['0', '10', '16'])})",
                f"sum({self.tuple_(d + 1)}[:0] or (1, 2))", f"max({self.strlist(d + 1)} or ['a'], key=len).count('a')",
                f"sorted({self.list_(d + 1)}, key=lambda v: (-v % 3, v))[:1][0] if {self.list_(d + 1)} else 0",
                f"collections.Counter({self.str_(d + 1)}).most_common(1)[0][1] if {self.str_(d + 1)} else 0",
                f"(math.ceil({f}) if math.isfinite({f}) else 2)", f"({a} ** 3 // 7)", f"ord(({self.str_(d + 1)} or 'q')[0])",
            ])
        return super().int_(d)

    def str_(self, d=0):
        if d <= 2 and self.r.random() < 0.35:
            a, i, f = super().str_(d + 1), self.int_(d + 1), self.float_(d + 1)
            return self.pick([
                f"f'{{{f}:.2f}}'", f"f'{{{i}:05d}}'", f"f'{{{i}:,}}'", f"f'{{{i}:x}}'", f"f'{{{i}:b}}'", f"f'{{{f}:e}}'",
                f"f'{{{f}:g}}'", f"f'{{{a}!r:>10}}'", f"'{{:<6}}|'.format({a})", f"('%5.1f' % {f})", f"('%-4s|' % ({a},))",
                f"('%x' % abs({i}))", f"{a}.center(7, '*')", f"{a}.zfill(5)", f"{a}.ljust(4, '.')", f"{a}.rsplit(' ', 1)[-1]",
                f"{a}.partition('b')[2]", f"'/'.join({a}.split('b'))", f"{a}.capitalize()", f"{a}.swapcase()",
                f"{a}.removeprefix('a')", f"{a}.removesuffix('b')", f"{a}.rstrip('b')", f"{a}.lstrip('a ')", f"str({f})",
                f"repr({f})", f"str({self.tuple_(d + 1)})", f"str(({i}, {a}, {f}))", f"str(tuple(zip({self.strlist(d + 1)}, {self.tuple_(d + 1)})))", f"str(sorted({self.set_(d + 1)}))", f"chr(65 + abs({i}) % 26)",
                f"format({f}, '.3g')", f"f'{{{f}:>8.1f}}'", f"f'{{{i}:+d}}'", f"f'{{{f}:.1%}}'", f"'{{0}}-{{0}}'.format({i})",
                f"'{{k}}={{v:.1f}}'.format(k={a}, v={f})", f"{a}.casefold()", f"{a}.expandtabs(2)", f"'{{!s:^9}}'.format({f})",
                f"'-'.join(itertools.chain({a}, 'xy'))", f"','.join(map(str, itertools.accumulate({self.list_(d + 1)} or [0])))",
            ])
        return super().str_(d)

    def bool_(self, d=0):
        if d <= 2 and self.r.random() < 0.3:
            f, g = self.float_(d + 1), self.float_(d + 1)
            return self.pick([
                f"({f} < {g})", f"({f} == {self.int_(d + 1)})", f"math.isclose({f}, {g})", f"isinstance({f}, (int, float))",
                f"({self.tuple_(d + 1)} < {self.tuple_(d + 1)})", f"({self.int_(d + 1)} in {self.set_(d + 1)})",
                f"({self.set_(d + 1)} <= {self.set_(d + 1)})", f"{self.str_(d + 1)}.endswith(('a', 'b'))",
                f"{self.str_(d + 1)}.isalpha()", f"({self.tuple_(d + 1)} == tuple({self.list_(d + 1)}))",
                f"bool({self.set_(d + 1)} & {self.set_(d + 1)})", f"({f} != {f})", f"math.isinf({f})",
            ])
        return super().bool_(d)

    def list_(self, d=0):
        if d <= 2 and self.r.random() < 0.25:
            x = "w" + str(d)
            return self.pick([
                f"sorted({self.set_(d + 1)})", f"list({self.tuple_(d + 1)})", f"[round({x}, 1) for {x} in [{self.float_(d + 1)}, {self.float_(d + 1)}] if math.isfinite({x})]",
                f"[{x} for p in [{self.list_(d + 1)}, {self.list_(d + 1)}] for {x} in p if {x} % 2 == 0]",
                f"[len(s) for s in sorted({self.strlist(d + 1)}, key=lambda s: (len(s), s))]", f"[a * b for a, b in itertools.product([1, 2], {self.list_(d + 1)})]",
                f"[len(list(g)) for _, g in itertools.groupby(sorted({self.list_(d + 1)}))]", f"list(itertools.islice(itertools.count({self.int_(d + 1)}, 2), 3))",
                f"sorted(collections.Counter({self.list_(d + 1)}).values())", f"[i for i, _ in enumerate({self.str_(d + 1)}, start=10)]",
            ])
        return super().list_(d)

    def dict_(self, d=0):
        if d <= 2 and self.r.random() < 0.2:
            x = "q" + str(d)
            return self.pick([
                f"{{{x}: {x} * 2 for {x} in sorted({self.set_(d + 1)}) if {x}}}", f"dict(collections.Counter({self.strlist(d + 1)}))",
                f"{{str(k): v for k, v in zip({self.tuple_(d + 1)}, {self.list_(d + 1)})}}",
                f"dict(sorted({self.dict_(d + 1)}.items(), key=lambda kv: -kv[1]))",
            ])
        return super().dict_(d)

    def idiom_wide(self):
        """Statement idioms of harness code over the wider kinds: `for`/`while` with `else`,
        `finally` over a `return`, an exception chained `from` another and read back, default
        arguments that capture a loop variable, nested format specs, keyed `max`/`min`,
        `list.remove`/`index` that may raise, lists of lists that share their rows, `zip(*rows)`,
        `str.format` reaching into items and attributes."""
        k = self.r.randrange(14)
        i1, i2, f1 = self.int_(1), self.int_(1), self.float_(1)
        if k == 0:
            r = self.bind("str")
            return [f"{r} = 'none'", f"for v in {self.list_(1)}:", f"    if v > {i1}:", f"        {r} = 'found ' + str(v)",
                    "        break", "else:", f"    {r} = {r} + ' done'"]
        if k == 1:
            r = self.bind("int")
            return [f"{r} = {i1}", "n = 0", f"while {r} > 0 and n < 50:", f"    {r} -= {self.pick(['3', '2', '7'])}", "    n += 1",
                    "else:", f"    {r} = {r} * 10 + n"]
        if k == 2:
            f, r = self.fresh("f"), self.bind("str")
            return [f"def {f}(x):", "    try:", "        return 'try ' + str(10 // x)", "    except ZeroDivisionError:",
                    "        return 'except'", "    finally:", "        if x == 2:", "            return 'finally'",
                    f"{r} = {f}({i1}) + '|' + {f}(2) + '|' + {f}(0)"]
        if k == 3:
            e, r = self.fresh("AppError"), self.bind("str")
            return [f"class {e}(Exception):", "    def __str__(self):", "        return 'app: ' + str(self.args[0])",
                    "try:", "    try:", f"        {{}}['missing' + str({i1})]", "    except KeyError as inner:",
                    f"        raise {e}(len(str(inner))) from inner", f"except {e} as err:",
                    f"    {r} = str(err) + ' ' + type(err.__cause__).__name__ + ' ' + repr(err.args)"]
        if k == 4:
            r = self.bind("list")
            return [f"{r} = [g() for g in [lambda i=i: i * {i1} for i in range(3)]]"]
        if k == 5:
            r = self.bind("str")
            return [f"w_{self.n} = abs({i1}) % 9 + 1", f"{r} = f'{{{f1}:>{{w_{self.n}}}.{{abs({i2}) % 4}}f}}|{{{self.str_(1)}:^{{w_{self.n}}}}}|'"]
        if k == 6:
            r = self.bind("str")
            d = self.dict_(1)
            return [f"d_{self.n} = {d} or {{'alpha': 1}}", f"{r} = max(d_{self.n}, key=d_{self.n}.get) + min(d_{self.n}, key=lambda k: (d_{self.n}[k], k))"]
        if k == 7:
            r = self.bind("str")
            return [f"xs_{self.n} = list({self.list_(1)})", "try:", f"    xs_{self.n}.remove({i1})", f"    {r} = str(xs_{self.n}.index({i2}))",
                    "except ValueError as e:", f"    {r} = 'VE ' + str(len(xs_{self.n}))"]
        if k == 8:
            r = self.bind("list")
            return [f"grid_{self.n} = [[0] * 2] * 3", f"grid_{self.n}[0][1] = {i1}", f"rows_{self.n} = [row[:] for row in grid_{self.n}]",
                    f"rows_{self.n}[1][0] = {i2}", f"{r} = [sum(c) for c in zip(*grid_{self.n}, *rows_{self.n})]"]
        if k == 9:
            c, r = self.fresh("Pt"), self.bind("str")
            return [f"class {c}:", "    def __init__(self, x):", "        self.x = x",
                    f"{r} = '{{0[alpha]}}/{{1.x}}/{{2!r}}/{{0[beta]:>3}}'.format({{'alpha': {i1}, 'beta': {self.str_(1)}}}, {c}({f1}), {self.str_(1)})"]
        if k == 10:
            r = self.bind("int")
            return [f"{r} = sum(v * w for v, w in zip({self.list_(1)}, itertools.count({i1})) if v % 2 == 0)"]
        if k == 11:
            r = self.bind("bool")
            return [f"{r} = any(isinstance(v, (list, tuple)) for v in [{i1}, {self.tuple_(1)}, {self.str_(1)}]) and callable(len) and type({f1}) is float"]
        if k == 12:
            r = self.bind("float")
            return [f"{r} = {f1}", f"for _ in range(abs({i1}) % 4):", f"    {r} = {r} / 2 if abs({r}) > 1 else {r} * 3.5",
                    f"{r} = round({r}, 2) if math.isfinite({r}) else -1.0"]
        r = self.bind("str")
        return [f"acc_{self.n} = []", f"for k, v in sorted({self.dict_(1)}.items(), key=lambda kv: (kv[1], kv[0])):",
                f"    acc_{self.n}.append(f'{{k}}={{v:02d}}')", f"{r} = ';'.join(acc_{self.n})"]

    def idiom_harness(self):
        """What a benchmark scenario is made of: `assert`s with computed messages (caught, or
        ending the program), an adapter registry of `(adapt, run)` pairs whose adapters raise
        for what they can't take and whose runner may be `None`, `cfg.get` with defaults and
        `cfg[...]`, a value normalised to a list, a sweep over `itertools.product` building
        points, `getattr` on a module with a default."""
        k = self.pick([0, 0, 1, 2, 2, 3, 4, 5, 6])
        i1, i2, s1 = self.int_(1), self.int_(1), self.str_(1)
        if k == 0:
            r = self.bind("str")
            return ["try:", f"    assert ({i1}) % 4 == 0, f'k={{{i1}}} is not a multiple of 4'",
                    f"    assert {i2} <= 64, 'too big: ' + str({i2})", f"    {r} = 'ok'", "except AssertionError as e:",
                    f"    {r} = str(e)"]
        if k == 1:
            r = self.bind("int")
            return [f"assert {self.bool_(1)}, 'precondition'", f"{r} = {i1}"]
        if k == 2:
            n = self.n + 1
            r = self.bind("list")
            names = self.r.sample(["a", "b", "c", "zz"], self.r.randint(1, 4))
            return [f"def adapt_a_{n}(inputs, dtype):", "    if dtype in ('fp8', 'bb'):",
                    "        raise NotImplementedError(f'a has no {dtype}')", "    return dict(inputs, scale=2)",
                    f"def adapt_b_{n}(inputs, dtype):", "    if len(dtype) > 3:", "        raise ValueError('b: ' + dtype)",
                    "    return {**inputs, 'k': inputs['k'] * 3}",
                    f"REG_{n} = {{'a': (adapt_a_{n}, lambda x: x['k'] + x['scale']), 'b': (adapt_b_{n}, None), 'c': (adapt_b_{n}, lambda x: -x['k'])}}",
                    f"{r} = []", f"for name in {names!r}:", f"    if name not in REG_{n}:", f"        {r}.append('unknown ' + name)",
                    "        continue", f"    adapt, run = REG_{n}[name]", "    try:", f"        args = adapt({{'k': {i1}}}, {s1})",
                    "    except NotImplementedError as e:", f"        {r}.append('skip ' + str(e))", "        continue",
                    "    if run is None:", f"        {r}.append('none')", "        continue", f"    {r}.append(run(args))"]
        if k == 3:
            n = self.n + 1
            r = self.bind("str")
            return [f"cfg_{n} = {self.dict_(1)}", f"heads_{n} = cfg_{n}.get('alpha', 64)", f"page_{n} = cfg_{n}.get('page', {i1})",
                    f"extra_{n} = cfg_{n}['beta'] if 'beta' in cfg_{n} else None",
                    f"{r} = f'{{heads_{n}}}/{{page_{n}}}/{{extra_{n}}}/{{sorted(cfg_{n})}}'"]
        if k == 4:
            r = self.bind("list")
            v = self.pick([self.list_(1), i1, s1])
            return [f"raw_{self.n} = {v}", f"{r} = raw_{self.n} if isinstance(raw_{self.n}, list) else [raw_{self.n}]"]
        if k == 5:
            r = self.bind("list")
            return [f"{r} = []", f"for b, s in itertools.product({self.list_(1)} or [1], {self.list_(1)} or [2]):",
                    f"    point = {{'batch': b, 's': s, 'bytes': 2 * b * s * {i1}}}", "    if point['bytes'] < 0:", "        continue",
                    f"    {r}.append(point)"]
        r = self.bind("str")
        return [f"fn_{self.n} = getattr(math, {self.pick(['floor', 'ceil', 'nope', 'sqrt'])!r}, None)",
                f"{r} = 'missing' if fn_{self.n} is None else str(fn_{self.n}(abs({self.float_(1)}) if math.isfinite({self.float_(1)}) else 4.0))"]

    def idiom_parse(self):
        """How harness code reads what a person wrote: a size with a suffix (`4k`, `1M`), a list
        in a string split on commas, a dtype name respelt through an alias table and
        `.lower().replace`, `float()` tried under `try`, items grouped with `setdefault`, an
        attribute read with `getattr(obj, name, default)` on an instance and its class."""
        k = self.r.randrange(6)
        s1 = self.pick([repr(x) for x in ["4k", "1M", "512", "2K", " 16k ", "1.5k", "x", "", "8m"]] + [self.str_(1)])
        if k == 0:
            f, r = self.fresh("size"), self.bind("int")
            return [f"def {f}(text):", "    t = str(text).strip().lower()", "    for suffix, mult in (('k', 1024), ('m', 1024 ** 2)):",
                    "        if t.endswith(suffix):", "            return int(t[:-1]) * mult", "    return int(t)", "try:",
                    f"    {r} = {f}({s1})", "except ValueError:", f"    {r} = -1"]
        if k == 1:
            r = self.bind("list")
            return [f"{r} = [p.strip() for p in {self.pick([repr('a, b,,c'), repr(' 1,2 , 3'), repr(''), self.str_(1)])}.split(',') if p.strip()]"]
        if k == 2:
            r = self.bind("str")
            name = self.pick([repr(x) for x in ["BF16", "fp8-e4m3", "Float16", "bfloat16", "FP8", "int8"]] + [self.str_(1)])
            return [f"ALIASES_{self.n} = {{'bf16': 'bfloat16', 'fp16': 'float16', 'fp8_e4m3': 'float8_e4m3fn', 'fp8': 'float8_e4m3fn'}}",
                    f"key_{self.n} = {name}.lower().replace('-', '_')", f"{r} = ALIASES_{self.n}.get(key_{self.n}, key_{self.n})"]
        if k == 3:
            r = self.bind("float")
            return ["try:", f"    {r} = float({s1})", "except ValueError:", f"    {r} = float('nan') if {self.bool_(1)} else 0.0",
                    f"{r} = {r} if {r} == {r} else -1.0"]
        if k == 4:
            r = self.bind("list")
            return [f"groups_{self.n} = {{}}", f"for w in {self.strlist(1)} + {self.strlist(1)}:",
                    f"    groups_{self.n}.setdefault(len(w) % 3, []).append(w)", f"{r} = sorted((k, len(v)) for k, v in groups_{self.n}.items())"]
        c, r = self.fresh("Spec"), self.bind("str")
        attr = self.pick(["'nvlink'", "'peak'", "'mem'"])
        return [f"class {c}:", "    peak = 989", "    def __init__(self, mem):", "        self.mem = mem",
                f"o_{self.n} = {c}({self.int_(1)})",
                f"{r} = str((getattr(o_{self.n}, 'mem', None), getattr(o_{self.n}, 'peak', 0), getattr({c}, 'mem', 'none'), getattr(o_{self.n}, {attr}, -1)))"]

    def idiom_flow(self):
        """Control flow that leaves blocks early: `break`/`continue`/`return` inside `try` with
        `finally`, an exception hierarchy caught by its base (`LookupError`), a re-raise, `raise
        ... from None`, a `contextmanager` whose body raises, a generator closed early, a loop
        whose `continue` depends on a lookup that may fail."""
        k = self.r.randrange(6)
        i1, lst = self.int_(1), self.list_(1)
        if k == 0:
            r = self.bind("list")
            return [f"{r} = []", f"for v in {lst}:", "    try:", f"        if v > {i1}:", "            break",
                    "        if v % 2:", "            continue", f"        {r}.append(v)", "    finally:", f"        {r}.append(-1)"]
        if k == 1:
            f, r = self.fresh("find"), self.bind("str")
            return [f"def {f}(xs, want):", "    for i, x in enumerate(xs):", "        try:", "            if x == want:",
                    "                return 'at ' + str(i)", "        finally:", "            if i > 5:", "                return 'gave up'",
                    "    return 'none'", f"{r} = {f}({lst}, {i1}) + '/' + {f}(list(range(9)), 100)"]
        if k == 2:
            r = self.bind("str")
            return ["try:", "    try:", f"        {self.pick([f'{lst}[{i1}]', f'{self.dict_(1)}[{self.str_(1)}]', f'int({self.str_(1)})'])}",
                    "    except LookupError as e:", "        raise RuntimeError('lookup') from None", "    else:", f"        {r} = 'fine'",
                    "except (RuntimeError, ValueError) as e:", f"    {r} = type(e).__name__ + ' ' + str(e.__cause__) + ' ' + str(e.__suppress_context__)"]
        if k == 3:
            c, r = self.fresh("ctx"), self.bind("list")
            return ["import contextlib", f"{r} = []", "@contextlib.contextmanager", f"def {c}(tag):", f"    {r}.append('enter ' + tag)",
                    "    try:", "        yield tag.upper()", "    except ZeroDivisionError:", f"        {r}.append('swallowed')",
                    "    finally:", f"        {r}.append('exit ' + tag)", f"with {c}('a') as t:", f"    {r}.append(t)",
                    f"    {r}.append(1 // (({i1}) % 2))"]
        if k == 4:
            g, r = self.fresh("gen"), self.bind("list")
            return [f"{r} = []", f"def {g}(xs):", "    try:", "        for x in xs:", "            yield x * 2", "    finally:",
                    f"        {r}.append('closed')", f"for v in {g}({lst}):", f"    {r}.append(v)", f"    if v > {i1}:", "        break"]
        r = self.bind("list")
        d = self.dict_(1)
        return [f"{r} = []", f"table_{self.n} = {d}", f"for name in {self.strlist(1)}:", "    try:",
                f"        val = table_{self.n}[name]", "    except KeyError:", "        continue", f"    {r}.append((name, val))",
                f"    if val > {i1}:", "        raise ValueError(name)"]

    def stmt(self):
        if self.r.random() < 0.08:
            return self.idiom_flow()
        if self.r.random() < 0.08:
            return self.idiom_parse()
        if self.r.random() < 0.12:
            return self.idiom_harness()
        if self.r.random() < 0.15:
            return self.idiom_wide()
        if self.r.random() < 0.3:
            kind = self.pick(["float", "tuple", "set"])
            roll = self.r.random()
            if roll < 0.5:
                return [f"{self.bind(kind)} = {self.expr(kind)}"]
            if roll < 0.65 and kind == "float":
                name = self.bind("float")
                return [f"{name} = {self.float_()}", f"for v in {self.list_()}:", f"    {name} += v * {self.float_(2)}",
                        f"    {name} = round({name}, 3) if math.isfinite({name}) else 0.0"]
            if roll < 0.8:
                a, b = self.bind("int"), self.bind("list")
                return [f"{a}, *{b} = {self.list_()} or [0]"]
            if roll < 0.9:
                name = self.bind("list")
                return [f"{name} = collections.defaultdict(list)", f"for i, w in enumerate({self.strlist()}):",
                        f"    {name}[len(w) % 3].append(i)", f"{name} = sorted({name}.items())"]
            name = self.bind("str")
            return ["try:", f"    {name} = f'{{{self.float_()} / {self.float_()}:.3f}}'",
                    "except (ZeroDivisionError, OverflowError, ValueError) as e:", f"    {name} = type(e).__name__"]
        return super().stmt()

    def program(self, idx):
        src = super().program(idx)
        return src.replace("# body\n", "# body\nimport collections\nimport itertools\nimport math\n", 1)


class DeepGen(WideGen):
    """`--deep`: the wide programs, with the language's own rules harness code leans on: calls
    that bind arguments wrongly (a missing or unexpected argument, `*`/`**` spreads), names read
    before they are bound (`UnboundLocalError`, a class body's scope), unpacking of the wrong
    length, enums with a `str` mixin or `auto()` formatted and compared, dataclasses with
    `field`, `replace`, `asdict` and ordering, `__init_subclass__` registries, `__getattr__`
    fallbacks, `total_ordering`, `copy`/`deepcopy`, `dict.fromkeys`/`popitem`, `%(name)s`
    formats, `next` with a default, `iter` over a callable, `zip(strict=True)`, an exception's
    `args`, `__context__` and its name unbound after `except`, `operator.itemgetter`."""

    def idiom_deep(self):
        k = self.r.randrange(30)
        i1, i2, s1 = self.int_(1), self.int_(1), self.str_(1)
        if k == 0:
            f, r = self.fresh("bind"), self.bind("str")
            call = self.pick([f"{f}({i1})", f"{f}({i1}, {i2})", f"{f}({i1}, {i2}, 3)", f"{f}(b={i2})",
                              f"{f}({i1}, c={i2})", f"{f}(*{self.list_(1)})", f"{f}(**{{'a': {i1}, 'b': {i2}}})",
                              f"{f}({i1}, a={i2})", f"{f}(**{self.dict_(1)})"])
            return [f"def {f}(a, b=2, *, c=3):", "    return a * 10 + b + c", "try:", f"    {r} = str({call})",
                    "except TypeError as e:", f"    {r} = 'TypeError'"]
        if k == 1:
            f, r = self.fresh("unb"), self.bind("str")
            return [f"{f}_x = {i1}", f"def {f}(flag):", "    if flag:", f"        {f}_x = 1", f"    return {f}_x + 1", "try:",
                    f"    {r} = str({f}({self.bool_(1)}))", "except UnboundLocalError as e:", f"    {r} = type(e).__name__",
                    "except NameError:", f"    {r} = 'NameError'"]
        if k == 2:
            # (The pair may take any kind: it is read only as text.)
            a, b, r = self.fresh("ua"), self.fresh("ub"), self.bind("str")
            src = self.pick([self.list_(1), self.tuple_(1), self.str_(1), self.dict_(1)])
            return [f"{a}, {b} = 0, 0", "try:", f"    {a}, {b} = {src}", f"    {r} = 'ok'", "except ValueError as e:",
                    f"    {r} = str(e)", "except TypeError as e:", f"    {r} = 'TypeError'", f"{r} += repr(({a}, {b}))"]
        if k == 3:
            e, r, q = self.fresh("DT"), self.bind("str"), self.bind("bool")
            return ["import enum", f"class {e}(str, enum.Enum):", "    BF16 = 'bfloat16'", "    FP8 = 'fp8'", "    FP16 = 'float16'",
                    f"{r} = {e}({self.pick(['bfloat16', 'fp8', 'float16'])!r}).value.upper() + '|' + str(len({e})) + '|' + {e}.FP8.name",
                    f"{q} = ({e}.BF16 == 'bfloat16') and ({s1} in [m.value for m in {e}]) or {e}.FP8 in ({e}.FP8, {e}.BF16)"]
        if k == 4:
            e, r = self.fresh("Lvl"), self.bind("list")
            return ["import enum", f"class {e}(enum.IntEnum):", "    LOW = enum.auto()", "    MID = enum.auto()", "    HIGH = 10",
                    f"{r} = [int(m) for m in sorted({e}, reverse=True)] + [{e}.MID + {i1}, int({e}.LOW < {i2}), {e}(10).name == 'HIGH']"]
        if k == 5:
            e, r = self.fresh("Kind"), self.bind("str")
            return ["import enum", f"class {e}(enum.Enum):", "    A = 1", "    B = 2", "try:", f"    {r} = {e}({i1}).name",
                    "except ValueError as err:", f"    {r} = str(err)", "try:", f"    {r} += {e}[{s1}].name", "except KeyError as err:",
                    f"    {r} += ' KeyError ' + str(err)"]
        if k == 6:
            d, r = self.fresh("Cfg"), self.bind("str")
            return ["import dataclasses", "@dataclasses.dataclass(order=True)", f"class {d}:", "    m: int", "    n: int = 8",
                    "    tags: list = dataclasses.field(default_factory=list, compare=False)",
                    f"a_{self.n} = {d}({i1})", f"b_{self.n} = dataclasses.replace(a_{self.n}, n={i2})",
                    f"{r} = str(dataclasses.asdict(b_{self.n})) + str(a_{self.n} < b_{self.n}) + str(a_{self.n} == {d}({i1}, 8, [1])) + str([f.name for f in dataclasses.fields({d})])"]
        if k == 7:
            b, r = self.fresh("Plugin"), self.bind("str")
            return [f"class {b}:", "    registry = {}", "    def __init_subclass__(cls, name=None, **kw):", "        super().__init_subclass__(**kw)",
                    "        cls.registry[name or cls.__name__.lower()] = cls", f"class Fa_{self.n}({b}, name='fa'):", "    k = 1",
                    f"class Tr_{self.n}({b}):", "    k = 2", f"{r} = str(sorted(({{n: c.k for n, c in {b}.registry.items()}}).items()))"]
        if k == 8:
            c, r = self.fresh("Attr"), self.bind("str")
            return [f"class {c}:", "    known = 5", "    def __init__(self):", "        self.d = {'alpha': 1}", "    def __getattr__(self, name):",
                    "        if name.startswith('x'):", "            raise AttributeError(name)", "        return len(name)",
                    f"o_{self.n} = {c}()", "try:", f"    {r} = str((o_{self.n}.known, o_{self.n}.beta, getattr(o_{self.n}, {s1}, 'dflt'), hasattr(o_{self.n}, 'xy')))",
                    "except AttributeError as e:", f"    {r} = 'AttributeError'"]
        if k == 9:
            c, r = self.fresh("Ver"), self.bind("list")
            return ["import functools", "@functools.total_ordering", f"class {c}:", "    def __init__(self, v):", "        self.v = v",
                    "    def __eq__(self, o):", "        return self.v == o.v", "    def __lt__(self, o):", "        return self.v < o.v",
                    f"{r} = [x.v for x in sorted([{c}({i1}), {c}({i2}), {c}(3)])] + [{c}({i1}) >= {c}({i2}), max({c}(1), {c}({i1})).v]"]
        if k == 10:
            r, q = self.bind("list"), self.bind("list")
            return ["import copy", f"orig_{self.n} = [{self.list_(1)}, {{'k': {self.list_(1)}}}]", f"sh_{self.n} = copy.copy(orig_{self.n})",
                    f"dp_{self.n} = copy.deepcopy(orig_{self.n})", f"orig_{self.n}[0].append({i1})", f"orig_{self.n}[1]['k'] = []",
                    f"{r} = sh_{self.n}[0] + dp_{self.n}[0]", f"{q} = [len(sh_{self.n}[1]['k']), len(dp_{self.n}[1]['k']), sh_{self.n} is orig_{self.n}]"]
        if k == 11:
            r, q = self.bind("dict"), self.bind("str")
            return [f"{r} = dict.fromkeys({self.strlist(1)}, {i1})", f"{r}.update(zip({self.strlist(1)}, {self.list_(1)}))", "try:",
                    f"    {q} = str({r}.popitem())", "except KeyError as e:", f"    {q} = 'empty ' + str(e)"]
        if k == 12:
            r = self.bind("str")
            return ["try:", f"    {r} = '%(name)s:%(n)04d:%(f).2f' % {{'name': {s1}, 'n': {i1}, 'f': {self.float_(1)}}}",
                    "except (KeyError, TypeError, ValueError) as e:", f"    {r} = type(e).__name__"]
        if k == 13:
            r = self.bind("list")
            return [f"it_{self.n} = iter({self.list_(1)})", f"{r} = [next(it_{self.n}, -1), next(it_{self.n}, -2)]",
                    f"{r} += list(it_{self.n})", f"{r}.append(next(it_{self.n}, {i1}))"]
        if k == 14:
            r = self.bind("list")
            return [f"src_{self.n} = {self.list_(1)} + [0]", f"{r} = list(iter(lambda: src_{self.n}.pop(), 0))"]
        if k == 15:
            r = self.bind("str")
            return ["try:", f"    {r} = str(list(zip({self.list_(1)}, {self.strlist(1)}, strict=True)))", "except ValueError as e:",
                    f"    {r} = str(e)"]
        if k == 16:
            r, q = self.bind("str"), self.bind("bool")
            exc = self.pick([f"KeyError({s1})", f"ValueError({i1}, {s1})", "IndexError()", f"RuntimeError('x' * {abs(self.r.randint(0, 3))})"])
            return ["try:", f"    raise {exc}", "except Exception as e:", f"    {r} = str(e) + '|' + repr(e.args) + '|' + type(e).__name__",
                    f"{q} = 'e' in dir()"]
        if k == 17:
            r = self.bind("str")
            return ["try:", "    try:", f"        {self.pick([f'{self.list_(1)}[{i1}]', f'{self.dict_(1)}[{s1}]', f'1 // ({i1})'])}", "    except LookupError:",
                    f"        int({s1})", "except ValueError as e:", f"    {r} = 'VE ctx ' + type(e.__context__).__name__",
                    "except ZeroDivisionError as e:", f"    {r} = 'ZDE'", "else:", f"    {r} = 'no error'"]
        if k == 18:
            r = self.bind("str")
            return ["import operator", f"pairs_{self.n} = list(zip({self.strlist(1)}, {self.list_(1)}))",
                    f"{r} = str([p[0] for p in sorted(pairs_{self.n}, key=operator.itemgetter(1, 0))] + list(map(operator.mul, {self.list_(1)}, {self.list_(1)})))"]
        if k == 19:
            c, r = self.fresh("Box"), self.bind("str")
            return [f"class {c}:", f"    size = {i1}", "    names = [size * 2]", "    doubled = [n + 1 for n in names]", "    def get(self):",
                    "        try:", "            return size", "        except NameError:", "            return 'no size'",
                    f"{r} = str(({c}.names, {c}.doubled, {c}().get()))"]
        if k == 20:
            f, r = self.fresh("kw"), self.bind("str")
            return [f"def {f}(*args, sep='-', **kwargs):", "    return sep.join(map(str, args)) + str(sorted(kwargs.items()))",
                    f"{r} = {f}(*{self.tuple_(1)}, {i1}, sep={s1}, **{{'z': {i2}}}) + {f}(**{self.dict_(1)})"]
        if k == 21:
            r = self.bind("str")
            return ["try:", f"    {r} = {self.pick([f'sum({self.strlist(1)})', f'sorted([{i1}, {s1}])', f'{s1} + {i1}', f'max([])', f'min({self.list_(1)})', f'{self.strlist(1)}.index({s1})'])}",
                    f"    {r} = str({r})", "except (TypeError, ValueError) as e:", f"    {r} = type(e).__name__ + ': ' + str(e)"]
        if k == 22:
            c, r = self.fresh("Lazy"), self.bind("list")
            return ["import functools", f"class {c}:", "    calls = 0", "    def __init__(self, n):", "        self.n = n",
                    "    @functools.cached_property", "    def big(self):", f"        {c}.calls += 1", "        return self.n * 1000",
                    f"o_{self.n} = {c}({i1})", f"{r} = [o_{self.n}.big, o_{self.n}.big, {c}.calls, 'big' in vars(o_{self.n})]"]
        if k == 23:
            r = self.bind("str")
            return [f"{r} = f'{{{i1}=}}|{{{s1}!r:>8}}|{{{self.float_(1)}:+.1e}}|{{True:d}}|{{{i2}:#x}}|{{{i2}:_}}'"]
        if k == 24:
            r = self.bind("list")
            return ["import contextlib", f"{r} = []", "with contextlib.suppress(KeyError, IndexError):",
                    f"    {r}.append({self.list_(1)}[{i1}])", f"    {r}.append({self.dict_(1)}[{s1}])", f"{r}.append(len({r}))"]
        if k == 25:
            r = self.bind("str")
            pkg = self.pick(["'json'", "'no_such_pkg_xyz'", "'collections.abc'"])
            return ["import importlib.util", f"{r} = str(importlib.util.find_spec({pkg}) is not None)"]
        if k == 26:
            r = self.bind("str")
            return ["import types", f"ns_{self.n} = types.SimpleNamespace(peak={i1}, name={s1})", f"ns_{self.n}.bw = {i2} * 2",
                    f"{r} = str((ns_{self.n}.peak, ns_{self.n}.name, getattr(ns_{self.n}, 'bw', 0), vars(ns_{self.n}) == {{'peak': {i1}, 'name': {s1}, 'bw': {i2} * 2}}))"]
        if k == 27:
            c, r = self.fresh("Shape"), self.bind("str")
            return ["import typing", f"class {c}(typing.NamedTuple):", "    m: int", "    n: int = 16", "    def numel(self):",
                    "        return self.m * self.n", f"sh_{self.n} = {c}({i1})", f"{r} = str((sh_{self.n}, sh_{self.n}.numel(), sh_{self.n}._replace(n={i2}), tuple(sh_{self.n}), sh_{self.n}._fields))"]
        if k == 28:
            d, r = self.fresh("Settings"), self.bind("str")
            return ["import dataclasses", "@dataclasses.dataclass(frozen=True)", f"class {d}:", "    dim: int", "    blocks: int = 16",
                    "    def __post_init__(self):", "        assert self.dim % self.blocks == 0, f'dim={self.dim!r} not a multiple of {self.blocks}'",
                    "    @classmethod", "    def from_cfg(cls, cfg):", "        return cls(cfg['dim'], cfg.get('blocks', 16))", "try:",
                    f"    {r} = str({d}.from_cfg({{'dim': {i1} * 16, 'blocks': {self.pick(['16', '32', '3', i2])}}}))",
                    "except (AssertionError, ZeroDivisionError) as e:", f"    {r} = type(e).__name__ + ' ' + str(e)"]
        e, r = self.fresh("DT"), self.bind("str")
        return ["import enum", f"class {e}(str, enum.Enum):", "    BF16 = 'bfloat16'", "    FP8 = 'float8_e4m3fn'",
                "    @property", "    def itemsize(self):", "        return 1 if self is type(self).FP8 else 2",
                f"ALIAS_{self.n} = {{'bf16': 'bfloat16', 'fp8': 'float8_e4m3fn'}}", "try:",
                f"    d_{self.n} = {e}(ALIAS_{self.n}.get({s1}, {s1}))", f"    {r} = d_{self.n}.value + str(d_{self.n}.itemsize)",
                "except ValueError as err:", f"    {r} = 'bad'"]

    def stmt(self):
        if self.r.random() < 0.2:
            return self.idiom_deep()
        return super().stmt()


class ObjectsGen(DeepGen):
    """`--objects`: the deep programs, with attributes reached by name at run time, as harness code
    reaches a backend's runner or a settings object: `setattr`/`getattr`/`hasattr`/`delattr` with
    a computed name, on plain objects, classes and modules' namespaces, through a property's
    setter, a class's own `__setattr__`/`__delattr__`, a frozen dataclass, `__slots__`, a data
    descriptor with `__set_name__`; `del` of an attribute on one side of a branch; `vars()` and
    `__dict__` written; classes made with `type(name, bases, ns)`; class attributes shadowed and
    changed through instances."""

    def attr_name(self):
        return self.pick(["'x'", "'y'", "'_z'", self.str_(1), f"'x' * ({self.int_(1)} % 2)"])

    def idiom_objects(self):
        k = self.r.randrange(12)
        c, r, n, i1, i2 = self.fresh("Obj"), self.bind("str"), self.attr_name(), self.int_(1), self.int_(1)
        o = f"o_{self.n}"
        catch = ["except (AttributeError, TypeError) as e:", f"    {r} = type(e).__name__ + ': ' + str(e)"]
        if k == 0:
            return [f"class {c}:", "    x = 1", f"{o} = {c}()", "try:", f"    setattr({o}, {n}, {i1})",
                    f"    {r} = str(({o}.x, {c}.x, getattr({o}, 'y', None), hasattr({o}, {n}), sorted(vars({o}))))"] + catch
        if k == 1:
            return [f"class {c}:", "    def __init__(self):", "        self._x = 0", "    @property", "    def x(self):", "        return self._x",
                    "    @x.setter", "    def x(self, v):", "        self._x = v * 2", f"{o} = {c}()", "try:",
                    f"    setattr({o}, {n}, {i1})", f"    {r} = str(({o}.x, {o}._x, sorted(vars({o}))))"] + catch
        if k == 2:
            return [f"class {c}:", "    def __init__(self):", "        object.__setattr__(self, 'log', [])", "    def __setattr__(self, key, value):",
                    "        self.log.append(key)", "        object.__setattr__(self, key, value)", "    def __delattr__(self, key):",
                    "        self.log.append('-' + key)", "        object.__delattr__(self, key)", f"{o} = {c}()", "try:",
                    f"    setattr({o}, {n}, {i1})", f"    {o}.x = {i2}", f"    delattr({o}, {n})", f"    {r} = str(({o}.log, sorted(vars({o}))))"] + catch
        if k == 3:
            return ["import dataclasses", "@dataclasses.dataclass(frozen=True)", f"class {c}:", "    x: int = 0", f"{o} = {c}({i1})", "try:",
                    f"    setattr({o}, {n}, {i2})", f"    {r} = 'set'", "except dataclasses.FrozenInstanceError as e:", f"    {r} = 'frozen ' + str(e)",
                    "except (AttributeError, TypeError) as e:", f"    {r} = type(e).__name__", f"{r} += str({o}.x)"]
        if k == 4:
            return [f"class {c}:", "    __slots__ = ('x', 'y')", f"{o} = {c}()", "try:", f"    setattr({o}, {n}, {i1})",
                    f"    {r} = str((getattr({o}, 'x', 'unset'), getattr({o}, 'y', 'unset')))"] + catch
        if k == 5:
            return [f"class {c}:", "    x = 1", "    y = 2", f"class Sub_{self.n}({c}):", "    x = 10", "try:",
                    f"    delattr(Sub_{self.n}, {n})", f"    {r} = str((Sub_{self.n}.x, Sub_{self.n}.y, {c}.x))"] + catch
        if k == 6:
            return [f"class {c}:", "    x = 1", f"{o} = {c}()", f"{o}.x = {i1}", f"if {self.bool_(1)}:", f"    del {o}.x",
                    "try:", f"    {r} = str(({o}.x, 'x' in vars({o})))"] + catch
        if k == 7:
            return [f"class {c}:", "    count = 0", "    items = []", "    def bump(self):", "        self.count += 1", "        self.items.append(self.count)",
                    f"a_{self.n}, b_{self.n} = {c}(), {c}()", f"a_{self.n}.bump()", f"b_{self.n}.bump()", f"b_{self.n}.bump()",
                    f"{r} = str((a_{self.n}.count, b_{self.n}.count, {c}.count, {c}.items))"]
        if k == 8:
            return [f"{c} = type('{c}', (), {{'x': {i1}, 'double': lambda self: self.x * 2}})", f"{o} = {c}()", "try:",
                    f"    setattr({c}, {n}, {i2})", f"    {r} = str(({o}.x, {o}.double(), {c}.__name__, getattr({c}, {n})))"] + catch
        if k == 9:
            return [f"class {c}:", "    def __init__(self):", "        self.x = 1", f"{o} = {c}()", f"vars({o})[{n}] = {i1}",
                    f"{o}.__dict__.update(y={i2})", "try:", f"    {r} = str(({o}.x, {o}.y, sorted({o}.__dict__)))"] + catch
        if k == 10:
            return [f"class Pos_{self.n}:", "    def __set_name__(self, owner, name):", "        self.name = '_' + name",
                    "    def __get__(self, obj, owner=None):", "        return self if obj is None else getattr(obj, self.name, -1)",
                    "    def __set__(self, obj, v):", "        if v < 0:", "            raise ValueError(v)", "        setattr(obj, self.name, v)",
                    f"class {c}:", f"    x = Pos_{self.n}()", f"{o} = {c}()", "try:", f"    setattr({o}, {n}, {i1})",
                    f"    {r} = str(({o}.x, sorted(vars({o}))))", "except ValueError as e:", f"    {r} = 'ValueError ' + str(e)"] + catch
        return [f"RUNNERS_{self.n} = {{'fa': 1, 'tr': 2}}", f"class {c}:", "    pass", f"{o} = {c}()",
                f"for key_{self.n}, val_{self.n} in RUNNERS_{self.n}.items():", f"    setattr({o}, 'run_' + key_{self.n}, val_{self.n} * {i1})",
                "try:", f"    {r} = str(sorted((k, getattr({o}, k)) for k in dir({o}) if k.startswith('run_')))", f"    {r} += str(getattr({o}, 'run_' + {n}, None))"] + catch

    def stmt(self):
        if self.r.random() < 0.2:
            return self.idiom_objects()
        return super().stmt()


class LiveGen(ObjectsGen):
    """`--live`: the objects programs, with containers changed while something goes over them or
    holds a view of them: a `for` over a list whose body appends (bounded), removes or changes
    items ahead; `map`/`filter`/`enumerate`/`zip`/`reversed`/`itertools` iterators made, their
    list changed, then used up; a dict gone over while its values (not its size) change, or while
    a key is added (Python's `RuntimeError`); a `keys()`/`items()` view read after a change;
    comprehensions whose items' work changes the list, dict or set they go over; and `globals()`
    taken early, read after names are bound and rebound."""

    ITERS = ["map(lambda v: v + 1, {l})", "filter(None, {l})", "enumerate({l})", "zip({l}, {l})", "reversed({l})",
             "itertools.chain({l})", "itertools.islice({l}, 3)", "itertools.accumulate({l})",
             "itertools.zip_longest({l}, [0])", "iter({l})"]

    def idiom_live(self):
        lst = self.bind("list")
        out = self.bind("list")
        init = self.list_()
        roll = self.r.random()
        if roll < 0.3:
            change = self.pick([f"if len({lst}) < 8:\n        {lst}.append(x + 1)",
                                f"if x % 2 == 0 and x in {lst}:\n        {lst}.remove(x)",
                                f"if len({lst}) > 2:\n        {lst}[-1] = x * 10",
                                f"if {lst} and x == {lst}[0]:\n        {lst}.insert(0, -1) if len({lst}) < 8 else None"])
            return [f"{lst} = list({init})", f"{out} = []", f"for x in {lst}:", f"    {out}.append(x)", f"    {change}"]
        if roll < 0.55:
            it = self.pick(self.ITERS).format(l=lst)
            change = self.pick([f"{lst}.append({self.int_(1)})", f"{lst}.pop() if {lst} else None",
                                f"{lst}[:] = {lst}[::-1]", f"{lst}.insert(0, {self.int_(1)})", "pass"])
            return [f"{lst} = list({init})", f"_it = {it}", change, f"{out} = list(_it)"]
        if roll < 0.7:
            it = self.pick(self.ITERS[:4]).format(l=lst)
            change = self.pick([f"{lst}.append(1) if len({lst}) < 6 else None", f"{lst}[0] = 5 if {lst} else None",
                                "pass"])
            return [f"{lst} = list({init})", f"{out} = []", f"for y in {it}:", f"    {out}.append(y)", f"    {change}"]
        if roll < 0.85:
            d = self.bind("dict")
            change = self.pick(["{d}[k] = 0", "{d}['new_' + str(k)] = 1", "pass"]).format(d=d)
            return [f"{d} = dict({self.dict_()})", f"{out} = []", "try:", f"    for k in {d}:",
                    f"        {out}.append(k)", f"        {change}", "except RuntimeError:", f"    {out}.append('changed')",
                    f"_view = {d}.items()", f"{d}['late'] = 2", f"{out} = {out} + [len(_view)]"]
        if roll < 0.95:
            return self.comprehension_live(lst, out, init)
        name = self.bind("int")
        return ["_g = globals()", f"{name} = 1", f"{out} = [_g.get({name!r}), {name!r} in _g]", f"{name} = 2",
                f"{out}.append(_g[{name!r}])", f"{out}.append(_g.get('no_such_name', 'absent'))"]

    def comprehension_live(self, lst, out, init):
        """A comprehension (or a generator a built-in takes whole) whose items' work changes the
        list, dict or set it goes over: read by index as it grows, or Python's `RuntimeError`."""
        shape = self.pick(["[{e} for {v} in {src}]", "{{{e} for {v} in {src}}}", "[{v} for {v} in {src} if {e} is not None]",
                           "sum(1 for {v} in {src} if {e} is not None)", "{{str({v}): {e} for {v} in {src}}}"])
        roll = self.r.random()
        if roll < 0.4:
            change = self.pick([f"{lst}.append(x + 1) if len({lst}) < 8 else None",
                                f"{lst}.remove(x) if x in {lst} and x % 2 == 0 else None",
                                f"{lst}.__setitem__(-1, x * 10) if {lst} else None", f"{lst}.pop() if len({lst}) > 3 else None",
                                "None"])
            setup, src = [f"{lst} = list({init})"], lst
        elif roll < 0.75:
            d = self.bind("dict")
            change = self.pick([f"{d}.__setitem__(x, 0)", f"{d}.setdefault('new_' + str(x), 1)",
                                f"{d}.pop(x, None)", f"{d}.update({{x: 5}})", "None"])
            src = self.pick([d, f"{d}.keys()", f"list({d}.values())", f"{d}.items()", f"{d}.values()"])
            setup = [f"{d} = dict({self.dict_()})"]
        else:
            st = self.bind("set")
            change = self.pick([f"{st}.add(len({st}) + 100) if len({st}) < 8 else None", f"{st}.discard(x)", "None"])
            setup, src = [f"{st} = set({init})"], st
        comp = shape.format(e=f"({change}, x)[1]", v="x", src=src)
        return setup + ["try:", f"    {out} = {comp}", "except (RuntimeError, TypeError) as _e:",
                        f"    {out} = type(_e).__name__"]

    def stmt(self):
        if self.r.random() < 0.25:
            return self.idiom_live()
        return super().stmt()


class Timeout(BaseException):
    pass


class ArgsGen:
    """`--args`: built-in functions, operators and the methods of `str`, `list`, `dict`, `set` and
    `tuple` called with arguments of every kind — the right ones, and the wrong type, count or
    keyword (`[].insert("x", 1)`, `enumerate(l, 1.5)`, `"ab".split(maxsplit="2")`) — each call in
    a `try` of its own that keeps the exception's class name, a method's receiver kept after the
    call. What the harness's code gives a built-in is not always what it takes: a value the tool
    can't judge must stay unknown, never become a result CPython does not give."""

    VALUES = ["0", "1", "-1", "2", "7", "True", "False", "2.5", "-0.0", "1e300", "10**20", "-(2**63)", "'ab'", "''",
              "'3'", "'a,b'", "None", "[1, 2]", "[]", "[3, 1, 2]", "(1,)", "()", "{}", "{'a': 1}", "{1, 2}", "len",
              "str", "abs", "int", "(1, 'a')", "['b', 'a']", "range(3)", "b'x'", "' 7 '", "'0x1f'", "'1_0'", "'-3'",
              "'3.5'", "'inf'", "[[1], [2]]", "{'b': 2, 'a': 1}", "range(1, 9, 3)", "Ix(2)", "Eq(1)", "Color.RED",
              "frozenset({1})"]
    # Objects harness code hands built-ins: one that is an index (`__index__`), one equal to 1
    # and hashed as 1, an enum member.
    PRELUDE = ["import enum", "class Ix:", "    def __init__(self, v):", "        self.v = v",
               "    def __index__(self):", "        return self.v", "class Eq:", "    def __init__(self, v):",
               "        self.v = v", "    def __eq__(self, o):", "        return o == self.v", "    def __hash__(self):",
               "        return hash(self.v)", "class Color(enum.Enum):", "    RED = 1", "    BLUE = 'b'"]
    KWS = ["key", "reverse", "start", "default", "sep", "maxsplit", "strict", "base", "ndigits", "end", "x"]
    BUILTINS = ["len", "abs", "int", "float", "str", "bool", "round", "min", "max", "sum", "sorted", "list", "tuple",
                "dict", "set", "frozenset", "divmod", "pow", "repr", "format", "chr", "ord", "hex", "bin", "oct",
                "isinstance", "issubclass", "any", "all", "getattr", "hasattr", "callable", "range", "slice", "format",
                "lambda *a, **k: list(enumerate(*a, **k))", "lambda *a, **k: list(zip(*a, **k))",
                "lambda *a, **k: list(reversed(*a, **k))", "lambda *a, **k: list(map(*a, **k))",
                "lambda *a, **k: list(filter(*a, **k))", "lambda *a, **k: next(iter(a[0]), *a[1:], **k)",
                "lambda *a, **k: list(iter(a[0], **k))", "lambda *a, **k: list(range(*a, **k))"]
    RECEIVERS = {"str": ["'a,b,a'", "''", "'Ab c'", "' 3 '"],
                 "list": ["[3, 1, 2]", "[]", "['b', 'a']", "[1, [2], 1]"],
                 "dict": ["{'a': 1, 'b': 2}", "{}", "{1: 'x'}"],
                 "set": ["{1, 2}", "set()", "{'a'}"],
                 "tuple": ["(1, 2, 1)", "()"]}
    METHODS = {"str": ["split", "rsplit", "join", "replace", "strip", "lstrip", "startswith", "endswith", "find",
                       "rfind", "index", "count", "upper", "center", "ljust", "rjust", "zfill", "partition",
                       "rpartition", "format", "isdigit", "removeprefix", "removesuffix", "splitlines", "title",
                       "casefold", "swapcase", "capitalize", "expandtabs", "isidentifier", "__contains__",
                       "__getitem__", "__mul__", "__add__", "__mod__"],
               "list": ["append", "extend", "insert", "pop", "remove", "index", "count", "sort", "reverse", "copy",
                        "clear", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__add__", "__mul__",
                        "__iadd__"],
               "dict": ["get", "pop", "setdefault", "update", "items", "keys", "values", "fromkeys", "popitem",
                        "copy", "clear", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__or__"],
               "set": ["add", "discard", "remove", "union", "intersection", "difference", "symmetric_difference",
                       "issubset", "issuperset", "isdisjoint", "update", "copy", "clear", "__contains__", "__or__",
                       "__and__", "__sub__"],
               "tuple": ["index", "count", "__getitem__", "__contains__", "__add__", "__mul__"]}
    OPS = ["+", "-", "*", "/", "//", "%", "**", "<", "<=", "==", "!=", "in", "not in", "&", "|", "^", "<<", ">>",
           "and", "or"]

    def __init__(self, rng):
        self.r = rng

    def args(self):
        n = self.r.choice([0, 1, 1, 1, 2, 2, 2, 3])
        pos = [self.r.choice(self.VALUES) for _ in range(n)]
        if self.r.random() < 0.25:
            pos.append(f"{self.r.choice(self.KWS)}={self.r.choice(self.VALUES)}")
        return ", ".join(pos)

    def call(self):
        roll = self.r.random()
        if roll < 0.35:
            f = self.r.choice(self.BUILTINS)
            args = self.args()
            while ("range" in f + args or f in ("pow", "round")) and ("10**20" in args or "2**63" in args):
                # (`list(range(-(2**63), 7))`, `pow(2, 10**20)`, `round(7, -(2**63))` run in one C call,
                # which no timer stops, for minutes or until the memory is full.)
                args = self.args()
            return [], f"({f})({args})" if f.startswith("lambda") else f"{f}({args})"
        if roll < 0.85:
            kind = self.r.choice(list(self.METHODS))
            recv = self.r.choice(self.RECEIVERS[kind])
            m = self.r.choice(self.METHODS[kind])
            # The receiver is kept after the call: what a method changes is compared too.
            return [f"_o = {recv}"], f"(_o.{m}({self.args()}), _o)"
        a, b = self.r.choice(self.VALUES), self.r.choice(self.VALUES)
        op = self.r.choice(self.OPS)
        if op in ("**", "<<") and any(v in ("10**20", "1e300", "-(2**63)") for v in (a, b)):
            # (An int of 10**20 digits is built in one C call: no timer stops it.)
            b = self.r.choice(["2", "-1", "True"])
        if self.r.random() < 0.3:
            return [f"_o = {self.r.choice([r for rs in self.RECEIVERS.values() for r in rs])}"], f"(_o[{a}], _o)"
        return [], f"({a}) {op} ({b})"

    def program(self, idx):
        body = list(self.PRELUDE)
        for k in range(self.r.randint(4, 10)):
            pre, e = self.call()
            body += pre
            # `BaseException`: a call the tool leaves unknown may raise anything, and a handler
            # that takes all of it keeps the rest of the program known.
            body += ["try:", f"    r_{k} = {e}", "except BaseException as _e:", f"    r_{k} = 'raised ' + type(_e).__name__"]
        return "\n".join([f"# probe: random calls {idx} (scripts/conformance_fuzz.py --args)", "# inputs", "z = 0",
                          "# body", *body]) + "\n"


class InplaceGen(ArgsGen):
    """`--inplace`: `--args`, with augmented assignments (`x += y`, `x |= y`, …) between the same
    values as well: each through a function of its own, so what the operator changed in place is
    seen through the name the value came from, and what it bound apart from it."""

    IOPS = {"add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//", "mod": "%", "pow": "**",
            "and": "&", "or": "|", "xor": "^", "lshift": "<<", "rshift": ">>"}
    PRELUDE = ArgsGen.PRELUDE + [line for name, op in IOPS.items()
                                 for line in (f"def _i{name}(a, b):", f"    a {op}= b", "    return a")]

    def call(self):
        if self.r.random() < 0.5:
            name = self.r.choice(list(self.IOPS))
            # A container half the time: what changes in place.
            pool = [r for rs in self.RECEIVERS.values() for r in rs] if self.r.random() < 0.5 else self.VALUES
            a = self.r.choice(pool)
            b = self.r.choice(self.VALUES)
            if name in ("pow", "lshift") and any(v in ("10**20", "1e300", "-(2**63)") for v in (a, b)):
                # (An int of 10**20 digits is built in one C call: no timer stops it.)
                b = self.r.choice(["2", "-1", "True"])
            return [f"_o = {a}"], f"(_i{name}(_o, {b}), _o)"
        return super().call()


class EffectsGen(Gen):
    """`--effects`: comprehensions and generators whose items do something that can be seen (a
    call appending to a log), filtered by conditions on the inputs (unknown in a variant: an item
    may or may not be made), given to the built-ins that consume them (`min`, `max`, `sum`,
    `sorted`, `any`, `all`, `set`, `dict`, …), over objects whose comparisons and additions log
    too. The log is read after each statement: what it holds, and in what order, must be CPython's
    or unknown."""

    PRELUDE = [
        "class _C:",
        "    def __init__(self, v):",
        "        self.v = v",
        "    def __lt__(self, o):",
        "        log.append(('lt', self.v))",
        "        return self.v < getattr(o, 'v', o)",
        "    def __gt__(self, o):",
        "        log.append(('gt', self.v))",
        "        return self.v > getattr(o, 'v', o)",
        "    def __radd__(self, o):",
        "        log.append(('radd', self.v))",
        "        return o + self.v",
        "    def __add__(self, o):",
        "        log.append(('add', self.v))",
        "        return self.v + getattr(o, 'v', o)",
        "    def __hash__(self):",
        "        log.append(('hash', self.v))",
        "        return hash(self.v)",
        "    def __eq__(self, o):",
        "        return self.v == getattr(o, 'v', o)",
        "def _m(x):",
        "    log.append(x)",
        "    return x",
    ]

    def cond(self, x):
        i = self.int_(2)
        return self.pick([f"{x} > {i}", f"{x} % 2 == {i} % 2", f"{self.bool_(2)}", f"_m({x}) is not None",
                          f"{x} in {self.list_(2)}", f"{x} != {i}", f"_m({x}) > {i}"])

    def elt(self, x):
        return self.pick([f"_m({x})", f"_m({x}) * 2", f"_C(_m({x}))", f"_C({x})", f"(_m({x}), _m(-{x}))[0]",
                          f"_m({x} + {self.int_(2)})"])

    def clauses(self):
        out = f"for x in {self.list_(1)}"
        for _ in range(self.r.randint(0, 2)):
            out += f" if {self.cond('x')}"
        if self.r.random() < 0.2:
            out += f" for y in range(2) if {self.cond('y')}"
        return out

    def block(self):
        """A statement whose parts log as they run: loops left early, handlers, generators
        stopped part way, short circuits, the order of a display's or a call's parts."""
        xs, i, c = self.list_(1), self.int_(2), self.cond("x")
        k = self.r.randint(0, 20)
        if k == 0:
            return [f"for x in {xs}:", f"    if {c}:", "        _m(('hit', x))", f"        {self.pick(['break', 'continue'])}",
                    "    _m(('pass', x))", "else:", "    _m('else')"]
        if k == 1:
            return ["x = 0", f"while x < 4 and {self.cond('x')}:", "    _m(x)", "    x += 1"]
        if k == 2:
            return ["try:", "    _m('try')", f"    _m({xs}[{i}])", "    _m('after')", "except IndexError:", "    _m('except')",
                    "else:", "    _m('else')", "finally:", "    _m('finally')"]
        if k == 3:
            g = self.fresh("g")
            use = self.pick([f"next({g}(), None)", f"list(zip({g}(), range(2)))", f"[v for v in {g}() if {self.cond('v')}][:1]"])
            return [f"def {g}():", f"    for x in {xs}:", "        _m(('yield', x))", "        yield x", "    _m('done')",
                    f"_m({use})"]
        if k == 4:
            return [f"_m([x for x in {xs} if {c} and _m(x) or _m(-x)])"]
        if k == 5:
            return [f"_m({{_m('k1'): _m({i}), _m('k2'): _m('v2')}})", f"_m(f'{{_m(1)}}-{{_m({i})}}')"]
        if k == 6:
            return [f"_m(divmod(_m({i}), _m(3)))", f"_m(sorted([_m(2), _m(1)], key=_m, reverse={self.bool_(2)}))"]
        if k == 7:
            return [f"_m(0 < _m({i}) < _m(5))", f"_m({self.bool_(2)} or _m('right'))"]
        if k == 8:
            return [f"a, *b = (_m(x) for x in {xs} if {c})" if self.r.random() < 0.5 else f"a, *b = [_m(x) for x in {xs}] + [0]",
                    "_m((a, b))"]
        if k == 9:
            d = self.fresh("d")
            return [f"{d} = {{'k': 1}}", f"{d}[_m('k')] += _m({i})", f"_m({d})"]
        if k == 10:
            cm = self.fresh("Cm")
            return [f"class {cm}:", "    def __enter__(self):", "        _m('enter')", "        return self",
                    "    def __exit__(self, *exc):", "        _m(('exit', exc[0] is not None))", f"        return {self.bool_(2)}",
                    f"with {cm}():", "    _m('body')", f"    _m({xs}[{i}])", "    _m('end')"]
        if k == 11:
            return [f"assert {self.cond(f'({i})')}, _m('message')"]
        if k == 12:
            f = self.fresh("f")
            return [f"def {f}(a=_m('default'), *, b=_m({i})):", "    return _m((a, b))", f"_m({f}(b=_m('kw')))"]
        if k == 13:
            return ["try:", f"    _m({xs}[{i}])", "except (_m(IndexError), _m(KeyError)) as e:", "    _m(type(e).__name__)"]
        if k == 14:
            f = self.fresh("f")
            return [f"def {f}():", "    try:", f"        return _m({xs}[{i}])", "    except IndexError:", "        return _m('handler')",
                    "    finally:", "        _m('finally')", f"        {self.pick(['pass', 'return _m(0)'])}", f"_m({f}())"]
        if k == 15:
            d = self.fresh("d")
            return [f"{d} = {self.dict_(1)}", f"_m({d}.get('alpha', _m('dflt')))", f"_m({d}.setdefault('beta', _m({i})))",
                    f"_m(getattr({d}, 'nope', _m('attr')))", f"_m({self.int_(2)} or _m('or'))", f"_m({self.int_(2)} and _m('and'))"]
        if k == 16:
            c = self.fresh("K")
            return [f"class {c}:", "    _m('class body')", f"    size = _m({i})", "    items = [_m(x) for x in range(2)]",
                    "    def __init_subclass__(cls, **kw):", "        _m(('subclass', cls.__name__))",
                    f"class {c}b({c}):", "    _m('sub body')", f"_m({c}b.size)"]
        if k == 17:
            f = self.fresh("f")
            return [f"def {f}():", "    n = 0", "    def bump(x):", "        nonlocal n", "        n += x", "        return n",
                    f"    return [bump(x) for x in {xs} if {c}], n", f"_m({f}())"]
        if k == 18:
            return [f"_m(f'{{_m({i}):>3}}|{{_m(\"s\")!r}}')",
                    f"_m(' '.join(str(_m(x)) for x in {xs} if {c}))"]
        if k == 19:
            lst = self.fresh("l")
            return [f"{lst} = list({xs})", f"_m([({lst}.append(_m(x)) if len({lst}) < 8 else None, x)[1] for x in list({lst})])",
                    f"_m({lst})"]
        return ["x = 0", "while _m(x) < 3:", "    x += 1", f"    if {self.cond('x')}:", "        break", "else:", "    _m('while else')"]

    def wrapped_block(self, block=None):
        """A block (`block()`'s lines, else `self.block()`'s), its ending bound (`'ok'` or what it
        raised), then the log read and cleared."""
        name = self.bind("str")
        body = ["    " + line for line in (block or self.block)()]
        return ["try:", *body, f"    {name} = 'ok'", "except BaseException as _e:", f"    {name} = 'raised ' + type(_e).__name__",
                f"seen_{self.n} = list(log)", "log.clear()"]

    def stmt(self):
        if self.r.random() < 0.25:
            return super().stmt()
        if self.r.random() < 0.35:
            return self.wrapped_block()
        cl = self.clauses()
        e = self.elt("x")
        form = self.pick([
            f"[{e} {cl}]", f"len({{{e} {cl}}})", f"{{x: {e} {cl}}}", f"list({e} {cl})", f"tuple({e} {cl})",
            f"min(({e} {cl}), default=None)", f"max({e} {cl})", f"min({e} {cl})", f"sum({e} {cl})",
            f"sum(_m(x) {cl})", f"max(_m(x) {cl})", f"sorted(_m(x) {cl})", f"any(_m(x) {cl})",
            f"all(_m(x) {cl})", f"len(set({e} {cl}))", f"len(dict((x, {e}) {cl}))",
            f"max([{e} {cl}])", f"min([{e} {cl}], key=lambda c: -getattr(c, 'v', c))",
            # Lazy iterators and the consumers that stop early.
            f"sum(map(_m, {self.list_(1)}))", f"list(filter(lambda x: _m(x) > {self.int_(2)}, {self.list_(1)}))",
            f"max(map(_C, {self.list_(1)}), default=None)", f"any({e} {cl})",
            f"next(({e} {cl}), None)", f"'-'.join(str(_m(x)) {cl})", f"list(enumerate({e} {cl}))",
            f"list(zip(({e} {cl}), {self.list_(1)}))", f"sorted({self.list_(1)}, key=_m)",
            f"sorted([{e} {cl}], key=lambda c: getattr(c, 'v', c), reverse=True)",
            f"[y for x in {self.list_(1)} if (y := _m(x)) > {self.int_(2)}]",
        ])
        return self.valued(form)

    def valued(self, form):
        """`form`'s value bound (its `repr`, or what it raised), then the log read and cleared."""
        name = self.bind("str")
        # `BaseException`: what the tool leaves unknown may raise anything; the handler keeps the
        # rest of the program known.
        return ["try:", f"    {name} = repr(_v({form}))",
                "except BaseException as _e:", f"    {name} = 'raised ' + type(_e).__name__",
                f"seen_{self.n} = list(log)", "log.clear()"]

    def program(self, idx):
        src = super().program(idx)
        head, body = src.split("# body\n", 1)
        prelude = ["log = []", *self.PRELUDE, "def _v(r):", "    return getattr(r, 'v', r)"]
        return head + "# body\n" + "\n".join(prelude) + "\n" + body



class LazyGen(EffectsGen):
    """`--lazy`: iterators whose items are made as they are taken — `map`/`filter` over a function
    that logs or reads the log, generators whose items read what the consumer changes (the log's
    length, a module variable it rebinds), and `zip`/`enumerate`/`map`/`filter` over them — given
    to every kind of consumer: those that stop early (`any`, `all`, `in`, `next`, a `for` loop's
    `break`, unpacking), those whose own code runs between the items (a `min`/`max`/`sorted` key,
    a comprehension's condition, a loop's body, `functools.reduce`), those that take all before
    anything runs (`list`, `tuple`, `sorted`, `str.join`, `f(*it)`), and those that hash them.
    The log is read after each statement: what it holds, in what order, and what each consumer
    gives must be CPython's or unknown."""

    LAZY_PRELUDE = [
        "import functools",
        "import itertools",
        "ticks = 0",
        "def _n(x):",
        "    return x + len(log)",
        "def _gen(xs):",
        "    for x in xs:",
        "        log.append(('yield', x))",
        "        yield x + len(log)",
        "def _ticks(k):",
        "    for _ in range(k):",
        "        yield ticks",
        "def _bump(v):",
        "    global ticks",
        "    ticks += 1",
        "    return v",
    ]

    def source(self):
        xs = self.list_(1)
        k = self.r.randint(0, 9)
        # Each made only when picked (what it draws at random comes after `k`).
        forms = [
            lambda: f"map(_m, {xs})",
            lambda: f"map(_n, {xs})",
            lambda: f"filter(lambda x: _m(x) > {self.int_(2)}, {xs})",
            lambda: f"filter(None, map(_m, {xs}))",
            lambda: f"_gen({xs})",
            lambda: f"(_m(x) + len(log) for x in {xs} if {self.cond('x')})",
            lambda: f"zip({self.source_plain()}, map(_m, {xs}))",
            lambda: f"enumerate(_gen({xs}))",
            lambda: f"map(lambda a, b: _m(a) * b, {xs}, _gen({xs}))",
            lambda: f"_ticks({self.r.randint(0, 3)})",
        ]
        return forms[k]()

    def source_plain(self):
        return self.pick([self.list_(1), f"range({self.int_(2)})", "'abc'"])

    def consumer(self, src):
        i = self.int_(2)
        return self.pick([
            f"any({src})", f"all({src})", f"{i} in {src}", f"next(iter({src}), None)",
            f"max({src}, key=_m, default=None)", f"min({src}, key=lambda v: (_m(v), len(log))[1], default=None)",
            f"sum(x if isinstance(x, int) else 0 for x in {src})", f"sorted({src}, key=_m)",
            f"list({src})", f"tuple({src})", f"'-'.join(map(str, {src}))", f"len(set({src}))",
            f"[v for v in {src} if _m(v) is not None]", f"[(v, len(log)) for v in {src}]",
            f"functools.reduce(lambda a, b: _m((a, b)), {src}, 0)", f"list(itertools.islice({src}, {i}))",
            f"list(zip({src}, {self.source_plain()}))", f"dict(enumerate({src}))",
            f"(lambda *a: a)(*{src})", f"[_bump(v) for v in {src}]",
        ])

    def lazy_block(self):
        src = self.source()
        k = self.r.randint(0, 5)
        if k == 0:
            return [f"for v in {src}:", "    _m(('body', v))", f"    if len(log) > {self.r.randint(2, 8)}:", "        break"]
        if k == 1:
            return [f"for v in {src}:", "    ticks += 1", "    _m(('tick', ticks, v))"]
        if k == 2:
            return [f"a, b = {src}", "_m((a, b))"]
        if k == 3:
            return [f"a, *b = {src}", "_m((a, b))"]
        if k == 4:
            return [f"it = iter({src})", "_m(next(it, None))", "_m(('between', len(log)))", "_m(list(it))"]
        return [f"_m({self.consumer(src)})"]

    def wrapped_block(self, block=None):
        if self.r.random() < 0.3:
            return super().wrapped_block()
        return super().wrapped_block(self.lazy_block)

    def stmt(self):
        if self.r.random() < 0.2:
            return super().stmt()
        if self.r.random() < 0.5:
            return self.wrapped_block()
        return self.valued(self.consumer(self.source()))

    def program(self, idx):
        src = super().program(idx)
        head, body = src.split("# body\n", 1)
        return head + "# body\n" + "\n".join(self.LAZY_PRELUDE) + "\n" + body


class UnseenGen(EffectsGen):
    """`--unseen`: the `--effects` programs, with inputs that are code: callables that call what
    they are given, read or set its attributes, hash it, compare it, keep it to call later, or
    grow a list they are handed. Made unknown in a variant, each is code the tool can't see: what
    the body hands it (an object whose methods log, a function that logs, a list) may be changed,
    and its code run, at the call or later; what the log holds after must be CPython's or
    unknown."""

    INPUTS = [
        "run = lambda f, *a: f(*a)",
        "touch = lambda o: getattr(o, 'v', o)",
        "hashit = hash",
        "keep = []",
        "drain = lambda: [f() for f in keep]",
        "setv = lambda o, v: setattr(o, 'v', v)",
        "grow = lambda xs: xs.append(0)",
        "each = lambda xs: [x() if callable(x) else x for x in xs]",
        "ident = lambda x: x",
        "cmp = lambda a, b: a < b",
        "poke = lambda o: o.poke()",
    ]

    # `hist` keeps all the log ever held (the log is cleared after each statement): bound before
    # any code the tool can't see runs, it is what such code may change and the tool must not
    # claim.
    PRELUDE = (["hist = []"] + EffectsGen.PRELUDE[:3]
               + ["    def poke(self):", "        log.append(('poke', self.v))", "        hist.append('poke')",
                  "        return self.v"]
               + EffectsGen.PRELUDE[3:-1] + ["    hist.append(x)", "    return x"])

    def stmt(self):
        if self.r.random() < 0.4:
            return super().stmt()
        return self.wrapped_block()

    def block(self):
        if self.r.random() < 0.3:
            return super().block()
        i, j = self.int_(2), self.int_(2)
        k = self.r.randint(0, 15)
        # What the code returns is not logged: the log holds only what the code the tool can't
        # see ran, or left alone.
        if k == 0:
            return [f"run(lambda: _m(('cb', {i})))"]
        if k == 1:
            return [f"_ = run(_m, {i})", f"_ = run(_C({i}).poke)"]
        if k == 2:
            return [f"_ = touch(_C({i}))"]
        if k == 3:
            return [f"_ = hashit(_C({i}))", f"_ = hashit(({i}, _C({j})))"]
        if k == 4:
            return [f"keep.append(lambda: _m(('kept', {i})))", f"keep.append(_C({j}).poke)", "_ = drain()"]
        if k == 5:
            o = self.fresh("o")
            return [f"{o} = _C({i})", f"setv({o}, {j})", f"_m(type({o}.v).__name__)"]
        if k == 6:
            xs = self.fresh("xs")
            return [f"{xs} = [{i}]", f"outer_{xs} = [{xs}]", f"grow(outer_{xs}[0])", f"_m(len({xs}))"]
        if k == 7:
            return [f"_ = each([lambda: _m('e1'), {i}, _C({j}).poke])"]
        if k == 8:
            return [f"_ = ident(_C({i})).v", f"_ = ident([_C({j})])[0].poke()"]
        if k == 9:
            return [f"_ = cmp(_C({i}), _C({j}))", f"_ = cmp({i}, {j})"]
        if k == 10:
            return [f"_ = poke(_C({i}))"]
        if k == 11:
            f = self.fresh("f")
            return ["@ident", f"def {f}():", f"    return _m(('deco', {i}))", "_m('after deco')"]
        if k == 12:
            c = self.fresh("K")
            return [f"class {c}(ident(object)):", "    def __init_subclass__(cls):", "        _m('subclass')",
                    "    def go(self):", f"        return _m(('go', {i}))", f"_ = {c}()", "_m('made')"]
        if k == 13:
            return [f"_ = isinstance(_C({i}), ident(_C))"]
        if k == 14:
            return [f"exec(\"_m(('exec', {i}))\")", f"_ = eval('{i} + 1')"]
        return [f"_ = ident(_C({i})) == _C({j})", f"_ = ident(lambda: _m('late'))"]

    def program(self, idx):
        src = super().program(idx)
        head, body = src.split("# body\n", 1)
        chosen = [line for line in self.INPUTS if self.r.random() < 0.6]
        if any(line.startswith("drain") for line in chosen) and "keep = []" not in chosen:
            chosen.insert(0, "keep = []")
        # Names the body uses that no input bound are bound in the body, known.
        bound = {line.split(" = ")[0] for line in chosen}
        known = [line for line in self.INPUTS if line.split(" = ")[0] not in bound]
        if any(line.startswith("drain") for line in known) and "keep = []" in chosen:
            known = [line for line in known if not line.startswith("drain")] + [
                "drain = lambda: [f() for f in keep]"]
        return head + "\n".join(chosen) + "\n# body\n" + "\n".join(known) + "\n" + body


class FlowGen:
    """`--flow`: functions and generators made of control flow nested at random — `if`, `for`
    with `break`/`continue`/`else`, `try` with handlers (by class, by tuple, bare), `else` and
    `finally` (a `return`, `break` or `continue` in it too), `with` over a context manager that
    suppresses or not, `raise` (with `from`, bare re-raise), `assert`, `return`, `yield` — each
    step logging. Called, or a generator driven with `next`, `send`, `throw` and `close`; what
    each ends with (its value, or its exception with its `__context__`, `__cause__` and
    `__suppress_context__`) and the log after are bound."""

    EXCS = ["ValueError", "KeyError", "IndexError", "ZeroDivisionError", "RuntimeError"]

    PRELUDE = [
        "log = []",
        "def _m(x):",
        "    log.append(x)",
        "    return x",
        "class CM:",
        "    def __init__(self, suppress):",
        "        self.suppress = suppress",
        "    def __enter__(self):",
        "        _m('enter')",
        "        return self",
        "    def __exit__(self, t, v, tb):",
        "        _m(('exit', t.__name__ if t else None))",
        "        if self.suppress == 'raise':",
        "            raise RuntimeError('exit')",
        "        return self.suppress",
        "def _end(e):",
        "    c, k = e.__context__, e.__cause__",
        "    return (type(e).__name__, str(e), type(c).__name__ if c else None, type(k).__name__ if k else None,",
        "            e.__suppress_context__)",
    ]

    def __init__(self, rng):
        self.r = rng
        self.k = 0

    def pick(self, xs):
        return self.r.choice(xs)

    def cond(self, loop):
        opts = ["n > 2", "flag", "not flag", "len(log) > 3", "n % 2 == 0", "xs and xs[0] > 1"]
        if loop:
            opts += ["i == 1", "i > n", "i % 2"]
        return self.pick(opts)

    def raise_(self, handling):
        e = self.pick(self.EXCS)
        k = self.r.randint(0, 6)
        if k == 0 and handling:
            return "raise"
        if k == 1:
            return f"raise {e}('r{self.r.randint(0, 9)}') from {self.pick(['None', 'KeyError(1)'])}"
        if k == 2:
            return "_m(1 // (n - n))"
        if k == 3:
            return "_m(xs[n + 5])"
        if k == 4:
            return "_m({}['missing'])"
        return f"raise {e}('r{self.r.randint(0, 9)}')"

    def block(self, depth, ctx):
        out = []
        for _ in range(self.r.randint(1, 3)):
            out.extend(self.stmt(depth, ctx))
        return out

    def stmt(self, depth, ctx):
        """`ctx`: (in a loop, in a function, in a generator, handling an exception)."""
        loop, func, gen, handling = ctx
        self.k += 1
        tag = f"_m('s{self.k}')"
        simple = [tag, tag, self.raise_(handling), f"assert {self.cond(loop)}, 'a{self.k}'",
                  # After a handler, its name is gone (unbound, or never bound).
                  "_m(repr(e))"]
        if loop:
            simple += ["break", "continue"]
        if func and not gen:
            simple += [f"return _m('ret{self.k}')"]
        if gen:
            simple += [f"_m(('sent', (yield {self.k})))", f"yield _m({self.k})", "return 'gen-ret'"]
        if depth > 2 or self.r.random() < 0.4:
            return [self.pick(simple)]
        k = self.r.randint(0, 5)
        ind = lambda lines: ["    " + line for line in lines]
        if k == 5:
            inner = (True, func, gen, handling)
            c = f"c{self.k}"
            return [f"{c} = 0", f"while {c} < {self.r.randint(1, 3)}:", f"    {c} += 1", *ind(self.block(depth + 1, inner))]
        if k == 0:
            return [f"if {self.cond(loop)}:", *ind(self.block(depth + 1, ctx)), "else:", *ind(self.block(depth + 1, ctx))]
        if k == 1:
            inner = (True, func, gen, handling)
            lines = [f"for i in {self.pick(['range(3)', 'xs', '[0, 1]'])}:", *ind(self.block(depth + 1, inner))]
            if self.r.random() < 0.4:
                lines += ["else:", *ind(self.block(depth + 1, ctx))]
            return lines
        if k == 2:
            e = self.pick(self.EXCS)
            head = self.pick([f"except {e} as e:", f"except ({e}, {self.pick(self.EXCS)}) as e:", "except Exception as e:", "except:"])
            lines = ["try:", *ind(self.block(depth + 1, ctx)), head]
            body = self.block(depth + 1, (loop, func, gen, True))
            if " as e" in head:
                body = ["_m(('caught', type(e).__name__))", *body]
            lines += ind(body)
            if self.r.random() < 0.3:
                lines += ["else:", *ind(self.block(depth + 1, ctx))]
            if self.r.random() < 0.5:
                lines += ["finally:", *ind(self.block(depth + 1, ctx))]
            return lines
        if k == 3:
            return ["try:", *ind(self.block(depth + 1, ctx)), "finally:", *ind(self.block(depth + 1, ctx))]
        return [f"with CM({self.pick(['True', 'False', 'flag', repr('raise')])}):", *ind(self.block(depth + 1, ctx))]

    def unit(self, u):
        gen = self.r.random() < 0.35
        name = f"g{u}" if gen else f"f{u}"
        body = self.block(0, (False, True, gen, False))
        if gen:
            body = ["yield 0", *body]
        lines = [f"def {name}():", *["    " + line for line in body]]
        if gen:
            drive = self.pick([
                [f"it = {name}()", "_m(next(it))", "_m(next(it, 'end'))", "_m(next(it, 'end'))"],
                [f"it = {name}()", "_m(next(it))", f"_m(it.send({self.r.randint(1, 9)}))", "_m(list(it))"],
                [f"it = {name}()", "_m(next(it))", f"_m(it.throw({self.pick(self.EXCS)}('t')))", "_m(list(it))"],
                [f"it = {name}()", "_m(next(it))", "it.close()", "_m(next(it, 'closed'))"],
                [f"_m(list({name}()))"],
            ])
        else:
            drive = [f"_m({name}())"]
        lines += ["try:", *["    " + d for d in drive], f"    r_{u} = 'ok'", "except BaseException as e:",
                  f"    r_{u} = _end(e)", f"seen_{u} = list(log)", "log.clear()"]
        return lines

    def program(self, idx):
        inputs = [f"n = {self.r.randint(0, 4)}", f"flag = {self.pick(['True', 'False'])}",
                  f"xs = {[self.r.randint(0, 3) for _ in range(self.r.randint(0, 3))]!r}"]
        body = list(self.PRELUDE)
        for u in range(self.r.randint(2, 4)):
            body += self.unit(u)
        return "\n".join([f"# probe: random program {idx} (scripts/conformance_fuzz.py)", "# inputs", *inputs, "# body", *body]) + "\n"


class ImportsGen:
    """`--imports`: programs of several modules (a folder: `main.py` beside them, a package among
    them now and then), as harness code is laid out. Each module logs when its top level runs
    and holds constants, a function reading one (`get`), one rebinding it (`bump`, by `global`),
    a registry filled by a decorator, sometimes `__all__`, and imports of the others — at its top
    (now and then in a cycle, reading a name of a module not done running), inside a function,
    by `importlib.import_module`, or of a module that does not exist under `try`. `main.py` then
    imports them in every form (`import m`, `from m import X` — a snapshot —, `from m import *`,
    `import pkg.sub`, `importlib.import_module`), calls and rebinds, reads through the module and
    through the snapshot, and `getattr`s names that may be missing. Each statement's value (or
    what it raised) and the log after are bound."""

    def __init__(self, rng):
        self.r = rng
        self.u = 0

    def pick(self, xs):
        return self.r.choice(xs)

    def module(self, name, others):
        lines = ["from logm import LOG", f"LOG.append(('load', {name!r}))", f"X = {self.r.randint(0, 9)}",
                 f"NAME = {name!r}", "REG = {}", "def register(f):", "    REG[f.__name__] = f", "    return f",
                 "def get():", "    return X", "def bump(k=1):", "    global X", "    X += k", "    return X"]
        if self.r.random() < 0.3:
            lines.insert(0, f"__all__ = {self.r.sample(['X', 'get', 'bump', 'NAME', 'REG', '_hidden'], 2)!r}")
        lines.append(f"_hidden = {self.r.randint(0, 9)}")
        for o in self.r.sample(others, min(len(others), self.r.randint(0, 2))):
            k = self.r.randint(0, 5)
            short = o.split(".")[-1]
            if k == 0:
                lines.append(f"import {o}")
                lines.append(f"LOG.append(('{name} sees', getattr({o}, 'X', 'missing')))")
            elif k == 1:
                lines += ["try:", f"    from {o} import X as {short}_x", "except ImportError as e:",
                          f"    {short}_x = 'import error'", f"LOG.append(('{name} got', {short}_x))"]
            elif k == 2:
                lines += ["def peer():", f"    import {o}", f"    return {o}.get()"]
            elif k == 3:
                lines += ["import importlib", "def peer_name():", f"    return importlib.import_module({o!r}).NAME"]
            elif k == 4:
                lines += ["try:", "    import not_a_module_anywhere", "except ImportError:",
                          f"    LOG.append(('{name}', 'optional missing'))"]
            else:
                lines += ["@register", f"def from_{name.replace('.', '_')}():", "    return X"]
        return lines

    def main_stmt(self, mods):
        m = self.pick(mods)
        short = m.split(".")[-1]
        self.u += 1
        u = self.u
        k = self.r.randint(0, 11)
        forms = [
            [f"import {m}", f"_r = {m}.get()"],
            [f"from {m} import X as x{u}", f"_r = x{u}"],
            [f"import {m}", f"{m}.bump({self.r.randint(1, 3)})", f"_r = ({m}.X, {m}.get())"],
            [f"from {m} import X as x{u}, bump as b{u}", f"b{u}()", f"_r = x{u}"],
            [f"from {m} import *", "_r = (X, get())"],
            ["import importlib", f"_r = importlib.import_module({m!r}).NAME"],
            [f"import {m}", f"_r = getattr({m}, {self.pick(['X', 'missing', '_hidden', 'REG'])!r}, 'default')"],
            [f"import {m}", f"_r = sorted({m}.REG)"],
            [f"import {m}", f"_r = {m}.peer() if hasattr({m}, 'peer') else 'no peer'"],
            [f"import {m}", f"_r = {m}.peer_name() if hasattr({m}, 'peer_name') else 'no peer'"],
            [f"import {m}", f"{m}.X = 'set from main'", f"_r = {m}.get()"],
            [f"from {m} import NAME as n{u}", f"_r = (n{u}, {short!r})"],
        ]
        body = forms[k]
        return ["try:", *["    " + line for line in body], f"    r_{u} = _r", "except Exception as e:",
                f"    r_{u} = ('raised', type(e).__name__)", f"seen_{u} = list(LOG)", "LOG.clear()"]

    def program(self, idx):
        names = [f"m{i}" for i in range(self.r.randint(2, 4))]
        package = self.r.random() < 0.4
        if package:
            names.append("pk.sub")
        files = {"logm.py": "LOG = []\n"}
        for n in names:
            others = [o for o in names if o != n]
            path = n.replace(".", "/") + ".py"
            files[path] = "\n".join(self.module(n, others)) + "\n"
        if package:
            files["pk/__init__.py"] = "from logm import LOG\nLOG.append(('load', 'pk'))\nfrom . import sub\nVALUE = sub.X\n"
        body = ["from logm import LOG"]
        for _ in range(self.r.randint(3, 7)):
            body += self.main_stmt(names)
        files["main.py"] = "\n".join([f"# probe: random program {idx} (scripts/conformance_fuzz.py)", "# inputs",
                                       f"k = {self.r.randint(0, 3)}", "# body", *body]) + "\n"
        return files


class DundersGen:
    """`--dunders`: objects of classes whose dunders log (each class a random few of them), handed
    to the built-ins, operators, statements and container methods that call them implicitly
    (`print(o)`, `abs(o)`, `[1] * o`, `{o: 1}`, `[o] == [p]`, `list(o)`, `f(*o)`, `x[o:]`), alone
    or inside containers, and rebound to objects of other classes (a variant puts a binding under
    an unknown condition: the name may hold either). The log is read after each statement: what
    ran, and in what order, must be CPython's or unknown."""

    # name: (parameters, body returning a value Python takes from that dunder)
    DUNDERS = {
        "__str__": ("self", "return 's'"), "__repr__": ("self", "return 'r'"),
        "__format__": ("self, spec", "return 'f'"), "__len__": ("self", "return 2"),
        "__iter__": ("self", "return iter([1, 2])"), "__bool__": ("self", "return self.v > 0"),
        "__index__": ("self", "return 1"), "__int__": ("self", "return 4"), "__float__": ("self", "return 1.5"),
        "__abs__": ("self", "return 5"), "__round__": ("self, n=None", "return 6"),
        "__hash__": ("self", "return hash(self.v)"), "__eq__": ("self, o", "return self.v == getattr(o, 'v', o)"),
        "__ne__": ("self, o", "return self.v != getattr(o, 'v', o)"),
        "__lt__": ("self, o", "return self.v < getattr(o, 'v', o)"), "__le__": ("self, o", "return self.v <= getattr(o, 'v', o)"),
        "__gt__": ("self, o", "return self.v > getattr(o, 'v', o)"), "__ge__": ("self, o", "return self.v >= getattr(o, 'v', o)"),
        "__add__": ("self, o", "return self.v + 1"), "__radd__": ("self, o", "return self.v + 2"),
        "__sub__": ("self, o", "return self.v - 1"), "__mul__": ("self, o", "return self.v * 2"),
        "__rmul__": ("self, o", "return self.v * 3"), "__mod__": ("self, o", "return 0"), "__rmod__": ("self, o", "return 1"),
        "__floordiv__": ("self, o", "return 2"), "__truediv__": ("self, o", "return 0.5"),
        "__divmod__": ("self, o", "return (1, 2)"), "__pow__": ("self, o, m=None", "return 9"),
        "__neg__": ("self", "return -self.v"), "__pos__": ("self", "return self.v"), "__invert__": ("self", "return 0"),
        "__and__": ("self, o", "return 1"), "__or__": ("self, o", "return 2"),
        "__iadd__": ("self, o", "return self"), "__contains__": ("self, x", "return x == self.v"),
        "__getitem__": ("self, k", "return k if not isinstance(k, int) or k < 2 else [][0]"),
        "__setitem__": ("self, k, x", "return None"), "__delitem__": ("self, k", "return None"),
        "__reversed__": ("self", "return iter([2, 1])"), "__call__": ("self, *a", "return len(a)"),
        "__enter__": ("self", "return self"), "__exit__": ("self, *a", "return False"),
        "__length_hint__": ("self", "return 2"), "__dir__": ("self", "return ['b', 'a']"),
        "__getattr__": ("self, n", "return 1 if not n.startswith('__') else getattr(object, n)"),
        "__bytes__": ("self", "return b'x'"), "__complex__": ("self", "return 1j"),
    }

    # What runs a dunder without naming it; `{a}`, `{b}`: objects, `{xs}`: a list holding some.
    OPS = [
        "print({a})", "print([{a}, {b}], sep='')", "str({a})", "repr({a})", "format({a}, 'x')", "f'{{{a}}}'",
        "f'{{{a}!r}}'", "'%s' % ({a},)", "'%r' % ({a},)", "'%d' % ({a},)", "'%s|%r' % ({a}, {b})", "'%-4s|%.1r' % ({a}, {b})",
        "'%s' % {a}", "'%s' % ({a}, {b})", "'%s %s %s' % ({a}, {b})", "'%s %d' % ({a}, 1)", "'%% %s' % ({a},)",
        "'{{}}'.format({a})", "ascii({a})",
        "len({a})", "list({a})", "tuple({a})", "sorted({a})", "[*{a}]", "(lambda *p: p)(*{a})", "[].extend({a})",
        "set({a})", "dict.fromkeys({a})", "list(zip({a}, {b}))", "list(enumerate({a}))", "iter({a})",
        "next(iter({a}))", "list(reversed({a}))", "min({a})", "max({a}, default=0)", "sum({a})", "any({a})",
        "bool({a})", "not {a}", "1 if {a} else 2", "{a} and {b}", "{a} or {b}", "[x for x in [{a}] if x]",
        "list(filter(None, [{a}, {b}]))", "all([{a}, {b}])", "int({a})", "float({a})", "complex({a})",
        "abs({a})", "round({a})", "round({a}, 1)", "divmod({a}, 2)", "divmod(7, {a})", "pow({a}, 2)", "-{a}", "+{a}",
        "~{a}", "{a} + 1", "1 + {a}", "{a} - {b}", "{a} * 2", "2 * {a}", "[1] * {a}", "'ab' * {a}", "{a} % 3",
        "'x' % {a}", "{a} // 2", "{a} / 2", "{a} ** 2", "{a} & 1", "{a} | {b}", "hash({a})", "{{{a}: 1}}",
        "{{{a}, {b}}}", "{a} == {b}", "{a} != {b}", "{a} < {b}", "{a} <= {b}", "{a} > {b}", "{a} >= 1",
        "1 < {a} < 3", "[{a}] == [{b}]", "({a},) < ({b},)", "[{a}, {b}] == [{b}, {a}]", "{a} in [{b}]",
        "{a} in {b}", "2 in {a}", "{a} in {{{b}: 1}}", "[{a}, {b}].index({b})", "[{a}, {b}].count({a})",
        "[{b}].remove({a})", "{{1: 2}}.get({a})", "{{}}.update([({a}, 1)])", "sorted([{a}, {b}])",
        "max({a}, {b})", "min([{a}, {b}])", "sorted([{a}, {b}], key=lambda o: 0)", "[{a}, {b}].sort()",
        "range({a})", "[1, 2, 3][{a}]", "[1, 2, 3][{a}:]", "'abc'[:{a}]", "'x'.center({a})", "hex({a})",
        "chr({a} + 60) if isinstance({a}, int) else bin({a})", "int('7', {a})", "bytes({a})", "dir({a})",
        "{a}()", "{a}(1, 2)", "{a}[0]", "{a}[1:]", "{a}.zz", "getattr({a}, 'yy', 0)", "hasattr({a}, 'qq')",
        "callable({a})", "isinstance({a}, int)", "type({a}).__name__", "str([{a}])", "repr({{1: {a}}})",
        "' '.join({a})", "'-'.join([str({a})])", "set([{a}, {b}]) == set([{b}])", "{{{a}: 1}} == {{{b}: 1}}",
        "{a} is {b}", "id({a}) == id({a})", "[{a}] * 2", "({a}, {b})[0]", "max([{a}, {b}], key=id) is not None",
    ]

    STMTS = [
        ["for x in {a}:", "    log.append(('item', x))", "    break"],
        ["with {a} as w:", "    log.append('body')"],
        ["x1, x2 = {a}"], ["x1, *x2 = {a}"], ["{a}[0] = 1"], ["del {a}[0]"], ["{a}.attr = 1"],
        ["if {a}:", "    log.append('then')", "else:", "    log.append('else')"],
        ["while {a}:", "    log.append('loop')", "    break"],
        ["assert {a}, 'msg'"], ["t = {a}", "t += 1"], ["d = {{}}", "d[{a}] = 1", "d[{b}] = 2", "log.append(len(d))"],
        ["s = set()", "s.add({a})", "s.add({b})", "log.append(len(s))"],
    ]

    def __init__(self, rng):
        self.r = rng
        self.n = 0

    def cls(self, name):
        names = self.r.sample(sorted(self.DUNDERS), self.r.randint(1, 7))
        # `__eq__` without `__hash__` leaves a class unhashable: as often as not, keep it so.
        lines = [f"class {name}:", "    def __init__(self, v):", "        self.v = v"]
        for d in names:
            params, body = self.DUNDERS[d]
            lines += [f"    def {d}({params}):", f"        log.append(('{name}', '{d}'))", f"        {body}"]
        return lines

    def obj(self):
        return self.r.choice(["a", "b", "c", "[a]", "(b, a)", "[a, c]"])

    def stmt(self):
        a, b = self.obj(), self.r.choice(["a", "b", "c", "1"])
        if self.r.random() < 0.12:
            cls = self.r.choice(["K1", "K2", "K3"])
            return [f"{self.r.choice(['a', 'b', 'c'])} = {cls}({self.r.randint(-1, 3)})"]
        if self.r.random() < 0.25:
            body = [line.format(a=self.r.choice(["a", "b", "c"]), b=b) for line in self.r.choice(self.STMTS)]
        else:
            op = self.r.choice(self.OPS).format(a=a, b=b)
            body = [f"res = {op}", f"kind_{self.n} = type(res).__name__"]
        self.n += 1
        out = ["try:", *("    " + line for line in body), f"    end_{self.n} = 'ok'", "except BaseException as e:",
               f"    end_{self.n} = type(e).__name__", f"seen_{self.n} = list(log)", "log.clear()"]
        return out

    def program(self, idx):
        body = ["log = []", *self.cls("K1"), *self.cls("K2"), *self.cls("K3"),
                f"a = K1({self.r.randint(-1, 3)})", f"b = K2({self.r.randint(-1, 3)})", f"c = K{self.r.randint(1, 3)}(2)"]
        for _ in range(self.r.randint(6, 14)):
            body.extend(self.stmt())
        inputs = [f"n = {self.r.randint(0, 3)}"]
        return "\n".join([f"# probe: random program {idx} (scripts/conformance_fuzz.py --dunders)", "# inputs", *inputs,
                          "# body", *body]) + "\n"


class ClassesGen:
    """`--classes`: the machinery harness code makes its classes and registries with, composed at
    random: metaclasses (derived from `type`, one from another) with `__new__`, `__init__`,
    `__call__`, names of their own and a registry, some changing the namespace first; base
    classes with `__init_subclass__` (with and without a keyword), class and static methods,
    properties, class attributes; descriptors with `__set_name__`; subclasses over one or two of
    them (a metaclass conflict now and then); `type(name, bases, ns)`; `abc.ABC` with abstract
    methods. Statements then make instances and read classes, MROs, `__subclasses__()`,
    registries, `type(...)`, `isinstance`/`issubclass`, `super()`, attributes set and deleted on
    classes later, each in a `try` of its own, the log read after each. Dataclasses too (plain
    and frozen, over each other, subclassed with and without the decorator), properties with
    setters, `__getattr__`, `__class_getitem__`, `__eq__` and `__hash__`, registries filled by
    `__init_subclass__` and by a class decorator."""

    def __init__(self, rng):
        self.r = rng
        self.n = 0
        self.metas = []
        self.classes = []
        self.dataclasses = []
        self.has_field = set()

    def coin(self, p=0.5):
        return self.r.random() < p

    def meta(self, name):
        base = self.r.choice(self.metas) if self.metas and self.coin(0.3) else self.r.choice(["type", "type", "abc.ABCMeta"])
        lines = [f"class {name}({base}):"]
        if self.coin(0.5):
            lines.append(f"    registry = {{}}")
        if self.coin(0.4):
            lines.append(f"    kind = '{name.lower()}'")
        if self.coin(0.4):
            lines += ["    def describe(cls):", "        return cls.__name__ + '!'"]
        if self.coin(0.75):
            kw = "**kw" if self.coin(0.5) else ""
            lines += [f"    def __new__(mcs, name, bases, ns{', ' + kw if kw else ''}):",
                      f"        log.append(('{name}.new', name, sorted(k for k in ns if not k.startswith('__'))))"]
            if self.coin(0.15):
                lines.append("        ns['tag'] = name.lower()")
            if self.coin(0.5):
                lines.append("        cls = super().__new__(mcs, name, bases, ns)")
            else:
                lines.append(f"        cls = {base}.__new__(mcs, name, bases, ns)" if base != "abc.ABCMeta" and base == "type"
                             else "        cls = super().__new__(mcs, name, bases, ns)")
            if self.coin(0.5):
                lines.append("        if bases:")
                lines.append("            getattr(mcs, 'registry', {})[name] = cls")
            if self.coin(0.2):
                lines.append("        log.append(('subs', [c.__name__ for b in bases for c in b.__subclasses__()]))")
            lines.append("        return cls")
        if self.coin(0.4):
            lines += ["    def __init__(cls, name, bases, ns, **kw):", f"        log.append(('{name}.init', name))",
                      "        super().__init__(name, bases, ns)"]
        if self.coin(0.35):
            lines += ["    def __call__(cls, *a, **kw):", f"        log.append(('{name}.call', cls.__name__))",
                      "        return super().__call__(*a, **kw)"]
        if len(lines) == 1:
            lines.append("    pass")
        self.metas.append(name)
        return lines

    def field(self, name):
        return [f"class {name}:", "    def __set_name__(self, owner, attr):", "        log.append(('set_name', owner.__name__, attr))",
                "        self.attr = attr", "    def __get__(self, obj, objtype=None):", "        if obj is None:",
                "            return self", "        return obj.__dict__.get(self.attr, 0)",
                "    def __set__(self, obj, value):", "        obj.__dict__[self.attr] = value * 2"]

    def cls(self, name):
        bases = []
        kw = []
        if self.classes and self.coin(0.8):
            bases = self.r.sample(self.classes, min(len(self.classes), self.r.choice([1, 1, 1, 2])))
        elif self.coin(0.2):
            bases = ["abc.ABC"]
        if self.metas and self.coin(0.45):
            kw.append(f"metaclass={self.r.choice(self.metas)}")
        if bases and self.coin(0.2):
            kw.append(f"tag='{name.lower()}'")
        head = ", ".join(bases + kw)
        lines = [f"class {name}({head}):" if head else f"class {name}:"]
        if self.coin(0.4):
            lines.append(f"    count = {self.r.randint(0, 3)}")
        if self.coin(0.35):
            lines.append("    x = Field()")
            self.has_field.add(name)
        if self.coin(0.5):
            params = "cls, tag=None, **kw" if self.coin(0.6) else "cls, **kw"
            lines += [f"    def __init_subclass__({params}):", "        super().__init_subclass__(**kw)",
                      f"        log.append(('{name}.init_subclass', cls.__name__))"]
        if self.coin(0.6):
            lines += ["    def __init__(self, v=1):", f"        log.append(('{name}.__init__', v))"]
            if bases and self.coin(0.5) and bases != ["abc.ABC"]:
                lines.append("        super().__init__(v + 1)")
            lines.append("        self.v = v")
        if self.coin(0.6):
            lines += ["    def get(self):"]
            if bases and self.coin(0.5) and bases != ["abc.ABC"]:
                lines.append("        return super().get() + 10")
            else:
                lines.append(f"        return getattr(self, 'v', 0) + {self.r.randint(0, 5)}")
        if "abc.ABC" in bases or self.coin(0.1):
            lines += ["    @abc.abstractmethod", "    def run(self):", "        ..."]
        if self.coin(0.4):
            lines += ["    def run(self):", f"        return '{name}'"]
        if self.coin(0.3):
            lines += ["    @classmethod", "    def make(cls, v):", "        return cls(v)"]
        if self.coin(0.3):
            lines += ["    @staticmethod", "    def twice(x):", "        return x * 2"]
        if self.coin(0.3):
            lines += ["    @property", "    def double(self):", "        return self.v * 2"]
        if self.coin(0.25):
            lines += ["    def __repr__(self):", f"        return '{name}(' + repr(getattr(self, 'v', None)) + ')'"]
        if self.coin(0.15):
            lines += ["    @property", "    def w(self):", "        return getattr(self, '_w', -1)", "    @w.setter",
                      "    def w(self, x):", f"        log.append(('{name}.w', x))", "        self._w = x + 1"]
        if self.coin(0.12):
            lines += ["    def __getattr__(self, attr):", f"        log.append(('{name}.getattr', attr))",
                      "        if attr.startswith('_'):", "            raise AttributeError(attr)", "        return attr.upper()"]
        if self.coin(0.1):
            lines += ["    def __class_getitem__(cls, k):", "        return (cls.__name__, k)"]
        if self.coin(0.15):
            lines += ["    def __eq__(self, o):", f"        log.append(('{name}.eq',))",
                      "        return type(o) is type(self) and getattr(o, 'v', 0) == getattr(self, 'v', 0)"]
            if self.coin(0.6):
                lines += ["    def __hash__(self):", "        return hash(getattr(self, 'v', 0))"]
        if self.coin(0.12):
            lines += ["    registry = {}", "    def __init_subclass__(cls, **kw):", "        super().__init_subclass__(**kw)",
                      f"        {name}.registry[cls.__name__] = cls"] if not any("__init_subclass__" in x for x in lines) else []
        if len(lines) == 1:
            lines.append("    pass")
        if self.coin(0.15):
            lines = ["@register"] + lines
        self.classes.append(name)
        return lines

    def dataclass(self, name):
        base = ""
        if self.dataclasses and self.coin(0.5):
            base = f"({self.r.choice(self.dataclasses)})"
        elif self.classes and self.coin(0.2):
            base = f"({self.r.choice(self.classes)})"
        deco = self.r.choice(["@dataclass", "@dataclass", "@dataclass(frozen=True)", ""])
        if not base and not deco:
            deco = "@dataclass"
        lines = ([deco] if deco else []) + [f"class {name}{base}:"]
        if deco:
            for f in self.r.sample(["a: int = 1", "b: int = 2", "c: str = 'c'", "d: int = field(default=4)",
                                    "e: list = field(default_factory=list)"], self.r.randint(1, 3)):
                lines.append("    " + f)
        if self.coin(0.3):
            lines += ["    def __post_init__(self):", f"        log.append(('{name}.post_init',))"]
        if self.coin(0.3):
            lines += ["    def total(self):", "        return sum(getattr(self, k, 0) for k in ('a', 'b', 'd'))"]
        if not deco and self.coin(0.5):
            lines += ["    def __init__(self, x=0):", "        super().__init__(x)" if self.coin(0.6) else f"        {base[1:-1]}.__init__(self, x)"]
        if len(lines) == 1 or lines[-1].endswith(":"):
            lines.append("    pass")
        self.dataclasses.append(name)
        self.classes.append(name)
        return lines

    def expr(self):
        c = self.r.choice(self.classes)
        c2 = self.r.choice(self.classes)
        m = self.r.choice(self.metas) if self.metas else "type"
        return self.r.choice([
            f"{c}(n)", f"{c}(n).get()", f"{c}().v", f"{c}.make(n)", f"{c}.make(2).double", f"{c}.twice(n)",
            f"[k.__name__ for k in {c}.__mro__]", f"[k.__name__ for k in {c}.__subclasses__()]",
            f"type({c}).__name__", f"type({c}) is {m}", f"isinstance({c}, {m})", f"isinstance({c}(), {c2})",
            f"issubclass({c}, {c2})", f"{c}.describe()", f"{c}.kind", f"sorted({m}.registry)", f"{c}.count",
            f"{c}.x is not None", f"{c}().run()", f"repr({c}(n))", f"{c}.__name__ + {c}.__qualname__",
            f"type({c}()).__name__", f"hasattr({c}, 'get')", f"getattr({c}, 'tag', None)", f"{c}.__dict__.get('count')",
            f"vars({c}(n))", f"[type(c).__name__ for c in ({c}, {c2})]", f"super({c}, {c}(n)).get()",
            f"{c} == {c2}", f"{{{c}: 1, {c2}: 2}}[{c}]", f"str({c})", f"{c}.__bases__",
            f"[b.__name__ for b in {c}.__bases__]", f"{c}.__module__", f"callable({c})",
            f"{c}(n).w", f"{c}(n).missing_name", f"{c}[int]", f"len({{{c}(n), {c}(n), {c2}(1)}})",
            f"{c}(n) == {c}(n)", f"{c}(n) in [{c2}(n)]", f"sorted(getattr({c}, 'registry', {{}}))", f"sorted(REG)",
            f"[f.name for f in fields({c})]", f"asdict({c}())", f"repr({c}())", f"{c}() == {c}()",
            f"replace({c}(), a=n)", f"{c}().total()", f"{c}(n).a", f"hash({c}()) == hash({c}())",
        ])

    def stmt(self):
        c = self.r.choice(self.classes)
        k = self.r.random()
        if k < 0.55:
            body = [f"res = {self.expr()}", f"kind_{self.n} = type(res).__name__", f"r_{self.n} = repr(res) if type(res) in (int, str, bool, list, dict, tuple, type(None)) else None"]
        elif k < 0.65:
            body = [f"o = {c}(n)", f"o.x = {self.r.randint(0, 4)}", "res = (o.x, sorted(vars(o)))"]
        elif k < 0.75:
            body = [f"{c}.extra = n", f"res = [getattr(k, 'extra', None) for k in ({', '.join(self.classes)},)]", f"del {c}.extra"]
        elif k < 0.83:
            d = f"Dyn{self.n}"
            body = [f"{d} = type('{d}', ({c},), {{'z': n, 'get': lambda self: 7}})", f"res = ({d}.z, {d}().get(), type({d}).__name__)"]
        elif k < 0.86:
            body = [f"o = {c}(n)", f"o.w = {self.r.randint(0, 4)}", "res = (o.w, sorted(vars(o)))"]
        elif k < 0.9:
            m = self.r.choice(self.metas) if self.metas else "type"
            body = [f"class Late{self.n}({c}, metaclass={m}):", "    q = 1", f"res = [k.__name__ for k in Late{self.n}.__mro__]"]
        else:
            c2 = self.r.choice(self.classes)
            body = [f"class Both{self.n}({c}, {c2}):" if c != c2 else f"class Both{self.n}({c}):", "    pass",
                    f"res = Both{self.n}(n).get() if hasattr(Both{self.n}, 'get') else None"]
        self.n += 1
        return ["try:", *("    " + line for line in body), f"    end_{self.n} = 'ok'", "except BaseException as e:",
                f"    end_{self.n} = type(e).__name__", f"seen_{self.n} = list(log)", "log.clear()"]

    def program(self, idx):
        body = ["import abc", "from dataclasses import dataclass, field, fields, asdict, replace", "log = []", "REG = {}",
                "def register(cls):", "    REG[cls.__name__] = cls", "    return cls", *self.field("Field")]
        for i in range(self.r.randint(0, 2)):
            body += self.meta(f"Meta{i}")
        for i in range(self.r.randint(2, 5)):
            cname = f"C{i}"
            lines = self.dataclass(cname) if self.coin(0.3) else self.cls(cname)
            body += ["try:", *("    " + line for line in lines), f"    made_{i} = True", "except BaseException as e:",
                     f"    made_{i} = type(e).__name__", f"    class {cname}:", "        pass", f"made_log_{i} = list(log)", "log.clear()"]
        for _ in range(self.r.randint(6, 12)):
            body.extend(self.stmt())
        inputs = [f"n = {self.r.randint(0, 3)}"]
        return "\n".join([f"# probe: random program {idx} (scripts/conformance_fuzz.py --classes)", "# inputs", *inputs,
                          "# body", *body]) + "\n"


def cpython_ending(source):
    """How CPython ends the program: 'ok', an exception class name, or None (too slow, or not Python).
    A folder program (a dict of files) runs with its folder first on `sys.path`, its modules
    forgotten after."""
    if isinstance(source, dict):
        with tempfile.TemporaryDirectory() as d:
            write_files(d, source)
            sys.path.insert(0, d)
            before = set(sys.modules)
            try:
                return cpython_ending(source["main.py"])
            finally:
                sys.path.remove(d)
                for name in set(sys.modules) - before:
                    del sys.modules[name]
    try:
        code = compile(source, "main.py", "exec")
    except SyntaxError:
        return None
    mod = types.ModuleType("main")

    def alarm(*_):
        raise Timeout()

    signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, 2)
    try:
        exec(code, mod.__dict__)
        return "ok"
    except Timeout:
        return None
    except BaseException as e:  # noqa: B036
        return type(e).__name__
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def write_files(folder, files):
    """A folder program's files, written under `folder`."""
    for rel, text in files.items():
        path = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)


class RegexGen:
    """`--regex`: one pattern and one subject a program, made at random from the pattern
    language harness code reads sizes and names with (literals, `.`, `\\d`/`\\w`/`\\s` and
    their negations, classes with ranges and negation, groups plain, named and non-capturing,
    lookaheads, alternation, greedy and lazy quantifiers with counts, anchors, `\\b`/`\\B`,
    backreferences, inline flags), each given to `search`, `fullmatch`, `match`, `findall`,
    `split` and `sub` (with group references in the replacement). Each call is in a `try` of its
    own: a pattern CPython refuses, and one the tool does not take on, end only that call's
    global. Subjects are short strings over a few letters, digits, `_`, space, `.`, `-` and
    newline."""

    ATOMS = ["a", "b", "x", ".", r"\d", r"\w", r"\s", r"\W", "[ab]", "[^a]", "[a-c]", "[-x]", r"[\d.]", "1", "_",
             " ", r"\.", "\\n", "(?:a|b)", "^", "$", r"\b", r"\B", r"\A", r"\Z", r"\1", r"\t", "[]a]", "[^-\\s]",
             "A", "B"]
    ANCHORS = {"^", "$", r"\b", r"\B", r"\A", r"\Z"}
    QUANT = ["", "", "", "*", "+", "?", "*?", "+?", "??", "{2}", "{1,2}", "{,2}", "{2,}", "{0,1}?"]
    REPL = ["-", r"<\g<0>>", "", r"[\\]", "x", r"\1", r"\g<1>", r"a\nb"]

    def __init__(self, rng):
        self.r = rng

    def atom(self, d):
        if d < 3 and self.r.random() < 0.25:
            opener = self.r.choice(["(", "(", "(?:", "(?=", "(?!", f"(?P<g{self.r.randint(0, 99)}>"])
            return opener + self.alt(d + 1) + ")"
        return self.r.choice(self.ATOMS)

    def seq(self, d):
        out = []
        for _ in range(self.r.randint(1, 4)):
            a = self.atom(d)
            plain = a in self.ANCHORS or a.startswith(("(?=", "(?!"))
            out.append(a if plain else a + self.r.choice(self.QUANT))
        return "".join(out)

    def alt(self, d):
        return "|".join(self.seq(d) for _ in range(self.r.choice([1, 1, 1, 2, 3])))

    def program(self, idx):
        p = self.alt(0)
        if self.r.random() < 0.2:
            p = self.r.choice(["(?i)", "(?m)", "(?s)"]) + p
        s = "".join(self.r.choice("abx1_ .\n-") for _ in range(self.r.randint(0, 12)))
        calls = {
            "search": "(lambda m: m and (m.span(), m.groups()))(re.search(_p, _s))",
            "full": "(lambda m: m and (m.span(), m.groups()))(re.fullmatch(_p, _s))",
            "match": "(lambda m: m and (m.span(), m.groups()))(re.match(_p, _s))",
            "findall": "re.findall(_p, _s)",
            "split": "re.split(_p, _s)",
            "sub": f"re.sub(_p, {self.r.choice(self.REPL)!r}, _s)",
        }
        body = ["import re", f"_p, _s = {p!r}, {s!r}"]
        # `BaseException`: a call the tool leaves unknown may raise anything, and a handler that
        # takes all of it keeps the rest of the program known.
        for k, e in calls.items():
            body += ["try:", f"    r_{k} = {e}", "except BaseException:", f"    r_{k} = 'err'"]
        return "\n".join([f"# probe: random pattern {idx} (scripts/conformance_fuzz.py --regex)", "# inputs", "z = 0",
                          "# body", *body]) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=None)
    ap.add_argument("--no-run", action="store_true", help="only write the programs")
    ap.add_argument("--wide", action="store_true", help="floats, tuples, sets, format specs, collections, itertools too")
    ap.add_argument("--deep", action="store_true", help="--wide, with argument binding, scoping, unpacking, enums, dataclasses, protocols")
    ap.add_argument("--objects", action="store_true", help="--deep, with attributes set, read and deleted by a name made at run time")
    ap.add_argument("--regex", action="store_true", help="random patterns and subjects through re's functions")
    ap.add_argument("--live", action="store_true", help="--objects, with containers changed while gone over or viewed")
    ap.add_argument("--args", action="store_true", help="built-ins, operators and methods called with arguments of every kind")
    ap.add_argument("--inplace", action="store_true", help="--args, with augmented assignments between the same values")
    ap.add_argument("--effects", action="store_true", help="comprehensions and generators whose items log, filtered by conditions on the inputs")
    ap.add_argument("--imports", action="store_true", help="programs of several modules (and a package) importing each other in every form")
    ap.add_argument("--flow", action="store_true", help="functions and generators of nested if/for/try/with/raise/return/yield, driven by next/send/throw/close")
    ap.add_argument("--lazy", action="store_true", help="--effects, with map/filter/generators made as taken, and the consumers that stop early or run code between items")
    ap.add_argument("--unseen", action="store_true", help="--effects, with inputs that are code given objects and functions that log")
    ap.add_argument("--dunders", action="store_true", help="objects whose dunders log, handed to what calls them implicitly")
    ap.add_argument("--classes", action="store_true", help="metaclasses, __init_subclass__, __set_name__, registries, type(), ABCs")
    args = ap.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="conformance-fuzz-")
    area = os.path.join(out, "fuzz")
    os.makedirs(area, exist_ok=True)
    rng = random.Random(args.seed)
    written = 0
    sources = {}
    while written < args.count:
        grammar = (ImportsGen if args.imports else FlowGen if args.flow else ClassesGen if args.classes else DundersGen if args.dunders else UnseenGen if args.unseen else LazyGen if args.lazy else EffectsGen if args.effects else InplaceGen if args.inplace else ArgsGen if args.args else RegexGen if args.regex else LiveGen if args.live else ObjectsGen if args.objects else DeepGen if args.deep
                   else WideGen if args.wide else Gen)
        src = grammar(rng).program(written)
        ending = cpython_ending(src)
        if ending is None:
            continue
        pid = f"p{written:04d}"
        if isinstance(src, dict):
            main_src = src["main.py"]
            if ending != "ok":
                src["main.py"] = main_src.replace("\n# inputs", f"\n# expect: raises {ending}\n# inputs", 1)
            write_files(os.path.join(area, pid), src)
            src = src["main.py"]
        else:
            if ending != "ok":
                src = src.replace("\n# inputs", f"\n# expect: raises {ending}\n# inputs", 1)
            with open(os.path.join(area, pid + ".py"), "w") as f:
                f.write(src)
        sources["fuzz/" + pid] = src
        written += 1
    print(f"{written} programs in {area}", file=sys.stderr)
    if args.no_run:
        return 0
    report = os.path.join(out, "report.jsonl")
    env = dict(os.environ, GEN_CONFIG_CONFORMANCE_PROGRAMS=out, GEN_CONFIG_CONFORMANCE_REPORT=report, RUST_BACKTRACE="0")
    env.setdefault("GEN_CONFIG_PYTHON", sys.executable)
    # (`--nocapture`: the test's counts are printed when it passes too.)
    r = subprocess.run(["cargo", "test", "--quiet", "--test", "conformance", "the_evaluator", "--", "--nocapture"],
                       cwd=REPO, env=env,
                       capture_output=True, text=True)
    summary = [line[line.index("conformance:"):] for line in r.stderr.splitlines() + r.stdout.splitlines()
               if "conformance:" in line]
    print("\n".join(summary) or r.stdout[-3000:] + r.stderr[-3000:])
    if not os.path.exists(report):
        return 1
    diffs = [json.loads(line) for line in open(report)]
    # The statement that bound each global of each program, to read a difference by.
    where = {}
    for pid, src in sources.items():
        lines = src.splitlines()
        for node in ast.parse(src).body:
            for sub in ast.walk(node):
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                    where.setdefault((pid, sub.id), lines[node.lineno - 1].strip())
    for d in diffs:
        stmt = where.get((d["program"], d["name"]), "")
        flag = "" if d.get("flag") is None else f" (flag {str(d['flag']).lower()})"
        print(f"{d['program']} [{d['variant']}{flag}] {d['name']}: CPython {d['cpython'][:80]}, evaluator {d['evaluator'][:80]}"
              + (f"\n    {stmt}" if stmt else ""))
    print(f"(programs, the report and every difference: {out})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
