# probe: close() on a generator suspended at its last yield: an except GeneratorExit that raises another exception makes close() raise it
# inputs
n = 1
# body
def g():
    try:
        yield n
    except GeneratorExit:
        raise KeyError("on close")
gen = g()
first = next(gen)
try:
    gen.close()
    r_close = "closed"
except KeyError:
    r_close = "KeyError"
