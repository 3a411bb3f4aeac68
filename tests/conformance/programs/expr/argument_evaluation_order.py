# probe: arguments are evaluated left to right: positional, *spread, keywords and **spread interleaved as written; the callee expression first; defaults evaluated at def time in order
# inputs
base = 1
# body
log = []
def note(tag, v):
    log.append(tag)
    return v
def f(*a, **k):
    log.append("body")
    return (a, sorted(k))
def pick():
    log.append("callee")
    return f
pick()(note("p1", base), *note("star", [2]), kw=note("kw", 3), **note("dstar", {"z": 4}), last=note("last", 5))
r_call = list(log)
log.clear()
def g(x=note("d1", 1), *, y=note("d2", 2), z=note("d3", 3)):
    return x + y + z
r_defaults = list(log)
log.clear()
r_nested = note("outer", note("inner1", 1) + note("inner2", 2))
r_nested_log = list(log)
log.clear()
d = {note("k1", "a"): note("v1", 1), note("k2", "b"): note("v2", 2)}
r_dict_log = list(log)
log.clear()
def boom():
    log.append("boom")
    raise ValueError
try:
    f(note("a", 1), boom(), note("never", 3))
except ValueError:
    pass
r_stops = list(log)
log.clear()
obj = type("O", (), {})()
obj.m = lambda *a: log.append(("m", a))
note("target", obj).m(note("arg", base))
r_method_order = list(log)
