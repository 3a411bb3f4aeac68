# probe: unpacking inside list, tuple, set and dict displays
# inputs
a = [1, 2]
b = (3,)
d1 = {"x": 1, "y": 2}
d2 = {"y": 20, "z": 30}
# body
r_list = [*a, *b, 0]
r_tuple = (*a, *b)
r_set = {*a, *b, 1}
r_dict = {**d1, **d2}
r_dict_override = {**d1, "x": 99}
r_str = [*"hi"]
r_range = [*range(3), *a]
