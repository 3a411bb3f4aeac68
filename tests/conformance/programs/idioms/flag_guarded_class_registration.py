# probe: a class registered by a decorator only when a flag allows, and registrations counted through the class
# inputs
use_fast = True
nm = "fast"
# body
SCEN = {}
def scenario(cls):
    if getattr(cls, "enabled", True):
        SCEN[cls.key] = cls
    return cls
@scenario
class Slow:
    key = "slow"
    def run(self):
        return 1
@scenario
class Fast(Slow):
    key = nm
    enabled = use_fast
    def run(self):
        return super().run() + 1
r_keys = sorted(SCEN)
r_runs = {k: c().run() for k, c in SCEN.items()}
r_slow = SCEN["slow"]().run()
r_fast_cls = Fast().run()
r_enabled = Fast.enabled
r_n = len(SCEN)
