# probe: a class's keywords handed on by `super().__init_subclass__(**kw)` reach `object.__init_subclass__`, which takes none: CPython's TypeError before the hook logs; a class statement, `type(name, bases, ns, **kw)` alike
# inputs
tag = "t"
# body
log = []
class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        log.append(cls.__name__)
class Takes(Base):
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        log.append((cls.__name__, tag))
try:
    class A(Base, tag=tag):
        pass
    r_a = "made"
except TypeError:
    r_a = "TypeError"
try:
    class B(Takes, tag=tag):
        pass
    r_b = "made"
except TypeError:
    r_b = "TypeError"
try:
    type("C", (Base,), {}, tag=tag)
    r_c = "made"
except TypeError:
    r_c = "TypeError"
D = type("D", (Takes,), {"z": 1}, tag=tag)
r_d = D.z
try:
    super(Base, Base).__init_subclass__(tag)
    r_positional = "ok"
except TypeError:
    r_positional = "TypeError"
r_log = list(log)
