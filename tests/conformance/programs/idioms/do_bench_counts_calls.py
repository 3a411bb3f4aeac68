# probe: a do_bench helper with literal warmup and repetition counts, timing a fake kernel that counts its calls in a module-level dict
# inputs
op = "gemm"
# body
CALLS = {}
def fake_kernel():
    CALLS[op] = CALLS.get(op, 0) + 1
    return 0.5
def do_bench(fn, warmup=3, rep=4):
    for _ in range(warmup):
        fn()
    ts = []
    for _ in range(rep):
        ts.append(fn())
    return ts
r_ts = do_bench(fake_kernel)
r_calls = dict(CALLS)
