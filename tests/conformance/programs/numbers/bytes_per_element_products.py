# probe: tensor byte sizes: numel by math.prod and a loop, bytes per element by dtype name, sums over shapes, empty and zero dims
# inputs
shapes = [(4096, 4096), (32, 128, 0), (), (7,), (2, 3, 5)]
dtype = 'bfloat16'
# body
import math
bpe = {'float32': 4, 'bfloat16': 2, 'float16': 2, 'int8': 1, 'float64': 8}
r_numel = [math.prod(s) for s in shapes]
loop = []
for s in shapes:
    n = 1
    for d in s:
        n *= d
    loop.append(n)
r_loop_agree = loop == r_numel
r_bytes = [n * bpe[dtype] for n in r_numel]
r_total = sum(r_bytes)
r_mib = r_total / 2 ** 20
r_gib_str = f"{r_total / 1024 ** 3:.3f} GiB"
r_all_dtypes = {k: math.prod(shapes[0]) * v for k, v in bpe.items()}
r_bits = [v * 8 for v in sorted(set(bpe.values()))]
