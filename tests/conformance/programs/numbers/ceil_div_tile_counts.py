# probe: tile counts by ceiling division: -(-n // t), (n + t - 1) // t, math.ceil(n / t), divmod, for zero, exact, negative and huge n
# inputs
sizes = [0, 1, 127, 128, 129, 1000, 2 ** 53 + 1, -5]
tile = 128
# body
import math
r_neg_floor = [-(-n // tile) for n in sizes]
r_add = [(n + tile - 1) // tile for n in sizes]
r_ceil = [math.ceil(n / tile) for n in sizes]
r_divmod = [q + (r > 0) for q, r in (divmod(n, tile) for n in sizes)]
r_agree = [a == b == c for a, b, c in zip(r_neg_floor, r_add, r_ceil)]
r_big_exact = -(-(2 ** 53 + 1) // 1)
r_big_float = math.ceil((2 ** 53 + 1) / 1)
r_grid = tuple(-(-d // t) for d, t in ((4096, 128), (4097, 64), (1, 256), (300, 7)))
r_padded = [-(-n // tile) * tile for n in sizes[:6]]
