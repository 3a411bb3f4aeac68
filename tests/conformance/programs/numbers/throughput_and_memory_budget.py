# probe: tokens/s and GPU memory budget arithmetic: int products, // and % by 2**30, float GiB with .2f, comparisons with a limit
# inputs
batch = 32
seq = 4096
step_time = 1.7
params = 7_241_732_096
# body
tokens = batch * seq
r_tps = tokens / step_time
r_tps_text = (f"{r_tps:,.0f}", f"{r_tps / 1e3:.1f}k", '%d tok/s' % r_tps, str(int(r_tps) // 1000))
bytes_total = params * 2 + params * 4 * 3
r_gib = (bytes_total // 2 ** 30, bytes_total % 2 ** 30, round(bytes_total / 2 ** 30, 2), f"{bytes_total / 1024 ** 3:.2f}")
r_fits = [bytes_total / 2 ** 30 <= limit for limit in (80, 100.0, 120)]
r_per_gpu = [-(-bytes_total // n) for n in (1, 2, 8, 3)]
r_shards_even = [bytes_total % n == 0 for n in (2, 8, 3)]
r_billion = f"{params / 1e9:.1f}B"
