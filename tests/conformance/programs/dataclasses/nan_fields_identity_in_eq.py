# probe: generated __eq__ compares field tuples, so the same NaN object is equal to itself but two NaNs are not; order=True with equal prefixes; eq against input-built instances
# inputs
x = 1.5
# body
from dataclasses import dataclass
@dataclass(order=True)
class F:
    a: float
    b: int = 0
nan = float("nan")
r_same_nan = F(nan) == F(nan)
r_two_nans = F(float("nan")) == F(float("nan"))
r_same_obj = F(x) == F(x)
r_lt = F(x, 1) < F(x, 2)
r_le_nan = F(nan) <= F(nan)
try:
    r_lt_nan = F(nan) < F(nan)
except TypeError as e:
    r_lt_nan = type(e).__name__
r_list = [F(x)] == [F(x)]
r_in = F(nan) in [F(nan)]
