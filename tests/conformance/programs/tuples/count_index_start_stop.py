# probe: tuple.index with start and stop (negative, out of range), ValueError when absent in range; count with equal-but-different types
# inputs
t = (1, 2, 1, 2, 1.0, True)
# body
r_index = (t.index(1), t.index(1, 1), t.index(1, -3), t.index(2, 2, 4))
r_count = (t.count(1), t.count(2), t.count(True), t.count("1"))
results = []
for args in [(2, 4), (1, 10, 20), (2, 0, 1), (1, -100, 1)]:
    try:
        results.append(t.index(*args))
    except ValueError as e:
        results.append(type(e).__name__)
r_ranges = results
try:
    t.index(1, "a")
except TypeError as e:
    r_type = type(e).__name__
try:
    t.count()
except TypeError as e:
    r_count_args = type(e).__name__
r_bool_index = t.index(True, 2)
