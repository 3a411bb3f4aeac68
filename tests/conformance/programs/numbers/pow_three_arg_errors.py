# probe: pow(b, e, m) refusals: modulus 0, float arguments, strings, None modulus, keyword names
# inputs
b = 3
e = 4
# body
r_kw = (pow(base=b, exp=e), pow(b, e, mod=5), pow(b, exp=e, mod=None), pow(b, e, None))
r_errors = []
for args in ((b, e, 0), (b, -1, 0), (2.0, e, 5), (b, 2.0, 5), (b, e, 5.0), (True, e, False)):
    try:
        r_errors.append(pow(*args))
    except (ValueError, TypeError) as err:
        r_errors.append(type(err).__name__)
try:
    pow('3', 2, 5)
except TypeError as err:
    r_str = type(err).__name__
try:
    pow(b, e, m=5)
except TypeError as err:
    r_bad_kw = type(err).__name__
