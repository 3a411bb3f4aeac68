# probe: int() refusals: bad bases (1, 37, -1, floats), explicit base with non-strings, None/list arguments, and big valid texts
# inputs
s = '101'
# body
r_ok = (int(s, 2), int(s, 36), int(s, base=0), int('  -0b101  ', 0), int('-9223372036854775808'), int('+9223372036854775807'))
r_errors = []
for base in (1, 37, -1, -2):
    try:
        int(s, base)
        r_errors.append('ok')
    except ValueError as e:
        r_errors.append(type(e).__name__)
r_type_errors = []
for f in (lambda: int(5, 10), lambda: int(5.0, 2), lambda: int(True, 2), lambda: int(None), lambda: int([1]), lambda: int(s, 2.0)):
    try:
        f()
        r_type_errors.append('ok')
    except TypeError as e:
        r_type_errors.append(type(e).__name__)
r_from_float = (int(3.99), int(-3.99), int(1e15), int(-0.0), int(True))
