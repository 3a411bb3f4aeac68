# probe: float methods and special values
# inputs
f = 2.5
# body
r_is_integer = (f.is_integer(), 3.0.is_integer())
r_ratio = f.as_integer_ratio()
r_hex = (1.0).hex()
r_fromhex = float.fromhex("0x1.8p1")
inf = float("inf")
r_inf_ops = (inf + 1, -inf < 0, inf == inf, inf - inf != inf - inf)
r_round_trip = float(str(0.1)) == 0.1
r_int_trunc = (int(f), int(-f))
