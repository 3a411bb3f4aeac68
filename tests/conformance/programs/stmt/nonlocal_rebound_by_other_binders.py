# probe: a nonlocal name rebound by a for target, a with-as, an import-as, a def, a class, tuple unpacking, and unbound by except-as in the inner function: the outer function sees each
# inputs
n = 3
# body
class CM:
    def __enter__(self):
        return "entered"
    def __exit__(self, *a):
        return False
def outer():
    a = b = c = d = e = f = g = "initial"
    def inner():
        nonlocal a, b, c, d, e, f, g
        for a in range(n):
            pass
        with CM() as b:
            pass
        import math as c
        def d():
            return "def d"
        class e:
            pass
        (f, _), = [("unpacked", 0)]
        try:
            raise KeyError("k")
        except KeyError as g:
            pass
    inner()
    try:
        g_after = g
    except NameError as err:
        g_after = type(err).__name__
    return (a, b, c.__name__, d(), e.__name__, f, g_after)
r_outer = outer()
