# probe: callables that are not descriptors (builtins, functools.partial, callable instances, classes) stored on a class are not bound to the instance
# inputs
v = 3
# body
import functools
def add(a, b=10):
    return ("add", type(a).__name__, b)
class Adder:
    def __call__(self, *a):
        return ("obj", len(a))
class Inner:
    def __init__(self, *a):
        self.n = len(a)
class C:
    f_len = len
    f_part = functools.partial(add, v)
    f_obj = Adder()
    f_cls = Inner
    f_func = add
    f_lambda = lambda *a: len(a)
c = C()
r_len = c.f_len([1, 2])
r_part = c.f_part()
r_obj = c.f_obj(1)
r_cls = c.f_cls(1).n
r_func = c.f_func()
r_lambda = c.f_lambda(1)
r_kinds = (type(c.f_len).__name__, type(c.f_part).__name__, type(c.f_func).__name__)
r_abs = type("T", (), {"a": abs})().a(-v)
