# probe: close() on a generator suspended at its last yield runs its finally, whose exception close() raises
# inputs
n = 1
# body
def g():
    try:
        yield n
    finally:
        raise ValueError("in finally")
gen = g()
first = next(gen)
try:
    gen.close()
    r_close = "closed"
except ValueError:
    r_close = "ValueError"
