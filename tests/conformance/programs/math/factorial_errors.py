# probe: math.factorial of 0, bools, big, negative (ValueError), float (TypeError, even integral), string (TypeError)
# inputs
n = 5
# body
import math
r_vals = (math.factorial(n), math.factorial(0), math.factorial(True), math.factorial(False))
r_big_digits = len(str(math.factorial(50)))
errs = []
for v in (-1, 5.0, 5.5, "5", None):
    try:
        errs.append(math.factorial(v))
    except (ValueError, TypeError) as e:
        errs.append(type(e).__name__)
r_errs = errs
