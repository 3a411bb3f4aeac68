# probe: comparisons and equality across int, float and bool, and huge values
# inputs
i = 2 ** 53 + 1
# body
r_eq_big = i == float(i)
r_lt = 1 < 1.5
r_eq_bool = (True == 1.0, False == 0)
r_max_mixed = max(1, 1.0)
r_max_mixed2 = max(1.0, 1)
r_sorted_mixed = sorted([2, 1.5, True])
r_float_int_key = {1: "a"}[1.0]
