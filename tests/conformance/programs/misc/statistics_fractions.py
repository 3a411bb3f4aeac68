# probe: statistics and fractions give exact, deterministic results
# inputs
xs = [1, 2, 3, 4]
# body
import statistics
from fractions import Fraction
r_mean = statistics.mean(xs)
r_median = statistics.median(xs)
r_mode = statistics.mode([1, 1, 2])
f = Fraction(1, 3) + Fraction(1, 6)
r_frac = (f.numerator, f.denominator)
r_frac_float = float(Fraction(3, 4))
r_frac_str = str(Fraction(6, 4))
