# probe: yield from a list, a string, an iterator class, a generator returning a value, another generator already partly consumed, and an exhausted one (value None)
# inputs
word = "ab"
# body
class Two:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 2:
            raise StopIteration("ignored by for")
        return self.i
def inner():
    yield "i1"
    yield "i2"
    return "inner-ret"
def outer(src):
    got = yield from src
    yield ("got", got)
r_list = list(outer([1, 2]))
r_str = list(outer(word))
r_class = list(outer(Two()))
partly = inner()
next(partly)
r_partly = list(outer(partly))
done = inner()
list(done)
r_done = list(outer(done))
r_fresh = list(outer(inner()))
def chain_ret(n):
    if n == 0:
        return 0
    got = yield from chain_ret(n - 1)
    yield n
    return got + n
def collect(n):
    total = yield from chain_ret(n)
    yield ("total", total)
r_chain = list(collect(3))
try:
    list(outer(5))
except TypeError as e:
    r_not_iter = type(e).__name__
