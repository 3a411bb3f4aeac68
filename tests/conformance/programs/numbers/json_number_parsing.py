# probe: json.loads of numbers: int vs float by spelling, -0 and -0.0, exponents, overflow to inf, NaN/Infinity, big ints
# inputs
text = '[1, -0, -0.0, 1.0, 1e5, 1E2, 0.1, 1.5e-7, 2.5e-324, 0e0, 1E+2, 1e-2, 9223372036854775807, -9223372036854775808]'
# body
import json
r_vals = json.loads(text)
r_types = [type(v).__name__ for v in r_vals]
r_big = json.loads('[1e400, -1e400, 1e-400]')
r_special = [str(v) for v in json.loads('[NaN, Infinity, -Infinity]')]
r_dict = json.loads('{"lr": 1e-05, "steps": 1000, "scale": -0}')
r_ws = json.loads(' 5 ')
r_huge = json.loads('[12345678901234567890]')
