# probe: operator arithmetic functions on mixed types: list/str concatenation and repetition, int/float/bool mixes, division errors, pow negative, shifts, matmul TypeError
# inputs
a = 7
b = 2
# body
import operator
r_add = (operator.add(a, b), operator.add([a], [b]), operator.add("x", "y"), operator.add(True, True), operator.add(a, 0.5))
r_mul = (operator.mul("ab", b), operator.mul(b, "ab"), operator.mul([0], b), operator.mul(True, 3.0))
r_div = (operator.truediv(a, b), operator.floordiv(-a, b), operator.mod(-a, b), operator.mod(a, -b), operator.floordiv(a, -0.5))
r_pow = (operator.pow(b, -1), operator.pow(-b, 3), operator.pow(b, 0.5) > 1)
r_shift = (operator.lshift(a, b), operator.rshift(-a, 1), operator.and_(a, b), operator.or_(a, 8), operator.xor(a, a))
r_sets = (sorted(operator.or_({1}, {2})), sorted(operator.and_({1, 2}, {2})), sorted(operator.sub({1, 2}, {1})))
def err(thunk):
    try:
        thunk()
        return "none"
    except (TypeError, ZeroDivisionError, ValueError) as e:
        return type(e).__name__
r_errs = (
    err(lambda: operator.add("a", 1)),
    err(lambda: operator.truediv(a, 0)),
    err(lambda: operator.mod(a, 0)),
    err(lambda: operator.matmul(a, b)),
    err(lambda: operator.lshift(a, -1)),
    err(lambda: operator.sub([1], [1])),
    err(lambda: operator.add(1)),
    err(lambda: operator.neg("a")),
)
