# probe: counting results three ways (get with default, setdefault, in-test), the default object shared by setdefault, get never inserting
# inputs
ops = ["gemm", "attn", "gemm", "conv", "gemm"]
probe = "attn"
# body
a, b, c = {}, {}, {}
for op in ops:
    a[op] = a.get(op, 0) + 1
    b.setdefault(op, []).append(op)
    if op in c:
        c[op] += 1
    else:
        c[op] = 1
r_a = a
r_b = {k: len(v) for k, v in b.items()}
r_same = a == c
r_get_no_insert = (a.get("missing"), "missing" in a)
shared = []
d = {}
d.setdefault("x", shared).append(1)
d.setdefault("x", [9]).append(2)
r_shared = shared
r_probe = a.get(probe, 0)
r_keys = list(a)
