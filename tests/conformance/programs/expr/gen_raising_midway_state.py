# probe: a generator that raises part way: items before reach the consumer, the exception propagates once, and every later next() is StopIteration
# inputs
xs = [4, 2, 0, 5]
# body
def divs():
    for x in xs:
        yield 8 // x
g = divs()
got = []
try:
    for v in g:
        got.append(v)
except ZeroDivisionError:
    r_err = "ZeroDivisionError"
r_got = got
r_after = next(g, "exhausted")
r_list_after = list(g)
g = divs()
try:
    r_list = list(g)
except ZeroDivisionError:
    r_list = "ZeroDivisionError"
r_list_then = list(g)
h = divs()
r_h = (next(h), next(h))
try:
    next(h)
except ZeroDivisionError as e:
    r_h_err = type(e).__name__
try:
    next(h)
except StopIteration as e:
    r_h_stop = ("StopIteration", e.value)
