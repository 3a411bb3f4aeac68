# probe: operator precedence and associativity
# inputs
a = 2
b = 3
c = 4
# body
r_1 = a + b * c
r_2 = (a + b) * c
r_3 = a ** b ** 2
r_4 = -a ** 2
r_5 = a * b % c
r_6 = not a == b
r_7 = a | b & c
r_8 = a << 1 + 1
r_9 = a < b == True  # noqa: E712
r_10 = a - b - c
r_11 = 100 // a // b
r_12 = a if b else c + 1
