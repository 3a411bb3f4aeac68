# probe: numbers ABCs (Number, Complex, Real, Rational, Integral) with int, bool, float, Fraction, complex; issubclass too
# inputs
values = [1, True, 1.5, 2j]
# body
import numbers
from fractions import Fraction
abcs = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
r_table = [[isinstance(v, c) for c in abcs] for v in values + [Fraction(1, 2)]]
r_sub = (issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational), issubclass(int, numbers.Real))
r_builtin = [(isinstance(v, int), isinstance(v, float), isinstance(v, (int, float))) for v in values]
r_type_names = [type(v).__name__ for v in values]
r_bool_is_int = (type(True) is int, type(True) is bool, issubclass(bool, int))
