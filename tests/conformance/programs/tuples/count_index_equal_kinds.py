# probe: tuple.count and tuple.index treat 1, 1.0 and True as equal, start/stop bounds, missing item ValueError
# inputs
t = (1, True, 1.0, 0, False, "1", 2)
# body
r_count_one = t.count(1)
r_count_zero = t.count(0.0)
r_count_str = t.count("1")
r_index_true = t.index(True)
r_index_from = t.index(1, 2)
r_index_false = t.index(False)
r_index_neg = t.index(2, -1)
try:
    t.index(1, 3, 5)
except ValueError as e:
    r_missing_range = type(e).__name__
try:
    t.index(3)
except ValueError as e:
    r_missing = type(e).__name__
r_index_big = t.index(2, -100, 100)
try:
    t.count()
except TypeError as e:
    r_count_no_arg = type(e).__name__
r_nested = ((1, 2), [1, 2], (1.0, 2.0)).count((1, 2))
