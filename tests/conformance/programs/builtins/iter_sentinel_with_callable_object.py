# probe: iter(callable, sentinel) with a __call__ object; stops on equality via __eq__ of returned value; next with default
# inputs
limit = 3
# body
class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
c = Counter()
r_iter = list(iter(c, limit))
r_n = c.n
it = iter(Counter(), 2)
r_first = next(it)
r_exhaust = next(it, "done")
r_again = next(it, "still-done")
class EqAll:
    def __eq__(self, o):
        return True
calls = []
def f():
    calls.append(1)
    return 5
r_eqall = list(iter(f, EqAll()))
r_calls = len(calls)
try:
    iter(5, 1)
except TypeError as e:
    r_notcallable = type(e).__name__
def raiser():
    raise StopIteration
r_stop = list(iter(raiser, None))
