# probe: functools.partial: positional args prepended, keywords overridable at call time, a positional clashing with a stored keyword, nested partials flattened, func/args/keywords attributes
# inputs
base = 2
# body
from functools import partial
def f(a, b, c=0, *rest, **kw):
    return (a, b, c, rest, sorted(kw.items()))
p = partial(f, base)
r_pos = p(3)
r_pos_more = p(3, 4, 5)
q = partial(f, b=base)
r_kw = q(1)
r_kw_override = q(1, b=9)
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
r_kw_clash = err(lambda: q(1, 2))
nested = partial(partial(f, 1, x=1), 2, y=2)
r_nested_call = nested(3)
r_flat = (nested.func is f, nested.args, sorted(nested.keywords.items()))
r_attrs = (p.func is f, p.args, p.keywords)
r_not_callable = err(lambda: partial(5))
r_no_args = err(lambda: partial())
pm = partial(max, key=lambda x: -x)
r_max = pm([3, 1, 2])
r_mutated_kw = q.keywords.get("b")
q.keywords["b"] = 100
r_after_mutation = q(1)
cnt = partial(int, base=base)
r_int = cnt("101")
