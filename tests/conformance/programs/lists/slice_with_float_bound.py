# probe: a slice bound computed as a float (n / 2) is a TypeError for lists; it ends the program
# expect: raises TypeError
# inputs
n = 4
# body
xs = [1, 2, 3, 4]
r_int_bound = xs[: n // 2]
r_float_bound = xs[: n / 2]
