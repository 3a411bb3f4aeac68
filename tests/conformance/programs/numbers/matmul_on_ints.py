# probe: the @ operator (and @=) between two ints is a TypeError: int defines no __matmul__; it ends the program
# expect: raises TypeError
# inputs
a = 2
b = 3
# body
r_mul = a * b
r_matmul = a @ b
