# probe: comparisons whose both sides return NotImplemented raise TypeError whether the result is discarded, assigned, or used as a condition (if/assert/ternary); reflected order
# inputs
v = 1
# body
class A:
    def __lt__(self, o):
        return NotImplemented
    def __le__(self, o):
        return NotImplemented
    def __gt__(self, o):
        return NotImplemented
    def __ge__(self, o):
        return NotImplemented
a = A()
out = []
for i in range(4):
    try:
        if i == 0:
            a < v
        elif i == 1:
            a <= v
        elif i == 2:
            a > v
        else:
            a >= v
        out.append("no error")
    except TypeError as e:
        out.append(type(e).__name__)
r_out = out
try:
    v < a
    r_rev = "no error"
except TypeError as e:
    r_rev = type(e).__name__
try:
    r_kept = a < v
except TypeError as e:
    r_kept = type(e).__name__
try:
    assert a < v or True
    r_assert = "no error"
except TypeError as e:
    r_assert = type(e).__name__
try:
    r_tern = "x" if a < v else "y"
except TypeError as e:
    r_tern = type(e).__name__
