# probe: a sequence repeated by an object with `__index__` (`"ab" * n`, `n * "ab"`), and in place: `s *= n` repeats, `n *= s` raises (CPython tries the right operand's repeat only when the left one's type has no sequence slot, and a class's type has one)
# inputs
k = 2
# body
class Ix:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
def attempt(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
def imul(a, b):
    a *= b
    return a
def iadd(a, b):
    a += b
    return a
plain = [Ix(k) * "ab", "ab" * Ix(k), [1] * Ix(k), Ix(k) * (1,)]
in_place = [imul("ab", Ix(k)), imul([1], Ix(k)), imul(k, "ab"), imul(True, [1])]
refused = [attempt(lambda: imul(Ix(k), "ab")), attempt(lambda: imul(Ix(k), (1,))), attempt(lambda: iadd(Ix(k), "ab")),
           attempt(lambda: imul(2.0, "ab"))]
