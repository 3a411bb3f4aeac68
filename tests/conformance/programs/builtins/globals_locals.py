# probe: globals() sees module names; locals() in a function sees its locals
# inputs
v = 3
# body
r_global = globals()["v"]
r_has = "r_global" in globals()
def f(a):
    b = a + 1
    return sorted(locals().items())
r_locals = f(v)
globals()["injected"] = 7
r_injected = injected  # noqa: F821
