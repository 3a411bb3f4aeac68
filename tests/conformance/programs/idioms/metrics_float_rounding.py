# probe: benchmark metrics in floats: TFLOPS and GB/s from ints and microseconds, round() to 3 digits (half-even on binary floats), speedup ratios, percent of peak, format .2f
# inputs
m = 4096
n = 4096
k = 8192
time_us = 123.456
peak_tflops = 989.4
# body
flops = 2 * m * n * k
r_flops = flops
tflops = flops / (time_us * 1e-6) / 1e12
r_tflops = round(tflops, 3)
r_pct_peak = round(100 * tflops / peak_tflops, 2)
nbytes = (m * k + n * k) * 2 + m * n * 2
r_gbps = round(nbytes / (time_us * 1e-6) / 1e9, 1)
r_round_half = [round(x, 2) for x in (2.675, 1.005, 0.125, 0.375)]
r_round_int = [round(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5)]
r_round_neg = [round(123456, -2), round(125, -1), round(135, -1), round(1234.5678, -2)]
r_types = [type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(7, 1)).__name__]
r_fmt = f"{tflops:.2f} TFLOPS, {r_pct_peak:.1f}% of peak"
r_speedups = [round(time_us / t, 3) for t in (time_us, time_us / 2, time_us * 3)]
r_int_div = flops / 10**9
r_floor = flops // (10**9)
