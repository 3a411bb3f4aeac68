# probe: sum over rows with a start value, of floats in order, of lists with start=[]; max of dict keys by value with ties; sum refusing strings
# inputs
ms = [0.1, 0.2, 0.3]
names = ["a", "b"]
# body
r_sum = sum(ms)
r_sum_rev = sum(reversed(ms))
r_eq = sum(ms) == sum(reversed(ms))
r_start = sum(ms, 10)
r_lists = sum([[n] for n in names], [])
try:
    sum(names, "")
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
scores = {"x": 2, "y": 5, "z": 5}
r_max_key = max(scores, key=scores.get)
r_min_key = min(scores, key=scores.get)
r_round = round(sum(ms), 2)
r_mean = sum(ms) / len(ms)
r_int_sum = sum(range(5), start=-10)
