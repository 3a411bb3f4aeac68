# probe: the TypeErrors of bad calls to plain functions: missing, too many positional, unexpected keyword, multiple values, positional-only passed by keyword, keyword-only passed positionally; and that the body never runs
# inputs
a = 1
b = 2
# body
ran = []
def f(x, y, /, z, *, k, m=0):
    ran.append("f")
    return (x, y, z, k, m)
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
r_ok = f(a, b, 3, k=4)
r_missing_pos = err(lambda: f(a))
r_missing_kw = err(lambda: f(a, b, 3))
r_too_many = err(lambda: f(a, b, 3, 4, k=5))
r_unexpected = err(lambda: f(a, b, 3, k=4, q=1))
r_multiple = err(lambda: f(a, b, 3, z=3, k=4))
r_posonly_kw = err(lambda: f(a, y=b, z=3, k=4))
r_kw_positional = err(lambda: f(a, b, 3, 4))
r_ran = list(ran)
def g(x, y=2):
    return (x, y)
r_g_kw_only_first = err(lambda: g(y=a))
r_g_both = g(y=a, x=b)
r_g_star = err(lambda: g(*[a, b, 3]))
r_g_star_ok = g(*[a], **{"y": b})
r_g_dict_clash = err(lambda: g(a, **{"x": b}))
r_g_dict_unexpected = err(lambda: g(a, **{"z": b}))
def h():
    return "h"
r_h_arg = err(lambda: h(a))
r_h_kw = err(lambda: h(z=a))
r_lambda_many = err(lambda: (lambda q: q)(a, b))
