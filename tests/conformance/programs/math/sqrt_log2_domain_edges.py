# probe: math.sqrt / math.log2 at their domain edges: zeros, negatives, inf, nan, ints past 2**53, bools
# inputs
neg = -1
# body
import math
r_sqrt = (math.sqrt(0), math.sqrt(-0.0), math.sqrt(2), math.sqrt(2 ** 62), math.sqrt(float('inf')), math.sqrt(1e-320))
r_sqrt_nan = math.sqrt(float('nan')) != math.sqrt(float('nan'))
r_log2 = (math.log2(1), math.log2(0.5), math.log2(2 ** 62), math.log2(9223372036854775807), math.log2(float('inf')), math.log2(5e-324))
r_sqrt_true = math.sqrt(True)
r_errors = []
for f, v in ((math.sqrt, neg), (math.sqrt, -1e-300), (math.sqrt, float('-inf')), (math.log2, 0), (math.log2, -0.0), (math.log2, neg), (math.log2, False)):
    try:
        f(v)
        r_errors.append('ok')
    except ValueError as e:
        r_errors.append(type(e).__name__)
try:
    math.sqrt('4')
except TypeError as e:
    r_str = type(e).__name__
