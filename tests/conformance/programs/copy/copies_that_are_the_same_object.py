# probe: which copies are the same object in CPython
# inputs
t = (1, 2)
s = "ab"
# body
import copy
def f():
    return 0
class C:
    pass
r1 = (copy.copy(f) is f, copy.deepcopy(f) is f, copy.copy(C) is C, copy.deepcopy(C) is C)
r2 = (tuple(t) is t, copy.copy(t) is t, copy.deepcopy(t) is t, t[:] is t)
r3 = (str(s) is s, s[:] is s, copy.copy(s) is s)
fs = frozenset([1])
r4 = (frozenset(fs) is fs, copy.copy(fs) is fs)
L = [1]
r5 = (list(L) is L, L[:] is L, copy.copy(L) is L)
n = 5
r6 = (int(n) is n, copy.deepcopy(n) is n)
d = {"a": [1]}
dc = copy.deepcopy(d)
r7 = (dc is d, dc["a"] is d["a"], copy.copy(d)["a"] is d["a"])
r8 = (dict.fromkeys("ab") is dict.fromkeys("ab"), () is tuple(), None is copy.copy(None))
