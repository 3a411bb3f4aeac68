# probe: cmp_to_key and singledispatch
# inputs
xs = [3, 1, 2]
# body
from functools import cmp_to_key, singledispatch
def rev(a, b):
    return b - a
r_sorted = sorted(xs, key=cmp_to_key(rev))
@singledispatch
def kind(v):
    return "object"
@kind.register
def _(v: int):
    return "int"
@kind.register(str)
def _s(v):
    return "str"
r_kinds = [kind(1), kind("s"), kind(1.5), kind(True)]
