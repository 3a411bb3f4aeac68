# probe: d | e takes right values, keeps left order then new keys; |= with pairs; | with non-dicts and dict subclasses; {**a, **b}; dict(a, **b)
# inputs
a = {"x": 1, "y": 2}
b = {"y": 20, "z": 30}
# body
from collections import OrderedDict
r_or = list((a | b).items())
r_ror = list((b | a).items())
c = dict(a)
alias = c
c |= b
r_ior_alias = (alias, alias is c)
c |= [("w", 0)]
r_ior_pairs = list(c)
try:
    a | [("w", 0)]
except TypeError as e:
    r_or_list = type(e).__name__
r_star = list({**a, **b, "x": 0}.items())
try:
    dict(a, **b, y=5)
except TypeError as e:
    r_dup_kw = type(e).__name__
r_ctor = dict(a, **b)
od = OrderedDict(b)
r_od_or = (type(a | od).__name__, type(od | a).__name__, list((od | a).items()))
try:
    c |= 5
except TypeError as e:
    r_ior_int = (type(e).__name__, len(c))
r_unchanged = (a, b)
