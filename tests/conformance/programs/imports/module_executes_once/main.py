# probe: a module's top level runs once however often it is imported
# inputs
n = 3
# body
import importlib
for _ in range(n):
    import counter
    importlib.import_module("counter")
r_runs = counter.RUNS
from counter import bump
bump()
bump()
r_state = counter.STATE
r_bump_sees_module = importlib.import_module("counter").STATE
