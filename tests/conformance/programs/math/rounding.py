# probe: math.ceil, floor, trunc, and their int results
# inputs
x = -2.5
y = 7.2
# body
import math
r_ceil = (math.ceil(x), math.ceil(y))
r_floor = (math.floor(x), math.floor(y))
r_trunc = (math.trunc(x), math.trunc(y))
r_types = type(math.ceil(y)).__name__
r_int_arg = math.ceil(5)
r_div_ceil = math.ceil(7 / 2)
r_neg_div = -(-7 // 2)
