# probe: StopIteration raised inside a generator becomes RuntimeError (PEP 479)
# inputs
v = 1
# body
def gen():
    yield v
    raise StopIteration
try:
    list(gen())
    r_err = "none"
except RuntimeError as e:
    r_err = (type(e).__name__, type(e.__cause__).__name__)
def gen2():
    yield v
    return
r_ok = list(gen2())
