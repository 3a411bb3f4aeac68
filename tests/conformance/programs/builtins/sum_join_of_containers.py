# probe: sum over lists and tuples with a start, start is not mutated, sum of strings refused, sum of floats/ints types, sum of empty gives start
# inputs
parts = [[1], [2, 3], []]
# body
start = [0]
r_lists = sum(parts, start)
r_start_kept = start
r_tuples = sum([(1,), (2,)], ())
try:
    sum(["a", "b"], "")
except TypeError as e:
    r_str = type(e).__name__
r_empty = (sum([], [9]), sum([]), type(sum([], 0.0)).__name__)
r_bools = sum([True, True, False])
r_mixed = (sum([1, 2.5]), type(sum([1, True])).__name__)
try:
    sum([[1], (2,)], [])
except TypeError as e:
    r_list_tuple = type(e).__name__
r_first_shared = sum([parts[0]], [])
r_first_shared.append(99)
r_parts_after = parts
r_generator = sum(len(p) for p in parts)
