# probe: callable() on functions, classes, instances with and without __call__, builtins
# inputs
x = 1
# body
class C:
    pass
class K:
    def __call__(self):
        return 1
def f():
    pass
r_vals = [callable(v) for v in (f, C, C(), K(), K, len, x, "s", lambda: 0, print, str.upper)]
