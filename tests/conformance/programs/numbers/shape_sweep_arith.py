# probe: harness arithmetic over shape sweeps: ceil division, power-of-two tests, byte sizes formatted, ratios rounded
# inputs
shapes = [(1, 1), (7, 13), (128, 4096), (1000, 3), (2 ** 20, 2 ** 11)]
dtype_bytes = {"float32": 4, "bfloat16": 2, "int8": 1}
tile = 64
# body
import math
r_numel = [math.prod(s) for s in shapes]
r_ceil = [(-(-m // tile), (n + tile - 1) // tile) for m, n in shapes]
r_pow2 = [(m & (m - 1) == 0, n > 0 and not (n & (n - 1))) for m, n in shapes]
r_log2 = [m.bit_length() - 1 for m, _ in shapes]
r_bytes = {dt: [math.prod(s) * b for s in shapes] for dt, b in dtype_bytes.items()}
r_mib = [f"{math.prod(s) * 4 / 2 ** 20:.2f} MiB" for s in shapes]
r_gib = [f"{math.prod(s) * 4 / 2 ** 30:.3g}GiB" for s in shapes]
r_flops = ["%.2e" % (2.0 * m * n * tile) for m, n in shapes]
r_util = [round(m * n / (-(-m // tile) * tile * -(-n // tile) * tile), 3) for m, n in shapes]
r_pct = [f"{m / (m + n):.1%}" for m, n in shapes]
r_pad = [f"{m:>6d}x{n:<6d}|" for m, n in shapes]
r_grouped = [f"{m * n:,}" for m, n in shapes]
r_ratio = [(m // math.gcd(m, n), n // math.gcd(m, n)) for m, n in shapes]
r_aligned = [(m + tile - 1) & ~(tile - 1) for m, _ in shapes]
r_divmod = [divmod(m * n, tile) for m, n in shapes]
r_mean = sum(math.prod(s) for s in shapes) / len(shapes)
r_geo = round(math.prod(math.prod(s) for s in shapes) ** (1 / len(shapes)), 6)
r_sorted_by = sorted(shapes, key=lambda s: (-math.prod(s), s))
r_bucket = {s: ("small" if math.prod(s) < 10 ** 4 else "large") for s in shapes}
r_floor_log10 = [len(str(math.prod(s))) - 1 for s in shapes]
r_sci = [f"{math.prod(s):.1e}" for s in shapes]
r_nbits = [format(m, "b").count("1") for m, _ in shapes]
