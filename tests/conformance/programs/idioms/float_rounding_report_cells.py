# probe: rounding timings for report cells: round half even, round to negative digits, %.Nf vs format, -0.0 printing, z option, float repr of sums
# inputs
vals = [0.5, 1.5, 2.5, 2.675, -0.0001, 1234.5678]
# body
r_round0 = [round(v) for v in vals]
r_round2 = [round(v, 2) for v in vals]
r_round_neg = round(1234.5678, -2)
r_round_int_neg = round(1250, -2)
r_pct = ["%.0f" % v for v in vals]
r_fmt = [f"{v:.2f}" for v in vals]
r_z = f"{-0.0001:z.2f}"
r_negzero = [str(-0.0), f"{-0.0:.1f}", repr(round(-0.4))]
r_sum = sum([0.1] * 10)
import math
r_fsum = math.fsum([0.1] * 10)
r_g = [f"{v:g}" for v in (1e-5, 123456789.0, 0.0001, 100.0)]
r_e = f"{12345.678:.3e}"
r_round_type = [type(round(2.5)).__name__, type(round(2.5, 0)).__name__, type(round(7, 1)).__name__]
