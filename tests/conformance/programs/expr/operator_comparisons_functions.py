# probe: operator comparison functions: lt/le/eq/ne/ge/gt over mixed numbers, strs, lists, tuples; is_/is_not; TypeError for unorderable; used as sort helpers
# inputs
x = 3
# body
import operator
r_num = (operator.lt(x, 3.5), operator.le(x, 3.0), operator.eq(x, 3.0), operator.ne(x, True), operator.ge(True, 1), operator.gt(x, -1))
r_seq = (operator.lt([1, 2], [1, 3]), operator.eq((1,), [1]), operator.gt("b", "abc"), operator.le((), (0,)))
r_is = (operator.is_(None, None), operator.is_not(x, None), operator.is_([], []))
def err(thunk):
    try:
        thunk()
        return "none"
    except TypeError as e:
        return type(e).__name__
r_errs = (err(lambda: operator.lt(x, "a")), err(lambda: operator.gt([1], (1,))), err(lambda: operator.le(None, None)))
r_eq_mixed = (operator.eq(x, "3"), operator.ne([], ()))
class E:
    def __eq__(self, other):
        return "custom"
r_custom = operator.eq(E(), 1)
r_custom_ne = operator.ne(E(), 1)
r_filtered = list(filter(lambda v: operator.gt(v, x), [1, 5, 3, 9]))
