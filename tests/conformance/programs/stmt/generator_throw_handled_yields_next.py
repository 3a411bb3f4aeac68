# probe: throw into a generator that catches and yields again returns that next value; one that catches and returns raises StopIteration from throw; one that does not catch raises the thrown exception and is finished
# inputs
v = 7
# body
def catcher():
    while True:
        try:
            yield "ready"
        except KeyError as e:
            yield ("caught", e.args)
g = catcher()
r_a = next(g)
r_b = g.throw(KeyError(v))
r_c = next(g)
def returner():
    try:
        yield 1
    except ValueError:
        return "done"
h = returner()
next(h)
try:
    h.throw(ValueError)
    r_ret = "no stop"
except StopIteration as e:
    r_ret = ("StopIteration", e.value)
def plain():
    yield 1
    yield 2
p = plain()
next(p)
try:
    p.throw(TypeError("t"))
except TypeError as e:
    r_plain = ("TypeError", e.args)
r_plain_after = next(p, "finished")
