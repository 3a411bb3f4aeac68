# probe: math constants and float checks
# inputs
v = 0.1
# body
import math
r_pi = math.pi
r_e = math.e
r_tau = math.tau == 2 * math.pi
r_inf = math.inf > 10 ** 100
r_isclose = math.isclose(v + 0.2, 0.3)
r_isclose_tol = math.isclose(1.0, 1.1, rel_tol=0.2)
r_copysign = math.copysign(3, -0.0)
r_fabs = math.fabs(-2)
r_fsum = math.fsum([0.1] * 10)
r_hypot = math.hypot(3, 4)
r_degrees = math.degrees(math.pi)
r_modf = math.modf(2.5)
r_frexp = math.frexp(8.0)
