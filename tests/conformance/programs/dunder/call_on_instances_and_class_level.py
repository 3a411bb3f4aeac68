# probe: __call__ looked up on the type: instance attribute __call__ ignored; callable(); __call__ assigned to class later
# inputs
v = 4
# body
class C:
    def __call__(self, x, *, k=1):
        return x * k
c = C()
r_call = c(v, k=2)
r_callable = (callable(c), callable(C), callable(object()))
class D:
    pass
d = D()
d.__call__ = lambda: "inst"
try:
    d()
except TypeError as e:
    r_inst_call = type(e).__name__
r_callable_d = callable(d)
D.__call__ = lambda self, *a: ("late", a)
r_late = d(v)
r_callable_late = callable(d)
try:
    c()
except TypeError as e:
    r_arity = type(e).__name__
class Nested:
    __call__ = C()
r_nested = Nested()(v)
