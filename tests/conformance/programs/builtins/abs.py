# probe: abs on ints, floats, bools, negative zero, and a user __abs__
# inputs
i = -7
f = -2.5
# body
r_int = abs(i)
r_float = abs(f)
r_bool = abs(True)
r_zero = abs(-0.0)
r_big = abs(-(2 ** 70))
class V:
    def __abs__(self):
        return "abs called"
r_user = abs(V())
try:
    abs("x")
except TypeError as err:
    r_str = type(err).__name__
