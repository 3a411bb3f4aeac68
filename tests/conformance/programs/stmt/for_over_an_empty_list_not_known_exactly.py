# probe: a `for` over a list the run holds empty but does not know exactly (a `chain` made before its source was filled): on CPython's list the body runs, so what it raises (a name bound on one side of a branch) is not missed
# inputs
k = 3
# body
import itertools
src = []
it = itertools.chain(src)
src.insert(0, k)
got = list(it)
out = []
for x in got:
    out.append(x * 2)
r_after = "reached"
