# probe: __iter__ = None makes a class non-iterable even with __getitem__; `in` also fails; __contains__ = None too
# inputs
v = 1
# body
class NoIter:
    __iter__ = None
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return i
r_index = NoIter()[v]
try:
    iter(NoIter())
except TypeError as e:
    r_iter = type(e).__name__
try:
    list(NoIter())
except TypeError as e:
    r_list = type(e).__name__
try:
    v in NoIter()
except TypeError as e:
    r_in = type(e).__name__
class NoContains:
    __contains__ = None
    def __iter__(self):
        return iter([1])
try:
    v in NoContains()
except TypeError as e:
    r_nc = type(e).__name__
r_nc_list = list(NoContains())
class NoReversed:
    __reversed__ = None
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return i
try:
    reversed(NoReversed())
except TypeError as e:
    r_rev = type(e).__name__
