# probe: a warmup loop (its count an input) calling a runner that compiles on the first call (fills a cache) and records a timing on later calls; a loop body that is just the call
# inputs
warmup = 3
key = "gemm"
# body
compiled = {}
timings = []
def run(k):
    if k in compiled:
        timings.append(k)
        return "timed"
    compiled[k] = "kernel"
    return "compiled"
results = []
for _ in range(warmup):
    run(key)
r_timings = list(timings)
r_n_timed = len(timings)
r_compiled = sorted(compiled)
r_next = run(key)
r_after = len(timings)
