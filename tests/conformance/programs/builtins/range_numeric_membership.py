# probe: `in`, index and count on ranges with floats and bools (equal numbers match), negative steps, empty ranges
# inputs
r = range(0, 10, 3)
# body
r_in = (3 in r, 3.0 in r, 3.5 in r, True in range(2), 1.0 in range(1, 2), -3 in range(0, -10, -3), -3.0 in range(0, -10, -3))
r_not_in = (10 in r, 9.0 not in r, 0 in range(0), False in range(1, 5))
r_index = (r.index(6), r.index(6.0), range(5).index(True), range(10, 0, -2).index(4))
r_count = (r.count(3), r.count(3.0), range(5).count(True), range(3).count(2.5))
r_len = (len(range(0, 10, 3)), len(range(10, 0, -3)), len(range(5, 5)), len(range(0, -5)))
r_items = (r[-1], r[1], range(10, 0, -3)[-1], list(range(-3, 3, 2)))
try:
    r.index(7)
except ValueError as e:
    r_missing = type(e).__name__
try:
    r[4]
except IndexError as e:
    r_oob = type(e).__name__
