# probe: global declared in a nested function, in a method, in a class body; a global read in a function after the module rebinds it; global shadowing a local of the outer function
# inputs
g = 1
# body
def outer():
    g = "outer local"
    def inner():
        global g
        g = g + 1 if isinstance(g, int) else "?"
        return g
    r = inner()
    return (r, g)
r_outer = outer()
r_g_after = g
class K:
    global g
    g = g * 10
    here = "class"
r_class_global = g
r_class_attr = hasattr(K, "g")
class M:
    def bump(self):
        global g
        g += 5
        return g
M().bump()
r_method = g
def reads():
    return g
g = "rebound"
r_reads_late = reads()
def declares_only():
    global never_assigned_anywhere
    try:
        return never_assigned_anywhere
    except NameError as e:
        return type(e).__name__
r_declared_only = declares_only()
def makes_new():
    global brand_new
    brand_new = [1]
makes_new()
r_brand_new = brand_new
