# probe: an object whose __iter__ returns self is exhausted after one pass; one with __iter__ returning a fresh iterator restarts; next() default; StopIteration ends for and comprehensions; __next__ without __iter__ is not iterable
# inputs
n = 3
# body
class Once:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
class Many:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n))
o = Once(n)
r_first = list(o)
r_second = list(o)
m = Many(n)
r_many = (list(m), list(m))
o2 = Once(n)
r_zip = list(zip(o2, o2))
o3 = Once(2)
r_next = (next(o3), next(o3), next(o3, "done"))
class NextOnly:
    def __next__(self):
        return 1
try:
    iter(NextOnly())
except TypeError as e:
    r_err = type(e).__name__
r_in = (2 in Once(n), 2 in Once(1))
r_unpack = [*Once(n), *Many(2)]
r_max = max(Once(n))
