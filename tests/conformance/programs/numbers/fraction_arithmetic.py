# probe: fractions.Fraction arithmetic, normalisation, mixing with int/float, comparisons and ZeroDivisionError
# inputs
a = 1
b = 3
# body
from fractions import Fraction
x = Fraction(a, b)
y = Fraction(1, 6)
r_sum = str(x + y)
r_ops = [str(v) for v in (x - y, x * y, x / y, x ** 2, x ** -1, -x, abs(-x), x + 1, 2 * x, x // y, x % y)]
r_norm = (str(Fraction(6, -4)), str(Fraction(0, 5)), Fraction(6, -4).numerator, Fraction(6, -4).denominator)
r_float_mix = (x + 0.5, float(x), int(Fraction(7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)))
r_cmp = (x == Fraction(2, 6), x < 0.34, y > 0, Fraction(1, 2) == 0.5, Fraction(1, 3) == 1 / 3)
r_parse = [str(Fraction(s)) for s in ('3/4', '-1.25', ' 10 ', '1e-2', '7')]
r_from_float = str(Fraction(0.1))
r_ratio = Fraction(3, 4).as_integer_ratio()
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    r_zero = type(e).__name__
try:
    Fraction('1/2/3')
except ValueError as e:
    r_bad = type(e).__name__
