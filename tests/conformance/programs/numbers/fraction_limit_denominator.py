# probe: Fraction.limit_denominator and from_float / from_decimal-free conversions of common floats
# inputs
pi = 3.141592653589793
# body
from fractions import Fraction
f = Fraction(pi)
r_limits = [str(f.limit_denominator(d)) for d in (1, 7, 10, 100, 1000, 10 ** 6)]
r_tenth = [str(Fraction(0.1).limit_denominator(d)) for d in (1, 5, 10, 100)]
r_half = str(Fraction(1, 2).limit_denominator(1))
r_neg = str(Fraction(-pi).limit_denominator(100))
r_from_float = (str(Fraction.from_float(0.25)), str(Fraction.from_float(2)))
try:
    f.limit_denominator(0)
except ValueError as e:
    r_zero = type(e).__name__
