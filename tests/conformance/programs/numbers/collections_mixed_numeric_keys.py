# probe: Counter, defaultdict, OrderedDict, set.discard and dict.pop/del with keys 1/1.0/True, 0/-0.0/False: first key kept
# inputs
vals = [1, 1.0, True, 2, 2.0, 0, False, -0.0, 0.5]
# body
import collections
c = collections.Counter(vals)
r_c = dict(c)
r_mc = c.most_common(2)
r_c_get = (c[1.0], c[True], c[0], c[3])
dd = collections.defaultdict(int)
for v in vals:
    dd[v] += 1
r_dd = dict(dd)
od = collections.OrderedDict()
for v in vals:
    od.setdefault(v, v)
r_od = list(od.items())
s = set(vals)
s.discard(1.0)
s.discard(False)
r_s = s
r_grp = {}
for v in vals:
    r_grp.setdefault(type(v).__name__, []).append(v)
d = dict.fromkeys(vals)
r_keys = list(d)
r_pop = d.pop(2.0)
r_after = list(d)
del d[True]
r_after2 = list(d)
