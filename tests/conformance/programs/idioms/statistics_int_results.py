# probe: statistics over timings: mean of ints may be int, median of even count averages, median_low/high, mode ties (first), fmean floats, geometric_mean
# inputs
ints = [1, 3, 5, 7]
odd = [3, 1, 2]
floats = [1.0, 2.0, 4.0]
# body
import statistics as st
r_mean_int = st.mean(ints)
r_mean_type = type(st.mean(ints)).__name__
r_mean_frac = st.mean([1, 2])
r_median = st.median(ints)
r_median_odd = st.median(odd)
r_low_high = (st.median_low(ints), st.median_high(ints))
r_mode = st.mode([2, 1, 1, 2, 3])
r_multimode = st.multimode([2, 1, 1, 2, 3])
r_fmean = st.fmean(ints)
r_geo = round(st.geometric_mean(floats), 9)
r_pstdev = st.pstdev([2, 4, 4, 4, 5, 5, 7, 9])
r_var_int = st.variance(ints)
try:
    st.variance([1])
    r_var_one = "ok"
except st.StatisticsError as e:
    r_var_one = type(e).__name__
r_mean_bool = st.mean([True, False, True, True])
