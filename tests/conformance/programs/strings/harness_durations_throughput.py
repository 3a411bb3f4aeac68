# probe: harness time/throughput strings: divmod of int and float seconds, zero-padded clocks, rounding, thousands separators, percentages
# inputs
secs = [0, 59, 61, 3599, 3600, 86399, 90061]
fsecs = [0.5, 59.999, 61.25, 3725.5]
tokens = 1234567
# body
def clock(s):
    m, s2 = divmod(s, 60)
    h, m = divmod(m, 60)
    return f"{h:02d}:{m:02d}:{s2:02d}"
r_clock = [clock(s) for s in secs]
def fclock(s):
    m, s2 = divmod(s, 60)
    return f"{int(m):02d}:{s2:06.3f}"
r_fclock = [fclock(s) for s in fsecs]
r_divmod_f = [divmod(s, 60) for s in fsecs]
r_tps = [f"{tokens / s:,.0f} tok/s" for s in fsecs]
r_tps_k = [f"{tokens / s / 1e3:.1f}k" for s in fsecs]
r_eta = ["%dh%02dm" % divmod(s // 60, 60) for s in secs]
r_pct = [f"{i / 7:6.1%}" for i in range(0, 8, 3)]
r_rounded = [round(s / 7, 2) for s in fsecs]
r_progress = "[" + "#" * (37 * 20 // 100) + "." * (20 - 37 * 20 // 100) + "] 37%"
