# probe: a functools.partial stored on a class is no descriptor: reading it through an instance binds no self; a plain function beside it does bind
# inputs
k = 10
# body
from functools import partial
def f(*args):
    return args
class A:
    p = partial(f, k)
    def m(*args):
        return len(args)
a = A()
r_p = a.p(1)
r_p_class = A.p(1)
r_m = a.m(1)
r_same = a.p is A.p
try:
    r_p_none = a.p()
except TypeError as e:
    r_p_none = type(e).__name__
