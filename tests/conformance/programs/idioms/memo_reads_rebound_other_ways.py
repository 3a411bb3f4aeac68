# probe: a helper called twice with the same argument while a global it reads is rebound by globals()[k], exec, setattr on the module, a for target, an except-as name, a def
# inputs
name = "K"
base = 2
# body
import sys
K = 1
def helper():
    return 10
def calc(x):
    a = 1
    b = a + 1
    c = b * 3
    return x * K + helper() + c - 6
r_1 = calc(base)
globals()[name] = 5
r_2 = calc(base)
exec(name + " = 7")
r_3 = calc(base)
setattr(sys.modules[__name__], name, 9)
r_4 = calc(base)
for K in (11, 13):
    pass
r_5 = calc(base)
def helper():
    return 20
r_6 = calc(base)
K, J = 3, 4
r_7 = calc(base)
(K := 100)
r_8 = calc(base)
