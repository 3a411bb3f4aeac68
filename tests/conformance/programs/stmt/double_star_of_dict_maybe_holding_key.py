# probe: ** of a dict that holds a key only on some paths: a clash with a positional, an unexpected keyword, a positional-only name, a keyword-only filled or not
# inputs
flag = False
extra = "z"
# body
def f(a, b=0):
    return (a, b)
def g(a, /, *, k=1):
    return (a, k)
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
d = {}
if flag:
    d["a"] = 5
r_clash = err(lambda: f(1, **d))
e = {"b": 2}
if flag:
    e[extra] = 3
r_unexpected = err(lambda: f(1, **e))
p = {}
if flag:
    p["a"] = 9
r_posonly = err(lambda: g(1, **p))
q = {}
if not flag:
    q["k"] = 7
r_kwonly = err(lambda: g(1, **q))
r_sizes = (len(d), len(e), len(p), len(q))
class C:
    def __init__(self, a=0):
        self.a = a
    def m(self, a=0):
        return a
r_method = err(lambda: C().m(1, **d))
r_init = err(lambda: C(1, **d).a)
r_lambda = err(lambda: (lambda a=0: a)(1, **d))
