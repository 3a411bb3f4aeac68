# probe: a module whose top level raises: the exception reaches the importer, the module is not kept (a second import runs it again), what it did to other modules stays
# inputs
k = 0
# body
import counter
import sys
r_errs = []
for _ in range(2):
    try:
        import broken
        r_errs.append("ok")
    except ValueError as e:
        r_errs.append(type(e).__name__)
r_runs = list(counter.RUNS)
r_kept = "broken" in sys.modules
r_bound = "broken" in dir()
