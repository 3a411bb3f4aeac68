# probe: config numbers that arrive as strings (YAML "4096"): %, //, +, comparison and range on them raise TypeError; "%d" % value formats; int() converts
# inputs
K = "4096"
M = 512
# body
def attempt(fn):
    try:
        return ("ok", fn())
    except (TypeError, ValueError) as e:
        return ("err", type(e).__name__)
r_mod = attempt(lambda: K % 64 == 0)
r_floordiv = attempt(lambda: K // 64)
r_add = attempt(lambda: K + 1)
r_mul = attempt(lambda: K * 2)
r_lt = attempt(lambda: K < M)
r_range = attempt(lambda: len(range(K)))
r_int = attempt(lambda: int(K) % 64)
r_pct = attempt(lambda: "%d" % M)
r_pct_str = attempt(lambda: "%d" % K)
r_mixed_sum = attempt(lambda: sum([M, K]))
r_max = attempt(lambda: max(M, K))
r_eq = attempt(lambda: K == 4096)
r_fmt = attempt(lambda: f"{K:>8}")
r_fmt_num = attempt(lambda: f"{K:.1f}")
