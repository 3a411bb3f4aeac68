# probe: StopIteration from next() inside a generator becomes RuntimeError with StopIteration as cause; in a list comprehension or a plain function it stays StopIteration; a genexp handed to list(); next() with a default inside a generator
# inputs
xs = [1, 2]
# body
def pairs(seq):
    it = iter(seq)
    while True:
        a = next(it)
        b = next(it)
        yield (a, b)
try:
    r_pairs = list(pairs(xs + [3]))
except RuntimeError as e:
    r_pairs = (type(e).__name__, str(e), type(e.__cause__).__name__, type(e.__context__).__name__)
def first(seq):
    return next(iter(seq))
try:
    first([])
except StopIteration as e:
    r_plain_function = ("StopIteration", e.args)
try:
    r_listcomp = [next(iter([])) for _ in xs]
except StopIteration:
    r_listcomp = "StopIteration"
try:
    r_genexp = list(next(iter([])) for _ in xs)
except RuntimeError as e:
    r_genexp = (type(e).__name__, str(e))
except StopIteration:
    r_genexp = "StopIteration leaked"
def with_default(seq):
    it = iter(seq)
    while (v := next(it, None)) is not None:
        yield v * 10
r_default = list(with_default(xs))
def raise_si_value():
    yield 1
    raise StopIteration("custom")
try:
    list(raise_si_value())
except RuntimeError as e:
    r_custom = (str(e), e.__cause__.args)
def caught_inside():
    try:
        next(iter([]))
    except StopIteration:
        yield "caught inside"
r_caught_inside = list(caught_inside())
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 2:
            raise StopIteration
        return self.n
r_class_iter = list(It())
def uses_class_iter():
    yield from It()
    yield "after"
r_yield_from_class = list(uses_class_iter())
try:
    r_zip_stops = list(zip(It(), pairs([])))
except RuntimeError as e:
    r_zip_stops = ("RuntimeError", str(e))
