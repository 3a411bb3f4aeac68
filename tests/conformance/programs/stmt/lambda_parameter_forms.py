# probe: lambdas with defaults, *args, **kwargs, keyword-only and positional-only parameters; a default evaluated once when the lambda is made; lambdas returning tuples and conditional expressions
# inputs
base = 3
# body
f1 = lambda a, b=base: a + b
f2 = lambda *a: sum(a)
f3 = lambda **k: sorted(k.items())
f4 = lambda a, /, b, *, c=1: (a, b, c)
f5 = lambda: (base, base * 2)
f6 = lambda x: "neg" if x < 0 else "zero" if x == 0 else "pos"
base = 100
r_f1 = (f1(1), f1(1, 2))
r_f2 = (f2(), f2(1, 2, 3))
r_f3 = f3(z=1, a=2)
r_f4 = (f4(1, 2), f4(1, b=2, c=3))
r_f5 = f5()
r_f6 = [f6(v) for v in (-1, 0, 1)]
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
r_f4_posonly_kw = err(lambda: f4(a=1, b=2))
r_f4_kw_positional = err(lambda: f4(1, 2, 3))
r_f1_too_many = err(lambda: f1(1, 2, 3))
r_defaults = (f1.__defaults__, f4.__kwdefaults__)
r_names = (f1.__name__, f6.__name__)
fs = [lambda v, i=i: v * i for i in range(3)]
r_fs = [f(base) for f in fs]
compose = lambda f, g: lambda x: f(g(x))
r_compose = compose(f6, lambda x: x - base)(base)
r_immediate = (lambda *a, **k: (a, sorted(k)))(1, 2, z=3)
