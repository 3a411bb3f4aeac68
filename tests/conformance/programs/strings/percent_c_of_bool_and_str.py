# probe: %c takes an int (a bool is one) or a one-character str; anything else TypeError
# inputs
yes = True
no = False
ch = "Z"
# body
r_true = "%c" % yes == "\x01"
r_false = "%c" % no == "\x00"
r_str = "[%c]" % ch
r_width = "%3c|%-3c|" % (ch, 66)
try:
    "%c" % "ab"
    r_two = "ok"
except TypeError as e:
    r_two = type(e).__name__
try:
    "%c" % 65.0
    r_float = "ok"
except TypeError as e:
    r_float = type(e).__name__
try:
    "%c" % ""
    r_empty = "ok"
except TypeError as e:
    r_empty = type(e).__name__
