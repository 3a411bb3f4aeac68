# probe: list.remove/count/in find items equal across int, float, bool; remove takes only the first
# inputs
xs = [1, 1.0, True, 2, 0, False, 0.0]
# body
r_count_one = xs.count(1)
r_count_zero = xs.count(False)
r_count_str = xs.count("1")
a = list(xs)
a.remove(True)
r_after_true = [type(v).__name__ for v in a]
a.remove(0.0)
r_after_zero = [type(v).__name__ for v in a]
r_in = (1.0 in xs, "1" in xs, None in xs)
nan = float("nan")
b = [nan, 1]
r_nan_same = (nan in b, b.count(nan), b.index(nan))
r_nan_other = float("nan") in b
b.remove(nan)
r_after_nan = b
try:
    b.remove(nan)
    r_nan_again = "ok"
except ValueError as e:
    r_nan_again = type(e).__name__
