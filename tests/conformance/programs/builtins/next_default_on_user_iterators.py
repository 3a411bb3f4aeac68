# probe: next(obj, default) on a user iterator class: the default when its __next__ raises StopIteration (with or without a value), other errors pass through, a value returned is kept
# inputs
limit = 2
# body
class Counter:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= limit:
            raise StopIteration("spent")
        self.i += 1
        return self.i
c = Counter()
r_values = (next(c, "d"), next(c, "d"), next(c, "d"), next(c, None))
r_calls = c.i
class Broken:
    def __iter__(self):
        return self
    def __next__(self):
        raise KeyError("broken")
try:
    next(Broken(), "d")
except KeyError as e:
    r_broken = type(e).__name__
class Empty:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
r_empty = next(Empty(), [])
r_loop = [v for v in Counter()]
r_while = []
c2 = Counter()
while (v := next(c2, None)) is not None:
    r_while.append(v)
