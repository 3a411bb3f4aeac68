# probe: a module or function name shadowing a builtin (len, list, sum), del restoring the builtin, and a function local shadowing a builtin read before assignment
# inputs
xs = [1, 2, 3]
# body
def use_len():
    return len(xs)
len = lambda s: "shadowed"
r_shadowed = use_len()
del len
r_restored = use_len()
def local_shadow():
    n = list(xs)
    list = "local"
    return n
try:
    r_local_shadow = local_shadow()
except UnboundLocalError as e:
    r_local_shadow = ("UnboundLocalError", str(e))
def param_shadow(sum=max):
    return sum(xs)
r_param = param_shadow()
import builtins
r_builtin_module = builtins.len(xs)
def comp_shadow():
    return [str for str in xs]
r_comp_shadow = (comp_shadow(), str(5))
try:
    del len
except NameError as e:
    r_del_builtin = str(e)
sorted = sorted(xs, reverse=True)
r_sorted_rebound = sorted
