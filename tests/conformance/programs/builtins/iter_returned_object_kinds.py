# probe: __iter__ returning an object with only __next__ (for works), returning a generator, a map, iter() of a list; __contains__ = None refused; __contains__ falls back to __iter__
# inputs
xs = [1, 2, 3]
# body
class NextOnly:
    def __init__(self):
        self.i = 0
    def __next__(self):
        if self.i >= len(xs):
            raise StopIteration
        self.i += 1
        return xs[self.i - 1]
class A:
    def __iter__(self):
        return NextOnly()
r_for = [v for v in A()]
r_list = list(A())
r_sum = sum(A())
r_in = 2 in A()
class G:
    def __iter__(self):
        return (x * 2 for x in xs)
r_gen = (list(G()), 4 in G(), 5 in G())
class M:
    def __iter__(self):
        return map(str, xs)
r_map = ("".join(M()), sorted(M(), reverse=True))
class L:
    def __iter__(self):
        return iter(xs)
r_l = (list(L()), max(L()), dict.fromkeys(L()))
class NoContains:
    __contains__ = None
    def __iter__(self):
        return iter(xs)
try:
    1 in NoContains()
except TypeError as e:
    r_no_contains = type(e).__name__
class ContainsNonBool:
    def __contains__(self, x):
        return [x]
r_contains_truthy = (1 in ContainsNonBool(), 1 not in ContainsNonBool())
class ContainsEmpty:
    def __contains__(self, x):
        return ""
r_contains_falsy = 1 in ContainsEmpty()
