# probe: functools.partial with a keyword for a parameter later also filled positionally: TypeError multiple values; keyword-only overrides; partial on a bound method and on a class
# inputs
m = 4
n = 5
# body
import functools
def kern(m, n, scale=1):
    return m * n * scale
p = functools.partial(kern, m=m)
try:
    p(n)
    r_collide = "ok"
except TypeError as e:
    r_collide = type(e).__name__
r_kw_ok = p(n=n)
r_kw_override = p(m=2, n=n)
class Runner:
    def __init__(self, base):
        self.base = base
    def run(self, x, scale=1):
        return self.base + x * scale
pr = functools.partial(Runner(m).run, scale=3)
r_bound = pr(n)
pc = functools.partial(Runner, 10)
r_class = pc().run(n)
pp = functools.partial(functools.partial(kern, scale=2), m)
r_nested = (pp(n), pp.args, sorted(pp.keywords))
try:
    functools.partial(5)
    r_noncallable = "ok"
except TypeError as e:
    r_noncallable = type(e).__name__
r_kwargs_copy = p.keywords
p.keywords["m"] = 100
r_mutated_kw = p(n=1)
