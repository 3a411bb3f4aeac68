# probe: a subclass registry whose hook registers the class and then rejects it (raising), and a decorator that registers then validates: the registry keeps the rejected entry, the name is not bound
# inputs
need = "op"
# body
REG = {}
class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        REG[cls.__name__] = cls
        if not hasattr(cls, need):
            raise TypeError("missing " + need)
class Good(Base):
    op = "gemm"
try:
    class Bad(Base):
        pass
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
r_reg = sorted(REG)
r_bad_bound = "Bad" in globals()
FNS = {}
def register(name):
    def deco(fn):
        FNS[name] = fn
        if fn.__code__.co_argcount != 1:
            raise ValueError(name)
        return fn
    return deco
try:
    @register("two")
    def two(a, b):
        return a + b
    r_two = "ok"
except ValueError as e:
    r_two = type(e).__name__
r_fns = sorted(FNS)
r_two_bound = "two" in globals()
