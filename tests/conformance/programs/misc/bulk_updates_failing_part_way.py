# probe: bulk container updates from an iterable that fails part way (a bad pair, a generator raising): what was added before the failure stays
# inputs
sizes = [64, 128, 0, 256]
# body
d = {"M": 1}
try:
    d.update([("N", 2), ("K",), ("L", 3)])
except ValueError as e:
    r_upd_err = type(e).__name__
r_d = d
def inv(xs):
    for x in xs:
        yield 4096 // x
out = [1]
try:
    out.extend(inv(sizes))
except ZeroDivisionError as e:
    r_ext_err = type(e).__name__
r_out = out
acc = [0]
try:
    acc += inv(sizes)
except ZeroDivisionError as e:
    r_iadd_err = type(e).__name__
r_acc = acc
s = {"a"}
try:
    s.update(inv(sizes))
except ZeroDivisionError as e:
    r_set_err = type(e).__name__
r_s = sorted(s, key=str)
try:
    d2 = dict(zip(["a", "b", "c", "d"], inv(sizes)))
except ZeroDivisionError as e:
    d2 = type(e).__name__
r_d2 = d2
from collections import Counter
c = Counter()
try:
    c.update(inv(sizes))
except ZeroDivisionError as e:
    r_counter_err = type(e).__name__
r_c = dict(c)
