# probe: comparisons between values of different types
# inputs
i = 1
fl = 1.0
s = "1"
# body
r_int_float = i == fl
r_int_str = i == s
r_none_zero = None == 0
r_list_lt = [1, 2] < [1, 3]
r_list_prefix = [1, 2] < [1, 2, 0]
r_tuple_eq = (1, 2) == (1, 2)
r_tuple_list = (1, 2) == [1, 2]
r_str_lt = "apple" < "banana"
r_str_case = "Z" < "a"
r_bool_int = True == 1
r_ne = i != fl
try:
    r_bad = i < s
except TypeError as e:
    r_bad = type(e).__name__
