# probe: reversed over __reversed__ (its own result returned), over __len__+__getitem__, refused for a generator, a dict's keys order reversed, a list changed while reversed
# inputs
xs = [1, 2, 3, 4]
# body
class Rev:
    def __reversed__(self):
        return iter(["z", "y"])
r_own = list(reversed(Rev()))
class LenGet:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        return i * 10
r_lenget = list(reversed(LenGet()))
def g():
    yield 1
try:
    reversed(g())
except TypeError as e:
    r_gen = type(e).__name__
try:
    reversed({1, 2})
except TypeError as e:
    r_set = type(e).__name__
r_dict = list(reversed({"a": 1, "b": 2, "c": 3}))
r_dict_items = list(reversed({"a": 1, "b": 2}.items()))
lst = list(xs)
rv = reversed(lst)
r_rv_first = next(rv)
lst.pop()
lst.pop()
r_rv_rest = list(rv)
lst2 = list(xs)
rv2 = reversed(lst2)
next(rv2)
lst2.append(99)
r_rv2_rest = list(rv2)
class NotReversible:
    __reversed__ = None
    def __len__(self):
        return 1
    def __getitem__(self, i):
        return i
try:
    reversed(NotReversible())
except TypeError as e:
    r_none = type(e).__name__
