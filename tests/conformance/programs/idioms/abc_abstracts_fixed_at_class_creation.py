# probe: __abstractmethods__ is computed when the class is created: implementing an abstract later does not make it instantiable, adding one later does not block it, update_abstractmethods recomputes
# inputs
k = 3
# body
import abc
def make(cls):
    try:
        cls()
        return "ok"
    except TypeError as e:
        return type(e).__name__
class A(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
A.run = lambda self: k
r_a_after_impl = make(A)
r_a_abs = sorted(A.__abstractmethods__)
class B(abc.ABC):
    def run(self):
        return k
B.extra = abc.abstractmethod(lambda self: 0)
r_b_after_add = make(B)
abc.update_abstractmethods(B)
r_b_updated = make(B)
r_b_abs = sorted(B.__abstractmethods__)
abc.update_abstractmethods(A)
r_a_updated = make(A)
class C(A):
    pass
r_c = make(C)
