# probe: which class attributes bind self when read from an instance: plain functions and lambdas do; builtins, classes, partial objects, callable instances and staticmethods do not
# inputs
x = 3
# body
import functools
class Callable:
    def __call__(self, *a):
        return ("callable", len(a))
def free(*a):
    return ("free", len(a))
class A:
    fn = free
    lam = lambda *a: ("lam", len(a))
    builtin = len
    klass = list
    part = functools.partial(free, "p")
    inst = Callable()
    st = staticmethod(free)
a = A()
r_fn = a.fn(x)
r_lam = a.lam(x)
r_builtin = a.builtin([x, x])
r_klass = a.klass("ab")
r_part = a.part(x)
r_inst = a.inst(x)
r_st = a.st(x)
r_from_class = (A.fn(x), A.part(x), A.inst(x))
a.fn2 = free
r_instance_attr = a.fn2(x)
