# probe: list.copy, list[:], list(), copy.copy all shallow: inner lists shared; deepcopy not; dict.copy same; after mutation
# inputs
x = [[1], [2]]
# body
import copy
copies = [x.copy(), x[:], list(x), copy.copy(x), [*x], copy.deepcopy(x)]
x[0].append("m")
x.append("top")
r_copies = copies
r_shared = [c[0] is x[0] for c in copies]
r_same = [c is x for c in copies]
d = {"k": [1]}
dc = d.copy()
dc["k"].append(2)
dc["n"] = 0
r_d = d
r_dict_ctor = dict(d)["k"] is d["k"]
