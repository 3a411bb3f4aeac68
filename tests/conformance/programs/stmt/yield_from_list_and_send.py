# probe: yield from over a list or a string hands out its items; send of a non-None value to it raises AttributeError (a list iterator has no send); the value of yield from over a list is None
# inputs
items = ["a", "b"]
# body
def gen():
    r = yield from items
    yield ("result", r)
    yield from "xy"
r_all = list(gen())
g = gen()
next(g)
try:
    g.send(5)
    r_send = "sent"
except AttributeError:
    r_send = "AttributeError"
r_after = next(g, "finished")
g2 = gen()
next(g2)
r_send_none = g2.send(None)
