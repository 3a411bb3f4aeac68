# probe: reversed() of lists, strings, ranges, dicts, and a user __reversed__
# inputs
xs = [1, 2, 3]
# body
r_list = list(reversed(xs))
r_str = "".join(reversed("abc"))
r_range = list(reversed(range(1, 4)))
r_dict = list(reversed({"a": 1, "b": 2}))
r_tuple = tuple(reversed((1, 2)))
class R:
    def __reversed__(self):
        return iter("zyx")
r_user = list(reversed(R()))
r_orig = xs
try:
    reversed({1, 2})
except TypeError as e:
    r_set = type(e).__name__
