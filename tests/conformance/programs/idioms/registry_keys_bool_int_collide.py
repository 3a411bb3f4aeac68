# probe: registry keyed by input values where 1, 1.0 and True are one key: the first key kept, the last value
# inputs
sizes = [1, True, 1.0, 2]
label = "x"
# body
REG = {}
for i, s in enumerate(sizes):
    REG[s] = f"{label}{i}"
r_reg = REG
r_len = len(REG)
r_keys_types = [type(k).__name__ for k in REG]
r_fromkeys = dict.fromkeys(sizes, label)
r_set = sorted(set(sizes))
r_set_len = len(set(sizes))
r_lit = {True: "t", 1: "one", 1.0: "f"}
r_in = 1.0 in REG and True in REG
r_count = sizes.count(1)
r_index = sizes.index(True)
r_sorted = sorted(sizes, key=lambda v: (v, type(v).__name__))
