# probe: matmul FLOP counts with large ints, TFLOP/s as floats, and their display by round, f-strings and %
# inputs
m = 8192
n = 8192
k = 8192
seconds = 0.0375
# body
flops = 2 * m * n * k
r_flops = flops
r_tflops = flops / seconds / 1e12
r_round = (round(r_tflops, 2), round(r_tflops), round(r_tflops, -1))
r_texts = (f"{r_tflops:.2f}", f"{r_tflops:.3g}", '%.1f TFLOP/s' % r_tflops, f"{flops:,}", f"{flops:.3e}")
r_per_layer = [2 * m * d * k for d in (1024, 4096, 11008)]
r_total = sum(r_per_layer) * 32
r_big = 6 * 7_000_000_000 * 2_000_000_000_000
r_big_float = 6 * 7e9 * 2e12
r_ratio = r_total / flops
r_int_tf = int(r_tflops * 100) / 100
