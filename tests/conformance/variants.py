"""The variants of a conformance program, made mechanically from its AST.

A program is a Python file whose top level reads, in order:

    # probe: what it exercises (any leading comments)
    <header>          optional: `from __future__ import ...`, nothing else
    # inputs
    n = 5             simple assignments `NAME = expr`, one per input
    # body
    r_x = ...         the statements that exercise the construct

Markers in the leading comments: `# expect: raises ValueError` (the program as written ends on an
uncaught exception of that class; default: it runs to its end), `# requires: 3.12` (skipped on an
older CPython).

Variants (each one whole program text, re-emitted with `ast.unparse` except the first):

- `as-is`: the program as written;
- `unknown:NAME`: input NAME made unknown: `NAME = _unseen.NAME`, with `import _unseen` after the
  header (for CPython, `_unseen` holds the input's original value; for the evaluator `_unseen` is
  a module it cannot see, so the attribute is an unknown value);
- `unknown:*`: every input unknown at once (when there are two or more);
- `branch:L<line>`: the body statement at that line of the original wrapped in `if _unseen.flag:`
  (CPython runs it with the flag true and with it false; the evaluator, not knowing the flag,
  must agree with both or say unknown).

Run as a script to print the variants of one program: `python variants.py PROGRAM.py`.
"""

import ast
import re
import sys

INPUTS_MARK = "# inputs"
BODY_MARK = "# body"


class ProgramError(Exception):
    """A program that does not follow the layout above."""


class Program:
    def __init__(self, source, path="<program>"):
        self.source = source
        self.path = path
        self.expect = "ok"
        self.requires = None
        lines = source.splitlines()
        for line in lines:
            s = line.strip()
            if not s.startswith("#"):
                if s:
                    break
                continue
            m = re.match(r"#\s*expect:\s*raises\s+(\w+)\s*$", s)
            if m:
                self.expect = m.group(1)
            m = re.match(r"#\s*requires:\s*(\d+)\.(\d+)\s*$", s)
            if m:
                self.requires = (int(m.group(1)), int(m.group(2)))
        self.skipped = None
        if self.requires and sys.version_info[:2] < self.requires:
            # Its syntax may be newer than this Python's `ast`.
            self.skipped = "needs Python " + ".".join(map(str, self.requires))
            return
        marks = {m: i + 1 for i, l in enumerate(lines) for m in (INPUTS_MARK, BODY_MARK) if l.strip() == m}
        if BODY_MARK not in marks:
            raise ProgramError(f"{path}: no `{BODY_MARK}` line")
        body_line = marks[BODY_MARK]
        inputs_line = marks.get(INPUTS_MARK, body_line)
        if inputs_line > body_line:
            raise ProgramError(f"{path}: `{INPUTS_MARK}` after `{BODY_MARK}`")
        try:
            self.tree = ast.parse(source, filename=path)
        except SyntaxError as e:
            raise ProgramError(f"{path}:{e.lineno}: syntax error: {e.msg}") from e
        self.header, self.inputs, self.body = [], [], []
        for stmt in self.tree.body:
            if stmt.lineno < inputs_line:
                self.header.append(stmt)
            elif stmt.lineno < body_line:
                self.inputs.append(stmt)
            else:
                self.body.append(stmt)
        for stmt in self.header:
            if not (isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__") and not (
                isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            ):
                raise ProgramError(f"{path}:{stmt.lineno}: only `from __future__` imports before `{INPUTS_MARK}`")
        self.input_names = []
        for stmt in self.inputs:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                self.input_names.append(stmt.targets[0].id)
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
                self.input_names.append(stmt.target.id)
            else:
                raise ProgramError(f"{path}:{stmt.lineno}: an input is one `NAME = expr` assignment")
        if not self.body:
            raise ProgramError(f"{path}: an empty body")

    def inputs_source(self):
        """The header and inputs alone: run to give `_unseen` the inputs' values."""
        return ast.unparse(ast.Module(body=self.header + self.inputs, type_ignores=[]))

    def _text(self, stmt):
        """One top-level statement's text, unparsed once for all the variants that keep it."""
        cache = self.__dict__.setdefault("_texts", {})
        if id(stmt) not in cache:
            cache[id(stmt)] = ast.unparse(stmt)
        return cache[id(stmt)]

    def _module(self, inputs, body):
        """The variant's text: its statements' texts, `import _unseen` after the header."""
        parts = [self._text(s) for s in self.header] + ["import _unseen"]
        parts += [s if isinstance(s, str) else self._text(s) for s in inputs + body]
        return "\n".join(parts) + "\n"

    def _unknown(self, names):
        inputs = []
        for stmt, name in zip(self.inputs, self.input_names):
            inputs.append(f"{name} = _unseen.{name}" if name in names else stmt)
        return self._module(inputs, self.body)

    def _branch(self, k):
        body = list(self.body)
        stmt = body[k]
        guarded = ast.If(
            test=ast.Attribute(value=ast.Name(id="_unseen", ctx=ast.Load()), attr="flag", ctx=ast.Load()),
            body=[stmt],
            orelse=[],
        )
        # Unparsed whole, not indented by hand: a docstring inside may span lines.
        body[k] = ast.unparse(guarded)
        return self._module(self.inputs, body)

    def variants(self):
        """(name, source, kind): kind is `None` (no `_unseen`), `"inputs"` (`_unseen` holds the
        inputs' values) or `"flag"` (`_unseen.flag` true, then false)."""
        out = [("as-is", self.source, None)]
        for name in self.input_names:
            out.append((f"unknown:{name}", self._unknown({name}), "inputs"))
        if len(self.input_names) >= 2:
            out.append(("unknown:*", self._unknown(set(self.input_names)), "inputs"))
        for k, stmt in enumerate(self.body):
            out.append((f"branch:L{stmt.lineno}", self._branch(k), "flag"))
        return out


def main(argv):
    if len(argv) != 2:
        print("usage: variants.py PROGRAM.py", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        program = Program(f.read(), argv[1])
    for name, source, kind in program.variants():
        print(f"# ---- {name} ({kind or 'no _unseen'})")
        print(source.rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
