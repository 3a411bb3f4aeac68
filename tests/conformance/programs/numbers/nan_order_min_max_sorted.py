# probe: min/max/sorted with NaN: results depend on where the NaN stands (comparisons with it are all False)
# inputs
nan = float('nan')
# body
r_max = [str(v) for v in (max(nan, 1.0), max(1.0, nan), max([2.0, nan, 3.0]), max([nan, 2.0, 3.0]))]
r_min = [str(v) for v in (min(nan, 1.0), min(1.0, nan), min([2.0, nan, 1.0]), min([3.0, 2.0, nan]))]
r_sorted = [str(v) for v in sorted([3.0, nan, 1.0, 2.0])]
r_sorted2 = [str(v) for v in sorted([nan, 3.0, 1.0])]
r_sorted3 = [str(v) for v in sorted([1.0, 2.0, nan, 0.5], reverse=True)]
r_cmp = (nan < 1.0, nan > 1.0, nan <= nan, nan >= nan, nan == nan, nan != nan)
r_inf = (max(float('-inf'), -1e308), min(float('inf'), 1e308), float('inf') > 10 ** 18, float('-inf') < -(10 ** 18))
