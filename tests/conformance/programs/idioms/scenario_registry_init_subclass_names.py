# probe: scenario classes registered by __init_subclass__ with a name kwarg, duplicate names raising ValueError, abstract intermediate skipped, lookup with .get fallback
# inputs
wanted = ["gemm", "conv", "missing"]
# body
SCEN = {}
class Scenario:
    abstract = True
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        if name is None:
            return
        if name in SCEN:
            raise ValueError("dup " + name)
        SCEN[name] = cls
    def run(self):
        return type(self).__name__.lower()
class Gemm(Scenario, name="gemm"):
    pass
class Conv(Scenario, name="conv"):
    def run(self):
        return "conv!"
class Mid(Scenario):
    pass
try:
    class Gemm2(Scenario, name="gemm"):
        pass
    r_dup = "ok"
except ValueError as e:
    r_dup = type(e).__name__
try:
    class Bad(Scenario, nme="x"):
        pass
    r_badkw = "ok"
except TypeError as e:
    r_badkw = type(e).__name__
r_names = list(SCEN)
r_runs = [SCEN.get(w, Mid)().run() for w in wanted]
r_gemm_is = SCEN["gemm"] is Gemm
