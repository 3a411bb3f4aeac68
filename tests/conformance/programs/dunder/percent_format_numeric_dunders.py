# probe: %d uses __int__ or __index__, %x/%o require __index__, %f uses __float__; missing ones raise TypeError
# inputs
v = 5
# body
class OnlyInt:
    def __int__(self):
        return v
class OnlyIdx:
    def __index__(self):
        return v + 10
class OnlyFloat:
    def __float__(self):
        return v + 0.25
r_d_int = "%d" % OnlyInt()
r_d_idx = "%d" % OnlyIdx()
r_x_idx = "%x|%o" % (OnlyIdx(), OnlyIdx())
try:
    "%x" % OnlyInt()
except TypeError as e:
    r_x_int = type(e).__name__
r_f = "%.2f" % OnlyFloat()
try:
    "%d" % OnlyFloat()
except TypeError as e:
    r_d_float = type(e).__name__
r_f_int = "%.1f" % OnlyIdx()
r_d_float_builtin = "%d" % 3.9
r_i = "%i" % OnlyInt()
try:
    "%c" % OnlyIdx()
    r_c = "%c" % OnlyIdx()
except TypeError as e:
    r_c = type(e).__name__
