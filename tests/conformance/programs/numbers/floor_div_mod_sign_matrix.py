# probe: // and % for every sign combination of ints and floats, with exact and inexact quotients, and -0.0
# inputs
nums = [7, -7, 7.5, -7.5, 0, -0.0, 6]
dens = [2, -2, 2.5, -2.5, 3, 0.1]
# body
r_floordiv = [[n // d for d in dens] for n in nums]
r_mod = [[n % d for d in dens] for n in nums]
r_identity = all(d * (n // d) + n % d == n for n in (7, -7, 6, 0) for d in (2, -2, 3, -3))
r_signs = [str(n % d)[0] for n in (7.5, -7.5, 0.0, -0.0) for d in (2.0, -2.0)]
r_types = [type(7 // 2).__name__, type(7 // 2.0).__name__, type(True // 1).__name__, type(7 % 2.0).__name__]
