# probe: a list with a known prefix and an input-dependent tail, then insert at the front in a loop whose trip count is an input; what stays known at each end
# inputs
tail = [7, 8]
k = 0
# body
xs = [1, 2, 3]
xs.extend(tail)
r_first = xs[0]
r_prefix = xs[:3]
r_len = len(xs)
r_last = xs[-1]
for i in range(k):
    xs.insert(0, -i)
r_after_first = xs[0]
r_after_last = xs[-1]
r_after_len = len(xs)
ys = [10, 20]
ys[len(tail):] = ["t"]
r_ys = ys
zs = list(reversed(xs))
r_zs_first = zs[0]
r_zs_last = zs[-1]
