# probe: partial whose stored argument is an input (unknown in a variant): its args tuple, call results, keyword override, and the partial stored in a container
# inputs
k = 3
opts = {"sep": "/"}
# body
from functools import partial
def join(*parts, sep="-"):
    return sep.join(str(p) for p in parts)
p = partial(join, k, **opts)
r_args = p.args
r_kw = dict(p.keywords)
r_call = p("x")
r_override = p("y", sep=":")
registry = {"j": p}
r_via_registry = registry["j"](k + 1)
q = partial(p, k * 2)
r_q = q()
r_q_args = q.args
