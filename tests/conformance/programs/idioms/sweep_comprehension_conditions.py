# probe: sweeps as nested comprehensions with conditions on several variables, product with repeat, and a filter that references a config
# inputs
Ms = [128, 1024, 4096]
Ks = [64, 100, 256]
max_elems = 300000
# body
import itertools
r_grid = [(m, k) for m in Ms for k in Ks if k % 64 == 0 if m * k <= max_elems]
r_prod = [p for p in itertools.product(Ms, Ks, ["bf16", "fp8"]) if not (p[2] == "fp8" and p[1] < 128)]
r_len = len(r_prod)
r_square = [(a, b) for a, b in itertools.product(Ms, repeat=2) if a < b]
r_dict = {f"M{m}_K{k}": m * k for m in Ms for k in Ks if (m * k) % 4096 == 0}
r_set = sorted({m // k for m in Ms for k in Ks if k})
r_nested = [[m * k for k in Ks if k > 64] for m in Ms if m > 128]
