# probe: minimal: def, class, for, with, tuple unpacking and except-as in a function bind (or unbind) the module global the function declares
# inputs
n = 2
# body
def bind():
    global g_def, g_class, g_for, g_with, g_tuple
    def g_def():
        return "def"
    class g_class:
        pass
    for g_for in range(n):
        pass
    class CM:
        def __enter__(self):
            return "entered"
        def __exit__(self, *a):
            return False
    with CM() as g_with:
        pass
    g_tuple, other = 1, 2
bind()
r_def = g_def()
r_class = g_class.__name__
r_for = g_for
r_with = g_with
r_tuple = g_tuple
g_exc = "bound"
def unbind():
    global g_exc
    try:
        raise KeyError
    except KeyError as g_exc:
        pass
unbind()
r_exc = "g_exc" in globals()
