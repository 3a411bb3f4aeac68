# probe: minimal: ** of a list in a call raises TypeError
# inputs
v = [1]
# body
try:
    r = dict(**v)
except TypeError as e:
    r = str(e)
def f(**kw):
    return kw
try:
    r_user = f(**v)
except TypeError as e:
    r_user = str(e)
