# probe: islice, accumulate and zip_longest over a list changed after they are made (before and between pulls): the live list iterator sees the appends and removals
# inputs
xs = [1, 2, 3]
# body
import itertools
a = list(xs)
sl = itertools.islice(a, 1, None)
a.append(4)
r_sl_first = next(sl)
a.append(5)
r_sl_rest = list(sl)
b = list(xs)
acc = itertools.accumulate(b)
r_acc_first = next(acc)
b[1] = 100
b.append(1000)
r_acc_rest = list(acc)
c = list(xs)
zl = itertools.zip_longest(c, "ab", fillvalue="-")
c.pop(0)
r_zl = list(zl)
d = list(xs)
sl2 = itertools.islice(d, 5)
d.clear()
r_cleared = list(sl2)
