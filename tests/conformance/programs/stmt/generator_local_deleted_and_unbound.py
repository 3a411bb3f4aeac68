# probe: a generator's local deleted before a yield is unbound when resumed (UnboundLocalError at that step, after items already handed out); a local read before assignment in a later step
# inputs
xs = [1, 2]
# body
def gen():
    total = 0
    for x in xs:
        total += x
        yield total
    del total
    yield "deleted"
    yield total
got = []
try:
    for v in gen():
        got.append(v)
except UnboundLocalError as e:
    r_err = type(e).__name__
r_got = got
def late():
    yield 1
    if xs[0] > 5:
        y = 2
    yield y
g = late()
r_late_first = next(g)
try:
    next(g)
except NameError as e:
    r_late_err = type(e).__name__
r_late_after = next(g, "done")
