# probe: a NaN timing from a failed backend flowing into comparisons, max/min, sorted rows, membership and formatting
# inputs
ms = float("nan")
other = 2.0
# body
r_eq_self = ms == ms
r_ne_self = ms != ms
r_in = ms in [ms]
r_list_eq = [ms] == [ms]
r_in_copy = ms in [float("nan")]
r_gt = ms > other
r_lt = ms < other
r_max1 = max(ms, other)
r_max2 = max(other, ms)
r_min1 = min([ms, other, 1.0])
rows = [("a", 3.0), ("b", ms), ("c", 1.0)]
r_sorted = [n for n, _ in sorted(rows, key=lambda r: r[1])]
r_best = max(rows, key=lambda r: r[1])[0]
r_fmt = f"{ms:.2f}|{ms:>6}|{-ms}"
r_isnan = ms != ms and isinstance(ms, float)
r_bool = bool(ms)
r_sum = sum([ms, other]) == sum([ms, other])
r_count = [ms, ms].count(ms)
r_ok = [v for v in (ms, other) if v > 0]
