# probe: timings keyed by (op, backend) tuples read with .get, [], in, pop and setdefault where the backend name is an input
# inputs
backend = "ref"
size = 2
# body
from collections import ChainMap, Counter, defaultdict
T = {("gemm", "ref"): 3.0, ("gemm", "fast"): 1.5, (1, 2): 7}
r_get = T.get(("gemm", backend))
r_get_d = T.get(("gemm", backend), -1.0)
r_get_int = T.get((1, size))
r_in = ("gemm", backend) in T
r_sub = T[("gemm", backend)]
r_cm = ChainMap({}, T).get(("gemm", backend))
c = Counter({("gemm", "ref"): 2})
r_counter = c[("gemm", backend)]
dd = defaultdict(float, T)
r_dd = dd.get(("gemm", backend))
U = dict(T)
U[("gemm", backend)] = 0.0
r_len_after_store = len(U)
r_fixed = T.get(("attn", "ref"), "none")
