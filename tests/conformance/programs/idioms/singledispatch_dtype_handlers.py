# probe: functools.singledispatch handlers per value type: bool goes to the int handler unless bool is registered, subclass dispatch by MRO, register by annotation, registry keys, dispatch()
# inputs
vals = [3, True, 2.5, "f16", [1], None]
# body
import functools
@functools.singledispatch
def describe(v):
    return "generic"
@describe.register
def _(v: int):
    return "int"
@describe.register(float)
def _f(v):
    return "float"
@describe.register(str)
@describe.register(bytes)
def _s(v):
    return "text"
r_before = [describe(v) for v in vals]
@describe.register(bool)
def _b(v):
    return "bool"
r_after = [describe(v) for v in vals]
r_dispatch = [describe.dispatch(t).__name__ for t in (int, bool, list, type(None))]
r_keys = sorted(k.__name__ for k in describe.registry)
class MyInt(int):
    pass
r_sub = describe(MyInt(1))
try:
    @describe.register
    def _bad(v):
        return "x"
    r_no_annot = "ok"
except TypeError as e:
    r_no_annot = type(e).__name__
