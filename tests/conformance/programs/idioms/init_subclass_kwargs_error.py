# probe: __init_subclass__ keyword arguments: one the hook does not take is a TypeError at class creation; object.__init_subclass__ refuses extras
# inputs
op = "gemm"
# body
REG = {}
class Bench:
    def __init_subclass__(cls, op=None):
        REG[op or cls.__name__] = cls
class Gemm(Bench, op=op):
    pass
try:
    class Bad(Bench, op="x", dtype="bf16"):
        pass
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
class Plain:
    pass
try:
    class Bad2(Plain, flag=True):
        pass
    r_plain = "ok"
except TypeError as e:
    r_plain = type(e).__name__
class Child(Gemm):
    pass
r_reg = sorted(REG)
r_child_is = REG["Child"] is Child
class Passing:
    def __init_subclass__(cls, **kw):
        cls.kw = kw
        super().__init_subclass__()
class P1(Passing, a=1, b=op):
    pass
r_kw = P1.kw
