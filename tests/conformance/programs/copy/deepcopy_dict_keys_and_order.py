# probe: deepcopy of a dict keeps insertion order and copies tuple keys holding atoms as the same key objects; deepcopy of a set of tuples; of nested defaultdict factory lambdas
# inputs
v = 2
# body
import copy
d = {"z": [v], "a": [1], (1, "t"): {"n": [v]}}
c = copy.deepcopy(d)
r_order = list(c)
r_values = (c["z"] is d["z"], c["z"] == d["z"], c[(1, "t")]["n"] is d[(1, "t")]["n"])
r_key_same = [k is k2 for k, k2 in zip(d, c)]
s = {(v, "a"), (3, "b")}
cs = copy.deepcopy(s)
r_set = (cs == s, cs is s, sorted(cs))
d2 = {}
d2["later"] = 1
d2["earlier"] = 2
del d2["later"]
d2["later"] = 3
r_order2 = list(copy.copy(d2))
