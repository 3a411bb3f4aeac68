# probe: rounding and statistics of timings: round with ndigits on binary floats, statistics.mean/median int vs float results, fsum vs sum
# inputs
times = [1.005, 2.675, 0.125, 3.0]
ints = [1, 3]
# body
import statistics, math
r_round2 = [round(t, 2) for t in times]
r_round1 = [round(t, 1) for t in (0.25, 0.35, 0.45, 2.5)]
r_round_neg = [round(v, -2) for v in (1250, 1350, 150.0)]
r_sum = sum([0.1] * 10)
r_fsum = math.fsum([0.1] * 10)
r_tflops = 2 * 4096 * 4096 * 4096 / (times[0] * 1e-3) / 1e12
r_str = [str(x) for x in (1e16, 1e15, 1.0e-5, 0.1 + 0.2, 123456789012345678.0)]
r_mean_ints = statistics.mean(ints)
r_mean_type = type(statistics.mean(ints)).__name__
r_mean_odd = statistics.mean([1, 2])
r_median_ints = statistics.median(ints)
r_median_odd = statistics.median([3, 1, 2])
r_median_low = statistics.median_low([1, 2, 3, 4])
r_mean_f = statistics.mean(times)
r_stdev = round(statistics.stdev(times), 6)
r_pstdev = statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9])
