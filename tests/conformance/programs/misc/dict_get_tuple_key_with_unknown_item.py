# probe: dict.get with a tuple key whose second item is an unknown input: the evaluator claims the default
# inputs
b = "ref"
n = 2
# body
d = {("gemm", "ref"): 3.0}
r_get = d.get(("gemm", b))
r_get_default = d.get(("gemm", b), -1)
r_int = {(1, 2): 7}.get((1, n))
