# probe: default values evaluated once at def time (reading names as they are then), keyword-only and positional-only parameters, and the errors of calls that get them wrong
# inputs
base = 10
# body
def f(a, b=base, *, c=base * 2):
    return (a, b, c)
base = 99
r_defaults = (f(1), f(1, 2), f(1, c=3))
fs = [lambda x, k=k: x * k for k in range(3)]
r_lambda_defaults = [g(2) for g in fs]
def pos_only(a, b, /, c=0):
    return (a, b, c)
def attempt(call):
    try:
        return ("ok", call())
    except TypeError as e:
        return ("TypeError", str(e))
r_pos_only_ok = attempt(lambda: pos_only(1, 2, c=3))
r_pos_only_kw = attempt(lambda: pos_only(1, b=2))
r_kw_only_pos = attempt(lambda: f(1, 2, 3))
r_missing = attempt(lambda: f())
r_unexpected = attempt(lambda: f(1, d=4))
r_multiple = attempt(lambda: f(1, a=2))
def star_kw(*args, **kw):
    return (args, sorted(kw))
r_star_kw = star_kw(1, 2, x=3, **{"y": 4})
r_dup_kw = attempt(lambda: star_kw(**{"x": 1}, **{"x": 2}))
counter = [0]
def bump_default(v=counter.append(1) or len(counter)):
    return v
r_default_once = (bump_default(), bump_default(), len(counter))
def mutable(acc=[]):
    acc.append(1)
    return len(acc)
r_mutable = (mutable(), mutable(), mutable([]))
r_defaults_attr = (f.__defaults__, f.__kwdefaults__)
g2 = lambda *a, sep="-": sep.join(map(str, a))
r_lambda_kw = (g2(1, 2), g2(1, 2, sep="+"))
