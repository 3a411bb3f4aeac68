# probe: `type(name, bases, ns)` runs what a class statement runs: each attribute's `__set_name__`, the base's `__init_subclass__` (given the call's keywords); `__qualname__` taken out of the namespace
# inputs
z = 1
# body
log = []
class Field:
    def __set_name__(self, owner, name):
        log.append(("set_name", owner.__name__, name))
class Base:
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        log.append(("init_subclass", cls.__name__, tag))
D1 = type("D1", (Base,), {"f": Field(), "z": z})
D2 = type("D2", (Base,), {}, tag="t")
D3 = type("D3", (), {"__qualname__": "Outer.D3"})
r = (D1.z, D1.__qualname__, D2.__name__, D3.__qualname__, "__qualname__" in D3.__dict__)
r_log = list(log)
