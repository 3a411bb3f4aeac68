# probe: functions compare and hash by identity: usable as dict keys and set members, two identical lambdas are different, a function equals only itself, ordering functions raises TypeError; bound methods hash by (self, function)
# inputs
v = 1
# body
def f():
    return v
g = f
lam1 = lambda: v
lam2 = lambda: v
table = {f: "f", lam1: "lam1"}
r_lookup = (table[g], table[lam1], table.get(lam2, "missing"))
r_set_size = len({f, g, lam1, lam2, f})
r_eq = (f == g, lam1 == lam2, f != lam1, f is g)
try:
    sorted([f, lam1])
except TypeError as e:
    r_order = type(e).__name__
class K:
    def m(self):
        return v
k = K()
methods = {k.m: "bound"}
r_bound_key = methods.get(k.m, "missing")
r_other_instance = methods.get(K().m, "missing")
r_builtin_keys = {len: 1, max: 2}[len]
r_in_list = (lam2 in [lam1, f], g in [lam1, f])
r_count = [f, g, lam1].count(f)
r_index = [lam1, lam2, f].index(f)
