# probe: the operator module's numeric functions with ints, floats and bools: results, types and errors
# inputs
a = -7
b = 2
# body
import operator as op
r_bin = (op.add(a, b), op.sub(a, 0.5), op.mul(True, b), op.truediv(a, b), op.floordiv(a, b), op.mod(a, b), op.pow(b, -1), op.pow(a, b))
r_bits = (op.and_(a, b), op.or_(a, b), op.xor(a, b), op.lshift(a, b), op.rshift(a, b), op.and_(True, False))
r_unary = (op.neg(a), op.pos(True), op.inv(a), op.invert(b), op.abs(a), op.not_(0.0), op.truth(-0.0))
r_cmp = (op.lt(a, b), op.eq(1, 1.0), op.ne(True, 1), op.ge(b, 2.0), op.is_(True, True))
r_types = [type(v).__name__ for v in (op.truediv(4, 2), op.and_(True, True), op.add(True, True), op.neg(False))]
try:
    op.floordiv(a, 0)
except ZeroDivisionError as e:
    r_zero = type(e).__name__
try:
    op.lshift(1.0, 2)
except TypeError as e:
    r_float_shift = type(e).__name__
try:
    op.add(1)
except TypeError as e:
    r_arity = type(e).__name__
