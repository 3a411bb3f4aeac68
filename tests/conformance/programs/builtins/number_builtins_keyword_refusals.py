# probe: the number builtins' positional-only and keyword parameters: int(base=), round(ndigits=), float(x=), divmod(x=), abs(x=)
# inputs
s = 'ff'
# body
r_int_base_kw = int(s, base=16)
r_round_kw = (round(2.675, ndigits=2), round(number=2.5), round(2.5, None))
r_pow_kw = pow(2, exp=5)
r_errors = []
for f in (lambda: int(x='5'), lambda: float(x='1.5'), lambda: divmod(x=1, y=2), lambda: abs(x=-1), lambda: int(s, 16, 2), lambda: round(1.5, 1, 2), lambda: float('1', '2'), lambda: divmod(1), lambda: abs()):
    try:
        f()
        r_errors.append('no error')
    except TypeError as e:
        r_errors.append(type(e).__name__)
r_defaults = (int(), float(), round(7), bool())
