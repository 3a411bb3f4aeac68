# probe: tuple.index with start/stop, count/in using identity before equality (nan), nested tuples containing nan, equal-type elements
# inputs
shape = (8, 3, 224, 224, 3)
nan = float("nan")
# body
def attempt(*args):
    try:
        return shape.index(*args)
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_index = (attempt(3), attempt(3, 2), attempt(224, -2), attempt(3, 2, 4), attempt(8, 1), attempt(3.0), attempt(3, None))
r_count = (shape.count(3), shape.count(224.0), shape.count("3"), (True, 1, 1.0).count(1))
t = (nan, (nan, 1))
r_nested_eq = ((1, [2]) == (1.0, [2.0]), (1, [2]) in [(True, [2])])
try:
    r_hash_nested = (1, [2]) in {(1, 2): 0}
except TypeError as e:
    r_hash_nested = type(e).__name__
r_nan = (nan in t, t.count(nan), t.index(nan), (nan, 1) in t, (float("nan"), 1) in t, t == (nan, (nan, 1)))
r_list_of_tuples = [(nan,)].count((nan,))
