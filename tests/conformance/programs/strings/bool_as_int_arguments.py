# probe: bools passed where str methods and indexing take ints: maxsplit, width, start, count, index, slice bounds, repeat counts
# inputs
t = True
f = False
s = "a,b,c"
# body
r_split = (s.split(",", t), s.rsplit(",", maxsplit=t), s.split(",", f))
r_find = (s.find("b", t), s.count(",", t, t + t + t), s.startswith("a", f, t), s.index(",", t))
r_replace = s.replace(",", ";", t)
r_index = (s[t], s[-t], s[f:t], s[t::t + t], s[::-t])
r_repeat = ("ab" * t, "ab" * f, [0] * (t + t), t * "x")
r_tabs = "a\tb".expandtabs(t + t)
r_fmt = ("{0[1]}".format(["x", "y"]), "%d|%s|%r" % (t, t, f), f"{t:d}{f:d}", format(t, "^5d"))
r_range_str = "".join(str(i) for i in range(t, 4, t + t))
r_round = round(2.567, t + t)
r_pow = (pow(3, t), pow(t, 5), pow(2, t + t, 3))
r_width = ("ab".center(t + 3, "*"), "ab".ljust(t), "7".zfill(t + t + t), "ab".rjust(f))
