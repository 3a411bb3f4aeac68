# probe: __contains__ = None; __contains__ result coerced; reversed() via __reversed__ or __len__+__getitem__; __reversed__ = None
# inputs
needle = 2
# body
class NoContains:
    __contains__ = None
    def __iter__(self):
        return iter([1, 2, 3])
try:
    r_no_contains = needle in NoContains()
except TypeError as e:
    r_no_contains = str(e)
class Zero:
    def __contains__(self, x):
        return 0
r_zero = (needle in Zero(), needle not in Zero())
class Seq:
    def __len__(self):
        return 3
    def __getitem__(self, i):
        if not 0 <= i < 3:
            raise IndexError(i)
        return i * 10
r_rev_seq = list(reversed(Seq()))
class Rev:
    def __reversed__(self):
        return iter("cba")
r_rev = list(reversed(Rev()))
class NoLen:
    def __getitem__(self, i):
        return i
try:
    reversed(NoLen())
except TypeError as e:
    r_no_len = str(e)
class RevNone(Seq):
    __reversed__ = None
try:
    reversed(RevNone())
except TypeError as e:
    r_rev_none = str(e)
class RevList:
    def __reversed__(self):
        return [3, 2, 1]
r_rev_list = type(reversed(RevList())).__name__
r_dict_rev = list(reversed({"a": 1, "b": 2}))
try:
    reversed({1, 2})
except TypeError as e:
    r_set_rev = str(e)
