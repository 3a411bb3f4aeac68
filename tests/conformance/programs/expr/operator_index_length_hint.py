# probe: operator.index on int/bool/custom __index__ and TypeError for float/str; operator.length_hint on lists, iterators partly consumed, objects with __length_hint__, default
# inputs
xs = [1, 2, 3, 4]
# body
import operator
class I:
    def __index__(self):
        return 7
r_index = (operator.index(5), operator.index(True), operator.index(I()), xs[I() - 6] if False else xs[operator.index(I()) - 6])
def err(thunk):
    try:
        thunk()
        return "none"
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_index_errs = (err(lambda: operator.index(1.0)), err(lambda: operator.index("1")))
it = iter(xs)
next(it)
r_hint = (operator.length_hint(xs), operator.length_hint(it), operator.length_hint(5, 9), operator.length_hint(iter([]), 3))
class H:
    def __length_hint__(self):
        return 42
r_hint_custom = operator.length_hint(H())
r_concat = operator.concat([1], [2])
r_concat_err = err(lambda: operator.concat(1, 2))
r_countof = (operator.countOf(xs + [1], 1), operator.indexOf(xs, 3))
r_indexof_err = err(lambda: operator.indexOf(xs, 99))
