# probe: singledispatch over a class hierarchy: nearest registered class in the MRO wins, diamond inheritance, a class registered after a subclass call, extra positional args passed through
# inputs
tag = "t"
# body
from functools import singledispatch
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
@singledispatch
def f(x, *rest):
    return ("obj", rest)
@f.register(A)
def _(x, *rest):
    return ("A", rest)
@f.register(C)
def _(x, *rest):
    return ("C", rest)
r_a = f(A(), tag)
r_b = f(B())
r_c = f(C(), 1, 2)
r_d = f(D())
@f.register(B)
def _(x, *rest):
    return ("B", rest)
r_d_after = f(D(), tag)
r_b_after = f(B())
r_plain = f(object())
try:
    f()
    r_noarg = "none"
except TypeError as e:
    r_noarg = type(e).__name__
