# probe: operator's functions are the language's operators: a class's dunders run, refusals and their words, inv is not invert
# inputs
a = 6
b = 4
name = "or_"
# body
import functools
import operator


class Vec:
    def __init__(self, xs):
        self.xs = xs

    def __add__(self, other):
        return Vec([x + y for x, y in zip(self.xs, other.xs)])

    def __neg__(self):
        return Vec([-x for x in self.xs])

    def __lt__(self, other):
        return sum(self.xs) < sum(other.xs)

    def __getitem__(self, i):
        return self.xs[i] * 10

    def __contains__(self, x):
        return x in self.xs

    def __bool__(self):
        return bool(self.xs)


v, w = Vec([1, 2]), Vec([3, a])
r_add = operator.add(v, w).xs
r_neg = operator.neg(v).xs
r_lt = operator.lt(v, w)
r_getitem = operator.getitem(w, 1)
r_contains = operator.contains(w, a)
r_truth = (operator.truth(Vec([])), operator.not_(Vec([0])))
r_bits = [operator.or_(a, b), operator.and_(a, b), operator.xor(a, b), operator.invert(a), operator.inv(b)]
r_by_name = getattr(operator, name)(a, b)
r_dunders = [operator.__or__(a, b), operator.__not__(a), operator.__inv__(a), operator.__lt__(a, b)]
r_same = (operator.__add__ is operator.add, operator.inv is operator.invert, operator.or_ == operator.or_)
r_reduce = functools.reduce(operator.mul, [a, b, 2])
r_mixed = operator.add([a], [b]) + list(operator.mul("ab", 2))
errors = []
for f, args, kwargs in [
    (operator.add, (a,), {}),
    (operator.lt, (a, b, 1), {}),
    (operator.neg, (), {}),
    (operator.inv, (a, b), {}),
    (operator.add, (a,), {"b": b}),
    (operator.truth, (), {"x": a}),
    (operator.add, (a, "s"), {}),
    (operator.lt, (a, "s"), {}),
    (operator.neg, ("s",), {}),
    (operator.getitem, ([a], 5), {}),
    (operator.truediv, (a, 0), {}),
]:
    try:
        f(*args, **kwargs)
        errors.append("ok")
    except Exception as e:
        errors.append(f"{type(e).__name__}: {e}")
r_errors = errors
