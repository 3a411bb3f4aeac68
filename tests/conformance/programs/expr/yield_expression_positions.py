# probe: yield used as an expression: bare `x = yield`, inside arithmetic, as a call argument, in a list display, several yields in one statement, evaluated left to right with sent values
# inputs
base = 100
# body
def g1():
    x = yield
    y = (yield x) + base
    yield y
a = g1()
r_g1 = (next(a), a.send(5), a.send(7))
def g2():
    out = [(yield 1), (yield 2)]
    yield out
b = g2()
r_g2 = (next(b), b.send("A"), b.send("B"))
def g3():
    r = str((yield "first"))
    yield r
c = g3()
r_g3 = (next(c), next(c))
def g4():
    total = 0
    while True:
        v = yield total
        if v is None:
            break
        total += v
    yield ("final", total)
d = g4()
next(d)
for k in [1, 2, 3]:
    d.send(k)
r_g4 = d.send(None)
def g5():
    yield (yield (yield 1))
e = g5()
r_g5 = (next(e), e.send(2), e.send(3))
def g6():
    d = {}
    d[(yield "key?")] = (yield "value?")
    yield d
f = g6()
r_g6 = (next(f), f.send("K"), f.send("V"))
def g7():
    try:
        yield 1
        return "ret"
    finally:
        yield "from finally"
r_g7 = list(g7())
