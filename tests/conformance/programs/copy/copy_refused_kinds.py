# probe: copy.copy / deepcopy of objects that cannot be pickled raise TypeError: generators, dict views, modules
# inputs
xs = [1, 2]
# body
import copy
import math
def attempt(f, x):
    try:
        f(x)
        return "ok"
    except TypeError as e:
        return type(e).__name__
g = (x for x in xs)
r_gen = (attempt(copy.copy, g), attempt(copy.deepcopy, g))
d = {"a": 1}
r_views = (attempt(copy.copy, d.keys()), attempt(copy.deepcopy, d.values()), attempt(copy.copy, d.items()))
r_module = (attempt(copy.copy, math), attempt(copy.deepcopy, math))
r_gen_list = attempt(copy.deepcopy, [g])
