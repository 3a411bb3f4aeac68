# probe: a benchmark runner: warmup iterations then measured iterations of a fake kernel that counts its launches in a dict passed to it, results averaged and formatted
# inputs
warmup = 2
iters = 5
# body
def kernel(stats, ms):
    stats["launches"] += 1
    stats["ms"].append(ms)
    return ms
stats = {"launches": 0, "ms": []}
for _ in range(warmup):
    kernel(stats, 0.0)
stats["ms"].clear()
for i in range(iters):
    kernel(stats, 1.0 + i)
r_launches = stats["launches"]
r_mean = sum(stats["ms"]) / len(stats["ms"])
r_row = f"{'gemm':<6}{r_mean:>8.3f}"
