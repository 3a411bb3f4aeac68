# probe: degrees/radians round trips, trig of special values, atan2 signs, sin of inf (ValueError)
# inputs
d = 180
# body
import math
r_rad = math.radians(d)
r_deg = math.degrees(math.pi)
r_round_trip = math.degrees(math.radians(d))
r_atan2 = (math.atan2(0.0, -1.0), math.atan2(-0.0, -1.0), math.atan2(1, 0), math.atan2(0.0, 0.0))
r_cos0 = (math.cos(0), math.sin(0), math.tan(0))
try:
    math.sin(math.inf)
except ValueError as e:
    r_sin_inf = type(e).__name__
try:
    math.acos(2)
except ValueError as e:
    r_acos = type(e).__name__
r_asin = math.asin(1)
r_types = type(math.radians(1)).__name__
