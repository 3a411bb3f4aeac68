# probe: minimal: the lazy-import idiom: a module global set to None, imported on first use by a function that declares it global
# inputs
v = 2.5
# body
math = None
def load():
    global math
    if math is None:
        import math
    return math
r = load().floor(v)
r2 = math.floor(v + 1)
