# probe: sorted, reversed, min and max over lists mixing known items with input items that tie with or undercut them; positions of the known items after
# inputs
a = 2
b = 0
c = 2
# body
xs = [3, a, 1, b, c]
s = sorted(xs)
r_s = s
r_first = s[0]
r_last = s[-1]
r_len = len(s)
r_rev = list(reversed(xs))
r_min = min(xs)
r_max = max(xs)
r_min_key = min(["bb", "a" * a, "c"], key=len)
r_max_key = max([(1, "k"), (a, "in"), (c, "in2")], key=lambda t: t[0])
r_sorted_desc = sorted(xs, reverse=True)[:2]
r_index3 = s.index(3)
r_count2 = xs.count(2)
