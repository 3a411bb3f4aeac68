# probe: StopIteration escaping a generator body (raised, or a next() on an exhausted iterator) is RuntimeError whose __cause__ is the StopIteration; a return is fine; a genexp too
# inputs
xs = [1, 2]
# body
def g1():
    yield 1
    raise StopIteration("x")
try:
    r_g1 = list(g1())
except RuntimeError as e:
    r_g1 = ("RuntimeError", type(e.__cause__).__name__)
def g2():
    it = iter(xs)
    while True:
        yield next(it)
try:
    r_g2 = list(g2())
except RuntimeError:
    r_g2 = "RuntimeError"
got = []
def g3():
    it = iter(xs)
    while True:
        v = next(it)
        got.append(v)
        yield v
try:
    for v in g3():
        pass
except RuntimeError:
    r_g3 = "RuntimeError"
r_g3_got = list(got)
it4 = iter(xs)
try:
    r_g4 = list(next(it4) for _ in range(5))
except RuntimeError:
    r_g4 = "RuntimeError"
it5 = iter(xs)
try:
    r_g5 = [next(it5) for _ in range(5)]
except StopIteration:
    r_g5 = "StopIteration"
def g6():
    try:
        yield next(iter([]))
    except StopIteration:
        yield "caught inside"
r_g6 = list(g6())
