# probe: format(n, 'c') and '%c' % n take every code point below 0x110000, surrogates included; beyond it OverflowError
# inputs
lo = 0xD800
hi = 0xDFFF
top = 0x10FFFF
# body
r_lo = len(format(lo, "c"))
r_hi = len("%c" % hi)
r_top = format(top, "c") == "\U0010ffff"
r_pad = len(format(lo, ">3c"))
r_mixed = len("%c%c" % (65, lo))
try:
    format(top + 1, "c")
    r_over = "ok"
except OverflowError as e:
    r_over = type(e).__name__
try:
    "%c" % -1
    r_neg = "ok"
except OverflowError as e:
    r_neg = type(e).__name__
