# probe: + and * on sequences
# inputs
l = [1, 2]
t = (3,)
s = "ab"
k = 3
# body
r_list_add = l + [3]
r_tuple_add = t + (4, 5)
r_str_add = s + "c"
r_list_mul = l * k
r_str_mul = s * k
r_rmul = k * t
r_zero = l * 0
r_neg = s * -1
r_alias = [[0]] * 2
r_alias[0].append(1)
try:
    r_bad = l + t
except TypeError as e:
    r_bad = type(e).__name__
