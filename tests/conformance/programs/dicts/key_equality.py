# probe: 1, 1.0 and True are the same key; the first key object is kept
# inputs
v = "x"
# body
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
r_d = d
r_len = len(d)
r_keys = list(d)
t = {(1, 2): v}
r_tuple_key = t[(1, 2)]
r_str_int = {"1": "s", 1: "i"}
r_none_key = {None: 0}[None]
