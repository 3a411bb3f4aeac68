# probe: registering under a key from an input that is a list: TypeError on store and on lookup, a tuple key works
# inputs
shape = [128, 64]
name = "gemm"
# body
REG = {}
REG[name] = 1
try:
    REG[shape] = 2
    r_store = "ok"
except TypeError as e:
    r_store = type(e).__name__
try:
    r_in = shape in REG
except TypeError as e:
    r_in = type(e).__name__
try:
    r_get = REG.get(shape, "dflt")
except TypeError as e:
    r_get = type(e).__name__
REG[tuple(shape)] = 3
r_keys = list(REG)
r_len = len(REG)
try:
    s = {name, shape}
    r_set = "ok"
except TypeError as e:
    r_set = type(e).__name__
r_name_in = name in REG
