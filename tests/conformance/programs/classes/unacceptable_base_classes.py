# probe: classes that cannot be subclassed (bool, NoneType, range, slice, memoryview, function), duplicate bases, a non-class base: each refusal's exception type
# inputs
v = 1
# body
def kind(thunk):
    try:
        thunk()
        return "ok"
    except TypeError as e:
        return "TypeError"
r_bool = kind(lambda: type("B", (bool,), {}))
r_none = kind(lambda: type("N", (type(None),), {}))
r_range = kind(lambda: type("R", (range,), {}))
r_slice = kind(lambda: type("S", (slice,), {}))
r_function = kind(lambda: type("F", (type(kind),), {}))
r_int_ok = kind(lambda: type("I", (int,), {}))
class A:
    pass
def dup():
    class X(A, A):
        pass
r_dup = kind(dup)
def nonclass():
    class Y(v):
        pass
r_nonclass = kind(nonclass)
try:
    class Z(bool):
        pass
    r_stmt = "made"
except TypeError as e:
    r_stmt = str(e)
