# probe: functools.partial does not check its arguments when made: too many positionals, an unexpected keyword, a keyword clashing with a later positional all raise TypeError only when the partial is called, and every call raises again
# inputs
v = 1
# body
from functools import partial
def one(a):
    return a
def attempt(thunk):
    try:
        return ("ok", thunk())
    except TypeError as e:
        return type(e).__name__
p_many = partial(one, v, v)
r_made_many = type(p_many).__name__
r_call_many = attempt(p_many)
r_call_many_again = attempt(p_many)
p_kw = partial(one, z=v)
r_call_kw = attempt(p_kw)
r_call_kw_fixed = attempt(lambda: p_kw(a=2))
p_clash = partial(one, a=v)
r_clash_positional = attempt(lambda: p_clash(5))
r_clash_keyword = attempt(lambda: p_clash(a=5))
def gen(a):
    yield a
p_gen = partial(gen)
r_gen_missing = attempt(lambda: p_gen())
r_gen_ok = attempt(lambda: list(p_gen(v)))
