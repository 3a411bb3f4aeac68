# probe: index (with start and stop), count, and the ValueError of a missing item
# inputs
xs = ["a", "b", "a", "c", "a"]
# body
r_index = xs.index("a")
r_index_start = xs.index("a", 1)
r_index_range = xs.index("a", 3, 5)
r_count = xs.count("a")
r_count_none = xs.count("z")
r_count_eq = [1, 1.0, True].count(1)
try:
    xs.index("a", 5)
except ValueError as e:
    r_err = type(e).__name__
