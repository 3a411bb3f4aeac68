# probe: functions stored on classes become methods; on instances they do not bind
# inputs
v = 2
# body
def double(x):
    return x * 2
class C:
    f = double
    g = staticmethod(double)
c = C()
try:
    r_method = c.f()
except TypeError as e:
    r_method = type(e).__name__
r_static = c.g(v)
c.h = double
r_instance_fn = c.h(v)
r_is_bound = hasattr(c.f, "__self__")
