# probe: staticmethod objects callable directly (3.10+); __wrapped__ / __func__; classmethod wrapping staticmethod order
# inputs
v = 6
# body
def f(x):
    return x + 1
sm = staticmethod(f)
r_direct = sm(v)
r_func = sm.__func__ is f
r_wrapped = sm.__wrapped__ is f
class C:
    s = sm
    @staticmethod
    def half(x):
        return x // 2
r_via_cls = C.s(v)
r_via_inst = C().s(v)
r_half = C().half(v)
r_name = C.half.__name__
cm = classmethod(f)
r_cm_func = cm.__func__ is f
class D:
    g = cm
r_cm_call = D.g.__self__ is D
try:
    D.g()
    r_cm = "ok"
except TypeError as e:
    r_cm = type(e).__name__
