# probe: len() requires __len__ on the type; result must be a non-negative int (bool allowed, int subclass reduced); too large raises OverflowError; instance-level __len__ ignored
# inputs
v = 5
# body
import sys
class L:
    def __init__(self, r):
        self.r = r
    def __len__(self):
        return self.r
class MyInt(int):
    pass
outs = []
for r in (v, True, MyInt(v), -v, 2.5, "x", None, sys.maxsize + 1):
    try:
        outs.append((len(L(r)), type(len(L(r))).__name__))
    except (TypeError, ValueError, OverflowError) as e:
        outs.append(type(e).__name__)
r_outs = outs
o = L(v)
o.__len__ = lambda: 99
r_inst = len(o)
class NoLen:
    pass
try:
    len(NoLen())
except TypeError as e:
    r_err = type(e).__name__
r_bool_neg = []
for r in (0, v):
    r_bool_neg.append(bool(L(r)))
