# probe: type(name, bases, dict) makes a class: methods from the dict, bases' MRO, __init_subclass__ runs, __qualname__/__module__; type(x) with one arg; bad args raise TypeError
# inputs
v = 3
# body
seen = []
class Base:
    def __init_subclass__(cls, **kw):
        seen.append((cls.__name__, kw))
    def hello(self):
        return "base"
def init(self, x):
    self.x = x
Dyn = type("Dyn", (Base,), {"__init__": init, "double": lambda self: self.x * 2, "k": v})
d = Dyn(v)
r_double = d.double()
r_hello = d.hello()
r_k = Dyn.k
r_name = (Dyn.__name__, Dyn.__qualname__)
r_seen = list(seen)
r_mro = [c.__name__ for c in Dyn.__mro__]
r_one = type(d) is Dyn
Empty = type("Empty", (), {})
r_empty = (Empty.__bases__[0].__name__, isinstance(Empty(), object))
try:
    type("Bad", Base, {})
except TypeError as e:
    r_err = type(e).__name__
try:
    type("A", (), {}, 1)
except TypeError as e:
    r_err2 = type(e).__name__
