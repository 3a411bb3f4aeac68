# probe: dict lookups with a tuple key that holds an input: get, [], in, pop, setdefault, set membership
# inputs
b = "ref"
n = 2
# body
d = {("gemm", "ref"): 3.0, ("attn", "x"): 1.0}
r_get = d.get(("gemm", b))
r_get_default = d.get(("gemm", b), -1)
r_int = {(1, 2): 7}.get((1, n))
try:
    r_sub = d[("gemm", b)]
except KeyError as e:
    r_sub = type(e).__name__
r_in = ("gemm", b) in d
r_set_in = ("gemm", b) in {("gemm", "ref"), ("a", "b")}
r_pop = dict(d).pop(("gemm", b), None)
dd = dict(d)
r_sd = dd.setdefault(("gemm", b), 0.0)
r_len = len(dd)
r_nested = {(1, (2, 3)): "x"}.get((1, (n, 3)), "none")
r_list_idx = [("gemm", "ref"), ("a", "b")].index(("gemm", b))
r_count = [("gemm", "ref"), ("gemm", "ref")].count(("gemm", b))
