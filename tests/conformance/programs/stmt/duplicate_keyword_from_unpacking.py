# probe: minimal: a keyword given twice through ** unpacking (or a keyword and a ** dict) raises TypeError
# inputs
v = 1
# body
def f(**kw):
    return kw
try:
    r_two_dicts = f(**{"x": v}, **{"x": 2})
except TypeError as e:
    r_two_dicts = "TypeError"
try:
    r_kw_and_dict = f(x=v, **{"x": 2})
except TypeError as e:
    r_kw_and_dict = "TypeError"
def g(x):
    return x
try:
    r_named = g(x=v, **{"x": 2})
except TypeError as e:
    r_named = "TypeError"
try:
    r_dict_literal = {**{"x": v}, **{"x": 2}}
except TypeError as e:
    r_dict_literal = "TypeError"
