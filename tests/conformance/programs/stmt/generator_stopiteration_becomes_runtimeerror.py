# probe: StopIteration raised inside a generator's body (by next() on an empty iterator, explicitly, from a called function) becomes RuntimeError whose __cause__ is the StopIteration; a return ends it cleanly
# inputs
data = []
# body
def g1():
    yield 1
    next(iter(data))
    yield 2
def g2():
    yield "a"
    raise StopIteration("explicit")
def helper():
    raise StopIteration
def g3():
    helper()
    yield 3
out = []
for g in (g1, g2, g3):
    got = []
    try:
        for v in g():
            got.append(v)
        out.append(("ok", got))
    except RuntimeError as e:
        out.append(("RuntimeError", got, type(e.__cause__).__name__, e.__suppress_context__))
    except StopIteration:
        out.append(("StopIteration", got))
r_out = out
def g4():
    yield 1
    return "rv"
it = g4()
next(it)
try:
    next(it)
except StopIteration as e:
    r_value = (e.value, e.args)
