# probe: augmented assignment with every numeric operator on names, list items, dict values and attributes; int/float/bool results
# inputs
start = 7
step = 2
# body
x = start
x //= step
x **= 3
x %= 10
x <<= step
x |= 1
x ^= 0b1010
x &= ~4
x >>= 1
x -= 0.5
x *= 4
x /= 3
r_x = x
lst = [start, 1.5, True]
lst[0] += step
lst[1] *= lst[0]
lst[2] += True
lst[-1] **= 2
r_lst = lst
d = {'n': 0, 'f': 0.0}
for i in range(1, 5):
    d['n'] += i * step
    d['f'] -= i / step
r_d = d
class Acc:
    total = 0
acc = Acc()
acc.total += 2.5
acc.total //= 1
r_acc = acc.total
b = True
b += True
r_b = (b, type(b).__name__)
try:
    x %= 0
except ZeroDivisionError as e:
    r_err = type(e).__name__
r_x_after = x
