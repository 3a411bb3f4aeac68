# probe: '%c' with a surrogate code point (allowed in Python's str), the limits, and errors
# inputs
cp = 0xD800
# body
_s = '%c' % cp
r_len = len(_s)
r_ord = ord(_s)
r_limit = len('%c' % 0x10FFFF)
r_ascii = '%c%c' % (72, 'i')
try:
    '%c' % 0x110000
except OverflowError as e:
    r_over = type(e).__name__
try:
    '%c' % -1
except OverflowError as e:
    r_neg = type(e).__name__
