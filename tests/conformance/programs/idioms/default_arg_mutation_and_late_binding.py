# probe: the classic harness traps: a mutable default argument shared across calls, the None-default fix, keyword defaults evaluated once at def time, closures made in a loop binding late, and the default-argument fix for them
# inputs
names = ["gemm", "attn", "norm"]
base = 10
# body
def add_point(p, acc=[]):
    acc.append(p)
    return acc
a1 = add_point(1)
a2 = add_point(2)
a3 = add_point(3, [])
a4 = add_point(4)
r_shared = (a1, a2, a3, a4, a1 is a2, a1 is a4)
r_defaults = add_point.__defaults__
def add_cfg(k, v, cfg={}):
    cfg[k] = v
    return cfg
add_cfg("a", 1)
r_cfg = add_cfg("b", 2)
def fixed(p, acc=None):
    acc = [] if acc is None else acc
    acc.append(p)
    return acc
r_fixed = (fixed(1), fixed(2))
def scaled(x, factor=base * 2):
    return x * factor
base = 100
r_early_default = scaled(1)
fns = [lambda x: x + i for i in range(3)]
r_late = [f(0) for f in fns]
fns_fixed = [lambda x, i=i: x + i for i in range(3)]
r_fixed_late = [f(0) for f in fns_fixed]
REG = {}
for n in names:
    REG[n] = lambda: n
r_reg_late = {k: v() for k, v in REG.items()}
REG2 = {}
for n in names:
    def make(n=n):
        return lambda: n.upper()
    REG2[n] = make()
r_reg_fixed = {k: v() for k, v in REG2.items()}
def counter(start=0, _state={"n": 0}):
    _state["n"] += 1
    return start + _state["n"]
r_counter = [counter(), counter(), counter(10)]
def kwonly(*, tags=()):
    return tags + ("x",)
r_kwonly = (kwonly(), kwonly(), kwonly(tags=("a",)))
def extend_default(xs=[1]):
    xs += [len(xs)]
    return xs
r_extend = [list(extend_default()) for _ in range(3)]
def rebind_default(xs=[1]):
    xs = xs + [len(xs)]
    return xs
r_rebind = [rebind_default() for _ in range(3)]
r_closure_cell = [(lambda: i)() for i in range(3)]
