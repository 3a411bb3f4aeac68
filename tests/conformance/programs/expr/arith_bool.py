# probe: bool is an int in arithmetic
# inputs
t = True
f = False
# body
r_sum = t + t + f
r_mul = t * 10
r_neg = -t
r_div = t / 2
r_and_int = t & 1
r_type_sum = type(t + f).__name__
r_bool_and = t & f
r_bool_or = t | f
r_bool_xor = t ^ t
