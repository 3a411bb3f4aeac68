# probe: operator.setitem / delitem / getitem on lists and dicts: changes visible through aliases, slices, errors (IndexError, KeyError), return None
# inputs
k = "a"
# body
import operator
d = {k: 1}
alias = d
r_set_ret = operator.setitem(d, "b", 2)
r_alias = sorted(alias.items())
operator.delitem(d, k)
r_after_del = sorted(d)
xs = [0, 1, 2, 3]
operator.setitem(xs, slice(1, 3), ["x"])
r_xs = list(xs)
operator.delitem(xs, -1)
r_xs2 = list(xs)
def err(thunk):
    try:
        thunk()
        return "none"
    except (KeyError, IndexError, TypeError) as e:
        return type(e).__name__
r_errs = (err(lambda: operator.delitem(d, "zz")), err(lambda: operator.setitem(xs, 10, 1)), err(lambda: operator.setitem((1,), 0, 2)))
r_final = (sorted(d.items()), xs)
