# probe: '%c' and '%x' / '%d' with bools (ints to %): True is code point 1
# inputs
t = True
# body
r_c = '%c' % t
r_c_false = '%c' % False
r_x = '%x|%d|%o|%5.2f' % (t, t, t, t)
try:
    '%c' % 1.5
except TypeError as e:
    r_float = type(e).__name__
