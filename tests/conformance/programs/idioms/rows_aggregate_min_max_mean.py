# probe: aggregating report rows per key: min/max with key, statistics.mean/median, empty sequence errors (ValueError / StatisticsError), default= on min
# inputs
rows = [{"op": "a", "us": 3.0}, {"op": "b", "us": 1.5}, {"op": "a", "us": 5.0}, {"op": "b", "us": 2.5}, {"op": "a", "us": 1.0}]
# body
import statistics
by = {}
for r in rows:
    by.setdefault(r["op"], []).append(r["us"])
r_min = {k: min(v) for k, v in by.items()}
r_max_row = max(rows, key=lambda r: r["us"])
r_mean = {k: statistics.mean(v) for k, v in by.items()}
r_median = {k: statistics.median(v) for k, v in by.items()}
r_min_default = min([], default=None)
try:
    min([])
    r_min_err = "ok"
except ValueError as e:
    r_min_err = type(e).__name__
try:
    statistics.mean([])
    r_mean_err = "ok"
except statistics.StatisticsError as e:
    r_mean_err = (type(e).__name__, issubclass(statistics.StatisticsError, ValueError))
r_stdev = round(statistics.stdev(by["a"]), 6)
r_sum_start = sum((r["us"] for r in rows), 10.0)
try:
    min(1)
    r_min_int = "ok"
except TypeError as e:
    r_min_int = type(e).__name__
