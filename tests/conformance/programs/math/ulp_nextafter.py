# probe: math.ulp, nextafter with steps, inf, zero; nextafter toward itself
# inputs
x = 1.0
# body
import math
r_ulp = (math.ulp(x), math.ulp(0.0) > 0, math.ulp(math.inf), math.ulp(-x))
r_next = (math.nextafter(x, 2.0) - x == math.ulp(x), math.nextafter(x, x), math.nextafter(0.0, -1.0) < 0)
r_next_inf = math.nextafter(math.inf, 0.0) < math.inf
r_cbrt = (math.cbrt(27.0), math.cbrt(-8))
r_exp2 = math.exp2(10)
