# probe: a timing input that may be NaN or inf: v == v, v != v, v - v == 0, v * 0, [v] == [v] (identity shortcut), v in [v], max(v, 0), dict keyed by v, round-trips
# inputs
v = float("nan")
w = float("inf")
# body
r_eq_self = v == v
r_ne_self = v != v
r_is_self = v is v
r_list_eq = [v] == [v]
r_tuple_eq = (v,) == (v,)
r_in = v in [v]
r_in_copy = v in [float(str(v))]
r_sub_zero = (w - w) == 0
r_mul_zero = w * 0 == 0
r_max = max(v, 0.0)
r_max_rev = max(0.0, v)
r_min_w = min(w, 1e308)
r_sorted = sorted([2.0, v, 1.0])
r_count = [v, v].count(v)
r_dict = len({v: 1, v: 2})
r_set = len({v, float(str(v))})
r_bool = bool(v)
r_lt = (v < 1, v > 1, v <= v, w > 1e308)
r_str = (str(v), str(w), str(-w))
r_int_err = None
try:
    int(v)
except ValueError as e:
    r_int_err = type(e).__name__
