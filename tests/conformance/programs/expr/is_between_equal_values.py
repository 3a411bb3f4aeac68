# probe: `is` between numbers and strings made different ways: equal values are one object only where CPython shares them (a config string `is` a literal is false)
# inputs
s = "1000"
t = "ab"
# body
a = 1000
b = 1000
r1 = a is b
r2 = int(s) is int(s)
r3 = int("5") is int("5")
r4 = (t + "c") is (t + "c")
r5 = "abc" is "abc"
r6 = t[:1] is "a"
r7 = float(s) is float(s)
x = 2 ** 70
r8 = x is x
r9 = (1, 2) is (1, 2)
r10 = () is ()
r11 = str(t) is t
r12 = t.lower() is t
r13 = "".join([t]) is t
r14 = 10 ** 3 is 1000
