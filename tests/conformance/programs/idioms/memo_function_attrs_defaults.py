# probe: a helper reading its own function attribute, its defaults replaced through __defaults__/__kwdefaults__, and a module attribute of math
# inputs
x = 3
# body
import math
def scaled(v, k=2, *, off=0):
    a = 1
    b = a + 1
    c = b * 0
    return v * k * scaled.factor + off + c
scaled.factor = 1
r_1 = scaled(x)
scaled.factor = 10
r_2 = scaled(x)
scaled.__defaults__ = (5,)
r_3 = scaled(x)
scaled.__kwdefaults__ = {"off": 1000}
r_4 = scaled(x)
def area(r):
    a = 1
    b = a + 1
    return math.pi * r * r * b / 2
r_5 = area(1)
math.pi = 3
r_6 = area(1)
math.pi = 3.141592653589793
r_7 = area(1)
