# probe: arithmetic on int/str/float subclasses returns base types unless overridden; __new__ normalising the value; bool arithmetic
# inputs
v = -3
# body
class Pos(int):
    def __new__(cls, x):
        return super().__new__(cls, abs(x))
class Up(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
class F(float):
    pass
p = Pos(v)
r_p = (int(p), type(p).__name__)
r_add = type(p + 1).__name__
r_radd = type(1 + p).__name__
r_neg = (-p, type(-p).__name__)
r_abs = type(abs(p)).__name__
u = Up("ab")
r_u = (str(u), type(u + "c").__name__, type(u * 2).__name__, type(u.lower()).__name__)
r_u_slice = type(u[:1]).__name__
r_f = type(F(1.5) * 2).__name__
r_bool = (True + True, type(True & True).__name__, type(True + 0).__name__, ~True)
r_format = (format(p, "03d"), f"{u:>4}")
