# probe: frozenset and set operators against dict views: the view's reflected operator answers, so the result is a set (not frozenset); in-place forms rebind
# inputs
devs = frozenset({"cpu", "cuda"})
cfg = {"cuda": 1, "tpu": 2}
# body
r_or = (type(devs | cfg.keys()).__name__, sorted(devs | cfg.keys()))
r_and = (type(devs & cfg.keys()).__name__, sorted(devs & cfg.keys()))
r_sub = (type(devs - cfg.keys()).__name__, sorted(devs - cfg.keys()))
r_xor = (type(devs ^ cfg.keys()).__name__, sorted(devs ^ cfg.keys()))
r_view_left = type(cfg.keys() | devs).__name__
fz = devs
fz |= cfg.keys()
r_ior = (type(fz).__name__, sorted(fz), fz is devs)
s = set(devs)
alias = s
s -= cfg.keys()
r_isub = (type(s).__name__, sorted(s), s is alias, sorted(alias))
s2 = set(devs)
alias2 = s2
s2 ^= cfg.keys()
r_ixor = (sorted(s2), s2 is alias2)
r_items = (type(frozenset({("cuda", 1)}) & cfg.items()).__name__, sorted(frozenset({("cuda", 1)}) & cfg.items()))
r_method = type(devs.union(cfg.keys())).__name__
