# probe: closures in a loop capture the loop variable late (all see last), default-argument capture and partial fix it, comprehension lambdas too
# inputs
sizes = [1, 2, 3]
# body
import functools
late = []
for s in sizes:
    late.append(lambda: s * 10)
r_late = [f() for f in late]
early = []
for s in sizes:
    early.append(lambda s=s: s * 10)
r_early = [f() for f in early]
r_override = early[0](5)
r_comp_late = [f() for f in [lambda: s2 for s2 in sizes]]
r_comp_early = [f() for f in [lambda s2=s2: s2 for s2 in sizes]]
r_partial = [f() for f in [functools.partial(lambda v: v + 1, s3) for s3 in sizes]]
s = 100
r_after_rebind = [f() for f in late]
def make(k):
    return lambda: k
r_factory = [make(k)() for k in sizes]
r_const = [f() for f in [lambda i=i: i for i in range(3)]]
