# probe: `in` uses __contains__ (result made bool), else __iter__, else __getitem__ from 0 until IndexError; no protocol raises TypeError; __contains__ = None raises TypeError
# inputs
v = 2
# body
calls = []
class C1:
    def __contains__(self, x):
        calls.append(("contains", x))
        return x * 2
class C2:
    def __iter__(self):
        calls.append("iter")
        return iter([1, 2, 3])
class C3:
    def __getitem__(self, i):
        calls.append(("getitem", i))
        if i >= 4:
            raise IndexError
        return i
class C4:
    pass
class C5:
    __contains__ = None
    def __iter__(self):
        return iter([v])
r_c1 = (v in C1(), 0 in C1(), v not in C1())
r_c2 = (v in C2(), 9 in C2())
r_c3 = (v in C3(), 9 in C3())
try:
    v in C4()
except TypeError as e:
    r_c4 = type(e).__name__
try:
    v in C5()
except TypeError as e:
    r_c5 = type(e).__name__
r_calls = list(calls)
