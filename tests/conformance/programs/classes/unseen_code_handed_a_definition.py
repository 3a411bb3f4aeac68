# probe: a decorator, a base class or an isinstance type the tool can't see is code handed the function, the class or the object: it may run what it reaches, and after it none of what that code changes is known
# inputs
deco = lambda f: (f(), f)[1]
Base = type("Base", (), {"__init_subclass__": classmethod(lambda cls: cls.hook(None))})
T = type("Meta", (type,), {"__instancecheck__": lambda cls, o: o.poke()})("T", (), {})
# body
log = []
class K:
    def poke(self):
        log.append("poke")
        return True
@deco
def f():
    log.append("f")
after_deco = list(log)
class C(Base):
    def hook(self):
        log.append("hook")
after_class = list(log)
k = K()
r_inst = isinstance(k, T)
after_inst = list(log)
