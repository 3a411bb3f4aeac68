# probe: membership tests on each container kind
# inputs
needle = "b"
n = 2
# body
r_list = n in [1, 2, 3]
r_tuple = n in (1, 3)
r_str = needle in "abc"
r_substr = "bc" in "abcd"
r_dict_key = needle in {"a": 1, "b": 2}
r_dict_value = 2 in {"a": 1, "b": 2}
r_set = needle in {"a"}
r_not_in = n not in [1, 3]
r_range = n in range(0, 10, 2)
r_empty_str = "" in "abc"
r_float_in = 2.0 in [1, 2]
try:
    r_bad = 1 in "abc"
except TypeError as e:
    r_bad = type(e).__name__
