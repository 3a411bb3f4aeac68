# probe: an import inside a function binds a local name only; `global` makes it module level; the module is still imported (sys.modules)
# inputs
k = 1
# body
def f():
    import util
    return util.V + k
def g():
    global util
    import util
r_f = f()
r_bound_after_f = "util" in globals()
import sys
r_loaded = "util" in sys.modules
g()
r_bound_after_g = "util" in globals()
r_v = util.V
