# probe: an __init_subclass__ registry keyed by a class keyword, with an abstract base skipped and a duplicate raising
# inputs
wanted = "gemm"
# body
class Scenario:
    registry = {}
    def __init_subclass__(cls, name=None, abstract=False, **kw):
        super().__init_subclass__(**kw)
        if abstract:
            return
        key = name or cls.__name__.lower()
        if key in Scenario.registry:
            raise ValueError("duplicate " + key)
        Scenario.registry[key] = cls
class Base(Scenario, abstract=True):
    def run(self):
        return self.op * 2
class Gemm(Base, name="gemm"):
    op = 3
class Attention(Base):
    op = 5
try:
    class Gemm2(Base, name="gemm"):
        op = 7
    r_dup = "ok"
except ValueError as e:
    r_dup = type(e).__name__
r_keys = sorted(Scenario.registry)
r_run = Scenario.registry[wanted]().run()
r_has_base = "base" in Scenario.registry
r_gemm2 = "Gemm2" in dir()
