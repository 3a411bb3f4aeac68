# probe: tuple's count and index and immutability
# inputs
t = (1, 2, 2, 3)
# body
r_count = t.count(2)
r_index = t.index(2)
r_index_start = t.index(2, 2)
try:
    t[0] = 5
except TypeError as e:
    r_immutable = type(e).__name__
try:
    t.index(9)
except ValueError as e:
    r_missing = type(e).__name__
r_hashable = hash(t) == hash((1, 2, 2, 3))
