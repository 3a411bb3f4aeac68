# probe: %-formatting still raises its TypeError/KeyError when an earlier value's text (a set, an object) or the mapping (non-str keys) is not simple
# inputs
n = 1
# body
class A:
    pass
errs = []
cases = (
    ("%(1)s", {1: "x"}),
    ("%s %s", {1: 2}),
    ("%d", {1: 2}),
    ("%s %d", ({1, 2}, "x")),
    ("%s", ({1}, 2)),
    ("%d", (A(),)),
    ("%s %s", (A(),)),
    ("%(a)s", (1,)),
    ("%(a)s", [1]),
    ("%s%(a)s", {"a": 1, 2: 3}),
)
for fmt, arg in cases:
    try:
        fmt % arg
        errs.append("ok")
    except (TypeError, KeyError, ValueError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    "%s %d" % ({n}, "x")
    r_set_then_bad = "ok"
except TypeError as e:
    r_set_then_bad = type(e).__name__
try:
    "%(k)s" % {n: "v"}
    r_int_key = "ok"
except KeyError as e:
    r_int_key = type(e).__name__
