# probe: del of a local then reading it, del of a cell variable read by a closure (NameError, not UnboundLocalError), rebind after del, del in a loop, del of a global from a function
# inputs
v = 4
# body
def kind(f):
    try:
        return ("ok", f())
    except UnboundLocalError:
        return "UnboundLocalError"
    except NameError:
        return "NameError"
def del_then_read():
    a = v
    del a
    return a
r_del_read = kind(del_then_read)
def del_then_rebind():
    a = v
    del a
    a = v + 1
    return a
r_rebind = kind(del_then_rebind)
def del_cell():
    c = v
    f = lambda: c
    del c
    return f()
r_del_cell = kind(del_cell)
def del_cell_outer_read():
    c = v
    def g():
        return c
    first = g()
    del c
    return (first, kind(g))
r_del_cell_outer = del_cell_outer_read()
def del_in_loop():
    out = []
    for i in range(3):
        t = i * v
        out.append(t)
        del t
    return (out, kind(lambda: t))
r_del_loop = kind(del_in_loop)
gl = "global"
def del_global():
    global gl
    del gl
del_global()
r_gl_gone = "gl" in globals()
def twice():
    a = 1
    del a
    del a
r_twice = kind(twice)
def del_param(p):
    del p
    return kind(lambda: p)
r_del_param = del_param(v)
