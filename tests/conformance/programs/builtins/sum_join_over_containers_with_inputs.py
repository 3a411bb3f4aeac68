# probe: sum and str.join over lists, tuples, dict values and generators holding inputs beside known items; errors from a wrong-typed input caught
# inputs
n = 4
s = "b"
items = [1, 2]
# body
r_sum = sum([1, n, 2])
r_sum_start = sum(items, 10)
r_sum_nested = sum([items, [n]], [])
r_join = "-".join(["a", s, "c"])
r_join_gen = "".join(x * 2 for x in (s, "q"))
d = {"k": n, "j": 1}
r_vals = sum(d.values())
try:
    r_bad = "-".join(["a", n])
except TypeError as e:
    r_bad = type(e).__name__
try:
    r_bad_sum = sum(["a", s])
except TypeError as e:
    r_bad_sum = type(e).__name__
r_join_len = len(",".join([s] * n))
r_split_back = r_join.split("-")
r_max_len = max(len(x) for x in ["aa", s, "c" * n])
