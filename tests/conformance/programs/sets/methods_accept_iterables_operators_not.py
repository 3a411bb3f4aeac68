# probe: set methods accept any iterable (lists, strings, dicts, generators) while operators need sets (TypeError), for each operator and in-place form
# inputs
base = {1, 2, 3}
other = [3, 4]
# body
r_union = sorted(base.union(other, "5"[0:0], {6: 0}))
r_inter = sorted(base.intersection(other))
r_diff = sorted(base.difference(other, (1,)))
r_sym = sorted(base.symmetric_difference(x for x in other))
r_sub = base.issubset(range(10))
r_sup = base.issuperset([1, 2])
r_disj = base.isdisjoint(iter([7, 8]))
errs = []
for op in ("|", "&", "-", "^"):
    try:
        eval("base " + op + " other")
        errs.append("ok")
    except TypeError as e:
        errs.append(type(e).__name__)
r_errs = errs
s = set(base)
try:
    s |= other
except TypeError as e:
    r_ior = type(e).__name__
r_s = sorted(s)
r_keys = sorted(base | {4: "x"}.keys())
