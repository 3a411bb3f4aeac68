# probe: a generator resumed by throw (caught at its yield, or not), send of a value, and close where it stands: the code each runs in its body, and what it appends, are Python's (lists written only by that code too)
# inputs
n = 2
# body
caught = []
closed = []
def gen():
    for j in range(n):
        try:
            yield j
        except ValueError:
            caught.append(j)
g = gen()
next(g)
r_throw = g.throw(ValueError)
def closing():
    try:
        yield 1
    except GeneratorExit:
        closed.append("exit")
        raise
c = closing()
next(c)
c.close()
def plain():
    yield 1
p = plain()
next(p)
def uncaught():
    try:
        p.throw(KeyError)
        return "no"
    except KeyError:
        return "KeyError"
r_uncaught = uncaught()
r_lists = (list(caught), list(closed))
