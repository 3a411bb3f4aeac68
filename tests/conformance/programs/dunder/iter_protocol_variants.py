# probe: iteration variants: __iter__ as a generator method, iter(callable, sentinel), StopIteration value, iterator exhausted once, __next__ without __iter__
# inputs
n = 3
# body
class Gen:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield i * i
g = Gen(n)
r_gen = (list(g), list(g), sum(g), max(g))
counter = iter([5, 4, 3, 0, 7])
r_sentinel = list(iter(lambda: next(counter), 0))
r_rest = list(counter)
def g2():
    yield 1
    return "done"
it = g2()
next(it)
try:
    next(it)
except StopIteration as e:
    r_stop_value = e.value
class NextOnly:
    def __next__(self):
        return 1
try:
    for x in NextOnly():
        break
except TypeError as e:
    r_next_only = str(e)
r_next_default = next(iter([]), "empty")
try:
    next([1])
except TypeError as e:
    r_next_list = str(e)
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
cd = Countdown(n)
r_zip = list(zip(cd, "abcdef"))
r_cd_left = cd.n
r_enum = list(enumerate(Countdown(2), 1))
r_unpack = [*Countdown(n), *Gen(2)]
r_dict_from = dict(zip(Gen(n), Countdown(n)))
r_in = 4 in Gen(n)
