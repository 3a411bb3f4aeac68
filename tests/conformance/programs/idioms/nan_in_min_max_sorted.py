# probe: NaN timings in rankings: min/max depend on position of NaN, sorted leaves NaN where comparisons put it, NaN != NaN in dict lookups by value, math.isnan filtering
# inputs
times = [3.0, float("nan"), 1.0, 2.0]
# body
import math
nan = times[1]
r_max = max(times)
r_min = min(times)
r_max_first_nan = max([nan, 1.0, 2.0])
r_min_first_nan = min([nan, 1.0, 2.0])
r_sorted = sorted(times)
r_sorted_rev = sorted(times, reverse=True)
r_clean = sorted(t for t in times if not math.isnan(t))
r_eq = nan == nan
r_in = nan in times
r_in_copy = float("nan") in times
r_index = times.index(nan)
d = {nan: "x"}
r_lookup_same = d.get(nan)
r_lookup_new = d.get(float("nan"))
r_speed = [round(2.0 / t, 3) for t in times]
try:
    round(nan)
    r_round = "ok"
except ValueError as e:
    r_round = type(e).__name__
try:
    int(float("inf"))
    r_int_inf = "ok"
except OverflowError as e:
    r_int_inf = type(e).__name__
r_inf_ops = [math.inf - math.inf, math.inf * 0, 1 / math.inf]
r_isnan = [math.isnan(x) for x in r_inf_ops]
