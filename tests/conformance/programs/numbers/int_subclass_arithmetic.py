# probe: an int subclass: arithmetic returns plain int, comparisons and dict keys as int, reflected dunders of a subclass first
# inputs
a = 5
# body
class MyInt(int):
    pass
class Reflect(int):
    def __radd__(self, other):
        return 'radd'
x = MyInt(a)
r_add = x + 1
r_types = [type(v).__name__ for v in (x + 1, -x, x * x, abs(MyInt(-3)), round(x), x // 2, int(x))]
r_own = type(x).__name__
r_eq = (x == 5, x == 5.0, isinstance(x, int), str(x))
r_radd = (1 + Reflect(2), 1.5 + Reflect(2), Reflect(2) + 1)
r_divmod = divmod(MyInt(7), 2)
r_pow = pow(MyInt(3), 2, 5)
r_key = {MyInt(1): 'a', 1: 'b'}[1]
r_sorted = sorted([MyInt(3), 1, 2.0])
