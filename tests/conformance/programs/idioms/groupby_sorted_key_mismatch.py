# probe: itertools.groupby after sorted by a different key than the groupby key splits groups; sorted by the same key merges; group key functions returning tuples
# inputs
rows = [("gemm", "f16", 1.0), ("add", "f32", 2.0), ("gemm", "f32", 3.0), ("add", "f16", 4.0)]
# body
import itertools, operator
by_dtype_sorted_op = [(k, len(list(g))) for k, g in itertools.groupby(sorted(rows), key=operator.itemgetter(1))]
r_split = by_dtype_sorted_op
r_merged = [(k, len(list(g))) for k, g in itertools.groupby(sorted(rows, key=operator.itemgetter(1)), key=operator.itemgetter(1))]
r_tuple_key = [(k, [r[2] for r in g]) for k, g in itertools.groupby(sorted(rows, key=lambda r: (r[0], r[1])), key=lambda r: (r[0], r[1]))]
r_sum_per_op = {k: sum(r[2] for r in g) for k, g in itertools.groupby(sorted(rows), key=operator.itemgetter(0))}
r_unsorted_dict = {k: len(list(g)) for k, g in itertools.groupby(rows, key=operator.itemgetter(0))}
r_no_key = [k for k, _ in itertools.groupby("aabbbac")]
