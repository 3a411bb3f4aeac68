# probe: filter(None, ...) keeps truthy items; map/filter with a non-callable fail only once an item is pulled; map with several iterables stops at the shortest
# inputs
vals = [0, 1, "", "fp16", None, [], [0]]
bases = [2, 3, 10]
exps = [3, 2]
# body
r_filter_none = list(filter(None, vals))
r_filter_bool = list(filter(bool, vals)) == r_filter_none
def attempt(f):
    try:
        return f()
    except TypeError as e:
        return type(e).__name__
r_map_none_empty = attempt(lambda: list(map(None, [])))
r_map_none = attempt(lambda: list(map(None, [1])))
r_filter_int_empty = attempt(lambda: list(filter(5, [])))
r_filter_int = attempt(lambda: list(filter(5, [1])))
r_map_pow = list(map(pow, bases, exps))
r_map_three = list(map(lambda a, b, c: a + b + c, "ab", "cd", "efg"))
r_map_no_iter = attempt(lambda: map(str))
r_map_int_iter = attempt(lambda: map(str, 5))
r_filter_str = list(filter(str.isdigit, "a1b22"))
r_filter_dict = list(filter(None, {0: "a", 1: "b", "": 0}))
r_map_none_made = attempt(lambda: type(map(None, [1])).__name__)
