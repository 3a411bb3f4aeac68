# probe: copy and deepcopy of objects with __getstate__/__setstate__, __slots__, and classes/functions (returned as is)
# inputs
start = 5
# body
import copy
calls = []
class S:
    def __init__(self, n):
        self.n = n
        self.cache = [n]
    def __getstate__(self):
        calls.append("get")
        return {"n": self.n}
    def __setstate__(self, st):
        calls.append("set")
        self.n = st["n"] * 2
        self.cache = None
s = S(start)
c = copy.copy(s)
d = copy.deepcopy(s)
r_copy = (c.n, c.cache)
r_deep = (d.n, d.cache)
r_calls = calls
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [start]
sl = Slotted()
sc = copy.copy(sl)
sd = copy.deepcopy(sl)
sl.a.append(0)
r_slots = (sc.a, sd.a, hasattr(sc, "b"))
def f():
    return 1
r_func = (copy.copy(f) is f, copy.deepcopy(f) is f, copy.deepcopy(S) is S)
r_range = copy.deepcopy(range(start)) == range(start)
