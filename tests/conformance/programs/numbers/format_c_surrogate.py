# probe: format(n, 'c') / f'{n:c}' with surrogate code points, padding, and errors
# inputs
cp = 0xDFFF
# body
r_len = len(format(cp, 'c'))
r_len2 = len(f"{0xD800:c}")
r_pad = f"{65:>3c}|{97:c}|{True:c}"
try:
    format(0x110000, 'c')
except OverflowError as e:
    r_over = type(e).__name__
try:
    format(65, '+c')
except ValueError as e:
    r_sign = type(e).__name__
