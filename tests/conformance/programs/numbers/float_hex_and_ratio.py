# probe: float.hex / float.fromhex / as_integer_ratio / int.as_integer_ratio on ordinary, subnormal and special values
# inputs
x = 0.1
# body
r_hex = [v.hex() for v in (x, 1.0, -2.5, 0.0, -0.0, 5e-324, 1.7976931348623157e308)]
r_fromhex = [float.fromhex(s) for s in ('0x1.8p1', '-0x1p-1074', '0x.8', 'inf', ' 0x10 ', '0X1P+4')]
r_ratio = [v.as_integer_ratio() for v in (x, 0.5, -2.25, 0.0, 1e20)]
r_int_ratio = ((7).as_integer_ratio(), (-3).as_integer_ratio(), True.as_integer_ratio())
r_round_trip = float.fromhex(x.hex()) == x
try:
    float('inf').as_integer_ratio()
except OverflowError as e:
    r_inf = type(e).__name__
try:
    float('nan').as_integer_ratio()
except ValueError as e:
    r_nan = type(e).__name__
try:
    float.fromhex('0x1.g')
except ValueError as e:
    r_bad = type(e).__name__
